import { describeDecomposerConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createPatternDecomposer } from "../src/index.js";

const goal = (text: string) => ({ id: "g", text, facts: [] });

describeDecomposerConformance({
  name: "pattern",
  create: () => createPatternDecomposer(),
  goals: [{ goal: goal("create an entity for Alice in memory, then list the files in the folder"), minIntents: 2 }, { goal: goal("plot revenue over time") }],
  abstainOn: { goal: goal("ask me for the page size, then list the issues") },
  supportsCancellation: true,
});

describe("pattern decomposer", () => {
  it("splits imperative clauses in sequence", async () => {
    const result = await createPatternDecomposer().decompose(goal("Search the notes for Alice; then read the first file and then delete it."), {});
    expect(result.intents.map((intent) => [intent.text, intent.dependsOn])).toEqual([
      ["Search the notes for Alice", []],
      ["read the first file", ["i1"]],
      ["delete it", ["i2"]],
    ]);
  });

  it('splits "…, then …, and <verb> …" and "finally" into one intent per action (issue #25)', async () => {
    const decomposer = createPatternDecomposer();
    const flights = await decomposer.decompose(goal("search flights from Paris to Rome, then book the cheapest one, and email the booking to Bob"), {});
    expect(flights.intents.map((intent) => [intent.text, intent.dependsOn])).toEqual([
      ["search flights from Paris to Rome", []],
      ["book the cheapest one", ["i1"]],
      ["email the booking to Bob", ["i2"]],
    ]);
    const listed = await decomposer.decompose(goal("First, get the weather in Paris, then translate it, and finally send it to Bob."), {});
    expect(listed.intents.map((intent) => intent.text)).toEqual(["get the weather in Paris", "translate it", "send it to Bob"]);
    // "and" between two places is no new action.
    expect((await decomposer.decompose(goal("search flights between Paris and Rome"), {})).intents.map((intent) => intent.text)).toEqual([
      "search flights between Paris and Rome",
    ]);
  });

  it("abstains with the reason on complexity signals", async () => {
    const decomposer = createPatternDecomposer();
    expect((await decomposer.decompose(goal("list the files after you create the folder"), {})).rationale).toContain("before/after/if");
    expect((await decomposer.decompose(goal("revenue is weird lately"), {})).rationale).toBe(
      '"revenue is weird lately" does not start with a known action verb',
    );
    expect((await decomposer.decompose(goal("a then b then c then d then e"), {})).confidence).toBe(0);
  });
});
