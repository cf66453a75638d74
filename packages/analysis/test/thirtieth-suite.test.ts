import { describe, expect, it } from "vitest";
import { type AnalysisTable, deriveColumns, tokenize } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirtieth blind suite's failures.
const today = "2026-11-28";
const repairs: AnalysisTable = {
  name: "pump_svc_calls",
  rows: 300,
  columns: [
    { name: "job_no", type: "string" },
    { name: "call_dt", type: "date" },
    { name: "pmp_age_yrs", type: "integer" },
    { name: "call_typ", type: "string", values: ["BD", "INSP", "SVC", "LEAK"] },
    { name: "crew_n", type: "integer" },
    { name: "fault_cd", type: "string", values: ["NFF", "DR", "CTL", "BRG"] },
    { name: "on_site_hrs", type: "number" },
    { name: "pts_gbp", type: "number" },
    { name: "inv_gbp", type: "number" },
  ],
};

describe("codes and abbreviations", () => {
  it("a word right before what a column of codes describes is one of its codes ('door faults' DR)", () => {
    expect(filters(specOf("average time on site for door faults", repairs))).toEqual(["fault_cd in DR"]);
    const spec = specOf("average time on site, door faults vs controller faults", repairs);
    expect(filters(spec)).toEqual(["fault_cd in DR|CTL"]);
    expect(groups(spec)).toEqual(["fault_cd"]);
  });

  it("an abbreviation the lexicon expands may shorten another word, weakly ('parts cost' of pts_gbp)", () => {
    expect(filters(specOf("List the jobs where the parts cost between £500 and £1,000.", repairs))).toEqual(["pts_gbp between 500|1000"]);
  });

  it("in a count, a guessed abbreviation after 'in the' is a place, not the measure", () => {
    const spec = specOf("How many leaks had more than 4 crew working in the pump?", repairs);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("'last yr', 'this mth': periods as notes abbreviate them", () => {
    expect(specOf("total inv gbp last yr", repairs, { today }).filters.map((filter) => filter.values.slice(0, 3).join("|"))).toEqual(["previous|1|year"]);
  });
});

const sessions: AnalysisTable = {
  name: "karaoke_sessions",
  rows: 300,
  columns: [
    { name: "Session ID", type: "string" },
    { name: "Start Time", type: "timestamp" },
    { name: "Branch", type: "string", values: ["Umeda", "Namba"] },
    { name: "Guests", type: "integer" },
    { name: "Total JPY", type: "number" },
    { name: "Payment", type: "string", values: ["Cash", "Card", "PayPay"] },
    { name: "Drink Plan", type: "string", values: ["None", "Standard", "Premium"] },
  ],
};

describe("ranges, values and money", () => {
  it("'with 8 to 12 guests': a range before a word naming a number column, no lead word", () => {
    const spec = specOf("how many sessions had 8 to 12 guests", sessions);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["Guests between 8|12"]);
  });

  it("'no drink plan' is the column's value None; 'something other than cash' is every value but Cash", () => {
    expect(filters(specOf("How many sessions were paid by something other than cash and had no drink plan?", sessions))).toEqual([
      "Drink Plan in None",
      "Payment not_in Cash",
    ]);
  });

  it("'how much did Namba take last month': the money taken", () => {
    expect(measures(specOf("How much did Namba take last month?", sessions, { today }))).toEqual(["sum(Total JPY)"]);
  });

  it("'the first three months of 2026', 'the first half of 2025': spans of months of a named year", () => {
    expect(filters(specOf("How many sessions in the first three months of 2026?", sessions))).toEqual(["Start Time between 2026-01-01|2026-04-01"]);
    expect(filters(specOf("sessions in the first half of 2025", sessions))).toEqual(["Start Time between 2025-01-01|2025-07-01"]);
  });
});

const saunas: AnalysisTable = {
  name: "saunavuorot",
  rows: 300,
  columns: [
    { name: "varaus", type: "string" },
    { name: "paiva", type: "date" },
    { name: "sauna", type: "string", values: ["Savusauna", "Kattosauna", "Rantasauna"] },
    { name: "tyyppi", type: "string", values: ["yksityisvaraus", "yritystilaisuus", "yleinen vuoro"] },
    { name: "vieraat", type: "integer" },
    { name: "peruttu", type: "string", values: ["kyllä", "ei"] },
    { name: "yhteensa_eur", type: "number" },
  ],
};

describe("Finnish", () => {
  it("its question words and relative dates, and names with case endings", () => {
    const spec = specOf("Montako yksityisvarausta Savusaunaan tehtiin viime vuonna?", saunas, { today });
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec).map((filter) => filter.replace(/\|2026-11-28$/, ""))).toEqual([
      "paiva relative previous|1|year",
      "tyyppi in yksityisvaraus",
      "sauna in Savusauna",
    ]);
  });

  it("a stem that changes before its ending ('yritystilaisuuksista'), and a postposition ('peruttuja lukuun ottamatta')", () => {
    const spec = specOf("Paljonko yritystilaisuuksista kertyi tänä vuonna euroja yhteensä, peruttuja lukuun ottamatta?", saunas, { today });
    expect(measures(spec)).toEqual(["sum(yhteensa_eur)"]);
    expect(filters(spec).map((filter) => filter.replace(/\|2026-11-28$/, ""))).toEqual([
      "paiva relative this|1|year",
      "tyyppi in yritystilaisuus",
      "peruttu in ei",
    ]);
    expect(tokenize("peruttuja lukuun ottamatta").map((token) => token.word)).toEqual(["excluding", "cancelled"]);
  });

  it("'the most guests' is the one column counting people, whatever its name", () => {
    const named = { ...saunas, columns: saunas.columns.map((column) => (column.name === "vieraat" ? { ...column, name: "pax" } : column)) };
    expect(measures(specOf("Which 2 saunas had the most guests in total last year?", named, { today }))).toEqual(["sum(pax)"]);
  });
});

describe("a span named by its ends among three dates", () => {
  const jobs = deriveColumns(
    {
      name: "translation_jobs",
      rows: 100,
      columns: [
        { name: "jobId", type: "string" },
        { name: "orderedDate", type: "date" },
        { name: "dueDate", type: "date" },
        { name: "deliveredDate", type: "date" },
        { name: "docType", type: "string", values: ["Legal", "Medical"] },
        { name: "wordCount", type: "integer" },
        { name: "sourceLang", type: "string", values: ["German", "Japanese", "French"] },
        { name: "clientCountry", type: "string", values: ["Germany", "Japan", "France"] },
      ],
    },
    {
      ordered: [
        ["orderedDate", "dueDate"],
        ["orderedDate", "deliveredDate"],
      ],
    },
  );

  it("is a duration of each pair the data orders, linked by both ends", () => {
    expect(measures(specOf("On average, how many days does a legal job take from order to delivery?", jobs))).toEqual([
      "avg(orderedDate_to_deliveredDate_days)",
    ]);
  });

  it("a column named for countries beats one whose values only look so", () => {
    expect(groups(specOf("Top 3 client countries by word count", jobs))).toEqual(["clientCountry"]);
  });
});

describe("comparisons and lists", () => {
  const jobs: AnalysisTable = {
    name: "translation_jobs",
    rows: 100,
    columns: [
      { name: "jobId", type: "string" },
      { name: "docType", type: "string", values: ["Technical", "Legal"] },
      { name: "isPostEdit", type: "boolean", values: [true, false] },
      { name: "ratePerWord", type: "number" },
    ],
  };

  it("a comparison naming one side by a true/false column compares its two sides", () => {
    const spec = specOf("For technical documents, compare the average rate per word of MT post-editing jobs with fully human ones.", jobs);
    expect(groups(spec)).toEqual(["isPostEdit"]);
    expect(filters(spec)).toEqual(["docType in Technical"]);
  });

  it("a code of two capitals is the initials of two longer words, and a value listed after one left out is left out", () => {
    const spec = specOf("Average bill per job for everything apart from breakdowns and the thorough examinations", {
      name: "lift_jobs",
      rows: 100,
      columns: [
        { name: "job_no", type: "string" },
        { name: "job_typ", type: "string", values: ["BD", "PM", "TE"] },
        { name: "tot_gbp", type: "number" },
      ],
    });
    expect(filters(spec)).toEqual(["job_typ not_in TE|BD"]);
  });

  it("but not the initials of a money word and a preposition ('money from' is no MF)", () => {
    const spec = specOf("which 3 towns brought in the most money from repair jobs?", {
      name: "sweep_jobs",
      rows: 100,
      columns: [
        { name: "job_ref", type: "string" },
        { name: "town", type: "string", values: ["HRG", "YRK"] },
        { name: "fuel", type: "string", values: ["WD", "MF", "GS"] },
        { name: "svc", type: "string", values: ["SWP", "REPR"] },
        { name: "price_gbp", type: "number" },
      ],
    });
    expect(filters(spec)).toEqual(["svc in REPR"]);
  });
});

describe("values in brackets and the share of rows holding them", () => {
  const jobs: AnalysisTable = {
    name: "arb_jobs",
    rows: 300,
    columns: [
      { name: "job_no", type: "string" },
      { name: "crw_sz", type: "integer" },
      { name: "cost_gbp", type: "number" },
      { name: "inv_sts", type: "string", values: ["PD", "OPN", "OVD"] },
    ],
  };
  const where = (spec: ReturnType<typeof specOf>) =>
    (spec.measures[0]?.where ?? []).map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`);

  it("say which rows unless a grouping stands before them", () => {
    expect(filters(specOf("how many jobs (open or overdue)?", jobs))).toEqual(["inv_sts in OPN|OVD"]);
    const grouped = specOf("how many jobs by invoice status (open / overdue / paid)", jobs);
    expect(filters(grouped)).toEqual([]);
    expect(groups(grouped)).toEqual(["inv_sts"]);
  });

  it("are not negated by a 'not' before the bracket, and 'paid' after a verb of being is a state, not money asked", () => {
    expect(where(specOf("what percentage of our jobs are not paid (open or overdue)", jobs))).toEqual(["inv_sts in OPN|OVD"]);
  });

  it("two values or more of a share are one share of the rows holding either", () => {
    const spec = specOf("what percentage of jobs are open or overdue", jobs);
    expect(groups(spec)).toEqual([]);
    expect(where(spec)).toEqual(["inv_sts in OPN|OVD"]);
  });
});
