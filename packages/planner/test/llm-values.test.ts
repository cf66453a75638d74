import { ToolMetadataSchema, type ToolMetadataInput } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { startScriptedOpenAIServer, type RecordedRequest, type ScriptedWireServer } from "@modular-planner/testkit";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { afterEach, describe, expect, it } from "vitest";
import { isGrounded } from "../src/llm-values.js";
import { createModularPlanner } from "../src/index.js";

const registry = await loadRegistry();
const tool = (input: ToolMetadataInput) => ToolMetadataSchema.parse(input);
const tools = [
  tool({
    name: "search_flights",
    description: "Search flights between two cities on a date.",
    params: {
      type: "object",
      properties: {
        from: { type: "string", description: "Departure city" },
        to: { type: "string", description: "Arrival city" },
        date: { type: "string", format: "date", description: "Departure date" },
      },
      required: ["from", "to", "date"],
    },
    outputs: ["json"],
  }),
  tool({
    name: "book_flight",
    description: "Book a flight by its id.",
    params: { type: "object", properties: { flight_id: { type: "string" } }, required: ["flight_id"] },
    outputs: ["json"],
  }),
  tool({
    name: "send_email",
    description: "Send an email message to a recipient.",
    params: {
      type: "object",
      properties: { to: { type: "string", description: "Recipient e-mail address" }, body: { type: "string" } },
      required: ["to", "body"],
    },
    outputs: ["text"],
  }),
  registry.catalog.get("ask_user")!,
];
const now = new Date("2025-01-13T09:00:00Z");
const value = (parameter: string, json: unknown, words: string, from_step: string | null = null) => ({
  parameter,
  value_json: JSON.stringify(json),
  words,
  from_step,
});
/** The user message of a request (what the prompt says about the request and the tool). */
const userOf = (request: RecordedRequest) => (request.body.messages as { role: string; content: string }[]).find((message) => message.role === "user")!.content;

let server: ScriptedWireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const plannerAt = (baseURL: string) =>
  createModularPlanner({
    catalog: createToolCatalog(tools),
    capabilityMap: registry.capabilityMap,
    templates: [],
    requirements: createDeterministicExtractor(),
    verifiers: [createRulesVerifier()],
    decomposer: createPatternDecomposer(),
    resolver: createCatalogResolver(),
    narrowing: { cacheDir: false, cap: 5 },
    now: () => now,
    llm: createOpenAILlmClient({ baseURL, apiKey: "test", model: "small", retry: { baseDelayMs: 5, maxDelayMs: 20 } }),
    adaptation: "rules",
  });

describe("values through the LLM's structured output (scripted wire server)", () => {
  it("uses checked values and step references, flags a value the request does not state and asks for it instead", async () => {
    server = await startScriptedOpenAIServer((request) => {
      const user = userOf(request);
      if (request.body.response_format?.json_schema?.name !== "param_values") return { kind: "status", status: 400, message: "unexpected contract" };
      if (user.includes("Tool: search_flights"))
        // "Lyon" and a date appear nowhere in the request: flagged, not used.
        return {
          kind: "json",
          inputTokens: 120,
          outputTokens: 30,
          value: { values: [value("from", "Paris", "from Paris"), value("to", "Lyon", "to Lyon"), value("date", "2025-02-14", "on Valentine's day")] },
        };
      if (user.includes("Tool: book_flight")) return { kind: "json", value: { values: [value("flight_id", null, "", "i1")] } };
      return { kind: "json", value: { values: [value("to", "Bob", "to Bob"), value("body", null, "", "i2"), value("subject", "Trip", "")] } };
    });
    const result = await plannerAt(server.baseURL).plan("search flights from Paris to Rome, then book the cheapest one, and email the booking to Bob");
    expect(server.requests.map((request) => request.body.response_format?.json_schema?.name)).toEqual(["param_values", "param_values", "param_values"]);
    // The prompt carries the request, the tool's parameters, the earlier steps and today.
    expect(userOf(server.requests[1]!)).toContain("- i1: search_flights");
    expect(userOf(server.requests[0]!)).toContain("Today: 2025-01-13 (Monday)");
    expect(userOf(server.requests[0]!)).toContain("- date (string, date, required): Departure date");

    expect(result.report.ok).toBe(true);
    const [search, book, email] = result.plan.steps.filter((step) => step.kind === "tool");
    expect(search!.params.from).toBe("Paris");
    expect(search!.provenance?.from).toEqual({ source: "llm", words: "from Paris", how: "llm" });
    // Flagged values are asked, and the question says why.
    const asks = result.plan.steps.filter((step) => step.kind === "ask-user");
    expect(asks.map((step) => step.params.parameter)).toEqual(["to", "date"]);
    expect(search!.provenance?.to).toMatchObject({ source: "user", flagged: expect.stringContaining('"Lyon"') });
    expect(search!.provenance?.date?.flagged).toContain("appears nowhere in the request");
    expect(book!.params.flight_id).toEqual({ ref: search!.id });
    expect(email!.params).toEqual({ to: "Bob", body: { ref: book!.id } });
    expect(result.trace.some((entry) => entry.stage === `params:${email!.id}` && entry.decision === "send_email.subject flagged")).toBe(true);
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });

  it("falls back to the deterministic extractor when the LLM fails", async () => {
    server = await startScriptedOpenAIServer(() => ({ kind: "status", status: 400, message: "no" }));
    const result = await plannerAt(server.baseURL).plan("search flights from Paris to Rome next Wednesday");
    expect(result.plan.steps.find((step) => step.tool === "search_flights")!.params).toEqual({ from: "Paris", to: "Rome", date: "2025-01-15" });
    expect(result.trace.find((entry) => entry.stage.startsWith("values:"))).toMatchObject({ decision: "deterministic" });
  });

  it("isGrounded: the words must be in the request, the value in it or read from the words", () => {
    const text = "search flights from Paris to Rome next Wednesday for 2 people";
    expect(isGrounded("Paris", "from Paris", text, now)).toBe(true);
    expect(isGrounded("2025-01-15", "next Wednesday", text, now)).toBe(true);
    expect(isGrounded(2, "2 people", text, now)).toBe(true);
    expect(isGrounded("Lyon", "to Lyon", text, now)).toBe(false);
    expect(isGrounded("Lyon", "to Rome", text, now)).toBe(false);
    expect(isGrounded("2025-02-14", "next Wednesday", text, now)).toBe(false);
  });
});
