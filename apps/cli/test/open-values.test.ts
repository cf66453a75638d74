import type { PlanStep } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { askOpenValues } from "../src/commands/run-goal.js";

const ask = (id: string, parameter: string, prompt: string): PlanStep =>
  ({
    id,
    kind: "ask-user",
    tool: "ask_user",
    description: prompt,
    prompt,
    params: { parameter },
    satisfies: [],
    dependsOn: [],
    checks: [],
  }) as unknown as PlanStep;
const tool = (id: string): PlanStep =>
  ({ id, kind: "tool", tool: "search_flights", description: "", params: {}, satisfies: [], dependsOn: [], checks: [] }) as unknown as PlanStep;

describe("askOpenValues", () => {
  it("asks every open value once, together and numbered, before the run, skipping values already given", async () => {
    const steps = [
      ask("a1", "date", "Which date should the flight search use? (YYYY-MM-DD)"),
      tool("s1"),
      ask("a2", "to", "Who should receive the e-mail?"),
      ask("a3", "date", "Which date?"),
      ask("a4", "count", "How many?"),
    ];
    const prompts: string[] = [];
    const answers = ["2026-12-02", "bob@example.com"];
    const values = await askOpenValues(steps, { count: 3 }, async (prompt) => {
      prompts.push(prompt);
      return answers.shift()!;
    });
    expect(prompts).toEqual(["(1/2) Which date should the flight search use? (YYYY-MM-DD) ", "(2/2) Who should receive the e-mail? "]);
    expect(values).toEqual({ count: 3, date: "2026-12-02", to: "bob@example.com" });
  });

  it("asks nothing when the plan has no open value", async () => {
    const values = await askOpenValues([tool("s1")], {}, async () => {
      throw new Error("asked");
    });
    expect(values).toEqual({});
  });
});
