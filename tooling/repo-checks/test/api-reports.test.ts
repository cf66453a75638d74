// Issue #22 item 5: each package's public API is what its README documents. Every publishable package
// has an API report (`api.md`, the names `src/index.ts` exports and their kinds) that must match its
// exports, and every exported name must appear in its README, except the names listed, per package, in
// `undocumented-exports.json`: the debt when the check came in, which may only shrink.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { apiPackages, apiReport, exportedNames, REGENERATE } from "../src/api-report.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const debt = JSON.parse(readFileSync(fileURLToPath(new URL("../undocumented-exports.json", import.meta.url)), "utf8")) as Record<string, string[]>;
const packages = apiPackages();
const escape = (name: string) => name.replace(/[$]/g, "\\$");

describe("API reports", () => {
  it("finds the publishable packages, core and kit among them", () => {
    expect(packages.map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining(["@modular-planner/core", "@modular-planner/kit", "@modular-planner/planner", "@modular-planner/executor"]),
    );
  });

  it("every package's api.md matches what its src/index.ts exports", () => {
    const stale = packages.filter((pkg) => {
      const path = join(root, pkg.dir, "api.md");
      return !existsSync(path) || readFileSync(path, "utf8") !== apiReport(pkg);
    });
    expect(stale.map((pkg) => `${pkg.dir}/api.md differs from ${pkg.name}'s exports: run ${REGENERATE} and commit the change`)).toEqual([]);
  });

  it("every exported name is in the package's README (apart from the recorded debt, which only shrinks)", () => {
    const problems: string[] = [];
    for (const pkg of packages) {
      const readmePath = join(root, pkg.dir, "README.md");
      const readme = existsSync(readmePath) ? readFileSync(readmePath, "utf8") : "";
      const names = exportedNames(pkg);
      const allowed = new Set(debt[pkg.name] ?? []);
      for (const name of names) {
        const documented = new RegExp(`\\b${escape(name)}\\b`).test(readme);
        if (!documented && !allowed.has(name))
          problems.push(`${pkg.dir}/README.md does not mention ${name}, which ${pkg.name} exports: document it (or stop exporting it)`);
        if (documented && allowed.has(name))
          problems.push(`${pkg.name}: ${name} is documented now: remove it from tooling/repo-checks/undocumented-exports.json`);
      }
      for (const name of allowed)
        if (!names.includes(name)) problems.push(`${pkg.name} no longer exports ${name}: remove it from tooling/repo-checks/undocumented-exports.json`);
    }
    expect(problems).toEqual([]);
  });

  it("kit, new with this check, has no documentation debt", () => {
    const kit = packages.find((pkg) => pkg.name === "@modular-planner/kit")!;
    expect(debt[kit.name]).toBeUndefined();
    expect(exportedNames(kit)).toContain("toStrictJsonSchema");
  });
});
