import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";
import { ModularPlannerError, PlanSchema, SPECIFICATION_VERSION, ToolMetadataSchema } from "../src/index.js";

// Issue #22 item 5: core holds contracts only. Its runtime exports are zod schemas, error classes,
// frozen label lists and constants, never helper functions (those are in @modular-planner/kit).
const isZodSchema = (value: unknown) => typeof value === "object" && value !== null && typeof (value as { safeParse?: unknown }).safeParse === "function";
const isErrorClass = (value: unknown) => typeof value === "function" && (value === Error || value.prototype instanceof Error);

describe("core is contracts", () => {
  it("exports no function except error classes", () => {
    const functions = Object.entries(core).filter(([, value]) => typeof value === "function" && !isErrorClass(value));
    expect(functions.map(([name]) => name)).toEqual([]);
  });

  it("every other runtime export is a zod schema, a string constant, a label list, a pattern, JSON data or the LLM contract table", () => {
    const other = Object.entries(core).filter(([name, value]) => {
      if (isZodSchema(value) || isErrorClass(value) || typeof value === "string" || value instanceof RegExp) return false;
      if (Array.isArray(value) && value.every((item) => typeof item === "string")) return false;
      // Plain JSON data (a contract's default, e.g. EMPTY_PARAMS_SCHEMA).
      if (
        typeof value === "object" &&
        value !== null &&
        JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value) &&
        Object.getPrototypeOf(value) === Object.prototype
      )
        return false;
      return name !== "LLM_CONTRACT_SCHEMAS";
    });
    expect(other.map(([name]) => name)).toEqual([]);
    expect(Object.values(core.LLM_CONTRACT_SCHEMAS).every(isZodSchema)).toBe(true);
  });

  it("still parses its contracts and builds its errors", () => {
    expect(SPECIFICATION_VERSION).toBe("v1");
    expect(PlanSchema.safeParse({ version: "1", id: "p", goal: "g", steps: [] }).success).toBe(true);
    expect(ToolMetadataSchema.safeParse({}).success).toBe(false);
    const error = new ModularPlannerError("timeout", "slow", { hint: "wait" });
    expect([error.code, error.hint]).toEqual(["timeout", "wait"]);
  });
});
