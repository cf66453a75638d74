#!/usr/bin/env node
// Issue #22 item 5: core's runtime helpers moved to @modular-planner/kit. Rewrites imports of them
// (static, `import type`, `export … from`, `await import()` destructuring, `import("…").Name` types)
// from "@modular-planner/core" to "@modular-planner/kit", and with --deps adds @modular-planner/kit to
// the nearest package.json (dependencies for shipped code, devDependencies when only tests use it).
// Usage: node scripts/codemods/core-to-kit.mjs [--deps] [--check] [paths…]  (default: every tracked file)
// --check rewrites nothing and exits 1 when a file still imports a moved name from core.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Every name that moved: the helpers and the types only they use. */
export const MOVED = new Set([
  "canonicalJson",
  "contentHash",
  "createToolCatalog",
  "formatError",
  "isModularPlannerError",
  "criticalPath",
  "dependantsOf",
  "findCycles",
  "findDanglingReferences",
  "findDuplicateStepIds",
  "findUnjustifiedSteps",
  "stepDependencies",
  "topologicalLevels",
  "topologicalOrder",
  "CriticalPath",
  "DanglingReference",
  "createGroupCommit",
  "GroupCommit",
  "assertStrictJsonSchema",
  "createJsonSchemaValidator",
  "findStrictnessViolations",
  "formatAjvErrors",
  "getAjv",
  "parseContract",
  "toStrictJsonSchema",
  "zodIssues",
  "JsonSchema",
  "JsonSchemaValidation",
  "isStepReference",
  "emptyRequirementSet",
  "listRequirementItems",
  "requirementLabelOf",
  "editDistance",
  "chooseTimeGrain",
  "addUsage",
  "ZERO_USAGE",
  "formatAdaptationPayload",
  "mergeVerificationReports",
]);

const CORE = "@modular-planner/core";
const KIT = "@modular-planner/kit";
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const EXTENSIONS = /\.(ts|tsx|mts|cts|mjs|js|cjs|md)$/;
// Not rewritten: core itself, kit's sources, and this script.
const SKIP = [/^packages\/core\//, /^packages\/kit\/src\//, /^scripts\/codemods\//, /(^|\/)node_modules\//, /(^|\/)dist\//];

const baseName = (specifier) =>
  specifier
    .replace(/^type\s+/, "")
    .split(/\s+as\s+/)[0]
    .trim();
const splitSpecifiers = (body) =>
  body
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** Rewrites one file's text; returns the new text and whether shipped code (not only tests) needs kit. */
export function rewrite(text) {
  let changed = false;
  // The quote is capture group n of each pattern; the closing quote must be the same.
  const q = (n) => `(["'])${CORE.replace("/", "\\/")}\\${n}`;
  // import [type] { … } from "@modular-planner/core"; and export [type] { … } from "…";
  const staticRe = new RegExp(`(^|\\n)([ \\t]*)(import|export)(\\s+type)?\\s*\\{([^}]*)\\}\\s*from\\s*${q(6)}(;?)`, "g");
  text = text.replace(staticRe, (whole, lead, indent, keyword, typeOnly, body, quote, semi) => {
    const specifiers = splitSpecifiers(body);
    const moved = specifiers.filter((s) => MOVED.has(baseName(s)));
    if (moved.length === 0) return whole;
    changed = true;
    const kept = specifiers.filter((s) => !MOVED.has(baseName(s)));
    // A multi-line import stays multi-line (one name a line, as it was written).
    const multiline = body.includes("\n");
    const list = (names) => (multiline ? `{\n${names.map((name) => `${indent}  ${name},`).join("\n")}\n${indent}}` : `{ ${names.join(", ")} }`);
    const statement = (names, from) => `${indent}${keyword}${typeOnly ?? ""} ${list(names)} from ${quote}${from}${quote}${semi}`;
    const lines = [];
    if (kept.length > 0) lines.push(statement(kept, CORE));
    lines.push(statement(moved, KIT));
    return lead + lines.join("\n");
  });
  // const { a, b } = await import("@modular-planner/core");
  const dynamicRe = new RegExp(`(^|\\n)([ \\t]*)(const|let)\\s*\\{([^}]*)\\}\\s*=\\s*await\\s+import\\(\\s*${q(5)}\\s*\\)(;?)`, "g");
  text = text.replace(dynamicRe, (whole, lead, indent, decl, body, quote, semi) => {
    const specifiers = splitSpecifiers(body);
    const name = (s) => s.split(":")[0].trim();
    const moved = specifiers.filter((s) => MOVED.has(name(s)));
    if (moved.length === 0) return whole;
    changed = true;
    const kept = specifiers.filter((s) => !MOVED.has(name(s)));
    const lines = [];
    if (kept.length > 0) lines.push(`${indent}${decl} { ${kept.join(", ")} } = await import(${quote}${CORE}${quote})${semi}`);
    lines.push(`${indent}${decl} { ${moved.join(", ")} } = await import(${quote}${KIT}${quote})${semi}`);
    return lead + lines.join("\n");
  });
  // import("@modular-planner/core").Name in types and JSDoc
  text = text.replace(new RegExp(`import\\(\\s*${q(1)}\\s*\\)\\.(\\w+)`, "g"), (whole, quote, name) => {
    if (!MOVED.has(name)) return whole;
    changed = true;
    return `import(${quote}${KIT}${quote}).${name}`;
  });
  return { text, changed };
}

function nearestManifest(file) {
  for (let dir = dirname(file); dir.startsWith(root); dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return join(dir, "package.json");
    if (dir === root) break;
  }
  return undefined;
}

const isTest = (path) =>
  /(^|\/)(test|tests|__tests__)\//.test(path) || /\.(test|int\.test|spec)\.[cm]?[jt]sx?$/.test(path) || /(^|\/)(vitest|tsup)\.config\./.test(path);

function main(argv) {
  const deps = argv.includes("--deps");
  const check = argv.includes("--check");
  const paths = argv.filter((arg) => !arg.startsWith("--"));
  let files = execFileSync("git", ["ls-files", ...(paths.length ? ["--", ...paths] : [])], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  files = files.filter(
    (file) => EXTENSIONS.test(file) && !SKIP.some((re) => re.test(file)) && existsSync(join(root, file)) && statSync(join(root, file)).isFile(),
  );
  const needs = new Map(); // manifest → "dependencies" | "devDependencies"
  const touched = [];
  for (const file of files) {
    const path = join(root, file);
    const before = readFileSync(path, "utf8");
    if (!before.includes(CORE)) continue;
    const { text, changed } = rewrite(before);
    if (!changed) continue;
    touched.push(file);
    if (!check) writeFileSync(path, text);
    const manifest = file.endsWith(".md") ? undefined : nearestManifest(path);
    if (manifest && manifest !== join(root, "package.json")) {
      const field = isTest(file) ? "devDependencies" : "dependencies";
      if (needs.get(manifest) !== "dependencies") needs.set(manifest, field);
    }
  }
  if (check) {
    for (const file of touched) console.error(`${file}: imports a helper that moved to ${KIT} from ${CORE}`);
    process.exit(touched.length ? 1 : 0);
  }
  for (const file of touched) console.log(`rewrote ${file}`);
  if (deps) {
    for (const [manifest, field] of needs) {
      const json = JSON.parse(readFileSync(manifest, "utf8"));
      if (json.name === KIT) continue;
      const has = (f) => json[f] && KIT in json[f];
      if (has("dependencies") || (field === "devDependencies" && has("devDependencies"))) continue;
      if (field === "dependencies" && has("devDependencies")) delete json.devDependencies[KIT];
      json[field] = { ...(json[field] ?? {}), [KIT]: "workspace:^" };
      writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`);
      console.log(`${relative(root, manifest)}: ${field} += ${KIT}`);
    }
    if (needs.size) console.log("Now run: pnpm install");
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
