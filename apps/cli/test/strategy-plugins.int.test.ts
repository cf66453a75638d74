import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

// A copy of the transformers package's fixture (its test/fixtures/make_tiny.py): a 49 KB random-weight BERT.
const tinyModels = fileURLToPath(new URL("./fixtures/models", import.meta.url));

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-plugins-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/** Writes `config` as the folder's config file and runs the CLI there. */
async function withConfig(name: string, config: unknown, args: string[]) {
  const dir = join(cwd, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "modular-planner.config.json"), JSON.stringify(config));
  return { dir, ...cli(args, { cwd: dir }) };
}

/** A strategy package written into `dir/name` (plain ESM, no build). */
async function writePlugin(dir: string, name: string, strategy: string, version = "1.2.3") {
  const folder = join(dir, "node_modules", name);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, "package.json"), JSON.stringify({ name, version, type: "module", exports: { ".": { import: "./index.js" } } }));
  await writeFile(join(folder, "index.js"), strategy);
}

describe("strategies chosen in the config", () => {
  it.each([
    ["usearch", { use: "usearch", options: { mode: "exact" } }, "usearch"],
    ["faiss", "faiss", "faiss"],
  ])("index: %s builds the tool index's dense scores and search still ranks plot_line first", async (name, index, idPrefix) => {
    const built = await withConfig(`index-${name}`, { index }, ["--json", "index"]);
    expect(built.stderr).toBe("");
    expect(built.code).toBe(0);
    expect((JSON.parse(built.stdout) as { vectorIndex: string }).vectorIndex).toMatch(new RegExp(`^${idPrefix}`));
    const search = cli(["--json", "tools", "search", "plot", "revenue", "over", "time", "-k", "3"], { cwd: built.dir });
    expect(search.code).toBe(0);
    expect((JSON.parse(search.stdout) as { results: { tool: string }[] }).results[0]!.tool).toBe("plot_line");
  });

  it.each(["catalog", "semantic", "composite", { use: "@modular-planner/resolver-catalog", options: { topK: 3 } }])(
    "resolver: %j plans a goal through the loader",
    async (resolver) => {
      const name = typeof resolver === "string" ? resolver : "catalog-by-package";
      const { code, stdout, stderr } = await withConfig(`resolver-${name}`, { resolver, library: { enabled: false } }, [
        "plan",
        "load sales.csv and describe it",
        "--format",
        "json",
      ]);
      expect(stderr).not.toMatch(/Error/);
      expect(code).toBe(0);
      expect((JSON.parse(stdout) as { steps: { tool: string }[] }).steps.map((step) => step.tool)).toEqual(["load_data", "describe_result"]);
    },
  );

  it("index: the default is the built-in flat index", async () => {
    const { code, stdout } = await withConfig("index-flat", {}, ["--json", "index"]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { vectorIndex: string }).vectorIndex).toBe("flat");
  });

  it("embedder: transformers with a local model folder relative to the config file", async () => {
    const dir = join(cwd, "embedder-transformers");
    await cp(tinyModels, join(dir, "models"), { recursive: true });
    const config = { embedder: { use: "transformers", options: { model: "tiny-bert", localModelPath: "models", allowRemoteModels: false } } };
    const { code, stdout, stderr } = await withConfig("embedder-transformers", config, ["--json", "index"]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { embedder: string }).embedder).toBe("transformers:tiny-bert");
  });

  it("embedder: transformers without its model fails naming the folder it looked in", async () => {
    const config = { embedder: { use: "transformers", options: { model: "absent-model", localModelPath: "models", allowRemoteModels: false } } };
    const { code, stderr, dir } = await withConfig("embedder-missing", config, ["tools", "search", "plot"]);
    expect(code).toBe(3);
    expect(stderr).toContain(`model "absent-model" was not found in ${join(dir, "models", "absent-model")}`);
  });

  it("embedder: the legacy { kind } form still works", async () => {
    const { code, stdout } = await withConfig("embedder-legacy", { embedder: { kind: "hashed", dimensions: 256 } }, ["--json", "index"]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { embedder: string }).embedder).toMatch(/^hashed-v1:d256:/);
  });

  it("validates options with the package's own schema", async () => {
    const { code, stderr } = await withConfig("bad-options", { index: { use: "usearch", options: { mode: "sideways" } } }, ["index"]);
    expect(code).toBe(3);
    expect(stderr).toMatch(/^ConfigurationError: index: @modular-planner\/index-usearch@\d+\.\d+\.\d+: options\.mode: /m);
  });

  it("refuses a package written against another specification version, naming it and both versions", async () => {
    const dir = join(cwd, "old-spec");
    await writePlugin(
      dir,
      "resolver-from-the-past",
      `export const strategy = { kind: "resolver", specificationVersion: "v0", optionsSchema: { safeParse: (v) => ({ success: true, data: v }) }, create: () => ({}) };`,
      "0.9.0",
    );
    const { code, stderr } = await withConfig("old-spec", { resolver: { use: "resolver-from-the-past" } }, ["plan", "plot revenue over time"]);
    expect(code).toBe(3);
    expect(stderr).toContain('ConfigurationError: resolver: resolver-from-the-past@0.9.0 implements strategy specification "v0", this planner expects "v1"');
  });

  it("refuses a strategy of another kind in the slot", async () => {
    const { code, stderr } = await withConfig("wrong-kind", { resolver: { use: "@modular-planner/index-usearch" } }, ["plan", "plot revenue over time"]);
    expect(code).toBe(3);
    expect(stderr).toMatch(/resolver: @modular-planner\/index-usearch@[\d.]+ is a "vector-index" strategy, expected a "resolver"/);
  });

  it("says which package is missing and where it looked", async () => {
    const { code, stderr, dir } = await withConfig("missing", { resolver: { use: "no-such-resolver" } }, ["plan", "plot revenue over time"]);
    expect(code).toBe(3);
    expect(stderr).toContain(`resolver: package "no-such-resolver" is not installed (looked in node_modules from ${dir} upwards and beside the CLI)`);
    expect(stderr).toContain("npm install no-such-resolver");
  });

  it("loads a resolver from a path relative to the config file and hands it its options", async () => {
    const dir = join(cwd, "by-path");
    await mkdir(join(dir, "plugins"), { recursive: true });
    // Throws from resolve() with its options: proves the file was loaded, validated and created from this config.
    await writeFile(
      join(dir, "plugins", "tagged.mjs"),
      `export const tagged = { kind: "resolver", specificationVersion: "v1",
        optionsSchema: { safeParse: (v) => typeof v.tag === "string" ? { success: true, data: v } : { success: false, error: { issues: [{ path: ["tag"], message: "expected string" }] } } },
        create: (options) => ({ specificationVersion: "v1", id: "tagged", resolve: async () => { throw new Error("tagged resolver " + options.tag + " was asked"); } }) };`,
    );
    const bad = await withConfig("by-path", { resolver: { use: "./plugins/tagged.mjs#tagged", options: {} } }, ["plan", "plot revenue over time"]);
    expect(bad.stderr).toContain("resolver: ./plugins/tagged.mjs: options.tag: expected string");
    const good = await withConfig("by-path", { resolver: { use: "./plugins/tagged.mjs#tagged", options: { tag: "T-42" } } }, [
      "plan",
      "plot revenue over time",
    ]);
    expect(good.code).not.toBe(0);
    expect(good.stderr).toContain("tagged resolver T-42 was asked");
  });
});
