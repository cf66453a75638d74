import { ModularPlannerError, type LlmClient } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { itHasStrategyIdentity } from "./common.js";

/** One scripted answer of the backend behind the client under test. */
export type ScriptedAnswer =
  | { kind: "json"; value: unknown; inputTokens?: number; outputTokens?: number }
  | { kind: "text"; text: string }
  | { kind: "status"; status: number; retryAfterSeconds?: number };

export interface ScriptedBackend {
  client: LlmClient;
  /** Requests the backend received, in order (provider-specific bodies). */
  requests: unknown[];
  close(): Promise<void>;
}

export interface LlmClientConformanceOptions {
  name: string;
  /** Starts a backend (e.g. a scripted wire server) that replays `script`, and a client pointed at it. */
  start: (script: ScriptedAnswer[]) => Promise<ScriptedBackend>;
}

const Contract = z.object({ city: z.string(), population: z.number().int() }).strict();
const messages = [{ role: "user" as const, content: "Largest city of Portugal?" }];

/**
 * The contract every LlmClient meets, whatever the provider: a valid answer is parsed and typed,
 * an invalid one is retried with the errors, exhausted attempts end in a typed error naming the step,
 * 429 and 5xx are retried, other 4xx are not, and usage is summed over attempts.
 */
export function describeLlmClientConformance(options: LlmClientConformanceOptions): void {
  describe(`LlmClient conformance: ${options.name}`, () => {
    const withBackend = async (script: ScriptedAnswer[], body: (backend: ScriptedBackend) => Promise<void>) => {
      const backend = await options.start(script);
      try {
        await body(backend);
      } finally {
        await backend.close();
      }
    };

    itHasStrategyIdentity(async () => {
      const backend = await options.start([]);
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
      withBackend([{ kind: "text", text: "not json" }, { kind: "text", text: "still not json" }, { kind: "text", text: "nope" }, { kind: "text", text: "again no" }], async ({ client }) => {
        const attempt = client.generateObject({ schema: Contract, schemaName: "city", messages, step: "requirements", maxAttempts: 3 });
        await expect(attempt).rejects.toBeInstanceOf(ModularPlannerError);
        await expect(client.generateObject({ schema: Contract, schemaName: "city", messages, step: "requirements", maxAttempts: 1 })).rejects.toThrow(/requirements/);
      }));

    it("retries 429 and 5xx, not other 4xx", () =>
      withBackend(
        [{ kind: "status", status: 429, retryAfterSeconds: 0 }, { kind: "status", status: 500 }, { kind: "json", value: { city: "Porto", population: 230_000 } }, { kind: "status", status: 401 }],
        async ({ client }) => {
          expect((await client.generateObject({ schema: Contract, schemaName: "city", messages })).object.city).toBe("Porto");
          await expect(client.generateObject({ schema: Contract, schemaName: "city", messages })).rejects.toBeInstanceOf(ModularPlannerError);
        },
      ));
  });
}
