#!/usr/bin/env node
// Entry point for the README's quick start on a machine with only Node and npm:
// `npm test` and `npm run demo` install pnpm's pinned version on the fly (npx), install the
// workspace, then run turbo. Uses only Node built-ins so it works before any install.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const PNPM = "pnpm@10.34.9";
const [command = "test", ...rest] = process.argv.slice(2);

function run(bin, args, options = {}) {
  const result = spawnSync(bin, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...options.env } });
  if (result.error) {
    console.error(`Could not start ${bin}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function pnpm(args) {
  const local = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  if (local.status === 0 && local.stdout.trim() === PNPM.split("@")[1]) run("pnpm", args);
  else run("npx", ["--yes", PNPM, ...args]);
}

function ensureInstalled() {
  const marker = `${root}/node_modules/.modules.yaml`;
  const lock = `${root}/pnpm-lock.yaml`;
  if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
    pnpm(["install", "--frozen-lockfile"]);
  }
}

ensureInstalled();
if (command === "test") {
  // Two tasks at a time: the machine has two cores, and the integration tests start real servers.
  pnpm(["exec", "turbo", "run", "build", "typecheck", "test", "--concurrency=2", ...rest]);
  run("node", ["scripts/test-summary.mjs"]);
} else if (command === "demo") {
  pnpm(["exec", "turbo", "run", "build", "--output-logs=errors-only"]);
  const question = rest[0] ?? "get revenue totals by region and product type over time";
  const data = rest[1] ?? "samples/sales.csv";
  run("node", ["apps/cli/dist/bin.js", "run", question, "--data", data]);
} else {
  console.error(`Unknown command "${command}". Use: test | demo`);
  process.exit(2);
}
