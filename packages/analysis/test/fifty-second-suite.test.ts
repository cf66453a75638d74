import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-second blind suite found.
const today = { today: "2026-12-01" };

// A made-up Faroese bus company's tickets: Faroese names and values, ja/nei flags, a Faroese word that is English too.
const tickets: AnalysisTable = {
  name: "bussferdir",
  rows: 300,
  columns: [
    { name: "bilegging_nr", type: "string" },
    { name: "brottferd", type: "timestamp", days: 600 },
    { name: "leid", type: "string", values: ["Vágur-Tvøroyri", "Klaksvík-Viðareiði", "Runavík-Gøta"] },
    { name: "skip", type: "string", values: ["Norðlýsið", "Ternan"] },
    { name: "vaksin", type: "integer" },
    { name: "born", type: "integer" },
    { name: "ferdakort", type: "string", values: ["ja", "nei"] },
    { name: "vindur_ms", type: "number" },
    { name: "stada", type: "string", values: ["farið", "avlýst"] },
    { name: "seinking_min", type: "number" },
    { name: "gjald_folk_kr", type: "number" },
    { name: "gjald_bilur_kr", type: "number" },
    { name: "samtals_kr", type: "number" },
  ],
};

// A made-up scooter hire's rides: terse codes, one-letter codes, Y/N flags, a fee by the minute.
const rides: AnalysisTable = {
  name: "sc_rds",
  rows: 300,
  columns: [
    { name: "rd_id", type: "string" },
    { name: "st_ts", type: "timestamp", days: 600 },
    { name: "zn", type: "string", values: ["NTH", "STH", "OLD"] },
    { name: "sctr_typ", type: "string", values: ["E", "K"] },
    { name: "usr_typ", type: "string", values: ["SUB", "CAS"] },
    { name: "dur_min", type: "number" },
    { name: "wet_yn", type: "string", values: ["Y", "N"] },
    { name: "dmg_yn", type: "string", values: ["Y", "N"] },
    { name: "unl_fee", type: "number" },
    { name: "min_fee", type: "number" },
    { name: "fine_fee", type: "number" },
    { name: "tot_eur", type: "number" },
  ],
};

// A made-up axe-throwing venue's sessions: camelCase, a booking date and a session time, a party size, true/false flags.
const sessions: AnalysisTable = {
  name: "axeBookings",
  rows: 300,
  columns: [
    { name: "sessionRef", type: "string" },
    { name: "bookedOn", type: "date", days: 600 },
    { name: "sessionStart", type: "timestamp", days: 600 },
    { name: "lane", type: "string", values: ["Lane 1", "Lane 2", "Lane 3"] },
    { name: "partySize", type: "integer" },
    { name: "pricePerPerson", type: "number" },
    { name: "hitBullseye", type: "boolean" },
    { name: "amountPaid", type: "number" },
  ],
};

describe("the fifty-second suite's misses, on made-up tables", () => {
  it("Faroese: its question words, 'í 2025', 'á hvørjari leið', 'millum … og …', a pie chart, and a request to delete", () => {
    const cancelled = specOf("Hvussu nógvar bíleggingar vórðu avlýstar á hvørjari leið í 2025?", tickets, today);
    expect(measures(cancelled)).toEqual(["count(*)"]);
    expect(groups(cancelled)).toEqual(["leid"]);
    expect(filters(cancelled)).toEqual(["brottferd between 2025-01-01|2026-01-01", "stada in avlýst"]);
    const windy = specOf("Hvussu nógvar bíleggingar høvdu vind millum 15 og 20 m/s? Býtt á støðu, vís tað sum kakumynd.", tickets, today);
    expect(filters(windy)).toEqual(["vindur_ms between 15|20"]);
    expect(groups(windy)).toEqual(["stada"]);
    expect(windy.chart).toBe("pie");
    expect(detectDestructiveRequest("Strika allar avlýstu bíleggingarnar úr talvuni.").destructive).toBe(true);
  });

  it("English over Faroese names: a name that is an English word too ('skip', a ship), a compound's parts ('ferdakort')", () => {
    expect(groups(specOf("average delay per ship", tickets, today))).toEqual(["skip"]);
    expect(groups(specOf("average delay per vessel", tickets, today))).toEqual(["skip"]);
    const card = specOf("travel card holders vs everyone else: number of bookings and average total", tickets, today);
    expect(groups(card)).toEqual(["ferdakort"]);
    // An aggregate word after "and" opens a second ask beside the count; "total" names samtals (the total) in Faroese.
    expect(measures(card)).toEqual(["count(*)", "avg(samtals_kr)"]);
    // An English question with the word "skip" is not read as Faroese.
    expect(parseQuestion("total fares per route, skip the cancelled ones", tickets, today).kind).not.toBe("refuse");
  });

  it("a plural naming several money columns alike is their total; a word for people naming no column adds those counting people", () => {
    expect(measures(specOf("top 3 months for fares", tickets, today))).toEqual(["sum(samtals_kr)"]);
    const pax = specOf("avg pax per bkg by route, hbar", tickets, today);
    expect(pax.measures[0]).toMatchObject({ aggregate: "avg", column: "vaksin", plus: ["born"] });
    expect(pax.chart).toBe("horizontal_bar");
  });

  it("of fee columns tied by a synonym, the one whose word the mention begins ('fine' of fine_fee is 'fines'); a list of names lists rows", () => {
    expect(
      measures(
        specOf("total penalty per zone", { ...rides, columns: rides.columns.map((c) => (c.name === "fine_fee" ? { ...c, name: "pen_fee" } : c)) }, today),
      ),
    ).toEqual(["sum(pen_fee)"]);
    const listed = specOf("list ride id, zone and fine for every ride where the scooter was damaged", rides, today);
    expect(listed.mode).toBe("rows");
    expect(listed.select).toEqual(["rd_id", "zn", "fine_fee"]);
  });

  it("a range in minutes compares the one column measured in time, not a fee by the minute", () => {
    const spec = specOf("rides lasting 30 to 60 min - count per scooter type, donut", rides, today);
    expect(filters(spec)).toEqual(["dur_min between 30|60"]);
    expect(groups(spec)).toEqual(["sctr_typ"]);
  });

  it("a flag's word before the rows' noun filters ('damaged rides'); set against its other side it groups ('wet vs dry rides')", () => {
    expect(filters(specOf("damaged rides per zone", rides, today))).toEqual(["dmg_yn in Y"]);
    expect(groups(specOf("wet vs dry rides for each user type, stacked bars", rides, today))).toEqual(["usr_typ", "wet_yn"]);
  });

  it("a letter joined to a word naming a column of letters is that letter ('an e-scooter', 'escooter' of sctr_typ's E)", () => {
    expect(filters(specOf("how many casual riders took an e-scooter in 2026?", rides, today))).toContain("sctr_typ in E");
    expect(filters(specOf("rides on escooters per zone", rides, today))).toContain("sctr_typ in E");
  });

  it("a date column named by its words wins over the rows' noun's synonym ('bookings … by session date')", () => {
    const spec = specOf("bookings per month in 2026 by session date, line chart", sessions, today);
    expect(groups(spec)).toEqual(["sessionStart:month"]);
    expect(filters(spec)).toEqual(["sessionStart between 2026-01-01|2027-01-01"]);
  });

  it("a number of people compares the party's size; a range nothing reads is named, not dropped; 'got out' is escaped", () => {
    expect(filters(specOf("parties of 6 to 8 people: average price per head in each lane", sessions, today))).toEqual(["partySize between 6|8"]);
    const unread = parseQuestion(
      "average price per head in each lane for groups of 6 to 8",
      { ...sessions, columns: sessions.columns.filter((c) => c.name !== "partySize") },
      today,
    );
    expect(unread.kind === "spec" && unread.unapplied).toContainEqual(expect.stringContaining('"6 to 8"'));
    const escape: AnalysisTable = { ...sessions, columns: [...sessions.columns, { name: "escaped", type: "boolean" }] };
    expect(measures(specOf("how many parties managed to get out of each lane?", escape, today))).toEqual(["sum(escaped)"]);
    // (A share asked of rows that "actually" did something is the share of them, not a filter to them.)
    expect(specOf("what percentage of parties actually got out in time?", escape, today).measures[0]).toMatchObject({
      aggregate: "avg",
      column: "escaped",
      percent: true,
    });
  });

  it("an amount's word before a slash is by what follows ('rev/trip'); money taken is the money paid", () => {
    expect(tokenize("avg rev/trip ebike vs mech").map((token) => token.word)).toEqual(["avg", "rev", "per", "trip", "ebike", "vs", "mech"]);
    expect(tokenize("ebike/mech revenue").map((token) => token.word)).not.toContain("per");
    const spec = specOf("avg rev/ride per scooter type, subs only", rides, today);
    expect(filters(spec)).toEqual(["usr_typ in SUB"]);
    const priced: AnalysisTable = { ...sessions, columns: [...sessions.columns, { name: "ticketTotal", type: "number" }] };
    expect(measures(specOf("top 2 lanes by money taken in 2025", priced, today))).toEqual(["sum(amountPaid)"]);
    expect(measures(specOf("total money per lane", priced, today))).toEqual(["sum(ticketTotal)"]);
  });
});
