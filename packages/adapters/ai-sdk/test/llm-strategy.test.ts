import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeDecomposerConformance } from "@modular-planner/testkit";
import { createGroundedDecomposer } from "@modular-planner/decomposer-llm";
import { createExecutor } from "@modular-planner/executor";
import { createModularPlanner } from "@modular-planner/planner";
import { afterAll, describe, expect, it } from "vitest";
import { createAISdkLlmClient, createAISdkTools } from "../src/index.js";
import { localTools } from "./local-tools.js";
import { promptText, scriptedModel } from "./scripted-model.js";

const directory = await mkdtemp(join(tmpdir(), "ai-sdk-llm-strategy-"));
afterAll(() => rm(directory, { recursive: true, force: true }));
await writeFile(join(directory, "notes.txt"), "three short words");
const adapted = await createAISdkTools(localTools(directory));

/**
 * A model that decomposes like a grounded LLM would: it reads the tools listed in the prompt and
 * answers the `sub_intents` contract with the tools the goal's words name, values filled in.
 */
const decomposingModel = () =>
  scriptedModel((call) => {
    const prompt = promptText(call);
    const listed = new Set([...prompt.matchAll(/^- ([a-z_]+): /gm)].map((match) => match[1]!));
    const intents = [];
    if (listed.has("read_file") && prompt.includes("notes.txt")) {
      intents.push({
        id: "read",
        text: "read notes.txt",
        capability: "read_file",
        params: [{ name: "path", value: "notes.txt" }],
        depends_on: [],
        ask_user: false,
      });
    }
    if (listed.has("add_numbers") && /add 2 and 40/.test(prompt)) {
      intents.push({
        id: "sum",
        text: "add 2 and 40",
        capability: "add_numbers",
        params: [
          { name: "a", value: "2" },
          { name: "b", value: "40" },
        ],
        depends_on: [],
        ask_user: false,
      });
    }
    return {
      kind: "json",
      value: { intents, confidence: intents.length > 0 ? 0.9 : 0.1, rationale: `${intents.length} tools named` },
      inputTokens: 100,
      outputTokens: 30,
    };
  });

describeDecomposerConformance({
  name: "grounded decomposer over the AI SDK adapter",
  create: () => createGroundedDecomposer({ llm: createAISdkLlmClient({ model: decomposingModel() }) }),
  goals: [{ goal: { id: "g", text: "read notes.txt and add 2 and 40", facts: [] }, context: { tools: adapted.tools }, minIntents: 2 }],
  abstainOn: { goal: { id: "g", text: "read notes.txt", facts: [] }, context: { tools: [] } },
  supportsCancellation: true,
});

describe("an LLM strategy of this repository through an AI SDK model", () => {
  it("the grounded decomposer plans over AI SDK tools with the mock model's values, and the plan runs", async () => {
    const model = decomposingModel();
    const llm = createAISdkLlmClient({ model });
    const planner = createModularPlanner({ tools: adapted.tools, decomposer: createGroundedDecomposer({ llm }) });
    const { plan, report, usage } = await planner.plan("read notes.txt and add 2 and 40");
    expect(report.ok).toBe(true);
    expect(plan.steps.map((step) => [step.tool, step.params])).toEqual([
      ["read_file", { path: "notes.txt" }],
      ["add_numbers", { a: 2, b: 40 }],
    ]);
    expect(usage).toEqual({ inputTokens: 100, outputTokens: 30 });
    // The grounded prompt went to the AI SDK model with the AI SDK tools' names and parameters.
    const prompt = promptText(model.doGenerateCalls[0]!);
    expect(prompt).toContain("- add_numbers: Add two numbers and return their sum.");
    expect(prompt).toContain("a (number, first number, required)");
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: "json", name: "sub_intents" });

    const result = await createExecutor({ executors: [adapted.executor], catalog: adapted.catalog }).run(plan);
    expect(result.status).toBe("succeeded");
    expect(plan.steps.map((step) => result.artifacts[step.id]?.value)).toEqual(["three short words", { sum: 42 }]);
  });
});
