import type { ChildProcess } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { startServe } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
const TOKEN_ENV = "MODULAR_PLANNER_TOKEN";
const servers: ChildProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const server of servers) server.kill("SIGTERM");
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** A folder with sales.csv in it, removed after the tests. */
async function folder(): Promise<string> {
  const cwd = await mkdtemp(join(tmpdir(), "mp-serve-limits-"));
  folders.push(cwd);
  await copyFile(sales, join(cwd, "sales.csv"));
  return cwd;
}

/** Starts the built CLI's `serve` on a free loopback port in `cwd`; resolves with the port and its start-up lines. */
async function serve(cwd: string, args: string[], env: Record<string, string> = {}): Promise<{ port: number; stdout: string }> {
  const base: NodeJS.ProcessEnv = { ...process.env, CI: "true", ...env };
  if (!env[TOKEN_ENV]) delete base[TOKEN_ENV];
  const started = await startServe(args, { cwd, env: base });
  servers.push(started.child);
  return started;
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP request; `chunked` sends the body without a Content-Length. */
function call(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string; chunked?: boolean } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `127.0.0.1:${port}`, "content-type": "application/json", ...options.headers };
    if (options.body !== undefined && !options.chunked) headers["content-length"] = String(Buffer.byteLength(options.body));
    const req = request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    req.on("error", reject);
    if (options.chunked && options.body) req.write(options.body);
    req.end(options.chunked ? undefined : options.body);
  });
}

const plan = (question = "total revenue by region", extra: Record<string, string> = {}) => JSON.stringify({ question, data: "sales.csv", ...extra });
const errorOf = (text: string) => (JSON.parse(text) as { error: string }).error;
const codeOf = (text: string) => (JSON.parse(text) as { code: string }).code;

describe("serve limits", () => {
  it("queues up to --max-queue behind --max-concurrent and answers 429 with Retry-After beyond, then serves again", async () => {
    const cwd = await folder();
    const { port, stdout } = await serve(cwd, ["--max-concurrent", "1", "--max-queue", "1"]);
    expect(stdout).toMatch(/^Limits: 1 planning at once, 1 queued, 2 runs at once, bodies up to 65536 bytes, 30000 ms per request, 10000 ms to send one$/m);
    // The server is cold: the first request plans for a while (modules, registry, schema), the others arrive meanwhile.
    const replies = await Promise.all(Array.from({ length: 8 }, () => call(port, "POST", "/plan", { body: plan() })));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    for (const reply of refused) {
      expect(Number(reply.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(errorOf(reply.text)).toMatch(/^Too many requests: 1 requests in progress and 1 waiting \(the limit\); retry in \d+ s$/);
      expect(codeOf(reply.text)).toBe("rate_limited");
    }
    expect((await call(port, "POST", "/plan", { body: plan() })).status).toBe(200);
  });

  it("refuses a body over --max-body-bytes with 413, declared or streamed", async () => {
    const cwd = await folder();
    const { port } = await serve(cwd, ["--max-body-bytes", "300"]);
    const big = plan("total revenue by region ".repeat(20));
    expect(Buffer.byteLength(big)).toBeGreaterThan(300);
    for (const chunked of [false, true]) {
      const reply = await call(port, "POST", "/plan", { body: big, chunked });
      expect(reply.status, `chunked ${chunked}`).toBe(413);
      expect(errorOf(reply.text)).toBe("Body larger than 300 bytes (serve.maxBodyBytes, --max-body-bytes)");
      expect(codeOf(reply.text)).toBe("body_too_large");
    }
    expect((await call(port, "POST", "/plan", { body: plan() })).status).toBe(200);
  });

  it("answers 503 with Retry-After when a request outlives --request-timeout", async () => {
    const cwd = await folder();
    // 5 ms: a cold server's first plan takes far longer.
    const { port } = await serve(cwd, ["--request-timeout", "5"]);
    const reply = await call(port, "POST", "/plan", { body: plan() });
    expect(reply.status).toBe(503);
    expect(Number(reply.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(errorOf(reply.text)).toMatch(/^The request did not finish within 5 ms \(serve\.requestTimeoutMs, --request-timeout\)/);
    expect(JSON.parse(reply.text)).toMatchObject({ code: "timeout", hint: expect.stringContaining("serve.requestTimeoutMs") });
  });

  it("closes the connection of a client that does not send its whole request within --receive-timeout", async () => {
    const cwd = await folder();
    const { port } = await serve(cwd, ["--receive-timeout", "1000"]);
    const started = performance.now();
    const { received, closed } = await new Promise<{ received: string; closed: boolean }>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
      // Headers announce 100 bytes; one is sent, then nothing (a slow or malicious client).
      socket.on("connect", () =>
        socket.write(`POST /plan HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`),
      );
      socket.on("close", () => resolve({ received, closed: true }));
      // Node's own default would keep it for 300 s.
      setTimeout(() => {
        socket.destroy();
        resolve({ received, closed: false });
      }, 30_000);
    });
    expect(closed).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("leaves no output folder for plan-only calls (nor out/ itself)", async () => {
    const cwd = await folder();
    const { port } = await serve(cwd, []);
    const replies = await Promise.all(
      ["total revenue by region", "monthly revenue trend", "average units by channel"].map((question) => call(port, "POST", "/plan", { body: plan(question) })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(existsSync(join(cwd, "out"))).toBe(false);
  });
});

describe("serve sessions", () => {
  it("records every one of five concurrent turns on one session", async () => {
    const cwd = await folder();
    const { port } = await serve(cwd, []);
    const session = (JSON.parse((await call(port, "POST", "/sessions")).text) as { session: string }).session;
    const questions = ["total revenue by region", "average units by channel", "monthly revenue trend", "total units by region", "revenue by channel"];
    const replies = await Promise.all(questions.map((question) => call(port, "POST", "/plan", { body: plan(question, { session }) })));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = JSON.parse(await readFile(join(cwd, ".modular-planner", "sessions", `${session}.json`), "utf8")) as { turns: { role: string }[] };
    expect(stored.turns.filter((turn) => turn.role === "user")).toHaveLength(5);
  });

  it("hands out unguessable session ids owned by the caller's token; another caller, or a made-up id, gets 404", async () => {
    const cwd = await folder();
    const first = await serve(cwd, [], { [TOKEN_ENV]: "first-token-0123456789abcdef" });
    const auth = { authorization: "Bearer first-token-0123456789abcdef" };
    const created = await call(first.port, "POST", "/sessions", { headers: auth });
    expect(created.status).toBe(201);
    const session = (JSON.parse(created.text) as { session: string }).session;
    expect(session).toMatch(/^api-[0-9a-f]{32}$/);
    const other = (JSON.parse((await call(first.port, "POST", "/sessions", { headers: auth })).text) as { session: string }).session;
    expect(other).not.toBe(session);
    expect((await call(first.port, "POST", "/plan", { headers: auth, body: plan("total revenue by region", { session }) })).status).toBe(200);
    const madeUp = await call(first.port, "POST", "/plan", { headers: auth, body: plan("total revenue by region", { session: "my-session" }) });
    expect(madeUp.status).toBe(404);
    expect(errorOf(madeUp.text)).toBe('No session "my-session" for this caller; start one with POST /sessions and send the id it returns');
    // A server in the same folder with another token: the session exists on disk, and is still not its caller's.
    const second = await serve(cwd, [], { [TOKEN_ENV]: "second-token-0123456789abcdef" });
    const stolen = await call(second.port, "POST", "/plan", {
      headers: { authorization: "Bearer second-token-0123456789abcdef" },
      body: plan("and by channel", { session }),
    });
    expect(stolen.status).toBe(404);
    expect(errorOf(stolen.text)).toBe(`No session "${session}" for this caller; start one with POST /sessions and send the id it returns`);
  });
});
