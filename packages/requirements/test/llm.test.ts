import { readFileSync } from "node:fs";
import { DatasetSchemaSchema, type DatasetSchema, type RequirementSet } from "@modular-planner/core";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import { startScriptedOpenAIServer, type ScriptedWireServer, type WireScript } from "@modular-planner/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { RequirementLabelError, checkRequirementLabels, createLlmRequirementExtractor, renderColumns } from "../src/index.js";

const sales: DatasetSchema = DatasetSchemaSchema.parse(JSON.parse(readFileSync(new URL("../../../samples/sales.schema.json", import.meta.url), "utf8")));
const question = "monthly revenue by region as a chart";

const answer = (overrides: Partial<RequirementSet> = {}): RequirementSet => ({
  version: "1",
  metrics: [{ column: "revenue", aggregation: "sum" }],
  group_by: ["region"],
  time: { column: "date", grain: "month" },
  analysis: ["trend"],
  outputs: ["chart"],
  constraints: { top_n: null, filters: [], sort: null },
  ...overrides,
});

let server: ScriptedWireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function extractorWith(script: WireScript, options: { crossCheck?: false; maxAttempts?: number } = {}) {
  server = await startScriptedOpenAIServer(script);
  const llm = createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "k", model: "small", retry: { baseDelayMs: 1 } });
  return createLlmRequirementExtractor({ llm, ...options });
}

const userMessage = (index: number): string => server!.requests[index]!.body.messages.find((message: { role: string }) => message.role === "user").content;

describe("the columns in the prompt", () => {
  it("carry a column's description (sampled values, candidate links) when the caller gives one", () => {
    const dataset = DatasetSchemaSchema.parse({
      name: "t",
      columns: [{ name: "store_region", type: "string", aliases: ["regoin"], description: 'values: North, South; linked from "regoin" (typo, score 0.68)' }],
    });
    expect(renderColumns(dataset)).toBe('- store_region (string) aliases: regoin — values: North, South; linked from "regoin" (typo, score 0.68)');
  });
});

describe("LLM requirement extractor through the openai client", () => {
  it("accepts a valid answer, sends columns with types and aliases and the closed label sets, and agrees with the deterministic cross-check", async () => {
    const extractor = await extractorWith([{ kind: "json", value: answer(), inputTokens: 300, outputTokens: 60 }]);
    expect(extractor.id).toBe("llm:openai:small");
    const result = await extractor.extract(question, sales);
    expect(result.requirements).toEqual(answer());
    expect(result.attempts).toBe(1);
    expect(result.usage).toEqual({ inputTokens: 300, outputTokens: 60 });
    expect(result.notes).toEqual([]);
    expect(result.unresolved).toEqual([]);
    expect(result.confidence).toBe(0.9);
    expect(server!.requests).toHaveLength(1);
    const body = server!.requests[0]!.body;
    expect(body.response_format.json_schema.name).toBe("requirement_set");
    const user = userMessage(0);
    expect(user).toContain(`Question: ${question}`);
    expect(user).toContain("- product_category (string) aliases: product type, category, product");
    expect(user).toContain("- date (date)");
    expect(user).toContain("analysis: total, compare, trend, distribution, anomaly, correlation, rank, filter, forecast, summary");
    expect(user).not.toContain("previous answer");
  });

  it("blocks an answer with an invented column and re-runs extraction stating the allowed columns, then accepts the corrected answer", async () => {
    const extractor = await extractorWith([
      { kind: "json", value: answer({ group_by: ["weather"] }) },
      { kind: "json", value: answer() },
    ]);
    const result = await extractor.extract(question, sales);
    expect(result.requirements.group_by).toEqual(["region"]);
    expect(result.attempts).toBe(2);
    expect(server!.requests).toHaveLength(2);
    const first = userMessage(0);
    const second = userMessage(1);
    expect(first).not.toContain("weather");
    expect(second).toContain('- group_by.0: "weather" is not a column of dataset sales');
    expect(second).toContain("Allowed columns: date, region, product_category, revenue, units, channel");
    // A fresh extraction run: the question again, not a continuation of the rejected conversation.
    expect(second).toContain(`Question: ${question}`);
    expect(server!.requests[1]!.body.messages).toHaveLength(2);
  });

  it("throws RequirementLabelError naming the invalid labels when the answer never becomes valid", async () => {
    const extractor = await extractorWith(
      () => ({ kind: "json", value: answer({ metrics: [{ column: "profit", aggregation: "sum" }], time: { column: "region", grain: "unknown" } }) }),
      { maxAttempts: 2 },
    );
    const error = await extractor.extract(question, sales).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequirementLabelError);
    const typed = error as RequirementLabelError;
    expect(typed.code).toBe("llm-output-invalid");
    expect(typed.attempts).toBe(2);
    expect(typed.invalidLabels.map((label) => [label.path, label.value])).toEqual([
      ["metrics.0.column", "profit"],
      ["time.column", "region"],
    ]);
    expect(typed.invalidLabels[1]!.allowed).toEqual(["date"]);
    expect(typed.message).toContain('Step "requirements": no valid requirement_set answer after 2 attempts');
    expect(typed.message).toContain('"profit" is not a column of dataset sales');
    expect(typed.hint).toContain("aliases");
    expect(server!.requests).toHaveLength(2);
    expect(userMessage(1)).toContain("Allowed time columns: date");
  });

  it("lets the client repair a contract violation (analysis label outside the closed enum) before checking labels", async () => {
    const extractor = await extractorWith([
      { kind: "json", value: { ...answer(), analysis: ["seasonality"] } },
      { kind: "json", value: answer() },
    ]);
    const result = await extractor.extract(question, sales);
    expect(result.requirements.analysis).toEqual(["trend"]);
    expect(result.attempts).toBe(1);
    const repair = server!.requests[1]!.body.messages.at(-1).content as string;
    expect(repair).toContain("analysis.0");
    expect(repair).toContain('\\"trend\\"');
  });

  it("records cross-check disagreements as notes and lowers the confidence", async () => {
    const extractor = await extractorWith([{ kind: "json", value: answer({ group_by: [], outputs: ["table"] }) }]);
    const result = await extractor.extract(question, sales);
    expect(result.notes).toEqual([
      "cross-check: group_by differs (llm: none; deterministic: region)",
      "cross-check: outputs differs (llm: table; deterministic: chart)",
    ]);
    expect(result.confidence).toBe(0.7);
  });

  it("keeps what the cross-check could not resolve unless the LLM used a column the cross-check did not find", async () => {
    const dropped = await extractorWith([{ kind: "json", value: answer({ group_by: [], time: null, analysis: ["total"], outputs: ["table"] }) }]);
    const kept = await dropped.extract("total revenue by weather", sales);
    expect(kept.unresolved).toEqual(["weather"]);
    await server!.close();
    const mapped = await extractorWith([{ kind: "json", value: answer({ group_by: ["channel"], time: null, analysis: ["total"], outputs: ["table"] }) }]);
    const result = await mapped.extract("total revenue by shop", sales);
    expect(result.unresolved).toEqual([]);
    expect(result.notes).toContain('cross-check: deterministic could not match "shop"; the llm used channel');
  });

  it("without a cross-check, trusts the answer at 0.8", async () => {
    const extractor = await extractorWith([{ kind: "json", value: answer() }], { crossCheck: false });
    const result = await extractor.extract(question, sales);
    expect(result.confidence).toBe(0.8);
    expect(result.notes).toEqual([]);
  });
});

describe("checkRequirementLabels", () => {
  it("normalises aliases and case to column names with a note", () => {
    const checked = checkRequirementLabels(
      answer({ group_by: ["Product Type", "region", "REGION"], metrics: [{ column: "Sales", aggregation: "sum" }] }),
      sales,
    );
    expect(checked.invalid).toEqual([]);
    expect(checked.requirements.group_by).toEqual(["product_category", "region"]);
    expect(checked.requirements.metrics).toEqual([{ column: "revenue", aggregation: "sum" }]);
    expect(checked.notes).toEqual(['read "Sales" as column revenue', 'read "Product Type" as column product_category', 'read "REGION" as column region']);
  });

  it("rejects a numeric aggregation over a text column and lists the numeric columns", () => {
    const checked = checkRequirementLabels(
      answer({
        metrics: [
          { column: "region", aggregation: "mean" },
          { column: "region", aggregation: "count_distinct" },
        ],
      }),
      sales,
    );
    expect(checked.invalid).toEqual([
      {
        path: "metrics.0.column",
        value: "region",
        message: '"region" (string) cannot be used here (mean needs a numeric column)',
        allowed: ["revenue", "units"],
      },
    ]);
  });
});
