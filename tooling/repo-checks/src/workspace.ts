import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The package.json fields the checks read. */
export interface PackageJson {
  name?: string;
  version?: string;
  private?: boolean;
  license?: string;
  type?: string;
  sideEffects?: boolean | string[];
  exports?: Record<string, unknown> | string;
  files?: string[];
  engines?: Record<string, string>;
  bin?: string | Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface WorkspacePackage {
  /** Package name from package.json (folder path when it has none). */
  name: string;
  /** Absolute folder. */
  dir: string;
  /** Folder relative to the repo root, with forward slashes (`packages/resolvers/mcp`). */
  path: string;
  json: PackageJson;
}

/** Forward-slash path of `target` relative to `root`. */
export function repoPath(root: string, target: string): string {
  return relative(root, target).split(sep).join("/");
}

/**
 * The folders pnpm-workspace.yaml lists. Reads the `- "glob"` lines itself (no YAML parser needed):
 * supports literal folders and globs whose segments are `*`, as this repo uses.
 */
export function workspaceGlobs(root: string): string[] {
  const text = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8");
  const globs: string[] = [];
  // Only the items of the top-level `packages:` list (the file also holds pnpm settings with lists).
  let inPackages = false;
  for (const line of text.split("\n")) {
    const key = /^([A-Za-z][\w-]*):/.exec(line);
    if (key) inPackages = key[1] === "packages";
    if (!inPackages) continue;
    const match = /^\s*-\s*["']?([^"'#\s]+)["']?\s*(#.*)?$/.exec(line);
    if (match?.[1]) globs.push(match[1]);
  }
  return globs;
}

function expand(root: string, segments: string[]): string[] {
  if (segments.length === 0) return [root];
  const [head, ...rest] = segments as [string, ...string[]];
  if (head !== "*") return existsSync(join(root, head)) ? expand(join(root, head), rest) : [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith("."))
    .flatMap((entry) => expand(join(root, entry.name), rest));
}

/** Every workspace package (a listed folder with a package.json), sorted by path. */
export function listWorkspacePackages(root: string): WorkspacePackage[] {
  const dirs = new Set<string>();
  for (const glob of workspaceGlobs(root)) {
    if (glob.startsWith("!")) continue;
    for (const dir of expand(root, glob.split("/").filter(Boolean))) {
      if (existsSync(join(dir, "package.json"))) dirs.add(dir);
    }
  }
  return [...dirs]
    .map((dir) => {
      const json = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as PackageJson;
      const path = repoPath(root, dir);
      return { name: json.name ?? path, dir, path, json };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "coverage", "out"]);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Source files of a package (TypeScript and JavaScript), skipping node_modules, build output and dot folders. */
export function listSourceFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        // A nested package (one with its own package.json) is checked on its own.
        if (!existsSync(join(path, "package.json"))) walk(path);
      } else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * What a file is for, which decides where its imports may come from:
 * `src` ships to users (tests beside the source, `*.test.ts`, count as `test`);
 * `test` runs only here; `config` is a root config file (vitest.config.ts, tsup.config.ts);
 * `tooling` is anything else in the package (scripts/, examples/ code).
 */
export type FileRole = "src" | "test" | "config" | "tooling";

export function fileRole(packageRelativePath: string): FileRole {
  const path = packageRelativePath.split(sep).join("/");
  if (/\.test\.[cm]?[jt]sx?$/.test(path) || path.startsWith("test/") || path.includes("/__fixtures__/")) return "test";
  if (path.startsWith("src/")) return "src";
  if (!path.includes("/") && /\.config\.[cm]?[jt]s$/.test(path)) return "config";
  return "tooling";
}
