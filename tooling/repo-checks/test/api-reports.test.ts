// Issue #22 item 5: each package's public API is what its README documents. Every publishable package
// has an API report (`api.md`, the names `src/index.ts` exports and their kinds) that must match its
// exports, and every exported name must appear in its README.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { apiPackages, apiReport, exportedNames, REGENERATE } from "../src/api-report.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
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

  it("every exported name is in the package's README", () => {
    const problems: string[] = [];
    for (const pkg of packages) {
      const readmePath = join(root, pkg.dir, "README.md");
      const readme = existsSync(readmePath) ? readFileSync(readmePath, "utf8") : "";
      const missing = exportedNames(pkg).filter((name) => !new RegExp(`\\b${escape(name)}\\b`).test(readme));
      if (missing.length > 0)
        problems.push(
          `${pkg.dir}/README.md does not name ${missing.join(", ")}, exported by ${pkg.name} (src/index.ts): ` +
            "document each in the README's API section (one line saying what it is for), or stop exporting it if " +
            `nothing outside the package uses it; then run ${REGENERATE}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it("reads the exports through re-exports (kit's toStrictJsonSchema, core's schemas)", () => {
    const kit = packages.find((pkg) => pkg.name === "@modular-planner/kit")!;
    const core = packages.find((pkg) => pkg.name === "@modular-planner/core")!;
    expect(exportedNames(kit)).toContain("toStrictJsonSchema");
    expect(exportedNames(core)).toEqual(expect.arrayContaining(["PlanSchema", "Plan", "ToolCatalog", "SPECIFICATION_VERSION"]));
  });
});
