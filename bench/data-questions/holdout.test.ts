// The smaller suite in holdout/ (written after the linking work of issue #19): labels consistent,
// every expected SQL runs with rows, no tie at the cut of a top/bottom N.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHART_TYPES, OUTCOMES, SUITE_DIR, loadQuestions, normaliseCell, openExpectations, tablePath, useSuiteTables } from "./suite.js";

const dir = join(SUITE_DIR, "holdout");
useSuiteTables(dir);
const questions = loadQuestions(join(dir, "questions.jsonl"));

describe("the holdout suite", () => {
  let db: Awaited<ReturnType<typeof openExpectations>>;
  beforeAll(async () => {
    db = await openExpectations();
  });
  afterAll(() => db.close());

  it("labels every question consistently", () => {
    expect(questions.length).toBe(40);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    for (const question of questions) {
      expect(existsSync(tablePath(question.table)), `${question.id}: table ${question.table}`).toBe(true);
      expect(OUTCOMES, question.id).toContain(question.expected.outcome);
      if (question.expected.chart) expect(CHART_TYPES, question.id).toContain(question.expected.chart);
      expect(question.expected.outcome === "refuse", question.id).toBe(question.category === "destructive");
      expect(question.expected.outcome === "clarify", question.id).toBe(question.category === "vague");
    }
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
        if (more.rows.length > Number(limit[1]) && key(more.rows[Number(limit[1]) - 1]!) === key(more.rows[Number(limit[1])]!)) failures.push(`${question.id}: tie at the cut`);
      }
    }
    expect(failures).toEqual([]);
  });
});
