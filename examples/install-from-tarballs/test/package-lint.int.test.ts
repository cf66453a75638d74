// publint and arethetypeswrong on the tarball of every publishable package (packages/*, apps/*, not
// "private"; arethetypeswrong skips the bin-only CLI, which has no entry point), as `pnpm pack` makes it: both read the tarball's bytes, no network. Every package is ESM
// only, so arethetypeswrong's "esm-only" profile applies: CommonJS resolutions (node10, node16-cjs)
// are not checked.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkPackage, createPackageFromTarballData } from "@arethetypeswrong/core";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const IGNORED_RESOLUTIONS = new Set(["node10", "node16-cjs"]);

/** Each publishable package; `importable` is false for a bin-only one (apps/cli), which arethetypeswrong has nothing to check in. */
const publishable: { name: string; dir: string; importable: boolean }[] = [];
for (const parent of ["apps", "packages", ...readdirSync(join(root, "packages")).map((name) => join("packages", name))]) {
  for (const name of readdirSync(join(root, parent))) {
    const manifest = join(root, parent, name, "package.json");
    if (!existsSync(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, "utf8")) as { name: string; private?: boolean; exports?: unknown; main?: string; types?: string };
    if (!json.private) publishable.push({ name: json.name, dir: join(root, parent, name), importable: Boolean(json.exports ?? json.main ?? json.types) });
  }
}

let temp: string;
const tarballs = new Map<string, Buffer>();
beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), "mp-lint-"));
  const script = process.env.npm_execpath;
  const [pnpm, ...prefix] = script && /pnpm\.[cm]?js$/.test(script) ? [process.execPath, script] : ["pnpm"];
  for (const pkg of publishable) {
    const result = spawnSync(pnpm!, [...prefix, "pack", "--pack-destination", temp, "--json"], { cwd: pkg.dir, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`pnpm pack in ${pkg.dir} failed: ${result.stderr || result.stdout}`);
    tarballs.set(pkg.name, readFileSync((JSON.parse(result.stdout) as { filename: string }).filename));
  }
}, 600_000);
afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe("the tarball of every publishable package", () => {
  it("finds the publishable packages", () => {
    expect(publishable.map((pkg) => pkg.name)).toEqual(expect.arrayContaining(["@modular-planner/core", "@modular-planner/planner", "@modular-planner/cli"]));
  });

  it("passes publint (no error or warning)", async () => {
    const found: string[] = [];
    for (const [name, data] of tarballs) {
      const { messages, pkg } = await publint({
        pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer },
        level: "warning",
      });
      for (const message of messages) found.push(`${name}: ${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
    }
    expect(found).toEqual([]);
  });

  it("passes arethetypeswrong for ESM consumers (node16 ESM, bundler)", async () => {
    const found: string[] = [];
    for (const [name, data] of tarballs) {
      if (!publishable.find((pkg) => pkg.name === name)!.importable) continue;
      const result = await checkPackage(createPackageFromTarballData(new Uint8Array(data)));
      if (!result.types) continue;
      for (const problem of result.problems) {
        if ("resolutionKind" in problem && IGNORED_RESOLUTIONS.has(problem.resolutionKind)) continue;
        found.push(`${name}: ${problem.kind} ${JSON.stringify(problem)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
