// The LLM-client suite against a tiny in-process reference client (the real providers run it against
// scripted wire servers in their own packages).
import { ModularPlannerError, SPECIFICATION_VERSION, type LlmClient } from "@modular-planner/core";
import { describeLlmClientConformance, type ScriptedAnswer } from "../src/index.js";

function referenceClient(script: ScriptedAnswer[], requests: unknown[]): LlmClient {
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "reference",
    async generateObject({ schema, messages, step, maxAttempts = 3 }) {
      const usage = { inputTokens: 0, outputTokens: 0 };
      const conversation = [...messages];
      let last = "";
      for (let attempt = 1; attempt <= maxAttempts + 2; attempt++) {
        requests.push(structuredClone(conversation));
        const answer = script.shift();
        if (!answer) throw new ModularPlannerError("llm-request-failed", "no scripted answer left");
        if (answer.kind === "status") {
          if (answer.status === 429 || answer.status >= 500) continue;
          throw new ModularPlannerError("llm-request-failed", `HTTP ${answer.status}`);
        }
        if (answer.kind === "json") {
          usage.inputTokens += answer.inputTokens ?? 0;
          usage.outputTokens += answer.outputTokens ?? 0;
        }
        last = answer.kind === "json" ? JSON.stringify(answer.value) : answer.text;
        let parsed: unknown;
        try {
          parsed = JSON.parse(last);
        } catch {
          if (attempt >= maxAttempts) break;
          conversation.push({ role: "user", content: "Answer with JSON only." });
          continue;
        }
        const result = schema.safeParse(parsed);
        if (result.success) return { object: result.data, usage, attempts: attempt, rawText: last };
        if (attempt >= maxAttempts) break;
        conversation.push({ role: "user", content: `Fix: ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}` });
      }
      throw new ModularPlannerError("llm-output-invalid", `${step ?? "llm"}: no valid answer; last: ${last}`);
    },
  };
}

describeLlmClientConformance({
  name: "reference",
  start: async (script) => {
    const requests: unknown[] = [];
    return { client: referenceClient([...script], requests), requests, close: async () => {} };
  },
});
