// `pnpm test`: runs the example against the real `modular-planner mcp` (the built CLI) and checks
// every answer against sums of data/orders.csv done by hand.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { example } from "./client.js";

let work: string;
let result: Awaited<ReturnType<typeof example>>;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "mcp-client-example-"));
  result = await example(work);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

it("sees the planner's four tools", () => {
  expect([...result.tools].sort()).toEqual(["answer", "plan", "run", "runs"]);
});

it("gets the answer table of a clear question", () => {
  expect(result.clear.status, JSON.stringify(result.clear)).toBe("succeeded");
  expect(result.clear.answer?.columns).toEqual(["region", "revenue"]);
  expect(result.clear.answer?.rows).toEqual([
    ["East", 200.25],
    ["North", 350],
    ["South", 250.25],
  ]);
});

it("answers the clarification of an unclear question and gets its table", () => {
  expect(result.unclear.status, JSON.stringify(result.unclear)).toBe("clarification");
  expect(result.unclear.clarification?.options.map((option) => option.label)).toContain("channel");
  expect(result.answered.status, JSON.stringify(result.answered)).toBe("succeeded");
  expect(result.answered.runId).toBe(result.unclear.runId);
  expect(result.answered.answer?.rows).toEqual([
    ["online", 9],
    ["store", 15],
  ]);
});

it("lists both runs", () => {
  expect(result.runs.status).toBe("listed");
  expect(new Set(result.runs.runs?.map((run) => run.runId))).toEqual(new Set([result.clear.runId, result.answered.runId]));
});
