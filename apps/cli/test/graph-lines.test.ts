import { GoalSchema, type IntentGraph } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { graphLines } from "../src/commands/graphs.js";

describe("graphs show (text)", () => {
  it("prints why a node failed, as the JSON output has it", () => {
    const graph: IntentGraph = {
      id: "g-1",
      goal: GoalSchema.parse({ id: "g-1", text: "summarize sales.csv" }),
      rootId: "root",
      nodes: [
        {
          id: "root",
          kind: "goal",
          text: "summarize sales.csv",
          status: "failed",
          depth: 0,
          data: { failure: "the plan fails verification (missing-input) at n1" },
        },
      ],
      edges: [],
      createdAt: "2026-11-23T00:00:00.000Z",
      updatedAt: "2026-11-23T00:00:00.000Z",
    };
    expect(graphLines(graph)).toContain("  root [failed] depth 0: summarize sales.csv  — failed: the plan fails verification (missing-input) at n1");
  });
});
