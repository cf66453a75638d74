import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): a measure's unit said right after its word, and a noun that qualifies a value.
const today = { today: "2026-11-29" };
const workshop: AnalysisTable = {
  name: "whl_svc_jobs",
  rows: 200,
  columns: [
    { name: "job_no", type: "string" },
    { name: "svc_dt", type: "date" },
    { name: "svc_cd", type: "string", values: ["TRU", "BLD", "SPK"] },
    { name: "n_whl", type: "integer" },
    { name: "lab_min", type: "integer" },
    { name: "lab_gbp", type: "number" },
  ],
};

describe("a unit right after the measure's word", () => {
  it("'labour hours' of lab_min is the sum shown in hours", () => {
    const spec = specOf("Total labour hours on truing last month?", workshop, today);
    expect(measures(spec)).toEqual(["sum(lab_min)"]);
    expect(spec.measures[0]!.factor).toBeCloseTo(1 / 60);
  });
});

describe("a noun before a value qualifies the value", () => {
  it("'wheel truing' filters on TRU and adds no second measure of n_whl", () => {
    const spec = specOf("Total labour hours spent on wheel truing last month?", workshop, today);
    expect(measures(spec)).toEqual(["sum(lab_min)"]);
    expect(filters(spec)).toContain("svc_cd in TRU");
  });
  it("a measure joined by 'and' stays a measure of its own", () => {
    const spec = specOf("Total labour minutes and wheels for truing last month?", workshop, today);
    expect(measures(spec)).toEqual(["sum(lab_min)", "sum(n_whl)"]);
  });
});
