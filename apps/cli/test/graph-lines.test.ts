import { GoalSchema, type IntentGraph } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { graphLines } from "../src/graph-lines.js";

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

  it("reads the typed node state: tool and score, steps, the question asked; a malformed node is shown, not refused", () => {
    const node = (id: string, data: Record<string, unknown>) => ({ id, kind: "intent" as const, text: id, status: "resolved" as const, depth: 1, data });
    const graph = {
      id: "g-2",
      goal: GoalSchema.parse({ id: "g-2", text: "list the issues" }),
      rootId: "i1",
      nodes: [
        node("i1", { tool: "list_issues", score: 0.9, steps: ["n1", "n2"], caller: "cli" }),
        node("i2", { clarification: { question: "Which repository?", options: [], reason: "two fit" } }),
        node("i3", { score: "high" }),
      ],
      edges: [],
      createdAt: "2026-11-23T00:00:00.000Z",
      updatedAt: "2026-11-23T00:00:00.000Z",
    } as IntentGraph;
    const lines = graphLines(graph);
    expect(lines).toContain("  i1 [resolved] depth 1: i1  — tool list_issues (score 0.9); steps n1, n2");
    expect(lines).toContain("  i2 [resolved] depth 1: i2  — asks: Which repository?");
    expect(lines).toContain("  i3 [resolved] depth 1: i3  — malformed saved state at data.score");
  });
});
