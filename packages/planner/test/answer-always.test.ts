import { createToolIndex } from "@modular-planner/retrieval";
import { describe, expect, it } from "vitest";
import { ClarificationNeededError, catalogFromTools, createModularPlanner } from "../src/index.js";
import { fixedDecomposer } from "./intent-fixtures.js";

// A small catalog of plain tools (the planner's defaults: pattern decomposer, catalog resolver).
const tools = [
  {
    name: "get_weather",
    description: "Get the weather forecast for a city.",
    params: { type: "object", properties: { city: { type: "string", description: "City name" } }, required: ["city"] },
    outputs: ["json"],
  },
  {
    name: "send_email",
    description: "Send an email message to a recipient.",
    params: {
      type: "object",
      properties: { to: { type: "string", description: "Recipient e-mail address" }, body: { type: "string", description: "Message body" } },
      required: ["to"],
    },
    outputs: ["text"],
  },
  {
    name: "book_hotel",
    description: "Book a hotel room in a city for a number of nights.",
    params: {
      type: "object",
      properties: { city: { type: "string", description: "City name" }, nights: { type: "integer", description: "Number of nights" } },
      required: ["city"],
    },
    outputs: ["json"],
  },
  {
    name: "translate_text",
    description: "Translate a text into another language.",
    params: {
      type: "object",
      properties: { text: { type: "string", description: "Text to translate" }, language: { type: "string", description: "Target language" } },
      required: ["text"],
    },
    outputs: ["text"],
  },
];
const confident = "get the weather in Paris and email it to bob@example.com";
// No known action verb opens it: the pattern decomposer abstains and the planner would ask.
const unsure = "I would love a hotel room in Lisbon for three nights, and the forecast there";

const settings = { tools, narrowing: { cacheDir: false } } as const;
const toolsOf = (plan: { steps: { kind: string; tool: string }[] }) => plan.steps.filter((step) => step.kind === "tool").map((step) => step.tool);
const topOfOneRetrieval = async (text: string, k: number) =>
  (await (await createToolIndex({ tools: catalogFromTools(tools).tools, cacheDir: false })).search(text, { k })).map((hit) => hit.tool.name);

describe("answerAlways (issue #20, item 5)", () => {
  it("keeps the planner's own plan when its decomposition is confident", async () => {
    const asking = await createModularPlanner(settings).plan({ id: "g", text: confident });
    const result = await createModularPlanner({ ...settings, answerAlways: true }).plan({ id: "g", text: confident });
    expect(toolsOf(result.plan)).toEqual(["get_weather", "send_email"]);
    expect(result.plan).toEqual(asking.plan);
    expect(result.trace.some((entry) => entry.stage === "answer-always")).toBe(false);
  });

  it("falls back to the top-2 tools of one retrieval, chained, when the intents resolve weakly", async () => {
    // Asking mode plans what it has: the whole request as one weak intent (best score below the default minStepScore 0.35).
    const asking = await createModularPlanner(settings).plan(unsure);
    expect(toolsOf(asking.plan)).toEqual(["book_hotel"]);
    const result = await createModularPlanner({ ...settings, answerAlways: true }).plan(unsure);
    expect(toolsOf(result.plan)).toEqual(await topOfOneRetrieval(unsure, 2));
    expect(toolsOf(result.plan)).toEqual(["book_hotel", "get_weather"]);
    const [first, second] = result.plan.steps;
    expect(first!.satisfies).toEqual(["intent:i1"]);
    expect(second!.satisfies).toEqual(["intent:i2"]);
    expect(second!.dependsOn).toEqual([first!.id]);
    expect(second!.params).toMatchObject({ city: "Lisbon" });
    expect(result.report.ok).toBe(true);
    const fallback = result.trace.find((entry) => entry.stage === "answer-always")!;
    expect(fallback.decision).toBe("book_hotel → get_weather");
    expect(fallback.reason).toMatch(/the weakest of 1 step\(s\) resolved with best score 0\.\d+, below 0\.35/);
    expect(result.intents.map((intent) => intent.resolutions[0]!.strategy)).toEqual(["answer-always", "answer-always"]);
  });

  it("answers instead of asking when the planner would ask", async () => {
    const strict = { ...settings, refinement: false } as const;
    await expect(createModularPlanner(strict).plan(unsure)).rejects.toBeInstanceOf(ClarificationNeededError);
    const result = await createModularPlanner({ ...strict, answerAlways: true }).plan(unsure);
    expect(toolsOf(result.plan)).toEqual(["book_hotel", "get_weather"]);
    expect(result.trace.find((entry) => entry.stage === "answer-always")!.reason).toMatch(/the planner would ask/);
  });

  it("falls back when the plan has fewer tool steps than the fallback chains for a request of several clauses", async () => {
    // Even with every resolution score accepted, one step cannot answer "a hotel room …, and the forecast there".
    const result = await createModularPlanner({ ...settings, answerAlways: { minStepScore: 0 } }).plan(unsure);
    expect(toolsOf(result.plan)).toEqual(["book_hotel", "get_weather"]);
    expect(result.trace.find((entry) => entry.stage === "answer-always")!.reason).toMatch(
      /1 tool step\(s\) for a request of 2 clauses, fewer than the 2 of the fallback/,
    );
  });

  it("minStepScore sets how sure the decomposition must be, topK how many tools the fallback chains", async () => {
    const oneClause = "I would love a hotel room in Lisbon for three nights";
    const lenient = await createModularPlanner({ ...settings, answerAlways: { minStepScore: 0 } }).plan(oneClause);
    expect(toolsOf(lenient.plan)).toEqual(["book_hotel"]);
    expect(toolsOf((await createModularPlanner({ ...settings, answerAlways: true }).plan(oneClause)).plan)).toEqual(await topOfOneRetrieval(oneClause, 2));
    const demanding = await createModularPlanner({ ...settings, answerAlways: { minStepScore: 0.9, topK: 3 } }).plan(confident);
    expect(toolsOf(demanding.plan)).toEqual(await topOfOneRetrieval(confident, 3));
    expect(toolsOf(demanding.plan)).toHaveLength(3);
    expect(demanding.trace.find((entry) => entry.stage === "answer-always")!.reason).toMatch(/weakest of 2 step\(s\) .*below 0\.9/);
  });

  it("the weakest step decides, not the mean: one weak step among strong ones sends the plan to the fallback", async () => {
    const confidentPlan = await createModularPlanner(settings).plan({ id: "g", text: confident });
    const scores = confidentPlan.intents.map((intent) => intent.resolutions[0]!.score);
    const [weakest, strongest] = [Math.min(...scores), Math.max(...scores)];
    expect(weakest).toBeLessThan(strongest);
    const between = (weakest + strongest) / 2;
    // The mean is above a gate between the two scores; the weakest step is below it.
    const byMean = await createModularPlanner({
      ...settings,
      answerAlways: { minStepScore: 0, minMeanScore: Math.min(between, scores.reduce((a, b) => a + b, 0) / scores.length) },
    }).plan({ id: "g", text: confident });
    expect(byMean.trace.some((entry) => entry.stage === "answer-always")).toBe(false);
    const byStep = await createModularPlanner({ ...settings, answerAlways: { minStepScore: between } }).plan({ id: "g", text: confident });
    expect(byStep.trace.find((entry) => entry.stage === "answer-always")!.reason).toMatch(/weakest of 2 step/);
  });

  describe("linkSteps: the planner's own plan states an order, as the fallback chain does", () => {
    // Two intents the decomposer states as independent (no dependsOn), both resolving clearly.
    const goal = { id: "g", text: "get the weather in Paris and book a hotel in Paris for two nights" };
    const independent = () =>
      fixedDecomposer([
        { id: "i1", text: "get the weather in Paris" },
        { id: "i2", text: "book a hotel in Paris for two nights" },
      ]);
    const plan = (answerAlways: boolean | { linkSteps: boolean }) =>
      createModularPlanner({ ...settings, refinement: false, decomposer: independent(), answerAlways }).plan(goal);

    it("links a tool step that depends on no earlier tool step to the one before it", async () => {
      const asking = await plan(false);
      expect(toolsOf(asking.plan)).toEqual(["get_weather", "book_hotel"]);
      expect(asking.plan.steps.map((step) => step.dependsOn)).toEqual([[], []]);
      const result = await plan(true);
      expect(result.trace.some((entry) => entry.stage === "answer-always")).toBe(false);
      expect(toolsOf(result.plan)).toEqual(["get_weather", "book_hotel"]);
      const [first, second] = result.plan.steps;
      expect(first!.dependsOn).toEqual([]);
      expect(second!.dependsOn).toEqual([first!.id]);
      expect(result.report.ok).toBe(true);
      expect(result.trace.find((entry) => entry.stage === "answer-always-links")!.decision).toBe(`${first!.id} → ${second!.id}`);
    });

    it("keeps the links a plan already states and adds none when every step has one", async () => {
      const chained = await createModularPlanner({ ...settings, answerAlways: true }).plan({ id: "g", text: confident });
      const asking = await createModularPlanner(settings).plan({ id: "g", text: confident });
      expect(chained.plan).toEqual(asking.plan);
      expect(chained.trace.some((entry) => entry.stage === "answer-always-links")).toBe(false);
    });

    it("a step that already depends on an earlier tool step keeps that link and gets no other", async () => {
      const decomposer = fixedDecomposer([
        { id: "i1", text: "get the weather in Paris" },
        { id: "i2", text: "book a hotel in Paris for two nights" },
        { id: "i3", text: "email the forecast to bob@example.com", dependsOn: ["i1"] },
      ]);
      const result = await createModularPlanner({ ...settings, refinement: false, decomposer, answerAlways: true }).plan({
        id: "g",
        text: "get the weather in Paris, book a hotel in Paris for two nights and email the forecast to bob@example.com",
      });
      expect(toolsOf(result.plan)).toEqual(["get_weather", "book_hotel", "send_email"]);
      const [first, second, third] = result.plan.steps;
      expect(second!.dependsOn).toEqual([first!.id]);
      expect(third!.dependsOn).toEqual([first!.id]);
      expect(result.trace.find((entry) => entry.stage === "answer-always-links")!.decision).toBe(`${first!.id} → ${second!.id}`);
    });

    it("linkSteps: false keeps the steps' own links", async () => {
      const result = await plan({ linkSteps: false });
      expect(result.plan.steps.map((step) => step.dependsOn)).toEqual([[], []]);
      expect(result.trace.some((entry) => entry.stage === "answer-always-links")).toBe(false);
    });
  });
});
