// Property test: any question over a data file (random unicode, control characters, long strings)
// is planned, asked about, refused or rejected with a typed error; never a hang, a crash or a stack
// trace. In-process through planQuestion (the path of `plan`, `run` and the API). Fixed seed, few runs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { formatError, isModularPlannerError } from "@modular-planner/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliConfigSchema } from "../src/config.js";
import { planQuestion } from "../src/service.js";

const data = fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url));
let out: string;
beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), "mp-question-fuzz-"));
});
afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

async function plansOrSaysWhy(question: string): Promise<void> {
  const config = CliConfigSchema.parse({ output: { dir: out }, cache: { dir: join(out, ".cache") }, store: { kind: "jsonl" } });
  try {
    const planned = await planQuestion({ question, data, config });
    expect(planned.planned.plan.steps.length).toBeGreaterThan(0);
    await planned.close();
  } catch (error) {
    expect(isModularPlannerError(error), String((error as Error)?.stack ?? error)).toBe(true);
    expect(formatError(error)).not.toMatch(/\n\s+at /);
  }
}

const words = fc.constantFrom(
  "total",
  "freight_cost",
  "by",
  "carrier_name",
  "average",
  "weight",
  "per",
  "month",
  "top 5",
  "where",
  "is_damaged",
  "chart",
  "¿",
  "😀",
  "\u0000",
  "\u001b[2J",
  "\r\n",
  "\u202e",
  "DROP TABLE x",
  "password: hunter2secret",
);
const question = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.array(words, { maxLength: 30 }).map((parts) => parts.join(" ")),
  fc.tuple(fc.array(words, { maxLength: 5 }), fc.integer({ min: 3000, max: 6000 })).map(([parts, size]) => `${parts.join(" ")} ${"x".repeat(size)}`),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)), maxLength: 50 }),
);

describe("planQuestion on arbitrary questions (property, fixed seed)", () => {
  it("plans, asks, refuses or says what is wrong, with a typed error", async () => {
    await fc.assert(fc.asyncProperty(question, plansOrSaysWhy), { seed: 2103, numRuns: 25 });
  });
});
