import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigurationError, type RunEvent } from "@modular-planner/core";
import { createExecutor } from "@modular-planner/executor";
import { createMemoryIntentGraphStore } from "@modular-planner/intent-graph";
import { createModularPlanner } from "@modular-planner/planner";
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, describe, expect, it } from "vitest";
import { createAISdkTools, plannerTool, type PlannerToolOutput } from "../src/index.js";
import { localTools } from "./local-tools.js";

const directory = await mkdtemp(join(tmpdir(), "ai-sdk-planner-tool-"));
afterAll(() => rm(directory, { recursive: true, force: true }));
await writeFile(join(directory, "notes.txt"), "hello planner");

const adapted = await createAISdkTools(localTools(directory));
const planner = createModularPlanner({ tools: adapted.tools, store: createMemoryIntentGraphStore() });
const executor = createExecutor({ executors: [adapted.executor], catalog: adapted.catalog });
const call = (planTool: ReturnType<typeof plannerTool>, input: Record<string, unknown>) =>
  planTool.execute!(input as never, { toolCallId: "c1", messages: [] }) as Promise<PlannerToolOutput>;

// Two steps with the values stated in the goal (the offline planner reads quoted values).
const READ_AND_SHOUT = 'read the file "notes.txt", then convert the text "hello planner" to upper case';

describe("plannerTool", () => {
  it("plans a goal over the AI SDK tools, runs it and returns every step's output as JSON", async () => {
    const output = await call(plannerTool({ planner, executor }), { goal: READ_AND_SHOUT });
    expect(output).toMatchObject({
      status: "succeeded",
      goal: READ_AND_SHOUT,
      steps: [
        { id: "i1", tool: "read_file", params: { path: "notes.txt" } },
        { id: "i2", tool: "uppercase_text", params: { text: "hello planner" } },
      ],
      verification: { ok: true },
      run: { finished: ["i1", "i2"], failed: [], outputs: { i1: { type: "text", value: "hello planner" }, i2: { type: "text", value: "HELLO PLANNER" } } },
    });
    expect(JSON.parse(JSON.stringify(output))).toEqual(output);
  });

  it("only plans when the caller says run: false, when run is never, or without an executor", async () => {
    for (const [planTool, input] of [
      [plannerTool({ planner, executor }), { goal: READ_AND_SHOUT, run: false }],
      [plannerTool({ planner, executor, run: "never" }), { goal: READ_AND_SHOUT }],
      [plannerTool({ planner }), { goal: READ_AND_SHOUT, run: true }],
    ] as const) {
      const output = await call(planTool, input);
      expect(output.status).toBe("planned");
      expect(output).not.toHaveProperty("run");
    }
  });

  it("offers run to the calling model only when it decides (on-request)", async () => {
    const schemaOf = async (planTool: ReturnType<typeof plannerTool>) =>
      await (planTool.inputSchema as { jsonSchema: PromiseLike<{ properties: object; required: string[] }> }).jsonSchema;
    expect(Object.keys((await schemaOf(plannerTool({ planner, executor }))).properties)).toEqual(["goal", "answer", "graphId", "run"]);
    expect(Object.keys((await schemaOf(plannerTool({ planner, executor, run: "always" }))).properties)).not.toContain("run");
    expect((await schemaOf(plannerTool({ planner }))).required).toEqual(["goal"]);
  });

  it("returns the planner's question instead of failing, and continues with the answer", async () => {
    const planTool = plannerTool({ planner, executor });
    const asked = await call(planTool, { goal: `${READ_AND_SHOUT}, then book a flight to Rome` });
    expect(asked).toMatchObject({ status: "needs-clarification", options: expect.arrayContaining(["drop"]) });
    if (asked.status !== "needs-clarification") throw new Error("expected a question");
    expect(asked.question).toContain("book a flight");
    expect(asked.graphId).toEqual(expect.any(String));
    const answered = await call(planTool, { goal: "(continued)", graphId: asked.graphId, answer: "drop" });
    expect(answered).toMatchObject({ status: "succeeded", run: { outputs: { i2: { value: "HELLO PLANNER" } } } });
  });

  it("is one tool of a larger agent: the model calls it and reads the outcome", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [
        {
          content: [{ type: "tool-call", toolCallId: "call-1", toolName: "plan", input: JSON.stringify({ goal: READ_AND_SHOUT }) }],
          finishReason: { unified: "tool-calls", raw: "tool_calls" },
          usage: {
            inputTokens: { total: 10, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
            outputTokens: { total: 5, text: undefined, reasoning: undefined },
          },
          warnings: [],
        },
        {
          content: [{ type: "text", text: "The file says HELLO PLANNER." }],
          finishReason: { unified: "stop", raw: "stop" },
          usage: {
            inputTokens: { total: 30, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
            outputTokens: { total: 8, text: undefined, reasoning: undefined },
          },
          warnings: [],
        },
      ],
    });
    const result = await generateText({
      model,
      tools: { plan: plannerTool({ planner, executor }) },
      prompt: "Shout the contents of notes.txt.",
      stopWhen: stepCountIs(3),
    });
    expect(result.text).toBe("The file says HELLO PLANNER.");
    const toolResult = result.steps[0]!.toolResults[0]!;
    expect(toolResult.toolName).toBe("plan");
    expect(toolResult.output).toMatchObject({ status: "succeeded", run: { outputs: { i2: { value: "HELLO PLANNER" } } } });
    const offered = model.doGenerateCalls[0]!.tools!;
    expect(offered).toEqual([expect.objectContaining({ type: "function", name: "plan", inputSchema: expect.objectContaining({ required: ["goal"] }) })]);
    expect(JSON.stringify(model.doGenerateCalls[1]!.prompt)).toContain("HELLO PLANNER");
  });

  it("passes the executor's run events to onEvent", async () => {
    const events: RunEvent[] = [];
    await call(plannerTool({ planner, executor, onEvent: (event) => events.push(event) }), { goal: READ_AND_SHOUT });
    const types = events.map((event) => event.type);
    expect(types[0]).toBe("run-start");
    expect(types.at(-1)).toBe("run-finish");
    expect(types.filter((type) => type === "plan-step-finish")).toHaveLength(2);
  });

  it("returns a planner error as code, message and hint", async () => {
    const failing = { plan: () => Promise.reject(new ConfigurationError("no catalog", { hint: "give tools" })) };
    expect(await call(plannerTool({ planner: failing }), { goal: "anything" })).toEqual({
      status: "error",
      code: "configuration-invalid",
      message: "no catalog",
      hint: "give tools",
    });
  });
});
