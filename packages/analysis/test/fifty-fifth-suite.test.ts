import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-fifth blind suite found.
const today = { today: "2026-12-02" };

// A made-up well-digging firm: Title Case names, lengths in metres, a date pair, text kinds.
const wells: AnalysisTable = {
  name: "Well_Jobs",
  rows: 300,
  columns: [
    { name: "Job Ref", type: "string" },
    { name: "Start Date", type: "date", days: 600 },
    { name: "Purpose", type: "string", values: ["Domestic", "Farm", "Commercial"] },
    { name: "Rock", type: "string", values: ["Chalk", "Clay", "Granite"] },
    { name: "Depth M", type: "integer" },
    { name: "Casing M", type: "integer" },
    { name: "Total Cost", type: "number" },
  ],
};

// A made-up hedge-laying contractor: terse codes, a start and an end, an amount named by the work's short code.
const hedges: AnalysisTable = {
  name: "hdg_jobs",
  rows: 300,
  columns: [
    { name: "job_no", type: "string" },
    { name: "strt_ts", type: "timestamp", days: 600 },
    { name: "end_ts", type: "timestamp", days: 600 },
    { name: "cnty", type: "string", values: ["KNT", "SSX", "SRY"] },
    { name: "job_typ", type: "string", values: ["FULL", "TRIM", "GAP"] },
    { name: "hours", type: "number" },
    { name: "lay_amt", type: "number" },
    { name: "tot_amt", type: "number" },
  ],
};

// A made-up importer's orders whose countries are written in Irish, Welsh and Scottish Gaelic, with and without articles.
const orders: AnalysisTable = {
  name: "orders",
  rows: 200,
  columns: [
    { name: "order_id", type: "string" },
    { name: "country", type: "string", values: ["An Eadailt", "A' Ghearmailt", "Yr Unol Daleithiau", "an Fhrainc", "Seapan"] },
    { name: "total", type: "number" },
  ],
};

// A made-up Hebridean knitwear shop: Gaelic names and values, a value of several words.
const knitwear: AnalysisTable = {
  name: "reic_aodaich",
  rows: 200,
  columns: [
    { name: "aireamh", type: "string" },
    { name: "ceann_latha", type: "date", days: 600 },
    { name: "duthaich", type: "string", values: ["Alba", "Sasainn", "An Eadailt"] },
    { name: "patran", type: "string", values: ["cnàimh an sgadain", "breacan", "sìmplidh"] },
    { name: "iomlan_gbp", type: "number" },
  ],
};

describe("the fifty-fifth suite's misses, on made-up tables", () => {
  it("an adjective of a dimension after a length says what is compared, and the unit is no million ('over 100 m deep')", () => {
    const deep = specOf("for wells over 100 m deep, avg total cost by rock", wells, today);
    expect(filters(deep)).toEqual(["Depth M > 100"]);
    expect(measures(deep)).toEqual(["avg(Total Cost)"]);
    expect(groups(deep)).toEqual(["Rock"]);
    expect(filters(specOf("how many wells less than 30 m deep are there", wells, today))).toEqual(["Depth M < 30"]);
  });

  it("'comparing A and B' over one column's values compares them: grouped by that column as well as filtered", () => {
    const compared = specOf("line chart comparing domestic and farm jobs month by month in 2026", wells, today);
    expect(groups(compared)).toEqual(["Start Date:month", "Purpose"]);
    expect(filters(compared)).toContain("Purpose in Domestic|Farm");
  });

  it("after 'per', the rows' noun closing the phrase is what the measure is per; a value before it picks the rows", () => {
    const spec = specOf("average hours per full lay job, by cnty", hedges, today);
    expect(filters(spec)).toEqual(["job_typ in FULL"]);
    expect(groups(spec)).toEqual(["cnty"]);
    expect(spec.measures).toHaveLength(1);
    expect(spec.measures[0]!.column).not.toBe("lay_amt");
  });

  it("countries named in Irish, Welsh and Scottish Gaelic, with or without their article, link from English", () => {
    expect(filters(specOf("how many orders from Italy", orders, today))).toEqual(["country in An Eadailt"]);
    expect(filters(specOf("how many orders from Germany", orders, today))).toEqual(["country in A' Ghearmailt"]);
    expect(filters(specOf("how many orders from the United States", orders, today))).toEqual(["country in Yr Unol Daleithiau"]);
    expect(filters(specOf("how many orders from France", orders, today))).toEqual(["country in an Fhrainc"]);
    expect(filters(specOf("how many orders from Japan", orders, today))).toEqual(["country in Seapan"]);
  });

  it("raising, halving and filling in values are refused; the same words as nouns read", () => {
    for (const question of [
      "bump every base price up by 10%",
      "hike the fees for 2026 by 5%",
      "please halve the deposits",
      "backfill the missing ratings with 3",
    ])
      expect(detectDestructiveRequest(question).destructive, question).toBe(true);
    for (const question of ["was there a bump in bookings in May?", "what is the adjustment per region", "bump in sales after the ad"])
      expect(detectDestructiveRequest(question).destructive, question).toBe(false);
    expect(parseQuestion("bump every total cost up by 10%", wells, today).kind).toBe("refuse");
  });

  it("Scottish Gaelic requests to remove rows are refused; 'thoir dhomh … as motha' (give me the biggest) reads", () => {
    for (const question of ["Sguabaibh na h-òrdughan uile", "Dubh às na sreathan a chaidh a chur dheth", "Thoir na h-òrdughan às", "Cuir às do na h-òrdughan"])
      expect(detectDestructiveRequest(question).destructive, question).toBe(true);
    expect(detectDestructiveRequest("Thoir dhomh an t-eilean as motha").destructive).toBe(false);
  });

  it("Gaelic values named in English: the nations of Britain, and a value of several words that is one name", () => {
    expect(filters(specOf("how many orders from England", knitwear, today))).toEqual(["duthaich in Sasainn"]);
    expect(filters(specOf("how many herringbone orders in 2026", knitwear, today))).toContain("patran in cnàimh an sgadain");
  });

  it("a dimension named in French, Spanish, German, Italian or Portuguese; a last word after 'dans le' that nothing reads is said", () => {
    const depth = parseQuestion("Quelle est la profondeur moyenne des puits dans le calcaire ?", wells, today);
    expect(depth.kind).toBe("spec");
    if (depth.kind !== "spec") return;
    expect(measures(depth.spec)).toEqual(["avg(Depth M)"]);
    expect(depth.unapplied.join(" ")).toMatch(/"calcaire" \(read as nothing/);
    expect(measures(specOf("profundidad media de los pozos en 2025", wells, today))).toEqual(["avg(Depth M)"]);
    // (A currency closing the question is no value: "In euros.")
    const euros = parseQuestion("Quelle est la profondeur moyenne en euros", wells, today);
    expect(euros.kind === "spec" ? euros.unapplied : []).toEqual([]);
  });
});
