import { packageConfig } from "../../../vitest.shared.ts";

export default packageConfig({ testTimeout: 120_000 });
