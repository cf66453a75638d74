import { SPECIFICATION_VERSION, type Resolver } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { ClarificationNeededError, createModularPlanner, type ToolChainPrior } from "../src/index.js";

// Two steps; the resolver alone prefers `search_hotels` for the second, the chain prior prefers `book_flight` after `search_flights`.
const tools = ["search_flights", "book_flight", "search_hotels"].map((name) => ({
  name,
  description: name.replace("_", " "),
  params: { type: "object", properties: {}, required: [] },
  outputs: ["json"],
}));
const scores: Record<string, Record<string, number>> = {
  "search flights to Rome": { search_flights: 0.9, search_hotels: 0.3 },
  "book one": { search_hotels: 0.6, book_flight: 0.5 },
  "reserve it": { search_hotels: 0.6, book_flight: 0.6 },
};
const resolver: Resolver = {
  specificationVersion: SPECIFICATION_VERSION,
  id: "fixed",
  async resolve(intent) {
    return Object.entries(scores[intent.text] ?? {}).map(([tool, score]) => ({
      intentId: intent.id,
      tool,
      score,
      reason: "fixed",
      strategy: "fixed",
      params: {},
    }));
  },
};
const follows: Record<string, string> = { search_flights: "book_flight" };
// A prior that keeps each layer's best, except that it takes the tool that follows the previous step's when it is a candidate.
const prior: ToolChainPrior = {
  choose: (layers) =>
    layers.reduce<string[]>((chain, layer) => {
      const previous = chain[chain.length - 1];
      const next = previous && layer.some((candidate) => candidate.tool === follows[previous]) ? follows[previous]! : layer[0]!.tool;
      chain.push(next);
      return chain;
    }, []),
};
const settings = { tools, resolver, narrowing: { cacheDir: false }, refinement: false } as const;
const text = "search flights to Rome, then book one";
const toolsOf = (plan: { steps: { kind: string; tool: string }[] }) => plan.steps.filter((step) => step.kind === "tool").map((step) => step.tool);

describe("chain option: the steps' tools chosen together", () => {
  it("takes the prior's pick over a step's own best, and says so in the trace and the step's reason", async () => {
    const alone = await createModularPlanner(settings).plan({ id: "g", text });
    expect(toolsOf(alone.plan)).toEqual(["search_flights", "search_hotels"]);
    const result = await createModularPlanner({ ...settings, chain: prior }).plan({ id: "g", text });
    expect(toolsOf(result.plan)).toEqual(["search_flights", "book_flight"]);
    const stage = result.trace.find((entry) => entry.stage === "chain")!;
    expect(stage.decision).toBe("i2: book_flight");
    expect(stage.reason).toMatch(/2 step\(s\) chosen together: search_flights → book_flight/);
  });

  it("answers a choose-tool tie only when the prior knows the tool it picks", async () => {
    const tie = "search flights to Rome, then reserve it";
    await expect(createModularPlanner(settings).plan({ id: "g", text: tie })).rejects.toBeInstanceOf(ClarificationNeededError);
    // The same prior without experience of the tools: its pick would be a guess, the question stays.
    await expect(createModularPlanner({ ...settings, chain: prior }).plan({ id: "g", text: tie })).rejects.toBeInstanceOf(ClarificationNeededError);
    const knowing: ToolChainPrior = { ...prior, knows: (tool) => tool === "book_flight" };
    const result = await createModularPlanner({ ...settings, chain: knowing }).plan({ id: "g", text: tie });
    expect(toolsOf(result.plan)).toEqual(["search_flights", "book_flight"]);
  });

  it("leaves a one-step plan to the resolver (no transition to weigh)", async () => {
    const calls: number[] = [];
    const counting: ToolChainPrior = {
      choose: (layers) => {
        calls.push(layers.length);
        return layers.map((layer) => layer[layer.length - 1]!.tool);
      },
    };
    const result = await createModularPlanner({ ...settings, chain: counting }).plan({ id: "g", text: "book one" });
    expect(toolsOf(result.plan)).toEqual(["search_hotels"]);
    expect(calls).toEqual([]);
  });
});
