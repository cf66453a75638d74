import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHART_TYPES, labelProblems, loadQuestions, normaliseCell, openExpectations, sameAnswer } from "./suite.js";

const questions = loadQuestions();
const count = (predicate: (question: (typeof questions)[number]) => boolean) => questions.filter(predicate).length;

describe("the data-question suite", () => {
  let db: Awaited<ReturnType<typeof openExpectations>>;
  beforeAll(async () => {
    db = await openExpectations();
  });
  afterAll(() => db.close());

  it("meets the issue's minimums: 200 questions, 12 tables, 30 destructive requests, every chart type", () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(new Set(questions.map((question) => question.table)).size).toBeGreaterThanOrEqual(12);
    expect(count((question) => question.category === "destructive")).toBeGreaterThanOrEqual(30);
    for (const chart of CHART_TYPES)
      expect(
        count((question) => question.expected.chart === chart),
        chart,
      ).toBeGreaterThanOrEqual(3);
    const vague = count((question) => question.expected.outcome === "clarify");
    expect(vague / questions.length).toBeLessThanOrEqual(0.06);
  });

  it("labels every question consistently", () => {
    expect(labelProblems(questions)).toEqual([]);
  });

  it("runs every expected SQL in DuckDB and gets rows", async () => {
    const failures: string[] = [];
    for (const question of questions.filter((question) => question.expected.sql)) {
      const result = await db.run(question.table, question.expected.sql!).catch((error: Error) => error);
      if (result instanceof Error) failures.push(`${question.id}: ${result.message}`);
      else if (result.rows.length === 0) failures.push(`${question.id}: no rows`);
      else if (!sameAnswer(result, result).equal) failures.push(`${question.id}: not equal to itself`);
    }
    expect(failures).toEqual([]);
  });

  it("has no tie at the cut of a top or bottom N (the sort key is the last column)", async () => {
    const ties: string[] = [];
    for (const question of questions.filter((question) => /LIMIT \d+$/.test(question.expected.sql ?? ""))) {
      const limit = Number(/LIMIT (\d+)$/.exec(question.expected.sql!)![1]);
      const more = await db.run(question.table, question.expected.sql!.replace(/LIMIT \d+$/, `LIMIT ${limit + 1}`));
      const key = (row: unknown[]) => normaliseCell(row.at(-1));
      if (more.rows.length > limit && key(more.rows[limit - 1]!) === key(more.rows[limit]!)) ties.push(`${question.id}: ${key(more.rows[limit]!)}`);
    }
    expect(ties).toEqual([]);
  });
});

describe("answer comparison", () => {
  const table = (columns: string[], rows: (string | number | boolean | null)[][]) => ({ columns, rows });
  it("ignores column names, column order, row order, number formatting and extra columns", () => {
    const expected = table(
      ["region", "sum(net_sales)"],
      [
        ["North", 1234.5678],
        ["South", 10],
      ],
    );
    expect(
      sameAnswer(
        expected,
        table(
          ["total", "Region"],
          [
            ["10.0", "south"],
            ["1234.57", "North"],
          ],
        ),
      ).equal,
    ).toBe(true);
    expect(
      sameAnswer(
        expected,
        table(
          ["region", "orders", "net_sales"],
          [
            ["North", 3, 1234.568],
            ["South", 1, 10],
          ],
        ),
      ).equal,
    ).toBe(true);
    expect(
      sameAnswer(
        expected,
        table(
          ["total", "Region"],
          [
            ["10.0", "south"],
            ["1234.57", "North"],
          ],
        ),
      ).inOrder,
    ).toBe(false);
    expect(
      sameAnswer(
        expected,
        table(
          ["Region", "total"],
          [
            ["North", "1234.57"],
            ["South", 10],
          ],
        ),
      ).inOrder,
    ).toBe(true);
  });
  it("rejects missing or extra rows and values paired with the wrong key", () => {
    const expected = table(
      ["region", "total"],
      [
        ["North", 1],
        ["South", 2],
      ],
    );
    expect(sameAnswer(expected, table(["region", "total"], [["North", 1]])).equal).toBe(false);
    // A flag written 1/0 in the table and true/false in the answer (or as text) is the same answer.
    const flags = table(
      ["repeat", "avg_tip"],
      [
        [0, 81.6],
        [1, 97.5],
      ],
    );
    expect(
      sameAnswer(
        flags,
        table(
          ["repeat client", "tip"],
          [
            [false, 81.6],
            [true, 97.5],
          ],
        ),
      ).equal,
    ).toBe(true);
    expect(
      sameAnswer(
        flags,
        table(
          ["repeat client", "tip"],
          [
            ["false", 81.6],
            ["true", 97.5],
          ],
        ),
      ).equal,
    ).toBe(true);
    expect(
      sameAnswer(
        flags,
        table(
          ["repeat client", "tip"],
          [
            [true, 81.6],
            [false, 97.5],
          ],
        ),
      ).equal,
    ).toBe(false);
    expect(
      sameAnswer(
        expected,
        table(
          ["region", "total"],
          [
            ["North", 1],
            ["South", 2],
            ["East", 3],
          ],
        ),
      ).equal,
    ).toBe(false);
    expect(
      sameAnswer(
        expected,
        table(
          ["region", "total"],
          [
            ["North", 2],
            ["South", 1],
          ],
        ),
      ).equal,
    ).toBe(false);
  });
  it("reads dates, timestamps and months alike", () => {
    expect(normaliseCell("2024-03-01 00:00:00")).toBe("2024-03-01");
    expect(normaliseCell("2024-03-01T00:00:00.000Z")).toBe("2024-03-01");
    expect(normaliseCell("2024-03")).toBe("2024-03-01");
    expect(normaliseCell("2025-07-14 13:00:00")).toBe("2025-07-14T13:00:00");
    expect(normaliseCell(5n)).toBe("5");
    expect(normaliseCell("2024-Q2")).toBe("2024-04-01");
    expect(
      sameAnswer(
        table(
          ["year", "total"],
          [
            [2024, 1],
            [2025, 2],
          ],
        ),
        table(
          ["order_date", "total"],
          [
            ["2024-01-01", 1],
            ["2025-01-01 00:00:00", 2],
          ],
        ),
      ).equal,
    ).toBe(true);
  });
});
