import { describe, expect, it } from "vitest";
import { deriveColumns, parseQuestion, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, groups, measures, rowsOf, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the twenty-seventh and twenty-eighth blind suites' failures.
const vans: AnalysisTable = {
  name: "vanHires",
  rows: 300,
  columns: [
    { name: "hireId", type: "string" },
    { name: "hireDate", type: "date" },
    { name: "depot", type: "string", values: ["Leeds", "York", "Hull"] },
    { name: "hasInsurance", type: "boolean", values: [true, false] },
    { name: "isOneWay", type: "boolean", values: [true, false] },
    { name: "daysBooked", type: "integer" },
    { name: "boxesSold", type: "integer" },
    { name: "daysToReturn", type: "integer" },
    { name: "priceUsd", type: "number" },
  ],
};
const gardens: AnalysisTable = {
  name: "gdn_jobs",
  rows: 300,
  columns: [
    { name: "job_no", type: "string" },
    { name: "job_dt", type: "date" },
    { name: "wrk_typ", type: "string", values: ["LWN", "HDG", "LFC", "TRP", "SGR"] },
    { name: "acc_mth", type: "string", values: ["LDR", "GRD", "PLT"] },
    { name: "pay_sts", type: "string", values: ["PD", "OPN", "OVD"] },
    { name: "crw_ld", type: "string", values: ["JB", "MK", "TS"] },
    { name: "crw_sz", type: "integer" },
    { name: "hrs_onsite", type: "number" },
    { name: "cost_gbp", type: "number" },
  ],
};
const chimneys: AnalysisTable = {
  name: "chm_jobs",
  rows: 300,
  columns: [
    { name: "job_ref", type: "string" },
    { name: "job_dt", type: "date" },
    { name: "town", type: "string", values: ["SKP", "HRG", "ILK"] },
    { name: "appl", type: "string", values: ["WBS", "MFS", "OFR", "RNG"] },
    { name: "svc", type: "string", values: ["SWP", "REPR", "NEST", "CCTV"] },
    { name: "pay", type: "string", values: ["CSH", "CRD", "BNK"] },
    { name: "rpt_cust", type: "string", values: ["Y", "N"] },
    { name: "fuel", type: "string", values: ["Wood", "Coal", "Oil"] },
    { name: "price_gbp", type: "number" },
  ],
};
const glass: AnalysisTable = {
  name: "glass_jobs",
  rows: 300,
  columns: [
    { name: "Job No", type: "string" },
    { name: "Started At", type: "timestamp" },
    { name: "Depot", type: "string", values: ["Cork", "Limerick"] },
    { name: "Job Type", type: "string", values: ["Chip Repair", "Replacement"] },
    { name: "Chips Repaired", type: "integer" },
    { name: "Insurance Claim", type: "boolean", values: [true, false] },
    { name: "Excess EUR", type: "integer" },
    { name: "Invoice EUR", type: "integer" },
  ],
};
const lockers: AnalysisTable = deriveColumns({
  name: "lockerRentals",
  rows: 300,
  columns: [
    { name: "rentalId", type: "string" },
    { name: "moveInDate", type: "date" },
    { name: "moveOutDate", type: "date" },
    { name: "site", type: "string", values: ["North", "South"] },
    { name: "moveReason", type: "string", values: ["Downsizing", "Relocation"] },
    { name: "monthlyRateUsd", type: "number" },
    { name: "totalBilledUsd", type: "number" },
  ],
});
const today = "2026-11-28";
const connection = await duckdbWith(`CREATE TABLE lockerRentals AS SELECT * FROM (VALUES
  ('R1', DATE '2026-01-10', DATE '2026-03-10', 'North', 'Downsizing', 150, 300),
  ('R2', DATE '2026-02-01', NULL, 'North', 'Relocation', 50, 500),
  ('R3', DATE '2026-05-01', NULL, 'South', 'Downsizing', 100, 200),
  ('R4', DATE '2026-06-01', DATE '2026-06-21', 'South', 'Relocation', 150, 100)
) AS v(rentalId, moveInDate, moveOutDate, site, moveReason, monthlyRateUsd, totalBilledUsd)`);

describe("a flag with and without", () => {
  it("'average price with and without' groups by the flag the question named", () => {
    const spec = specOf("Do one-way hires cost more? average price with and without", vans);
    expect(groups(spec)).toEqual(["isOneWay"]);
    expect(filters(spec)).toEqual([]);
  });

  it("'insured hires vs hires without insurance' groups too", () => {
    const spec = specOf("Revenue from insured hires vs hires without insurance", vans);
    expect(groups(spec)).toEqual(["hasInsurance"]);
    expect(filters(spec)).toEqual([]);
  });
});

describe("counts and quantities", () => {
  it("'took more than two weeks to return' compares the days after the unit, in days, and counts", () => {
    const spec = specOf("How many hires took more than two weeks to return?", vans);
    expect(filters(spec)).toEqual(["daysToReturn > 14"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("'how many boxes did we sell' sums boxesSold: the thing before the participle", () => {
    expect(measures(specOf("How many boxes did we sell last month?", vans, { today }))).toEqual(["sum(boxesSold)"]);
  });

  it("'the most van bookings' counts hires, not the days booked", () => {
    expect(measures(specOf("Which depot had the most van bookings?", vans))).toEqual(["count(*)"]);
  });

  it("'how many jobs did the crews do' counts jobs; the crews are who did them", () => {
    expect(measures(specOf("How many jobs did the crews do last winter?", gardens, { today }))).toEqual(["count(*)"]);
  });

  it("'stays' of a table of stays are its rows, not their length", () => {
    const stays = deriveColumns({
      name: "campsite_stays",
      rows: 100,
      columns: [
        { name: "stay_id", type: "string" },
        { name: "checked_in_at", type: "timestamp" },
        { name: "checked_out_at", type: "timestamp" },
        { name: "pitch_type", type: "string", values: ["campervan", "tent"] },
        { name: "electric_hookup", type: "boolean", values: [true, false] },
      ],
    });
    expect(measures(specOf("What percentage of campervan stays had an electric hookup?", stays))).toEqual(["avg(electric_hookup)"]);
  });

  it("'the 5 rentals we've billed the most in total' ranks the rows", () => {
    const spec = specOf("Hey, could you list the 5 rentals we've billed the most in total? Just the ids and amounts.", lockers);
    expect(spec.mode).toBe("rows");
    expect(spec.limit).toBe(5);
    expect(spec.orderBy).toEqual([{ by: "totalBilledUsd", direction: "desc" }]);
  });

  it("'the average stay' is the time from moving in to moving out", () => {
    expect(measures(specOf("What's the average stay in days for each reason for moving in?", lockers))).toEqual(["avg(duration_days)"]);
  });
});

describe("codes", () => {
  it("'stump grinding' is SGR, the letters of both words, not GRD of grinding alone", () => {
    expect(filters(specOf("Average job cost per crew leader, leaving out stump grinding", gardens))).toContain("wrk_typ not_in SGR");
    expect(filters(specOf("Average job cost, leaving out stump grinding", gardens))).toEqual(["wrk_typ not_in SGR"]);
  });

  it("'crew leader' is crw_ld by both words; 'leader' is not the access code LDR", () => {
    const spec = specOf("Average hours per crew leader", gardens);
    expect(groups(spec)).toEqual(["crw_ld"]);
    expect(filters(spec)).toEqual([]);
  });

  it("two letters abbreviate a word beside another only where they end it: 'job durration' is no job_dt", () => {
    const windows: AnalysisTable = {
      name: "window_cln_jobs",
      rows: 100,
      columns: [
        { name: "job_no", type: "string" },
        { name: "job_dt", type: "date" },
        { name: "cust_type", type: "string", values: ["office", "home"] },
        { name: "dur_min", type: "integer" },
        { name: "amt_eur", type: "number" },
      ],
    };
    expect(measures(specOf("averge job durration for office cusomers", windows))).toEqual(["avg(dur_min)"]);
  });

  it("'wood burners' is WBS, 'repair' REPR", () => {
    expect(filters(specOf("How many sweeps did we do on wood burners in Skipton?", chimneys)).sort()).toEqual(["appl in WBS", "svc in SWP", "town in SKP"]);
    expect(filters(specOf("which 3 towns brought in the most money from repair jobs?", chimneys))).toEqual(["svc in REPR"]);
  });

  it("a currency is never a code ('in pounds' is not PD)", () => {
    expect(filters(specOf("How much have we invoiced for hedge trimming altogether, in pounds?", gardens))).toEqual(["wrk_typ in HDG"]);
  });

  it("a dash set apart by spaces ends a clause: 'paying by card - avg price per fuel type'", () => {
    const spec = specOf("Repeat customers paying by card - avg price per fuel type", chimneys);
    expect(filters(spec)).toEqual(["pay in CRD", "rpt_cust in Y"]);
    expect(groups(spec)).toEqual(["fuel"]);
  });

  it("a value's words do not run across a comma", () => {
    const result = parseQuestion("For sweeps, what percentage ended without a certificate, split by fuel?", chimneys);
    expect(result.kind === "spec" && result.provenance.some((entry) => /initials of "sweeps what/.test(entry.reason))).toBe(false);
  });
});

describe("names", () => {
  it("'insurance' names Insurance Claim; it is not 'in-' before 'surance'", () => {
    expect(filters(specOf("how many insurance jobs in Cork?", glass))).toEqual(["Depot in Cork", "Insurance Claim in true"]);
  });

  it("'uninsured' negates the flag; a currency code is no abbreviation of it", () => {
    const insured = { ...vans, columns: vans.columns.map((column) => (column.name === "hasInsurance" ? { ...column, name: "isInsured" } : column)) };
    const spec = specOf("total price of uninsured hires", insured);
    expect(filters(spec)).toEqual(["isInsured in false"]);
    expect(measures(spec)).toEqual(["sum(priceUsd)"]);
  });

  it("a column's whole name beats a value in another form: 'Chips Repaired' is the column, not Chip Repair", () => {
    const spec = specOf("Draw a scatter chart about the correlation between Chips Repaired and Invoice EUR.", glass);
    expect(spec.mode).toBe("rows");
    expect(spec.select).toEqual(["Chips Repaired", "Invoice EUR"]);
    expect(filters(spec)).toEqual([]);
  });
});

describe("the end of a start/end pair, not come yet or come", () => {
  it("'currently' and 'still' keep the rows with no end date; the answer counts them", async () => {
    expect(filters(specOf("How many rentals are currently running at each site?", lockers))).toEqual(["moveOutDate is_null true"]);
    expect(await rowsOf(connection, "How many rentals are still running at each site?", lockers)).toEqual([
      ["North", 1],
      ["South", 1],
    ]);
  });

  it("'have not moved out yet' is the same; 'who've already moved out' keeps the rows with an end", async () => {
    expect(filters(specOf("how many rentals have not moved out yet", lockers))).toEqual(["moveOutDate is_null true"]);
    const question = "What's the average stay in days for each reason? Only people who've already moved out.";
    expect(filters(specOf(question, lockers))).toEqual(["moveOutDate is_null false"]);
    expect(await rowsOf(connection, question, lockers)).toEqual([
      ["Downsizing", 59],
      ["Relocation", 20],
    ]);
  });

  it("'still owe' is no state of a row; two times linked only by both ends have no end to wait for", () => {
    expect(filters(specOf("how much do renters still owe us for the North site?", lockers))).toEqual(["site in North"]);
    const lessons = deriveColumns(
      {
        name: "lessons",
        rows: 10,
        columns: [
          { name: "booked_at", type: "date" },
          { name: "lesson_date", type: "date" },
          { name: "lesson_min", type: "integer" },
          { name: "fee_eur", type: "number" },
        ],
      },
      { ordered: [["booked_at", "lesson_date"]] },
    );
    expect(filters(specOf("total fees of lessons still pending", lessons))).toEqual([]);
  });

  it("'still haven't been picked up' over a pair the data orders: no end yet", () => {
    const repairs = deriveColumns(
      {
        name: "repairs",
        rows: 10,
        columns: [
          { name: "received", type: "date" },
          { name: "collected", type: "date" },
          { name: "branch", type: "string", values: ["Riga", "Jelgava"] },
        ],
      },
      { ordered: [["received", "collected"]] },
    );
    const spec = specOf("Orders that still haven't been picked up - how many per branch?", repairs);
    expect(filters(spec)).toEqual(["collected is_null true"]);
    expect(groups(spec)).toEqual(["branch"]);
  });

  it("no start/end pair, no such filter (the one-way hires are still the flag)", () => {
    expect(filters(specOf("How many one-way hires are there currently?", vans))).toEqual(["isOneWay in true"]);
  });
});

describe("an amount by a period", () => {
  it("'pay between $100 and $150 a month' compares the monthly rate, not the total billed, and bins nothing", async () => {
    const spec = specOf("how many rentals pay between $100 and $150 a mnoth?", lockers);
    expect(filters(spec)).toEqual(["monthlyRateUsd between 100|150"]);
    expect(groups(spec)).toEqual([]);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(await rowsOf(connection, "how many rentals pay between $100 and $150 a month?", lockers)).toEqual([[3]]);
  });

  it("'over 120 dollars per month by site' too; 'billed over $1000' stays the total", () => {
    expect(filters(specOf("how many rentals pay over 120 dollars per month by site", lockers))).toEqual(["monthlyRateUsd > 120"]);
    expect(filters(specOf("rentals billed over $1000", lockers))).toEqual(["totalBilledUsd > 1000"]);
  });
});
