// What each publishable package's tarball really holds, as `pnpm -r pack` makes it (docs/architecture.md,
// "Publishing metadata"): LICENSE, README.md, a package.json with `license` and `engines`, README
// links that work on the registry's page, and `repository`/`homepage` once the root package.json has
// a `repository`. First on a made-up workspace with planted problems, then on this repository.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPackedTarball, listWorkspacePackages, packWorkspace, publishingRequirements, readTarball } from "../src/index.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const temporary = (prefix: string) => {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

function makeWorkspace(files: Record<string, string | object>): string {
  const folder = temporary("repo-checks-pack-");
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), typeof content === "string" ? content : JSON.stringify(content, null, 2));
  }
  return folder;
}

const good = { name: "@x/good", version: "1.0.0", type: "module", license: "MIT", engines: { node: ">=20.19" }, files: ["dist"] };

describe("checkPackedTarball on a made-up workspace", () => {
  let tarballs: Map<string, string>;
  beforeAll(() => {
    const workspace = makeWorkspace({
      "package.json": { name: "made-up", private: true },
      "pnpm-workspace.yaml": 'packages:\n  - "packages/*"\n',
      "packages/good/package.json": good,
      "packages/good/LICENSE": "MIT License\n",
      "packages/good/README.md":
        "# good\n\nSee [the docs](https://example.com/docs), [below](#usage) and `[code](not/a/link)`.\n\n## Usage\n\n```md\n[fenced](docs/x.md)\n```\n",
      "packages/good/dist/index.js": "export {};\n",
      "packages/bad/package.json": { name: "@x/bad", version: "1.0.0", type: "module" },
      "packages/bad/README.md": "# bad\n\nSee [the guide](../../docs/guide.md) and [the changelog](./CHANGELOG.md).\n",
    });
    tarballs = packWorkspace(workspace, temporary("repo-checks-tgz-"));
  });

  it("packs each package and reads its files back", () => {
    expect([...tarballs.keys()].sort()).toEqual(["@x/bad", "@x/good"]);
    const files = readTarball(tarballs.get("@x/good")!);
    // The metadata only: packing never reads a dist/ that a concurrent build may be rewriting.
    expect([...files.keys()].sort()).toEqual(["LICENSE", "README.md", "package.json"]);
    expect(files.get("LICENSE")!.toString()).toBe("MIT License\n");
    expect(JSON.parse(files.get("package.json")!.toString())).toMatchObject({ name: "@x/good", engines: { node: ">=20.19" } });
  });

  it("passes a complete tarball; names each missing file, field and relative README link", () => {
    expect(checkPackedTarball("@x/good", readTarball(tarballs.get("@x/good")!), { repository: false })).toEqual([]);
    const problems = checkPackedTarball("@x/bad", readTarball(tarballs.get("@x/bad")!), { repository: false }).map((violation) => violation.key);
    expect(problems).toEqual([
      "packed-tarball:@x/bad:no LICENSE",
      "packed-tarball:@x/bad:package.json has no license",
      "packed-tarball:@x/bad:package.json has no engines.node",
      "packed-tarball:@x/bad:README.md links to ../../docs/guide.md",
      "packed-tarball:@x/bad:README.md links to ./CHANGELOG.md",
    ]);
  });

  it("requires repository and homepage only once the root package.json has a repository", () => {
    expect(publishingRequirements({ name: "made-up" })).toEqual({ repository: false });
    const requirements = publishingRequirements({ name: "made-up", repository: { type: "git", url: "https://example.com/x.git" } } as never);
    expect(requirements).toEqual({ repository: true });
    expect(checkPackedTarball("@x/good", readTarball(tarballs.get("@x/good")!), requirements).map((violation) => violation.key)).toEqual([
      "packed-tarball:@x/good:package.json has no repository (the root package.json has one)",
      "packed-tarball:@x/good:package.json has no homepage (the root package.json has one)",
    ]);
  });

  it("flags a workspace: range left in a tarball not packed by pnpm", () => {
    const files = new Map([
      ["LICENSE", Buffer.from("MIT")],
      ["README.md", Buffer.from("# x\n")],
      ["package.json", Buffer.from(JSON.stringify({ ...good, name: "@x/npm-packed", dependencies: { "@x/bad": "workspace:^" } }))],
    ]);
    expect(checkPackedTarball("@x/npm-packed", files, { repository: false }).map((violation) => violation.key)).toEqual([
      'packed-tarball:@x/npm-packed:dependencies.@x/bad is still "workspace:^"',
    ]);
  });
});

describe("the tarball of every publishable package of this repository", () => {
  it("has LICENSE, README.md, package.json with license and engines, and README links that work on the registry", () => {
    const publishable = listWorkspacePackages(root).filter((pkg) => !pkg.json.private);
    expect(publishable.length).toBeGreaterThan(20);
    const tarballs = packWorkspace(root, temporary("repo-checks-packed-"));
    const requirements = publishingRequirements(JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as never);
    const problems = publishable.flatMap((pkg) => {
      const tarball = tarballs.get(pkg.name);
      if (!tarball) return [`${pkg.path} (${pkg.name}): pnpm -r pack made no tarball for it`];
      return checkPackedTarball(pkg.name, readTarball(tarball), requirements).map((violation) => violation.message);
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
