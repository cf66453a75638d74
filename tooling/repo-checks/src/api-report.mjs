// The public API of each publishable package: the names its entry (`src/index.ts`) exports and their
// kinds, written to `<package>/api.md` (issue #22 item 5). Syntactic only (TypeScript's parser, no
// type-checker): it follows `export … from "./…"` and `export * from "./…"` through the package's own
// files, so it runs in about a second for the whole repository.
// Usage: node scripts/api-report.mjs            writes every api.md
//        node scripts/api-report.mjs --check    exits 1 when an api.md differs (what the repo-checks test does)
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const require = createRequire(join(root, "tooling/repo-checks/package.json"));
const ts = require("typescript");

export const REGENERATE = "node scripts/api-report.mjs";

/** Publishable workspace packages with a `src/index.ts`: { name, dir (relative to the root) }. */
export function apiPackages() {
  const found = [];
  const visit = (dir, depth) => {
    const manifest = join(root, dir, "package.json");
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, "utf8"));
      if (!json.private && existsSync(join(root, dir, "src/index.ts"))) found.push({ name: json.name, dir });
      return;
    }
    if (depth === 0) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true }))
      if (entry.isDirectory() && entry.name !== "node_modules") visit(join(dir, entry.name), depth - 1);
  };
  for (const top of ["packages", "apps"]) visit(top, 2);
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

const hasExport = (node) => (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0;

function kindOfDeclaration(node) {
  if (ts.isFunctionDeclaration(node)) return "function";
  if (ts.isClassDeclaration(node)) return "class";
  if (ts.isInterfaceDeclaration(node)) return "interface";
  if (ts.isTypeAliasDeclaration(node)) return "type";
  if (ts.isEnumDeclaration(node)) return "enum";
  if (ts.isVariableStatement(node)) return node.declarationList.flags & ts.NodeFlags.Const ? "const" : "variable";
  if (ts.isModuleDeclaration(node)) return "namespace";
  return undefined;
}

/** name → kind of everything a module file exports; `typeOnly` marks `export type` re-exports. */
function exportsOf(file, seen = new Set()) {
  const result = new Map();
  if (seen.has(file)) return result;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const locals = new Map();
  for (const node of source.statements) {
    const kind = kindOfDeclaration(node);
    if (!kind) continue;
    const names = ts.isVariableStatement(node) ? node.declarationList.declarations.map((d) => d.name.getText(source)) : node.name ? [node.name.text] : [];
    for (const name of names) {
      locals.set(name, kind);
      if (hasExport(node)) result.set(name, kind);
    }
  }
  const resolveModule = (specifier) => {
    if (!specifier.startsWith(".")) return undefined;
    const base = join(dirname(file), specifier).replace(/\.js$/, "");
    for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) if (existsSync(candidate)) return candidate;
    return undefined;
  };
  for (const node of source.statements) {
    if (!ts.isExportDeclaration(node)) continue;
    const specifier = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
    const target = specifier ? resolveModule(specifier) : undefined;
    const inner = target ? exportsOf(target, new Set(seen)) : undefined;
    if (!node.exportClause) {
      // export * from "…" / export type * from "…"
      if (inner) for (const [name, kind] of inner) if (!result.has(name)) result.set(name, node.isTypeOnly && !isTypeKind(kind) ? "type" : kind);
      continue;
    }
    if (ts.isNamespaceExport(node.exportClause)) {
      result.set(node.exportClause.name.text, "namespace");
      continue;
    }
    for (const element of node.exportClause.elements) {
      const exported = element.name.text;
      const original = (element.propertyName ?? element.name).text;
      let kind = inner ? inner.get(original) : specifier ? "re-export" : locals.get(original);
      if (!kind) kind = specifier ? `re-export from ${specifier}` : "unknown";
      if ((node.isTypeOnly || element.isTypeOnly) && !isTypeKind(kind)) kind = "type";
      result.set(exported, kind);
    }
  }
  // export default …
  for (const node of source.statements) if (ts.isExportAssignment(node)) result.set("default", "default");
  return result;
}

const isTypeKind = (kind) => kind === "interface" || kind === "type";

/** The report of one package: a Markdown table of its exported names and kinds, sorted by name. */
export function apiReport(pkg) {
  const exports = exportsOf(join(root, pkg.dir, "src/index.ts"));
  const rows = [...exports].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [
    `# API of ${pkg.name}`,
    "",
    `Generated by \`${REGENERATE}\` from \`src/index.ts\`; a test fails when the exports and this file differ, and when an exported name is not in the README.`,
    "",
    "| name | kind |",
    "| --- | --- |",
    ...rows.map(([name, kind]) => `| \`${name}\` | ${kind} |`),
    "",
  ].join("\n");
}

/** Exported names (values and types) of a package. */
export function exportedNames(pkg) {
  return [...exportsOf(join(root, pkg.dir, "src/index.ts")).keys()];
}

export function main(argv) {
  const check = argv.includes("--check");
  let stale = 0;
  for (const pkg of apiPackages()) {
    const path = join(root, pkg.dir, "api.md");
    const report = apiReport(pkg);
    const current = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (current === report) continue;
    if (check) {
      console.error(`${relative(root, path)} differs from ${pkg.name}'s exports: run ${REGENERATE}`);
      stale++;
    } else {
      writeFileSync(path, report);
      console.log(`wrote ${relative(root, path)}`);
    }
  }
  if (stale) process.exit(1);
}
