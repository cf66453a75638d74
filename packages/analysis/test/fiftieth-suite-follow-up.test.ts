import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for misses the fiftieth blind suite left after its first fixes.
const today = { today: "2026-12-01" };

// A made-up joinery's CNC router jobs: terse names, codes that differ only by a thickness, Y/N flags named "…_flg".
const router: AnalysisTable = {
  name: "cnc_job_log",
  rows: 300,
  columns: [
    { name: "job_id", type: "string" },
    { name: "strt_ts", type: "timestamp", days: 600 },
    { name: "mach", type: "string", values: ["R1", "R2"] },
    { name: "mat", type: "string", values: ["OAK18", "OAK25", "WAL12", "WAL18", "MDF9"] },
    { name: "rslt", type: "string", values: ["DONE", "FAIL", "CNCL"] },
    { name: "fail_cd", type: "string", values: ["TOOL", "HOLD", "FILE"] },
    { name: "shut_flg", type: "string", values: ["Y", "N"] },
    { name: "ind_flg", type: "string", values: ["Y", "N"] },
    { name: "rpt_flg", type: "string", values: ["Y", "N"] },
    { name: "promo_cd", type: "string", values: ["EASTER", "SUMMER", "XMAS"] },
    { name: "tot_gbp", type: "number" },
  ],
};

// A made-up Italian wine shop's orders: the noun first in the key's name, as Italian writes it ("numero_ordine").
const orders: AnalysisTable = {
  name: "ordini_enoteca",
  rows: 250,
  columns: [
    { name: "numero_ordine", type: "string" },
    { name: "data_ordine", type: "date" },
    { name: "canale", type: "string", values: ["negozio", "online", "telefono"] },
    { name: "quantita", type: "integer" },
    { name: "totale_eur", type: "number" },
  ],
};

describe("the fiftieth suite's follow-up mechanisms, on made-up tables", () => {
  it("a word whose letters begin several codes that differ only by their number is all of them", () => {
    const spec = specOf("average charge per job for everything that isn't walnut", router, today);
    expect(filters(spec)).toEqual(["mat not_in WAL12|WAL18"]);
    expect(filters(specOf("how many walnut jobs in 2026?", router, today))).toContain("mat in WAL12|WAL18");
  });

  it("a word joined by 'or' to a value of a column is tried as another value of it, its code too", () => {
    const spec = specOf("For each machine, what percentage of jobs failed or got cancelled?", router, today);
    expect(groups(spec)).toEqual(["mach"]);
    expect(spec.measures[0]).toMatchObject({ as: "row_pct", where: [{ column: "rslt", operator: "in", values: ["CNCL", "FAIL"] }] });
    expect(spec.filters).toEqual([]);
  });

  it("a verb with its particle, then more words, names the flag they name together without the particle", () => {
    const spec = specOf("How many jobs had a shut-down flagged, per machine?", router, today);
    expect(groups(spec)).toEqual(["mach"]);
    expect([...measures(spec), ...filters(spec)].join(" ")).toContain("shut_flg");
    expect([...measures(spec), ...filters(spec)].join(" ")).not.toContain("ind_flg");
  });

  it("a name in brackets after a period, ending in a word for a stretch of time, is no filter", () => {
    const spec = specOf("Give me the takings for each day from 30 March to 5 April 2026 (Easter week)", router, today);
    expect(filters(spec)).toEqual(["strt_ts between 2026-03-30|2026-04-06"]);
    expect(groups(spec)).toEqual(["strt_ts:day"]);
  });

  it("'per order' over a key named noun first is per row, and 'order by' after 'per' is no sort", () => {
    const spec = specOf("avg qty per order by sales channel?", orders, today);
    expect(measures(spec)).toEqual(["avg(quantita)"]);
    expect(groups(spec)).toEqual(["canale"]);
  });
});
