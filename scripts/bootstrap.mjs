#!/usr/bin/env node
// Entry point for the README's quick start on a machine with only Node and npm:
// `npm test` and `npm run demo` install pnpm's pinned version on the fly (npx), install the
// workspace, then run turbo. `npm test` also installs the system packages the tests use (apt, as
// root or with passwordless sudo), builds faiss-node against the system faiss, and runs a
// throwaway Redis and a throwaway PostgreSQL on free loopback ports for the run (REDIS_URL, POSTGRES_URL). `.ci/run` is `npm test` alone.
// Uses only Node built-ins so it works before any install.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres } from "./setup/postgres.mjs";
import { startRedis } from "./setup/redis.mjs";
import { ensureSystemPackages } from "./setup/system.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const PNPM = "pnpm@10.34.9";
const [command = "test", ...rest] = process.argv.slice(2);

/** Runs a command in the repository; exits on failure unless `options.allowFailure`, else returns its status. */
function run(bin, args, options = {}) {
  const result = spawnSync(bin, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...options.env } });
  if (result.error) {
    console.error(`Could not start ${bin}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0 && !options.allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}

function pnpm(args, options = {}) {
  const local = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  if (local.status === 0 && local.stdout.trim() === PNPM.split("@")[1]) return run("pnpm", args, options);
  return run("npx", ["--yes", PNPM, ...args], options);
}

/** Test reports of an earlier run must not be counted as this run's (turbo restores cached ones). */
function clearTestReports() {
  for (const top of ["packages", "apps", "tooling", "bench", "examples"]) {
    const walk = (dir, depth) => {
      if (!existsSync(dir) || depth > 3) return;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name === "node_modules") continue;
        if (entry.name === ".test-results") rmSync(join(dir, entry.name), { recursive: true, force: true });
        else if (!entry.name.startsWith(".")) walk(join(dir, entry.name), depth + 1);
      }
    };
    walk(join(root, top), 0);
  }
}

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

async function test() {
  const system = ensureSystemPackages();
  if (!system.ok) {
    console.error(system.message);
    process.exit(1);
  }
  console.error(`setup: system packages ready${system.installed.length ? ` (installed ${system.installed.join(", ")})` : ""} [${elapsed()}]`);
  ensureInstalled();
  console.error(`setup: workspace installed [${elapsed()}]`);
  // Formatting and lint (biome.jsonc), before anything is built; it writes nothing.
  if (pnpm(["exec", "biome", "ci", "."], { allowFailure: true }) !== 0) {
    console.error("npm test: biome ci found formatting or lint errors (above): run pnpm format, fix lint errors by hand, then npm test again.");
    process.exit(1);
  }
  console.error(`setup: formatting and lint checked (biome ci) [${elapsed()}]`);
  const faiss = spawnSync("bash", [join(root, "scripts/setup/faiss.sh")], { cwd: root, stdio: "inherit" });
  if (faiss.status !== 0) {
    console.error("npm test could not build faiss-node (see above): install libfaiss-dev and libopenblas-dev, then run npm test again.");
    process.exit(1);
  }
  let redis;
  try {
    redis = await startRedis();
  } catch (err) {
    console.error(`npm test could not start redis-server: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  let postgres;
  try {
    postgres = await startPostgres();
  } catch (err) {
    redis.stop();
    console.error(`npm test could not start PostgreSQL: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  console.error(`setup: faiss-node loadable; redis-server for this run at ${redis.url}, PostgreSQL at ${postgres.url} [${elapsed()}]`);
  clearTestReports();
  // Two tasks at a time: the machine has two cores, and the integration tests start real servers.
  // --continue: every package runs, so one failure does not hide the others.
  const status = pnpm(["exec", "turbo", "run", "build", "typecheck", "test", "--concurrency=2", "--continue", ...rest], {
    allowFailure: true,
    env: { REDIS_URL: redis.url, POSTGRES_URL: postgres.url },
  });
  redis.stop();
  postgres.stop();
  console.error(`npm test: turbo finished [${elapsed()}]`);
  const summary = run("node", ["scripts/test-summary.mjs"], { allowFailure: true });
  if (status !== 0) {
    console.error("npm test: turbo reported failed tasks (builds, typechecks or tests): see the failures above.");
    process.exit(status);
  }
  process.exit(summary);
}

function ensureInstalled() {
  const marker = `${root}/node_modules/.modules.yaml`;
  const lock = `${root}/pnpm-lock.yaml`;
  const settings = `${root}/pnpm-workspace.yaml`;
  if (!existsSync(marker) || statSync(marker).mtimeMs < Math.max(statSync(lock).mtimeMs, statSync(settings).mtimeMs)) {
    pnpm(["install", "--frozen-lockfile"]);
  }
}

if (command === "test") {
  await test();
} else if (command === "demo") {
  ensureInstalled();
  pnpm(["exec", "turbo", "run", "build", "--output-logs=errors-only"]);
  const question = rest[0] ?? "get revenue totals by region and product type over time";
  const data = rest[1] ?? "samples/sales.csv";
  run("node", ["apps/cli/dist/bin.js", "run", question, "--data", data]);
} else {
  console.error(`Unknown command "${command}". Use: test | demo`);
  process.exit(2);
}
