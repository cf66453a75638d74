import { ToolMetadataSchema, type LlmClient } from "@modular-planner/core";
import { createGroundedDecomposer, createIntentFirstDecomposer } from "@modular-planner/decomposer-llm";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import {
  decompositionAnswer as output,
  decompositionIntent as intent,
  describeDecomposerConformance,
  startScriptedOpenAIServer,
  type RecordedRequest,
  type ScriptedWireServer,
  type WireAnswer,
  type WireScript,
} from "@modular-planner/testkit";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createHybridDecomposer } from "../src/index.js";

const goal = (text: string) => ({ id: "g", text, facts: [] });
const tools = [
  ToolMetadataSchema.parse({
    name: "list_issues",
    description: "List the issues of a repository.",
    params: { type: "object", properties: { repo: { type: "string" }, per_page: { type: "integer" } }, required: ["repo"] },
  }),
  ToolMetadataSchema.parse({
    name: "ask_page_size",
    description: "Ask the user how many items per page.",
    params: { type: "object", properties: { question: { type: "string" } } },
  }),
];
const interactive = "ask me for the page size, then list the issues";

const userText = (request: RecordedRequest): string => request.body.messages.find((message: { role: string }) => message.role === "user").content;

/** Grounded prompts (listed tools) get one step per tool; intent-first prompts an ask then a list. */
function scriptedModel(request: RecordedRequest): WireAnswer {
  const listed = [...userText(request).matchAll(/^- ([a-z_]+): /gm)].map((match) => match[1]!);
  if (listed.length > 0)
    return output(
      listed.reverse().map((name, index) => intent(`t${index + 1}`, `use ${name}`, { capability: name, depends_on: index > 0 ? [`t${index}`] : [] })),
    );
  return output([intent("ask", "ask for the page size", { ask_user: true }), intent("list", "list the issues", { depends_on: ["ask"] })]);
}

const conformanceServer = await startScriptedOpenAIServer(scriptedModel);
afterAll(() => conformanceServer.close());
const conformanceClient = createOpenAILlmClient({ baseURL: conformanceServer.baseURL, apiKey: "k", model: "small", retry: { baseDelayMs: 1 } });

describeDecomposerConformance({
  name: "hybrid without an LLM",
  create: () => createHybridDecomposer({ pattern: createPatternDecomposer() }),
  goals: [{ goal: goal("create an entity for Alice in memory, then list the files in the folder"), minIntents: 2 }],
  abstainOn: { goal: goal(interactive) },
  supportsCancellation: true,
});

describeDecomposerConformance({
  name: "hybrid with grounded and intent-first (openai wire server)",
  create: () =>
    createHybridDecomposer({
      pattern: createPatternDecomposer(),
      grounded: createGroundedDecomposer({ llm: conformanceClient }),
      intentFirst: createIntentFirstDecomposer({ llm: conformanceClient }),
    }),
  goals: [{ goal: goal(interactive), context: { tools }, minIntents: 2 }, { goal: goal(interactive), minIntents: 2 }, { goal: goal("plot revenue over time") }],
  supportsCancellation: true,
});

let server: ScriptedWireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
async function clientWith(script: WireScript): Promise<LlmClient> {
  server = await startScriptedOpenAIServer(script);
  return createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "k", model: "small", retry: { baseDelayMs: 1 } });
}
async function hybridWith(script: WireScript, threshold?: number) {
  const llm = await clientWith(script);
  return createHybridDecomposer({
    pattern: createPatternDecomposer(),
    grounded: createGroundedDecomposer({ llm }),
    intentFirst: createIntentFirstDecomposer({ llm }),
    ...(threshold === undefined ? {} : { threshold }),
  });
}

describe("hybrid decomposer branches", () => {
  it("keeps the pattern answer at or above the threshold without calling the LLM", async () => {
    const hybrid = await hybridWith(scriptedModel);
    const result = await hybrid.decompose(goal("plot revenue over time"), { tools });
    expect(result.strategy).toBe("pattern");
    expect(result.rationale).toBe("pattern: one imperative clause");
    expect(result.intents.map((item) => item.text)).toEqual(["plot revenue over time"]);
    expect(server!.requests).toHaveLength(0);
  });

  it("below the threshold with narrowed tools, asks the grounded decomposer and shows it only those tools", async () => {
    const hybrid = await hybridWith(scriptedModel);
    const result = await hybrid.decompose(goal(interactive), { tools });
    expect(result.strategy).toBe("grounded");
    expect(result.rationale).toMatch(/^grounded: 2 steps \(pattern confidence 0 is below 0\.5 \(needs user interaction/);
    expect(result.intents.map((item) => item.capability)).toEqual(["ask_page_size", "list_issues"]);
    expect(result.usage).toEqual({ inputTokens: 100, outputTokens: 20 });
    expect(server!.requests).toHaveLength(1);
    expect(userText(server!.requests[0]!)).toContain("- list_issues: List the issues of a repository.");
  });

  it("below the threshold without tools, asks the intent-first decomposer", async () => {
    const hybrid = await hybridWith(scriptedModel);
    const result = await hybrid.decompose(goal(interactive), {});
    expect(result.strategy).toBe("intent-first");
    expect(result.rationale).toMatch(/^intent-first: 2 steps \(pattern confidence 0/);
    expect(result.intents.map((item) => [item.id, item.askUser])).toEqual([
      ["ask", true],
      ["list", false],
    ]);
    expect(userText(server!.requests[0]!)).not.toContain("list_issues");
  });

  it("a pattern answer under a raised threshold goes to the LLM too", async () => {
    const hybrid = await hybridWith(scriptedModel, 0.75);
    const result = await hybrid.decompose(goal("create an entity for Alice, then list the files"), {});
    expect(result.strategy).toBe("intent-first");
    expect(result.rationale).toContain("pattern confidence 0.7 is below 0.75 (2 imperative clauses in sequence)");
  });

  it("falls back to intent-first when the grounded decomposer abstains", async () => {
    const hybrid = await hybridWith([output([]), output([intent("a", "ask for the page size", { ask_user: true })])]);
    const result = await hybrid.decompose(goal(interactive), { tools });
    expect(result.strategy).toBe("intent-first");
    expect(server!.requests).toHaveLength(2);
    expect(result.usage).toEqual({ inputTokens: 200, outputTokens: 40 });
  });

  it("with no LLM decomposer, answers confidence 0 with a clarification naming what it could not decide", async () => {
    const result = await createHybridDecomposer({ pattern: createPatternDecomposer() }).decompose(goal(interactive), { tools });
    expect(result.strategy).toBe("none");
    expect(result.intents).toEqual([]);
    expect(result.confidence).toBe(0);
    expect(result.clarification!.question).toContain(
      'I could not split "ask me for the page size, then list the issues" into steps with confidence: needs user interaction ("ask me")',
    );
    expect(result.clarification!.reason).toContain("no LLM decomposer (grounded or intent-first) is configured");
    expect(result.clarification!.options).toEqual([]);
  });

  it("never returns the pattern's low-confidence reading as the answer: it becomes an option of the clarification", async () => {
    const result = await createHybridDecomposer({ pattern: createPatternDecomposer(), threshold: 0.9 }).decompose(
      goal("create an entity for Alice, then list the files"),
      {},
    );
    expect(result.intents).toEqual([]);
    expect(result.confidence).toBe(0);
    expect(result.clarification!.options).toEqual([
      { label: "create an entity for Alice → list the files", score: 0.7, consequence: "plan these 2 steps as read by pattern" },
    ]);
  });

  it("with only a grounded decomposer and no narrowed tools, says the grounded decomposer needs tools", async () => {
    const llm = await clientWith([]);
    const result = await createHybridDecomposer({ pattern: createPatternDecomposer(), grounded: createGroundedDecomposer({ llm }) }).decompose(
      goal(interactive),
      {},
    );
    expect(result.strategy).toBe("none");
    expect(result.clarification!.reason).toContain("the grounded decomposer needs narrowed tools (context.tools is empty)");
    expect(server!.requests).toHaveLength(0);
  });

  it("turns LLM answers that stay invalid into a clarification, not a guess", async () => {
    const hybrid = await hybridWith(() => output([intent("a", "a", { depends_on: ["a"] })]));
    const result = await hybrid.decompose(goal(interactive), {});
    expect(result.strategy).toBe("none");
    expect(result.confidence).toBe(0);
    expect(result.clarification!.reason).toContain(
      'intent-first gave no valid answer (Step "decompose-intent-first": no valid sub_intents answer after 2 attempts',
    );
    expect(server!.requests).toHaveLength(2);
  });

  it("lets request failures through (a misconfigured LLM is not a clarification)", async () => {
    const hybrid = await hybridWith([{ kind: "status", status: 401, message: "bad key" }]);
    await expect(hybrid.decompose(goal(interactive), {})).rejects.toMatchObject({ code: "llm-request-failed" });
  });
});

describe("the cases decomposer", () => {
  const fixed = (id: string, answer: boolean) => ({
    specificationVersion: "v1" as const,
    id,
    decompose: async () =>
      answer
        ? {
            intents: [{ id: "i1", text: "list the issues", capability: "list_issues", params: {}, dependsOn: [], satisfies: [], askUser: false }],
            confidence: 0.4,
            rationale: "nearest case c7",
          }
        : { intents: [], confidence: 0, rationale: "no similar solved request" },
  });

  it("is tried after the pattern decomposer and before asking", async () => {
    const result = await createHybridDecomposer({ pattern: createPatternDecomposer(), cases: fixed("cases", true) }).decompose(goal(interactive), {});
    expect(result.strategy).toBe("cases");
    expect(result.intents.map((item) => item.capability)).toEqual(["list_issues"]);
    expect(result.rationale).toMatch(/^cases: nearest case c7/);
  });

  it("with casesOverPattern, a more confident case answers over a confident pattern reading; a less confident one does not", async () => {
    const confident = (confidence: number) => ({
      ...fixed("cases", true),
      decompose: async () => ({ ...(await fixed("cases", true).decompose()), confidence }),
    });
    const text = "load sales.csv and describe it";
    const pattern = await createHybridDecomposer({ pattern: createPatternDecomposer() }).decompose(goal(text), {});
    expect(pattern.strategy).toBe("pattern");
    expect(pattern.confidence).toBeLessThan(1);
    const over = await createHybridDecomposer({ pattern: createPatternDecomposer(), cases: confident(1), casesOverPattern: true }).decompose(goal(text), {});
    expect(over.strategy).toBe("cases");
    expect(over.rationale).toMatch(/^cases: nearest case c7 \(more confident than pattern confidence/);
    expect(
      (
        await createHybridDecomposer({ pattern: createPatternDecomposer(), cases: confident(pattern.confidence), casesOverPattern: true }).decompose(
          goal(text),
          {},
        )
      ).strategy,
    ).toBe("pattern");
    expect((await createHybridDecomposer({ pattern: createPatternDecomposer(), cases: confident(1) }).decompose(goal(text), {})).strategy).toBe("pattern");
  });

  it("still asks when it abstains and no LLM decomposer is configured", async () => {
    const result = await createHybridDecomposer({ pattern: createPatternDecomposer(), cases: fixed("cases", false) }).decompose(goal(interactive), {});
    expect(result.strategy).toBe("none");
    expect(result.clarification?.reason).toMatch(/cases abstained/);
    expect(result.clarification?.reason).toMatch(/no LLM decomposer/);
  });
});
