// Modular Planner with LangChain.js and LangGraph.js, offline:
//   1. plain functions as LangChain tools → catalog entries and a ToolExecutor;
//   2. a LangChain chat model → an LlmClient for the LLM decomposer (a fake model here: swap in
//      `new ChatOpenAI({ model: "gpt-4o-mini", maxRetries: 0 })` from @langchain/openai for a real one);
//   3. the planner as a LangGraph node in a StateGraph, and as a LangChain tool.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { tool } from "@langchain/core/tools";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { createIntentFirstDecomposer } from "@modular-planner/decomposer-llm";
import { createExecutor } from "@modular-planner/executor";
import { createLangChainLlmClient, createLangChainToolset, createPlannerNode, createPlannerTool, type PlannerOutcome } from "@modular-planner/langchain";
import { createModularPlanner } from "@modular-planner/planner";
import { z } from "zod";

const DATA = fileURLToPath(new URL("../data/", import.meta.url));
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

// 1. Tools: real work on local files, declared the LangChain way.
const readTextFile = tool(async ({ path }) => ({ path, text: await readFile(DATA + basename(path), "utf8") }), {
  name: "read_text_file",
  description: "Read a text file and return its path and text.",
  schema: z.object({ path: z.string().describe("Name of the file to read") }),
});
const countWords = tool(({ text }) => ({ words: words(text).length }), {
  name: "count_words",
  description: "Count the words of a text.",
  schema: z.object({ text: z.string().describe("The text to count") }),
});
const topWords = tool(
  ({ text, n }) => {
    const counts = new Map<string, number>();
    for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n ?? 3)
      .map(([word, count]) => ({ word, count }));
  },
  {
    name: "top_words",
    description: "List the most frequent words of a text with their counts.",
    schema: z.object({ text: z.string().describe("The text to analyse"), n: z.number().int().min(1).optional().describe("How many words") }),
  },
);

const {
  tools,
  catalog,
  executor: toolExecutor,
} = createLangChainToolset([readTextFile, countWords, topWords], { overrides: { read_text_file: { effects: ["read"] } } });
const executor = createExecutor({ executors: [toolExecutor], catalog });

// 2. A chat model for the intent-first decomposer. The fake replays its answers in order: the goal's
//    sub-intents, then one answer per sub-intent (the planner checks each is a single action).
const intent = (id: string, text: string, params: { name: string; value: string }[]) => ({
  id,
  text,
  capability: null,
  params,
  depends_on: [],
  ask_user: false,
});
const read = intent("read", "read the file todo.txt", [{ name: "path", value: "todo.txt" }]);
const count = intent("count", 'count the words in "to be or not to be"', [{ name: "text", value: "to be or not to be" }]);
const answer = (intents: ReturnType<typeof intent>[]) => JSON.stringify({ intents, confidence: 0.9, rationale: `${intents.length} action(s)` });
const model = new FakeListChatModel({ responses: [answer([read, count]), answer([read]), answer([count])] });
const llm = createLangChainLlmClient({ model });
const llmPlanner = createModularPlanner({ tools, decomposer: createIntentFirstDecomposer({ llm }) });

// 3a. The planner as a LangGraph node.
const State = Annotation.Root({ goal: Annotation<string>(), planner: Annotation<PlannerOutcome>() });
const graph = new StateGraph(State)
  .addNode("plan_and_run", createPlannerNode<typeof State.State>({ planner: llmPlanner, executor }))
  .addEdge(START, "plan_and_run")
  .addEdge("plan_and_run", END)
  .compile();

const show = (label: string, outcome: PlannerOutcome) => {
  console.log(`${label}: ${outcome.goal}`);
  for (const step of outcome.plan?.steps ?? []) {
    const output = outcome.run?.outputs[step.id];
    console.log(`  ${step.id}: ${step.tool}(${JSON.stringify(step.params)}) → ${JSON.stringify(output?.value ?? null)}`);
  }
  console.log(`  status: ${outcome.status}`);
};

const fromGraph = await graph.invoke({ goal: "read todo.txt, and count the words in 'to be or not to be'" });
show(`graph (${llm.id})`, fromGraph.planner);

// 3b. The planner as a LangChain tool (offline defaults: pattern decomposer, catalog resolver).
const plannerTool = createPlannerTool({ planner: createModularPlanner({ tools }), executor });
const fromTool = JSON.parse(await plannerTool.invoke({ goal: "read notes.txt and list its 3 most frequent words", run: false })) as PlannerOutcome;
show(`tool ${plannerTool.name}`, fromTool);
const ran = JSON.parse(await plannerTool.invoke({ goal: 'list the 2 most frequent words of "a rose is a rose is a rose"', run: true })) as PlannerOutcome;
show(`tool ${plannerTool.name}`, ran);
