import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-first blind suite found.
const today = { today: "2026-12-01" };

// A made-up tannery's batches: terse codes, three-consonant names, money columns in pounds.
const tannery: AnalysisTable = {
  name: "tan_btch_log",
  rows: 300,
  columns: [
    { name: "btch_id", type: "string" },
    { name: "strt_ts", type: "timestamp", days: 600 },
    { name: "mch", type: "string", values: ["DR1", "DR2", "DR3"] },
    { name: "cst", type: "string", values: ["ALP", "BRK", "CNT"] },
    { name: "clr", type: "string", values: ["WT", "BK", "TN"] },
    { name: "kg", type: "number" },
    { name: "de_cmc", type: "number" },
    { name: "late_gbp", type: "number" },
    { name: "mat_gbp", type: "number" },
    { name: "tot_gbp", type: "number" },
  ],
};

// A made-up Luxembourgish music school's lessons: Luxembourgish names, jo/neen flags.
const lessons: AnalysisTable = {
  name: "museksschoul",
  rows: 250,
  columns: [
    { name: "Nummer", type: "string" },
    { name: "Datum", type: "date" },
    { name: "Struktur", type: "string", values: ["Ettelbréck-Nord", "Wolz", "Clierf"] },
    { name: "Grupp", type: "string", values: ["Piano", "Gei", "Gesang"] },
    { name: "Stonnen", type: "number" },
    { name: "Ofgesot", type: "string", values: ["jo", "neen"] },
    { name: "Total_EUR", type: "number" },
  ],
};

// A made-up game studio's playtest reports: camelCase, a researcher column of handles, flags named with "has".
const reports: AnalysisTable = {
  name: "playtestReports",
  rows: 300,
  columns: [
    { name: "reportId", type: "string" },
    { name: "submittedAt", type: "timestamp", days: 600 },
    { name: "studio", type: "string", values: ["North", "South"] },
    { name: "status", type: "string", values: ["Open", "Duplicate", "Fixed"] },
    { name: "researcher", type: "string", values: ["pixelPat", "bugBob", "glitchGwen", "lagLiam"] },
    { name: "hasBom", type: "boolean" },
    { name: "payoutUsd", type: "number" },
  ],
};

// A made-up stonemason's memorial orders: UPPER_CASE, two dates, a coffin-like money column.
const memorials: AnalysisTable = {
  name: "MEMORIAL_ORDERS",
  rows: 200,
  columns: [
    { name: "ORDER_NO", type: "string" },
    { name: "ORDERED_ON", type: "date" },
    { name: "FITTING_DATE", type: "date" },
    { name: "BRANCH", type: "string", values: ["Ely", "March"] },
    { name: "CASKET_GBP", type: "number" },
    { name: "TOTAL_GBP", type: "number" },
  ],
};

describe("the fifty-first suite's misses, on made-up tables", () => {
  it("three consonants name a seven-letter word, misspelt too ('machine' mch, 'custmer' cst)", () => {
    expect(groups(specOf("how many batches ran on each machine?", tannery, today))).toEqual(["mch"]);
    expect(groups(specOf("total late fee per custmer in 2025", tannery, today))).toEqual(["cst"]);
  });

  it("'surcharge' and 'spend' after a column's word name its money ('rush surchage' misspelt too)", () => {
    expect(measures(specOf("total late surchage per customer in 2025", tannery, today))).toEqual(["sum(late_gbp)"]);
    expect(measures(specOf("top 3 customers by materials spend in 2025", tannery, today))).toEqual(["sum(mat_gbp)"]);
  });

  it("a symbol written 'dE' names de_cmc, and 'wht' is read as 'white', the code WT", () => {
    const spec = specOf("avg dE on wht batches by machine in 2026", tannery, today);
    expect(measures(spec)).toEqual(["avg(de_cmc)"]);
    expect(filters(spec)).toContain("clr in WT");
    expect(groups(spec)).toEqual(["mch"]);
  });

  it("Luxembourgish: questions, its quarters, a town's first name, and a request to delete", () => {
    const hours = specOf("Wéivill Stonnen goufen am zweete Quartal 2026 zu Ettelbréck gebucht?", lessons, today);
    expect(measures(hours)).toEqual(["sum(Stonnen)"]);
    expect(filters(hours)).toEqual(["Datum between 2026-04-01|2026-07-01", "Struktur in Ettelbréck-Nord"]);
    const average = specOf("Wat ass den Duerchschnëtt vum Total pro Grupp am Joer 2025?", lessons, today);
    expect(measures(average)).toEqual(["avg(Total_EUR)"]);
    expect(groups(average)).toEqual(["Grupp"]);
    expect(detectDestructiveRequest("Läsch w.e.g. all d'Reservatiounen aus der Tabell.").destructive).toBe(true);
    // English over Luxembourgish names: a kind of place is the facility (Struktur), and a flag left out after its word.
    expect(groups(specOf("total hours at each creche in 2025", lessons, today))).toEqual(["Struktur"]);
    expect(filters(specOf("lessons per weekday, cancellations not counted", lessons, today))).toEqual(["Ofgesot in neen"]);
  });

  it("'the first quarter 2026' without 'of' is the quarter", () => {
    expect(filters(specOf("how many hours were booked in the first quarter 2026?", lessons, today))).toEqual(["Datum between 2026-01-01|2026-04-01"]);
  });

  it("a person by role over a column named by a role, and a ranking of what no column names asks", () => {
    expect(groups(specOf("top 3 hunters by total payout in 2025", reports, today))).toEqual(["researcher"]);
    const asked = parseQuestion("top 3 wizards by total payout in 2025", reports, today);
    expect(asked.kind).toBe("clarify");
  });

  it("initials across 'of' name a flag ('a bill of materials' of hasBom); rows counted by a flag per group keep its rows", () => {
    const spec = specOf("how many reports came with a bill of materials, split by status?", reports, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["hasBom in true"]);
    expect(groups(spec)).toEqual(["status"]);
    expect(spec.measures[0]).toBeDefined();
    const dupes = specOf("what % of reports were dupes, for each studio?", reports, today);
    expect(dupes.measures[0]).toMatchObject({ as: "row_pct", where: [{ column: "status", values: ["Duplicate"] }] });
  });

  it("a synonym names a money column ('caskets'), and a bin's word is no date column by its synonym", () => {
    expect(measures(specOf("how much did families spend on coffins, by branch?", memorials, today))).toEqual(["sum(CASKET_GBP)"]);
    const perDay = specOf("line chart of orders per day in January 2026", memorials, today);
    expect(groups(perDay)).toEqual(["ORDERED_ON:day"]);
  });
});
