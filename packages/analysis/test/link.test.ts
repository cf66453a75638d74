import { describe, expect, it } from "vitest";
import { linkColumns, linkValues, parseQuestion } from "../src/index.js";
import { identifierWords } from "../src/text.js";
import { hr, retail, shipments } from "./tables.js";

const best = (mention: string, table = retail, use: Parameters<typeof linkColumns>[2] = "any") => linkColumns(mention, table.columns, use)[0];

describe("schema linking", () => {
  it("splits CamelCase, snake_case and digits into words", () => {
    expect(identifierWords("Date_Claim_Settled")).toEqual(["date", "claim", "settled"]);
    expect(identifierWords("AnnualSalary")).toEqual(["annual", "salary"]);
    expect(identifierWords("HTTPStatus2xx")).toEqual(["http", "status", "2xx"]);
  });

  it("links by exact name, then by words of the name", () => {
    expect(best("date claim settled", { name: "t", columns: [{ name: "Date_Claim_Settled", type: "date" }] })).toMatchObject({
      column: "Date_Claim_Settled",
      score: 1,
    });
    expect(best("region")).toMatchObject({ column: "store_region" });
    expect(best("region")!.score).toBeGreaterThan(0.8);
    expect(best("salary", hr)).toMatchObject({ column: "AnnualSalary" });
    expect(best("carrier", shipments)).toMatchObject({ column: "carrier_name" });
  });

  it('reads "amount" as the table\'s only money column, and as nothing when there are several', () => {
    const claims = {
      name: "claims",
      columns: [
        { name: "claim_id", type: "string" as const },
        { name: "payout_usd", type: "number" as const },
        { name: "days_open", type: "integer" as const },
      ],
    };
    expect(best("amount", claims)).toMatchObject({ column: "payout_usd", score: 0.75 });
    expect(best("amount", claims)!.reason).toContain("only money column");
    const two = { ...claims, columns: [...claims.columns, { name: "repair_cost", type: "number" as const }] };
    expect(linkColumns("amount", two.columns)).toEqual([]);
    const parsed = parseQuestion("total amount by region", {
      ...claims,
      columns: [...claims.columns, { name: "region", type: "string", values: ["north", "south"] }],
    });
    expect(parsed.kind === "spec" && parsed.spec.measures).toEqual([{ aggregate: "sum", column: "payout_usd", as: "payout_usd" }]);
  });

  it("links synonyms from the lexicon, with the reason", () => {
    const revenue = best("revenue")!;
    expect(revenue.column).toBe("net_sales");
    expect(revenue.reason).toContain("synonym");
    expect(best("turnover")!.column).toBe("net_sales");
    expect(best("type")!.column).toBe("category");
    expect(best("cost", shipments)!.column).toBe("freight_cost");
  });

  it("links abbreviations both ways", () => {
    expect(best("department", hr)!.column).toBe("Dept");
    expect(best("qty", { name: "t", columns: [{ name: "quantity", type: "integer" }] })!.column).toBe("quantity");
    expect(best("amount", { name: "t", columns: [{ name: "ClaimAmt", type: "number" }] })!.column).toBe("ClaimAmt");
    expect(best("perf score", hr)!.column).toBe("PerfScore");
  });

  it("links typos by edit distance", () => {
    const link = best("regoin")!;
    expect(link.column).toBe("store_region");
    expect(link.reason).toContain("typo");
    expect(best("carier", shipments)!.column).toBe("carrier_name");
  });

  it("only links type-compatible columns for a use", () => {
    expect(linkColumns("region", retail.columns, "numeric")).toEqual([]);
    expect(best("sales", retail, "numeric")!.column).toBe("net_sales");
    expect(best("date", retail, "time")!.column).toBe("order_date");
    expect(linkColumns("weight", shipments.columns, "time")).toEqual([]);
  });

  it("does not link unrelated words", () => {
    expect(linkColumns("banana", retail.columns)).toEqual([]);
  });
});

describe("value linking", () => {
  it("links values regardless of case and punctuation", () => {
    expect(linkValues("north", "North", retail.columns)[0]).toMatchObject({ column: "store_region", value: "North", score: 1 });
    expect(linkValues("in store", "in store", retail.columns)[0]).toMatchObject({ column: "channel", value: "in-store" });
    expect(linkValues("fastship", "FastShip", shipments.columns)[0]).toMatchObject({ column: "carrier_name", value: "FastShip" });
  });

  it("links plurals and typos of values", () => {
    expect(linkValues("parcelos", "Parcelos", shipments.columns)[0]).toMatchObject({ value: "Parcelo" });
    expect(linkValues("bluelin", "Bluelin", shipments.columns)[0]).toMatchObject({ value: "BlueLine" });
  });

  it("matches one-letter values only as written", () => {
    expect(linkValues("f", "F", hr.columns)[0]).toMatchObject({ column: "Gender", value: "F" });
    expect(linkValues("f", "f", hr.columns)).toEqual([]);
  });
});
