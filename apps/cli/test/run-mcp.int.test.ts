// `run` without --data: the goal is planned over the catalog (the registry plus a real MCP
// filesystem server started by the CLI), the plan's ask-user values come from --set, and the MCP
// tool runs; the run record lands in the SQLite store.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

const filesystemServer = fileURLToPath(new URL("../node_modules/.bin/mcp-server-filesystem", import.meta.url));
let cwd: string;
let folder: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-run-mcp-"));
  folder = join(cwd, "shared");
  await mkdir(folder);
  await writeFile(join(folder, "quarterly-notes.txt"), "q3");
  // A folder whose name holds the words of other tools (csv, save, table): a path is a value, not words of intent.
  await mkdir(join(folder, "csvABC-Save12-Table1"));
  await writeFile(join(folder, "csvABC-Save12-Table1", "minutes.txt"), "m");
  await writeFile(
    join(cwd, "modular-planner.config.json"),
    JSON.stringify({ mcp: { servers: [{ name: "files", transport: "stdio", command: filesystemServer, args: [folder] }] } }),
  );
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe("run without --data over MCP tools", () => {
  it("asks for the values the goal does not state (exit 4), then runs the MCP tool with --set in another process", () => {
    const goal = "list the files in the shared folder";
    const asked = cli(["run", goal], { cwd });
    expect(asked.code).toBe(4);
    expect(asked.stderr).toContain("Question: The plan asks for path (What path should be used?)");
    const graphId = /Intent graph: (\S+)/.exec(asked.stderr)?.[1];
    expect(graphId).toMatch(/^g-/);
    expect(asked.stderr).toContain(`Continue with: modular-planner run --resume ${graphId} --set path=<value>`);

    const ran = cli(["--json", "run", "--resume", graphId!, "--set", `path=${folder}`], { cwd });
    expect(ran.code, ran.stderr + ran.stdout).toBe(0);
    const summary = JSON.parse(ran.stdout) as {
      runId: string;
      graphId: string;
      status: string;
      plan: string[];
      results: Record<string, unknown>;
      store: string;
    };
    expect(summary).toMatchObject({ graphId, status: "succeeded", plan: ["files.list_directory"] });
    expect(JSON.stringify(summary.results)).toContain("[FILE] quarterly-notes.txt");
    expect(summary.store).toBe(join(cwd, ".modular-planner", "store.sqlite"));
    const shown = cli(["runs", "show", summary.runId], { cwd });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Run ${summary.runId}: succeeded`);
    expect(shown.stdout).toContain("files.list_directory");
  });

  it("a path stated in the goal is read from it: the MCP tool runs at once", () => {
    const ran = cli(["--json", "run", `list the files in the folder ${folder}`], { cwd });
    expect(ran.code, ran.stderr + ran.stdout).toBe(0);
    const summary = JSON.parse(ran.stdout) as { status: string; plan: string[]; results: Record<string, unknown> };
    expect(summary).toMatchObject({ status: "succeeded", plan: ["files.list_directory"] });
    expect(JSON.stringify(summary.results)).toContain("[FILE] quarterly-notes.txt");
    const tricky = cli(["--json", "run", `list the files in the folder ${join(folder, "csvABC-Save12-Table1")}`], { cwd });
    expect(tricky.code, tricky.stderr + tricky.stdout).toBe(0);
    const listed = JSON.parse(tricky.stdout) as { status: string; plan: string[]; results: Record<string, unknown> };
    expect(listed).toMatchObject({ status: "succeeded", plan: ["files.list_directory"] });
    expect(JSON.stringify(listed.results)).toContain("[FILE] minutes.txt");
  });

  it("a plan that needs data tools is refused without --data, exit 2", () => {
    const result = cli(["run", "load sales.csv and describe it"], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("run without --data executes MCP tools only, and this plan uses load_data, describe_result");
    expect(result.stderr).not.toContain("no MCP server is configured");
  });
});
