// Data questions through the analysis path, in process: `run --json` over two small tables of our
// own (a CamelCase HR table, a snake_case shipments table), each answer checked against DuckDB.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRun } from "./in-process.js";

const HR = fileURLToPath(new URL("./fixtures/hr.csv", import.meta.url));
const SHIPMENTS = fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url));
const CLIMBS = fileURLToPath(new URL("./fixtures/climbing_sessions.csv", import.meta.url));
const TRIPS = fileURLToPath(new URL("./fixtures/van_trips.csv", import.meta.url));
const home = process.cwd();
beforeAll(async () => {
  process.chdir(await mkdtemp(join(tmpdir(), "mp-analysis-cli-")));
});
afterAll(() => process.chdir(home));

interface Answer {
  columns: string[];
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
  cap: number;
  text: string;
}

async function sql(query: string): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll(query)).getRowsJson();
  connection.closeSync();
  instance.closeSync();
  return rows.map((row) => row.map((value) => (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value)));
}
const hr = `read_csv_auto('${HR}')`;
const shipments = `read_csv_auto('${SHIPMENTS}')`;

async function answer(question: string, data: string): Promise<{ answer: Answer; json: Record<string, unknown> }> {
  const { code, json } = await jsonRun(["run", question, "--data", data]);
  expect(code, JSON.stringify(json)).toBe(0);
  return { answer: json.answer as Answer, json };
}
const close = (actual: unknown[][], expected: unknown[][]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((row, i) =>
    row.forEach((value, j) => (typeof value === "number" ? expect(value).toBeCloseTo(Number(expected[i]![j]), 6) : expect(value).toEqual(expected[i]![j]))),
  );
};

describe("run --json answers through the analysis path", () => {
  it("average salary by department (CamelCase columns, abbreviation Dept)", async () => {
    const { answer: a, json } = await answer("average salary by department", HR);
    expect(json.plan).toEqual(["load_data", "run_analysis", "render_chart", "save_table"]);
    expect(a.columns).toEqual(["Dept", "AnnualSalary"]);
    close(a.rows, await sql(`SELECT Dept, avg(AnnualSalary) FROM ${hr} GROUP BY 1 ORDER BY 1`));
    const result = JSON.parse(readFileSync(join(String(json.outDir), "result.json"), "utf8")) as { answer: Answer; timings: { understandingMs: number } };
    expect(result.answer).toEqual(a);
    // The understanding time (question → verified plan, no data read) is reported for bench/data-questions.
    const timings = json.timings as { understandingMs: number };
    expect(timings.understandingMs).toBeGreaterThan(0);
    expect(result.timings).toEqual(timings);
  });

  it("a filter from a value and a top N: every stated constraint is applied and covered", async () => {
    const { answer: a, json } = await answer("which 2 carriers have the highest freight cost to the west?", SHIPMENTS);
    close(a.rows, await sql(`SELECT carrier_name, sum(freight_cost) AS c FROM ${shipments} WHERE dest_zone = 'west' GROUP BY 1 ORDER BY c DESC LIMIT 2`));
    const coverage = json.coverage as Record<string, string[]>;
    expect(Object.keys(coverage)).toEqual(expect.arrayContaining(["constraints:top_n", "constraints:filters:dest_zone", "constraints:sort"]));
  });

  it("a count with a comparison and a year", async () => {
    const { answer: a } = await answer("how many shipments heavier than 10 kg in 2024 per carrier", SHIPMENTS);
    close(a.rows, await sql(`SELECT carrier_name, count(*) FROM ${shipments} WHERE weight_kg > 10 AND year(ship_date) = 2024 GROUP BY 1 ORDER BY 1`));
  });

  it("a typo and a negation", async () => {
    const { answer: a } = await answer("total freight cost by carier excluding north", SHIPMENTS);
    close(a.rows, await sql(`SELECT carrier_name, sum(freight_cost) FROM ${shipments} WHERE dest_zone <> 'north' GROUP BY 1 ORDER BY 1`));
  });

  it("a true/false measure counts the true rows", async () => {
    const { answer: a } = await answer("top 2 carriers by damaged shipments", SHIPMENTS);
    close(a.rows, await sql(`SELECT carrier_name, sum(CAST(is_damaged AS INTEGER)) AS d FROM ${shipments} GROUP BY 1 ORDER BY d DESC, 1 LIMIT 2`));
  });

  it("a column of 0s and 1s is a true/false flag: the percentage of rows where it is 1, per group", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-flags-cli-"));
    const file = join(dir, "desk_bookings.csv");
    writeFileSync(
      file,
      "booking_ref,booking_date,plan,hours_booked,no_show\nB1,2026-03-02,PAYG,2,0\nB2,2026-03-02,PAYG,1,1\nB3,2026-03-03,PAYG,3,0\nB4,2026-03-04,RESIDENT,4,0\n",
    );
    const { answer: read } = await answer("What percentage of bookings were no-shows, for each plan?", file);
    close(read.rows, await sql(`SELECT plan, 100.0 * avg(no_show) FROM read_csv_auto('${file}') GROUP BY plan ORDER BY plan`));
  });

  it("a rating is the one integer column on a 1–5 scale, whatever it is called (the profile's ranges reach the parser)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-ranges-cli-"));
    const file = join(dir, "dastaketak.csv");
    writeFileSync(file, "zenbakia,herria,pertsonak,puntuazioa\nD1,Hernani,4,5\nD2,Hernani,12,3\nD3,Usurbil,2,4\nD4,Usurbil,6,\nD5,Usurbil,9,2\n");
    const { answer: read } = await answer("average rating by herria", file);
    close(read.rows, await sql(`SELECT herria, avg(puntuazioa) FROM read_csv_auto('${file}') GROUP BY herria ORDER BY herria`));
  });

  it("two time columns whose names do not pair: their duration from the order the data shows", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-ordered-cli-"));
    const file = join(dir, "charging.csv");
    writeFileSync(
      file,
      [
        "session_id,unplugged_at,charger,plugged_in_at",
        "S1,2026-03-01 11:00:00,fast,2026-03-01 10:00:00",
        "S2,2026-03-01 14:00:00,fast,2026-03-01 12:00:00",
        "S3,2026-03-02 18:00:00,slow,2026-03-02 12:00:00",
      ].join("\n"),
    );
    const { answer: read } = await answer("On average, how many hours does a car stay plugged in, for each charger?", file);
    close(read.rows, [
      ["fast", 1.5],
      ["slow", 6],
    ]);
  });

  it("a one-letter value and a count", async () => {
    const { answer: a } = await answer("how many employees are F", HR);
    expect(a.rows).toEqual(await sql(`SELECT count(*) FROM ${hr} WHERE Gender = 'F'`));
  });

  it("monthly series, a pie chart and a French question", async () => {
    const monthly = await answer("monthly freight cost", SHIPMENTS);
    expect(monthly.answer.rowCount).toBe(11);
    const pie = await answer("freight cost by zone as a pie chart", SHIPMENTS);
    const spec = JSON.parse(readFileSync(String((pie.json.files as string[]).find((file) => file.endsWith(".svg"))).replace(/\.svg$/, ".vl.json"), "utf8")) as {
      mark: { type: string };
    };
    expect(spec.mark.type).toBe("arc");
    const french = await answer("coût moyen par carrier", SHIPMENTS);
    expect(french.answer.columns[0]).toBe("carrier_name");
  });

  it("the rows of a listing, capped and the cap stated", async () => {
    const { answer: a } = await answer("employees with names containing D or S", HR);
    expect(a.rowCount).toBe((await sql(`SELECT count(*) FROM ${hr} WHERE EmployeeName ILIKE '%D%' OR EmployeeName ILIKE '%S%'`))[0]![0]);
    expect(a.cap).toBe(200);
    expect(a.truncated).toBe(false);
  });
});

/** Run folders under out/ (the config's default output folder). */
const outFolders = () => (existsSync("out") ? readdirSync("out").sort() : []);

describe("refusals and questions", () => {
  it("how long a session lasts: the minutes from check_in to check_out, a column derived in the query", async () => {
    const { answer: a, json } = await answer("How long does a lead climbing session last on average, in minutes?", CLIMBS);
    expect(a.columns).toEqual(["duration_minutes"]);
    expect(a.rows).toEqual([[65]]);
    const analysis = json.analysis as { assumptions: string[] };
    expect(analysis.assumptions.join(" ")).toContain("duration_minutes");
  });

  it("a destructive request is refused with exit 5", async () => {
    const before = outFolders();
    for (const question of ["delete all damaged shipments", "drop the table", "update every carrier to BlueLine"]) {
      const { code, json } = await jsonRun(["run", question, "--data", SHIPMENTS]);
      expect(code).toBe(5);
      expect((json.error as { name: string }).name).toBe("RequestRefusedError");
    }
    expect(existsSync(".modular-planner")).toBe(true);
    expect(outFolders(), "a refused question leaves no output folder").toEqual(before);
  });

  it("asks one specific question when nothing in the question is a measure, a count or a grouping", async () => {
    const before = outFolders();
    const { code, json } = await jsonRun(["run", "show me something", "--data", SHIPMENTS]);
    expect(code).toBe(4);
    expect(json.clarification).toBeDefined();
    expect(outFolders(), "a question that only asked leaves no output folder").toEqual(before);
  });

  it("where the router would ask in general, the spec's own question is asked: the phrase and the columns it could be", async () => {
    // Two columns in km (an odometer reading and a distance): "kilometres" is one of them, and the spec asks which.
    const { code, json } = await jsonRun(["run", "how many kilometres did the vans cover in total?", "--data", TRIPS]);
    expect(code).toBe(4);
    const clarification = json.clarification as { question: string; phrase?: string; options: { label: string }[] };
    expect(clarification.question).not.toMatch(/^What would you like to see/);
    expect(clarification.phrase).toBe("kilometres");
    expect(clarification.options.map((option) => option.label).sort()).toEqual(["dist_km", "odo_km"]);
  });

  it("plan --json carries the analysis spec and its assumptions", async () => {
    const before = outFolders();
    const { code, json } = await jsonRun(["plan", "total freight cost by carier", "--data", SHIPMENTS]);
    expect(code).toBe(0);
    expect(outFolders(), "plan only leaves no output folder").toEqual(before);
    const analysis = json.analysis as { spec: { groupBy: { column: string }[] }; assumptions: string[] };
    expect(analysis.spec.groupBy[0]!.column).toBe("carrier_name");
    expect(analysis.assumptions.join(" ")).toContain("typo");
  });
});
