import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: failures of the twentieth blind suite (after its blind run) named the mechanisms.
const desks: AnalysisTable = {
  name: "DESK_BOOKINGS",
  rows: 300,
  columns: [
    { name: "BOOKING_REF", type: "string" },
    { name: "BOOKING_DATE", type: "date" },
    { name: "SPACE_TYPE", type: "string", values: ["HOT_DESK", "PHONE_BOOTH", "MEETING_ROOM"] },
    { name: "START_HOUR", type: "integer" },
    { name: "HOURS_BOOKED", type: "number" },
    { name: "NO_SHOW", type: "integer" },
    { name: "PRICE_SGD", type: "number" },
  ],
};

describe("wording from the twentieth blind suite", () => {
  it("'lsat year', 'htis year': a short time word with two letters swapped is the word", () => {
    expect(filters(specOf("how many bookings lsat year", desks))[0]).toMatch(/^BOOKING_DATE relative previous\|1\|year/);
    expect(filters(specOf("how many bookings htis year", desks))[0]).toMatch(/^BOOKING_DATE relative this\|1\|year/);
    // An English word that is such a swap is meant as written: "form" is not "from".
    expect(specOf("bookings by space type form the start", desks).filters).toEqual([]);
  });

  it("'how many minutes were the booths booked' is the total of the duration column, in minutes", () => {
    const spec = specOf("how many minutes were the phone booths booked?", desks);
    expect(measures(spec)).toEqual(["sum(HOURS_BOOKED)"]);
    expect(spec.measures[0]!.factor).toBe(60);
    expect(filters(spec)).toEqual(["SPACE_TYPE in PHONE_BOOTH"]);
    // One measure, though "hours" and "booked" both name the column, and said once.
    const hours = parseQuestion("how many hours were the phone booths booked?", desks);
    expect(hours.kind === "spec" && measures(hours.spec)).toEqual(["sum(HOURS_BOOKED)"]);
    expect(hours.kind === "spec" && hours.assumptions.filter((line) => line.startsWith("No aggregate named")).length).toBe(1);
    // A plural misspelt is the value's plural: "phone boths".
    expect(filters(specOf("how many minutes were the phone boths booked?", desks))).toEqual(["SPACE_TYPE in PHONE_BOOTH"]);
  });

  it("'no' opening a column name is the word no (NO_SHOW), not a number: 'by number of bookings' counts the rows", () => {
    const spec = specOf("top 3 space types by number of bookings", desks);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(groups(spec)).toEqual(["SPACE_TYPE"]);
  });

  it("'the 3 most popular start times' groups by the number column its words name, and counts", () => {
    for (const question of ["What are the 3 most popular start times? By number of bookings.", "top 3 start hours by number of bookings"]) {
      const spec = specOf(question, desks);
      expect(groups(spec)).toEqual(["START_HOUR"]);
      expect(measures(spec)).toEqual(["count(*)"]);
      expect(spec.limit).toBe(3);
    }
    // Ranked by the value itself, plural values of a measure are still rows: "the 3 highest prices".
    expect(specOf("the 3 highest prices", desks).groupBy).toEqual([]);
  });
});

describe("two comparisons of one column", () => {
  const samples: AnalysisTable = {
    name: "water_samples",
    rows: 200,
    columns: [
      { name: "sample_id", type: "string" },
      { name: "client_type", type: "string", values: ["farm", "household"] },
      { name: "ph", type: "number" },
      { name: "fee_usd", type: "number" },
    ],
  };

  it("'a pH below 6.5 or above 8.5' compares the pH twice, either one", () => {
    const spec = specOf("How many samples had a pH below 6.5 or above 8.5?", samples);
    expect(filters(spec)).toEqual(["ph < 6.5", "ph > 8.5"]);
    expect(spec.filterLogic).toBe("or");
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("'a pH between 6.5 and 8.5' is still one range, and a comparison after 'and' on another column stays its own", () => {
    expect(filters(specOf("How many samples had a pH between 6.5 and 8.5?", samples))).toEqual(["ph between 6.5|8.5"]);
    const spec = specOf("samples with a pH below 6.5 and a fee over 100", samples);
    expect(filters(spec)).toEqual(["ph < 6.5", "fee_usd > 100"]);
    expect(spec.filterLogic).toBe("and");
  });
});

describe("a true/false column named by its opposite", () => {
  const samples: AnalysisTable = {
    name: "water_lab_samples",
    rows: 200,
    columns: [
      { name: "sample_id", type: "string" },
      { name: "client_type", type: "string", values: ["farm", "household"] },
      { name: "is_rush", type: "boolean", values: [true, false] },
      { name: "passed_limits", type: "boolean", values: [true, false] },
      { name: "fee_usd", type: "number" },
    ],
  };

  it("'samples from farms that failed' are those that did not pass", () => {
    const spec = specOf("How many samples from farms failed?", samples);
    expect(filters(spec)).toEqual(expect.arrayContaining(["client_type in farm", "passed_limits in false"]));
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(specOf("How many samples from farms passed?", samples))).toEqual(expect.arrayContaining(["passed_limits in true"]));
  });
});

describe("short codes and two asks", () => {
  const florist: AnalysisTable = {
    name: "flrst_ords",
    rows: 300,
    columns: [
      { name: "ord_id", type: "string" },
      { name: "ord_dt", type: "date" },
      { name: "shp_cd", type: "string", values: ["DUB", "COR", "GAL"] },
      { name: "chnl", type: "string", values: ["web", "ph", "wi", "app"] },
      { name: "flw_cd", type: "string", values: ["RS", "LL", "TL", "PN"] },
      { name: "tot_eur", type: "number" },
      { name: "cust_rtg", type: "integer" },
      { name: "dlv_flg", type: "string", values: ["Y", "N"] },
    ],
  };

  it("'by whether they were delivered or picked up' groups by the flag the clause names; 'delivered' is dlv_flg", () => {
    const spec = specOf("Could you break down the number of orders by shop and by whether they were delivered or picked up in store?", florist);
    expect(groups(spec)).toEqual(["shp_cd", "dlv_flg"]);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(specOf("how many delivered orders", florist))).toEqual(["dlv_flg in Y"]);
  });

  it("a code that begins the word ('website' web), the initials of a hyphenated word ('walk-in' wi), 'roses' RS", () => {
    expect(filters(specOf("how many orders came through the website", florist))).toEqual(["chnl in web"]);
    expect(filters(specOf("how many walk-in orders", florist))).toEqual(["chnl in wi"]);
    expect(filters(specOf("how many orders of roses were there", florist))).toEqual(["flw_cd in RS"]);
  });

  it("'average order total' is what an order came to, not a sum of orders", () => {
    const spec = specOf("Average order total for walk-in customers at each shop?", florist);
    expect(measures(spec)).toEqual(["avg(tot_eur)"]);
    expect(groups(spec)).toEqual(["shp_cd"]);
    expect(filters(spec)).toEqual(["chnl in wi"]);
  });

  it("'how many … and how much did they bring in': a count and an amount", () => {
    const spec = specOf("how many website orders were there and how much did they bring in?", florist);
    expect(measures(spec)).toEqual(["count(*)", "sum(tot_eur)"]);
    expect(filters(spec)).toEqual(["chnl in web"]);
    const byShop = specOf("number of orders and total revenue by shop", florist);
    expect(measures(byShop)).toEqual(["count(*)", "sum(tot_eur)"]);
    expect(groups(byShop)).toEqual(["shp_cd"]);
    // One ask stays one measure.
    expect(measures(specOf("how many orders were there last month?", florist))).toEqual(["count(*)"]);
  });
});

describe("a misspelt plural of a value", () => {
  it("'phone boths' is the value's plural; 'books' is not a typo of ebook", () => {
    const loans: AnalysisTable = {
      name: "library_loans",
      rows: 100,
      columns: [
        { name: "loan_id", type: "string" },
        { name: "genre", type: "string", values: ["children", "history"] },
        { name: "format", type: "string", values: ["print", "ebook", "audiobook"] },
      ],
    };
    expect(filters(specOf("Leaving out children's books, how many loans were there?", loans))).toEqual(["genre not_in children"]);
  });
});

describe("benchmark wording", () => {
  it("'… and return a line chart of …' asks for a chart: 'return' names no column (rtn_flg)", () => {
    const jobs: AnalysisTable = {
      name: "tyr_svc_jobs",
      rows: 300,
      columns: [
        { name: "svc_dt", type: "date" },
        { name: "rtn_flg", type: "string", values: ["Y", "N"] },
        { name: "tot_aud", type: "number" },
      ],
    };
    const spec = specOf("Bin svc dt by month and return a line chart of the total tot aud.", jobs);
    expect(spec.filters).toEqual([]);
    expect(groups(spec)).toEqual(["svc_dt:month"]);
    expect(spec.chart).toBe("line");
  });
});

describe("negations of flags", () => {
  it("'not counting the bonus ones' leaves the bonus episodes out", () => {
    const episodes: AnalysisTable = {
      name: "podcastEpisodes",
      rows: 200,
      columns: [
        { name: "episodeId", type: "string" },
        { name: "isExplicit", type: "boolean", values: [true, false] },
        { name: "isBonus", type: "boolean", values: [true, false] },
        { name: "downloads", type: "integer" },
      ],
    };
    const spec = specOf("How many episodes aren't marked explicit, not counting the bonus ones?", episodes);
    expect(filters(spec)).toEqual(["isExplicit in false", "isBonus in false"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });
});
