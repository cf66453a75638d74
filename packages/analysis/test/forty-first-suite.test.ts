import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, groups, measures, rowsOf, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the forty-first blind suite's failures and by misses of earlier
// suites left over from the last session.
const today = { today: "2026-11-30" };

// A made-up ferry-free table: a window fitter's survey visits.
const surveys: AnalysisTable = {
  name: "surveyVisits",
  rows: 240,
  columns: [
    { name: "visitId", type: "string" },
    { name: "visitDate", type: "date" },
    { name: "fitter", type: "string", values: ["Ola", "Ben", "Kit"] },
    { name: "outcome", type: "string", values: ["Quoted", "Declined", "Cancelled"] },
    { name: "isReferral", type: "boolean" },
    { name: "bookedOnline", type: "boolean" },
    { name: "orderPlaced", type: "boolean" },
    { name: "quoteGbp", type: "number" },
    { name: "windows", type: "integer" },
  ],
};

describe("a true/false column set against the rest of the rows is a grouping, with a share or rate as the measure", () => {
  it("'for referrals versus the rest, the ratio of orders placed to visits done' is the rate of orderPlaced per isReferral", () => {
    const spec = specOf("For referrals versus the rest, what's the ratio of orders placed to visits done?", surveys, today);
    expect(groups(spec)).toEqual(["isReferral"]);
    expect(measures(spec)).toEqual(["avg(orderPlaced)"]);
    expect(filters(spec)).toEqual([]);
  });
  it("'what share of visits ended up cancelled, online bookings vs the rest' is the share of Cancelled rows per bookedOnline", () => {
    const spec = specOf("What share of visits ended up cancelled, online bookings vs the rest? As a percentage please.", surveys, today);
    expect(groups(spec)).toEqual(["bookedOnline"]);
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: null, percent: true });
    expect(spec.measures[0]!.where?.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`)).toEqual(["outcome in Cancelled"]);
    expect(filters(spec)).toEqual([]);
  });
  it("a value set against a value of its own column still compares every value ('cancelled vs declined visits')", () => {
    const spec = specOf("Compare the average quoteGbp for cancelled vs declined visits", surveys, today);
    expect(groups(spec)).toEqual(["outcome"]);
  });
});

describe("'not' and a loosely linked plural after a comma corrects what is counted ('players, not bookings')", () => {
  it("'top 2 fitters by number of windows (windows, not bookings)' sums windows and keeps every row", () => {
    const spec = specOf("Top 2 fitters by number of panes (windows, not bookings) this year", surveys, today);
    expect(measures(spec)).toEqual(["sum(windows)"]);
    expect(filters(spec).filter((filter) => !filter.startsWith("visitDate"))).toEqual([]);
  });
  it("'visits not booked online' still leaves the online bookings out", () => {
    const spec = specOf("How many visits were not booked online this year?", surveys, today);
    expect(filters(spec)).toContain("bookedOnline in false");
  });
});

// A gutter-cleaning firm's jobs, made up: terse names, a paid date empty until the invoice is paid.
const gutters: AnalysisTable = {
  name: "gtr_jobs",
  rows: 300,
  columns: [
    { name: "job_ref", type: "string" },
    { name: "job_dt", type: "date" },
    { name: "pd_dt", type: "date" },
    { name: "area", type: "string", values: ["BRK", "HLT", "MSN"] },
    { name: "cust_typ", type: "string", values: ["DOM", "COM"] },
    { name: "inv_st", type: "string", values: ["PD", "OVD", "OUT"] },
    { name: "ooh", type: "string", values: ["Y", "N"] },
    { name: "crew", type: "string", values: ["AK", "BT", "CL"] },
    { name: "ladder_m", type: "number" },
    { name: "tot_gbp", type: "number" },
  ],
};

describe("words read from the forty-first suite's terse table", () => {
  it("'out of hours' is the initials of ooh, stop words and all, not the hours of another column", () => {
    const spec = specOf("How many out of hours jobs has each crew done?", gutters, today);
    expect(filters(spec)).toEqual(["ooh in Y"]);
    expect(groups(spec)).toEqual(["crew"]);
  });
  it("'isn't paid yet' and 'unpaid' keep the rows whose paid date is still empty", () => {
    expect(filters(specOf("how many jobs aren't paid yet, by customer type", gutters, today))).toEqual(["pd_dt is_null true"]);
    expect(filters(specOf("total amount of unpaid jobs", gutters, today))).toEqual(["pd_dt is_null true"]);
  });
  it("'how much are we still owed' is the money of the rows not paid yet", () => {
    const spec = specOf("How much are we still owed? Everything that isn't paid yet, split by customer type", gutters, today);
    expect(measures(spec)).toEqual(["sum(tot_gbp)"]);
    expect(filters(spec)).toEqual(["pd_dt is_null true"]);
    expect(groups(spec)).toEqual(["cust_typ"]);
  });
  it("'invoice value' is the row's money, not a grouping by the invoice status inv_st", () => {
    const spec = specOf("top 5 jobs by invoice value this year", gutters, today);
    expect(spec.mode).toBe("rows");
    expect(spec.orderBy[0]).toMatchObject({ by: "tot_gbp", direction: "desc" });
    expect(groups(spec)).toEqual([]);
  });
});

describe("the rows ranked, with the columns to show after 'w/'", () => {
  it("'5 most expensive calls this year w/ tech and service' lists the calls, every column shown, ranked by the money", () => {
    const spec = specOf("5 most expensive visits this year w/ fitter and outcome", surveys, today);
    expect(spec.mode).toBe("rows");
    expect(spec.limit).toBe(5);
    expect(spec.orderBy[0]).toMatchObject({ by: "quoteGbp", direction: "desc" });
    expect(groups(spec)).toEqual([]);
  });
  it("a currency's symbol alone is the money: 'avg $ per job by fitter'", () => {
    expect(measures(specOf("avg £ per visit by fitter", surveys, today))).toEqual(["avg(quoteGbp)"]);
  });
  it("'per <value> <noun>' keeps the rows of that value: 'avg £ per QD job' (QD: the initials of the value Quote Done)", () => {
    const spec = specOf(
      "avg £ per QD job by fitter",
      {
        ...surveys,
        columns: surveys.columns.map((column) => (column.name === "outcome" ? { ...column, values: ["Quote Done", "Declined", "Cancelled"] } : column)),
      },
      today,
    );
    expect(filters(spec)).toEqual(["outcome in Quote Done"]);
    expect(groups(spec)).toEqual(["fitter"]);
  });
});

// A Galician town library's loans, made up: si/non columns, a percentage and an amount of one word, minutes beside a price
// by the hour.
const loans: AnalysisTable = {
  name: "prestamos_biblioteca",
  rows: 260,
  columns: [
    { name: "codigo", type: "string" },
    { name: "data", type: "date" },
    { name: "lector", type: "string", values: ["L-01", "L-02", "L-03", "L-04", "L-05", "L-06", "L-07", "L-08", "L-09", "L-10"] },
    { name: "sala", type: "string", values: ["infantil", "xeral", "hemeroteca"] },
    { name: "atrasado", type: "string", values: ["si", "non"] },
    { name: "renovado", type: "string", values: ["si", "non"] },
    { name: "minutos", type: "integer" },
    { name: "prezo_hora_eur", type: "number" },
    { name: "multa_pct", type: "number" },
    { name: "multa_eur", type: "number" },
    { name: "incidencia", type: "string", values: ["perda", "dano"] },
  ],
};

describe("a Galician table and questions", () => {
  it("a si/non column is true/false: 'préstamos non renovados' keeps renovado = non", () => {
    const spec = specOf("Cantos préstamos non renovados houbo por sala o ano pasado?", loans, { ...today, glosses: { renovados: "renewed" } });
    expect(filters(spec)).toContain("renovado in non");
    expect(groups(spec)).toEqual(["sala"]);
  });
  it("'total multa' is the fine in euros, not its percentage", () => {
    expect(measures(specOf("total multa for sala infantil this year", loans, today))).toEqual(["sum(multa_eur)"]);
  });
  it("'cantos lectores tiveron algunha perda' counts each reader once", () => {
    const spec = specOf("Cantos lectores tiveron algunha perda?", loans, today);
    expect(measures(spec)).toEqual(["count_distinct(lector)"]);
    expect(filters(spec)).toEqual(["incidencia in perda"]);
  });
  it("'horas' over minutos and a price by the hour is the minutes, shown in hours", () => {
    const spec = specOf("Cales son os 3 lectores con máis horas este ano?", loans, today);
    expect(measures(spec)).toEqual(["sum(minutos)"]);
    expect(spec.measures[0]!.factor).toBeCloseTo(1 / 60);
    expect(groups(spec)).toEqual(["lector"]);
  });
  it("'Borra da táboa …' is refused: a word shaped like 'table' after the verb and its 'from'", () => {
    expect(parseQuestion("Borra da táboa todos os préstamos atrasados, por favor.", loans, today).kind).toBe("refuse");
  });
});

// A made-up parking-fine office: two dates, a status with the value Paid.
const fines: AnalysisTable = {
  name: "parking_fines",
  rows: 300,
  columns: [
    { name: "Fine No", type: "string" },
    { name: "Issued At", type: "timestamp" },
    { name: "Street", type: "string", values: ["High St", "Mill Rd", "Quay"] },
    { name: "Repeat Plate", type: "boolean" },
    { name: "Amount GBP", type: "number" },
    { name: "Status", type: "string", values: ["Paid", "Unpaid", "Cancelled"] },
    { name: "Paid On", type: "date" },
  ],
};

describe("the date a period is of, and money verbs misspelt", () => {
  it("'paid fines only' names the status, so 'this year' is of the fines' own date, not Paid On", () => {
    const spec = specOf("Which 2 streets brought in the most money this year? paid fines only", fines, today);
    expect(filters(spec)).toEqual(expect.arrayContaining(["Status in Paid"]));
    expect(spec.filters.find((filter) => filter.temporal)?.column).toBe("Issued At");
  });
  it("'fines paid this year' is still of the date they were paid", () => {
    const spec = specOf("how many fines were paid this year", fines, today);
    expect(spec.filters.find((filter) => filter.temporal)?.column).toBe("Paid On");
  });
  it("'total colected from repeat offenders' is the money collected", () => {
    expect(measures(specOf("total colected from repeat offenders in 2025", fines, today))).toEqual(["sum(Amount GBP)"]);
  });
});

const connection = await duckdbWith(
  `CREATE TABLE parking_fines AS SELECT * FROM (VALUES
    ('F1', TIMESTAMP '2026-02-01 10:00', 'High St', true, 60.0, 'Paid', DATE '2026-02-10'),
    ('F2', TIMESTAMP '2026-03-01 10:00', 'High St', false, 60.0, 'Unpaid', NULL),
    ('F3', TIMESTAMP '2026-04-01 10:00', 'Quay', true, 90.0, 'Unpaid', NULL),
    ('F4', TIMESTAMP '2026-05-01 10:00', 'Mill Rd', true, 60.0, 'Cancelled', NULL)
  ) AS t("Fine No", "Issued At", "Street", "Repeat Plate", "Amount GBP", "Status", "Paid On")`,
);
describe("'how many …, and how many of those …': a count of all and of those meeting the second clause", () => {
  it("'how many fines, and how many of those are still unpaid' counts 4 and 2", async () => {
    const spec = specOf("how many fines, and how many of those are still unpaid?", fines, today);
    expect(spec.measures.map((measure) => measure.as)).toEqual(["count", "count_of_those"]);
    expect(filters(spec)).toEqual([]);
    expect(await rowsOf(connection, "how many fines, and how many of those are still unpaid?", fines)).toEqual([[4, 2]]);
  });
  it("a flag opening the question ('Repeat plates: how many fines, …') is the rows it is about", async () => {
    const question = "Repeat plates: how many fines, and how many of those are still unpaid?";
    expect(filters(specOf(question, fines, today))).toEqual(["Repeat Plate in true"]);
    expect(await rowsOf(connection, question, fines)).toEqual([[3, 1]]);
  });
});

describe("a total and the rows that had any of it ('…, and on how many calls?')", () => {
  it("'How many windows have we fitted altogether, and on how many visits?' sums windows and counts the visits with any", () => {
    const spec = specOf("How many windows have we fitted altogether, and on how many visits?", surveys, today);
    expect(measures(spec)).toEqual(["sum(windows)", "count(*)"]);
    expect(spec.measures[1]!.where?.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`)).toEqual(["windows > 0"]);
  });
  it("a total alone stays one measure", () => {
    expect(measures(specOf("How many windows have we fitted altogether?", surveys, today))).toEqual(["sum(windows)"]);
  });
});

describe("words of money that must not take over", () => {
  it("'from cheapest to most expensive, by average price per tree' ranks the price named, with no second measure", () => {
    const trees: AnalysisTable = {
      name: "tree_sales",
      rows: 120,
      columns: [
        { name: "species", type: "string", values: ["Nordmann", "Spruce", "Pine"] },
        { name: "qty", type: "integer" },
        { name: "price_each_eur", type: "number" },
        { name: "total_eur", type: "number" },
      ],
    };
    const spec = specOf("species from cheapest to most expensive, by average price per tree", trees, today);
    expect(measures(spec)).toHaveLength(1);
  });
  it("'the 3 most expensive fitters by median quote' groups by fitter: 'expensive' names no grouping", () => {
    const spec = specOf("the 2 most expensive fitters by median quoteGbp", surveys, today);
    expect(groups(spec)).toEqual(["fitter"]);
    expect(measures(spec)).toEqual(["median(quoteGbp)"]);
  });
  it("'how many invoices' counts them: 'invoices' is no misspelt 'invoiced'", () => {
    const invoices: AnalysisTable = {
      name: "facturas",
      rows: 100,
      columns: [
        { name: "cliente", type: "string" },
        { name: "plan", type: "string", values: ["Basico", "Empresa"] },
        { name: "importe_usd", type: "number" },
      ],
    };
    expect(measures(specOf("how many invoices were on the Empresa plan?", invoices, today))).toEqual(["count(*)"]);
  });
});
