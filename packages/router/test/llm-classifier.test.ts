import { IntentClassificationSchema } from "@modular-planner/core";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import { startScriptedOpenAIServer, type ScriptedWireServer } from "@modular-planner/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { createLlmIntentClassifier, createRouter, emptySession, recordTurn } from "../src/index.js";

const columns = [{ name: "revenue", aliases: ["sales", "turnover"] }, { name: "region", aliases: ["area"] }, { name: "date" }];
const capabilities = [
  { name: "aggregate_time", description: "group rows by a time grain" },
  { name: "plot_trend", description: "draw a line chart" },
];

const answer = (over: Partial<Record<string, unknown>> = {}) => ({
  intent: "time_series",
  entities: [{ name: "column", value: "revenue" }],
  confidence: 0.9,
  gating: { satisfied: true, missing: [] },
  action: "plan",
  reasoning_summary: "asks for revenue over time",
  clarifying_question: null,
  ...over,
});

let server: ScriptedWireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function client(s: ScriptedWireServer, mode: "openai-strict" | "vllm-guided" = "openai-strict") {
  return createOpenAILlmClient({ baseURL: s.baseURL, apiKey: "test", model: "small", mode, maxRetries: 0, retry: { baseDelayMs: 1, maxDelayMs: 2 } });
}

describe("LLM intent classifier through the openai SDK", () => {
  it("sends the question, session memory, columns with aliases, capabilities and intents under the strict contract", async () => {
    server = await startScriptedOpenAIServer([
      { kind: "json", value: answer({ entities: [{ name: "column", value: "sales" }] }), inputTokens: 300, outputTokens: 40 },
    ]);
    const usage: number[] = [];
    const classifier = createLlmIntentClassifier({ llm: client(server), columns, capabilities, onUsage: (u) => usage.push(u.inputTokens) });
    let session = recordTurn(emptySession("s1"), { user: "load sales.csv", intent: "load_data", addFacts: ["data_loaded"] });
    session = { ...session, summary: "load_data: load sales.csv" };
    const c = await classifier.classify({ text: "how did revnue evolve per month?", session });

    const { template: _t, candidates: _c, options: _o, followUp: _f, classifier: _k, fallbackReason: _r, ...contract } = c;
    expect(IntentClassificationSchema.parse(contract)).toBeTruthy();
    expect(c).toMatchObject({
      intent: "time_series",
      template: "time_series",
      action: "plan",
      confidence: 0.9,
      classifier: "llm",
      gating: { satisfied: true, missing: [] },
    });
    // An alias the model named is mapped to the column.
    expect(c.entities).toEqual([{ name: "column", value: "revenue" }]);
    expect(usage).toEqual([300]);

    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]!.body;
    expect(body.model).toBe("small");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.name).toBe("intent_classification");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual([
      "intent",
      "entities",
      "confidence",
      "gating",
      "action",
      "reasoning_summary",
      "clarifying_question",
    ]);
    const user = body.messages.find((m: { role: string }) => m.role === "user").content as string;
    expect(user).toContain("Question: how did revnue evolve per month?");
    expect(user).toContain("- revenue (also: sales, turnover)");
    expect(user).toContain("- region (also: area)");
    expect(user).toContain("- aggregate_time: group rows by a time grain");
    expect(user).toContain("- time_series: a trend over time");
    expect(user).toContain("- risk: ");
    expect(user).toMatch(/- risk: .*requires session facts: data_loaded, step:tpr:completed/);
    expect(user).toContain("load_data: load sales.csv");
    expect(user).toContain("Facts: data_loaded, last_intent:load_data");
    expect(user).not.toContain("previous answer was rejected");
  });

  it("re-asks an answer with an unknown intent or column, naming the error, and accepts the corrected one", async () => {
    server = await startScriptedOpenAIServer([
      { kind: "json", value: answer({ intent: "forecast" }) },
      { kind: "json", value: answer({ entities: [{ name: "column", value: "profit" }] }) },
      { kind: "json", value: answer({ intent: "comparative", entities: [{ name: "column", value: "region" }] }) },
    ]);
    const c = await createLlmIntentClassifier({ llm: client(server, "vllm-guided"), columns, capabilities }).classify({ text: "regions side by side" });
    expect(c).toMatchObject({ intent: "comparative", template: "comparative", action: "plan", classifier: "llm" });
    expect(server.requests).toHaveLength(3);
    const users = server.requests.map((r) => r.body.messages.find((m: { role: string }) => m.role === "user").content as string);
    expect(users[0]).not.toContain("rejected");
    expect(users[1]).toMatch(/rejected: intent "forecast" is not one of: time_series, comparative/);
    expect(users[2]).toMatch(/rejected: column "profit" is not one of: revenue, region, date/);
    expect(server.requests[0]!.body.structured_outputs.json.additionalProperties).toBe(false);
  });

  it("falls back to the deterministic classifier when the labels stay invalid, and says so", async () => {
    server = await startScriptedOpenAIServer(() => ({ kind: "json", value: answer({ intent: "forecast" }) }));
    const c = await createLlmIntentClassifier({ llm: client(server), columns, maxLabelRetries: 1 }).classify({ text: "revenue trend per month" });
    expect(server.requests).toHaveLength(2);
    expect(c.intent).toBe("time_series");
    expect(c.classifier).toBe("deterministic");
    expect(c.fallbackReason).toMatch(/outside the allowed labels 2 times/);
    expect(c.reasoning_summary).toMatch(/^Deterministic fallback \(the LLM answered outside the allowed labels/);
  });

  it("falls back when the LLM request fails (HTTP 500, then a refused connection)", async () => {
    server = await startScriptedOpenAIServer(() => ({ kind: "status", status: 500, message: "model crashed" }));
    const c = await createLlmIntentClassifier({ llm: client(server), columns }).classify({ text: "top 5 regions by revenue" });
    expect(c).toMatchObject({ intent: "ranking", classifier: "deterministic" });
    expect(c.fallbackReason).toMatch(/the LLM classifier failed: .*500/);

    const url = server.baseURL;
    await server.close();
    server = undefined;
    const offline = createOpenAILlmClient({ baseURL: url, apiKey: "k", maxRetries: 0 });
    const d = await createLlmIntentClassifier({ llm: offline, columns }).classify({ text: "top 5 regions by revenue" });
    expect(d).toMatchObject({ intent: "ranking", classifier: "deterministic" });
    expect(d.reasoning_summary).toMatch(/^Deterministic fallback \(the LLM classifier failed/);
  });

  it("turns a low-confidence or unknown answer into one clarifying question, and a gated intent into a fork in the router", async () => {
    server = await startScriptedOpenAIServer([
      { kind: "json", value: answer({ intent: "unknown", confidence: 0.2, action: "clarify", clarifying_question: "Revenue over time or by region?" }) },
      { kind: "json", value: answer({ intent: "risk", entities: [], confidence: 0.8 }) },
    ]);
    const router = createRouter({ classifier: createLlmIntentClassifier({ llm: client(server), columns }) });
    const ask = await router.route({ text: "numbers please" });
    expect(ask.action).toBe("clarify");
    expect(ask.route).toBe("Clarify");
    expect(ask.clarification?.question).toBe("Revenue over time or by region?");
    expect(ask.clarification?.options.length).toBeGreaterThan(1);

    const fork = await router.route({ text: "run the risk model", session: { ...emptySession("s"), facts: ["data_loaded"] } });
    expect(fork.action).toBe("fork");
    expect(fork.classification.gating).toEqual({ satisfied: false, missing: ["step:tpr:completed"] });
    expect(fork.fork?.step).toBe("tpr");
  });
});
