import { describe, expect, it } from "vitest";
import { compileChart, compileSql, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms for the misses the forty-seventh blind suite and older suites' unneeded
// clarifications found.
const today = { today: "2026-12-01" };

// A made-up comedy club's nights: UPPER_CASE names, two money columns, one of them named by a chart's word.
const nights: AnalysisTable = {
  name: "COMEDY_NIGHTS",
  rows: 150,
  columns: [
    { name: "NIGHT_ID", type: "string" },
    { name: "ROOM_CODE", type: "string", values: ["UP", "DOWN", "ANNEX"] },
    { name: "LATE_SHOW_FLAG", type: "boolean", values: [true, false] },
    { name: "DOOR_REVENUE", type: "number" },
    { name: "BAR_REVENUE", type: "number" },
  ],
};

// A made-up courier depot's missed collections: Title Case, a target in hours and whether it was broken.
const collections: AnalysisTable = {
  name: "missed_collections",
  rows: 120,
  columns: [
    { name: "Logged", type: "date" },
    { name: "Depot", type: "string", values: ["Leeds", "York"] },
    { name: "Urgent", type: "boolean", values: [true, false] },
    { name: "Target Hours", type: "number" },
    { name: "Target Breached", type: "boolean", values: [true, false] },
  ],
};

describe("older suites' unneeded clarifications", () => {
  it("'bar takings' is BAR_REVENUE, not a bar chart of takings that two money columns tie for", () => {
    const spec = specOf("average bar takings by room", nights, today);
    expect(measures(spec)).toEqual(["avg(BAR_REVENUE)"]);
    expect(groups(spec)).toEqual(["ROOM_CODE"]);
    // A chart's word before a word naming no column of it is still the chart.
    expect(specOf("bar chart of door revenue by room", nights, today).chart).toBe("bar");
  });

  it("'late shows vs early ones' beside another grouping sets the flag's two sides against each other", () => {
    const spec = specOf("average bar revenue by room, late shows vs early ones", nights, today);
    expect(groups(spec)).toEqual(["ROOM_CODE", "LATE_SHOW_FLAG"]);
    expect(filters(spec)).toEqual([]);
    // Without a "vs", the flag keeps its rows.
    expect(filters(specOf("average bar revenue by room for late shows", nights, today))).toEqual(["LATE_SHOW_FLAG in true"]);
  });

  it("'broke the target' is the breached flag (break ~ breach)", () => {
    const spec = specOf("What percentage of urgent collections broke the target?", collections, today);
    expect(measures(spec)).toEqual(["avg(Target Breached)"]);
    expect(filters(spec)).toEqual(["Urgent in true"]);
  });
});

// A made-up tug company's jobs: terse snake_case, codes, a night flag, delays in minutes (zero when none).
const tugs: AnalysisTable = {
  name: "tug_job_log",
  rows: 300,
  columns: [
    { name: "job_no", type: "string" },
    { name: "job_ts", type: "timestamp" },
    { name: "vsl_cls", type: "string", values: ["TNK", "BLK", "CRS", "CNT"] },
    { name: "berth", type: "string", values: ["North Quay", "Oil Jetty", "Cruise Pier"] },
    { name: "night_flg", type: "boolean", values: [true, false] },
    { name: "drft_m", type: "number", range: { min: 5, max: 16 } },
    { name: "loa_m", type: "number", range: { min: 80, max: 360 } },
    { name: "dly_min", type: "integer", range: { min: 0, max: 240 } },
    { name: "dly_rsn", type: "string", values: ["WX", "TIDE", "CREW", "AGT"] },
    { name: "fee_usd", type: "number", range: { min: 900, max: 9000 } },
  ],
};

// A made-up newsletter's sends: camelCase, counts, a discount (zero when none) and an A/B flag beside its variant.
const sends: AnalysisTable = {
  name: "newsletterSends",
  rows: 250,
  columns: [
    { name: "sendId", type: "string" },
    { name: "sentAt", type: "timestamp" },
    { name: "channel", type: "string", values: ["Email", "SMS"] },
    { name: "recipients", type: "integer", range: { min: 500, max: 150000 } },
    { name: "clicked", type: "integer", range: { min: 0, max: 5000 } },
    { name: "discountPct", type: "number", range: { min: 0, max: 30 } },
    { name: "isABTest", type: "boolean", values: [true, false] },
    { name: "abVariant", type: "string", values: ["A", "B"] },
  ],
};

describe("numbers written with k, and two letters joined by a slash", () => {
  it("'between 50k and 100k recipients' is 50000 to 100000; a value written so stays a value", () => {
    expect(filters(specOf("how many sends went to between 50k and 100k recipients?", sends, today))).toEqual(["recipients between 50000|100000"]);
    expect(filters(specOf("sends with over 1.5k clicks", sends, today))).toEqual(["clicked > 1500"]);
  });

  it("'A/B tested' is the isABTest flag, not the variants A and B", () => {
    const spec = specOf("average clicks of A/B tested sends", sends, today);
    expect(filters(spec)).toEqual(["isABTest in true"]);
  });
});

describe("comparisons", () => {
  it("'… than the rest' sets a flag's rows against the others", () => {
    const spec = specOf("Do A/B tested sends get more clicks on average than the rest?", sends, today);
    expect(groups(spec)).toEqual(["isABTest"]);
    expect(filters(spec)).toEqual([]);
  });

  it("the value nearer a 'vs' is the one compared; another column's value after it keeps its rows", () => {
    const table: AnalysisTable = { ...tugs, columns: [...tugs.columns, { name: "status", type: "string", values: ["Completed", "Cancelled", "Aborted"] }] };
    const spec = specOf("avg fee for ULCC vs tanker jobs, completed ones only", table, today);
    expect(groups(spec)).toEqual(["vsl_cls"]);
    expect(filters(spec)).toEqual(["status in Completed"]);
  });
});

describe("rows said by a number column's verb", () => {
  it("'delayed jobs', 'jobs were delayed' keep the rows with a delay above zero, and count them", () => {
    const spec = specOf("how many delayed jobs were there at the oil jetty", tugs, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toContain("dly_min > 0");
    expect(filters(specOf("how many jobs were delayed", tugs, today))).toEqual(["dly_min > 0"]);
    expect(filters(specOf("how many discounted sends were there", sends, today))).toEqual(["discountPct > 0"]);
  });

  it("'the most delays' counts delayed rows; 'the most clicks' still sums a count column", () => {
    const spec = specOf("which berth had the most delays", tugs, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["dly_min > 0"]);
    expect(measures(specOf("which channel had the most clicks", sends, today))).toEqual(["sum(clicked)"]);
  });

  it("a later sentence asking for each group lifts the one-answer limit of 'which day … the most'", () => {
    const spec = specOf("Which day of the week has the most delays? Give me the number of delayed jobs per weekday", tugs, today);
    expect(spec.limit).toBeNull();
    expect(filters(spec)).toEqual(["dly_min > 0"]);
    expect(specOf("Which day of the week has the most delays?", tugs, today).limit).toBe(1);
  });
});

describe("cycles of the calendar", () => {
  it("'month of the year' groups every year's months together (1–12), compiled as month()", () => {
    const spec = specOf("jobs by month of the year", tugs, today);
    expect(groups(spec)).toEqual(["job_ts:month_of_year"]);
    expect(compileSql(spec, tugs.name, tugs.columns).sql).toContain("month(CAST");
  });

  it("a cycle named in words goes on to the grouping after 'and', and for a heatmap after 'against'", () => {
    expect(groups(specOf("heatmap of jobs by day of the week and berth", tugs, today))).toEqual(["job_ts:weekday", "berth"]);
    expect(groups(specOf("heatmap of jobs by berth and day of the week", tugs, today))).toEqual(["job_ts:weekday", "berth"]);
    const spec = specOf("heatmap of delayed jobs: month of the year against delay reason", tugs, today);
    expect(groups(spec)).toEqual(["job_ts:month_of_year", "dly_rsn"]);
    expect(spec.chart).toBe("heatmap");
  });

  it("'at night' is the night flag where the table has one, the clock otherwise", () => {
    expect(filters(specOf("total fees for tankers at night", tugs, today))).toEqual(["vsl_cls in TNK", "night_flg in true"]);
    expect(filters(specOf("how many sends at night", sends, today))[0]).toMatch(/^sentAt relative part_of_day/);
  });

  it("a histogram of 'how many recipients each send had' is the recipients' distribution", () => {
    const spec = specOf("Show me a histogram of how many recipients each send had", sends, today);
    expect(spec.mode).toBe("distribution");
    expect(spec.chart).toBe("histogram");
  });
});

describe("codes and their words", () => {
  it("'a draught between 12 and 14 metres' is drft_m (draught ~ draft), not the code AGT of 'a draught'", () => {
    expect(filters(specOf("How many jobs had a draught between 12 and 14 metres?", tugs, today))).toEqual(["drft_m between 12|14"]);
  });

  it("a value that is a known abbreviation of the word names it (WX weather), the cause its reason column", () => {
    expect(filters(specOf("how many jobs were held up by the weather", tugs, today))).toContain("dly_rsn in WX");
    expect(filters(specOf("average delay when the cause wasn't the weather", tugs, today))).toEqual(["dly_rsn not_in WX"]);
    expect(filters(specOf("average delay of jobs not delayed by weather", tugs, today))).toEqual(["dly_rsn not_in WX"]);
  });
});

it("parses nothing it should not: 'the 10K' stays a value where the table holds it", () => {
  const races: AnalysisTable = {
    name: "fun_runs",
    rows: 90,
    columns: [
      { name: "Race", type: "string", values: ["Riverside 10K", "Park 5K"] },
      { name: "Finish Secs", type: "integer" },
    ],
  };
  const result = parseQuestion("how many finishers in the Park 5K", races, today);
  expect(result.kind === "spec" ? filters(result.spec) : result.kind).toEqual(["Race in Park 5K"]);
});

// A made-up Basque trinket-market's stall bookings: Basque names and values, bai/ez for yes/no.
const postuak: AnalysisTable = {
  name: "azoka_postuak",
  rows: 200,
  columns: [
    { name: "kodea", type: "string" },
    { name: "data", type: "date" },
    { name: "herria", type: "string", values: ["Tolosa", "Zarautz", "Bergara"] },
    { name: "taldea", type: "string", values: ["familia", "enpresa", "elkartea"] },
    { name: "pertsonak", type: "integer", range: { min: 1, max: 40 } },
    { name: "guztira_eur", type: "number", range: { min: 10, max: 900 } },
    { name: "ezeztatua", type: "string", values: ["bai", "ez"] },
    { name: "balorazioa", type: "integer", range: { min: 1, max: 5 } },
  ],
};

describe("Basque", () => {
  it("reads its question words, case endings on years and names, and 'batez besteko' (average)", () => {
    const spec = specOf("Zenbat erreserba egin ziren Tolosan 2026an?", postuak, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["data between 2026-01-01|2027-01-01", "herria in Tolosa"]);
    const average = specOf("Zein da batez besteko balorazioa herri bakoitzean?", postuak, today);
    expect(measures(average)).toEqual(["avg(balorazioa)"]);
    expect(groups(average)).toEqual(["herria"]);
  });

  it("links English words to Basque columns and values (company ~ enpresa, people ~ pertsonak)", () => {
    const spec = specOf("How much did company groups spend with us altogether?", postuak, today);
    expect(measures(spec)).toEqual(["sum(guztira_eur)"]);
    expect(filters(spec)).toEqual(["taldea in enpresa"]);
    expect(filters(specOf("How many bookings were for 20 to 30 people?", postuak, today))).toEqual(["pertsonak between 20|30"]);
  });

  it("refuses a Basque (or Maltese, Luxembourgish) request to delete", () => {
    for (const question of [
      "Ezabatu ezeztatutako erreserba guztiak taulatik",
      "Kendu balorazioa zutabea",
      "Ħassar ir-rekords kollha",
      "Läsch all d'Donnéeën, läschen w.e.g.",
    ])
      expect(parseQuestion(question, postuak, today).kind, question).toBe("refuse");
  });
});

it("the top rows ranked by a number, asked as horizontal bars, are drawn: a bar per row, named by its key", () => {
  const spec = specOf("top 5 sends by clicked, as horizontal bars", sends, today);
  expect(spec.mode).toBe("rows");
  const chart = compileChart(spec, sends.columns) as { mark: string; encoding: Record<string, { field: string }> };
  expect(chart.mark).toBe("bar");
  expect(chart.encoding.y!.field).toBe("sendId");
  expect(chart.encoding.x!.field).toBe("clicked");
});

describe("a rate of two sums", () => {
  it("'revenue per recipient' over a column counting recipients is sum(revenue) / sum(recipients)", () => {
    const table: AnalysisTable = { ...sends, columns: [...sends.columns, { name: "revenueUsd", type: "number", range: { min: 0, max: 9000 } }] };
    const spec = specOf("revenue per recipient by channel", table, today);
    expect(spec.measures).toEqual([{ aggregate: "sum", column: "revenueUsd", as: "revenueUsd_per_recipients", per: "recipients" }]);
    expect(groups(spec)).toEqual(["channel"]);
    expect(compileSql(spec, table.name, table.columns).sql).toContain('CAST(sum("revenueUsd") AS DOUBLE) / NULLIF(sum("recipients"), 0)');
  });

  it("'clicks as a percentage of recipients', 'in % of recipients' is that rate on the 0–100 scale, no share and no pie", () => {
    const spec = specOf("clicks as a percentage of recipients, by channel", sends, today);
    expect(spec.measures).toEqual([{ aggregate: "sum", column: "clicked", as: "clicked_per_recipients", per: "recipients", percent: true }]);
    expect(spec.chart).toBe("bar");
    expect(compileSql(spec, sends.name, sends.columns).sql).toContain("100.0 * CAST(sum");
    expect(specOf("clicked in % of recipients for SMS", sends, today).measures[0]).toMatchObject({ per: "recipients", percent: true });
  });

  it("'the click-through rate, in % of recipients' is clicked (the verb of 'click-through') over recipients", () => {
    const spec = specOf("What's the SMS click-through rate, in % of recipients?", sends, today);
    expect(spec.measures).toEqual([{ aggregate: "sum", column: "clicked", as: "clicked_per_recipients", per: "recipients", percent: true }]);
    expect(filters(spec)).toEqual(["channel in SMS"]);
  });
});

describe("hours of work beside an out-of-hours flag", () => {
  const jobs: AnalysisTable = {
    name: "CAPTIONING_JOBS",
    rows: 120,
    columns: [
      { name: "JOB_REF", type: "string" },
      { name: "START_TIME", type: "timestamp" },
      { name: "END_TIME", type: "timestamp" },
      { name: "CITY", type: "string", values: ["Leeds", "Hull"] },
      { name: "OUT_OF_HOURS", type: "boolean", values: [true, false] },
      { name: "DURATION_MIN", type: "integer", range: { min: 30, max: 480 } },
      { name: "duration_minutes", type: "number", derived: { kind: "duration", from: "START_TIME", to: "END_TIME", unit: "minute" } },
    ],
  };

  it("'how many hours of captioning' is the duration in hours, not the out-of-hours flag; the table's own duration column wins over the derived one", () => {
    const spec = specOf("How many hours of captioning did we do in 2025?", jobs, today);
    expect(measures(spec)).toEqual(["sum(DURATION_MIN)"]);
    expect(filters(spec)).toEqual(["START_TIME between 2025-01-01|2026-01-01"]);
    // ("for hospital and GP jobs": what nothing reads, an acronym and words joined by "and" too, is said, not dropped.)
    const result = parseQuestion("How many hours of captioning did we do for hospital and GP jobs in 2025?", jobs, today);
    const unapplied = result.kind === "spec" ? result.unapplied.join(" | ") : "";
    expect(unapplied).toContain('"hospital"');
    expect(unapplied).toContain('"GP"');
    // ("Out of hours" still names the flag: the jobs where it is true are counted.)
    expect(measures(specOf("how many out of hours jobs in Leeds", jobs, today))).toEqual(["sum(OUT_OF_HOURS)"]);
  });
});

describe("from the forty-eighth blind suite", () => {
  const trees: AnalysisTable = {
    name: "PUMPKIN_PATCH_SALES",
    rows: 200,
    columns: [
      { name: "SALE_NO", type: "string" },
      { name: "SOLD_AT", type: "timestamp" },
      { name: "VARIETY", type: "string", values: ["Jack O Lantern", "Atlantic Giant", "Baby Bear"] },
      { name: "WEIGHT_KG", type: "number", range: { min: 1, max: 60 } },
      { name: "HEIGHT_FT", type: "number", range: { min: 1, max: 4 } },
      { name: "PRICE_GBP", type: "number", range: { min: 2, max: 80 } },
      { name: "PICK_YOUR_OWN", type: "boolean", values: [true, false] },
      { name: "TOTAL_GBP", type: "number", range: { min: 2, max: 120 } },
    ],
  };
  const cycles: AnalysisTable = {
    name: "wash_cyc_log",
    rows: 200,
    columns: [
      { name: "cyc_id", type: "string" },
      { name: "strt_ts", type: "timestamp" },
      { name: "prog", type: "string", values: ["HT", "LT", "P60", "P90"] },
      { name: "dept", type: "string", values: ["THR", "WRD", "OPD"] },
      { name: "chg_gbp", type: "number", range: { min: 0, max: 300 } },
    ],
  };

  it("'2-3 ft' is on the height in feet, not money in forints", () => {
    expect(filters(specOf("Average price of 2-3 ft pumpkins by variety", trees, today))).toEqual(["HEIGHT_FT between 2|3"]);
  });

  it("a value's word in the plural, capitalised, names it ('Atlantics' of Atlantic Giant)", () => {
    expect(filters(specOf("How many Atlantics did we sell?", trees, today))).toEqual(["VARIETY in Atlantic Giant"]);
  });

  it("'what share of sales were pick-your-own' counts the rows (the table's noun), not its money", () => {
    const spec = specOf("What share of sales were pick-your-own, per year? (%)", trees, today);
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: "PICK_YOUR_OWN", percent: true });
  });

  it("'recharge' is the charge column; 'low-temp' cycles are the code LT", () => {
    expect(measures(specOf("Total recharge by department", cycles, today))).toEqual(["sum(chg_gbp)"]);
    expect(filters(specOf("how many low-temp cycles were there", cycles, today))).toEqual(["prog in LT"]);
  });
});

describe("Irish", () => {
  const orduithe: AnalysisTable = {
    name: "orduithe_siopa",
    rows: 150,
    columns: [
      { name: "uimhir_ordaithe", type: "string" },
      { name: "data_ordaithe", type: "date" },
      { name: "contae", type: "string", values: ["Corcaigh", "Gaillimh"] },
      { name: "iomlan_eur", type: "number", range: { min: 5, max: 500 } },
      { name: "cealaithe", type: "string", values: ["tá", "níl"] },
    ],
  };

  it("reads mutated words and phrases: 'gan na horduithe cealaithe' leaves out the cancelled orders", () => {
    const spec = specOf("Taispeáin an t-ioncam iomlán de réir míosa in 2025 mar ghraf líne (gan na horduithe cealaithe)", orduithe, today);
    expect(measures(spec)).toEqual(["sum(iomlan_eur)"]);
    expect(filters(spec)).toEqual(["data_ordaithe between 2025-01-01|2026-01-01", "cealaithe in níl"]);
    expect(spec.chart).toBe("line");
  });

  it("refuses 'Scrios na horduithe … ón tábla' (the table named after 'from')", () => {
    expect(parseQuestion("Scrios na horduithe cealaithe go léir ón tábla", orduithe, today).kind).toBe("refuse");
  });
});
