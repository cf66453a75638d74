import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: failures of the thirteenth blind suite (after its blind run) named the mechanisms.
const cleaning: AnalysisTable = {
  name: "window_cln_jobs",
  rows: 420,
  columns: [
    { name: "job_no", type: "string" },
    { name: "cust_nm", type: "string" },
    { name: "crew_cd", type: "string", values: ["W1", "W2", "W3"] },
    { name: "win_qty", type: "integer" },
    { name: "flr_cnt", type: "integer" },
    { name: "dur_min", type: "integer" },
    { name: "amt_eur", type: "number" },
  ],
};
const berths: AnalysisTable = {
  name: "MARINA_BERTH_RENTALS",
  rows: 320,
  columns: [
    { name: "RENTAL_ID", type: "string" },
    { name: "BOAT_TYPE", type: "string", values: ["SAILBOAT", "MOTORBOAT", "CATAMARAN"] },
    { name: "LENGTH_FT", type: "integer" },
    { name: "NIGHTS", type: "integer" },
    { name: "TOTAL_AMOUNT", type: "number" },
  ],
};

const karaoke: AnalysisTable = {
  name: "karaoke_room_bookings",
  rows: 360,
  columns: [
    { name: "booking_id", type: "string" },
    { name: "room", type: "string", values: ["Blue", "Red", "Gold"] },
    { name: "party_size", type: "integer" },
    { name: "total_spend", type: "number" },
    { name: "is_member", type: "boolean", values: [true, false] },
    { name: "is_birthday", type: "boolean", values: [true, false] },
  ],
};

describe("wording from the thirteenth blind suite", () => {
  it("'how many windows' sums win_qty: the head written short, though the table's name starts with window (its rows are jobs)", () => {
    const spec = specOf("how many windows did each customer have cleaned in total? biggest first", cleaning);
    expect(measures(spec)).toEqual(["sum(win_qty)"]);
    expect(groups(spec)).toEqual(["cust_nm"]);
    // The rows the table's name ends with are still counted.
    expect(measures(specOf("how many jobs did each crew do", cleaning))).toEqual(["count(*)"]);
  });

  it("'how many nigths' (a typo of the column's word) sums NIGHTS, as 'how many nights' does", () => {
    for (const question of ["how many nigths were booked for sailboats in totl", "how many nights were booked for sailboats"]) {
      const spec = specOf(question, berths);
      expect(measures(spec), question).toEqual(["sum(NIGHTS)"]);
      expect(filters(spec), question).toEqual(["BOAT_TYPE in SAILBOAT"]);
    }
  });

  it("'made by members' is the true rows of is_member, not a grouping; 'either … or …' of two flags in a count filters both", () => {
    expect(measures(specOf("What percentage of the bookings were made by members?", karaoke))).toEqual(["avg(is_member)"]);
    const total = specOf("total spend by members", karaoke);
    expect(groups(total)).toEqual([]);
    expect(filters(total)).toEqual(["is_member in true"]);
    const either = specOf("How many bookings were either by members or for a birthday?", karaoke);
    expect(measures(either)).toEqual(["count(*)"]);
    expect(filters(either)).toEqual(["is_member in true", "is_birthday in true"]);
    expect(either.filterLogic).toBe("or");
    // Compared with the other side, or named as a quality, it is still a grouping.
    expect(groups(specOf("how many bookings by members vs non-members", karaoke))).toEqual(["is_member"]);
    expect(groups(specOf("average spend by membership", karaoke))).toEqual(["is_member"]);
  });

  it("'longer than a week' compares the column in days or nights (7), not the length in feet the comparative names", () => {
    expect(filters(specOf("rentals longer than a week - how many?", berths))).toEqual(["NIGHTS > 7"]);
    expect(filters(specOf("boats longer than 40 feet", berths))).toEqual(["LENGTH_FT > 40"]);
  });

  it("a phrase like one column only ('rom': room) and like no other is read as it, with an assumption; none alike still asks", () => {
    const read = parseQuestion("totl drinks revnue per rom", karaoke);
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(groups(read.spec)).toEqual(["room"]);
    expect(read.assumptions.join(" ")).toContain('"rom" is read as room, the only column like it');
    // Nothing in "artist" is like any column: asked, as before.
    const asked = parseQuestion("total spend per artist", karaoke);
    expect(asked.kind === "clarify" && asked.about).toBe("column");
  });

  it("a crew is a team (the curated lexicon): 'each team' groups by crew_cd", () => {
    const spec = specOf("On average, how long does each team spend on a job?", cleaning);
    expect(groups(spec)).toEqual(["crew_cd"]);
    // ("spend" also names the money of a job, shown beside it.)
    expect(measures(spec)[0]).toBe("avg(dur_min)");
  });

  it("'which room is the best one?' names no measure: asked which, not answered with a count of rows", () => {
    for (const question of ["which room is the best one?", "which room is doing best?"]) {
      const read = parseQuestion(question, karaoke);
      expect(read.kind === "clarify" && read.about, question).toBe("measure");
    }
    // With a measure, or counting, "best" and "most" are answered.
    expect(measures(specOf("best room by total spend", karaoke))).toEqual(["sum(total_spend)"]);
    expect(measures(specOf("which room has the most bookings", karaoke))).toEqual(["count(*)"]);
  });

  it("'in each room, members vs non-members' groups by both; 'members vs non-members' alone groups by the flag", () => {
    for (const question of ["average group size in each room, members vs non-members", "average party size per room, members vs non-members"])
      expect(groups(specOf(question, karaoke)).sort(), question).toEqual(["is_member", "room"]);
    const alone = specOf("average party size, members vs non-members", karaoke);
    expect(groups(alone)).toEqual(["is_member"]);
    expect(filters(alone)).toEqual([]);
  });
});
