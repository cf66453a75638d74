import { packageConfig } from "../../vitest.shared.ts";

export default packageConfig({ testTimeout: 120_000, include: ["test/*.test.ts"] });
