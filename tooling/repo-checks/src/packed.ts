import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gunzipSync } from "node:zlib";
import { markdownLinks, type Violation } from "./checks.js";
import { listWorkspacePackages, type PackageJson } from "./workspace.js";

/** The files of a `.tgz` as npm and pnpm pack it (ustar entries under `package/`), by path without that prefix. */
export function readTarball(file: string): Map<string, Buffer> {
  const data = gunzipSync(readFileSync(file));
  const files = new Map<string, Buffer>();
  const text = (start: number, length: number) =>
    data
      .subarray(start, start + length)
      .toString("utf8")
      .replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= data.length; ) {
    const name = text(offset, 100);
    if (name === "") break;
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    const type = text(offset + 156, 1);
    const prefix = text(offset + 345, 155);
    const path = prefix ? `${prefix}/${name}` : name;
    // Regular files only (pax headers, folders and links are not files of the package).
    if (type === "0" || type === "") files.set(path.replace(/^[^/]+\//, ""), data.subarray(offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** The files of a package folder its tarball's metadata comes from (npm and pnpm pack them whatever `files` says). */
const METADATA_FILES = ["package.json", "README.md", "LICENSE", "CHANGELOG.md"];

/**
 * Packs every workspace package with `pnpm -r pack` into `destination`; returns each tarball's path
 * by package name. pnpm runs on a mirror of the workspace holding each package's metadata files and
 * a link to its node_modules (for the `workspace:` ranges pnpm replaces), not on the packages
 * themselves: `npm test` builds other packages while this runs, and a build that empties a `dist/`
 * in the middle of a pack would fail it. What the check reads (LICENSE, README.md, the package.json
 * pnpm writes) is the same; the build output is not in these tarballs.
 */
export function packWorkspace(root: string, destination: string): Map<string, string> {
  const mirror = mkdtempSync(join(tmpdir(), "repo-checks-mirror-"));
  try {
    for (const file of ["package.json", "pnpm-workspace.yaml", ".npmrc"]) if (existsSync(join(root, file))) copyFileSync(join(root, file), join(mirror, file));
    for (const pkg of listWorkspacePackages(root)) {
      const folder = join(mirror, relative(root, pkg.dir));
      mkdirSync(folder, { recursive: true });
      for (const file of METADATA_FILES) if (existsSync(join(pkg.dir, file))) copyFileSync(join(pkg.dir, file), join(folder, file));
      if (existsSync(join(pkg.dir, "node_modules"))) symlinkSync(join(pkg.dir, "node_modules"), join(folder, "node_modules"), "junction");
    }
    // The pnpm running this test (`npm test` may have fetched it with npx, off PATH), else the one on PATH.
    const script = process.env.npm_execpath;
    const [command, ...prefix] = script && /pnpm\.[cm]?js$/.test(script) ? [process.execPath, script] : ["pnpm"];
    const result = spawnSync(command!, [...prefix, "-r", "pack", "--pack-destination", destination, "--json"], {
      cwd: mirror,
      encoding: "utf8",
      shell: process.platform === "win32" && command === "pnpm",
    });
    if (result.status !== 0)
      throw new Error(
        `pnpm -r pack in a mirror of ${root} failed (exit ${result.status ?? result.signal}): ${result.stderr || result.stdout || result.error?.message}`,
      );
    // One JSON value for one package, an array for several.
    const parsed = JSON.parse(result.stdout) as { name: string; filename: string } | { name: string; filename: string }[];
    return new Map((Array.isArray(parsed) ? parsed : [parsed]).map((entry) => [entry.name, entry.filename]));
  } finally {
    rmSync(mirror, { recursive: true, force: true });
  }
}

/** What the root package.json makes required: `repository` and `homepage` in every package once the root has a `repository`. */
export function publishingRequirements(rootJson: PackageJson & { repository?: unknown }): { repository: boolean } {
  return { repository: rootJson.repository !== undefined };
}

/**
 * What a packed tarball must hold for its registry page and its users: LICENSE, README.md, and a
 * package.json with `license`, `engines.node`, no `workspace:` range left, and (`requirements.repository`)
 * `repository` and `homepage`; README links absolute (`http:`/`https:`) or in-page (`#…`), since a
 * relative link resolves against nothing on the registry's page.
 */
export function checkPackedTarball(name: string, files: Map<string, Buffer>, requirements: { repository: boolean }): Violation[] {
  const violations: Violation[] = [];
  const problem = (what: string, fix: string) =>
    violations.push({ rule: "packed-tarball", key: `packed-tarball:${name}:${what}`, message: `${name} (packed tarball): ${what}. ${fix}` });
  if (!files.has("LICENSE")) problem("no LICENSE", "Copy the root LICENSE into the package folder (npm and pnpm pack it whatever `files` says).");
  const readme = files.get("README.md");
  if (!readme) problem("no README.md", 'Add README.md to the package folder (install, factory, minimal example) and keep it in "files".');
  const manifest = files.get("package.json");
  if (!manifest) problem("no package.json", "pnpm pack always writes one: the tarball is broken.");
  else {
    const json = JSON.parse(manifest.toString("utf8")) as PackageJson & { repository?: unknown; homepage?: unknown };
    if (!json.license) problem("package.json has no license", 'Add "license": "MIT".');
    if (!json.engines?.node) problem("package.json has no engines.node", 'Add "engines": { "node": ">=20.19" }.');
    if (requirements.repository) {
      if (!json.repository)
        problem(
          "package.json has no repository (the root package.json has one)",
          'Add "repository": { "type": "git", "url": "…", "directory": "<package folder>" }.',
        );
      if (!json.homepage)
        problem("package.json has no homepage (the root package.json has one)", 'Add "homepage" (the package folder\'s page in the repository).');
    }
    for (const field of ["dependencies", "peerDependencies", "optionalDependencies"] as const) {
      for (const [dependency, range] of Object.entries(json[field] ?? {})) {
        if (range.startsWith("workspace:"))
          problem(`${field}.${dependency} is still "${range}"`, "Pack and publish with pnpm, which replaces workspace: ranges with versions.");
      }
    }
  }
  if (readme) {
    for (const { target, line } of markdownLinks(readme.toString("utf8"))) {
      if (/^https?:\/\//i.test(target) || target.startsWith("#")) continue;
      problem(
        `README.md links to ${target}`,
        `README.md:${line}: use an absolute https: link or an in-page #anchor, or inline the text: relative links do not work on the registry's page.`,
      );
    }
  }
  return violations;
}
