import { mkdtemp, readFile, rm, writeFile, mkdir, cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-cli-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe("modular-planner tools / index / config", () => {
  it("searches the embedded catalog with JSON output", () => {
    const { code, stdout } = cli(["--json", "tools", "search", "plot", "revenue", "over", "time", "-k", "3"], { cwd });
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { results: { tool: string }[] };
    expect(result.results).toHaveLength(3);
    expect(result.results[0]!.tool).toBe("plot_line");
  });

  it("prints its own version with --version and -V", async () => {
    const { version } = JSON.parse(await readFile(fileURLToPath(new URL("../package.json", import.meta.url)), "utf8")) as { version: string };
    for (const flag of ["--version", "-V"]) {
      const { code, stdout } = cli([flag], { cwd });
      expect(code).toBe(0);
      expect(stdout.trim()).toBe(version);
    }
  });

  it("lists every registry tool", () => {
    const { code, stdout } = cli(["--json", "tools", "list"], { cwd });
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { tools: { name: string }[] }).tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(["aggregate", "plot_line", "save_table"]),
    );
  });

  it("builds the index cache once, then hits it", async () => {
    const fresh = join(cwd, "fresh");
    await mkdir(fresh);
    const first = JSON.parse(cli(["--json", "index"], { cwd: fresh }).stdout) as { cache: string };
    const second = JSON.parse(cli(["--json", "index"], { cwd: fresh }).stdout) as { cache: string };
    expect(first.cache).toBe("built");
    expect(second.cache).toBe("hit");
  });

  it("validates a broken registry with file and line, exit code 3", async () => {
    const root = join(cwd, "registry");
    await cp(fileURLToPath(new URL("../../../registry", import.meta.url)), root, { recursive: true });
    await writeFile(join(root, "tools", "broken.yaml"), "tools:\n  - name: broken_tool\n    description: 42\n");
    const { code, stderr } = cli(["tools", "validate", root], { cwd });
    expect(code).toBe(3);
    expect(stderr).toContain('RegistryError: registry/tools/broken.yaml:3 tool "broken_tool" description: expected string, received number');
  });

  it("reports an invalid config file clearly with exit code 3", async () => {
    const dir = join(cwd, "bad-config");
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "modular-planner.config.yaml"), "resolver: telepathy\n");
    const { code, stderr } = cli(["tools", "list"], { cwd: dir });
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /^ConfigurationError: .*modular-planner\.config\.yaml: resolver: "telepathy" is not a built-in \(catalog, semantic, composite, mcp\)/m,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("exits 2 on an unknown command", () => {
    expect(cli(["frobnicate"], { cwd }).code).toBe(2);
  });
});
