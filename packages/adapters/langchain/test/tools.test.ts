import { tool } from "@langchain/core/tools";
import { CancelledError, ConfigurationError, ToolExecutionError, type PlanStep, type ToolMetadata } from "@modular-planner/core";
import { createExecutor } from "@modular-planner/executor";
import { createModularPlanner } from "@modular-planner/planner";
import { describeToolExecutorConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLangChainToolExecutor, createLangChainToolset, toolMetadataFromLangChain } from "../src/index.js";
import { countWords, readTextFile, textToolOverrides, textTools, topWords } from "./text-tools.js";

const step = (id: string, toolName: string, params: PlanStep["params"] = {}, dependsOn: string[] = []): PlanStep => ({
  id,
  kind: "tool",
  tool: toolName,
  description: "",
  params,
  satisfies: [],
  dependsOn,
  checks: [],
});

const NOTES =
  "The planner reads the notes.\nThe notes say the planner plans and the executor runs the plan.\nTools do the work; the planner only decides which tools run.\n";

describe("toolMetadataFromLangChain", () => {
  it("turns a tool's zod schema into JSON Schema params, keeping descriptions and required fields", () => {
    const metadata = toolMetadataFromLangChain(topWords);
    expect(metadata.name).toBe("top_words");
    expect(metadata.description).toBe("List the most frequent words of a text with their counts.");
    expect(metadata.params.required).toEqual(["text"]);
    expect(metadata.params.properties.text).toEqual({ type: "string", description: "The text to analyse" });
    expect(metadata.params.properties.n).toMatchObject({ type: "integer", minimum: 1, description: "How many words (default 3)" });
    expect(metadata.params).not.toHaveProperty("$schema");
    expect(metadata.source).toEqual({ kind: "runtime", server: "langchain" });
    expect(metadata.effects).toEqual(["compute"]);
  });

  it("accepts a tool declared with a JSON Schema instead of zod", () => {
    const shout = tool(({ text }: { text: string }) => text.toUpperCase(), {
      name: "shout",
      description: "Upper-case a text.",
      schema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
    });
    expect(toolMetadataFromLangChain(shout).params).toMatchObject({ type: "object", properties: { text: { type: "string" } }, required: ["text"] });
  });

  it("merges overrides (effects, output schema, capabilities) over what the tool says", () => {
    const metadata = toolMetadataFromLangChain(readTextFile, { ...textToolOverrides.read_text_file, capabilities: ["read_file"] });
    expect(metadata.effects).toEqual(["read"]);
    expect(metadata.capabilities).toEqual(["read_file"]);
    expect(metadata.outputSchema?.properties?.text).toEqual({ type: "string" });
  });

  it("refuses a tool the catalog cannot hold, naming it and the field", () => {
    const spaced = tool(() => "x", { name: "bad name", description: "A tool whose name has a space.", schema: z.object({}) });
    expect(() => toolMetadataFromLangChain(spaced)).toThrow(ConfigurationError);
    expect(() => toolMetadataFromLangChain(spaced)).toThrow(/LangChain tool "bad name".*name: expected a name of letters/);
  });

  it("refuses overrides for a tool that is not in the list, and duplicate names", () => {
    expect(() => createLangChainToolset(textTools, { overrides: { read_file: { effects: ["read"] } } })).toThrow(/overrides names "read_file"/);
    expect(() => createLangChainToolset([countWords, countWords])).toThrow(/Two LangChain tools are named "count_words"/);
  });
});

describe("createLangChainToolExecutor", () => {
  const toolset = createLangChainToolset(textTools, { overrides: textToolOverrides });
  const metadata = (name: string) => toolset.catalog.get(name)!;
  const run = (toolName: string, params: Record<string, unknown>, signal = new AbortController().signal) =>
    toolset.executor.execute({ step: step("s1", toolName, params as PlanStep["params"]), tool: metadata(toolName), params, inputs: {}, signal });

  it("invokes the tool and returns object results as json artifacts", async () => {
    const artifact = await run("count_words", { text: "one two three\nfour" });
    expect(artifact).toMatchObject({
      id: "s1-result",
      stepId: "s1",
      type: "json",
      value: { words: 4, lines: 2 },
      metadata: { tool: "count_words", source: "langchain" },
    });
  });

  it("returns plain strings as text, and strings holding a JSON object as json", async () => {
    const greet = tool(({ name }) => `hello ${name}`, { name: "greet", description: "Greet someone.", schema: z.object({ name: z.string() }) });
    const serialised = tool(({ name }) => JSON.stringify({ greeting: `hello ${name}` }), {
      name: "greet_json",
      description: "Greet as JSON.",
      schema: z.object({ name: z.string() }),
    });
    const executor = createLangChainToolExecutor([greet, serialised]);
    const signal = new AbortController().signal;
    const text = await executor.execute({ step: step("g", "greet"), tool: toolMetadataFromLangChain(greet), params: { name: "Ada" }, inputs: {}, signal });
    expect(text).toMatchObject({ type: "text", value: "hello Ada", sizeBytes: 9 });
    const json = await executor.execute({
      step: step("j", "greet_json"),
      tool: toolMetadataFromLangChain(serialised),
      params: { name: "Ada" },
      inputs: {},
      signal,
    });
    expect(json).toMatchObject({ type: "json", value: { greeting: "hello Ada" } });
  });

  it("fails input the tool's schema rejects with a ToolExecutionError asking for a replan", async () => {
    const error = await run("top_words", { text: "a b", n: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolExecutionError);
    expect((error as ToolExecutionError).requiresReplan).toBe(true);
    expect((error as Error).message).toMatch(/LangChain tool top_words failed/);
  });

  it("wraps a tool that throws, without asking for a replan", async () => {
    const error = await run("read_text_file", { path: "missing.txt" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolExecutionError);
    expect((error as ToolExecutionError).requiresReplan).toBe(false);
    expect((error as Error).message).toMatch(/ENOENT/);
  });

  it("cancels a running tool through the signal", async () => {
    const slow = tool(
      ({ ms }, config) =>
        new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => resolve("done"), ms);
          config?.signal?.addEventListener(
            "abort",
            () => {
              clearTimeout(timer);
              reject(new Error("aborted"));
            },
            { once: true },
          );
        }),
      { name: "wait", description: "Wait some milliseconds.", schema: z.object({ ms: z.number() }) },
    );
    const executor = createLangChainToolExecutor([slow]);
    const controller = new AbortController();
    const pending = executor
      .execute({ step: step("w", "wait"), tool: toolMetadataFromLangChain(slow), params: { ms: 60_000 }, inputs: {}, signal: controller.signal })
      .catch((caught: unknown) => caught);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toBeInstanceOf(CancelledError);
  });

  it("declines tools it was not given", () => {
    expect(toolset.executor.canExecute(metadata("count_words"))).toBe(true);
    expect(toolset.executor.canExecute({ ...metadata("count_words"), name: "send_email" })).toBe(false);
  });
});

const conformance = createLangChainToolset(textTools, { overrides: textToolOverrides });
describeToolExecutorConformance({
  name: "langchain tools",
  create: () => conformance.executor,
  cases: [
    {
      label: "read_text_file",
      tool: conformance.catalog.get("read_text_file")!,
      step: step("read", "read_text_file", { path: "notes.txt" }),
      params: { path: "notes.txt" },
      expectArtifact: (artifact) => expect(artifact.value).toEqual({ path: "notes.txt", text: NOTES }),
    },
    {
      label: "top_words",
      tool: conformance.catalog.get("top_words")!,
      step: step("top", "top_words", { text: "b a b c b a", n: 2 }),
      params: { text: "b a b c b a", n: 2 },
      expectArtifact: (artifact) =>
        expect(artifact.value).toEqual([
          { word: "b", count: 3 },
          { word: "a", count: 2 },
        ]),
    },
    {
      label: "count_words with a wrong type",
      tool: conformance.catalog.get("count_words")!,
      step: step("count", "count_words"),
      params: { text: 42 },
      expectError: /count_words failed/,
    },
  ],
  foreignTool: { ...(conformance.catalog.get("count_words") as ToolMetadata), name: "plot_line" },
});

describe("LangChain tools in the planner and the executor", () => {
  const toolset = createLangChainToolset(textTools, { overrides: textToolOverrides });
  const planner = createModularPlanner({ tools: toolset.tools });
  const executor = createExecutor({ executors: [toolset.executor], catalog: toolset.catalog });

  it("plans a goal over the LangChain tools and runs the plan through them", async () => {
    const { plan, report } = await planner.plan('list the 2 most frequent words of "the cat and the dog and the bird"');
    expect(report.ok).toBe(true);
    expect(plan.steps.map((planned) => [planned.tool, planned.params])).toEqual([["top_words", { text: "the cat and the dog and the bird", n: 2 }]]);
    const result = await executor.run(plan);
    expect(result.status).toBe("succeeded");
    expect(result.artifacts[plan.steps[0]!.id]!.value).toEqual([
      { word: "the", count: 3 },
      { word: "and", count: 2 },
    ]);
  });

  it("reads two files the goal names, each step a tool call", async () => {
    const { plan } = await planner.plan("read notes.txt and read todo.txt");
    expect(plan.steps.map((planned) => planned.params.path)).toEqual(["notes.txt", "todo.txt"]);
    const result = await executor.run(plan);
    expect(result.status).toBe("succeeded");
    expect(Object.values(result.artifacts).map((artifact) => (artifact.value as { text: string }).text.split("\n")[0])).toEqual([
      "The planner reads the notes.",
      "Buy milk.",
    ]);
  });

  it("passes one tool's result to the next through a step reference", async () => {
    const plan = {
      version: "1" as const,
      id: "chain",
      goal: "read notes.txt and count its words",
      steps: [step("read", "read_text_file", { path: "notes.txt" }), step("count", "count_words", { text: { ref: "read", path: "text" } }, ["read"])],
    };
    const result = await executor.run(plan);
    expect(result.status).toBe("succeeded");
    expect(result.artifacts.count!.value).toEqual({ words: 28, lines: 3 });
  });

  it("plans and runs 'read the file, then upper-case it': the read text reaches the second tool", async () => {
    const toUpperCase = tool(({ text }) => text.toUpperCase(), {
      name: "to_upper_case",
      description: "Convert a text to upper case.",
      schema: z.object({ text: z.string().describe("The text to convert") }),
    });
    const upper = createLangChainToolset([readTextFile, toUpperCase], { overrides: textToolOverrides });
    const { plan, report } = await createModularPlanner({ tools: upper.tools }).plan('read the file "notes.txt" and convert it to upper case');
    expect(report.ok).toBe(true);
    expect(plan.steps.map((planned) => planned.tool)).toEqual(["read_text_file", "to_upper_case"]);
    const result = await createExecutor({ executors: [upper.executor], catalog: upper.catalog }).run(plan);
    expect(result.failed).toEqual([]);
    expect(result.artifacts[plan.steps[1]!.id]!.value).toBe(NOTES.toUpperCase());
  });
});
