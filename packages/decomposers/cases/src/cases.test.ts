import { createPlanLibrary } from "@modular-planner/plan-library";
import { describeDecomposerConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createCasesDecomposer, planFromCases, type ToolSearch } from "./cases.js";

const library = createPlanLibrary({
  entries: [
    { id: "c1", request: "find flights to Paris and book the cheapest", steps: ["find flights to Paris", "book the cheapest flight"], tools: ["search_flights", "book_flight"], links: [["search_flights", "book_flight"]], source: "import" },
    { id: "c2", request: "find flights to Rome and book one", steps: ["find flights to Rome", "book a flight"], tools: ["search_flights", "book_flight"], links: [["search_flights", "book_flight"]], source: "import" },
    { id: "c3", request: "look up the weather in Oslo", steps: ["look up the weather"], tools: ["weather_lookup"], source: "import" },
    { id: "c4", request: "look up the weather and send an sms about it to my sister", steps: ["look up the weather", "send an sms"], tools: ["weather_lookup", "legacy_sms"], source: "import" },
  ],
});

// A tiny lexical search over descriptions: enough to exercise substitution and the request's own evidence.
const descriptions: Record<string, string> = {
  search_flights: "search find flights",
  book_flight: "book reserve a flight",
  weather_lookup: "weather forecast look up",
  send_text: "send an sms text message",
};
const search: ToolSearch = (text, k) => {
  const words = new Set(text.toLowerCase().split(/\W+/));
  return Object.entries(descriptions)
    .map(([tool, description]) => ({ tool, score: description.split(" ").filter((word) => words.has(word)).length }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || (a.tool < b.tool ? -1 : 1))
    .slice(0, k);
};
const catalog = new Set(Object.keys(descriptions));

describeDecomposerConformance({
  name: "cases",
  create: () => createCasesDecomposer({ library, search, catalog }),
  goals: [{ goal: { id: "g1", text: "find flights to Madrid and book the cheapest", facts: [] }, minIntents: 2 }],
  abstainOn: { goal: { id: "g2", text: "zzz qqq", facts: [] } },
  supportsCancellation: true,
});

describe("planFromCases", () => {
  it("adapts the nearest chain and links it along learned edges", async () => {
    const plan = await planFromCases("find flights to Madrid and book the cheapest", { library, search, catalog });
    expect(plan?.tools).toEqual(["search_flights", "book_flight"]);
    expect(plan?.links).toEqual([["search_flights", "book_flight"]]);
    expect(plan?.rationale).toMatch(/nearest case c1/);
  });

  it("substitutes a case tool the catalog lacks through the search", async () => {
    const plan = await planFromCases("look up the weather and send an sms to my sister", { library, search, catalog });
    expect(plan?.tools).toEqual(["weather_lookup", "send_text"]);
    expect(plan?.rationale).toMatch(/legacy_sms → send_text/);
  });

  it("abstains when none of the request's top retrieved tools was ever used in the library", async () => {
    const request = "send a text message about flights";
    expect((await search(request, 3)).some((hit) => library.toolCount(hit.tool) > 0)).toBe(true);
    const unknownOnly: ToolSearch = async (text, k) => (await search(text, k)).filter((hit) => hit.tool === "send_text");
    expect(await planFromCases(request, { library, search: unknownOnly, catalog })).toBeUndefined();
    expect(await planFromCases(request, { library, search: unknownOnly, catalog, requireKnownTools: false })).toBeDefined();
  });

  it("abstains when the nearest case was solved over another catalog", async () => {
    expect(await planFromCases("find flights to Madrid and book the cheapest", { library, search, catalog: new Set(["weather_lookup"]) })).toBeUndefined();
  });
});

describe("createCasesDecomposer", () => {
  it("puts the chosen tool in `capability` and links in `dependsOn`", async () => {
    const result = await createCasesDecomposer({ library, search, catalog }).decompose({ id: "g", text: "find flights to Lima and book one", facts: [] }, {});
    expect(result.intents.map((intent) => [intent.capability, intent.dependsOn])).toEqual([
      ["search_flights", []],
      ["book_flight", ["i1"]],
    ]);
    expect(result.confidence).toBeGreaterThan(0);
  });
});

describe("createCaseResolver", () => {
  it("resolves an intent naming a catalog tool to that tool first, and leaves the others to the wrapped resolver", async () => {
    const { createToolCatalog, ToolMetadataSchema } = await import("@modular-planner/core");
    const { createCaseResolver } = await import("./case-resolver.js");
    const catalogTools = createToolCatalog(Object.entries(descriptions).map(([name, description]) => ToolMetadataSchema.parse({ name, description })));
    const base = {
      specificationVersion: "v1" as const,
      id: "base",
      resolve: async (intent: { id: string; text: string }) =>
        (await search(intent.text, 3)).map((hit, rank) => ({ intentId: intent.id, tool: hit.tool, score: 0.9 - rank * 0.1, reason: "lexical", strategy: "base", params: {} })),
    };
    const resolver = createCaseResolver({ resolver: base });
    const intent = { id: "i1", text: "book a flight", capability: "search_flights", params: {}, dependsOn: [], satisfies: [], askUser: false };
    const pinned = await resolver.resolve(intent, { catalog: catalogTools });
    expect(pinned[0]).toMatchObject({ tool: "search_flights", score: 1, strategy: "cases-resolver" });
    expect(pinned.slice(1).every((resolution) => resolution.score < 0.8)).toBe(true);
    expect(await resolver.resolve({ ...intent, capability: "not_a_tool" }, { catalog: catalogTools })).toEqual(await base.resolve(intent));
  });
});
