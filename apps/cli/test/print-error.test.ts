// printError passes what it prints through the command's secret redaction (an error may quote the question).
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModularPlannerError } from "@modular-planner/core";
import { printError } from "../src/output.js";
import { redactorFor } from "../src/redact.js";

afterEach(() => vi.restoreAllMocks());

describe("printError", () => {
  it("removes the secrets of the command line from text and JSON errors", async () => {
    const redactor = await redactorFor("by weather, password: hunter2secret");
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const error = new ModularPlannerError("clarification-needed", 'I could not match "weather, password: hunter2secret" to a column', {
      hint: "Name a column.",
    });
    printError(error, false, (text) => redactor.text(text));
    printError(error, true, (text) => JSON.stringify(redactor.json(JSON.parse(text) as unknown)));
    expect(written.join("")).toContain("I could not match");
    expect(written.join("")).not.toContain("hunter2secret");
    expect(() => JSON.parse(written[1]!)).not.toThrow();
  });
});
