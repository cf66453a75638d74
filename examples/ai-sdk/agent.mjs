// Modular Planner inside an AI SDK agent, end to end and offline:
// 1. plain AI SDK tools (a temp folder of notes, arithmetic, text) become the planner's catalog and executor;
// 2. the planner becomes one tool (`plan`) of an AI SDK agent;
// 3. the agent's model (the AI SDK's MockLanguageModelV3 here, any provider model in real use)
//    calls `plan` with a goal, reads the JSON outcome, and answers.
// Run: node agent.mjs   (after `pnpm exec turbo run build --filter=@modular-planner/example-ai-sdk...`)
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAISdkTools, plannerTool } from "@modular-planner/ai-sdk";
import { createExecutor } from "@modular-planner/executor";
import { createModularPlanner } from "@modular-planner/planner";
import { generateText, jsonSchema, stepCountIs, tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { z } from "zod";

const folder = await mkdtemp(join(tmpdir(), "modular-planner-ai-sdk-"));
await writeFile(join(folder, "shopping.txt"), "apples pears plums");

// 1. Tools exactly as an AI SDK app defines them.
const tools = {
  read_file: tool({
    description: "Read a text file of the notes folder.",
    inputSchema: /** @type {import("ai").Schema<{ path: string }>} */ (
      jsonSchema({ type: "object", properties: { path: { type: "string", description: "file name" } }, required: ["path"] })
    ),
    execute: async ({ path }) => readFile(join(folder, path), "utf8"),
  }),
  list_files: tool({
    description: "List the files of the notes folder.",
    inputSchema: z.object({}),
    execute: async () => ({ files: (await readdir(folder)).sort() }),
  }),
  add_numbers: tool({
    description: "Add two numbers and return their sum.",
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ a, b }) => ({ sum: a + b }),
  }),
  uppercase_text: tool({
    description: "Convert a text to upper case.",
    inputSchema: z.object({ text: z.string() }),
    execute: async ({ text }) => text.toUpperCase(),
  }),
};

const adapted = await createAISdkTools(tools);
const planner = createModularPlanner({ tools: adapted.tools });
const executor = createExecutor({ executors: [adapted.executor], catalog: adapted.catalog });

// 2 and 3. The agent: its model calls `plan` once, then answers from the tool's result.
const goal = 'list the files, then read the file "shopping.txt", then convert the text "done" to upper case';
const usage = {
  inputTokens: { total: 0, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 0, text: undefined, reasoning: undefined },
};
const model = new MockLanguageModelV3({
  doGenerate: async ({ prompt }) => {
    const toolMessage = prompt.find((message) => message.role === "tool");
    if (!toolMessage) {
      return {
        content: [{ type: "tool-call", toolCallId: "call-1", toolName: "plan", input: JSON.stringify({ goal }) }],
        finishReason: { unified: "tool-calls", raw: "tool_calls" },
        usage,
        warnings: [],
      };
    }
    // A real model would read the JSON; the mock quotes what the run produced.
    const part = toolMessage.content[0];
    if (part?.type !== "tool-result" || part.output.type !== "json") throw new Error("expected the plan tool's JSON result");
    const outcome = /** @type {import("@modular-planner/ai-sdk").PlannerToolOutput & { status: "succeeded" }} */ (/** @type {unknown} */ (part.output.value));
    const outputs = Object.entries(outcome.run?.outputs ?? {}).map(([step, output]) => `${step}=${JSON.stringify(output.value)}`);
    return {
      content: [{ type: "text", text: `The plan ${outcome.status}: ${outputs.join(", ")}` }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
    };
  },
});

try {
  const result = await generateText({
    model,
    tools: { plan: plannerTool({ planner, executor }) },
    prompt: "What is on my shopping list? Then say done, loudly.",
    stopWhen: stepCountIs(3),
  });
  const outcome = /** @type {import("@modular-planner/ai-sdk").PlannerToolOutput} */ (result.steps[0]?.toolResults[0]?.output);
  if (!outcome || !("steps" in outcome)) throw new Error(`the plan tool did not plan: ${JSON.stringify(outcome)}`);
  console.log(`goal: ${goal}`);
  for (const step of outcome.steps) console.log(`step ${step.id}: ${step.tool} ${JSON.stringify(step.params)}`);
  console.log(`run: ${outcome.status}`);
  console.log(`agent: ${result.text}`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
