import { describe, expect, it } from "vitest";
import { parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-ninth blind suite found.
const today = { today: "2026-12-02" };

// A made-up recycling centre's weighbridge: camelCase, a gross/tare/net weight triple, one money column beside a price a kg.
const weighbridge: AnalysisTable = {
  name: "recyclingWeighTickets",
  rows: 300,
  columns: [
    { name: "ticketNo", type: "string" },
    { name: "weighedAt", type: "timestamp", days: 600 },
    { name: "leftAt", type: "timestamp", days: 600 },
    { name: "materialType", type: "string", values: ["glass", "paper", "copper wire", "steel cans"] },
    { name: "sellerKind", type: "string", values: ["council", "trade", "public"] },
    { name: "grossKg", type: "integer" },
    { name: "tareKg", type: "integer" },
    { name: "netKg", type: "integer" },
    { name: "ratePerKg", type: "number" },
    { name: "amountGbp", type: "number" },
    { name: "status", type: "string", values: ["paid", "void"] },
    { name: "paymentMethod", type: "string", values: ["cash", "bank transfer"] },
  ],
};

// A made-up wholesale tea merchant: short cryptic names, gross/discount/shipping/net money, dates of shipping and payment.
const tea: AnalysisTable = {
  name: "tea_whl_ord",
  rows: 300,
  columns: [
    { name: "ord_no", type: "string" },
    { name: "dt_ord", type: "date", days: 600 },
    { name: "dt_shp", type: "date", days: 600 },
    { name: "dt_pd", type: "date", days: 600 },
    { name: "cust_id", type: "string" },
    { name: "cust_typ", type: "string", values: ["CAFE", "SHOP", "HOTEL"] },
    { name: "blend", type: "string", values: ["DECAF", "ASSAM", "SENCHA"] },
    { name: "reg", type: "string", values: ["NORTH", "SOUTH"] },
    { name: "qty_kg", type: "number" },
    { name: "amt_gross", type: "number" },
    { name: "pct_disc", type: "number" },
    { name: "amt_disc", type: "number" },
    { name: "amt_ship", type: "number" },
    { name: "amt_net", type: "number" },
    { name: "sub_flg", type: "boolean" },
    { name: "cncl_flg", type: "boolean" },
  ],
};

// A made-up osteopathy practice: Title Case with spaces, funders and referrers as values, TRUE/FALSE flags.
const osteo: AnalysisTable = {
  name: "osteo_sessions",
  rows: 300,
  columns: [
    { name: "Session ID", type: "string" },
    { name: "Session Date", type: "date", days: 600 },
    { name: "Osteo", type: "string", values: ["Ana", "Ben", "Cleo"] },
    { name: "Funding", type: "string", values: ["Insurer", "Private", "NHS"] },
    { name: "Referral Source", type: "string", values: ["GP", "Self", "Gym"] },
    { name: "Body Area", type: "string", values: ["Neck", "Lower Back", "Hip"] },
    { name: "Status", type: "string", values: ["Seen", "Cancelled", "No Show"] },
    { name: "Online", type: "boolean", values: [true, false] },
    { name: "First Visit", type: "boolean", values: [true, false] },
    { name: "Fee GBP", type: "number" },
  ],
};

describe("the fifty-ninth suite's misses, on made-up tables", () => {
  it("money words over gross, discount, shipping and net amounts read the net one ('turnover', 'sales', 'money')", () => {
    for (const question of ["turnover per region in 2025", "sales per region", "money per region"]) {
      const spec = specOf(question, tea, today);
      expect(measures(spec), question).toEqual(["sum(amt_net)"]);
      expect(groups(spec), question).toEqual(["reg"]);
    }
  });

  it("'payouts' is the money paid, not a status of 'paid' rows counted", () => {
    const spec = specOf("monthly payouts in 2026 for everything except glass and paper, area chart", weighbridge, today);
    expect(measures(spec)).toEqual(["sum(amountGbp)"]);
    expect(filters(spec)).toEqual(["weighedAt between 2026-01-01|2027-01-01", "materialType not_in glass|paper"]);
    expect(spec.chart).toBe("area");
  });

  it("the verb after its subject names no text column loosely: 'which materials did we pay out the most for'", () => {
    const spec = specOf("which 3 materials did we pay out the most money for in 2025? horizontal bars please", weighbridge, today);
    expect(groups(spec)).toEqual(["materialType"]);
    expect(measures(spec)).toEqual(["sum(amountGbp)"]);
    expect(spec.limit).toBe(3);
    expect(spec.chart).toBe("horizontal_bar");
  });

  it("a bare unit over gross, tare and net weights reads the net weight rather than asking", () => {
    const parsed = parseQuestion("donut chart of the kg of copper wire we bought from trade sellers, split by payment method", weighbridge, today);
    expect(parsed.kind).toBe("spec");
    if (parsed.kind !== "spec") return;
    expect(measures(parsed.spec)).toEqual(["sum(netKg)"]);
    expect(groups(parsed.spec)).toEqual(["paymentMethod"]);
    expect(parsed.spec.chart).toBe("donut");
  });

  it("'list every ticket … with the net kg and what we paid' lists the rows; 'what we paid' is no 'paid' filter", () => {
    const spec = specOf("list every ticket from 1 to 15 march 2026 with the net kg and what we paid", weighbridge, today);
    expect(spec.mode).toBe("rows");
    expect(spec.measures).toEqual([]);
    expect(filters(spec)).toEqual(["weighedAt between 2026-03-01|2026-03-16"]);
  });

  it("'list the shipped orders that still haven't been paid, with customer and net amount': dates set and empty, columns shown", () => {
    const spec = specOf("list the shipped orders that still haven't been paid, with customer and net amount", tea, today);
    expect(spec.mode).toBe("rows");
    expect(spec.select).toEqual(["ord_no", "cust_id", "amt_net"]);
    expect(filters(spec)).toEqual(["dt_shp is_null false", "dt_pd is_null true"]);
    // Counted, the same two dates.
    const counted = specOf("how many shipped orders still haven't been paid", tea, today);
    expect(measures(counted)).toEqual(["count(*)"]);
    expect(filters(counted)).toEqual(["dt_shp is_null false", "dt_pd is_null true"]);
  });

  it("'de cafés' is the article and cafés (CAFE), not a plural or typo of DECAF run together", () => {
    const spec = specOf("Hoeveel kilo thee hebben de cafés per maand in 2026 besteld? Graag als lijngrafiek.", tea, today);
    expect(filters(spec)).toContain("cust_typ in CAFE");
    expect(filters(spec).some((filter) => filter.startsWith("blend"))).toBe(false);
    expect(spec.chart).toBe("line");
  });

  it("'disc %' is the percentage column; 'for sub vs non-sub custs' groups by the flag, not by customer", () => {
    const spec = specOf("avg disc % for sub vs non-sub custs", tea, today);
    expect(measures(spec)).toEqual(["avg(pct_disc)"]);
    expect(groups(spec)).toEqual(["sub_flg"]);
    // "what %" stays a share asked for.
    expect(tokenize("what % of orders were cancelled").map((token) => token.word)).not.toContain("pct");
  });

  it("'through 2025' alone is the year 2025; after a start it ends a range", () => {
    expect(filters(specOf("orders per month through 2025, one line per region", tea, today))).toEqual(["dt_ord between 2025-01-01|2026-01-01"]);
    expect(filters(specOf("orders per month from 2024 through 2025", tea, today))).toEqual(["dt_ord between 2024-01-01|2026-01-01"]);
  });

  it('a year written "\'26" is 2026', () => {
    const spec = specOf("avg fee per session by osteo in '26, seen sessions only", osteo, today);
    expect(filters(spec)).toContain("Session Date between 2026-01-01|2027-01-01");
    expect(filters(spec)).toContain("Status in Seen");
  });

  it("'pro Wochentag' bins by weekday; 'bitte' and 'graag' are please", () => {
    const spec = specOf("Wie viele Tickets gab es pro Wochentag? Bitte als Balkendiagramm.", weighbridge, today);
    expect(groups(spec)).toEqual(["weighedAt:weekday"]);
    expect(spec.chart).toBe("bar");
    expect(tokenize("Bitte als Balkendiagramm").map((token) => token.word)).toContain("please");
  });

  it("bars refined after the bars ('barras apiladas', 'barras horizontales'), and 'fisioterapeuta' links a clipped Physio", () => {
    const physio: AnalysisTable = { ...osteo, columns: osteo.columns.map((column) => (column.name === "Osteo" ? { ...column, name: "Physio" } : column)) };
    const stacked = specOf("¿Cuántas sesiones por fisioterapeuta? En barras apiladas por estado.", physio, today);
    expect(groups(stacked)).toEqual(["Physio", "Status"]);
    expect(stacked.chart).toBe("stacked_bar");
    expect(specOf("sesiones por fisioterapeuta en barras horizontales", physio, today).chart).toBe("horizontal_bar");
  });

  it("'ACC-funded' style: a value joined to its column's verb ('NHS-funded', 'GP-referred') is that value, negated when left out", () => {
    const spec = specOf("what did patients pay per quarter of 2025, not counting NHS-funded sessions?", osteo, today);
    expect(filters(spec)).toContain("Funding not_in NHS");
    expect(measures(spec)).toEqual(["sum(Fee GBP)"]);
    expect(filters(specOf("how many GP-referred sessions per osteo", osteo, today))).toEqual(["Referral Source in GP"]);
  });

  it("'by a GP' after a verb is who did it, a value; not a grouping to ask about", () => {
    const parsed = parseQuestion("how many first visits with lower back problems were sent to us by a GP?", osteo, today);
    expect(parsed.kind).toBe("spec");
    if (parsed.kind !== "spec") return;
    expect(filters(parsed.spec)).toContain("Referral Source in GP");
    expect(filters(parsed.spec)).toContain("Body Area in Lower Back");
    expect(parsed.spec.groupBy).toEqual([]);
  });

  it("'in 2025 and in 2026' sets the years apart as '2025 vs 2026' does", () => {
    const spec = specOf("what % of sessions were online in 2025 and in 2026?", osteo, today);
    expect(groups(spec)).toEqual(["Session Date:year"]);
    // Without the preposition said again, one span.
    expect(groups(specOf("what % of sessions were online in 2025 and 2026?", osteo, today))).toEqual([]);
  });

  it("'the lowest no-show percentage' is each osteo's share of no-shows, ranked by it", () => {
    const spec = specOf("which osteo has the lowest no-show percentage?", osteo, today);
    expect(groups(spec)).toEqual(["Osteo"]);
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: null, percent: true });
    expect(spec.measures[0]!.where?.map((filter) => `${filter.column} ${filter.values.join("|")}`)).toEqual(["Status No Show"]);
    expect(spec.orderBy[0]).toEqual({ by: spec.measures[0]!.as, direction: "asc" });
    expect(spec.limit).toBe(1);
    expect(spec.filters).toEqual([]);
    // "rate" ranks by the rate too.
    const rate = specOf("which osteo has the highest no-show rate", osteo, today);
    expect(rate.orderBy[0]).toEqual({ by: rate.measures[0]!.as, direction: "desc" });
  });
});

describe("each month or quarter of the year, years side by side", () => {
  it("'kg per quarter, 2025 vs 2026 side by side' groups by the quarter of the year and the year", async () => {
    const spec = specOf("kg ordered per quarter, 2025 vs 2026 side by side", tea, today);
    expect(groups(spec)).toEqual(["dt_ord:quarter_of_year", "dt_ord:year"]);
    expect(spec.chart).toBe("grouped_bar");
    expect(groups(specOf("kg ordered per month, 2025 vs 2026", tea, today))).toEqual(["dt_ord:month_of_year", "dt_ord:year"]);
    // One year: the quarters as periods.
    expect(groups(specOf("kg per quarter in 2025", tea, today))).toEqual(["dt_ord:quarter"]);
    const { compileSql } = await import("../src/index.js");
    expect(compileSql(spec, "t", tea.columns).sql).toContain("quarter(CAST(");
  });
});

describe("lateness said of the rows", () => {
  // A made-up library: a number of days late, a delay in minutes, a fine.
  const returns: AnalysisTable = {
    name: "returns",
    rows: 100,
    columns: [
      { name: "loan_id", type: "string" },
      { name: "loan_date", type: "date", days: 600 },
      { name: "media_type", type: "string", values: ["book", "DVD"] },
      { name: "days_late", type: "integer" },
      { name: "delay_minutes", type: "integer" },
      { name: "fine_chf", type: "number" },
    ],
  };
  it("'came back overdue', 'late returns', 'returned late', 'were delayed', 'not late' keep the rows by the column of lateness", () => {
    const overdue = specOf("average fine on DVDs that came back overdue", returns, today);
    expect(measures(overdue)).toEqual(["avg(fine_chf)"]);
    expect(filters(overdue).sort()).toEqual(["days_late > 0", "media_type in DVD"]);
    const late = specOf("how many late returns per media type", returns, today);
    expect(measures(late)).toEqual(["count(*)"]);
    expect(filters(late)).toEqual(["days_late > 0"]);
    expect(filters(specOf("average fine for loans returned late", returns, today))).toEqual(["days_late > 0"]);
    expect(filters(specOf("how many deliveries were delayed", returns, today))).toEqual(["delay_minutes > 0"]);
    expect(filters(specOf("how many loans were not late", returns, today))).toEqual(["days_late <= 0"]);
  });
  it("a true/false column of lateness ('delayed') is read as the flag, not as the minutes above 0", () => {
    const sailings: AnalysisTable = { ...returns, columns: [...returns.columns, { name: "delayed", type: "boolean", values: [true, false] }] };
    const spec = specOf("how many sailings were delayed", sailings, today);
    expect(filters(spec).some((filter) => filter.startsWith("delay_minutes"))).toBe(false);
  });
  it("an amount of lateness stays a measure: 'average days late', 'how late'", () => {
    expect(measures(specOf("average days late per media type", returns, today))).toEqual(["avg(days_late)"]);
    const how = specOf("how late were DVDs on average", returns, today);
    expect(measures(how)).toEqual(["avg(days_late)"]);
    expect(filters(how)).toEqual(["media_type in DVD"]);
  });
});

describe("a difference of two columns, and rows that took place", () => {
  const clinic: AnalysisTable = {
    ...osteo,
    columns: [...osteo.columns, { name: "Pain Before", type: "integer" }, { name: "Pain After", type: "integer" }],
  };
  it("'Pain Before minus Pain After' (French 'moins') is one measure, the second taken from the first; 'moins' ranks nothing", async () => {
    const spec = specOf("Quelle est la baisse moyenne de la douleur (Pain Before moins Pain After) par région du corps ?", clinic, today);
    expect(spec.measures).toHaveLength(1);
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: "Pain Before", minus: ["Pain After"] });
    expect(spec.limit).toBeNull();
    expect(groups(spec)).toEqual(["Body Area"]);
    const { compileSql } = await import("../src/index.js");
    expect(compileSql(spec, "t", clinic.columns).sql).toContain('avg("Pain Before" - "Pain After")');
    const english = specOf("average of Pain Before minus Pain After by osteo", clinic, today);
    expect(english.measures[0]).toMatchObject({ column: "Pain Before", minus: ["Pain After"] });
  });
  it("'sessions that took place' ('qui ont eu lieu') leave the called-off states out", () => {
    for (const question of ["average fee per osteo for sessions that took place", "la moyenne de Fee GBP par osteo pour les séances qui ont eu lieu"]) {
      expect(filters(specOf(question, clinic, today)), question).toEqual(["Status not_in Cancelled|No Show"]);
    }
  });
});
