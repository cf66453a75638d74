import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { hr, retail, shipments } from "./tables.js";
import { filters, groups, measures, specOf as spec } from "./helpers.js";

describe("measures, groupings and counts", () => {
  it.each([
    ["net sales by region", retail, ["sum(net_sales)"], ["store_region"]],
    ["total revenue by regoin", retail, ["sum(net_sales)"], ["store_region"]],
    ["average salary by department", hr, ["avg(AnnualSalary)"], ["Dept"]],
    ["median freight cost per carrier", shipments, ["median(freight_cost)"], ["carrier_name"]],
    ["max delivery days for each dest zone", shipments, ["max(delivery_days)"], ["dest_zone"]],
    ["avg perf score by dept and gender", hr, ["avg(PerfScore)"], ["Dept", "Gender"]],
    ["how many shipments per carrier", shipments, ["count(*)"], ["carrier_name"]],
    ["no. of employees per dept", hr, ["count(*)"], ["Dept"]],
    ["shipment volume per day", shipments, ["count(*)"], ["ship_date:day"]],
    // (The damaged shipments counted, a filter: a carrier with none of them is no row.)
    ["number of damaged shipments by carrier", shipments, ["count(*)"], ["carrier_name"]],
    ["how many distinct carriers ship to each zone", shipments, ["count_distinct(carrier_name)"], ["dest_zone"]],
    ["total weight by carrier over time", shipments, ["sum(weight_kg)"], ["ship_date:auto", "carrier_name"]],
    ["monthly freight cost", shipments, ["sum(freight_cost)"], ["ship_date:month"]],
    ["hires per year", hr, ["count(*)"], ["HireDate:year"]],
    ["shipments by day of the week", shipments, ["count(*)"], ["ship_date:weekday"]],
    ["shipments per hour of the day", shipments, ["count(*)"], ["ship_date:hour_of_day"]],
    ["average freight cost per shipment by carrier", shipments, ["avg(freight_cost)"], ["carrier_name"]],
    ["quarterly revenue by channel", retail, ["sum(net_sales)"], ["order_date:quarter", "channel"]],
    ["average order value by channel", retail, ["avg(net_sales)"], ["channel"]],
    ["average and maximum salary by dept", hr, ["avg(AnnualSalary)", "max(AnnualSalary)"], ["Dept"]],
  ] as const)("%s", (question, table, expectedMeasures, expectedGroups) => {
    const s = spec(question, table);
    expect(measures(s)).toEqual(expectedMeasures);
    expect(groups(s)).toEqual(expectedGroups);
  });

  it("a single total has no grouping and no chart", () => {
    const s = spec("total freight cost", shipments);
    expect(s.groupBy).toEqual([]);
    expect(s.chart).toBeNull();
  });
});

describe("filters from values, comparisons and dates", () => {
  it.each([
    ["total revenue where region = North", retail, ["store_region in North"]],
    ["total revenue in the North region", retail, ["store_region in North"]],
    ["North net sales", retail, ["store_region in North"]],
    ["net sales for online orders", retail, ["channel in online"]],
    ["net sales where store_region is North", retail, ["store_region in North"]],
    ["revenue from the north", retail, ["store_region in North"]],
    ["net sales in North or South", retail, ["store_region in North|South"]],
    ["net sales except North", retail, ["store_region not_in North"]],
    ["net sales not from in-store", retail, ["channel not_in in-store"]],
    ["how many employees are F", hr, ["Gender in F"]],
    ["freight cost of FastShip shipments to the west", shipments, ["carrier_name in FastShip", "dest_zone in west"]],
    ["shipments with weight under 40", shipments, ["weight_kg < 40"]],
    ["shipments heavier than 12 kg", shipments, ["weight_kg > 12"]],
    ["count shipments with freight cost between 10 and 20", shipments, ["freight_cost between 10|20"]],
    ["shipments with at least 5 delivery days", shipments, ["delivery_days >= 5"]],
    ["average salary of staff hired after March 2020", hr, ["HireDate >= 2020-04-01"]],
    ["shipments before 2024-06-01", shipments, ["ship_date < 2024-06-01"]],
    ["freight cost in 2024", shipments, ["ship_date between 2024-01-01|2025-01-01"]],
    ["employees with names containing D or S", hr, ["EmployeeName contains D|S"]],
    ["employees whose name starts with Ka", hr, ["EmployeeName starts_with Ka"]],
  ] as const)("%s", (question, table, expected) => {
    expect(filters(spec(question, table)).sort()).toEqual([...expected].sort());
  });

  it("a value named twice in a comparison groups by its column", () => {
    const s = spec("compare online vs in-store net sales", retail);
    expect(groups(s)).toEqual(["channel"]);
    expect(filters(s)).toEqual(["channel in online|in-store"]);
  });

  it("a comparison whose other side is no value compares every value, and says so", () => {
    const result = parseQuestion("compare online vs phone net sales", retail);
    if (result.kind !== "spec") throw new Error(result.kind);
    expect(groups(result.spec)).toEqual(["channel"]);
    expect(result.spec.filters).toEqual([]);
    expect(result.unapplied.join(" ")).toContain('"phone" matches no value of channel');
  });

  it("touching date ranges become one span; a relative date is anchored on the data's latest date", () => {
    const s = spec("net sales by region for 2024 and 2025", retail);
    expect(filters(s)).toEqual(["order_date between 2024-01-01|2026-01-01"]);
    const result = parseQuestion("bottom 3 regions by units sold last year", retail);
    if (result.kind !== "spec") throw new Error(result.kind);
    expect(filters(result.spec)).toEqual(["order_date relative previous|1|year"]);
    expect(result.spec.limit).toBe(3);
    expect(result.assumptions.join(" ")).toContain("latest order_date in the data, not today");
    const lastTwo = spec("revenue per year for the last 2 years", retail);
    expect(groups(lastTwo)).toEqual(["order_date:year"]);
    expect(filters(lastTwo)).toEqual(["order_date relative last|2|year"]);
  });

  it("a filtered breakdown with no measure counts rows", () => {
    const s = spec("salaries above 70000 by dept", hr);
    expect(measures(s)).toEqual(["count(*)"]);
    expect(filters(s)).toEqual(["AnnualSalary > 70000"]);
  });

  it("says which stated filter it could not apply", () => {
    const result = parseQuestion("units after March 2024", { name: "t", columns: [{ name: "units", type: "integer" }] });
    expect(result.kind).toBe("spec");
    if (result.kind === "spec") expect(result.unapplied.join(" ")).toContain("no date column");
  });
});

describe("order, top/bottom N", () => {
  it.each([
    ["which 3 categories have the highest net sales?", retail, 3, "net_sales desc", ["category"]],
    ["top 2 carriers by freight cost", shipments, 2, "freight_cost desc", ["carrier_name"]],
    ["bottom 2 zones by weight", shipments, 2, "weight_kg asc", ["dest_zone"]],
    ["which dept has the highest average salary", hr, 1, "AnnualSalary desc", ["Dept"]],
  ] as const)("%s", (question, table, limit, order, expectedGroups) => {
    const s = spec(question, table);
    expect(s.limit).toBe(limit);
    expect(`${s.orderBy[0]!.by} ${s.orderBy[0]!.direction}`).toBe(order);
    expect(groups(s)).toEqual(expectedGroups);
  });

  it("top N ranked by a boolean counts the true rows", () => {
    const s = spec("top 2 carriers by damaged shipments", shipments);
    expect(measures(s)).toEqual(["sum(is_damaged)"]);
    expect(s.limit).toBe(2);
  });

  it("a true/false column beside another measure or negated is a filter; with a rate word, a share", () => {
    const beside = spec("average freight cost of damaged shipments", shipments);
    expect(measures(beside)).toEqual(["avg(freight_cost)"]);
    expect(filters(beside)).toEqual(["is_damaged in true"]);
    const negated = spec("how many shipments were not damaged", shipments);
    expect(measures(negated)).toEqual(["count(*)"]);
    expect(filters(negated)).toEqual(["is_damaged in false"]);
    expect(measures(spec("damaged rate by carrier", shipments))).toEqual(["avg(is_damaged)"]);
  });

  it("the slowest rows order by a duration; a total of a plural noun counts", () => {
    const slowest = spec("list the 3 slowest shipments", shipments);
    expect(slowest.mode).toBe("rows");
    expect(slowest.orderBy[0]).toEqual({ by: "delivery_days", direction: "desc" });
    expect(slowest.limit).toBe(3);
    expect(measures(spec("total shipments", shipments))).toEqual(["count(*)"]);
  });

  it("sorted by a named column, ascending", () => {
    const s = spec("freight cost by carrier sorted by freight cost ascending", shipments);
    expect(s.orderBy[0]).toEqual({ by: "freight_cost", direction: "asc" });
  });

  it("time groupings come back in time order", () => {
    expect(spec("monthly net sales", retail).orderBy[0]).toEqual({ by: "order_date", direction: "asc" });
  });
});

describe("modes and charts", () => {
  it.each([
    ["net sales by region", retail, "bar"],
    ["net sales by region as a pie chart", retail, "pie"],
    ["net sales by channel as a donut", retail, "donut"],
    ["net sales by region as a horizontal bar chart", retail, "horizontal_bar"],
    ["net sales by region and channel", retail, "grouped_bar"],
    ["net sales by region and channel stacked", retail, "stacked_bar"],
    ["monthly net sales", retail, "line"],
    ["monthly net sales by channel as an area chart", retail, "area"],
    ["weight vs freight cost", shipments, "scatter"],
    ["distribution of freight cost", shipments, "histogram"],
    ["salary distribution by dept as a box plot", hr, "boxplot"],
    ["average delivery days by carrier and zone as a heatmap", shipments, "heatmap"],
    ["revenue totals by region and product type over time", retail, "line"],
    ["what share of revenue comes from each channel", retail, "pie"],
  ] as const)("%s → %s", (question, table, chart) => {
    expect(spec(question, table).chart).toBe(chart);
  });

  it("unusual days become an anomaly series", () => {
    const s = spec("are there any unusual days in net sales?", retail);
    expect(s.anomaly).toBe(true);
    expect(groups(s)).toEqual(["order_date:day"]);
  });

  it("a forecast or a correlation is left to the other planner path", () => {
    expect(parseQuestion("forecast net sales for next quarter", retail).kind).toBe("unsupported");
    expect(parseQuestion("correlation between weight and freight cost", shipments).kind).toBe("unsupported");
  });
});

describe("asks only when really ambiguous", () => {
  it("two columns equally likely", () => {
    const table: AnalysisTable = {
      name: "t",
      columns: [
        { name: "gross_sales", type: "number" },
        { name: "net_sales", type: "number" },
        { name: "region", type: "string" },
      ],
    };
    const result = parseQuestion("sales by region", table);
    expect(result.kind).toBe("clarify");
    if (result.kind === "clarify") expect(result.options).toEqual(expect.arrayContaining(["gross_sales", "net_sales"]));
  });

  it("no measure and no count reading", () => {
    expect(parseQuestion("tell me something interesting", shipments).kind).toBe("clarify");
    // A grouping alone is not a count: nothing says what is counted.
    expect(parseQuestion("now by zone", shipments).kind).toBe("clarify");
    expect(measures(spec("shipments by zone", shipments))).toEqual(["count(*)"]);
  });

  it("a grouping no column matches asks which column", () => {
    const result = parseQuestion("total freight cost by weather", shipments);
    expect(result).toMatchObject({ kind: "clarify" });
    if (result.kind === "clarify") expect(result.question).toContain('I could not match "weather" to a column of shipments');
  });

  it("every link carries its reason and score in the provenance", () => {
    const result = parseQuestion("total revenue by regoin", retail);
    if (result.kind !== "spec") throw new Error(result.kind);
    const group = result.provenance.find((entry) => entry.element === "group")!;
    expect(group).toMatchObject({ column: "store_region", words: "regoin" });
    expect(group.reason).toContain("typo");
    expect(result.assumptions.join("\n")).toContain("typo");
  });
});

describe("other languages", () => {
  it.each([
    ["ventes nettes par région", retail, ["sum(net_sales)"], ["store_region"]],
    ["chiffre d'affaires moyen par catégorie", retail, ["avg(net_sales)"], ["category"]],
    ["ventas netas por región", retail, ["sum(net_sales)"], ["store_region"]],
    ["promedio de ventas netas por mes", retail, ["avg(net_sales)"], ["order_date:month"]],
    ["Umsatz nach Region", retail, ["sum(net_sales)"], ["store_region"]],
    ["durchschnittlicher Umsatz pro Kategorie", retail, ["avg(net_sales)"], ["category"]],
    ["vendas líquidas por região", retail, ["sum(net_sales)"], ["store_region"]],
    ["média de vendas por canal", retail, ["avg(net_sales)"], ["channel"]],
  ] as const)("%s", (question, table, expectedMeasures, expectedGroups) => {
    const s = spec(question, table);
    expect(measures(s)).toEqual(expectedMeasures);
    expect(groups(s)).toEqual(expectedGroups);
  });

  it("a French count per team", () => {
    const s = spec("combien d'expéditions par transporteur", {
      ...shipments,
      columns: [...shipments.columns.map((c) => (c.name === "carrier_name" ? { ...c, aliases: ["transporteur"] } : c))],
    });
    expect(measures(s)).toEqual(["count(*)"]);
    expect(groups(s)).toEqual(["carrier_name"]);
  });
});

describe("speed", () => {
  it("understands a question in well under 50 ms", () => {
    const questions = [
      "which 3 categories have the highest net sales?",
      "total revenue where region = North",
      "monthly net sales by channel as an area chart",
      "compare online vs in-store net sales",
      "ventes nettes par région",
    ];
    for (const question of questions) parseQuestion(question, retail);
    const started = performance.now();
    for (let i = 0; i < 20; i++) for (const question of questions) parseQuestion(question, retail);
    expect((performance.now() - started) / 100).toBeLessThan(50);
  });
});

describe('"no <number>" as none of it', () => {
  const orders: AnalysisTable = {
    name: "orders",
    columns: [
      { name: "order_id", type: "string" },
      { name: "region", type: "string", values: ["north", "south"] },
      { name: "amount_usd", type: "number" },
      { name: "discount_pct", type: "number" },
    ],
  };

  it("filters the number to 0 and keeps the question's own measure", () => {
    const counted = spec("how many orders with no discount", orders);
    expect(measures(counted)).toEqual(["count(*)"]);
    expect(counted.filters).toEqual([{ column: "discount_pct", operator: "=", values: [0], temporal: false }]);
    const summed = spec("total amount usd by region for orders without discount", orders);
    expect(measures(summed)).toEqual(["sum(amount_usd)"]);
    expect(groups(summed)).toEqual(["region"]);
    expect(summed.filters).toEqual([{ column: "discount_pct", operator: "=", values: [0], temporal: false }]);
  });

  it("leaves a plain mention of the number a measure", () => {
    const averaged = spec("average discount by region", orders);
    expect(measures(averaged)).toEqual(["avg(discount_pct)"]);
    expect(averaged.filters).toEqual([]);
  });
});
