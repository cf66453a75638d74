import { createPlanLibrary } from "@modular-planner/plan-library";
import { describeDecomposerConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createCasesDecomposer, planFromCases, type ToolSearch } from "./cases.js";

const library = createPlanLibrary({
  entries: [
    {
      id: "c1",
      request: "find flights to Paris and book the cheapest",
      steps: ["find flights to Paris", "book the cheapest flight"],
      tools: ["search_flights", "book_flight"],
      links: [["search_flights", "book_flight"]],
      source: "import",
    },
    {
      id: "c2",
      request: "find flights to Rome and book one",
      steps: ["find flights to Rome", "book a flight"],
      tools: ["search_flights", "book_flight"],
      links: [["search_flights", "book_flight"]],
      source: "import",
    },
    { id: "c3", request: "look up the weather in Oslo", steps: ["look up the weather"], tools: ["weather_lookup"], source: "import" },
    {
      id: "c4",
      request: "look up the weather and send an sms about it to my sister",
      steps: ["look up the weather", "send an sms"],
      tools: ["weather_lookup", "legacy_sms"],
      source: "import",
    },
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
    const { ToolMetadataSchema } = await import("@modular-planner/core");
    const { createToolCatalog } = await import("@modular-planner/kit");
    const { createCaseResolver } = await import("./case-resolver.js");
    const catalogTools = createToolCatalog(Object.entries(descriptions).map(([name, description]) => ToolMetadataSchema.parse({ name, description })));
    const base = {
      specificationVersion: "v1" as const,
      id: "base",
      resolve: async (intent: { id: string; text: string }) =>
        (await search(intent.text, 3)).map((hit, rank) => ({
          intentId: intent.id,
          tool: hit.tool,
          score: 0.9 - rank * 0.1,
          reason: "lexical",
          strategy: "base",
          params: {},
        })),
    };
    const resolver = createCaseResolver({ resolver: base });
    const intent = { id: "i1", text: "book a flight", capability: "search_flights", params: {}, dependsOn: [], satisfies: [], askUser: false };
    const pinned = await resolver.resolve(intent, { catalog: catalogTools });
    expect(pinned[0]).toMatchObject({ tool: "search_flights", score: 1, strategy: "cases-resolver" });
    expect(pinned.slice(1).every((resolution) => resolution.score < 0.8)).toBe(true);
    expect(await resolver.resolve({ ...intent, capability: "not_a_tool" }, { catalog: catalogTools })).toEqual(await base.resolve(intent));
  });
});

describe("request clauses", () => {
  it("cuts the request at punctuation, 'and' and 'then', keeping clauses of two words or more", async () => {
    const { requestClauses } = await import("./clauses.js");
    expect(requestClauses("Look up the weather in Oslo, and then send an sms to my sister. Thanks")).toEqual([
      "Look up the weather in Oslo",
      "send an sms to my sister",
    ]);
  });

  it("orders a chain by the clause holding each tool's strongest evidence; a tool without evidence keeps its place", async () => {
    const { orderByClauses } = await import("./clauses.js");
    const evidence = [
      new Map([["send_text", 0.9]]),
      new Map([
        ["weather_lookup", 0.8],
        ["send_text", 0.2],
      ]),
    ];
    expect(orderByClauses(["weather_lookup", "send_text"], evidence)).toEqual([
      { tool: "send_text", clause: 0 },
      { tool: "weather_lookup", clause: 1 },
    ]);
    expect(orderByClauses(["book_flight", "weather_lookup"], evidence).map(({ tool }) => tool)).toEqual(["book_flight", "weather_lookup"]);
  });

  it("planFromCases orders by the request's clauses and gives each step the request's own clause", async () => {
    // The cases say weather first; this request asks for the sms first.
    const request = "send an sms to my sister, and look up the weather in Bergen";
    const ordered = await planFromCases(request, { library, search, catalog });
    expect(ordered?.tools).toEqual(["send_text", "weather_lookup"]);
    expect(ordered?.steps).toEqual(["send an sms to my sister", "look up the weather in Bergen"]);
    const cases = await planFromCases(request, { library, search, catalog, orderByClauses: false, clauseWeight: 0 });
    expect(cases?.tools).toEqual(["weather_lookup", "send_text"]);
    expect(cases?.steps).toEqual(["look up the weather", "send an sms"]);
  });
});

describe("createLibraryResolver", () => {
  it("combines the search, the similar solved steps' votes and the intent's named tool, scores in [0, 1], parameters from the wrapped resolver", async () => {
    const { ToolMetadataSchema } = await import("@modular-planner/core");
    const { createToolCatalog } = await import("@modular-planner/kit");
    const { createLibraryResolver } = await import("./library-resolver.js");
    const catalogTools = createToolCatalog(Object.entries(descriptions).map(([name, description]) => ToolMetadataSchema.parse({ name, description })));
    const base = {
      specificationVersion: "v1" as const,
      id: "base",
      resolve: async (intent: { id: string }) => [
        { intentId: intent.id, tool: "send_text", score: 0.5, reason: "base", strategy: "base", params: { to: "sister" } },
      ],
    };
    // "look up the weather please": the search and the library's solved step "look up the weather" both point at weather_lookup.
    const resolver = createLibraryResolver({ library, search, resolver: base, catalog });
    const weather = await resolver.resolve(
      { id: "i1", text: "look up the weather please", capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false },
      { catalog: catalogTools },
    );
    expect(weather[0]).toMatchObject({ tool: "weather_lookup", strategy: "library-resolver" });
    expect(weather[0]!.reason).toMatch(/usage-aware search \+ similar solved steps/);
    expect(weather.every((resolution) => resolution.score > 0 && resolution.score <= 1)).toBe(true);
    // The named tool (the cases decomposer's choice) is lifted; the wrapped resolver's parameters are kept.
    const named = await resolver.resolve(
      { id: "i2", text: "look up the weather please", capability: "send_text", params: {}, dependsOn: [], satisfies: [], askUser: false },
      { catalog: catalogTools },
    );
    expect(named[0]).toMatchObject({ tool: "send_text", params: { to: "sister" } });
    expect(named[0]!.reason).toMatch(/chosen from similar solved requests/);
    // No similar solved step and no named tool: the wrapped resolver answers, with its own scores, even where the search finds tools.
    expect((await search("send an email", 3)).length).toBeGreaterThan(0);
    expect(
      await resolver.resolve(
        { id: "i3", text: "send an email", capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false },
        { catalog: catalogTools },
      ),
    ).toEqual(await base.resolve({ id: "i3" }));
  });
});
