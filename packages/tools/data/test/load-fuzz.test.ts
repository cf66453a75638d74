// Property test: load_data on arbitrary CSV contents (random bytes, latin-1, UTF-16 and UTF-8 with
// a byte-order mark, ragged rows, odd headers) either gives a table or fails with a typed error and
// a one-line message; never a hang, a crash or a stack trace. Fixed seed, few runs: the suite stays quick.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { type PlanStep } from "@modular-planner/core";
import { isModularPlannerError } from "@modular-planner/kit";
import { loadRegistry } from "@modular-planner/registry";
import { describe, expect, it } from "vitest";
import { createDataToolExecutor } from "../src/index.js";

const registry = await loadRegistry();
const dir = await mkdtemp(join(tmpdir(), "mp-load-fuzz-"));
const step: PlanStep = { id: "load", kind: "tool", tool: "load_data", description: "", params: {}, satisfies: ["x"], dependsOn: [], checks: [] };
let files = 0;

async function loadBytes(bytes: Uint8Array): Promise<void> {
  const path = join(dir, `f${(files += 1)}.csv`);
  await writeFile(path, bytes);
  const executor = createDataToolExecutor({ outputDir: dir });
  try {
    const artifact = await executor.execute({
      step,
      tool: registry.catalog.get("load_data")!,
      params: { path },
      inputs: {},
      signal: new AbortController().signal,
    });
    expect(artifact.type).toBe("table");
    expect(artifact.rowCount).toBeGreaterThan(0);
  } catch (error) {
    // A clear, typed refusal: a message that names the file, no stack trace in it.
    expect(isModularPlannerError(error), String((error as Error)?.stack ?? error)).toBe(true);
    const message = (error as Error).message;
    expect(message.length).toBeGreaterThan(0);
    expect(message).not.toMatch(/\n\s+at /);
  } finally {
    executor.close();
  }
}

const cell = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constantFrom("", '"a,b"', '"x\ny"', "n/a", "NULL", "é", "\t"),
);
const header = fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("", "id", "id", '"q"', "a b", "é", "x".repeat(300))), {
  minLength: 1,
  maxLength: 6,
});
const table = fc
  .tuple(header, fc.array(fc.array(cell, { minLength: 0, maxLength: 8 }), { minLength: 0, maxLength: 12 }), fc.constantFrom(",", ";", "\t", "|"))
  .map(([names, rows, delimiter]) => [names, ...rows].map((row) => row.join(delimiter)).join("\n"));
const encoded = fc
  .tuple(table, fc.constantFrom("utf8", "latin1", "utf16le", "bom"))
  .map(([text, encoding]) =>
    encoding === "bom" ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]) : Buffer.from(text, encoding as BufferEncoding),
  );

describe("load_data on arbitrary CSV contents (property, fixed seed)", () => {
  it("random bytes", async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 400 }), loadBytes), { seed: 2101, numRuns: 40 });
  });

  it("ragged rows, odd headers and encodings", async () => {
    await fc.assert(fc.asyncProperty(encoded, loadBytes), { seed: 2102, numRuns: 60 });
  });
});
