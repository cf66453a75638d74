import { ConfigurationError, ToolMetadataSchema } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { describe, expect, it } from "vitest";
import { EMPTY_CAPABILITY_MAP, createModularPlanner } from "../src/index.js";

// Plain objects, as a user writes them: no defaults filled, no catalog, no registry.
const tools = [
  {
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
    outputSchema: { type: "object", properties: { flight_id: { type: "string", description: "The cheapest flight's id" } } },
    effects: ["network"],
  },
  {
    name: "book_flight",
    description: "Book a flight by its id.",
    params: { type: "object", properties: { flight_id: { type: "string", description: "The id of the flight to book" } }, required: ["flight_id"] },
    outputs: ["json"],
    effects: ["network"],
  },
  {
    name: "send_email",
    description: "Send an email message to a recipient.",
    params: {
      type: "object",
      properties: { to: { type: "string", description: "Recipient e-mail address" }, body: { type: "string", description: "Message body" } },
      required: ["to", "body"],
    },
    outputs: ["text"],
    effects: ["network"],
  },
  {
    name: "get_weather",
    description: "Get the weather forecast for a city.",
    params: { type: "object", properties: { city: { type: "string", description: "City name" } }, required: ["city"] },
    outputs: ["json"],
    effects: ["network"],
  },
];

describe("createModularPlanner({ tools }) (issue #28, item 5)", () => {
  it("plans a verified multi-step plan over a plain tool list with every other option defaulted", async () => {
    const planner = createModularPlanner({ tools, narrowing: { cacheDir: false }, now: () => new Date("2025-01-13T09:00:00Z") });
    const result = await planner.plan("search flights from Paris to Rome on 2025-03-01, then book the cheapest one, and email the booking to Bob");
    expect(result.report.ok).toBe(true);
    const steps = result.plan.steps.filter((step) => step.kind === "tool");
    expect(steps.map((step) => step.tool)).toEqual(["search_flights", "book_flight", "send_email"]);
    expect(steps[0]!.params).toMatchObject({ from: "Paris", to: "Rome", date: "2025-03-01" });
    expect(steps[1]!.params.flight_id).toEqual({ ref: steps[0]!.id, path: "flight_id" });
    // The default verifier ran: each step cites its intent.
    for (const step of steps) expect(step.satisfies.some((id) => id.startsWith("intent:"))).toBe(true);
  });

  it("the plain form gives the same plan as the explicit catalog form with an empty capability map", async () => {
    const goal = "get the weather in Paris and email it to Bob";
    const plain = await createModularPlanner({ tools, narrowing: { cacheDir: false } }).plan({ id: "g", text: goal });
    const { createPatternDecomposer } = await import("@modular-planner/decomposer-pattern");
    const { createCatalogResolver } = await import("@modular-planner/resolver-catalog");
    const explicit = await createModularPlanner({
      catalog: createToolCatalog(tools.map((tool) => ToolMetadataSchema.parse(tool))),
      capabilityMap: EMPTY_CAPABILITY_MAP,
      decomposer: createPatternDecomposer(),
      resolver: createCatalogResolver(),
      narrowing: { cacheDir: false },
    }).plan({ id: "g", text: goal });
    expect(plain.report.ok).toBe(true);
    expect(plain.plan.steps.map((step) => step.tool)).toEqual(["get_weather", "send_email"]);
    expect(plain.plan).toEqual(explicit.plan);
  });

  it("a malformed tool fails at construction with the tool and the field named", () => {
    const malformed = [
      tools[0],
      { name: "book_flight", params: { type: "object", properties: {} } },
      { description: "no name" },
      { ...tools[3], effects: ["teleport"] },
    ];
    const error = (() => {
      try {
        createModularPlanner({ tools: malformed });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigurationError);
    const message = (error as ConfigurationError).message;
    expect(message).toContain('tools[1] "book_flight": description:');
    expect(message).toContain("tools[2]: name:");
    expect(message).toContain('tools[3] "get_weather": effects.0:');
    expect((error as ConfigurationError).setting).toBe("tools");
  });

  it("duplicate names, both tools and catalog, or neither are refused with what to do", () => {
    expect(() => createModularPlanner({ tools: [tools[1], tools[1]] })).toThrow('tools[1] "book_flight": name: "book_flight" is already the name of tools[0]');
    expect(() => createModularPlanner({ tools, catalog: createToolCatalog([]) })).toThrow("pass either tools or catalog, not both");
    // A spread registry passes its catalog and that catalog's own tool array: accepted.
    const catalog = createToolCatalog(tools.map((tool) => ToolMetadataSchema.parse(tool)));
    expect(() => createModularPlanner({ tools: catalog.tools, catalog })).not.toThrow();
    expect(() => createModularPlanner({})).toThrow("no tools: pass tools (plain tool objects) or catalog");
  });
});
