import { describePlanLibraryConformance, samplePlanLibraryEntries } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { bestChain, chainLinks, createChainPrior } from "./chain.js";
import { entriesFromLabelledRequests, isHeldOut } from "./dataset.js";
import { parseExampleEntries } from "./examples.js";
import { parsePlanLibraryJsonl, toPlanLibraryJsonl } from "./jsonl.js";
import { createPlanLibrary } from "./library.js";
import { combineStepEvidence, createStepNeighbours } from "./step-neighbours.js";
import { toolUsageDocuments } from "./usage-documents.js";

describePlanLibraryConformance({ name: "in-memory", create: () => createPlanLibrary() });

const filled = () => createPlanLibrary({ entries: samplePlanLibraryEntries });

describe("createPlanLibrary", () => {
  it("takes initial entries and caps usage texts per tool", () => {
    expect(filled().size).toBe(4);
    const library = createPlanLibrary({ usageCap: 2 });
    library.add(
      [1, 2, 3].map((n) => ({ id: `r${n}`, request: `send report ${n}`, steps: [`send report ${n}`], tools: ["send_email"], source: "run" as const })),
    );
    expect(library.usage("send_email")).toHaveLength(2);
  });

  it("names the entry and the field when an entry is invalid, and says what to do", () => {
    expect(() => createPlanLibrary().add([{ id: "x1", request: "", tools: ["a"], source: "run" }])).toThrow(/entry "x1": request/);
  });
});

describe("JSONL", () => {
  it("round-trips entries", () => {
    const library = filled();
    const text = toPlanLibraryJsonl(library.entries());
    expect(text.trim().split("\n")).toHaveLength(4);
    expect(parsePlanLibraryJsonl(text)).toEqual(library.entries());
  });

  it("names the line of a bad entry", () => {
    expect(() => parsePlanLibraryJsonl('{"id":"a","request":"r","tools":["t"],"source":"run"}\n{oops', "lib.jsonl")).toThrow(/lib\.jsonl:2: not JSON/);
    expect(() => parsePlanLibraryJsonl('{"id":"a","request":"r","tools":["t"],"source":"elsewhere"}', "lib.jsonl")).toThrow(/lib\.jsonl:1: source/);
  });
});

describe("labelled datasets", () => {
  it("turns shared-format requests into passed import entries, prefixed by origin", () => {
    const entries = entriesFromLabelledRequests(
      [
        {
          id: "q1",
          query: "create a note then share it",
          gold_tools: ["note_create", "note_share"],
          steps: ["create a note", "share it"],
          gold_links: [["note_create", "note_share"]],
        },
        { id: "q2", query: "nothing", gold_tools: [] },
      ],
      { origin: "notes" },
    );
    expect(entries).toEqual([
      {
        id: "notes:q1",
        request: "create a note then share it",
        steps: ["create a note", "share it"],
        tools: ["note_create", "note_share"],
        links: [["note_create", "note_share"]],
        source: "import",
        outcome: "passed",
        origin: "notes",
      },
    ]);
  });

  it("splits by id hash, stably, near the requested share", () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `id-${index}`);
    const held = ids.filter((id) => isHeldOut(id)).length / ids.length;
    expect(held).toBeGreaterThan(0.17);
    expect(held).toBeLessThan(0.23);
    expect(ids.map((id) => isHeldOut(id))).toEqual(ids.map((id) => isHeldOut(id)));
  });
});

describe("curated YAML examples", () => {
  it("reads steps with tools and chains the links", () => {
    const [entry] = parseExampleEntries(
      "examples:\n  - id: trip\n    request: find a flight and book it\n    steps:\n      - { text: find flights, tool: search_flights }\n      - { text: book it, tool: book_flight }\n",
      "trips.yaml",
    );
    expect(entry).toMatchObject({
      id: "trip",
      tools: ["search_flights", "book_flight"],
      steps: ["find flights", "book it"],
      links: [["search_flights", "book_flight"]],
      source: "example",
      origin: "trips.yaml",
    });
    expect(() => parseExampleEntries("just: text", "x.yaml")).toThrow(/x\.yaml: expected a list/);
  });
});

describe("chains", () => {
  it("lets the transition prior decide between close retrieval scores", () => {
    const library = filled();
    const steps = [
      [{ tool: "search_flights", score: 1 }],
      [
        { tool: "book_hotel", score: 1 },
        { tool: "book_flight", score: 0.9 },
      ],
    ];
    expect(bestChain(steps, library)).toEqual(["search_flights", "book_flight"]);
    expect(bestChain(steps, library, { priorWeight: 0 })).toEqual(["search_flights", "book_hotel"]);
    expect(bestChain([[], []], library)).toEqual([]);
  });

  it("createChainPrior: the Viterbi over a planner's candidates, its prior lighter than bestChain's by default", () => {
    const library = filled();
    const steps = [
      [{ tool: "search_flights", score: 1 }],
      [
        { tool: "book_hotel", score: 1 },
        { tool: "book_flight", score: 0.9 },
      ],
    ];
    expect(createChainPrior(library).choose(steps)).toEqual(["search_flights", "book_flight"]);
    expect(createChainPrior(library, { priorWeight: 0 }).choose(steps)).toEqual(["search_flights", "book_hotel"]);
    // A distant second is kept at the default weight (0.1) where bestChain's 0.25 would switch.
    const distant = [steps[0]!, [steps[1]![0]!, { tool: "book_flight", score: 0.75 }]];
    expect(bestChain(distant, library)).toEqual(["search_flights", "book_flight"]);
    expect(createChainPrior(library).choose(distant)).toEqual(["search_flights", "book_hotel"]);
    expect(createChainPrior(library).linked("search_flights", "book_flight")).toBe(chainLinks(["search_flights", "book_flight"], library).length === 1);
    expect([createChainPrior(library).knows("book_flight"), createChainPrior(library).knows("never_used")]).toEqual([true, false]);
  });

  it("links consecutive tools unless the library says they are rarely linked", () => {
    const library = createPlanLibrary();
    library.add([1, 2, 3].map((n) => ({ id: `u${n}`, request: `r${n}`, tools: ["a", "b"], links: [], source: "import" as const })));
    expect(chainLinks(["a", "b", "c"], library)).toEqual([["b", "c"]]);
  });

  it("similar solved steps vote for the tool that served them; only passed entries with aligned steps count", () => {
    const library = createPlanLibrary();
    library.add([
      { id: "a", request: "r1", steps: ["fetch the forecast for a city", "mail it to a friend"], tools: ["weather", "send_email"], source: "import" as const },
      { id: "b", request: "r2", steps: ["what is the forecast in Rome"], tools: ["weather"], source: "import" as const },
      { id: "c", request: "r3", steps: ["forecast of sales"], tools: ["predict_sales"], source: "import" as const, outcome: "failed" as const },
      { id: "d", request: "r4", steps: ["forecast"], tools: ["x", "y"], source: "import" as const },
    ]);
    const vote = createStepNeighbours(library);
    expect(vote("the forecast for Paris").map((item) => item.tool)).toEqual(["weather"]);
    expect(vote("mail the result to Bob")[0]!.tool).toBe("send_email");
    expect(vote("nothing in common")).toEqual([]);
    expect(createStepNeighbours(library, { catalog: new Set(["send_email"]) })("the forecast for Paris")).toEqual([]);
  });

  it("combines retrieval and votes, each normalised to its best", () => {
    const retrieved = [
      { tool: "book_hotel", score: 10 },
      { tool: "book_flight", score: 8 },
    ];
    const votes = [{ tool: "book_flight", score: 3 }];
    expect(combineStepEvidence(retrieved, votes)).toEqual([
      { tool: "book_flight", score: 1.8 },
      { tool: "book_hotel", score: 1 },
    ]);
    expect(combineStepEvidence(retrieved, votes, { voteWeight: 0 }).map((item) => item.tool)).toEqual(["book_hotel", "book_flight"]);
    expect(combineStepEvidence(retrieved, [], { k: 1 })).toEqual([{ tool: "book_hotel", score: 1 }]);
  });

  it("builds usage documents keyed by the library hash", () => {
    const library = filled();
    const documents = toolUsageDocuments(library, ["book_flight", "unknown"]);
    expect([...documents.texts.keys()]).toEqual(["book_flight"]);
    expect(documents.hash).not.toBe(toolUsageDocuments(library, ["book_flight"], { cap: 1 }).hash);
  });
});

describe("entries from runs", () => {
  it("keeps the tool steps in order, their descriptions and the links between them", async () => {
    const { entryFromRun } = await import("./runs.js");
    const plan = {
      id: "p",
      goal: "g",
      steps: [
        { id: "ask", kind: "ask-user", tool: "ask_user", description: "ask the city", params: {}, satisfies: [], dependsOn: [], checks: [] },
        {
          id: "s1",
          kind: "tool",
          tool: "search_flights",
          description: "find flights",
          params: { to: { ref: "ask", path: "value" } },
          satisfies: [],
          dependsOn: [],
          checks: [],
        },
        {
          id: "s2",
          kind: "tool",
          tool: "book_flight",
          description: "",
          params: { flight: { ref: "s1", path: "id" } },
          satisfies: [],
          dependsOn: [],
          checks: [],
        },
      ],
    } as unknown as Parameters<typeof entryFromRun>[0]["plan"];
    expect(entryFromRun({ id: "run:1", request: "book a flight", plan, outcome: "passed", origin: "cli" })).toEqual({
      id: "run:1",
      request: "book a flight",
      steps: ["find flights", "book_flight"],
      tools: ["search_flights", "book_flight"],
      links: [["search_flights", "book_flight"]],
      source: "run",
      outcome: "passed",
      origin: "cli",
    });
    expect(entryFromRun({ id: "run:2", request: "x", plan: { ...plan, steps: [plan.steps[0]!] }, outcome: "passed" })).toBeUndefined();
  });
});
