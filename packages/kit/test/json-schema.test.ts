import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContractError, RequirementSetSchema, type RequirementSet } from "@modular-planner/core";
import { createJsonSchemaValidator, emptyRequirementSet, findStrictnessViolations, parseContract, toStrictJsonSchema } from "../src/index.js";

const walkthrough: RequirementSet = {
  version: "1",
  metrics: [{ column: "revenue", aggregation: "sum" }],
  group_by: ["region", "product_category"],
  time: { column: "date", grain: "unknown" },
  analysis: ["trend", "total"],
  outputs: ["chart", "table"],
  constraints: { top_n: null, filters: [{ column: "region", operator: "=", value: "EU" }], sort: null },
};

describe("toStrictJsonSchema", () => {
  const schema = toStrictJsonSchema(RequirementSetSchema, { name: "requirement_set" });
  const validate = createJsonSchemaValidator(schema);

  it("round-trips a requirement set through zod, JSON Schema and ajv", () => {
    const parsed = RequirementSetSchema.parse(JSON.parse(JSON.stringify(walkthrough)));
    expect(parsed).toEqual(walkthrough);
    expect(validate(parsed)).toEqual({ valid: true, errors: [] });
    expect(validate(emptyRequirementSet()).valid).toBe(true);
  });

  it("emits draft 2020-12 with every object closed and every property required", () => {
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(["version", "metrics", "group_by", "time", "analysis", "outputs", "constraints"]);
    expect(findStrictnessViolations(schema)).toEqual([]);
  });

  it("rejects unknown keys in both zod and ajv", () => {
    const withExtra = { ...walkthrough, invented: true };
    expect(RequirementSetSchema.safeParse(withExtra).success).toBe(false);
    const result = validate(withExtra);
    expect(result.valid).toBe(false);
    expect(result.errors).toContainEqual({ path: "", message: 'must NOT have additional properties "invented"' });
  });

  it("rejects labels outside the closed sets in both zod and ajv", () => {
    const invented = { ...walkthrough, analysis: ["sentiment"] };
    expect(RequirementSetSchema.safeParse(invented).success).toBe(false);
    expect(validate(invented).valid).toBe(false);
    expect(validate(invented).errors[0]?.path).toBe("analysis.0");
  });

  it("refuses contracts with optional fields or open objects", () => {
    const loose = z.object({ a: z.string(), b: z.number().optional() });
    expect(() => toStrictJsonSchema(loose, { name: "loose" })).toThrow(ContractError);
    expect(() => toStrictJsonSchema(loose, { name: "loose" })).toThrow(/properties\/b: must be required/);
    const nested = z.object({ inner: z.object({ x: z.string().optional() }).strict() }).strict();
    expect(() => toStrictJsonSchema(nested)).toThrow(/\/properties\/inner\/properties\/x/);
  });

  it("parseContract names every failing path", () => {
    expect(() => parseContract(RequirementSetSchema, { ...walkthrough, group_by: [1] }, "RequirementSet")).toThrow(
      "RequirementSet is invalid: group_by.0: Invalid input: expected string, received number",
    );
  });
});

describe("every LLM contract", () => {
  it("exports as strict JSON Schema", async () => {
    const { LLM_CONTRACT_SCHEMAS } = await import("@modular-planner/core");
    for (const [name, schema] of Object.entries(LLM_CONTRACT_SCHEMAS)) {
      const json = toStrictJsonSchema(schema, { name });
      expect(findStrictnessViolations(json), name).toEqual([]);
    }
  });
});
