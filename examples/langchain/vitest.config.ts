import { packageConfig } from "../../vitest.shared.ts";

// The test starts the example as its own process (tsx): allow for a slow start on a loaded machine.
export default packageConfig({ testTimeout: 120_000 });
