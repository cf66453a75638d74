#!/usr/bin/env node
import { main } from "./program.js";

process.on("SIGINT", () => {
  process.stderr.write("\nCancelled.\n");
  process.exit(130);
});
await main(process.argv);
