// Every held-out suite in a folder of bench/data-questions (holdout/, holdout2/, …: any sub-folder with a
// questions.jsonl and tables/): labels consistent, as many questions as its README states, every expected
// SQL runs with rows, no tie at the cut of a top/bottom N. The main suite (questions.jsonl here) has
// its own minimums in suite.test.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUITE_DIR, labelProblems, loadQuestions, normaliseCell, openExpectations, useSuiteTables } from "./suite.js";

const suites = readdirSync(SUITE_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(SUITE_DIR, entry.name, "questions.jsonl")))
  .map((entry) => entry.name)
  .sort();

it("finds the held-out suites", () => {
  expect(suites).toEqual(expect.arrayContaining(["holdout", "holdout2"]));
});

describe.each(suites)("the %s suite", (name) => {
  const dir = join(SUITE_DIR, name);
  const questions = loadQuestions(join(dir, "questions.jsonl"));
  let db: Awaited<ReturnType<typeof openExpectations>>;
  beforeAll(async () => {
    // Tables are read from this suite's tables/ (a process-wide setting: suites run one after another).
    useSuiteTables(dir);
    db = await openExpectations();
  });
  afterAll(() => db.close());

  it("has as many questions as its README states", () => {
    const readme = join(dir, "README.md");
    expect(existsSync(readme), `${name}/README.md is missing: say how and when the suite was written and how many questions it has`).toBe(true);
    const stated = /\b(\d+) questions\b/.exec(readFileSync(readme, "utf8"));
    expect(stated, `${name}/README.md does not state "<N> questions"`).not.toBeNull();
    expect(questions.length).toBe(Number(stated![1]));
  });

  it("labels every question consistently", () => {
    expect(labelProblems(questions)).toEqual([]);
  });

  it("runs every expected SQL in DuckDB and gets rows, with no tie at a cut", async () => {
    const failures: string[] = [];
    for (const question of questions.filter((question) => question.expected.sql)) {
      const result = await db.run(question.table, question.expected.sql!).catch((error: Error) => error);
      if (result instanceof Error) failures.push(`${question.id}: ${result.message}`);
      else if (result.rows.length === 0) failures.push(`${question.id}: no rows`);
      const limit = /LIMIT (\d+)$/.exec(question.expected.sql!);
      if (limit && !(result instanceof Error)) {
        const more = await db.run(question.table, question.expected.sql!.replace(/LIMIT \d+$/, `LIMIT ${Number(limit[1]) + 1}`));
        const key = (row: unknown[]) => normaliseCell(row.at(-1));
        if (more.rows.length > Number(limit[1]) && key(more.rows[Number(limit[1]) - 1]!) === key(more.rows[Number(limit[1])]!))
          failures.push(`${question.id}: tie at the cut`);
      }
    }
    expect(failures).toEqual([]);
  });
});
