import { CancelledError, RunEventSchema, type Usage } from "@modular-planner/core";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  createUsageMeter,
  generateObjectWithRetries,
  LlmOutputError,
  LlmRequestError,
  parseJsonAnswer,
  retryAfterMsOf,
  usageEvent,
  type ProviderRequest,
} from "../src/index.js";

const Contract = z.object({ n: z.number() }).strict();
const usage: Usage = { inputTokens: 2, outputTokens: 1 };

function scripted(answers: (string | Error)[]) {
  const seen: ProviderRequest[] = [];
  const send = async (request: ProviderRequest) => {
    seen.push(request);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return { text: answer ?? "", usage };
  };
  return { seen, send };
}

const httpError = (status: number, headers: Record<string, string> = {}) =>
  Object.assign(new Error(`status ${status}`), { status, headers: new Headers(headers) });

describe("parseJsonAnswer", () => {
  it("accepts code fences and prose around the object", () => {
    expect(parseJsonAnswer('```json\n{"n": 1}\n```')).toEqual({ ok: true, value: { n: 1 } });
    expect(parseJsonAnswer('Here it is: {"n": 2}. Done.')).toEqual({ ok: true, value: { n: 2 } });
    expect(parseJsonAnswer("nothing").ok).toBe(false);
  });
});

describe("generateObjectWithRetries", () => {
  it("appends the bad answer and a structured error payload, and sums usage", async () => {
    const { seen, send } = scripted(['{"n": "x"}', '{"n": 3}']);
    const result = await generateObjectWithRetries({ schema: Contract, schemaName: "num", messages: [{ role: "user", content: "n?" }] }, send);
    expect(result).toEqual({ object: { n: 3 }, usage: { inputTokens: 4, outputTokens: 2 }, attempts: 2, rawText: '{"n": 3}' });
    expect(seen[1]!.messages[1]).toEqual({ role: "assistant", content: '{"n": "x"}' });
    const payload = JSON.parse(seen[1]!.messages[2]!.content.split("\n")[1]!);
    expect(payload).toEqual({ validation_errors: [{ path: "n", message: "Invalid input: expected number, received string" }] });
  });

  it("throws LlmOutputError naming the step with the last answer after maxAttempts", async () => {
    const { seen, send } = scripted(["a", "b", "c", "d"]);
    const error = await generateObjectWithRetries({ schema: Contract, schemaName: "num", messages: [], step: "requirements" }, send).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(LlmOutputError);
    expect((error as LlmOutputError).code).toBe("llm-output-invalid");
    expect((error as LlmOutputError).message).toMatch(
      /^Step "requirements": no valid num answer after 3 attempts \(\(root\): not valid JSON .*\)\. Last answer: c$/,
    );
    expect(seen).toHaveLength(3);
  });

  it("does not retry a 400 and retries a 503", async () => {
    const bad = scripted([httpError(400), '{"n":1}']);
    await expect(generateObjectWithRetries({ schema: Contract, schemaName: "num", messages: [] }, bad.send, { baseDelayMs: 1 })).rejects.toBeInstanceOf(
      LlmRequestError,
    );
    expect(bad.seen).toHaveLength(1);
    const busy = scripted([httpError(503), '{"n":1}']);
    expect((await generateObjectWithRetries({ schema: Contract, schemaName: "num", messages: [] }, busy.send, { baseDelayMs: 1 })).object).toEqual({ n: 1 });
  });

  it("gives up after maxRetries HTTP retries", async () => {
    const { seen, send } = scripted([httpError(500), httpError(500), httpError(500)]);
    const error = await generateObjectWithRetries({ schema: Contract, schemaName: "num", messages: [], step: "s" }, send, {
      baseDelayMs: 1,
      maxRetries: 2,
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Step "s": the LLM request failed with HTTP 500 after 2 retries: status 500');
    expect(seen).toHaveLength(3);
  });

  it("caps retry-after", async () => {
    const { send } = scripted([httpError(429, { "retry-after": "3600" }), '{"n":1}']);
    const started = Date.now();
    await generateObjectWithRetries({ schema: Contract, schemaName: "num", messages: [] }, send, { maxRetryAfterMs: 10 });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(retryAfterMsOf(httpError(429, { "retry-after": "2" }))).toBe(2000);
    expect(retryAfterMsOf(httpError(429, { "retry-after-ms": "150" }))).toBe(150);
  });

  it("cancels during a backoff wait", async () => {
    const controller = new AbortController();
    const { send } = scripted([httpError(429, { "retry-after": "30" }), '{"n":1}']);
    const pending = generateObjectWithRetries({ schema: Contract, schemaName: "num", messages: [], signal: controller.signal }, send);
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
  });
});

describe("usage", () => {
  it("meters usage per step and produces valid llm-usage run events", () => {
    const meter = createUsageMeter();
    meter.add("requirements", { inputTokens: 10, outputTokens: 4 });
    meter.add("judge-plan", { inputTokens: 5, outputTokens: 1 });
    meter.add("requirements", { inputTokens: 1, outputTokens: 1 });
    expect(meter.total()).toEqual({ inputTokens: 16, outputTokens: 6 });
    expect(meter.byStep()).toEqual({ requirements: { inputTokens: 11, outputTokens: 5 }, "judge-plan": { inputTokens: 5, outputTokens: 1 } });
    const events = meter.events("run-1");
    expect(events).toHaveLength(2);
    for (const event of events) expect(RunEventSchema.parse(event)).toEqual(event);
    expect(usageEvent("intent", usage, { runId: "r", timestamp: "2026-01-01T00:00:00.000Z" })).toEqual({
      type: "llm-usage",
      runId: "r",
      timestamp: "2026-01-01T00:00:00.000Z",
      step: "intent",
      usage,
    });
  });
});
