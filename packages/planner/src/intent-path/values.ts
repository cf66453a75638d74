import { addUsage } from "@modular-planner/kit";
import { leaves } from "@modular-planner/intent-graph";
import { createPromptBuilder } from "@modular-planner/llm-shared";
import { extractValuesWithLlm } from "../llm-values.js";
import { stateOf, type IntentPathRun } from "./run.js";

/** Stage 7: with an LLM, each resolved intent's values come from its structured output, checked against the request's words. */
export async function readValuesWithLlm(run: IntentPathRun): Promise<void> {
  const { planner, signal, timed, trace } = run.options;
  if (!planner.llm || planner.llmValues === false) return;
  const llm = planner.llm;
  const prompts = planner.prompts ?? createPromptBuilder();
  const earlier: { id: string; tool: string; text: string }[] = [];
  for (const leaf of leaves(run.graph)) {
    const state = stateOf(run, leaf);
    const tool = typeof state.tool === "string" && !state.transform && state.askUser !== true ? run.settings.catalog.get(state.tool) : undefined;
    if (!leaf.intent || leaf.status === "dropped" || !tool) continue;
    try {
      const answer = await timed(
        `values:${leaf.id}`,
        () =>
          extractValuesWithLlm({
            llm,
            prompts,
            text: leaf.text,
            tool,
            earlier: [...earlier],
            now: planner.now?.() ?? new Date(),
            ...(signal ? { signal } : {}),
          }),
        (value) => [value.values.map((item) => `${item.parameter}:${item.kind}`).join(", ") || "none", `${llm.id}; checked against the request's words`],
      );
      run.usage = addUsage(run.usage, answer.usage);
      run.llmValues.set(leaf.id, answer.values);
    } catch (error) {
      if (signal?.aborted) throw error;
      trace.push({
        stage: `values:${leaf.id}`,
        durationMs: 0,
        decision: "deterministic",
        reason: `the LLM's value extraction failed (${(error as Error).message}); the deterministic extractor reads the values`,
      });
    }
    earlier.push({ id: leaf.id, tool: tool.name, text: leaf.text });
  }
}
