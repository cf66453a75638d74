// "Install only what you need", proven: core, planner, the pattern decomposer and two resolvers are
// packed (`pnpm pack`, as they would be published), installed with npm from the tarballs into an empty
// project outside the workspace, and a ~30-line script plans a goal over its own catalog; one config
// line swaps the resolver. Third-party dependencies come from npm's cache (`--prefer-offline`), or the
// npm registry when the cache lacks them.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const here = fileURLToPath(new URL("../", import.meta.url));
/** What the user asks for; their @modular-planner dependencies are packed too (npm finds them in the same install). */
const WANTED = [
  "@modular-planner/core",
  "@modular-planner/planner",
  "@modular-planner/decomposer-pattern",
  "@modular-planner/resolver-catalog",
  "@modular-planner/resolver-semantic",
];
/** Packages that must not come along: DuckDB, ONNX (transformers), SQLite, Chromium drivers. */
const HEAVY = /^(@duckdb\/|duckdb|onnxruntime|@huggingface\/transformers|better-sqlite3|sqlite3|puppeteer|playwright|chromium)/;

const folderOf = new Map<string, string>();
for (const glob of ["packages", "packages/*"]) {
  const base = glob === "packages" ? join(root, "packages") : undefined;
  for (const parent of base ? [base] : readdirSync(join(root, "packages")).map((name) => join(root, "packages", name))) {
    for (const name of readdirSync(parent)) {
      const manifest = join(parent, name, "package.json");
      if (existsSync(manifest)) folderOf.set((JSON.parse(readFileSync(manifest, "utf8")) as { name: string }).name, join(parent, name));
    }
  }
}

/** The wanted packages with the @modular-planner packages they need at run time, transitively. */
function closure(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const json = JSON.parse(readFileSync(join(folderOf.get(name)!, "package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
    for (const field of ["dependencies", "peerDependencies", "optionalDependencies"])
      for (const dep of Object.keys(json[field] ?? {})) if (dep.startsWith("@modular-planner/")) visit(dep);
  };
  names.forEach(visit);
  return [...seen].sort();
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_update_notifier: "false" } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}) failed with ${result.status ?? result.signal}:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

function sizeOf(path: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      const inner = sizeOf(full);
      bytes += inner.bytes;
      files += inner.files;
    } else if (entry.isFile()) {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

const installed = (project: string) => {
  const names: string[] = [];
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const name of readdirSync(folder)) {
      if (name.startsWith(".")) continue;
      if (name.startsWith("@"))
        for (const inner of readdirSync(join(folder, name))) {
          names.push(`${name}/${inner}`);
          walk(join(folder, name, inner, "node_modules"));
        }
      else {
        names.push(name);
        walk(join(folder, name, "node_modules"));
      }
    }
  };
  walk(join(project, "node_modules"));
  return names;
};

let temp: string;
let project: string;
let packed: string[];
beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), "mp-install-"));
  project = join(temp, "project");
  mkdirSync(join(temp, "tarballs"));
  mkdirSync(project);
  packed = closure(WANTED);
  // The pnpm running this test (npm test may run it through npx), else the one on PATH.
  const script = process.env.npm_execpath;
  const [pnpm, ...prefix] = script && /pnpm\.[cm]?js$/.test(script) ? [process.execPath, script] : ["pnpm"];
  const tarballs = packed.map((name) => {
    const out = JSON.parse(run(pnpm!, [...prefix, "pack", "--pack-destination", join(temp, "tarballs"), "--json"], folderOf.get(name)!)) as {
      filename: string;
    };
    return out.filename;
  });
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "planner-user", version: "1.0.0", private: true, type: "module" }));
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", ...tarballs], project);
  copyFileSync(join(here, "project", "plan.mjs"), join(project, "plan.mjs"));
}, 600_000);
afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe("installed from tarballs outside the workspace", () => {
  it("is outside the workspace, and holds only the packed @modular-planner packages", () => {
    expect(dirname(project).startsWith(root)).toBe(false);
    expect(
      installed(project)
        .filter((name) => name.startsWith("@modular-planner/"))
        .sort(),
    ).toEqual(packed);
    expect(packed).toEqual(expect.arrayContaining(WANTED));
  });

  it("plans a goal over the script's own catalog, and one config line swaps the resolver", () => {
    const plan = (resolver: string) => {
      writeFileSync(join(project, "planner.config.json"), JSON.stringify({ resolver: { use: resolver, options: {} } }));
      return JSON.parse(run(process.execPath, ["plan.mjs", "get the weather in Paris, then email it to Bob"], project)) as {
        resolver: string;
        ok: boolean;
        steps: string[];
      };
    };
    const catalog = plan("@modular-planner/resolver-catalog");
    expect(catalog).toEqual({ resolver: "catalog", ok: true, steps: ["get_weather", "send_email"] });
    const semantic = plan("@modular-planner/resolver-semantic");
    expect(semantic.resolver).toBe("semantic");
    expect(semantic.steps).toEqual(["get_weather", "send_email"]);
  });

  it("pulls no DuckDB, ONNX, SQLite or Chromium, and reports its size", () => {
    const names = installed(project);
    expect(names.filter((name) => HEAVY.test(name))).toEqual([]);
    const { bytes, files } = sizeOf(join(project, "node_modules"));
    const ours = sizeOf(join(project, "node_modules", "@modular-planner"));
    console.log(
      `installed: ${names.length} packages, ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB in node_modules (@modular-planner: ${packed.length} packages, ${(ours.bytes / 1024).toFixed(0)} KiB)`,
    );
    expect(bytes).toBeGreaterThan(0);
  });
});
