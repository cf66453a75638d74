import type { BaseMessage } from "@langchain/core/messages";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { createIntentFirstDecomposer } from "@modular-planner/decomposer-llm";
import { createExecutor } from "@modular-planner/executor";
import { createModularPlanner } from "@modular-planner/planner";
import { describe, expect, it } from "vitest";
import { createLangChainLlmClient, createLangChainToolset } from "../src/index.js";
import { textToolOverrides, textTools } from "./text-tools.js";

const intent = (id: string, text: string, params: { name: string; value: string }[], dependsOn: string[] = []) => ({
  id,
  text,
  capability: null,
  params,
  depends_on: dependsOn,
  ask_user: false,
});

describe("an LlmClient strategy of this repository on a LangChain chat model", () => {
  it("the intent-first decomposer answers through FakeListChatModel; the plan runs on LangChain tools", async () => {
    const requests: BaseMessage[][] = [];
    const answer = {
      intents: [
        intent("read", "read the file notes.txt", [{ name: "path", value: "notes.txt" }]),
        intent("top", 'list the 2 most frequent words of "to be or not to be"', [
          { name: "text", value: "to be or not to be" },
          { name: "n", value: "2" },
        ]),
      ],
      confidence: 0.9,
      rationale: "two independent actions",
    };
    // The planner asks again for each sub-intent (refinement); atomic ones come back as one intent.
    const atomic = (one: ReturnType<typeof intent>) => JSON.stringify({ intents: [{ ...one, id: "only" }], confidence: 0.9, rationale: "one action" });
    const model = new FakeListChatModel({
      responses: [JSON.stringify(answer), atomic(answer.intents[0]!), atomic(answer.intents[1]!)],
      callbacks: [{ handleChatModelStart: (_llm, batches) => void requests.push(batches[0]!) }],
    });
    const llm = createLangChainLlmClient({ model });
    const toolset = createLangChainToolset(textTools, { overrides: textToolOverrides });
    const planner = createModularPlanner({ tools: toolset.tools, decomposer: createIntentFirstDecomposer({ llm }) });

    const { plan, report } = await planner.plan("read notes.txt, and separately tell me the two most frequent words of 'to be or not to be'");
    const asked = requests.map((messages) => String(messages.at(-1)!.content).split("\n")[0]);
    expect(asked).toEqual([
      "Goal: read notes.txt, and separately tell me the two most frequent words of 'to be or not to be'",
      "Goal: read the file notes.txt",
      'Goal: list the 2 most frequent words of "to be or not to be"',
    ]);
    expect(report.ok).toBe(true);
    expect(plan.steps.map((step) => step.tool)).toEqual(["read_text_file", "top_words"]);

    const result = await createExecutor({ executors: [toolset.executor], catalog: toolset.catalog }).run(plan);
    expect(result.status).toBe("succeeded");
    const top = plan.steps.find((step) => step.tool === "top_words")!;
    expect(result.artifacts[top.id]!.value).toEqual([
      { word: "be", count: 2 },
      { word: "to", count: 2 },
    ]);
  });
});
