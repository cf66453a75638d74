// Each check on a small made-up workspace with planted violations: proves the checks catch what
// house-rules.test.ts says is absent from the real repository.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
  conformanceCalls,
  fileRole,
  findImports,
  isStrategyPackage,
  listWorkspacePackages,
  markdownLinks,
  scanPackages,
  subpathIsExported,
} from "../src/index.js";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function makeRepo(files: Record<string, string | object>): string {
  const root = mkdtempSync(join(tmpdir(), "repo-checks-"));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === "string" ? content : JSON.stringify(content, null, 2));
  }
  return root;
}

const publishable = (name: string, extra: object = {}) => ({
  name,
  version: "0.1.0",
  license: "MIT",
  type: "module",
  sideEffects: false,
  exports: { ".": { "@modular-planner/source": "./src/index.ts", types: "./dist/index.d.ts", import: "./dist/index.js" }, "./package.json": "./package.json" },
  files: ["dist", "README.md", "CHANGELOG.md"],
  scripts: { build: "tsup" },
  ...extra,
});

const docs = (path: string) => ({ [`${path}/README.md`]: "# x\n", [`${path}/CHANGELOG.md`]: "# Changelog\n" });

function load(root: string) {
  const workspace = listWorkspacePackages(root);
  return { workspace, files: scanPackages(root, workspace), byPath: (path: string) => workspace.find((pkg) => pkg.path === path)! };
}

describe("findImports", () => {
  it("finds static, re-export, dynamic, require and import() type references, and which are type-only", () => {
    const text = [
      `import { a, type B } from "alpha";`,
      `import type { C } from "beta";`,
      `import { type D } from "gamma";`,
      `export { e } from "delta";`,
      `export type { F } from "epsilon";`,
      `import "side-effect";`,
      `const m = await import("lazy");`,
      `const r = require("old");`,
      `let t: import("typed").T;`,
      `// import x from "in-a-comment";`,
      `const s = "import y from 'in-a-string'";`,
    ].join("\n");
    const found = findImports("x.ts", text).map((reference) => [reference.specifier, reference.typeOnly, reference.line]);
    expect(found).toEqual([
      ["alpha", false, 1],
      ["beta", true, 2],
      ["gamma", true, 3],
      ["delta", false, 4],
      ["epsilon", true, 5],
      ["side-effect", false, 6],
      ["lazy", false, 7],
      ["old", false, 8],
      ["typed", true, 9],
    ]);
  });

  it("records the local names an import binds", () => {
    const [reference] = findImports("x.ts", `import def, { one, two as three } from "m";`);
    expect(reference?.names).toEqual(["def", "one", "three"]);
  });
});

describe("fileRole and exports matching", () => {
  it("tells shipped code from tests, root config files and scripts", () => {
    expect(fileRole("src/index.ts")).toBe("src");
    expect(fileRole("src/bm25.test.ts")).toBe("test");
    expect(fileRole("test/helpers.ts")).toBe("test");
    expect(fileRole("vitest.config.ts")).toBe("config");
    expect(fileRole("scripts/copy.mjs")).toBe("tooling");
  });

  it("matches subpaths against exports keys, with * patterns", () => {
    const json = { exports: { ".": "./dist/index.js", "./testing": "./dist/testing.js", "./tools/*": "./dist/tools/*.js" } };
    expect(subpathIsExported(json, ".")).toBe(true);
    expect(subpathIsExported(json, "./testing")).toBe(true);
    expect(subpathIsExported(json, "./tools/plot")).toBe(true);
    expect(subpathIsExported(json, "./src/index.ts")).toBe(false);
    expect(subpathIsExported({}, ".")).toBe(true);
  });
});

describe("checks on a planted workspace", () => {
  const root = makeRepo({
    "pnpm-workspace.yaml": `packages:\n  - "packages/*"\n  - "packages/*/*"\n`,
    "vitest.shared.ts": "export const x = 1;\n",
    "packages/core/package.json": publishable("@modular-planner/core", {
      dependencies: { zod: "^4.1.0", lodash: "^4" },
      devDependencies: { "@modular-planner/testkit": "workspace:^" },
    }),
    "packages/core/src/index.ts": `import { z } from "zod";\nimport { x } from "@modular-planner/testkit";\nexport const s = z.string();\n`,
    ...docs("packages/core"),
    "packages/testkit/package.json": publishable("@modular-planner/testkit", { peerDependencies: { "@modular-planner/core": "workspace:^" } }),
    "packages/testkit/src/index.ts": `export function describeResolverConformance() {}\n`,
    ...docs("packages/testkit"),
    "packages/resolvers/good/package.json": publishable("@modular-planner/resolver-good", {
      peerDependencies: { "@modular-planner/core": "workspace:^" },
      devDependencies: { "@modular-planner/core": "workspace:^", "@modular-planner/testkit": "workspace:^", vitest: "~4.1.12", zod: "^4.1.0" },
    }),
    "packages/resolvers/good/src/index.ts": `import type { Resolver } from "@modular-planner/core";\nimport { readFileSync } from "node:fs";\nimport { join } from "path";\nexport * from "./other.js";\n`,
    "packages/resolvers/good/src/other.ts": `export const other = 1;\n`,
    "packages/resolvers/good/test/good.test.ts": `import { describeResolverConformance } from "@modular-planner/testkit";\nimport { z } from "zod";\nimport { other } from "../src/index.js";\ndescribeResolverConformance("good", () => ({}));\n`,
    "packages/resolvers/good/vitest.config.ts": `import { packageConfig } from "../../../vitest.shared.ts";\nexport default packageConfig();\n`,
    ...docs("packages/resolvers/good"),
    "packages/resolvers/bad/package.json": {
      name: "@modular-planner/resolver-bad",
      version: "0.1.0",
      type: "commonjs",
      exports: { ".": { import: "./dist/index.js" } },
      files: ["src"],
      peerDependencies: { "@modular-planner/core": "^0.1.0" },
      devDependencies: { zod: "^4.1.0" },
    },
    "packages/resolvers/bad/src/index.ts": [
      `import { z } from "zod";`,
      `import type { T } from "undeclared-types";`,
      `import { helper } from "../../good/src/other.js";`,
      `import { s } from "@modular-planner/core/src/index.ts";`,
      `import { shared } from "../../../../vitest.shared.ts";`,
      `// describeResolverConformance("not a call", () => ({}));`,
      `const data = new URL("../../good/fixtures/data.json", import.meta.url);`,
      `const samples = new URL("../../../../samples/sales.csv", import.meta.url);`,
      `const own = new URL("../fixtures/own.json", import.meta.url);`,
    ].join("\n"),
    "packages/resolvers/bad/test/bad.test.ts": `import { expect } from "vitest";\nfunction describeResolverConformance() {}\ndescribeResolverConformance();\n`,
    "packages/resolvers/private-one/package.json": { name: "@modular-planner/private-one", private: true },
  });
  const { workspace, files, byPath } = load(root);

  it("lists the workspace packages from pnpm-workspace.yaml", () => {
    expect(workspace.map((pkg) => pkg.path)).toEqual([
      "packages/core",
      "packages/resolvers/bad",
      "packages/resolvers/good",
      "packages/resolvers/private-one",
      "packages/testkit",
    ]);
  });

  it("rule 1 flags shipped imports of devDependencies and undeclared packages (type-only too), and test imports missing from devDependencies", () => {
    const violations = checkDeclaredDependencies(files);
    expect(violations.map((violation) => violation.key).sort()).toEqual([
      "declared-dependencies:packages/core/src/index.ts:@modular-planner/testkit",
      "declared-dependencies:packages/resolvers/bad/src/index.ts:undeclared-types",
      "declared-dependencies:packages/resolvers/bad/src/index.ts:zod",
      "declared-dependencies:packages/resolvers/bad/test/bad.test.ts:vitest",
    ]);
    const zod = violations.find((violation) => violation.key.endsWith("bad/src/index.ts:zod"))!;
    expect(zod.message).toContain("packages/resolvers/bad/src/index.ts:1");
    expect(zod.message).toContain("lists it only in devDependencies");
    expect(zod.message).toContain("pnpm --filter @modular-planner/resolver-bad add zod");
    const types = violations.find((violation) => violation.key.endsWith("undeclared-types"))!;
    expect(types.message).toContain("type-only import");
    expect(types.message).toContain("does not declare it");
  });

  it("rule 2 flags relative imports leaving the package, but lets root config files import vitest.shared.ts", () => {
    const violations = checkRelativeEscapes(root, files);
    expect(violations.map((violation) => violation.key).sort()).toEqual([
      "relative-escape:packages/resolvers/bad/src/index.ts:../../../../vitest.shared.ts",
      "relative-escape:packages/resolvers/bad/src/index.ts:../../good/src/other.js",
    ]);
    expect(violations.find((violation) => violation.key.includes("good/src"))!.message).toMatch(
      /^packages\/resolvers\/bad\/src\/index\.ts:3: relative import "\.\.\/\.\.\/good\/src\/other\.js" leaves packages\/resolvers\/bad \(reaches packages\/resolvers\/good\/src\/other\.js\)\. Import the other package by its name/,
    );
  });

  it("rule 2 flags new URL(…, import.meta.url) reads inside another package, not repo-level folders or the package's own files", () => {
    const violations = checkFileUrlsIntoPackages(root, files, workspace);
    expect(violations.map((violation) => violation.key)).toEqual(["relative-escape:packages/resolvers/bad/src/index.ts:../../good/fixtures/data.json"]);
    expect(violations[0]!.message).toContain(
      'packages/resolvers/bad/src/index.ts:7: new URL("../../good/fixtures/data.json", import.meta.url) reads packages/resolvers/good/fixtures/data.json, inside @modular-planner/resolver-good',
    );
  });

  it("rule 3 flags imports of paths another package does not export", () => {
    const violations = checkInternalPaths(files, workspace);
    expect(violations.map((violation) => violation.key)).toEqual(["internal-path:packages/resolvers/bad/src/index.ts:@modular-planner/core/src/index.ts"]);
    expect(violations[0]!.message).toContain(`Import from "@modular-planner/core" instead`);
    expect(violations[0]!.message).toContain("its exports list ., ./package.json");
  });

  it("rule 4 lists every missing publishing field of a non-private package and ignores private ones", () => {
    const violations = checkPublishable(workspace);
    expect(violations.every((violation) => violation.key.startsWith("publishable:packages/resolvers/bad:"))).toBe(true);
    expect(violations.map((violation) => violation.key.replace("publishable:packages/resolvers/bad:", ""))).toEqual([
      "no README.md",
      "no CHANGELOG.md",
      "no license",
      `type is "commonjs"`,
      `exports["."] has no "@modular-planner/source" condition`,
      `exports["."] has no "types" condition`,
      "files does not include dist",
      "no build script",
      `peerDependencies.@modular-planner/core is "^0.1.0", not a workspace: range`,
      "sideEffects is not set",
    ]);
    expect(violations[0]!.message).toMatch(
      /^packages\/resolvers\/bad\/package\.json \(@modular-planner\/resolver-bad\): no README\.md\. Add packages\/resolvers\/bad\/README\.md/,
    );
  });

  it("rule 4 accepts a bin-only package whose bins are in dist", () => {
    const cli = makeRepo({
      "pnpm-workspace.yaml": `packages:\n  - "apps/*"\n`,
      "apps/cli/package.json": { ...publishable("@modular-planner/cli"), exports: undefined, bin: { mplan: "./dist/bin.js" } },
      "apps/cli/src/index.ts": "",
      ...docs("apps/cli"),
      "apps/cli2/package.json": { ...publishable("@modular-planner/cli2"), exports: undefined, bin: "./src/bin.ts" },
      ...docs("apps/cli2"),
    });
    expect(checkPublishable(listWorkspacePackages(cli)).map((violation) => violation.key)).toEqual(["publishable:apps/cli2:bin ./src/bin.ts is outside dist"]);
  });

  it("rule 5 wants a describe…Conformance call imported from @modular-planner/testkit in a strategy package's tests", () => {
    expect(isStrategyPackage("packages/resolvers/good")).toBe(true);
    expect(isStrategyPackage("packages/llm/shared")).toBe(false);
    expect(isStrategyPackage("packages/llm/openai")).toBe(true);
    // bad: a local function of the same name and a commented-out call do not count.
    expect(checkConformance(files, workspace).map((violation) => violation.key)).toEqual([
      "conformance:packages/resolvers/bad",
      "conformance:packages/resolvers/private-one",
    ]);
    expect(conformanceCalls("t.ts", `import { describeVerifierConformance as run } from "@modular-planner/testkit";\nrun();`)).toEqual([]);
    expect(conformanceCalls("t.ts", `import { describeVerifierConformance } from "@modular-planner/testkit";\ndescribeVerifierConformance("x", f);`)).toEqual([
      "describeVerifierConformance",
    ]);
  });

  it("rule 6 flags core depending on or importing our packages, and npm dependencies beyond zod and ajv", () => {
    const violations = checkCoreContractsOnly(files, byPath("packages/core"));
    expect(violations.map((violation) => violation.key)).toEqual([
      "core-contracts-only:dependencies:lodash",
      "core-contracts-only:devDependencies:@modular-planner/testkit",
      "core-contracts-only:packages/core/src/index.ts:@modular-planner/testkit",
    ]);
    expect(violations[2]!.message).toBe(
      `packages/core/src/index.ts:2: core imports "@modular-planner/testkit". Core depends on nothing of ours; move this code out of core.`,
    );
  });
});

describe("rule 7: what the tarball ships", () => {
  const readme = [
    "# good",
    "[changes](CHANGELOG.md) [built](./dist/index.js) [here](#usage) [site](https://example.org/x)",
    "[repo docs](../../docs/guide.md) and [tests](test/a.test.ts) and [gone](dist/missing.js#x)",
    "```md",
    "[in a code block](../../docs/ignored.md)",
    "```",
    "`[inline code](../../docs/ignored.md)`",
  ].join("\n");
  const root = makeRepo({
    "pnpm-workspace.yaml": `packages:\n  - "packages/*"\n`,
    LICENSE: "MIT License\n",
    "docs/guide.md": "# guide\n",
    "packages/good/package.json": publishable("@modular-planner/good", { engines: { node: ">=20.19" } }),
    "packages/good/LICENSE": "MIT License\n",
    "packages/good/README.md": readme,
    "packages/good/CHANGELOG.md": "# Changelog\n",
    "packages/good/dist/index.js": "",
    "packages/good/test/a.test.ts": "",
    "packages/bare/package.json": publishable("@modular-planner/bare"),
    ...docs("packages/bare"),
    "packages/stale/package.json": publishable("@modular-planner/stale", { engines: { node: ">=20.19" } }),
    "packages/stale/LICENSE": "Some other licence\n",
    ...docs("packages/stale"),
    "packages/private/package.json": { name: "@modular-planner/private", private: true },
  });

  it("flags a missing or stale LICENSE, missing engines.node, and README links to files that do not ship", () => {
    const violations = checkShippedFiles(root, listWorkspacePackages(root));
    expect(violations.map((violation) => violation.key).sort()).toEqual([
      "shipped-files:packages/bare:no LICENSE file",
      "shipped-files:packages/bare:no engines.node",
      "shipped-files:packages/good:README.md links to ../../docs/guide.md, which the tarball does not ship",
      "shipped-files:packages/good:README.md links to dist/missing.js#x, which the tarball does not ship",
      "shipped-files:packages/good:README.md links to test/a.test.ts, which the tarball does not ship",
      "shipped-files:packages/stale:LICENSE differs from the root LICENSE",
    ]);
    expect(violations.find((violation) => violation.key.includes("docs/guide.md"))!.message).toContain("packages/good/README.md:3: inline the text");
  });

  it("reads link targets outside code, with their lines", () => {
    expect(markdownLinks(readme).map((link) => `${link.line}:${link.target}`)).toEqual([
      "2:CHANGELOG.md",
      "2:./dist/index.js",
      "2:#usage",
      "2:https://example.org/x",
      "3:../../docs/guide.md",
      "3:test/a.test.ts",
      "3:dist/missing.js#x",
    ]);
  });
});

describe("rule 8: what a strategy may depend on", () => {
  const root = makeRepo({
    "pnpm-workspace.yaml": `packages:\n  - "packages/*"\n  - "packages/*/*"\n`,
    "packages/core/package.json": publishable("@modular-planner/core", { dependencies: { zod: "^4.1.0" } }),
    "packages/llm/shared/package.json": publishable("@modular-planner/llm-shared", { peerDependencies: { "@modular-planner/core": "workspace:^" } }),
    "packages/decomposers/pattern/package.json": publishable("@modular-planner/decomposer-pattern", {
      peerDependencies: { "@modular-planner/core": "workspace:^" },
    }),
    "packages/decomposers/pattern/src/index.ts": `import type { Decomposer } from "@modular-planner/core";\nexport const x = 1;\n`,
    // Allowed: core and a shared helper at run time; another strategy only in devDependencies (its tests).
    "packages/decomposers/fine/package.json": publishable("@modular-planner/decomposer-fine", {
      dependencies: { "@modular-planner/llm-shared": "workspace:^" },
      peerDependencies: { "@modular-planner/core": "workspace:^" },
      devDependencies: { "@modular-planner/decomposer-pattern": "workspace:^" },
    }),
    "packages/decomposers/fine/src/index.ts": `import { x } from "@modular-planner/llm-shared";\nexport { x };\n`,
    "packages/decomposers/fine/test/fine.test.ts": `import { x } from "@modular-planner/decomposer-pattern";\n`,
    // Not allowed: another strategy (and the planner) as dependencies, and imported by shipped code.
    "packages/decomposers/tangled/package.json": publishable("@modular-planner/decomposer-tangled", {
      dependencies: { "@modular-planner/decomposer-pattern": "workspace:^" },
      peerDependencies: { "@modular-planner/core": "workspace:^", "@modular-planner/planner": "workspace:^" },
    }),
    "packages/decomposers/tangled/src/index.ts": `import { x } from "@modular-planner/decomposer-pattern";\nexport { x };\n`,
  });
  const { workspace, files } = load(root);

  it("flags every other edge of ours, in package.json and in shipped imports, and names the fix", () => {
    const violations = checkStrategyDependencies(files, workspace);
    expect(violations.map((violation) => violation.key)).toEqual([
      "strategy-dependencies:packages/decomposers/tangled:dependencies:@modular-planner/decomposer-pattern",
      "strategy-dependencies:packages/decomposers/tangled:peerDependencies:@modular-planner/planner",
      "strategy-dependencies:packages/decomposers/tangled/src/index.ts:@modular-planner/decomposer-pattern",
    ]);
    expect(violations[2]!.message).toMatch(
      /^packages\/decomposers\/tangled\/src\/index\.ts:1: imports "@modular-planner\/decomposer-pattern"\. A strategy depends on @modular-planner\/core, /,
    );
  });
});
