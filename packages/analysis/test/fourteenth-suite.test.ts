import { describe, expect, it } from "vitest";
import { abbreviates } from "../src/link.js";
import { detectDestructiveRequest, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: failures of the fourteenth blind suite (after its blind run) named the mechanisms.
const kiln: AnalysisTable = {
  name: "kiln_frg_log",
  rows: 260,
  columns: [
    { name: "frg_id", type: "string" },
    { name: "frg_dt", type: "date" },
    { name: "kiln_cd", type: "string", values: ["KLN-A", "KLN-B"] },
    { name: "opr_nm", type: "string", values: ["Ann Lee", "Bo Park", "Cy Ode"] },
    { name: "pcs_cnt", type: "integer" },
    { name: "cost_gbp", type: "number" },
  ],
};
const climbing: AnalysisTable = {
  name: "climbing_sessions",
  rows: 420,
  columns: [
    { name: "session_id", type: "integer" },
    { name: "check_in", type: "timestamp" },
    { name: "check_out", type: "timestamp" },
    { name: "zone", type: "string", values: ["bouldering", "lead", "top_rope", "auto_belay"] },
    { name: "climber_level", type: "string", values: ["beginner", "intermediate", "advanced"] },
    { name: "routes_climbed", type: "integer" },
    { name: "is_member", type: "boolean", values: [true, false] },
    { name: "rented_shoes", type: "boolean", values: [true, false] },
    { name: "with_coach", type: "boolean", values: [true, false] },
    { name: "price_paid", type: "number" },
  ],
};

describe("wording from the fourteenth blind suite", () => {
  it("'grouped by is member': a column's exact name that starts with a boundary word ('is') is the second grouping, not a filter", () => {
    const spec = specOf("Show a grouped bar chart of the average price paid for each climber level, grouped by is member.", climbing);
    expect(groups(spec)).toEqual(["climber_level", "is_member"]);
    expect(filters(spec)).toEqual([]);
    expect(spec.chart).toBe("grouped_bar");
  });

  it("a consonant skeleton may end at the word's last letter of it: opr is operator, and the top 2 operators are grouped", () => {
    expect(abbreviates("opr", "operators")).toBe("skeleton");
    expect(abbreviates("cnt", "cancellation")).toBeUndefined();
    const spec = specOf("Who fired the most pieces? Give me the top 2 operators.", kiln);
    expect(groups(spec)).toEqual(["opr_nm"]);
    expect(measures(spec)).toEqual(["sum(pcs_cnt)"]);
    expect(spec.limit).toBe(2);
  });

  it("a destructive verb the lists know is refused even when a dictionary glosses it as something else", () => {
    // A Swedish dictionary reads Norwegian "slett" (delete) as "plain".
    expect(detectDestructiveRequest("Slett alle innleveringer fra Ryen.", { glosses: { slett: "plain" } }).destructive).toBe(true);
  });

  it("'how many non-members climbed': rows of a kind and a verb that partly names a number column are counted", () => {
    const spec = specOf("How many non-members climbed without renting shoes?", climbing);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec).sort()).toEqual(["is_member in false", "rented_shoes in false"]);
  });

  it("'how many routes were climbed': the noun counted names the column, so it is summed, not a count of rows above 0", () => {
    const spec = specOf("how many routes were climbed by members", climbing);
    expect(measures(spec)).toEqual(["sum(routes_climbed)"]);
    expect(filters(spec)).toEqual(["is_member in true"]);
  });

  it("an activity named by its verb or noun is the value ('boulder' sessions are bouldering)", () => {
    const spec = specOf("¿Cuántas sesiones de boulder hubo en septiembre de 2026?", climbing);
    expect(filters(spec)).toContain("zone in bouldering");
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("'by advnced climbers': a misspelt value after 'by' filters, and the noun naming its column goes with it", () => {
    const spec = specOf("how many sesions on the auto belay by advnced climbers?", climbing);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["zone in auto_belay", "climber_level in advanced"]);
    expect(groups(spec)).toEqual([]);
  });

  it("'how many people did the ferries carry': the one number column counting people is summed", () => {
    const ferries: AnalysisTable = {
      name: "FerryCrossings",
      rows: 380,
      columns: [
        { name: "CrossingId", type: "string" },
        { name: "Route", type: "string", values: ["A-B", "B-C"] },
        { name: "Passengers", type: "integer" },
        { name: "Vehicles", type: "integer" },
      ],
    };
    expect(measures(specOf("How many people did the ferries carry altogether?", ferries))).toEqual(["sum(Passengers)"]);
    // Rows that are people are counted.
    const members: AnalysisTable = {
      name: "gym_members",
      rows: 50,
      columns: [
        { name: "member_id", type: "string" },
        { name: "visitors", type: "integer" },
      ],
    };
    expect(measures(specOf("how many people joined", members))).toEqual(["count(*)"]);
  });

  it("an instructor is a coach: 'sessions had an instructor' filters with_coach", () => {
    expect(filters(specOf("How many sessions had an instructor?", climbing))).toEqual(["with_coach in true"]);
  });

  it("'something interesting about the climbers' asks which measure rather than summing a column guessed from a typo", () => {
    const result = parseQuestion("Show me something interesting about the climbers.", climbing);
    expect(result.kind).toBe("clarify");
    // A measure named clearly is still answered.
    expect(measures(specOf("anything interesting in price paid?", climbing))).toEqual(["avg(price_paid)"]);
  });

  it("'per firing' over kiln_frg_log is per row: the noun names the rows, and the date column it links to only shares that name", () => {
    for (const question of ["avrage cost per firng for each kiln", "average cost per firing for each kiln"]) {
      const spec = specOf(question, kiln);
      expect(groups(spec), question).toEqual(["kiln_cd"]);
      expect(measures(spec), question).toEqual(["avg(cost_gbp)"]);
    }
  });

  it("'how much did we bill', 'what were they worth' are the table's money; 'worth it' is a judgement; 'best paid' still ranks the salary", () => {
    const visits: AnalysisTable = {
      name: "dental_visits",
      rows: 300,
      columns: [
        { name: "visit_date", type: "date" },
        { name: "branch", type: "string", values: ["North", "South"] },
        { name: "amount_eur", type: "number" },
        { name: "duration_min", type: "integer" },
      ],
    };
    expect(measures(specOf("how much did we bill each month?", visits))).toEqual(["sum(amount_eur)"]);
    expect(measures(specOf("How much were our visits worth in total, per branch?", visits))).toEqual(["sum(amount_eur)"]);
    expect(parseQuestion("are the big ones worth it?", visits).kind).toBe("clarify");
    const staff: AnalysisTable = {
      name: "employees",
      rows: 100,
      columns: [
        { name: "FullName", type: "string" },
        { name: "AnnualSalary", type: "number" },
      ],
    };
    const best = specOf("the 10 best paid employees", staff);
    expect(best.mode).toBe("rows");
    expect(best.orderBy[0]).toEqual({ by: "AnnualSalary", direction: "desc" });
  });

  it("a question's word that names a column better than its dictionary gloss is read as written ('especie' is species, not 'kind')", () => {
    const grooming: AnalysisTable = {
      name: "grooming_appointments",
      rows: 300,
      columns: [
        { name: "species", type: "string", values: ["dog", "cat"] },
        { name: "price", type: "number" },
      ],
    };
    const result = parseQuestion("¿Cuál es el precio medio por especie?", grooming, { glosses: { precio: "price", medio: "half", por: "a", especie: "kind" } });
    expect(result.kind).toBe("spec");
    if (result.kind !== "spec") return;
    expect(groups(result.spec)).toEqual(["species"]);
    expect(measures(result.spec)).toEqual(["avg(price)"]);
  });
});
