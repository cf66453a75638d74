import { ModularPlannerError } from "@modular-planner/core";
import { describeLlmClientConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import type { LanguageModel } from "ai";
import { z } from "zod";
import { createAISdkLlmClient } from "../src/index.js";
import { promptText, scriptedModel } from "./scripted-model.js";

type LanguageModelV2 = Extract<LanguageModel, { specificationVersion: "v2" }>;

describeLlmClientConformance({
  name: "ai-sdk (MockLanguageModelV3)",
  start: async (script) => {
    const model = scriptedModel(script);
    return { client: createAISdkLlmClient({ model, retry: { baseDelayMs: 1, maxDelayMs: 5 } }), requests: model.doGenerateCalls, close: async () => {} };
  },
});

const City = z.object({ city: z.string(), population: z.number().int() }).strict();

describe("createAISdkLlmClient", () => {
  it("sends the contract as a JSON response format named after it, and system messages as the system prompt", async () => {
    const model = scriptedModel([{ kind: "json", value: { city: "Lisbon", population: 545_000 }, inputTokens: 12, outputTokens: 7 }]);
    const client = createAISdkLlmClient({ model });
    const result = await client.generateObject({
      schema: City,
      schemaName: "city",
      messages: [
        { role: "system", content: "You answer with facts." },
        { role: "user", content: "Largest city of Portugal?" },
      ],
    });
    expect(result).toMatchObject({ object: { city: "Lisbon", population: 545_000 }, attempts: 1, usage: { inputTokens: 12, outputTokens: 7 } });
    const call = model.doGenerateCalls[0]!;
    expect(call.responseFormat).toMatchObject({
      type: "json",
      name: "city",
      schema: { type: "object", additionalProperties: false, required: ["city", "population"] },
    });
    expect(call.prompt[0]).toEqual({ role: "system", content: "You answer with facts." });
    expect(call.prompt.filter((message) => message.role === "system")).toHaveLength(1);
    expect(call.temperature).toBe(0);
  });

  it("accepts a model of the previous specification (LanguageModelV2), as the AI SDK does", async () => {
    const calls: unknown[] = [];
    const model: LanguageModelV2 = {
      specificationVersion: "v2",
      provider: "older",
      modelId: "v2-model",
      supportedUrls: {},
      doGenerate: async (options) => {
        calls.push(options.responseFormat);
        return {
          content: [{ type: "text", text: '{"city":"Braga","population":190000}' }],
          finishReason: "stop",
          usage: { inputTokens: 4, outputTokens: 3, totalTokens: 7 },
          warnings: [],
        };
      },
      doStream: async () => {
        throw new Error("not used");
      },
    };
    const client = createAISdkLlmClient({ model });
    const result = await client.generateObject({ schema: City, schemaName: "city", messages: [{ role: "user", content: "?" }] });
    expect(result).toMatchObject({ object: { city: "Braga", population: 190_000 }, usage: { inputTokens: 4, outputTokens: 3 } });
    expect(calls[0]).toMatchObject({ type: "json", name: "city" });
    expect(client.id).toBe("ai-sdk:older:v2-model");
  });

  it("accepts a code-fenced answer the AI SDK's own JSON parser refuses", async () => {
    const model = scriptedModel([{ kind: "text", text: '```json\n{"city": "Porto", "population": 230000}\n```' }]);
    const result = await createAISdkLlmClient({ model }).generateObject({ schema: City, schemaName: "city", messages: [{ role: "user", content: "?" }] });
    expect(result.object).toEqual({ city: "Porto", population: 230_000 });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("re-asks with the bad answer and the validation errors as JSON", async () => {
    const model = scriptedModel([
      { kind: "json", value: { city: "Lisbon", population: "many" } },
      { kind: "json", value: { city: "Lisbon", population: 545_000 } },
    ]);
    await createAISdkLlmClient({ model }).generateObject({ schema: City, schemaName: "city", messages: [{ role: "user", content: "?" }] });
    const retry = promptText(model.doGenerateCalls[1]!);
    expect(retry).toContain('"population":"many"');
    expect(retry).toContain("validation_errors");
    expect(retry).toContain('"path":"population"');
    expect(promptText(model.doGenerateCalls[0]!)).not.toContain("validation_errors");
  });

  it("names the model in its id and in the hint of a refused request", async () => {
    const model = scriptedModel([{ kind: "status", status: 401, message: "invalid api key" }]);
    const client = createAISdkLlmClient({ model });
    expect(client.id).toBe("ai-sdk:scripted:mock-1");
    const error = await client
      .generateObject({ schema: City, schemaName: "city", messages: [{ role: "user", content: "?" }], step: "intent" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModularPlannerError);
    expect((error as ModularPlannerError).code).toBe("llm-request-failed");
    expect((error as Error).message).toContain("HTTP 401");
    expect((error as ModularPlannerError).hint).toContain("scripted:mock-1");
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("waits for retry-after on 429 before asking again", async () => {
    const model = scriptedModel([
      { kind: "status", status: 429, retryAfterSeconds: 1 },
      { kind: "json", value: { city: "Faro", population: 60_000 } },
    ]);
    const started = Date.now();
    const result = await createAISdkLlmClient({ model, retry: { baseDelayMs: 1 } }).generateObject({
      schema: City,
      schemaName: "city",
      messages: [{ role: "user", content: "?" }],
    });
    expect(result.object.city).toBe("Faro");
    // A lower bound only: the backoff alone would be ~1 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("cancels an answer in progress through the signal, and times out a slow one", async () => {
    const slow = scriptedModel([{ kind: "json", value: { city: "Lisbon", population: 1 }, delayMs: 10_000 }]);
    const controller = new AbortController();
    const pending = createAISdkLlmClient({ model: slow })
      .generateObject({ schema: City, schemaName: "city", messages: [{ role: "user", content: "?" }], signal: controller.signal })
      .catch((caught: unknown) => caught);
    while (slow.doGenerateCalls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(((await pending) as ModularPlannerError).code).toBe("cancelled");

    const slower = scriptedModel([{ kind: "json", value: { city: "Lisbon", population: 1 }, delayMs: 10_000 }]);
    const error = await createAISdkLlmClient({ model: slower, timeoutMs: 100 })
      .generateObject({ schema: City, schemaName: "city", messages: [{ role: "user", content: "?" }], step: "judge" })
      .catch((caught: unknown) => caught);
    expect((error as ModularPlannerError).code).toBe("timeout");
    expect((error as Error).message).toContain('Step "judge"');
  });
});
