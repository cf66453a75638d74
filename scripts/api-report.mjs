#!/usr/bin/env node
// Writes each publishable package's api.md (its exported names and kinds); --check exits 1 when one is stale.
// The generator lives with the test that checks it: tooling/repo-checks/src/api-report.mjs.
import { main } from "../tooling/repo-checks/src/api-report.mjs";

main(process.argv.slice(2));
