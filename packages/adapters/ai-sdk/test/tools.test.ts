import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigurationError, PlanSchema, PlanStepSchema, ToolExecutionError, ToolMetadataSchema, type ToolMetadata } from "@modular-planner/core";
import { createExecutor, createInMemoryApprovalQueue } from "@modular-planner/executor";
import { createModularPlanner } from "@modular-planner/planner";
import { describeToolExecutorConformance } from "@modular-planner/testkit";
import { jsonSchema, tool, type ToolSet } from "ai";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { aiSdkToolToMetadata, createAISdkTools } from "../src/index.js";
import { localTools } from "./local-tools.js";

const directory = await mkdtemp(join(tmpdir(), "ai-sdk-tools-"));
afterAll(() => rm(directory, { recursive: true, force: true }));

const adapted = await createAISdkTools(localTools(directory));
const byName = (name: string) => adapted.catalog.get(name)!;
const step = (id: string, toolName: string) => PlanStepSchema.parse({ id, tool: toolName });

describeToolExecutorConformance({
  name: "ai-sdk tools (local arithmetic, text and file tools)",
  create: () => adapted.executor,
  cases: [
    {
      label: "add_numbers (zod, outputSchema)",
      tool: byName("add_numbers"),
      step: step("s1", "add_numbers"),
      params: { a: 2, b: 40 },
      expectArtifact: (artifact) => expect(artifact).toMatchObject({ type: "json", value: { sum: 42 } }),
    },
    {
      label: "uppercase_text (a string result)",
      tool: byName("uppercase_text"),
      step: step("s2", "uppercase_text"),
      params: { text: "  shout " },
      expectArtifact: (artifact) => expect(artifact).toMatchObject({ type: "text", value: "SHOUT" }),
    },
    {
      label: "write_file (jsonSchema, on disk)",
      tool: byName("write_file"),
      step: step("s3", "write_file"),
      params: { path: "note.txt", content: "hello" },
      expectArtifact: async (artifact) => {
        expect(artifact.value).toEqual({ written: "note.txt", bytes: 5 });
        expect(await readFile(join(directory, "note.txt"), "utf8")).toBe("hello");
      },
    },
    {
      label: "read_file of a missing file",
      tool: byName("read_file"),
      step: step("s4", "read_file"),
      params: { path: "absent.txt" },
      expectError: /AI SDK tool read_file failed: .*ENOENT/,
    },
    {
      label: "multiply_numbers with a string",
      tool: byName("multiply_numbers"),
      step: step("s5", "multiply_numbers"),
      params: { a: "two", b: 3 },
      expectError: /parameters do not match its inputSchema/,
    },
  ],
  foreignTool: ToolMetadataSchema.parse({ name: "load_data", description: "Load a data file.", source: { kind: "registry" } }),
});

describe("AI SDK tools as catalog entries", () => {
  it("keeps names, descriptions and the JSON Schema of zod and jsonSchema inputs", () => {
    expect(adapted.tools.map((entry) => entry.name)).toEqual([
      "add_numbers",
      "multiply_numbers",
      "uppercase_text",
      "count_words",
      "write_file",
      "read_file",
      "list_files",
    ]);
    expect(byName("add_numbers")).toMatchObject({
      description: "Add two numbers and return their sum.",
      params: { type: "object", properties: { a: { type: "number", description: "first number" }, b: { type: "number" } }, required: ["a", "b"] },
      outputSchema: { type: "object", properties: { sum: { type: "number" } } },
      outputs: ["json"],
      effects: ["compute"],
      source: { kind: "runtime" },
    });
    expect(byName("add_numbers").params).not.toHaveProperty("$schema");
    expect(byName("read_file").params).toEqual({ type: "object", properties: { path: { type: "string", description: "file name" } }, required: ["path"] });
    expect(byName("list_files").params).toMatchObject({ type: "object", properties: {}, required: [] });
    expect(adapted.catalog.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives a tool that needs approval the risky effect write, and applies overrides", async () => {
    expect(byName("write_file").effects).toEqual(["write"]);
    const { catalog } = await createAISdkTools(localTools(directory), {
      metadata: { read_file: { effects: ["read"], capabilities: ["read_text"], aliases: ["cat"] } },
    });
    expect(catalog.get("cat")).toMatchObject({ name: "read_file", effects: ["read"], capabilities: ["read_text"] });
  });

  it("optional zod fields are optional parameters", async () => {
    const metadata = await aiSdkToolToMetadata(
      "greet",
      tool({
        description: "Greet someone.",
        inputSchema: z.object({ name: z.string(), title: z.string().optional() }),
        execute: async ({ name }) => `hi ${name}`,
      }),
    );
    expect(metadata.params.required).toEqual(["name"]);
    expect(Object.keys(metadata.params.properties)).toEqual(["name", "title"]);
  });

  it("refuses tools it could not plan or run, naming them", async () => {
    const clientSide = tool({ description: "Ask the user in the browser.", inputSchema: z.object({ question: z.string() }), outputSchema: z.string() });
    await expect(createAISdkTools({ ask: clientSide })).rejects.toThrow(/without an execute function cannot run in a plan: ask/);
    const scalar = tool({ description: "Echo.", inputSchema: jsonSchema<string>({ type: "string" }), execute: async (text) => text });
    await expect(createAISdkTools({ echo: scalar })).rejects.toThrow(/"echo": inputSchema must describe an object/);
    const numbered = tool({ description: "Bad name.", inputSchema: z.object({}), execute: async () => 1 });
    const error = await createAISdkTools({ "1st": numbered }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain('AI SDK tool "1st" cannot be planned with: name:');
    await expect(createAISdkTools(localTools(directory), { metadata: { nope: {} } })).rejects.toThrow(/metadata names "nope"/);
  });
});

describe("the AI SDK tool executor", () => {
  const run = (tool: ToolMetadata, params: Record<string, unknown>, signal = new AbortController().signal) =>
    adapted.executor.execute({ step: step("s", tool.name), tool, params, inputs: {}, signal });

  it("passes the parsed input (zod transforms applied), and keeps the last of a tool's preliminary results", async () => {
    expect((await run(byName("uppercase_text"), { text: "  a b  " })).value).toBe("A B");
    expect((await run(byName("count_words"), { text: "one two three" })).value).toEqual({ status: "done", words: 3 });
  });

  it("gives execute the step's abort signal, and reports a cancelled step as cancelled", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let seen: AbortSignal | undefined;
    const { catalog, executor } = await createAISdkTools({
      wait: tool({
        description: "Wait until cancelled.",
        inputSchema: z.object({}),
        execute: (_input, { abortSignal }) => {
          seen = abortSignal;
          started();
          return new Promise(() => {});
        },
      }),
    });
    const controller = new AbortController();
    const pending = executor
      .execute({ step: step("w", "wait"), tool: catalog.get("wait")!, params: {}, inputs: {}, signal: controller.signal })
      .catch((caught: unknown) => caught);
    await running;
    controller.abort();
    const error = await pending;
    expect(seen).toBe(controller.signal);
    expect(error).not.toBeInstanceOf(ToolExecutionError);
    expect((error as { code?: string }).code).toBe("cancelled");
  });

  it("asks for a replan when the parameters do not fit the tool, but not when the tool itself fails", async () => {
    const invalid = (await run(byName("add_numbers"), { a: 1 }).catch((caught: unknown) => caught)) as ToolExecutionError;
    expect(invalid).toBeInstanceOf(ToolExecutionError);
    expect(invalid.requiresReplan).toBe(true);
    const failed = (await run(byName("read_file"), { path: "../escape.txt" }).catch((caught: unknown) => caught)) as ToolExecutionError;
    expect(failed.message).toContain("outside the work directory");
    expect(failed.requiresReplan).toBe(false);
  });
});

describe("AI SDK tools in a plan run by the executor", () => {
  const writePlan = PlanSchema.parse({
    id: "p1",
    goal: "write a note",
    steps: [{ id: "w", tool: "write_file", params: { path: "approved.txt", content: "kept" }, satisfies: ["intent:w"] }],
  });

  it("holds a tool with needsApproval for approval: skipped without a queue, run once approved", async () => {
    const unattended = await createExecutor({ executors: [adapted.executor], catalog: adapted.catalog }).run(writePlan);
    expect(unattended.skipped.map((skip) => skip.stepId)).toEqual(["w"]);
    await expect(readFile(join(directory, "approved.txt"), "utf8")).rejects.toThrow(/ENOENT/);

    const approvals = createInMemoryApprovalQueue({ decide: (request) => (request.tool.name === "write_file" ? "approved" : "denied") });
    const approved = await createExecutor({ executors: [adapted.executor], catalog: adapted.catalog, approvals }).run(writePlan);
    expect(approved.status).toBe("succeeded");
    expect(approved.approvals).toEqual([{ stepId: "w", decision: "approved" }]);
    expect(await readFile(join(directory, "approved.txt"), "utf8")).toBe("kept");
  });

  it("plans and runs 'read the file, then upper-case it': the read text (whole result, or a field of an outputSchema) reaches uppercase_text", async () => {
    await writeFile(join(directory, "notes.txt"), "buy milk");
    const readTextFile = tool({
      description: "Read a text file of the work directory and return its text.",
      inputSchema: z.object({ path: z.string().describe("file name") }),
      outputSchema: z.object({ text: z.string() }),
      execute: async ({ path }) => ({ text: await readFile(join(directory, path), "utf8") }),
    });
    const { read_file, uppercase_text } = localTools(directory);
    const chains: { tools: ToolSet; path: { path?: string } }[] = [
      { tools: { read_file, uppercase_text }, path: {} },
      { tools: { read_text_file: readTextFile, uppercase_text }, path: { path: "text" } },
    ];
    for (const { tools, path } of chains) {
      const chain = await createAISdkTools(tools);
      const { plan, report } = await createModularPlanner({ tools: chain.tools }).plan('read the file "notes.txt" and convert it to upper case');
      expect(report.ok).toBe(true);
      expect(plan.steps.map((planned) => planned.tool)).toEqual([...Object.keys(tools)]);
      expect(plan.steps[1]!.params.text).toEqual({ ref: plan.steps[0]!.id, ...path });
      const result = await createExecutor({ executors: [chain.executor], catalog: chain.catalog }).run(plan);
      expect(result.failed).toEqual([]);
      expect(result.artifacts[plan.steps[1]!.id]!.value).toBe("BUY MILK");
    }
  });
});
