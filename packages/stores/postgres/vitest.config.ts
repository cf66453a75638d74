import { packageConfig, sourceCondition } from "../../../vitest.shared.ts";

const config = packageConfig();
// vitest hands these conditions to Node (--conditions), which then applies them to require() as
// well: with "import" listed, pg's require("pg-pool") would load pg-pool's ES module wrapper. Node
// adds import/require by itself, so they are left out here.
const conditions = [sourceCondition, "module", "node", "default"];
config.resolve!.conditions = conditions;
config.ssr!.resolve!.conditions = conditions;
// test/global-setup.ts starts a throwaway PostgreSQL unless POSTGRES_URL names one.
config.test!.globalSetup = ["test/global-setup.ts"];

export default config;
