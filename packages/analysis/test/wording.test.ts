import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, rowsOf as rowsIn, specOf as parsed } from "./helpers.js";

// Tables of our own (a gym, a courier, a software vendor), each written for these mechanisms.
const courier: AnalysisTable = {
  name: "courier_jobs",
  rows: 6,
  columns: [
    { name: "job_id", type: "string" },
    { name: "pickedAt", type: "timestamp" },
    { name: "dropoff_dt", type: "date" },
    { name: "svc", type: "string", values: ["EXP", "STD", "ECO"] },
    { name: "dest_cntry", type: "string", values: ["FR", "ES", "NL"] },
    { name: "amountUsd", type: "number" },
    { name: "surchargeUsd", type: "number" },
    { name: "parcels", type: "integer" },
    { name: "late_min", type: "integer" },
    { name: "isVoided", type: "boolean" },
    { name: "status", type: "string", values: ["delivery", "pickup", "return"] },
  ],
};
const ROWS = [
  ["J1", "2025-01-06 09:10:00", "2025-01-07", "EXP", "FR", 40, 5, 1, 0, false, "delivery"],
  ["J2", "2025-01-06 09:40:00", "2025-01-08", "STD", "ES", 15, 0, 3, 12, false, "delivery"],
  ["J3", "2025-01-07 14:05:00", "2025-01-09", "ECO", "NL", 8, 0, 6, 0, true, "pickup"],
  ["J4", "2025-01-08 14:30:00", "2025-01-10", "EXP", "ES", 55, 10, 2, 30, false, "return"],
  ["J5", "2025-02-03 18:00:00", "2025-02-05", "STD", "FR", 22, 0, 7, 0, false, "delivery"],
  ["J6", "2025-02-04 09:15:00", "2025-02-06", "ECO", "FR", 9, 2, 1, 5, true, "delivery"],
] as const;

const instance = await DuckDBInstance.create(":memory:");
const connection = await instance.connect();
beforeAll(async () => {
  const values = ROWS.map((row) => `(${row.map((value) => (typeof value === "string" ? `'${value}'` : String(value))).join(", ")})`).join(", ");
  await connection.run(
    `CREATE TABLE courier_jobs (job_id VARCHAR, pickedAt TIMESTAMP, dropoff_dt DATE, svc VARCHAR, dest_cntry VARCHAR, amountUsd DOUBLE, surchargeUsd DOUBLE, parcels INTEGER, late_min INTEGER, isVoided BOOLEAN, status VARCHAR); INSERT INTO courier_jobs VALUES ${values}`,
  );
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

const specOf = (question: string, table: AnalysisTable = courier) => parsed(question, table);
const rowsOf = (question: string) => rowsIn(connection, question, courier);

describe("wording the parser was not written against", () => {
  it("a comparative after the number: '3 or more', '2 parcels or fewer', '20 minutes or longer'", async () => {
    expect(filters(specOf("how many jobs with 3 or more parcels"))).toEqual(["parcels >= 3"]);
    expect(await rowsOf("how many jobs had 6 parcels or more")).toEqual([[2]]);
    expect(filters(specOf("jobs with 2 parcels or fewer by svc"))).toEqual(["parcels <= 2"]);
    // The "or" of the comparison does not make the other filter an alternative.
    const both = specOf("count the EXP jobs with 2 or more parcels");
    expect(both.filterLogic).toBe("and");
    expect(await rowsOf("count the EXP jobs with 2 or more parcels")).toEqual([[1]]);
  });

  it("a percent is 0 to 100 and a share 0 to 1; a true/false rate follows the same word", async () => {
    expect(await rowsOf("what percentage of jobs were voided")).toEqual([[expect.closeTo(100 / 3, 6)]]);
    expect(specOf("what percentage of jobs were voided").measures[0]).toMatchObject({ column: "isVoided", as: "isVoided_pct", percent: true });
  });

  it("money verbs and money units go to the row's own amount, not a part of it (the amount, not the surcharge)", async () => {
    expect(specOf("total billed per svc").measures[0]).toMatchObject({ aggregate: "sum", column: "amountUsd" });
    expect(filters(specOf("jobs over 30 bucks"))).toEqual(["amountUsd > 30"]);
    expect(await rowsOf("how many jobs over 30 bucks")).toEqual([[2]]);
  });

  it("a country's name in several languages is its ISO code; a word is a three-letter code of its letters", () => {
    expect(filters(specOf("average fee for jobs to Spain"))).toEqual(["dest_cntry in ES"]);
    expect(filters(specOf("average fee for jobs to Francia"))).toEqual(["dest_cntry in FR"]);
    expect(filters(specOf("how many economy jobs"))).toEqual(["svc in ECO"]);
  });

  it("a participle names a state value; a negated one excludes it; n't is not", () => {
    expect(filters(specOf("how many jobs were delivered"))).toEqual(["status in delivery"]);
    expect(filters(specOf("average fee of jobs that weren't voided"))).toEqual(["isVoided in false"]);
    expect(filters(specOf("how many jobs did not go out as a return"))).toEqual(["status not_in return"]);
  });

  it("a number column after a verb of being, in a count, counts the rows above 0", async () => {
    expect(filters(specOf("how many jobs were late"))).toEqual(["late_min > 0"]);
    expect(await rowsOf("how many jobs were late")).toEqual([[3]]);
    // An average of it stays an average.
    expect(specOf("average late minutes by svc").measures[0]).toMatchObject({ aggregate: "avg", column: "late_min" });
  });

  it("the date column a hyphenated word or a short form names is the one binned", () => {
    // "drop-offs" is dropoff (dropoff_dt), not the first date column (pickedAt); "dt" need not be named.
    const spec = specOf("drop-offs per month");
    expect(spec.groupBy[0]).toMatchObject({ column: "dropoff_dt", bin: "month" });
    // Hours need a time of day: a date column gives way to the timestamp.
    expect(specOf("drop-offs by hour of the day").groupBy[0]).toMatchObject({ column: "pickedAt", bin: "hour_of_day" });
  });

  it("groupings: 'hours of the day', 'split by', 'sort the X by', 'account for'", () => {
    expect(specOf("which hours of the day are busiest").groupBy[0]).toMatchObject({ column: "pickedAt", bin: "hour_of_day" });
    expect(specOf("stacked bar chart of amounts per month, split by svc").groupBy.map((group) => [group.column, group.bin])).toEqual([
      ["pickedAt", "month"],
      ["svc", null],
    ]);
    expect(specOf("sort the services by average amount, descending").groupBy.map((group) => group.column)).toEqual(["svc"]);
    const share = specOf("what percent of jobs does each svc account for");
    expect(share.groupBy.map((group) => group.column)).toEqual(["svc"]);
    expect(share.measures[0]).toMatchObject({ column: null, share: true, percent: true });
  });

  it("a judgement with nothing to judge by asks; a superlative that counts does not", () => {
    expect(parseQuestion("which svc is the best?", courier).kind).toBe("clarify");
    expect(specOf("which svc is the busiest?").measures[0]).toMatchObject({ aggregate: "count" });
  });

  it("how many of a quantity sums it; an everyday verb is no short form; 'most expensive' is no code", () => {
    const gym: AnalysisTable = {
      name: "gym_visits",
      rows: 50,
      columns: [
        { name: "visit_id", type: "string" },
        { name: "member_ref_id", type: "string" },
        { name: "burned_kcal", type: "integer" },
        { name: "dist_km", type: "number" },
        { name: "wt", type: "number" },
        { name: "plan", type: "string", values: ["EXP", "BAS"] },
      ],
    };
    expect(specOf("how many calories were burned in total", gym).measures[0]).toMatchObject({ aggregate: "sum", column: "burned_kcal" });
    expect(specOf("how many km did members cover", gym).measures[0]).toMatchObject({ aggregate: "sum", column: "dist_km" });
    expect(specOf("how many visits went well", gym).measures[0]).toMatchObject({ aggregate: "count", column: null });
    expect(specOf("plans by average distance, most expensive first", gym).filters).toEqual([]);
  });

  it("an id of other things than the rows groups ('which 3 members'); the rows' own id does not", () => {
    const bookings: AnalysisTable = {
      name: "class_bookings",
      rows: 300,
      columns: [
        { name: "booking_id", type: "string" },
        { name: "member_id", type: "string" },
        { name: "minutes", type: "integer" },
      ],
    };
    const spec = specOf("which 3 members booked the most minutes", bookings);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["member_id"]);
    expect(spec.limit).toBe(3);
    expect(specOf("average minutes per booking", bookings).groupBy).toEqual([]);
  });

  it("'X sorted by Y': X is a grouping", () => {
    expect(specOf("services sorted by average amount, lowest first").groupBy.map((group) => group.column)).toEqual(["svc"]);
  });

  it("everyday words for a column: 'on hold', 'sorted out', 'rev', a fee; 'desde … hasta'", () => {
    const rides: AnalysisTable = {
      name: "scooter_rides",
      rows: 80,
      columns: [
        { name: "ride_id", type: "string" },
        { name: "started", type: "timestamp" },
        { name: "from_stop", type: "string", values: ["Harbour", "Campus", "Station"] },
        { name: "to_stop", type: "string", values: ["Harbour", "Campus", "Station"] },
        { name: "land_code", type: "string", values: ["NL", "BE"] },
        { name: "len_km", type: "number" },
        { name: "queueSec", type: "integer" },
        { name: "rideMin", type: "integer" },
        { name: "price_eur", type: "number" },
        { name: "resolved", type: "boolean" },
      ],
    };
    expect(specOf("average time on hold", rides).measures[0]).toMatchObject({ column: "queueSec" });
    expect(specOf("what percentage of rides got sorted out", rides).measures[0]).toMatchObject({ column: "resolved", percent: true });
    expect(specOf("rev by month", rides).measures[0]).toMatchObject({ column: "price_eur" });
    expect(specOf("average fee per stop", rides).measures[0]).toMatchObject({ aggregate: "avg", column: "price_eur" });
    expect(filters(specOf("cuántos viajes desde Harbour hasta Campus", rides))).toEqual(["from_stop in Harbour", "to_stop in Campus"]);
  });

  it("'id_' names an identifier: 'per invoice' of the rows' own id is per row, not a grouping", () => {
    const invoices: AnalysisTable = {
      name: "invoices",
      rows: 90,
      columns: [
        { name: "id_invoice", type: "string" },
        { name: "plan", type: "string", values: ["basic", "pro"] },
        { name: "seats", type: "integer" },
      ],
    };
    const spec = specOf("average seats per invoice by plan", invoices);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["plan"]);
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: "seats" });
  });
});
