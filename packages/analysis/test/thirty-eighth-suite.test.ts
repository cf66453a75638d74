import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-eighth blind suite's failures.
const today = { today: "2026-11-29" };
const transmitters: AnalysisTable = {
  name: "tx_site_log",
  rows: 200,
  columns: [
    { name: "log_no", type: "string" },
    { name: "log_dt", type: "date" },
    { name: "site", type: "string", values: ["KRK", "BEN", "MUL"] },
    { name: "svc", type: "string", values: ["FM", "DAB", "TV"] },
    { name: "dq", type: "string", values: ["A", "B", "C"] },
    { name: "sched_hrs", type: "number" },
    { name: "air_hrs", type: "number" },
    { name: "wx_loss_hrs", type: "number" },
    { name: "pwr_loss_hrs", type: "number" },
  ],
};
describe("the rest of the question picks among several columns a head word names", () => {
  it("'hours we lost to weather' is wx_loss_hrs, though 'hours' names sched_hrs and air_hrs better", () => {
    const spec = specOf("How many hours did we lose to weather at KRK on dark nights?", transmitters, today);
    expect(measures(spec)).toEqual(["sum(wx_loss_hrs)"]);
  });
  it("'weather loss' is wx_loss_hrs: wx abbreviates weather", () => {
    const spec = specOf("how many nights had no weather loss?", transmitters, today);
    expect(filters(spec)).toContain("wx_loss_hrs = 0");
  });
});

const kitchens: AnalysisTable = {
  name: "montaze_kuchyn",
  rows: 200,
  columns: [
    { name: "cislo", type: "string" },
    { name: "datum", type: "date" },
    { name: "region", type: "string", values: ["Nitra", "Trnava"] },
    { name: "cena_bez_dph_eur", type: "number" },
    { name: "cena_s_dph_eur", type: "number" },
  ],
};

describe("two words in a row, short ones too, that a column's name has in a row", () => {
  it("'s DPH' (with VAT) away from 'cena' picks cena_s_dph_eur, 'bez DPH' cena_bez_dph_eur", () => {
    expect(measures(specOf("Priemerná cena montáže s DPH podľa regiónu", kitchens, today))).toEqual(["avg(cena_s_dph_eur)"]);
    expect(measures(specOf("Priemerná cena montáže bez DPH podľa regiónu", kitchens, today))).toEqual(["avg(cena_bez_dph_eur)"]);
  });
});

describe("brackets and a sentence's first word", () => {
  it("a value in brackets restating the word before it stays in the negation's scope", () => {
    const spec = specOf("How many hours on air per site? Don't count the television (TV) nights.", transmitters, today);
    expect(filters(spec)).toContain("svc not_in TV");
  });
  it("'A' opening a sentence before a lower-case word is the article, not the code A", () => {
    const spec = specOf("Plot the hours lost to weather each month. A line chart would be great.", transmitters, today);
    expect(filters(spec).some((filter) => filter.startsWith("dq"))).toBe(false);
    expect(spec.measures.map((measure) => measure.column)).toEqual(["wx_loss_hrs"]);
  });
});

const carpentry: AnalysisTable = {
  name: "stolarske_zakazky",
  rows: 200,
  columns: [
    { name: "cislo_zakazky", type: "string" },
    { name: "datum_objednavky", type: "date" },
    { name: "okres", type: "string", values: ["Nitra", "Trnava", "Senica"] },
    { name: "typ_prace", type: "string", values: ["kuchyňa", "skriňa", "schody"] },
    { name: "urgentne", type: "string", values: ["áno", "nie"] },
    { name: "pocet_kusov", type: "integer" },
    { name: "plocha_m2", type: "number" },
    { name: "cena_bez_dph_eur", type: "number" },
    { name: "cena_s_dph_eur", type: "number" },
  ],
};

describe("Slovak chart requests, their cases read", () => {
  it("'stĺpcový graf súčtu … pre každý okres … podľa osi y zostupne' is a bar chart of the sum, sorted down", () => {
    const spec = specOf("Zobraz stĺpcový graf súčtu cena bez dph eur pre každý okres a zoraď ho podľa osi y zostupne.", carpentry, today);
    expect(measures(spec)).toEqual(["sum(cena_bez_dph_eur)"]);
    expect(groups(spec)).toEqual(["okres"]);
    expect(spec.chart).toBe("bar");
    expect(spec.orderBy[0]).toMatchObject({ direction: "desc" });
  });
  it("'počet zákaziek' counts the rows, though pocet_kusov is named with 'počet'; 'v skladanom stĺpcovom grafe' is stacked", () => {
    const spec = specOf("Zobraz počet zákaziek pre každý okres v skladanom stĺpcovom grafe, poskladanom podľa typ prace.", carpentry, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(groups(spec)).toEqual(["okres", "typ_prace"]);
    expect(spec.chart).toBe("stacked_bar");
  });
  it("'a' joins two column names written in full ('typ prace a urgentne')", () => {
    const spec = specOf("Zobraz priemernú cena bez dph eur pre každý typ prace a urgentne v zoskupenom stĺpcovom grafe.", carpentry, today);
    expect(groups(spec)).toEqual(["typ_prace", "urgentne"]);
    expect(spec.chart).toBe("grouped_bar");
  });
  it("'od 1 000 do 5 000' is a range; the one letter 's' names no column", () => {
    const spec = specOf("Zákazky s plochou od 1 000 do 5 000 m²: koľko ich bolo podľa typu práce?", carpentry, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toContain("plocha_m2 between 1000|5000");
  });
});

const appeals: AnalysisTable = {
  name: "tenancy_appeal_cases",
  rows: 200,
  columns: [
    { name: "Case Ref", type: "string" },
    { name: "Lodged On", type: "date" },
    { name: "Closed On", type: "date" },
    { name: "Sale Date", type: "date" },
    { name: "Tribunal", type: "string", values: ["Leeds", "York", "Hull"] },
    { name: "Appeal Type", type: "string", values: ["Rent Increase", "Bond Refund", "Repairs Order"] },
    { name: "Outcome", type: "string", values: ["Default Judgment", "Dismissed", "Settled", "Pending"] },
    { name: "Amount Claimed GBP", type: "number" },
  ],
};

const hearings: AnalysisTable = {
  name: "tenancy_hearing_cases",
  rows: 200,
  columns: [
    { name: "Case Ref", type: "string" },
    { name: "Lodged On", type: "date" },
    { name: "Closed On", type: "date" },
    { name: "Tribunal", type: "string", values: ["Leeds", "York", "Hull"] },
    { name: "Outcome", type: "string", values: ["Default Judgment", "Settled", "Dismissed", "Pending"] },
    { name: "Fee GBP", type: "number" },
  ],
};

describe("clauses: coordinated exclusions, the period's own words, the rows a share is of", () => {
  it("'leaving out bond refunds and anything still pending' leaves out both", () => {
    const spec = specOf("Average amount claimed by appeal type, leaving out bond refunds and anything still pending", appeals, today);
    expect(filters(spec).sort()).toEqual(["Appeal Type not_in Bond Refund", "Outcome not_in Pending"]);
  });
  it("'cases closed this year' dates the period by Closed On and filters no outcome by 'closed'", () => {
    const spec = specOf("Top 2 appeal types by total amount claimed on cases closed this year", appeals, today);
    expect(filters(spec)).toEqual(["Closed On relative this|1|year|2026-11-29"]);
  });
  it("'what percentage of the cases lodged last year ended in a default judgment': the period keeps rows, the outcome is the share", () => {
    const spec = specOf("What percentage of the cases lodged last year ended in a default judgment?", hearings, today);
    expect(filters(spec)).toEqual(["Lodged On relative previous|1|year|2026-11-29"]);
    expect(spec.measures[0]!.where?.map((filter) => filter.column)).toEqual(["Outcome"]);
  });
  it("'this year (by sale date)' dates the period and is no grouping; a grouping stops at the sentence's end", () => {
    const spec = specOf("Which 2 tribunals had the most cases this year (by sale date)? Also show the counts.", appeals, today);
    expect(groups(spec)).toEqual(["Tribunal"]);
    expect(filters(spec)).toEqual(["Sale Date relative this|1|year|2026-11-29"]);
  });
});

describe("money compared after the rows' key", () => {
  it("'how many orders were over 50 dollars' over a numeric orderId counts the orders over 50 of the table's money", () => {
    const orders: AnalysisTable = {
      name: "cafe_orders",
      rows: 200,
      columns: [
        { name: "orderId", type: "integer" },
        { name: "orderedAt", type: "timestamp" },
        { name: "billAmtUsd", type: "number" },
        { name: "tipUsd", type: "number" },
      ],
    };
    const spec = specOf("how many orders were over 50 dollars", orders, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["billAmtUsd > 50"]);
  });
});
