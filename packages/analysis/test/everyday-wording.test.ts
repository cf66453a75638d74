import { describe, expect, it } from "vitest";
import { type AnalysisTable, linkColumns } from "../src/index.js";
import { duckdbWith, filters, groups, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a bicycle workshop's jobs, with coded services, mechanics' initials and Y/N flags (issue #19).
const connection = await duckdbWith(`CREATE TABLE bk_rpr_jobs AS SELECT * FROM (VALUES
  ('J1', 'PUN', 'RM', 1, 'N', 'N', 20, 10.0::DOUBLE, 15.0::DOUBLE),
  ('J2', 'PUN', 'AS', 2, 'Y', 'N', 30, 15.0, 25.0),
  ('J3', 'TUN', 'RM', 6, 'N', 'Y', 60, 40.0, 160.0),
  ('J4', 'TUN', 'AS', 4, 'Y', 'N', 90, 55.0, 95.0),
  ('J5', 'PUN', 'JK', 3, 'N', 'N', 25, 12.5, 20.0),
  ('J6', 'WSH', 'JK', 0, 'N', 'Y', 15, 8.0, 8.0)
) AS v(job_no, svc_cd, mech, n_parts, rtn_flg, cncl_flg, lab_min, lab_eur, tot_eur)`);

const jobs: AnalysisTable = {
  name: "bk_rpr_jobs",
  rows: 6,
  columns: [
    { name: "job_no", type: "string" },
    { name: "svc_cd", type: "string", values: ["PUN", "TUN", "WSH"] },
    { name: "mech", type: "string", values: ["RM", "AS", "JK"] },
    { name: "n_parts", type: "integer" },
    { name: "rtn_flg", type: "string", values: ["Y", "N"] },
    { name: "cncl_flg", type: "string", values: ["Y", "N"] },
    { name: "lab_min", type: "integer" },
    { name: "lab_eur", type: "number" },
    { name: "tot_eur", type: "number" },
  ],
};

describe("everyday wording over coded columns", () => {
  it("'labour revenue' is the labour column in a currency, not the minutes of labour", async () => {
    // (By the total, RM would be first: 175 against AS's 120.)
    expect(await rowsOf(connection, "which mechanic brought in the most labour revenue?", jobs)).toEqual([["AS", 70]]);
  });

  it("'came back … afterwards, per service type': the return flag's share per svc_cd; the adverb is no mechanic AS", async () => {
    const question = "What % of jobs had the customer come back with a problem afterwards, per service type?";
    const spec = specOf(question, jobs);
    expect(groups(spec)).toEqual(["svc_cd"]);
    expect(filters(spec)).toEqual([]);
    const rows = await rowsOf(connection, question, jobs);
    expect(rows.map((row) => row[0])).toEqual(["PUN", "TUN", "WSH"]);
    expect(rows.map((row) => row[1] as number)).toEqual([expect.closeTo(100 / 3), 50, 0]);
  });

  it("'got called off' is the cancellation flag", async () => {
    expect((await rowsOf(connection, "what percentage of jobs got called off?", jobs))[0]![0]).toBeCloseTo(100 / 3);
  });

  it("a kind names a code, not a number: 'client type' is not nb_mots", () => {
    expect(linkColumns("client type", [{ name: "nb_mots", type: "integer" }])).toEqual([]);
    expect(linkColumns("service type", [{ name: "svc_cd", type: "string" }])[0]?.column).toBe("svc_cd");
  });

  it("two letters across 'on' are not initials: 'puncture repairs on motorbikes' is no mechanic RM", () => {
    expect(filters(specOf("how many puncture repairs on motorbikes?", jobs))).toEqual(["svc_cd in PUN"]);
  });

  it("'per puncture job' is per row of the punctures, not a word dropped", async () => {
    const question = "average number of parts per puncture job, by mechanic";
    const spec = specOf(question, jobs);
    expect(filters(spec)).toEqual(["svc_cd in PUN"]);
    // ("parts" is n_parts' word, not parts of a whole: no pie.)
    expect(spec.chart).not.toBe("pie");
    expect(await rowsOf(connection, question, jobs)).toEqual([
      ["AS", 2],
      ["JK", 3],
      ["RM", 1],
    ]);
  });
});

// Made up: holiday-cottage bookings with counts of adults and children.
const cottages = await duckdbWith(`CREATE TABLE cottage_bookings AS SELECT * FROM (VALUES
  ('B1', 'Heron', 2, 0, 300.0::DOUBLE), ('B2', 'Heron', 2, 2, 420.0), ('B3', 'Otter', 1, 1, 250.0), ('B4', 'Otter', 4, 0, 610.0), ('B5', 'Otter', 2, 3, 380.0)
) AS v(booking_id, cottage, adults, children, price_eur)`);
const bookings: AnalysisTable = {
  name: "cottage_bookings",
  rows: 5,
  columns: [
    { name: "booking_id", type: "string" },
    { name: "cottage", type: "string", values: ["Heron", "Otter"] },
    { name: "adults", type: "integer" },
    { name: "children", type: "integer" },
    { name: "price_eur", type: "number" },
  ],
};

describe("rows with some of a counted thing", () => {
  it("'how many bookings with kids' counts the rows whose children are above 0 (kids are children)", async () => {
    const question = "how many bookings with kids were there at Otter?";
    expect(filters(specOf(question, bookings)).sort()).toEqual(["children > 0", "cottage in Otter"]);
    expect(await rowsOf(cottages, question, bookings)).toEqual([[2]]);
  });

  it("'how many children' still sums the column", async () => {
    expect(await rowsOf(cottages, "how many children stayed at Heron?", bookings)).toEqual([[2]]);
  });
});

describe("a count and then an amount naming no column", () => {
  it("'how many …, and what did they come to in total?' counts the rows and sums their money", async () => {
    expect(await rowsOf(cottages, "How many bookings did Otter get, and what did they come to in total?", bookings)).toEqual([[3, 1240]]);
    expect(await rowsOf(cottages, "How many bookings did Heron get, and what was their total value?", bookings)).toEqual([[2, 720]]);
  });
});

// Made up: a radio station's segments, whose text column is named by a word that is also a verb ("show").
const radio = await duckdbWith(`CREATE TABLE radioSegments AS SELECT * FROM (VALUES
  ('S1', 'Morning Drive', 1200, 4.1::DOUBLE), ('S2', 'Morning Drive', 900, 4.5), ('S3', 'Night Owls', 400, 4.9),
  ('S4', 'Night Owls', 500, 4.7), ('S5', 'Lunch Mix', 1500, 3.9)
) AS v(segmentId, showName, listeners, avgRating)`);
const segments: AnalysisTable = {
  name: "radioSegments",
  rows: 5,
  columns: [
    { name: "segmentId", type: "string" },
    { name: "showName", type: "string", values: ["Morning Drive", "Night Owls", "Lunch Mix"] },
    { name: "listeners", type: "integer" },
    { name: "avgRating", type: "number" },
  ],
};

describe("a noun that is also a verb, and typos of question words", () => {
  it("'which show has the highest …' ranks the shows ('show' after 'which' is the noun); 'whihc' is which", async () => {
    const best = await rowsOf(radio, "which show has the highest avg rating", segments);
    expect(best.map((row) => row[0])).toEqual(["Night Owls"]);
    expect(best[0]![1]).toBeCloseTo(4.8);
    expect(await rowsOf(radio, "whihc show has the most listeners", segments)).toEqual([["Morning Drive", 2100]]);
    expect(await rowsOf(radio, "wich show has the fewest listeners", segments)).toEqual([["Night Owls", 900]]);
  });

  it("'with the show each one belongs to' names no grouping", () => {
    const spec = specOf("Top 2 segments by listeners, with the show each one belongs to", segments);
    expect(spec.limit).toBe(2);
    expect(groups(spec)).not.toContain("listeners");
  });
});
