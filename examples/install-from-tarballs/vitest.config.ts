import { packageConfig } from "../../vitest.shared.ts";

// npm install of the tarballs takes tens of seconds (longer on a cold npm cache).
export default packageConfig({ testTimeout: 600_000, include: ["test/*.test.ts"] });
