import type { BaseMessage } from "@langchain/core/messages";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { ModularPlannerError, type LlmMessage } from "@modular-planner/core";
import { describeLlmClientConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLangChainLlmClient } from "../src/index.js";
import { ScriptedChatModel, ScriptedToolCallingChatModel } from "./scripted-chat-model.js";

const City = z.object({ city: z.string(), population: z.number().int() }).strict();
const messages: LlmMessage[] = [
  { role: "system", content: "You answer geography questions." },
  { role: "user", content: "Largest city of Portugal?" },
];

/** LangChain's callback system sees every request the model gets: the messages, as the provider would. */
function recordRequests() {
  const requests: BaseMessage[][] = [];
  return { requests, callbacks: [{ handleChatModelStart: (_llm: unknown, batches: BaseMessage[][]) => void requests.push(batches[0]!) }] };
}

describe("createLangChainLlmClient with LangChain's FakeListChatModel", () => {
  it("uses withStructuredOutput for a model with tool calling (auto), and returns the typed answer", async () => {
    const { requests, callbacks } = recordRequests();
    const model = new FakeListChatModel({ responses: ['{"city":"Lisbon","population":545000}'], callbacks });
    const client = createLangChainLlmClient({ model });
    expect(client.mode).toBe("structured");
    expect(client.id).toBe("langchain:fake-list");
    const result = await client.generateObject({ schema: City, schemaName: "city", messages, step: "test" });
    expect(result).toMatchObject({ object: { city: "Lisbon", population: 545_000 }, attempts: 1 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.map((message) => [message.type, message.content])).toEqual([
      ["system", "You answer geography questions."],
      ["human", "Largest city of Portugal?"],
    ]);
  });

  it("re-asks after an answer the contract rejects, sending the bad answer and the validation errors", async () => {
    const { requests, callbacks } = recordRequests();
    const model = new FakeListChatModel({ responses: ['{"city":"Lisbon","population":"many"}', '{"city":"Lisbon","population":545000}'], callbacks });
    const result = await createLangChainLlmClient({ model }).generateObject({ schema: City, schemaName: "city", messages });
    expect(result.attempts).toBe(2);
    expect(result.object.population).toBe(545_000);
    const retry = requests[1]!;
    expect(retry.at(-2)!.type).toBe("ai");
    expect(retry.at(-2)!.content).toContain('"many"');
    expect(retry.at(-1)!.type).toBe("human");
    expect(retry.at(-1)!.content).toContain('validation_errors":[{"path":"population"');
  });

  it("treats a reply that is not JSON as an invalid answer, and ends with llm-output-invalid naming the step", async () => {
    const model = new FakeListChatModel({ responses: ["Lisbon, I think.", "Lisbon!"] });
    const error = await createLangChainLlmClient({ model })
      .generateObject({ schema: City, schemaName: "city", messages, step: "requirements", maxAttempts: 2 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModularPlannerError);
    expect((error as ModularPlannerError).code).toBe("llm-output-invalid");
    expect((error as Error).message).toContain('Step "requirements": no valid city answer after 2 attempts');
  });

  it("json mode puts the contract's JSON Schema in the system prompt and parses a code-fenced reply", async () => {
    const { requests, callbacks } = recordRequests();
    const model = new FakeListChatModel({ responses: ['Here it is:\n```json\n{"city":"Porto","population":230000}\n```'], callbacks });
    const client = createLangChainLlmClient({ model, mode: "json" });
    expect(client.mode).toBe("json");
    const result = await client.generateObject({ schema: City, schemaName: "city", messages });
    expect(result.object).toEqual({ city: "Porto", population: 230_000 });
    const system = requests[0]![0]!;
    expect(system.type).toBe("system");
    expect(system.content).toContain("You answer geography questions.");
    expect(system.content).toContain('Answer with one JSON object for the contract "city"');
    expect(system.content).toContain('"additionalProperties":false');
  });

  it("cancels through the AbortSignal without asking the model", async () => {
    const { requests, callbacks } = recordRequests();
    const model = new FakeListChatModel({ responses: ['{"city":"Lisbon","population":1}'], callbacks });
    const error = await createLangChainLlmClient({ model })
      .generateObject({ schema: City, schemaName: "city", messages, signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect((error as ModularPlannerError).code).toBe("cancelled");
    expect(requests).toHaveLength(0);
  });

  it("refuses something that is not a chat model", () => {
    expect(() => createLangChainLlmClient({ model: {} as never })).toThrow(/must be a LangChain chat model/);
  });
});

describeLlmClientConformance({
  name: "langchain (json mode, scripted chat model)",
  start: async (script) => {
    // The suite reads `requests[i]` as what the provider got: here, each call's messages.
    const requests: unknown[] = [];
    const client = createLangChainLlmClient({ model: new ScriptedChatModel(script, requests), mode: "json", baseDelayMs: 5 });
    return { client, requests, close: async () => {} };
  },
});

describeLlmClientConformance({
  name: "langchain (structured mode: withStructuredOutput over tool calls, scripted chat model)",
  start: async (script) => {
    const requests: unknown[] = [];
    const client = createLangChainLlmClient({ model: new ScriptedToolCallingChatModel(script, requests), baseDelayMs: 5 });
    expect(client.mode).toBe("structured");
    return { client, requests, close: async () => {} };
  },
});
