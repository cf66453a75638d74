// An MCP client talking to the planner: starts `modular-planner mcp` over stdio (the way Claude
// Desktop or Cursor start it), asks a question about data/orders.csv, answers the clarification
// an unclear question raises, and lists the runs. Run it with `pnpm start`.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

/** The answer table of a run, as the `run` and `answer` tools return it. */
export interface Answer {
  columns: string[];
  rows: unknown[][];
  text: string;
}

/** The structured result of a tool (every tool of the server returns one, with a `status`). */
export interface ToolOutput {
  status: string;
  runId?: string;
  answer?: Answer;
  clarification?: { question: string; options: { label: string; why: string }[] };
  runs?: { runId: string; status: string }[];
  error?: { code: string; message: string; hint: string };
}

export const DATA = fileURLToPath(new URL("./data/orders.csv", import.meta.url));

/** The `modular-planner` binary of the installed @modular-planner/cli (with a global install, plain `modular-planner` works too). */
function plannerBin(): string {
  const manifest = createRequire(import.meta.url).resolve("@modular-planner/cli/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return join(dirname(manifest), bin["modular-planner"]!);
}

/** Starts the server (data only from ./data; output, run store and open questions in `workFolder`) and connects. */
export async function connectPlanner(workFolder: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [plannerBin(), "mcp", "--data-root", dirname(DATA), "--cwd", workFolder],
    stderr: "inherit",
  });
  const client = new Client({ name: "example-mcp-client", version: "0.0.0" });
  await client.connect(transport);
  return client;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolOutput> {
  const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 });
  return result.structuredContent as unknown as ToolOutput;
}

/** What the example does: a clear question, an unclear one answered, and the runs listed. */
export async function example(workFolder: string) {
  const client = await connectPlanner(workFolder);
  try {
    const tools = (await client.listTools()).tools.map((tool) => tool.name);
    const clear = await callTool(client, "run", { question: "revenue by region", data: DATA });
    // "weather" names no column: the server asks which column is meant, with ranked options.
    const unclear = await callTool(client, "run", { question: "units by weather", data: DATA });
    const answered = unclear.status === "clarification" ? await callTool(client, "answer", { runId: unclear.runId, answer: "channel" }) : unclear;
    const runs = await callTool(client, "runs", {});
    return { tools, clear, unclear, answered, runs };
  } finally {
    await client.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const result = await example(await mkdtemp(join(tmpdir(), "mcp-client-example-")));
  console.log(`tools: ${result.tools.join(", ")}`);
  console.log(`revenue by region: ${result.clear.answer?.text}`);
  console.log(`units by weather asks: ${result.unclear.clarification?.question}`);
  console.log(`answered "channel": ${result.answered.answer?.text}`);
  console.log(`runs stored: ${result.runs.runs?.length}`);
}
