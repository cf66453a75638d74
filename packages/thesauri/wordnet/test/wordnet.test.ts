import { parseQuestion, type AnalysisTable } from "@modular-planner/analysis";
import { describe, expect, it } from "vitest";
import { openWordNet } from "../src/index.js";
import { writeWordNet } from "./fixture.js";

// A made-up database: each word's senses in the order listed, likeliest first.
const DIR = writeWordNet(
  {
    noun: [
      ["injury", "hurt", "harm", "trauma"],
      ["distress", "hurt", "suffering"],
      ["limousine", "limo"],
      ["lorry"],
      ["lorry", "camion"],
      ["tour", "circuit"],
      ["go", "spell", "tour", "turn"],
      ["enlistment", "hitch", "tour"],
      ["top", "peak", "crown"],
      ["break", "interruption"],
      ["gap", "breach"],
      ["pickup", "pickup_truck"],
      ["resolution", "declaration", "resolve"],
      ["region", "part"],
      ["repair", "fix", "fixing", "mend"],
    ],
    verb: [
      ["interrupt", "break"],
      ["break", "separate", "split_up"],
      ["break"],
      ["break", "bust"],
      ["transgress", "violate", "breach", "break"],
      ["hurt", "injure"],
      ["repair", "mend", "fix", "bushel", "doctor", "furbish_up", "restore", "touch_on"],
      ["necessitate", "ask", "need", "require", "take", "involve", "demand"],
    ],
    adj: [["hurt", "wounded"]],
  },
  { verb: { broke: "break" } },
);

describe("a WordNet thesaurus", () => {
  it("gives the words of a word's likeliest sense in every part of speech, the word itself left out", () => {
    const wordnet = openWordNet({ dir: DIR })!;
    expect(wordnet.synonymsOf("hurt")).toEqual(["injury", "harm", "trauma", "injure", "wounded"]);
    expect(openWordNet({ dir: DIR, senses: 3 })!.synonymsOf("hurt")).toEqual(["injury", "harm", "trauma", "distress", "suffering", "injure", "wounded"]);
    expect(wordnet.synonymsOf("limo")).toEqual(["limousine"]);
    // A phrase's words are joined by spaces.
    expect(wordnet.synonymsOf("pickup")).toEqual(["pickup truck"]);
    expect(wordnet.synonymsOf("nonsense")).toEqual([]);
  });

  it("reads only the likeliest senses: the first by default, or as many as asked", () => {
    const wordnet = openWordNet({ dir: DIR })!;
    // break (verb) has five senses here; breach shares its fifth.
    expect(wordnet.synonymsOf("break")).toEqual(["interruption", "interrupt"]);
    expect(openWordNet({ dir: DIR, senses: 3 })!.synonymsOf("break")).not.toContain("breach");
    expect(wordnet.synonymsOf("tour")).toEqual(["circuit"]);
    expect(openWordNet({ dir: DIR, senses: 2 })!.synonymsOf("tour")).toEqual(["circuit", "go", "spell", "turn"]);
    // …but breach's own first sense has break.
    expect(wordnet.synonymsOf("breach")).toContain("break");
  });

  it("reads a word in its base form: plurals and past tenses by WordNet's rules and its exceptions", () => {
    const wordnet = openWordNet({ dir: DIR })!;
    expect(wordnet.baseFormsOf("lorries")).toEqual(["lorry"]);
    expect(openWordNet({ dir: DIR, senses: 2 })!.synonymsOf("lorries")).toEqual(["camion"]);
    expect(wordnet.baseFormsOf("broke")).toEqual(["break"]);
    expect(wordnet.baseFormsOf("limos")).toEqual(["limo"]);
  });

  it("is undefined where there is no database", () => {
    expect(openWordNet({ dir: "/nonexistent/wordnet" })).toBeUndefined();
  });
});

describe("a data question read with the thesaurus", () => {
  const table: AnalysisTable = {
    name: "callouts",
    rows: 10,
    columns: [
      { name: "job_no", type: "string" },
      { name: "vehicle", type: "string", values: ["Limousine", "Van", "Estate"] },
      { name: "inj_cd", type: "string", values: ["CUT", "BRN", "FRC"] },
      { name: "sla_hours", type: "number" },
      { name: "sla_breached", type: "boolean" },
      { name: "peak_kw", type: "number" },
      { name: "fare", type: "number" },
    ],
  };
  const wordnet = openWordNet({ dir: DIR })!;
  const synonymsOf = (word: string) => wordnet.synonymsOf(word);

  it("links a value by a synonym: 'limos' filters vehicle to Limousine, where without it the word is not read", () => {
    const read = parseQuestion("average fare for limos", table, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(read.spec.filters.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`)).toEqual(["vehicle in Limousine"]);
    expect(read.assumptions.join(" ")).toContain("thesaurus");
    const without = parseQuestion("average fare for limos", table);
    expect(without.kind === "spec" ? without.spec.filters : []).toEqual([]);
  });

  it("links a column by a synonym it abbreviates: 'hurt' names inj_cd (injury)", () => {
    const read = parseQuestion("how many callouts per hurt", table, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(read.spec.groupBy.map((group) => group.column)).toEqual(["inj_cd"]);
  });

  it("links a column by a synonym either way round: 'broke the SLA' is sla_breached", () => {
    const read = parseQuestion("what percentage of jobs broke the SLA", table, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(JSON.stringify(read.spec)).toContain("sla_breached");
  });

  it("a word linked only through it is no measure of a count of the table's rows: 'how many callouts took over 2 hours to resolve'", () => {
    const tickets: AnalysisTable = {
      name: "callouts",
      rows: 10,
      columns: [
        { name: "callout_id", type: "string" },
        { name: "topic", type: "string", values: ["Flat", "Fuel"] },
        { name: "resolution_hours", type: "number" },
      ],
    };
    const read = parseQuestion("how many callouts took more than 2 hours to resolve, per topic", tickets, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(read.spec.measures.map((measure) => `${measure.aggregate}(${measure.column ?? "*"})`)).toEqual(["count(*)"]);
  });

  it("is asked only when nothing else links a word: 'parts' is prts_gbp, however weakly, not rgn (region, a part)", () => {
    const jobs: AnalysisTable = {
      name: "lift_jobs",
      rows: 10,
      columns: [
        { name: "job_no", type: "string" },
        { name: "rgn", type: "string", values: ["LDN", "MAN"] },
        { name: "mfr", type: "string", values: ["Otis", "Kone"] },
        { name: "prts_gbp", type: "number" },
      ],
    };
    const read = parseQuestion("total parts £ per mfr, LDN only", jobs, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(read.spec.measures.map((measure) => `${measure.aggregate}(${measure.column})`)).toEqual(["sum(prts_gbp)"]);
  });

  it("never reads the table's own rows through it: 'repairs' of phoneRepairs are the rows, not isFixed", () => {
    const repairs: AnalysisTable = {
      name: "phoneRepairs",
      rows: 10,
      columns: [
        { name: "ticketId", type: "string" },
        { name: "technician", type: "string", values: ["Ana", "Ben"] },
        { name: "isFixed", type: "boolean", values: [true, false] },
      ],
    };
    const read = parseQuestion("Show the number of repairs for each technician", repairs, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(read.spec.filters).toEqual([]);
  });

  it("never reads an everyday verb through it: 'take' is no storage_needed", () => {
    const moves: AnalysisTable = {
      name: "removal_jobs",
      rows: 10,
      columns: [
        { name: "job_id", type: "string" },
        { name: "move_type", type: "string", values: ["house", "office"] },
        { name: "storage_needed", type: "boolean", values: [true, false] },
        { name: "hours", type: "number" },
      ],
    };
    const read = parseQuestion("How long does a house move take on average, in hours?", moves, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(read.spec.filters.map((filter) => filter.column)).toEqual(["move_type"]);
  });

  it("never reads the parser's own words through it: 'top' is a ranking, not peak_kw", () => {
    const read = parseQuestion("top 2 vehicles by fare", table, { synonymsOf });
    expect(read.kind).toBe("spec");
    if (read.kind !== "spec") return;
    expect(read.spec.limit).toBe(2);
    expect(read.spec.measures.map((measure) => measure.column)).toEqual(["fare"]);
  });
});
