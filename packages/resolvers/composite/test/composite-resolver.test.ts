import { SPECIFICATION_VERSION, SubIntentSchema, type Resolution, type Resolver, type SubIntentInput } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { describeResolverConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createCompositeResolver } from "../src/index.js";

const registry = await loadRegistry();
const intent = (input: SubIntentInput) => SubIntentSchema.parse(input);

/** A scripted resolver: answers from a table of intent text → [tool, score][]. */
function scripted(id: string, table: Record<string, [string, number][]>, options: { fail?: boolean } = {}): Resolver & { calls: number } {
  const resolver = {
    specificationVersion: SPECIFICATION_VERSION,
    id,
    calls: 0,
    async resolve(subIntent: { id: string; text: string }, context: { topK?: number }): Promise<Resolution[]> {
      resolver.calls++;
      if (options.fail) throw new Error(`${id} is down`);
      return (table[subIntent.text] ?? [])
        .slice(0, context.topK ?? 5)
        .map(([tool, score]) => ({ intentId: subIntent.id, tool, score, reason: `${id} says so`, strategy: id, params: {} }));
    },
  };
  return resolver;
}

const exact = scripted("exact", {
  "line chart": [
    ["plot_line", 0.9],
    ["plot_bar", 0.4],
  ],
  csv: [["load_data", 0.3]],
});
const fuzzy = scripted("fuzzy", {
  "line chart": [["plot_bar", 0.8]],
  csv: [
    ["load_data", 0.7],
    ["save_table", 0.2],
  ],
  histogram: [["plot_histogram", 0.45]],
  nothing: [["ask_user", 0.2]],
});

describeResolverConformance({
  name: "composite (scripted strategies, embedded registry)",
  create: () => createCompositeResolver({ strategies: [exact, fuzzy] }),
  context: { catalog: registry.catalog },
  cases: [
    { intent: intent({ id: "i1", text: "line chart" }), expectedTool: "plot_line" },
    { intent: intent({ id: "i2", text: "csv" }), expectedTool: "load_data" },
  ],
  noMatch: { intent: intent({ id: "n1", text: "nothing" }) },
});

describe("composite resolver", () => {
  it("returns the first confident answer and does not ask later strategies", async () => {
    const first = scripted("first", { q: [["plot_line", 0.9]] });
    const second = scripted("second", { q: [["plot_bar", 0.95]] });
    const resolver = createCompositeResolver({ strategies: [first, second], threshold: 0.6 });
    const [top] = await resolver.resolve(intent({ id: "a", text: "q" }), { catalog: registry.catalog });
    expect(top!.tool).toBe("plot_line");
    expect(top!.strategy).toBe("first");
    expect(top!.reason).toBe("first says so [composite: first ≥ 0.6; tried first plot_line 0.9]");
    expect(second.calls).toBe(0);
    expect(resolver.attempts("a")).toEqual([{ strategy: "first", topScore: 0.9, topTool: "plot_line", count: 1, accepted: true }]);
  });

  it("falls back in order, records every attempt including failures", async () => {
    const seen: string[] = [];
    const resolver = createCompositeResolver({
      strategies: [scripted("broken", {}, { fail: true }), exact, fuzzy],
      threshold: 0.5,
      onAttempt: (intentId, attempt) => seen.push(`${intentId}:${attempt.strategy}`),
    });
    const resolutions = await resolver.resolve(intent({ id: "b", text: "csv" }), { catalog: registry.catalog });
    expect(resolutions.map((resolution) => resolution.tool)).toEqual(["load_data", "save_table"]);
    expect(resolutions[0]!.reason).toBe(
      "fuzzy says so [composite: fuzzy ≥ 0.5; tried broken failed (broken is down); exact load_data 0.3; fuzzy load_data 0.7]",
    );
    expect(resolver.attempts("b").map((attempt) => [attempt.strategy, attempt.accepted, attempt.error])).toEqual([
      ["broken", false, "broken is down"],
      ["exact", false, undefined],
      ["fuzzy", true, undefined],
    ]);
    expect(seen).toEqual(["b:broken", "b:exact", "b:fuzzy"]);
  });

  it("returns the best low-confidence answer, or nothing, when no strategy is confident", async () => {
    const best = createCompositeResolver({ strategies: [exact, fuzzy], threshold: 0.5 });
    const resolutions = await best.resolve(intent({ id: "c", text: "histogram" }), { catalog: registry.catalog });
    expect(resolutions).toHaveLength(1);
    expect(resolutions[0]!.reason).toBe("fuzzy says so [composite: no strategy reached 0.5, best was fuzzy; tried exact none 0; fuzzy plot_histogram 0.45]");
    const empty = createCompositeResolver({ strategies: [exact, fuzzy], threshold: 0.5, fallback: "empty" });
    expect(await empty.resolve(intent({ id: "c", text: "histogram" }), { catalog: registry.catalog })).toEqual([]);
    expect(empty.attempts("c")).toHaveLength(2);
  });

  it("fuses the rankings when no strategy is confident: a tool both place high beats one only the higher score tops", async () => {
    const catalogLike = scripted("words", {
      "list the files in the folder": [
        ["list_directory", 0.41],
        ["list_allowed_directories", 0.3],
        ["move_file", 0.2],
      ],
    });
    const semanticLike = scripted("dense", {
      "list the files in the folder": [
        ["save_table", 0.44],
        ["list_allowed_directories", 0.33],
        ["list_directory", 0.31],
      ],
    });
    const text = "list the files in the folder";
    const fused = await createCompositeResolver({ strategies: [catalogLike, semanticLike], threshold: 0.5 }).resolve(intent({ id: "f", text }), {
      catalog: registry.catalog,
    });
    expect(fused.map((resolution) => resolution.tool)).toEqual(["list_directory", "list_allowed_directories", "save_table"]);
    // Each keeps its best score, capped so that none rises down the list; as many as the longest answer.
    expect(fused.map((resolution) => resolution.score)).toEqual([0.41, 0.33, 0.33]);
    expect(fused[0]!.reason).toContain("rankings fused (reciprocal rank); tried words list_directory 0.41; dense save_table 0.44");
    const best = await createCompositeResolver({ strategies: [catalogLike, semanticLike], threshold: 0.5, fallback: "best" }).resolve(
      intent({ id: "f", text }),
      {
        catalog: registry.catalog,
      },
    );
    expect(best[0]!.tool).toBe("save_table");
  });

  it("uses the threshold it is given and validates its options", async () => {
    const lenient = createCompositeResolver({ strategies: [exact, fuzzy], threshold: 0.25 });
    expect((await lenient.resolve(intent({ id: "d", text: "csv" }), { catalog: registry.catalog }))[0]!.strategy).toBe("exact");
    expect(() => createCompositeResolver({ strategies: [] })).toThrow("createCompositeResolver: at least one strategy is required");
    expect(() => createCompositeResolver({ strategies: [exact], threshold: 2 })).toThrow("createCompositeResolver: threshold must be in [0, 1], received 2");
  });
});
