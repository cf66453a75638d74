// Development questions over tables of other domains and naming styles (unseen-tables.ts): the
// mechanisms of issue #19 (abbreviations no list names, synonyms, column names in other languages,
// top N within groups, dates relative to the data's latest date), asserted on the spec and, over the
// wine CSV, on the answer DuckDB computes from the compiled query against hand-written SQL.
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileSql, describeSpec, linkColumns, parseQuestion, requirementsOf, type AnalysisTable } from "../src/index.js";
import { abbreviates } from "../src/link.js";
import { hr, retail, shipments } from "./tables.js";
import { appEvents, bibliotheque, gym, klinik, wine, WINE_CSV } from "./unseen-tables.js";
import { filters, groups, measures, specOf as spec } from "./helpers.js";

const best = (mention: string, table: AnalysisTable) => linkColumns(mention, table.columns)[0];

describe("abbreviations no list names", () => {
  it("reads prefixes and consonant skeletons, not words that happen to fit", () => {
    expect(abbreviates("cust", "customer")).toBe("prefix");
    expect(abbreviates("qty", "quantity")).toBe("skeleton");
    expect(abbreviates("rgn", "region")).toBe("skeleton");
    expect(abbreviates("nm", "name")).toBe("skeleton");
    expect(abbreviates("age", "average")).toBeUndefined();
    expect(abbreviates("cnt", "cancellation")).toBeUndefined();
    expect(abbreviates("pt", "patient")).toBeUndefined();
    expect(abbreviates("dmg", "damaged")).toBe("skeleton");
  });

  it("reads three-consonant skeletons of four-letter words with one vowel, in compounds", () => {
    expect(abbreviates("shp", "ship")).toBe("skeleton");
    expect(abbreviates("dys", "days")).toBe("skeleton");
    expect(abbreviates("sh", "ship")).toBeUndefined();
    expect(abbreviates("rte", "rate")).toBeUndefined();
    const sales: AnalysisTable = {
      name: "sales",
      columns: [
        { name: "cust_name", type: "string" },
        { name: "region", type: "string", values: ["north", "south"] },
        { name: "order_value", type: "number" },
        { name: "ship_days", type: "integer" },
      ],
    };
    expect(measures(spec("avg shp dys by region", sales))).toEqual(["avg(ship_days)"]);
    expect(measures(spec("total ord val by region", sales))).toEqual(["sum(order_value)"]);
  });

  it.each([
    ["region", wine, "rgn"],
    ["sales amount", wine, "sls_amt"],
    ["product", wine, "prod_nm"],
    ["unit price", wine, "unit_prc"],
    ["discount", wine, "disc_pct"],
    ["channel", wine, "chnl"],
    ["monthly fee", gym, "MoFee"],
    ["plan type", gym, "PlanTyp"],
    ["visits", gym, "VisitCnt"],
    ["session minutes", gym, "AvgSessMin"],
    ["nps", appEvents, "nps_score"],
    ["session length", appEvents, "session_len_sec"],
  ] as const)("%s → %s", (mention, table, column) => {
    expect(best(mention, table)?.column).toBe(column);
  });

  it("links the initials of a column's words", () => {
    const table: AnalysisTable = {
      name: "t",
      columns: [
        { name: "avg_handle_time", type: "number" },
        { name: "queue", type: "string" },
      ],
    };
    expect(best("aht", table)).toMatchObject({ column: "avg_handle_time", score: 0.8 });
  });
});

describe("column names in other languages", () => {
  it.each([
    ["average price by city", bibliotheque, ["avg(prix)"], ["ville"]],
    ["loans per city", bibliotheque, ["count(*)"], ["ville"]],
    ["prix moyen par genre", bibliotheque, ["avg(prix)"], ["genre"]],
    ["durée moyenne par ville", bibliotheque, ["avg(duree_jours)"], ["ville"]],
    ["average age by gender", klinik, ["avg(Alter)"], ["Geschlecht"]],
    ["durchschnittliche Kosten nach Station", klinik, ["avg(Kosten)"], ["Station"]],
    ["Anzahl Aufnahmen pro Monat", klinik, ["count(*)"], ["Aufnahmedatum:month"]],
    ["ingresos por país", appEvents, ["sum(revenue_usd)"], ["country"]],
    ["receita por plataforma", appEvents, ["sum(revenue_usd)"], ["platform"]],
    ["Umsatz nach Region und Kategorie", retail, ["sum(net_sales)"], ["store_region", "category"]],
    ["vendas mensais por canal", wine, ["sum(sls_amt)"], ["txn_dt:month", "chnl"]],
    ["usuarios por país", appEvents, ["count(*)"], ["country"]],
    ["durée moyenne des sessions par pays", appEvents, ["avg(session_len_sec)"], ["country"]],
  ] as const)("%s", (question, table, expectedMeasures, expectedGroups) => {
    const s = spec(question, table);
    expect(measures(s)).toEqual(expectedMeasures);
    expect(groups(s)).toEqual(expectedGroups);
  });

  it.each([
    ["¿cuál es el canal con las ventas más altas?"],
    ["quel canal a le chiffre d'affaires le plus élevé ?"],
    ["welche Region hat den höchsten Umsatz?"],
    ["qual canal tem a maior receita?"],
  ])("%s: the one best group", (question) => {
    const s = spec(question, wine);
    expect(s.limit).toBe(1);
    expect(measures(s)).toEqual(["sum(sls_amt)"]);
    expect(s.orderBy[0]).toEqual({ by: "sls_amt", direction: "desc" });
  });

  it("reads comparisons and exclusions written in other languages", () => {
    expect(filters(spec("ventas con descuento superior a 5", wine))).toEqual(["disc_pct > 5"]);
    expect(filters(spec("zeige die Menge pro Produkt ohne wholesale", wine))).toEqual(["chnl not_in wholesale"]);
  });
});

describe("German written without umlauts, and a table named in another language", () => {
  const filialen: AnalysisTable = {
    name: "bestellungen",
    columns: [
      { name: "Bestelldatum", type: "date" },
      { name: "Filiale", type: "string", values: ["Mitte", "Nord"] },
      { name: "Umsaetze", type: "number" },
      { name: "Stueckzahl", type: "integer" },
    ],
  };
  it("links Umsaetze like Umsätze, and counts the table's rows by its translated name", () => {
    expect(measures(spec("Umsätze nach Filiale", filialen))).toEqual(["sum(Umsaetze)"]);
    expect(measures(spec("revenue per store", filialen))).toEqual(["sum(Umsaetze)"]);
    const orders = spec("orders per store", filialen);
    expect(measures(orders)).toEqual(["count(*)"]);
    expect(groups(orders)).toEqual(["Filiale"]);
  });
});

describe("abbreviated and synonym-named columns in questions", () => {
  it.each([
    ["total revenue by region", wine, ["sum(sls_amt)"], ["rgn"]],
    ["total quantity sold by product", wine, ["sum(qty_sold)"], ["prod_nm"]],
    ["qty by chnl", wine, ["sum(qty_sold)"], ["chnl"]],
    ["average monthly fee by plan type", gym, ["avg(MoFee)"], ["PlanTyp"]],
    ["cancellation rate by plan", gym, ["avg(CancelFlg)"], ["PlanTyp"]],
    ["average nps by platform", appEvents, ["avg(nps_score)"], ["platform"]],
    ["revnue per chanel", wine, ["sum(sls_amt)"], ["chnl"]],
    ["ventas por producto y canal", wine, ["sum(sls_amt)"], ["prod_nm", "chnl"]],
    // A true/false column named in part ("users" of is_new_user) is not the measure: the rows are counted.
    ["users by country", appEvents, ["count(*)"], ["country"]],
    ["new users by country", appEvents, ["sum(is_new_user)"], ["country"]],
    ["avg fee by plan", gym, ["avg(MoFee)"], ["PlanTyp"]],
    ["headcount by dept", hr, ["count(*)"], ["Dept"]],
    ["dmg rate by zone", shipments, ["avg(is_damaged)"], ["dest_zone"]],
  ] as const)("%s", (question, table, expectedMeasures, expectedGroups) => {
    const s = spec(question, table);
    expect(measures(s)).toEqual(expectedMeasures);
    expect(groups(s)).toEqual(expectedGroups);
  });
});

describe("top N", () => {
  it("ranks the named entity wherever the number stands", () => {
    for (const question of ["top 3 products by revenue", "which 3 products have the highest sales?", "the 3 products with the most revenue"]) {
      const s = spec(question, wine);
      expect(groups(s), question).toEqual(["prod_nm"]);
      expect(s.limit, question).toBe(3);
      expect(s.orderBy[0], question).toEqual({ by: "sls_amt", direction: "desc" });
    }
  });

  it.each([
    ["the three lowest regions by quantity", ["rgn"], ["sum(qty_sold)"], 3, "asc"],
    ["los 3 productos con más ventas", ["prod_nm"], ["sum(sls_amt)"], 3, "desc"],
    ["les 3 produits avec le plus de ventes", ["prod_nm"], ["sum(sls_amt)"], 3, "desc"],
    ["die 3 Produkte mit dem höchsten Umsatz", ["prod_nm"], ["sum(sls_amt)"], 3, "desc"],
    ["os 3 produtos com maior receita", ["prod_nm"], ["sum(sls_amt)"], 3, "desc"],
    ["products ranked by revenue", ["prod_nm"], ["sum(sls_amt)"], null, "desc"],
  ] as const)("%s", (question, expectedGroups, expectedMeasures, limit, direction) => {
    const s = spec(question, wine);
    expect(groups(s)).toEqual(expectedGroups);
    expect(measures(s)).toEqual(expectedMeasures);
    expect(s.limit).toBe(limit);
    expect(s.orderBy[0]).toEqual({ by: s.measures[0]!.as, direction });
  });

  it("applies the limit within each group when another grouping is named", () => {
    const s = spec("top 2 products in each channel by quantity", wine);
    expect(groups(s)).toEqual(["chnl", "prod_nm"]);
    expect(s.limit).toBe(2);
    expect(s.limitWithin).toEqual(["chnl"]);
    expect(s.orderBy.slice(0, 2)).toEqual([
      { by: "chnl", direction: "asc" },
      { by: "qty_sold", direction: "desc" },
    ]);
    expect(spec("top 2 categories per region by revenue", retail).limitWithin).toEqual(["store_region"]);
    expect(spec("top 3 products by sales each month", wine).limitWithin).toEqual(["txn_dt"]);
    expect(spec("top 3 products by revenue", wine).limitWithin).toBeUndefined();
  });
});

describe("dates relative to the data's latest date", () => {
  it.each([
    ["revenue in the last 3 months", "txn_dt relative last|3|month"],
    ["sales last year by channel", "txn_dt relative previous|1|year"],
    ["revenue this year by month", "txn_dt relative this|1|year"],
    ["revenue year to date", "txn_dt relative this|1|year"],
    ["revenue for the past year", "txn_dt relative last|1|year"],
    ["sales in the past 30 days", "txn_dt relative last|30|day"],
    ["ventas de los ultimos 3 meses por canal", "txn_dt relative last|3|month"],
    ["chiffre d'affaires des 3 derniers mois", "txn_dt relative last|3|month"],
    ["Umsatz der letzten 3 Monate", "txn_dt relative last|3|month"],
  ])("%s", (question, filter) => {
    const result = parseQuestion(question, wine);
    if (result.kind !== "spec") throw new Error(result.kind);
    expect(filters(result.spec)).toEqual([filter]);
    // "last 3 months" is a date, not a limit of 3.
    expect(result.spec.limit).toBeNull();
    expect(result.assumptions.join(" ")).toContain("latest txn_dt in the data");
  });
});

const instance = await DuckDBInstance.create(":memory:");
const connection = await instance.connect();

describe("answers over the wine CSV, against hand-written SQL", () => {
  beforeAll(async () => {
    await connection.run(`CREATE TABLE wine_sales AS SELECT * FROM read_csv_auto('${WINE_CSV}')`);
  });
  afterAll(() => {
    connection.closeSync();
    instance.closeSync();
  });
  const rowsOf = async (sql: string, params: (string | number | boolean)[] = []) =>
    ((await connection.runAndReadAll(sql, params)).getRowObjectsJson() as Record<string, unknown>[]).map((row) => Object.values(row).map(String));

  it.each([
    ["total revenue by region", "SELECT rgn, sum(sls_amt) FROM wine_sales GROUP BY 1 ORDER BY 1"],
    [
      "top 2 products in each channel by quantity",
      "SELECT chnl, prod_nm, sum(qty_sold) AS q FROM wine_sales GROUP BY 1, 2 QUALIFY row_number() OVER (PARTITION BY chnl ORDER BY sum(qty_sold) DESC) <= 2 ORDER BY 1, 3 DESC",
    ],
    ["revenue in the last 3 months", "SELECT sum(sls_amt) FROM wine_sales WHERE txn_dt > DATE '2025-06-26' - INTERVAL 3 MONTH"],
    ["sales last year by channel", "SELECT chnl, sum(sls_amt) FROM wine_sales WHERE year(txn_dt) = 2024 GROUP BY 1 ORDER BY 1"],
    [
      "revenue this year by month",
      "SELECT CAST(date_trunc('month', txn_dt) AS DATE), sum(sls_amt) FROM wine_sales WHERE year(txn_dt) = 2025 GROUP BY 1 ORDER BY 1",
    ],
    ["units sold in the last quarter", "SELECT sum(qty_sold) FROM wine_sales WHERE txn_dt >= DATE '2025-01-01' AND txn_dt < DATE '2025-04-01'"],
  ] as const)("%s", async (question, handSql) => {
    const s = spec(question, wine);
    const query = compileSql(s, "wine_sales", wine.columns);
    expect(await rowsOf(query.sql, query.params)).toEqual(await rowsOf(handSql));
  });
});

describe("ranges, comparisons of periods, values that look like other languages' words", () => {
  it.each([
    ["revenue between March and May 2025", ["txn_dt between 2025-03-01|2025-06-01"]],
    ["revenue from January to June 2025", ["txn_dt between 2025-01-01|2025-07-01"]],
    ["total revenue between 2024-03-01 and 2024-06-30", ["txn_dt between 2024-03-01|2024-07-01"]],
    ["count of orders from 2024-05 to 2024-08", ["txn_dt between 2024-05-01|2024-09-01"]],
    ["sales where quantity is at least 8 and channel is web", ["qty_sold >= 8", "chnl in web"]],
  ])("%s", (question, expected) => {
    const s = spec(question, wine);
    expect(filters(s)).toEqual(expected);
    expect(s.limit).toBeNull();
  });

  it("at least N is a comparison, not a superlative", () => {
    expect(measures(spec("sales where quantity is at least 8", wine))).toEqual(["sum(sls_amt)"]);
  });

  it("groups the periods a question compares", () => {
    const s = spec("revenue in 2024 vs 2025", wine);
    expect(groups(s)).toEqual(["txn_dt:year"]);
    expect(filters(s)).toEqual(["txn_dt between 2024-01-01|2026-01-01"]);
  });

  it("keeps a value of the table that is also a word of another language (French plus = most)", () => {
    const s = spec("premium or plus members by club", gym);
    expect(filters(s)).toEqual(["PlanTyp in Premium|Plus"]);
    expect(s.limit).toBeNull();
    expect(s.orderBy[0]).toEqual({ by: "HomeClub", direction: "asc" });
  });
});

describe("rankings without a number, of time, of rows, and by a superlative's own measure", () => {
  it("ranks the noun after top/rank by the measure after by", () => {
    for (const question of ["top categories by revenue", "rank categories by revenue"]) {
      const s = spec(question, retail);
      expect(groups(s), question).toEqual(["category"]);
      expect(measures(s), question).toEqual(["sum(net_sales)"]);
      expect(s.orderBy[0], question).toEqual({ by: "net_sales", direction: "desc" });
    }
    const least = spec("least popular category by units", retail);
    expect(groups(least)).toEqual(["category"]);
    expect(least.orderBy[0]).toEqual({ by: "units", direction: "asc" });
  });

  it("ranks days, and ranks rows when nothing is grouped", () => {
    const days = spec("top 5 days by net sales", retail);
    expect(groups(days)).toEqual(["order_date:day"]);
    expect(days.limit).toBe(5);
    const orders = spec("top 3 orders by net sales", retail);
    expect(orders.mode).toBe("rows");
    expect(orders.orderBy).toEqual([{ by: "net_sales", direction: "desc" }]);
    expect(orders.limit).toBe(3);
    const salaries = spec("lowest 3 salaries in engineering", hr);
    expect(salaries.mode).toBe("rows");
    expect(salaries.orderBy).toEqual([{ by: "AnnualSalary", direction: "asc" }]);
    expect(filters(salaries)).toEqual(["Dept in Engineering"]);
  });

  it("takes the measure a superlative names", () => {
    const heaviest = spec("5 heaviest shipments", shipments);
    expect(heaviest.mode).toBe("rows");
    expect(heaviest.orderBy).toEqual([{ by: "weight_kg", direction: "desc" }]);
    expect(heaviest.limit).toBe(5);
    const slowest = spec("the 3 slowest carriers", shipments);
    expect(measures(slowest)).toEqual(["avg(delivery_days)"]);
    expect(groups(slowest)).toEqual(["carrier_name"]);
    expect(spec("top 3 earners", hr).orderBy).toEqual([{ by: "AnnualSalary", direction: "desc" }]);
  });
});

describe("a verb of money names the measure when no noun does", () => {
  it("reads sell and spend, and still asks when nothing names a measure", () => {
    expect(measures(spec("how much did we sell per month", wine))).toEqual(["sum(sls_amt)"]);
    expect(measures(spec("how much did we spend per carrier", shipments))).toEqual(["sum(freight_cost)"]);
    expect(parseQuestion("how did we do by region?", wine).kind).toBe("clarify");
  });
});

describe("misspelt analysis words", () => {
  it("reads a misspelt aggregate as the word, but never rewrites the table's own words", () => {
    expect(measures(spec("avergae net sales per categroy", retail))).toEqual(["avg(net_sales)"]);
    const table: AnalysisTable = {
      name: "t",
      columns: [
        { name: "medain", type: "string", values: ["x", "y"] },
        { name: "amount", type: "number" },
      ],
    };
    expect(groups(spec("amount by medain", table))).toEqual(["medain"]);
  });
});

describe("relative dates and limits within groups in words", () => {
  it("describes them for the plan and the answer", () => {
    const lines = describeSpec(spec("top 2 products in each channel by revenue in the last 3 months", wine));
    expect(lines).toContain("filter: txn_dt in the last 3 months up to the latest date in the data");
    expect(lines).toContain("limit: 2 within each chnl");
    const requirements = requirementsOf(spec("sales last year by channel", wine));
    expect(requirements.constraints.filters).toEqual([{ column: "txn_dt", operator: ">=", value: ["previous", 1, "year"] }]);
  });
});
