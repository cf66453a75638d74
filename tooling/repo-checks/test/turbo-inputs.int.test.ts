// Turbo replays a cached result when a task's hash is unchanged, so a hash that misses an input
// replays a stale green run. These tests change one file at a time in a copy of the repository
// and ask turbo (dry run: nothing executes) which task hashes moved.
import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const turbo = join(root, "node_modules/.bin/turbo");
const skipped = new Set(["node_modules", ".git", "dist", ".turbo", ".test-results", "out", ".modular-planner", ".cache", "coverage"]);
let copy: string;

function hashes(): Map<string, string> {
  const run = spawnSync(turbo, ["run", "build", "typecheck", "test", "--dry=json"], {
    cwd: copy,
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
  });
  if (run.status !== 0) throw new Error(`turbo --dry=json failed (${run.status}): ${run.stderr}`);
  const tasks = (JSON.parse(run.stdout) as { tasks: { taskId: string; hash: string }[] }).tasks;
  return new Map(tasks.map((task) => [task.taskId, task.hash]));
}

/** Appends a comment to `file` in the copy and returns the task ids whose hash changed. */
function changedBy(file: string, comment: string): Set<string> {
  const before = hashes();
  appendFileSync(join(copy, file), `\n${comment}\n`);
  const after = hashes();
  return new Set([...before].filter(([task, hash]) => after.get(task) !== hash).map(([task]) => task));
}

beforeAll(() => {
  expect(existsSync(turbo), `turbo is missing at ${turbo}: run pnpm install`).toBe(true);
  copy = mkdtempSync(join(tmpdir(), "mp-turbo-inputs-"));
  cpSync(root, copy, { recursive: true, filter: (source) => !skipped.has(basename(source)) });
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("turbo task inputs", () => {
  it("a change to core's source reruns the typecheck, build and tests of the packages that depend on it, however deep", () => {
    const changed = changedBy("packages/core/src/index.ts", "// probe");
    for (const pkg of ["core", "resolver-semantic", "decomposer-hybrid", "planner", "executor", "cli", "bench"]) {
      for (const task of ["typecheck", "test"]) expect(changed, `@modular-planner/${pkg}#${task}`).toContain(`@modular-planner/${pkg}#${task}`);
    }
    expect(changed).toContain("@modular-planner/planner#build");
    expect(changed).not.toContain("@modular-planner/repo-checks#typecheck");
  });

  it("a change to the registry folder rebuilds the registry package and reruns the tests that load it", () => {
    const changed = changedBy("registry/capabilities.yaml", "# probe");
    expect(changed).toContain("@modular-planner/registry#build");
    expect(changed).toContain("@modular-planner/registry#test");
    expect(changed).toContain("@modular-planner/cli#test");
    expect(changed).toContain("@modular-planner/planner#test");
    expect(changed).not.toContain("@modular-planner/core#build");
  });

  it("a change to a prompt rebuilds llm-shared and reruns the tests of the LLM strategies", () => {
    const changed = changedBy("templates/prompts/intent.md", "<!-- probe -->");
    expect(changed).toContain("@modular-planner/llm-shared#build");
    expect(changed).toContain("@modular-planner/llm-openai#test");
    expect(changed).toContain("@modular-planner/router#test");
  });

  it("a package's own test files rerun its tests but not its build", () => {
    const changed = changedBy("packages/executor/test/executor.test.ts", "// probe");
    expect(changed).toContain("@modular-planner/executor#test");
    expect(changed).not.toContain("@modular-planner/executor#build");
    expect(changed).not.toContain("@modular-planner/core#test");
    expect(changed).not.toContain("@modular-planner/planner#test");
  });

  it("the shared TypeScript config reruns every typecheck", () => {
    const changed = changedBy("tsconfig.base.json", " ");
    expect(changed).toContain("@modular-planner/core#typecheck");
    expect(changed).toContain("@modular-planner/bench#typecheck");
  });
});
