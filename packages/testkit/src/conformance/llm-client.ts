import { ModularPlannerError, type LlmClient } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ScriptedWireServer, WireAnswer, WireScriptEntry } from "../wire/server.js";
import { itHasStrategyIdentity } from "./common.js";

/** One scripted answer of the backend behind the client under test (the wire servers accept these). */
export type ScriptedAnswer = WireAnswer;

export interface ScriptedBackend {
  client: LlmClient;
  /** Requests the backend received, in order (provider-specific bodies). */
  requests: unknown[];
  close(): Promise<void>;
}

/** Client settings the suite needs to vary. Clients under test should use small backoff delays. */
export interface ConformanceClientSettings {
  timeoutMs?: number;
  maxAttempts?: number;
}

export interface LlmClientConformanceOptions {
  name: string;
  /** Starts a backend that replays `script`, and a client pointed at it (in-process form). */
  start?: (script: ScriptedAnswer[]) => Promise<ScriptedBackend>;
  /** Wire form: starts a scripted wire server (`startScriptedOpenAIServer`, `startScriptedAnthropicServer`). */
  startServer?: (script: WireScriptEntry[]) => Promise<ScriptedWireServer>;
  /** Wire form: a client pointed at `baseURL` (the server's `baseURL`). */
  createClient?: (baseURL: string, settings: ConformanceClientSettings) => LlmClient;
}

const Contract = z.object({ city: z.string(), population: z.number().int() }).strict();
const messages = [{ role: "user" as const, content: "Largest city of Portugal?" }];

/**
 * The contract every LlmClient meets, whatever the provider: a valid answer is parsed and typed,
 * an invalid one is retried with the errors, exhausted attempts end in a typed error naming the step,
 * 429 and 5xx are retried, other 4xx are not, and usage is summed over attempts.
 * In the wire form (`startServer` + `createClient`) it also checks retry-after, timeouts and cancellation.
 */
export function describeLlmClientConformance(options: LlmClientConformanceOptions): void {
  const wire = options.startServer && options.createClient ? { startServer: options.startServer, createClient: options.createClient } : undefined;
  const start =
    options.start ??
    (wire
      ? async (script: ScriptedAnswer[]): Promise<ScriptedBackend> => {
          const server = await wire.startServer(script);
          return { client: wire.createClient(server.baseURL, {}), requests: server.requests, close: () => server.close() };
        }
      : undefined);
  if (!start) throw new Error("describeLlmClientConformance needs `start`, or `startServer` and `createClient`.");

  describe(`LlmClient conformance: ${options.name}`, () => {
    const withBackend = async (script: ScriptedAnswer[], body: (backend: ScriptedBackend) => Promise<void>) => {
      const backend = await start(script);
      try {
        await body(backend);
      } finally {
        await backend.close();
      }
    };

    itHasStrategyIdentity(async () => {
      const backend = await start([]);
      await backend.close();
      return backend.client;
    });

    it("returns a valid, typed answer with usage", () =>
      withBackend([{ kind: "json", value: { city: "Lisbon", population: 545_000 }, inputTokens: 20, outputTokens: 8 }], async ({ client }) => {
        const result = await client.generateObject({ schema: Contract, schemaName: "city", messages, step: "test" });
        expect(result.object).toEqual({ city: "Lisbon", population: 545_000 });
        expect(result.attempts).toBe(1);
        expect(result.usage).toEqual({ inputTokens: 20, outputTokens: 8 });
      }));

    it("repairs after an invalid answer, and the retry carries the validation errors", () =>
      withBackend(
        [
          { kind: "json", value: { city: "Lisbon", population: "many" }, inputTokens: 10, outputTokens: 5 },
          { kind: "json", value: { city: "Lisbon", population: 545_000 }, inputTokens: 30, outputTokens: 5 },
        ],
        async ({ client, requests }) => {
          const result = await client.generateObject({ schema: Contract, schemaName: "city", messages, step: "test" });
          expect(result.attempts).toBe(2);
          expect(result.usage).toEqual({ inputTokens: 40, outputTokens: 10 });
          expect(JSON.stringify(requests[1])).toContain("population");
        },
      ));

    it("ends exhausted retries with a typed error naming the step and the last answer", () =>
      withBackend(
        [
          { kind: "text", text: "not json" },
          { kind: "text", text: "still not json" },
          { kind: "text", text: "nope" },
          { kind: "text", text: "again no" },
        ],
        async ({ client }) => {
          const attempt = client.generateObject({ schema: Contract, schemaName: "city", messages, step: "requirements", maxAttempts: 3 });
          await expect(attempt).rejects.toBeInstanceOf(ModularPlannerError);
          await expect(client.generateObject({ schema: Contract, schemaName: "city", messages, step: "requirements", maxAttempts: 1 })).rejects.toThrow(
            /requirements/,
          );
        },
      ));

    it("retries 429 and 5xx, not other 4xx", () =>
      withBackend(
        [
          { kind: "status", status: 429, retryAfterSeconds: 0 },
          { kind: "status", status: 500 },
          { kind: "json", value: { city: "Porto", population: 230_000 } },
          { kind: "status", status: 401 },
        ],
        async ({ client }) => {
          expect((await client.generateObject({ schema: Contract, schemaName: "city", messages })).object.city).toBe("Porto");
          await expect(client.generateObject({ schema: Contract, schemaName: "city", messages })).rejects.toBeInstanceOf(ModularPlannerError);
        },
      ));

    if (!wire) return;

    const withServer = async (
      script: WireScriptEntry[],
      settings: ConformanceClientSettings,
      body: (server: ScriptedWireServer, client: LlmClient) => Promise<void>,
    ) => {
      const server = await wire.startServer(script);
      try {
        await body(server, wire.createClient(server.baseURL, settings));
      } finally {
        await server.close();
      }
    };

    it("sends the validation errors (path and message) and the bad answer in the retry", () =>
      withServer(
        [
          { kind: "json", value: { city: "Lisbon", population: "many" } },
          { kind: "json", value: { city: "Lisbon", population: 545_000 } },
        ],
        {},
        async (server, client) => {
          await client.generateObject({ schema: Contract, schemaName: "city", messages, step: "test" });
          expect(server.requests).toHaveLength(2);
          const second = JSON.stringify(server.requests[1]!.body);
          expect(second).toContain("validation_errors");
          expect(second).toContain('\\"path\\":\\"population\\"');
          expect(second).toContain("many");
          expect(JSON.stringify(server.requests[0]!.body)).not.toContain("validation_errors");
        },
      ));

    it("reports exhausted attempts with code llm-output-invalid, the step, and the last answer", () =>
      withServer(
        [
          { kind: "text", text: "not json" },
          { kind: "text", text: '```json\n{"city": 3}\n```' },
        ],
        {},
        async (server, client) => {
          const error = await client
            .generateObject({ schema: Contract, schemaName: "city", messages, step: "requirements", maxAttempts: 2 })
            .catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(ModularPlannerError);
          expect((error as ModularPlannerError).code).toBe("llm-output-invalid");
          expect((error as Error).message).toContain('Step "requirements"');
          expect((error as Error).message).toContain("after 2 attempts");
          expect((error as Error).message).toContain('{"city": 3}');
          expect(server.requests).toHaveLength(2);
        },
      ));

    it("does not retry a 401 and says what to check", () =>
      withServer(
        [
          { kind: "status", status: 401, message: "invalid api key" },
          { kind: "json", value: { city: "Porto", population: 1 } },
        ],
        {},
        async (server, client) => {
          const error = await client.generateObject({ schema: Contract, schemaName: "city", messages, step: "intent" }).catch((caught: unknown) => caught);
          expect((error as ModularPlannerError).code).toBe("llm-request-failed");
          expect((error as Error).message).toContain("HTTP 401");
          expect((error as ModularPlannerError).hint).toMatch(/key/i);
          expect((error as ModularPlannerError).hint).toMatch(/model/i);
          expect((error as ModularPlannerError).hint).toMatch(/baseURL/);
          expect(server.requests).toHaveLength(1);
        },
      ));

    it("honours retry-after on 429", () =>
      withServer(
        [
          { kind: "status", status: 429, retryAfterSeconds: 1 },
          { kind: "json", value: { city: "Faro", population: 60_000 } },
        ],
        {},
        async (server, client) => {
          const started = Date.now();
          const result = await client.generateObject({ schema: Contract, schemaName: "city", messages });
          expect(result.object.city).toBe("Faro");
          expect(server.requests).toHaveLength(2);
          // A lower bound only: the client waited for the server's retry-after (1 s).
          expect(Date.now() - started).toBeGreaterThanOrEqual(900);
        },
      ));

    it("retries repeated 5xx until a valid answer", () =>
      withServer(
        [
          { kind: "status", status: 500 },
          { kind: "status", status: 503 },
          { kind: "json", value: { city: "Braga", population: 190_000 }, inputTokens: 3, outputTokens: 2 },
        ],
        {},
        async (server, client) => {
          const result = await client.generateObject({ schema: Contract, schemaName: "city", messages });
          expect(result.object.city).toBe("Braga");
          expect(result.attempts).toBe(1);
          expect(result.usage).toEqual({ inputTokens: 3, outputTokens: 2 });
          expect(server.requests).toHaveLength(3);
        },
      ));

    it("times out a slow answer with code timeout", () =>
      withServer([{ kind: "json", value: { city: "Lisbon", population: 1 }, delayMs: 10_000 }], { timeoutMs: 200 }, async (_server, client) => {
        const error = await client.generateObject({ schema: Contract, schemaName: "city", messages, step: "judge" }).catch((caught: unknown) => caught);
        expect((error as ModularPlannerError).code).toBe("timeout");
        expect((error as Error).message).toContain('Step "judge"');
      }));

    it("cancels an in-flight request through the AbortSignal", () =>
      withServer([{ kind: "json", value: { city: "Lisbon", population: 1 }, delayMs: 10_000 }], {}, async (server, client) => {
        const controller = new AbortController();
        const pending = client.generateObject({ schema: Contract, schemaName: "city", messages, signal: controller.signal }).catch((caught: unknown) => caught);
        while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        controller.abort();
        const error = await pending;
        expect((error as ModularPlannerError).code).toBe("cancelled");
      }));

    it("sends nothing when the signal is already aborted", () =>
      withServer([{ kind: "json", value: { city: "Lisbon", population: 1 } }], {}, async (server, client) => {
        const error = await client
          .generateObject({ schema: Contract, schemaName: "city", messages, signal: AbortSignal.abort() })
          .catch((caught: unknown) => caught);
        expect((error as ModularPlannerError).code).toBe("cancelled");
        expect(server.requests).toHaveLength(0);
      }));

    it("answers from a function script (the request is visible) and accepts code-fenced JSON", () =>
      withServer(
        [
          (request) => ({
            kind: "text",
            text: "```json\n" + JSON.stringify({ city: JSON.stringify(request.body).includes("Portugal") ? "Lisbon" : "?", population: 2 }) + "\n```",
            inputTokens: 1,
            outputTokens: 1,
          }),
        ],
        {},
        async (_server, client) => {
          const result = await client.generateObject({ schema: Contract, schemaName: "city", messages });
          expect(result.object).toEqual({ city: "Lisbon", population: 2 });
        },
      ));
  });
}
