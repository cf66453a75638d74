import { ToolMetadataSchema, type ToolMetadataInput } from "@modular-planner/core";
import { createToolCatalog, stepDependencies } from "@modular-planner/kit";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { describe, expect, it } from "vitest";
import { MissingCapabilityError, createModularPlanner, describeParamValues, planFromYaml, planToYaml } from "../src/index.js";

const registry = await loadRegistry();
const tool = (input: ToolMetadataInput) => ToolMetadataSchema.parse(input);
const flightTools = [
  tool({
    name: "search_flights",
    description: "Search flights between two cities on a date.",
    params: {
      type: "object",
      properties: {
        from: { type: "string", description: "Departure city" },
        to: { type: "string", description: "Arrival city" },
        date: { type: "string", format: "date", description: "Departure date" },
      },
      required: ["from", "to", "date"],
    },
    outputs: ["json"],
    // What it returns: the cheapest flight's id first, then every flight found.
    outputSchema: {
      type: "object",
      properties: {
        flight_id: { type: "string", description: "The cheapest flight's id" },
        flights: { type: "array", items: { type: "object", properties: { id: { type: "string" }, price: { type: "number" } } } },
      },
    },
    effects: ["network"],
  }),
  tool({
    name: "book_flight",
    description: "Book a flight by its id.",
    params: { type: "object", properties: { flight_id: { type: "string", description: "The id of the flight to book" } }, required: ["flight_id"] },
    outputs: ["json"],
    effects: ["network"],
  }),
  tool({
    name: "send_email",
    description: "Send an email message to a recipient.",
    params: {
      type: "object",
      properties: { to: { type: "string", description: "Recipient e-mail address" }, body: { type: "string", description: "Message body" } },
      required: ["to", "body"],
    },
    outputs: ["text"],
    effects: ["network"],
  }),
  registry.catalog.get("ask_user")!,
];

const planner = (now = new Date("2025-01-13T09:00:00Z"), tools = flightTools) =>
  createModularPlanner({
    catalog: createToolCatalog(tools),
    capabilityMap: registry.capabilityMap,
    templates: [],
    requirements: createDeterministicExtractor(),
    verifiers: [createRulesVerifier()],
    decomposer: createPatternDecomposer(),
    resolver: createCatalogResolver(),
    narrowing: { cacheDir: false, cap: 5 },
    now: () => now,
  });

describe("the flight goal (issue #25)", () => {
  it("search → book → e-mail, with Paris, Rome and Bob filled, flight_id and body wired, only the date asked", async () => {
    const result = await planner().plan("search flights from Paris to Rome, then book the cheapest one, and email the booking to Bob");
    expect(result.report.ok).toBe(true);
    const tools = result.plan.steps.filter((step) => step.kind === "tool");
    expect(tools.map((step) => step.tool)).toEqual(["search_flights", "book_flight", "send_email"]);
    const [search, book, email] = tools;
    expect(search!.params).toMatchObject({ from: "Paris", to: "Rome" });
    expect(book!.params.flight_id).toEqual({ ref: search!.id, path: "flight_id" });
    expect(email!.params).toMatchObject({ to: "Bob", body: { ref: book!.id } });
    // The edges are the plan's links.
    expect(stepDependencies(book!)).toContain(search!.id);
    expect(stepDependencies(email!)).toContain(book!.id);
    // Provenance: the words each value came from.
    expect(search!.provenance?.from).toMatchObject({ source: "request", words: "from Paris" });
    expect(email!.provenance?.to).toMatchObject({ source: "request", words: "to Bob" });
    expect(book!.provenance?.flight_id).toMatchObject({ source: "step", step: search!.id });
    // Only the date is asked, with a prompt written from the parameter itself.
    const asks = result.plan.steps.filter((step) => step.kind === "ask-user");
    expect(asks).toHaveLength(1);
    expect(asks[0]!.prompt).toBe("Which date should the flight search use? (YYYY-MM-DD)");
    expect(search!.params.date).toEqual({ ref: asks[0]!.id, path: "value" });
    const yaml = planToYaml(result.plan);
    expect(yaml).toContain("words: from Paris");
    expect(planFromYaml(yaml)).toEqual(result.plan);
    expect(describeParamValues(search!)).toEqual([
      'from = "Paris" (request: "from Paris")',
      'to = "Rome" (request: "to Rome")',
      `date ← ${asks[0]!.id} (asked)`,
    ]);
    expect(describeParamValues(book!)).toEqual([`flight_id ← ${search!.id}.flight_id (step: output schema of search_flights: flight_id)`]);
  });

  it("a stated relative date is filled against the injected now, and nothing is asked", async () => {
    const result = await planner().plan("search flights from Paris to Rome next Wednesday, then book the cheapest one, and email the booking to Bob");
    expect(result.report.ok).toBe(true);
    const search = result.plan.steps.find((step) => step.tool === "search_flights")!;
    expect(search.params).toMatchObject({ from: "Paris", to: "Rome", date: "2025-01-15" });
    expect(search.provenance?.date).toMatchObject({ words: "next Wednesday" });
    expect(result.plan.steps.filter((step) => step.kind === "ask-user")).toEqual([]);
  });

  it("without an output schema, flight_id is wired by name and type to the step before (the whole output)", async () => {
    const plain = flightTools.map((candidate) =>
      candidate.name === "search_flights" ? ToolMetadataSchema.parse({ ...candidate, outputSchema: undefined }) : candidate,
    );
    const result = await planner(undefined, plain).plan("search flights from Paris to Rome on 2025-03-01, then book the cheapest one");
    const [search, book] = result.plan.steps.filter((step) => step.kind === "tool");
    expect(search!.params.date).toBe("2025-03-01");
    expect(book!.params.flight_id).toEqual({ ref: search!.id });
    expect(book!.provenance?.flight_id).toMatchObject({ source: "step", step: search!.id, how: expect.stringContaining("name and type") });
  });

  it("a clause no tool fits is reported as a missing capability, not dropped", async () => {
    const error = await planner()
      .plan("search flights from Paris to Rome, then book the cheapest one, and translate it into French")
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(MissingCapabilityError);
    expect((error as MissingCapabilityError).missing.intent).toBe("translate it into French");
  });
});
