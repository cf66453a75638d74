// `modular-planner mcp` over stdio: the built CLI started by the MCP SDK's own client (as Claude
// Desktop or Cursor start it), its four tools listed with their JSON schemas, a goal planned over the
// sample data, a question run to the answer table DuckDB computes, clarifications answered, runs
// listed and shown, and errors returned as tool errors with a hint.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./cli.js";

const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));
const SAMPLES = fileURLToPath(new URL("../../../samples/", import.meta.url));
const SALES = join(FIXTURES, "store-sales.csv");

let cwd: string;
let client: Client;
let stderr = "";

interface ToolResult {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text?: string }[];
}

const call = async (name: string, args: Record<string, unknown>, options: Parameters<Client["callTool"]>[2] = {}) =>
  (await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000, ...options })) as ToolResult;

async function sql(query: string): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll(query.replaceAll("FROM sales", `FROM read_csv_auto('${SALES}')`))).getRowsJson();
  connection.closeSync();
  instance.closeSync();
  return rows.map((row) => row.map((value) => (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value)));
}

const close = (actual: unknown[][], expected: unknown[][]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((row, i) =>
    row.forEach((value, j) =>
      typeof value === "number" ? expect(value).toBeCloseTo(Number(expected[i]![j]), 6) : expect(String(value)).toEqual(String(expected[i]![j])),
    ),
  );
};

const rowsOf = (result: ToolResult) => (result.structuredContent!.answer as { rows: unknown[][] }).rows;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-mcp-stdio-"));
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, "mcp", "--data-root", FIXTURES, "--data-root", SAMPLES],
    cwd,
    env: { ...(process.env as Record<string, string>), CI: "true" },
    stderr: "pipe",
  });
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  client = new Client({ name: "mcp-server-test", version: "0.0.0" });
  await client.connect(transport);
});
afterAll(async () => {
  await client?.close();
  await rm(cwd, { recursive: true, force: true });
});

describe("modular-planner mcp (stdio)", () => {
  it("lists the four tools, each with a JSON input schema and an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["answer", "plan", "run", "runs"]);
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.run!.inputSchema.type).toBe("object");
    expect(Object.keys(byName.run!.inputSchema.properties ?? {}).sort()).toEqual(["data", "question", "table"]);
    expect(byName.run!.inputSchema.required?.sort()).toEqual(["data", "question"]);
    expect(byName.answer!.inputSchema.required).toEqual(["runId"]);
    expect(byName.runs!.inputSchema.required ?? []).toEqual([]);
    for (const tool of tools) expect(tool.outputSchema?.type, tool.name).toBe("object");
    expect(client.getServerVersion()?.name).toBe("modular-planner");
    expect(stderr).toContain("modular-planner MCP server on stdio");
  });

  it("plan: a goal over the sample data gives the verified plan, nothing run", async () => {
    const result = await call("plan", { question: "total revenue by region", data: join(SAMPLES, "sales.csv") });
    expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
    const structured = result.structuredContent!;
    expect(structured.status).toBe("planned");
    const steps = (structured.plan as { steps: { tool: string }[] }).steps.map((step) => step.tool);
    expect(steps).toEqual(expect.arrayContaining(["load_data", "run_analysis"]));
    expect((structured.report as { ok: boolean }).ok).toBe(true);
    expect(result.content[0]!.text).toMatch(/^Plan: load_data → /);
  });

  it("run: a data question gives the answer table DuckDB computes, with progress per step", async () => {
    const progress: { progress: number; total?: number; message?: string }[] = [];
    const result = await call(
      "run",
      { question: "net sales by region", data: SALES },
      { onprogress: (update) => progress.push(update), resetTimeoutOnProgress: true },
    );
    expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
    expect(result.structuredContent!.status).toBe("succeeded");
    expect((result.structuredContent!.answer as { columns: string[] }).columns).toEqual(["store_region", "net_sales"]);
    close(rowsOf(result), await sql("SELECT store_region, sum(net_sales) FROM sales GROUP BY 1 ORDER BY 1"));
    expect(progress.length).toBe((result.structuredContent!.plan as string[]).length);
    expect(progress.at(-1)).toMatchObject({ progress: progress.length, total: progress.length });
    expect(progress[0]!.message).toMatch(/succeeded$/);
  });

  it("answer: a clarification answered in words runs the question; then: plan only plans, and a second call runs it", async () => {
    const asked = await call("run", { question: "net sales by weather", data: SALES });
    expect(asked.isError).toBeFalsy();
    const question = asked.structuredContent!;
    expect(question.status).toBe("clarification");
    expect((question.clarification as { about: string }).about).toBe("column");
    expect(String(question.next)).toContain('"runId"');
    const answered = await call("answer", { runId: question.runId, answer: "region of the store" });
    expect(answered.structuredContent!.status, JSON.stringify(answered.structuredContent)).toBe("succeeded");
    expect(answered.structuredContent!.runId).toBe(question.runId);
    close(rowsOf(answered), await sql("SELECT store_region, sum(net_sales) FROM sales GROUP BY 1 ORDER BY 1"));
    // The question was used up by the run: answering it again is an error with a hint.
    const again = await call("answer", { runId: question.runId, answer: "1" });
    expect(again.isError).toBe(true);
    expect(again.structuredContent!.error).toMatchObject({ code: "configuration-invalid", message: `No open question of run ${question.runId}` });

    const top = (await call("plan", { question: "top 2 regions by sales", data: SALES })).structuredContent!;
    expect(top.status).toBe("clarification");
    const options = (top.clarification as { options: { label: string }[] }).options.map((option) => option.label);
    const planned = await call("answer", { runId: top.runId, answer: String(options.indexOf("gross_sales") + 1), then: "plan" });
    expect(planned.structuredContent!.status, JSON.stringify(planned.structuredContent)).toBe("planned");
    const ran = await call("answer", { runId: top.runId });
    expect(ran.structuredContent!.status, JSON.stringify(ran.structuredContent)).toBe("succeeded");
    close(rowsOf(ran), await sql("SELECT store_region, sum(gross_sales) AS m FROM sales GROUP BY 1 ORDER BY m DESC LIMIT 2"));
  });

  it("runs: lists the stored runs and shows one with its answer", async () => {
    const ran = await call("run", { question: "units by sales channel", data: SALES });
    const runId = String(ran.structuredContent!.runId);
    const listed = await call("runs", {});
    expect(listed.structuredContent!.status).toBe("listed");
    const runs = listed.structuredContent!.runs as { runId: string; status: string }[];
    expect(runs.find((run) => run.runId === runId)?.status).toBe("succeeded");
    expect(listed.structuredContent!.total).toBeGreaterThanOrEqual(3);
    expect(((await call("runs", { limit: 1 })).structuredContent!.runs as unknown[]).length).toBe(1);
    const shown = await call("runs", { runId });
    expect(shown.structuredContent!.status).toBe("found");
    const run = shown.structuredContent!.run as { status: string; steps: { tool: string }[]; finished: string[]; failed: string[] };
    expect(run.status).toBe("succeeded");
    expect(run.steps.map((step) => step.tool)).toEqual(ran.structuredContent!.plan);
    expect(run.failed).toEqual([]);
    close(rowsOf(shown), await sql("SELECT sales_channel, sum(units) FROM sales GROUP BY 1 ORDER BY 1"));
  });

  it("errors are tool errors with a message and a hint, and the server goes on", async () => {
    const outside = await call("run", { question: "net sales by region", data: "/etc/passwd" });
    expect(outside.isError).toBe(true);
    expect(outside.structuredContent).toMatchObject({ status: "error", error: { code: "data-outside-roots" } });
    expect(outside.content[0]!.text).toContain("Hint: Give a file under a data root");
    const missing = await call("plan", { question: "net sales by region", data: join(FIXTURES, "no-such-file.csv") });
    expect(missing.isError).toBe(true);
    expect((missing.structuredContent!.error as { hint: string }).hint.length).toBeGreaterThan(0);
    const refused = await call("run", { question: "delete all rows where net_sales < 100", data: SALES });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ status: "refused", error: { code: "refused" } });
    const unknown = await call("runs", { runId: "20990101T000000-deadbeef" });
    expect(unknown.structuredContent).toMatchObject({ status: "error", error: { code: "store-failed" } });
    const noAnswer = await call("answer", { runId: "20990101T000000-deadbeef", answer: "1" });
    expect(noAnswer.structuredContent).toMatchObject({ status: "error", error: { message: "No open question of run 20990101T000000-deadbeef" } });
    // Arguments the input schema rejects are a tool error too (the SDK validates them).
    const invalid = await call("run", { question: "net sales by region" });
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0]!.text).toContain("data");
    expect((await call("plan", { question: "net sales by region", data: SALES })).structuredContent!.status).toBe("planned");
  });
});
