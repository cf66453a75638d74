import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { findFileUrls, findImports, isBuiltin, isRelative, splitBareSpecifier, type ImportReference } from "./imports.js";
import { fileRole, listSourceFiles, repoPath, type FileRole, type PackageJson, type WorkspacePackage } from "./workspace.js";

/** One broken rule. `key` is stable (no line numbers) so an allow-list can name it. */
export interface Violation {
  rule:
    | "declared-dependencies"
    | "relative-escape"
    | "internal-path"
    | "publishable"
    | "conformance"
    | "core-contracts-only"
    | "strategy-dependencies"
    | "shipped-files"
    | "packed-tarball";
  key: string;
  /** Says where (repo-relative file, line) and what to do. */
  message: string;
}

export const SCOPE = "@modular-planner/";

interface ScannedFile {
  pkg: WorkspacePackage;
  /** Absolute path. */
  file: string;
  /** Repo-relative path. */
  path: string;
  role: FileRole;
  imports: ImportReference[];
  /** `new URL("../…", import.meta.url)` references. */
  fileUrls: { specifier: string; line: number }[];
  text: string;
}

/** Reads every source file of the given packages once. */
export function scanPackages(root: string, packages: WorkspacePackage[]): ScannedFile[] {
  return packages.flatMap((pkg) =>
    listSourceFiles(pkg.dir).map((file) => {
      const text = readFileSync(file, "utf8");
      return {
        pkg,
        file,
        path: repoPath(root, file),
        role: fileRole(relative(pkg.dir, file)),
        imports: findImports(file, text),
        fileUrls: findFileUrls(file, text),
        text,
      };
    }),
  );
}

function isBare(specifier: string): boolean {
  // `#x` is a package.json "imports" alias; URLs and virtual modules are not packages.
  return !isRelative(specifier) && !specifier.startsWith("/") && !specifier.startsWith("#") && !/^[a-z]+:/.test(specifier);
}

const RUNTIME_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies"] as const;

function declared(json: PackageJson, fields: readonly (keyof PackageJson)[]): Set<string> {
  return new Set(fields.flatMap((field) => Object.keys((json[field] as Record<string, string> | undefined) ?? {})));
}

/**
 * Rule 1. Code that ships (`src/**`, tests excluded) imports a package only when package.json
 * declares it in `dependencies`, `peerDependencies` or `optionalDependencies`; this holds for
 * type-only imports too, because tsup copies them into the published `.d.ts` files and a consumer
 * without the package gets unresolved types. Tests, config files and scripts may also use
 * `devDependencies`. Node built-ins and the package's own name are exempt.
 */
export function checkDeclaredDependencies(files: ScannedFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { pkg, path, role, imports } of files) {
    const runtime = declared(pkg.json, RUNTIME_FIELDS);
    const all = declared(pkg.json, [...RUNTIME_FIELDS, "devDependencies"]);
    for (const reference of imports) {
      if (!isBare(reference.specifier) || isBuiltin(reference.specifier)) continue;
      const { packageName } = splitBareSpecifier(reference.specifier);
      if (packageName === pkg.name) continue;
      if (role === "src" && !runtime.has(packageName)) {
        const inDev = all.has(packageName);
        const field = packageName.startsWith(SCOPE)
          ? "peerDependencies (contracts, @modular-planner/core) or dependencies"
          : "dependencies (or peerDependencies when the user brings it)";
        violations.push({
          rule: "declared-dependencies",
          key: `declared-dependencies:${path}:${packageName}`,
          message:
            `${path}:${reference.line}: ${reference.typeOnly ? "type-only " : ""}import of "${reference.specifier}" from shipped code, but ${pkg.path}/package.json ` +
            `${inDev ? "lists it only in devDependencies" : "does not declare it"}. Declare "${packageName}" in ${field}` +
            (packageName.startsWith(SCOPE)
              ? ` ("workspace:^"), e.g. pnpm --filter ${pkg.name} add ${packageName}@workspace:^`
              : `, e.g. pnpm --filter ${pkg.name} add ${packageName}`) +
            ", or stop importing it.",
        });
      } else if (role !== "src" && !all.has(packageName)) {
        violations.push({
          rule: "declared-dependencies",
          key: `declared-dependencies:${path}:${packageName}`,
          message:
            `${path}:${reference.line}: imports "${reference.specifier}" but ${pkg.path}/package.json does not declare it (it resolves only through hoisting). ` +
            `Add it to devDependencies, e.g. pnpm --filter ${pkg.name} add -D ${packageName}${packageName.startsWith(SCOPE) ? "@workspace:^" : ""}.`,
        });
      }
    }
  }
  return violations;
}

/** Repo-root files a package's root config file (vitest.config.ts, tsup.config.ts) may import. */
export const SHARED_CONFIG_FILES = ["vitest.shared.ts", "tsup.shared.ts"];

/**
 * Rule 2. A relative import never leaves the package folder (no `../../other-package/src/x.ts`);
 * only root config files may import the shared config files at the repo root.
 */
export function checkRelativeEscapes(root: string, files: ScannedFile[]): Violation[] {
  const shared = new Set(SHARED_CONFIG_FILES.map((name) => join(root, name)));
  const violations: Violation[] = [];
  for (const { pkg, file, path, role, imports } of files) {
    for (const reference of imports) {
      if (!isRelative(reference.specifier)) continue;
      const target = resolve(dirname(file), reference.specifier);
      const inside = relative(pkg.dir, target);
      if (!inside.startsWith("..") && !inside.startsWith("/")) continue;
      if (role === "config" && shared.has(target)) continue;
      const targetPath = repoPath(root, target);
      const owner =
        targetPath.startsWith("packages/") || targetPath.startsWith("apps/")
          ? " Import the other package by its name (declared in package.json) and only what its exports list."
          : "";
      violations.push({
        rule: "relative-escape",
        key: `relative-escape:${path}:${reference.specifier}`,
        message:
          `${path}:${reference.line}: relative import "${reference.specifier}" leaves ${pkg.path} (reaches ${targetPath}).${owner} ` +
          `Only root config files may import ${SHARED_CONFIG_FILES.join(" and ")}; files a package needs at run time belong inside it.`,
      });
    }
  }
  return violations;
}

/**
 * Rule 2, files read at run time: `new URL("../…", import.meta.url)` never points into another
 * workspace package's folder (its sources, data or build output). Repo-level folders that belong to
 * no package (samples/, registry/, templates/) are fine.
 */
export function checkFileUrlsIntoPackages(root: string, files: ScannedFile[], workspace: WorkspacePackage[]): Violation[] {
  const violations: Violation[] = [];
  for (const { pkg, file, path, fileUrls } of files) {
    for (const reference of fileUrls) {
      const target = resolve(dirname(file), reference.specifier);
      const owner = workspace.filter((other) => target === other.dir || target.startsWith(other.dir + sep)).sort((a, b) => b.dir.length - a.dir.length)[0];
      if (!owner || owner === pkg) continue;
      violations.push({
        rule: "relative-escape",
        key: `relative-escape:${path}:${reference.specifier}`,
        message:
          `${path}:${reference.line}: new URL("${reference.specifier}", import.meta.url) reads ${repoPath(root, target)}, inside ${owner.name} (${owner.path}). ` +
          `Use what ${owner.name} exports, or move the shared file to a repo-level folder (samples/, registry/, templates/) or into ${pkg.path}.`,
      });
    }
  }
  return violations;
}

/** The subpaths a package.json `exports` field opens, as patterns (`./testing`, `./tools/*`). */
export function exportedSubpaths(json: PackageJson): string[] {
  const exports = json.exports;
  if (exports === undefined) return ["."];
  if (typeof exports === "string" || Array.isArray(exports)) return ["."];
  const keys = Object.keys(exports);
  // An exports object of conditions only (no "./" keys) opens just the root.
  return keys.some((key) => key.startsWith(".")) ? keys : ["."];
}

export function subpathIsExported(json: PackageJson, subpath: string): boolean {
  return exportedSubpaths(json).some((pattern) => {
    if (!pattern.includes("*")) return pattern === subpath;
    const [before, after] = pattern.split("*") as [string, string];
    return subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= before.length + after.length;
  });
}

/**
 * Rule 3. Another workspace package is imported only through the names in its `exports`
 * (`@modular-planner/x`, `@modular-planner/router/testing`), never `@modular-planner/x/src/...` or `/dist/...`.
 */
export function checkInternalPaths(files: ScannedFile[], workspace: WorkspacePackage[]): Violation[] {
  const byName = new Map(workspace.map((pkg) => [pkg.name, pkg]));
  const violations: Violation[] = [];
  for (const { path, imports } of files) {
    for (const reference of imports) {
      if (!isBare(reference.specifier)) continue;
      const { packageName, subpath } = splitBareSpecifier(reference.specifier);
      const target = byName.get(packageName);
      if (!target || subpathIsExported(target.json, subpath)) continue;
      violations.push({
        rule: "internal-path",
        key: `internal-path:${path}:${reference.specifier}`,
        message:
          `${path}:${reference.line}: imports "${reference.specifier}", an internal path of ${packageName} (its exports list ${exportedSubpaths(target.json).join(", ")}). ` +
          `Import from "${packageName}" instead; if you need something it does not export, export it from ${target.path}/src/index.ts.`,
      });
    }
  }
  return violations;
}

/**
 * Rule 4. A package without `"private": true` can be published on its own: README.md, CHANGELOG.md,
 * `license`, `"type": "module"`, `exports["."]` with `@modular-planner/source`, `types` and `import`
 * (a bin-only package, one with `bin` and no `exports`, needs its bins inside dist instead), `files`
 * including dist, a `build` script, `workspace:` ranges for `@modular-planner/*` dependencies, and `sideEffects`.
 */
export function checkPublishable(packages: WorkspacePackage[]): Violation[] {
  const violations: Violation[] = [];
  for (const pkg of packages) {
    if (pkg.json.private) continue;
    const problem = (what: string, fix: string) =>
      violations.push({ rule: "publishable", key: `publishable:${pkg.path}:${what}`, message: `${pkg.path}/package.json (${pkg.name}): ${what}. ${fix}` });
    const json = pkg.json;
    for (const doc of ["README.md", "CHANGELOG.md"]) {
      if (!existsSync(join(pkg.dir, doc)))
        problem(`no ${doc}`, `Add ${pkg.path}/${doc} (README: install, factory, minimal example; CHANGELOG: "# Changelog" kept by changesets).`);
    }
    if (!json.license) problem("no license", `Add "license": "MIT".`);
    if (json.type !== "module") problem(`type is ${JSON.stringify(json.type)}`, `Set "type": "module" (ESM only).`);
    const bins = typeof json.bin === "string" ? [json.bin] : Object.values(json.bin ?? {});
    if (json.exports === undefined && bins.length > 0) {
      for (const bin of bins) if (!/^(\.\/)?dist\//.test(bin)) problem(`bin ${bin} is outside dist`, `Point bin at the built file in ./dist.`);
    } else {
      const root =
        typeof json.exports === "object" && !Array.isArray(json.exports) ? (json.exports["."] as Record<string, unknown> | string | undefined) : undefined;
      if (!root || typeof root !== "object") {
        problem(
          `exports["."] missing or not an object of conditions`,
          `Add "exports": { ".": { "@modular-planner/source": "./src/index.ts", "types": "./dist/index.d.ts", "import": "./dist/index.js" } }.`,
        );
      } else {
        for (const condition of ["@modular-planner/source", "types", "import"]) {
          if (typeof root[condition] !== "string")
            problem(`exports["."] has no "${condition}" condition`, `Add "${condition}" to exports["."] (see packages/retrieval/package.json).`);
        }
        const source = root["@modular-planner/source"];
        if (typeof source === "string" && !existsSync(join(pkg.dir, source)))
          problem(`exports["."]["@modular-planner/source"] points at missing ${source}`, `Point it at the package's src entry (./src/index.ts).`);
      }
    }
    if (!json.files?.some((entry) => entry === "dist" || entry === "dist/" || entry.startsWith("dist/")))
      problem(`files does not include dist`, `Add "files": ["dist", "README.md", "CHANGELOG.md"] (no tests, no fixtures).`);
    if (!json.scripts?.build)
      problem("no build script", `Add "scripts": { "build": "tsup" } with a tsup.config.ts using packageBuild from ../../tsup.shared.ts.`);
    for (const field of [...RUNTIME_FIELDS, "devDependencies"] as const) {
      for (const [name, range] of Object.entries(json[field] ?? {})) {
        if (name.startsWith(SCOPE) && !range.startsWith("workspace:"))
          problem(`${field}.${name} is "${range}", not a workspace: range`, `Use "workspace:^" so the published range follows the released version.`);
      }
    }
    if (json.sideEffects === undefined)
      problem("sideEffects is not set", `Add "sideEffects": false (or true, or the list of files with side effects, for a CLI).`);
  }
  return violations;
}

/** Folders (globs with `*` segments) of strategy packages, which must run a conformance suite. */
export const STRATEGY_PACKAGE_GLOBS = [
  "packages/decomposers/*",
  "packages/resolvers/*",
  "packages/verifiers/*",
  "packages/indexes/*",
  "packages/embedders/*",
  "packages/llm/openai",
  "packages/llm/anthropic",
  "packages/tools/*",
  "packages/stores/*",
];

export function isStrategyPackage(path: string): boolean {
  return STRATEGY_PACKAGE_GLOBS.some((glob) => {
    const parts = glob.split("/");
    const segments = path.split("/");
    return parts.length === segments.length && parts.every((part, index) => part === "*" || part === segments[index]);
  });
}

/** The `describe…Conformance(...)` calls in a test file whose function is imported from @modular-planner/testkit. */
export function conformanceCalls(fileName: string, text: string): string[] {
  const fromTestkit = new Set(
    findImports(fileName, text)
      .filter((reference) => reference.specifier === `${SCOPE}testkit`)
      .flatMap((reference) => reference.names),
  );
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const calls: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /^describe\w*Conformance$/.test(node.expression.text) &&
      fromTestkit.has(node.expression.text)
    ) {
      calls.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** Rule 5. Every strategy package has a test that calls a conformance suite from @modular-planner/testkit. */
export function checkConformance(files: ScannedFile[], packages: WorkspacePackage[]): Violation[] {
  const violations: Violation[] = [];
  for (const pkg of packages) {
    if (!isStrategyPackage(pkg.path)) continue;
    const found = files.filter((file) => file.pkg === pkg && file.role === "test").some((file) => conformanceCalls(file.file, file.text).length > 0);
    if (!found) {
      violations.push({
        rule: "conformance",
        key: `conformance:${pkg.path}`,
        message:
          `${pkg.path}: no test calls a describe…Conformance suite imported from @modular-planner/testkit. ` +
          `Add a test (e.g. ${pkg.path}/test/conformance.test.ts) that runs the suite for its kind (packages/testkit/src/conformance), ` +
          `or, if no suite applies, add it to the allow-list in tooling/repo-checks/test/house-rules.test.ts with the reason.`,
      });
    }
  }
  return violations;
}

/**
 * What a strategy package may depend on among ours: the contracts, and helper packages shared by
 * several strategies (none of them a strategy). Anything else (another strategy, the planner) is
 * passed in by the host instead: a hybrid or composite takes its parts as options.
 */
export const STRATEGY_ALLOWED_DEPENDENCIES = [`${SCOPE}core`, `${SCOPE}kit`, `${SCOPE}llm-shared`, `${SCOPE}retrieval`, `${SCOPE}plan-library`];

/**
 * Rule 8. A strategy package's runtime dependency fields and shipped imports name, among
 * `@modular-planner/*`, only core and the shared helper packages. devDependencies (tests) are free.
 */
export function checkStrategyDependencies(
  files: ScannedFile[],
  packages: WorkspacePackage[],
  allowed: readonly string[] = STRATEGY_ALLOWED_DEPENDENCIES,
): Violation[] {
  const violations: Violation[] = [];
  const fix = (name: string) =>
    `A strategy depends on ${allowed.join(", ")} only; take ${name}'s part as an option the host fills (as decomposer-hybrid takes its pattern decomposer), or move shared code into a helper package.`;
  for (const pkg of packages) {
    if (!isStrategyPackage(pkg.path)) continue;
    for (const field of RUNTIME_FIELDS) {
      for (const name of Object.keys(pkg.json[field] ?? {})) {
        if (!name.startsWith(SCOPE) || name === pkg.name || allowed.includes(name)) continue;
        violations.push({
          rule: "strategy-dependencies",
          key: `strategy-dependencies:${pkg.path}:${field}:${name}`,
          message: `${pkg.path}/package.json: ${field} lists ${name}. ${fix(name)}`,
        });
      }
    }
  }
  for (const { pkg, path, role, imports } of files) {
    if (!isStrategyPackage(pkg.path) || role !== "src") continue;
    for (const reference of imports) {
      if (!reference.specifier.startsWith(SCOPE)) continue;
      const name = splitBareSpecifier(reference.specifier).packageName;
      if (name === pkg.name || allowed.includes(name)) continue;
      violations.push({
        rule: "strategy-dependencies",
        key: `strategy-dependencies:${path}:${name}`,
        message: `${path}:${reference.line}: imports "${reference.specifier}". ${fix(name)}`,
      });
    }
  }
  return violations;
}

/** The only npm dependencies core may have (docs/architecture.md: "only zod and ajv"). */
export const CORE_ALLOWED_DEPENDENCIES = ["zod", "ajv"];

/**
 * Rule 6. `@modular-planner/core` holds contracts only: no `@modular-planner/*` package in any
 * dependency field or import, and no npm dependency beyond zod and ajv.
 */
export function checkCoreContractsOnly(files: ScannedFile[], core: WorkspacePackage): Violation[] {
  const violations: Violation[] = [];
  for (const field of [...RUNTIME_FIELDS, "devDependencies"] as const) {
    for (const name of Object.keys(core.json[field] ?? {})) {
      if (name.startsWith(SCOPE)) {
        violations.push({
          rule: "core-contracts-only",
          key: `core-contracts-only:${field}:${name}`,
          message: `${core.path}/package.json: ${field} lists ${name}. Core depends on nothing of ours; move the code that needs ${name} out of core (into a strategy or the planner).`,
        });
      } else if (field !== "devDependencies" && !CORE_ALLOWED_DEPENDENCIES.includes(name)) {
        violations.push({
          rule: "core-contracts-only",
          key: `core-contracts-only:${field}:${name}`,
          message: `${core.path}/package.json: ${field} lists ${name}; core may depend only on ${CORE_ALLOWED_DEPENDENCIES.join(" and ")}. Put the code that needs ${name} in its own package.`,
        });
      }
    }
  }
  for (const { pkg, path, imports } of files) {
    if (pkg !== core) continue;
    for (const reference of imports) {
      if (!reference.specifier.startsWith(SCOPE)) continue;
      if (splitBareSpecifier(reference.specifier).packageName === core.name) continue;
      violations.push({
        rule: "core-contracts-only",
        key: `core-contracts-only:${path}:${reference.specifier}`,
        message: `${path}:${reference.line}: core imports "${reference.specifier}". Core depends on nothing of ours; move this code out of core.`,
      });
    }
  }
  return violations;
}

/** Files npm and pnpm put in every tarball whatever `files` says. */
const ALWAYS_SHIPPED = ["package.json", "README.md", "LICENSE", "CHANGELOG.md"];

/** Whether a package-relative path is in the tarball (by `files`, or always shipped). */
function ships(json: PackageJson, path: string): boolean {
  if (ALWAYS_SHIPPED.includes(path)) return true;
  return (json.files ?? []).some((entry) => {
    const clean = entry.replace(/^\.\//, "").replace(/\/$/, "");
    return path === clean || path.startsWith(`${clean}/`);
  });
}

/** The targets of Markdown links and images (`[text](target)`), outside fenced code blocks, with their line numbers. */
export function markdownLinks(text: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  let fenced = false;
  text.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const match of line.replace(/`[^`]*`/g, "").matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: match[1]!, line: index + 1 });
  });
  return links;
}

/**
 * Rule 7. What a published package's tarball needs for its registry page and its users: a LICENSE
 * file in the package folder (npm and pnpm pack it whatever `files` says; identical to the root
 * LICENSE), `engines.node`, and README links that work on the registry page: absolute (`https:`),
 * in-page (`#…`), or relative to a file the tarball ships.
 */
export function checkShippedFiles(root: string, packages: WorkspacePackage[]): Violation[] {
  const violations: Violation[] = [];
  const rootLicense = existsSync(join(root, "LICENSE")) ? readFileSync(join(root, "LICENSE"), "utf8") : undefined;
  for (const pkg of packages) {
    if (pkg.json.private) continue;
    const problem = (what: string, fix: string) =>
      violations.push({ rule: "shipped-files", key: `shipped-files:${pkg.path}:${what}`, message: `${pkg.path} (${pkg.name}): ${what}. ${fix}` });
    const license = join(pkg.dir, "LICENSE");
    if (!existsSync(license)) problem("no LICENSE file", `Copy the root LICENSE: cp LICENSE ${pkg.path}/LICENSE.`);
    else if (rootLicense !== undefined && readFileSync(license, "utf8") !== rootLicense)
      problem("LICENSE differs from the root LICENSE", `Copy it again: cp LICENSE ${pkg.path}/LICENSE.`);
    if (!pkg.json.engines?.node) problem("no engines.node", `Add "engines": { "node": ">=20.19" } to ${pkg.path}/package.json.`);
    const readme = join(pkg.dir, "README.md");
    if (!existsSync(readme)) continue;
    for (const { target, line } of markdownLinks(readFileSync(readme, "utf8"))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("#")) continue;
      const file = resolve(pkg.dir, decodeURIComponent(target.split("#")[0]!));
      const inside = relative(pkg.dir, file).split(sep).join("/");
      if (!inside.startsWith("..") && existsSync(file) && ships(pkg.json, inside)) continue;
      problem(
        `README.md links to ${target}, which the tarball does not ship`,
        `${pkg.path}/README.md:${line}: inline the text it points to, make the sentence self-contained, or use an absolute https: link.`,
      );
    }
  }
  return violations;
}
