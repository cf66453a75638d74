// `modular-planner mcp --http`: the built CLI listening on a loopback port, reached by the MCP SDK's
// StreamableHTTPClientTransport: tools listed, a question run to its answer table, a clarification
// answered; off loopback a bearer token is required exactly as for `serve`.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./cli.js";

const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));
const SALES = join(FIXTURES, "store-sales.csv");
const TOKEN = "0123456789abcdef0123456789abcdef";

interface Started {
  child: ChildProcess;
  /** `http://<host>:<port>/mcp`. */
  endpoint: string;
  port: number;
  stdout: string;
}

/** Starts `mcp --http --port 0 …` in `cwd`; resolves once it printed its start-up lines (the last is `Token: …`). */
function startMcpHttp(args: string[], cwd: string, env: NodeJS.ProcessEnv = { ...process.env, CI: "true" }): Promise<Started> {
  const child = spawn(process.execPath, [BIN, "mcp", "--http", "--port", "0", "--data-root", FIXTURES, ...args], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`mcp --http did not start: ${stderr}`));
    }, 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`mcp --http exited ${code}: ${stderr}`));
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /MCP endpoint: (http:\/\/[^\s]+:(\d+)\/mcp)/.exec(stdout);
      if (match && /^Token: /m.test(stdout)) {
        clearTimeout(timer);
        resolve({ child, endpoint: match[1]!, port: Number(match[2]), stdout });
      }
    });
  });
}

/** A tool's result, as the tests read it (the SDK types the result as a union with task results). */
type Result<T> = { isError?: boolean; structuredContent: T };
const call = async <T>(client: Client, name: string, args: Record<string, unknown>, options: Parameters<Client["callTool"]>[2] = {}) =>
  (await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000, ...options })) as unknown as Result<T>;

async function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: "mcp-http-test", version: "0.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

let cwd: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-mcp-http-"));
});
afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await rm(cwd, { recursive: true, force: true });
});

describe("modular-planner mcp --http (loopback)", () => {
  let started: Started;
  let client: Client;
  beforeAll(async () => {
    started = await startMcpHttp([], cwd);
    children.push(started.child);
    client = await connect(started.endpoint);
  });
  afterAll(async () => {
    await client?.close();
  });

  it("prints its endpoint on 127.0.0.1 and needs no token there", () => {
    expect(started.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(started.stdout).toContain("Token: none (loopback only");
  });

  it("lists the tools and runs a question to its answer table", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["answer", "plan", "run", "runs"]);
    const progress: number[] = [];
    const result = await call<{ status: string; answer: { columns: string[]; rows: unknown[][] } }>(
      client,
      "run",
      { question: "units by sales channel", data: SALES },
      { onprogress: (update) => progress.push(update.progress) },
    );
    expect(result.isError, JSON.stringify(result.structuredContent)).toBeFalsy();
    expect(result.structuredContent.status).toBe("succeeded");
    expect(result.structuredContent.answer.columns).toEqual(["sales_channel", "units"]);
    expect(result.structuredContent.answer.rows).toEqual([
      ["online", 8],
      ["store", 12],
    ]); // test/fixtures/store-sales.csv, summed by hand;
    // Progress notifications travel on the POST's event stream.
    expect(progress.length).toBeGreaterThan(0);
  });

  it("answers a clarification in a later request (stateless: the question is kept on disk)", async () => {
    const asked = await call<{ status: string; runId: string }>(client, "run", { question: "net sales by weather", data: SALES });
    expect(asked.structuredContent.status).toBe("clarification");
    const other = await connect(started.endpoint);
    try {
      const answered = await call<{ status: string; answer: { rows: unknown[][] } }>(other, "answer", {
        runId: asked.structuredContent.runId,
        answer: "sales_channel",
      });
      expect(answered.structuredContent.status, JSON.stringify(answered.structuredContent)).toBe("succeeded");
      expect(answered.structuredContent.answer.rows.map((row) => row[0])).toEqual(["online", "store"]);
    } finally {
      await other.close();
    }
  });

  it("refuses other paths, methods, content types, foreign origins and large bodies with an HTTP error", async () => {
    expect(
      (await fetch(started.endpoint.replace(/\/mcp$/, "/other"), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status,
    ).toBe(404);
    expect((await fetch(started.endpoint)).status).toBe(405);
    expect((await fetch(started.endpoint, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" })).status).toBe(415);
    expect(
      (await fetch(started.endpoint, { method: "POST", headers: { "content-type": "application/json", origin: "https://elsewhere.example" }, body: "{}" }))
        .status,
    ).toBe(403);
    // Bodies up to serve.maxBodyBytes (64 KiB by default), as for serve.
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { padding: "x".repeat(70_000) } });
    expect(
      (
        await fetch(started.endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
          body: big,
        })
      ).status,
    ).toBe(413);
  });
});

describe("modular-planner mcp --http off loopback", () => {
  it("needs the bearer token: without it the client cannot connect, with it the tools answer", async () => {
    const started = await startMcpHttp(["--host", "0.0.0.0"], cwd, { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: TOKEN });
    children.push(started.child);
    expect(started.stdout).toContain("Token: from MODULAR_PLANNER_TOKEN");
    const loopback = `http://127.0.0.1:${started.port}/mcp`;
    await expect(connect(loopback)).rejects.toThrow(/401|token/i);
    await expect(connect(loopback, { authorization: "Bearer wrong-token-wrong-token" })).rejects.toThrow(/401|token/i);
    const client = await connect(loopback, { authorization: `Bearer ${TOKEN}` });
    try {
      const planned = await call<{ status: string }>(client, "plan", { question: "net sales by region", data: SALES });
      expect(planned.structuredContent.status).toBe("planned");
    } finally {
      await client.close();
    }
  });
});
