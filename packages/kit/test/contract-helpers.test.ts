import { describe, expect, it } from "vitest";
import { PlanSchema, ToolMetadataSchema } from "@modular-planner/core";
import {
  createToolCatalog,
  formatAdaptationPayload,
  isStepReference,
  listRequirementItems,
  mergeVerificationReports,
  requirementLabelOf,
  emptyRequirementSet,
} from "../src/index.js";

describe("core schemas", () => {
  it("applies tool defaults and rejects unknown keys", () => {
    const tool = ToolMetadataSchema.parse({ name: "plot_line", description: "Line chart" });
    expect(tool).toMatchObject({ capabilities: [], effects: ["compute"], params: { type: "object", properties: {}, required: [] } });
    expect(ToolMetadataSchema.safeParse({ name: "x", description: "", colour: "red" }).success).toBe(false);
    expect(
      ToolMetadataSchema.safeParse({ name: "x", description: "", params: { type: "object", properties: {}, required: ["y"] } }).error?.issues[0]?.message,
    ).toBe('required parameter "y" is not declared in properties');
  });

  it("parses plans with references and checks", () => {
    const plan = PlanSchema.parse({
      id: "p1",
      goal: "g",
      steps: [
        { id: "load", tool: "load_data", params: { path: "sales.csv" }, satisfies: ["metrics:revenue"] },
        { id: "agg", tool: "aggregate", params: { table: { ref: "load" } }, checks: [{ type: "row_count", operator: ">", value: 0 }] },
      ],
    });
    expect(plan.version).toBe("1");
    expect(plan.steps[1]?.params.table).toEqual({ ref: "load" });
    expect(isStepReference(plan.steps[1]?.params.table)).toBe(true);
    expect(isStepReference({ ref: "x", other: 1 })).toBe(false);
    expect(
      PlanSchema.safeParse({ id: "p", goal: "g", steps: [{ id: "s", tool: "t", checks: [{ type: "row_count", operator: "~", value: 1 }] }] }).success,
    ).toBe(false);
  });

  it("lists requirement items with stable ids", () => {
    const requirements = {
      ...emptyRequirementSet(),
      metrics: [{ column: "revenue", aggregation: "sum" as const }],
      group_by: ["region"],
      time: { column: "date", grain: "month" as const },
      analysis: ["trend" as const],
      outputs: ["chart" as const],
    };
    expect(listRequirementItems(requirements).map((item) => item.id)).toEqual([
      "metrics:revenue",
      "group_by:region",
      "time:date",
      "analysis:trend",
      "outputs:chart",
    ]);
    expect(requirementLabelOf("group_by:region")).toBe("group_by");
    expect(requirementLabelOf("analysis:trend")).toBe("analysis:trend");
    expect(requirementLabelOf("constraints:filters:region")).toBe("constraints:filters");
  });

  it("hashes catalogs by content, not order", () => {
    const a = ToolMetadataSchema.parse({ name: "a", description: "A", aliases: ["alpha"] });
    const b = ToolMetadataSchema.parse({ name: "b", description: "B" });
    expect(createToolCatalog([a, b]).hash).toBe(createToolCatalog([b, a]).hash);
    expect(createToolCatalog([a]).hash).not.toBe(createToolCatalog([{ ...a, description: "changed" }]).hash);
    expect(createToolCatalog([a]).get("alpha")?.name).toBe("a");
  });

  it("formats the adaptation payload and never lets a merge lift a failure", () => {
    const failed = {
      ok: false,
      removedSteps: ["detect_anomalies"],
      coverage: { "time:date": ["parse"] },
      issues: [
        { code: "missing-coverage" as const, severity: "error" as const, message: "", requirement: "group_by:region" },
        { code: "missing-coverage" as const, severity: "error" as const, message: "", requirement: "group_by:product_category" },
        { code: "unjustified-step" as const, severity: "error" as const, message: "", stepId: "detect_anomalies" },
      ],
    };
    expect(formatAdaptationPayload(failed)).toEqual(["Missing coverage: group_by=[region, product_category]", "Remove unjustified steps: detect_anomalies"]);
    const merged = mergeVerificationReports([failed, { ok: true, issues: [], removedSteps: [], coverage: { "time:date": ["agg"] } }]);
    expect(merged.ok).toBe(false);
    expect(merged.coverage["time:date"]).toEqual(["parse", "agg"]);
  });
});

describe("chooseTimeGrain", () => {
  it("keeps stated grains and applies the span policy to unknown ones", async () => {
    const { chooseTimeGrain } = await import("../src/index.js");
    expect(chooseTimeGrain("month", 10)).toBe("month");
    expect(chooseTimeGrain("unknown", 30)).toBe("day");
    expect(chooseTimeGrain("unknown", 89)).toBe("day");
    expect(chooseTimeGrain("unknown", 90)).toBe("week");
    expect(chooseTimeGrain("unknown", 200, 40)).toBe("day");
    expect(chooseTimeGrain("unknown", 365)).toBe("week");
    expect(chooseTimeGrain("unknown", 366)).toBe("month");
    // Events on set days: 17 race days over 581 days are drawn by day (monthly bins would merge two races of a month).
    expect(chooseTimeGrain("unknown", 581, 17)).toBe("day");
    expect(chooseTimeGrain("unknown", 581, 300)).toBe("month");
  });

  it("reads timestamps within a week hourly, dates within a week daily", async () => {
    const { chooseTimeGrain } = await import("../src/index.js");
    expect(chooseTimeGrain("unknown", 4, 5, true)).toBe("hour");
    expect(chooseTimeGrain("unknown", 4, 5, false)).toBe("day");
    expect(chooseTimeGrain("unknown", 20, 21, true)).toBe("day");
  });
});
