import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RequirementSet } from "@modular-planner/core";
import { startScriptedOpenAIServer, type ScriptedWireServer } from "@modular-planner/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLlmStrategies, runPipelineEval, runRequirementsEval } from "../src/index.js";
import { NO_LLM_NOTE } from "../src/llm.js";

const samples = fileURLToPath(new URL("../../../samples", import.meta.url));
const answer = (overrides: Partial<RequirementSet>): RequirementSet => ({
  version: "1",
  metrics: [{ column: "revenue", aggregation: "sum" }],
  group_by: ["region"],
  time: null,
  analysis: ["total"],
  outputs: ["table"],
  constraints: { top_n: null, filters: [], sort: null },
  ...overrides,
});
let directory: string;
let server: ScriptedWireServer;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "mp-eval-llm-"));
  const questions = [
    {
      id: "a",
      dataset: "sales",
      question: "total revenue by region",
      expected: { metrics: [{ column: "revenue", aggregation: "sum" }], group_by: ["region"], time: null, top_n: null },
    },
    {
      id: "b",
      dataset: "sales",
      question: "average units by channel",
      expected: { metrics: [{ column: "units", aggregation: "mean" }], group_by: ["channel"], time: null, top_n: null },
    },
  ];
  await writeFile(join(directory, "questions.jsonl"), `${questions.map((question) => JSON.stringify(question)).join("\n")}\n`);
  // The scripted model answers each requirements prompt according to the question it carries.
  server = await startScriptedOpenAIServer((request) => {
    const text = JSON.stringify(request.body?.messages ?? []);
    return text.includes("average units by channel")
      ? { kind: "json", value: answer({ metrics: [{ column: "units", aggregation: "mean" }], group_by: ["channel"] }), inputTokens: 200, outputTokens: 40 }
      : { kind: "json", value: answer({}), inputTokens: 200, outputTokens: 40 };
  });
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe("LLM-configured evaluation", () => {
  it("without OPENAI_BASE_URL: no strategies, and a note that only the offline path was measured", async () => {
    const strategies = await loadLlmStrategies({});
    expect(strategies).toEqual({ configured: false, label: "offline", notes: [NO_LLM_NOTE] });
  });

  it("with OPENAI_BASE_URL: loads the LLM extractor and grounded decomposer, and measures the extractor over the wire", async () => {
    const strategies = await loadLlmStrategies({ OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: "small", OPENAI_API_KEY: "k" });
    expect(strategies.configured).toBe(true);
    expect(strategies.label).toBe("llm (small)");
    expect(strategies.requirements?.id).toMatch(/^llm/);
    expect(strategies.groundedDecomposer?.id).toBe("grounded");
    expect(strategies.notes).toEqual([`LLM requirement extraction: small at ${server.baseURL}.`, `LLM grounded decomposition: small at ${server.baseURL}.`]);

    const before = server.requests.length;
    const result = await runRequirementsEval({ questions: join(directory, "questions.jsonl"), schemasDir: samples, extractor: strategies.requirements! });
    expect(server.requests.length - before).toBe(2);
    expect(result.extractor).toBe(strategies.requirements!.id);
    expect(result.overall).toBe(1);

    const pipeline = await runPipelineEval({
      questions: join(directory, "questions.jsonl"),
      schemasDir: samples,
      configurations: [{ label: strategies.label, requirements: strategies.requirements! }],
    });
    expect(pipeline.questionRows[0]).toMatchObject({ configuration: "llm (small)", questions: 2, plans: 2, clarifications: 0, errors: [] });
    expect(pipeline.markdown).toContain("| llm (small) | 2 | 2 |");
  });
});
