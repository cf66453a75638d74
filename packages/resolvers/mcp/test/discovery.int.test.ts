import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpManager, type McpManager } from "../src/index.js";
import { everything, everythingBin, filesystem, flaky, freePort, memory } from "./servers.js";

let folder: string;
let cacheDir: string;
let manager: McpManager;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "mp-mcp-"));
  cacheDir = await mkdtemp(join(tmpdir(), "mp-mcp-cache-"));
  await writeFile(join(folder, "notes.txt"), "hello");
  manager = createMcpManager({ servers: [everything(), memory(join(folder, "..", `memory-${Date.now()}.jsonl`)), filesystem(folder)], cacheDir });
});
afterAll(async () => {
  await manager?.close();
  await rm(folder, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

describe("discovery over stdio from the real servers", () => {
  it("registers every server's tools under server-qualified names", async () => {
    const discovery = await manager.discover();
    const count = (server: string) => discovery.tools.filter((tool) => tool.source?.server === server).length;
    expect(discovery.servers.map((status) => [status.server, status.state])).toEqual([
      ["everything", "live"],
      ["memory", "live"],
      ["files", "live"],
    ]);
    expect(count("everything")).toBe(13);
    expect(count("memory")).toBe(9);
    expect(count("files")).toBe(14);
    const createEntities = discovery.tools.find((tool) => tool.name === "memory.create_entities")!;
    expect(createEntities.params.required).toEqual(["entities"]);
    expect(discovery.tools.find((tool) => tool.name === "files.list_directory")?.effects).toEqual(["read"]);
  });

  it("runs tools and maps their results to artifacts", async () => {
    const tool = (name: string) => manager.tools.find((candidate) => candidate.name === name)!;
    const run = (name: string, params: Record<string, unknown>) =>
      manager.executor.execute({
        step: { id: name, kind: "tool", tool: name, description: "", params: {}, satisfies: [], dependsOn: [], checks: [] },
        tool: tool(name),
        params,
        inputs: {},
        signal: new AbortController().signal,
      });
    const echo = await run("everything.echo", { message: "hi" });
    expect(echo).toMatchObject({ type: "text", value: "Echo: hi" });
    const created = await run("memory.create_entities", { entities: [{ name: "Alice", entityType: "person", observations: ["likes tea"] }] });
    expect(JSON.stringify(created.value)).toContain("Alice");
    const listing = await run("files.list_directory", { path: folder });
    expect(JSON.stringify(listing)).toContain("notes.txt");
  });

  it("plans from the disk cache when a server is down at the next start", async () => {
    const offline = createMcpManager({
      // Same server identity (command and arguments), but it cannot start: its working folder is gone.
      servers: [{ ...memory(join(folder, "..", "unused.jsonl")), cwd: "/nonexistent-folder", connectAttempts: 1 }],
      cacheDir,
    });
    const discovery = await offline.discover();
    expect(discovery.servers[0]).toMatchObject({ server: "memory", state: "cached", tools: 9 });
    await offline.close();
  });
});

describe("Streamable HTTP", () => {
  let child: ChildProcess;
  let url: string;
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}/mcp`;
    child = spawn(everythingBin(), ["streamableHttp"], { env: { ...process.env, PORT: String(port) }, stdio: ["ignore", "ignore", "pipe"] });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("server-everything (HTTP) did not start")), 20_000);
      child.stderr!.on("data", (chunk: Buffer) => {
        if (/listening on port/i.test(chunk.toString())) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
  afterAll(() => {
    child?.kill();
  });

  it("discovers and calls tools over HTTP", async () => {
    const http = createMcpManager({ servers: [{ name: "web", transport: "http", url }], cacheDir: false });
    try {
      const discovery = await http.discover();
      expect(discovery.servers[0]?.state).toBe("live");
      expect(discovery.tools.length).toBe(13);
      const echo = discovery.tools.find((tool) => tool.name === "web.echo")!;
      const artifact = await http.executor.execute({
        step: { id: "e", kind: "tool", tool: echo.name, description: "", params: {}, satisfies: [], dependsOn: [], checks: [] },
        tool: echo,
        params: { message: "over http" },
        inputs: {},
        signal: new AbortController().signal,
      });
      expect(artifact.value).toBe("Echo: over http");
    } finally {
      await http.close();
    }
  });
});

describe("failures never hang a run", () => {
  const stepFor = (name: string) => ({ id: name, kind: "tool" as const, tool: name, description: "", params: {}, satisfies: [], dependsOn: [], checks: [] });

  it("a hung tool times out with a typed error, isError becomes a replan request, a crash is typed", async () => {
    const manager = createMcpManager({ servers: [flaky(2_500)], cacheDir: false });
    try {
      const discovery = await manager.discover();
      expect(discovery.servers[0]).toMatchObject({ state: "live" });
      const tool = (name: string) => manager.tools.find((candidate) => candidate.name === `flaky.${name}`)!;
      const call = (name: string, params: Record<string, unknown> = {}) =>
        manager.executor.execute({ step: stepFor(name), tool: tool(name), params, inputs: {}, signal: new AbortController().signal });

      await expect(call("hang")).rejects.toMatchObject({ name: "TimeoutError", code: "timeout" });
      await expect(call("fail")).rejects.toMatchObject({
        name: "ToolExecutionError",
        requiresReplan: true,
        message: expect.stringContaining("disk quota exceeded"),
      });
      const sum = await call("poisoned", { a: 2, b: 3 });
      expect(sum).toMatchObject({ type: "json", value: { sum: 5 } });
      await expect(call("crash")).rejects.toMatchObject({ name: "McpConnectionError" });
      // The next call reconnects to a fresh server process.
      expect(await call("echo", { message: "back" })).toMatchObject({ value: "echo: back" });
    } finally {
      await manager.close();
    }
  });

  it("strips poisoned descriptions before they reach the catalog", async () => {
    const manager = createMcpManager({ servers: [flaky()], cacheDir: false });
    try {
      const discovery = await manager.discover();
      const poisoned = discovery.tools.find((tool) => tool.name === "flaky.poisoned")!;
      expect(poisoned.description).toBe("Adds two numbers.");
      expect(discovery.servers[0]!.sanitized.map((entry) => entry.tool)).toContain("flaky.poisoned");
    } finally {
      await manager.close();
    }
  });

  it("refreshes the catalog on tools/list_changed", async () => {
    let notified!: () => void;
    const changed = new Promise<void>((resolve) => (notified = resolve));
    const manager = createMcpManager({ servers: [flaky()], cacheDir: false, onToolsChanged: () => notified() });
    try {
      await manager.discover();
      expect(manager.tools.some((tool) => tool.name === "flaky.grown")).toBe(false);
      const grow = manager.tools.find((tool) => tool.name === "flaky.grow")!;
      await manager.executor.execute({ step: stepFor("grow"), tool: grow, params: {}, inputs: {}, signal: new AbortController().signal });
      await changed;
      expect(manager.tools.some((tool) => tool.name === "flaky.grown")).toBe(true);
    } finally {
      await manager.close();
    }
  });

  it("honours allow and deny lists, deny winning", async () => {
    const manager = createMcpManager({ servers: [{ ...flaky(), allowTools: ["echo", "fail"], denyTools: ["fail"] }], cacheDir: false });
    try {
      expect((await manager.discover()).tools.map((tool) => tool.name)).toEqual(["flaky.echo"]);
    } finally {
      await manager.close();
    }
  });
});
