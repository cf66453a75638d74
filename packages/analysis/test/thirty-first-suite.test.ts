import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-first blind suite's failures.
const today = "2026-11-28";
const builds: AnalysisTable = {
  name: "buildRuns",
  rows: 300,
  columns: [
    { name: "buildId", type: "string" },
    { name: "buildDate", type: "date" },
    { name: "project", type: "string", values: ["payments-gateway", "search-index", "web-portal"] },
    { name: "event", type: "string", values: ["merge_request", "push", "nightly"] },
    { name: "author", type: "string", values: ["amir", "release-bot", "jo"] },
    { name: "coveragePct", type: "number" },
    { name: "deployed", type: "boolean", values: [true, false] },
    { name: "skipped", type: "boolean", values: [true, false] },
    { name: "cloudCostUsd", type: "number" },
  ],
};

describe("values written short", () => {
  it("capitals for a value of several words are its initials ('MRs' of merge_request); words shortened one by one ('payments gw')", () => {
    expect(filters(specOf("avg cov % for payments gway on MRs", builds))).toEqual(["project in payments-gateway", "event in merge_request"]);
  });

  it("'prd' is product and 'fam' family, as names abbreviate them", () => {
    const lots: AnalysisTable = {
      name: "lots",
      rows: 100,
      columns: [
        { name: "lot_id", type: "string" },
        { name: "prd_fam", type: "string", values: ["IMG", "PWR"] },
        { name: "top_dfct", type: "string", values: ["PRT", "SCR"] },
        { name: "gd_die", type: "integer" },
      ],
    };
    const spec = specOf("Top 3 product families by total good die", lots);
    expect(groups(spec)).toEqual(["prd_fam"]);
    expect(filters(spec)).toEqual([]);
  });
});

describe("people, percentages and what is ignored", () => {
  it("'top 3 people by …' ranks the column of persons", () => {
    const spec = specOf("Top 3 people by how much cloud cost they ran up - don't count the release bot", builds);
    expect(groups(spec)).toEqual(["author"]);
    expect(measures(spec)).toEqual(["sum(cloudCostUsd)"]);
    expect(spec.limit).toBe(3);
  });

  it("'as a percentage' says how a rate is shown, not a column of percents", () => {
    const spec = specOf("Which 2 projects have the lowest deploy rate? Give the rate as a percentage.", builds);
    expect(measures(spec)).toEqual(["avg(deployed)"]);
    expect(spec.measures[0]?.percent).toBe(true);
  });

  it("'ignore the skipped ones' leaves them out", () => {
    expect(filters(specOf("average coverage per project, ignore the skipped ones", builds))).toEqual(["skipped in false"]);
  });
});

const found: AnalysisTable = {
  name: "hittegods",
  rows: 300,
  columns: [
    { name: "arendenr", type: "string" },
    { name: "inlamnat", type: "date" },
    {
      name: "kategori",
      type: "string",
      values: ["plånbok", "mobiltelefon", "paraply"],
      valueGlosses: { mobiltelefon: ["mobile phone"], paraply: ["umbrella"] },
    },
    { name: "varde_kr", type: "number" },
  ],
};

describe("Swedish", () => {
  it("'förra kvartalet' is last quarter, 'genomsnittligt' average", () => {
    expect(
      filters(specOf("Hur många paraplyer lämnades in förra kvartalet?", found, { today })).map((filter) => filter.split("|").slice(0, 3).join("|")),
    ).toContain("inlamnat relative previous|1|quarter");
    expect(measures(specOf("genomsnittligt varde per kategori", found))).toEqual(["avg(varde_kr)"]);
  });

  it("a stem that changes before its ending ('plånböckerna' of plånbok), and the head of a value's gloss ('phones')", () => {
    expect(filters(specOf("hur många plånböckerna", found))).toEqual(["kategori in plånbok"]);
    expect(filters(specOf("how many lost phones were handed in", found))).toEqual(["kategori in mobiltelefon"]);
  });
});

describe("groupings and listings", () => {
  const lots: AnalysisTable = {
    name: "wafer_lots",
    rows: 300,
    columns: [
      { name: "lot_id", type: "string" },
      { name: "tst_dt", type: "date" },
      { name: "fab", type: "string", values: ["F12", "F14"] },
      { name: "prd_fam", type: "string", values: ["IMG", "PWR"] },
      { name: "yld_pct", type: "number" },
    ],
  };

  it("'each fab test': a column's exact name, then a verb only guessed to name another column", () => {
    expect(groups(specOf("How many lots did each fab test last month?", lots, { today }))).toEqual(["fab"]);
  });

  it("'List the lots whose …, with product family and yield': the columns after a closing 'with' are shown", () => {
    const spec = specOf("List the lots whose yield was between 60% and 75%, with product family and yield, lowest yield first", lots);
    expect(spec.mode).toBe("rows");
    expect(spec.select).toEqual(["lot_id", "prd_fam", "yld_pct"]);
  });
});
