// The house rules, checked against the real repository: small packages with one job, contracts in
// core, no package reaching into another's internals, each package publishable on its own.
// docs/architecture.md ("Package rules") explains each rule; src/checks.ts implements them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  checkConformance,
  checkCoreContractsOnly,
  checkDeclaredDependencies,
  checkFileUrlsIntoPackages,
  checkInternalPaths,
  checkPublishable,
  checkRelativeEscapes,
  checkShippedFiles,
  checkStrategyDependencies,
  listWorkspacePackages,
  scanPackages,
  workspaceGlobs,
  type Violation,
} from "../src/index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const workspace = listWorkspacePackages(root);
/** Rules 1 and 4 cover the packages and apps; rules 2 and 3 every workspace package (bench and tooling too). */
const packagesAndApps = workspace.filter((pkg) => pkg.path.startsWith("packages/") || pkg.path.startsWith("apps/") || pkg.path.startsWith("tooling/"));
const files = scanPackages(root, workspace);
const filesOf = (packages: typeof workspace) => files.filter((file) => packages.includes(file.pkg));

/**
 * Known exceptions, by violation key, each with its reason. An entry that no longer matches a
 * violation fails the test, so the list only shrinks.
 */
const ALLOWED: Record<string, string> = {
  // A SessionStore, not a run or intent-graph store: its suite is `sessionStoreSuite` from
  // @modular-planner/router/testing (run by test/redis.int.test.ts); testkit has no session-store suite.
  "conformance:packages/stores/redis": "session-store suite lives in @modular-planner/router/testing, not testkit",
  // The labelled routing suite is data shared by the router's test (accuracy and gate adherence
  // must not regress) and the routing benchmark; it lives once, in bench/routing, not copied.
  "relative-escape:packages/router/test/routing-suite.test.ts:../../../bench/routing/requests.jsonl":
    "labelled routing suite shared with bench/routing, kept in one place",
};

function unexpected(violations: Violation[]): string[] {
  return violations.filter((violation) => !(violation.key in ALLOWED)).map((violation) => violation.message);
}

const allViolations = () => [
  ...checkDeclaredDependencies(filesOf(packagesAndApps)),
  ...checkRelativeEscapes(root, files),
  ...checkFileUrlsIntoPackages(root, files, workspace),
  ...checkInternalPaths(files, workspace),
  ...checkPublishable(workspace.filter((pkg) => pkg.path.startsWith("packages/") || pkg.path.startsWith("apps/"))),
  ...checkConformance(files, workspace),
  ...checkCoreContractsOnly(files, workspace.find((pkg) => pkg.name === "@modular-planner/core")!),
  ...checkShippedFiles(root, workspace),
  ...checkStrategyDependencies(files, workspace),
];

describe("house rules on this repository", () => {
  it("finds the workspace packages (packages/*, packages/*/*, apps/*, bench, tooling/*)", () => {
    const paths = workspace.map((pkg) => pkg.path);
    expect(paths).toEqual(expect.arrayContaining(["packages/core", "packages/resolvers/mcp", "apps/cli", "bench", "tooling/repo-checks"]));
    expect(files.length).toBeGreaterThan(100);
  });

  it("rule 1: shipped code imports only what package.json declares in dependencies or peerDependencies; tests also devDependencies", () => {
    expect(unexpected(checkDeclaredDependencies(filesOf(packagesAndApps)))).toEqual([]);
  });

  it("rule 2: no relative import leaves its package, except root config files importing vitest.shared.ts / tsup.shared.ts", () => {
    expect(unexpected(checkRelativeEscapes(root, files))).toEqual([]);
  });

  it('rule 2: no new URL("../…", import.meta.url) reads a file inside another workspace package', () => {
    expect(unexpected(checkFileUrlsIntoPackages(root, files, workspace))).toEqual([]);
  });

  it("rule 3: other workspace packages are imported only through the names in their exports", () => {
    expect(unexpected(checkInternalPaths(files, workspace))).toEqual([]);
  });

  it("rule 4: every package without private: true is publishable on its own", () => {
    expect(unexpected(checkPublishable(workspace.filter((pkg) => pkg.path.startsWith("packages/") || pkg.path.startsWith("apps/"))))).toEqual([]);
  });

  it("rule 5: every strategy package runs a conformance suite from @modular-planner/testkit", () => {
    expect(unexpected(checkConformance(files, workspace))).toEqual([]);
  });

  it("rule 6: core depends on nothing of ours (contracts only; npm dependencies zod and ajv)", () => {
    const core = workspace.find((pkg) => pkg.name === "@modular-planner/core");
    expect(core, "packages/core/package.json must name @modular-planner/core").toBeDefined();
    expect(unexpected(checkCoreContractsOnly(files, core!))).toEqual([]);
  });

  it("rule 8: strategy packages depend on core and the shared helper packages only (kit, llm-shared, retrieval, plan-library)", () => {
    expect(unexpected(checkStrategyDependencies(files, workspace))).toEqual([]);
  });

  it("every allow-list entry still matches a violation (remove entries once fixed)", () => {
    const keys = new Set(allViolations().map((violation) => violation.key));
    const stale = Object.keys(ALLOWED).filter((key) => !keys.has(key));
    expect(stale.map((key) => `tooling/repo-checks/test/house-rules.test.ts: allow-list entry "${key}" matches nothing now; delete it.`)).toEqual([]);
  });

  it("npm test counts every workspace folder: scripts/test-summary.mjs walks it and the root vitest.config.ts lists it", () => {
    const summary = readFileSync(join(root, "scripts/test-summary.mjs"), "utf8");
    const rootConfig = readFileSync(join(root, "vitest.config.ts"), "utf8");
    const problems: string[] = [];
    for (const glob of workspaceGlobs(root)) {
      const top = glob.split("/")[0]!;
      if (!summary.includes(`"${top}"`))
        problems.push(`scripts/test-summary.mjs: does not walk "${top}" (pnpm-workspace.yaml lists ${glob}); add "${top}" to its list of top folders.`);
      if (!rootConfig.includes(`"${glob}/vitest.config.ts"`)) problems.push(`vitest.config.ts: projects does not list "${glob}/vitest.config.ts"; add it.`);
    }
    expect(problems).toEqual([]);
  });
});
