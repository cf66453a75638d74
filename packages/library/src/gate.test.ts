import { describe, expect, it } from "vitest";
import { createLibraryGate } from "./gate.js";
import { createPlanLibrary } from "./library.js";

// Requests that recur with the same chain: each one's nearest other case has its tools.
const recurring = ["Paris", "Lisbon", "Rome", "Oslo", "Vienna", "Madrid", "Athens", "Dublin", "Prague", "Warsaw", "Berlin", "Zurich"].flatMap((city, n) => [
  { id: `w${n}`, request: `weather forecast for ${city} tomorrow then email it to my team`, tools: ["get_weather", "send_email"], source: "import" as const },
  {
    id: `h${n}`,
    request: `book a hotel room in ${city} and convert the price to dollars`,
    tools: ["book_hotel", "convert_currency"],
    source: "import" as const,
  },
]);
// Requests that share words but never tools: a nearest case says nothing about what the request needs.
const scattered = Array.from({ length: 24 }, (_, n) => ({
  id: `s${n}`,
  request: `please run the task number ${n} for my project today`,
  tools: [`tool_${n}`, `tool_${n + 100}`],
  source: "import" as const,
}));

describe("createLibraryGate (leave-one-out on the library's own entries)", () => {
  it("opens for a library whose nearest cases carry over, for requests its cases cover and whose tools the catalog has", () => {
    const gate = createLibraryGate(createPlanLibrary({ entries: recurring }));
    expect(gate.checked).toBe(24);
    expect(gate.threshold).toBeLessThan(1);
    expect(gate.agreement).toBeGreaterThanOrEqual(0.5);
    expect(gate.applies("weather forecast for Turin tomorrow then email it to my team")).toBe(true);
    expect(gate.applies("translate this poem into Japanese")).toBe(false);
    // The same library over a catalog without its tools (another catalog's library): closed.
    expect(
      createLibraryGate(createPlanLibrary({ entries: recurring }), { catalog: new Set(["translate_text"]) }).applies(
        "weather forecast for Turin tomorrow then email it to my team",
      ),
    ).toBe(false);
    expect(gate.describe()).toMatch(/leave-one-out over 24 entries/);
  });

  it("never opens for a library whose nearest cases do not agree with its own requests", () => {
    const gate = createLibraryGate(createPlanLibrary({ entries: scattered }));
    expect(gate.threshold).toBe(Number.POSITIVE_INFINITY);
    expect(gate.agreement).toBeLessThan(0.5);
    expect(gate.applies("please run the task number 3 for my project today")).toBe(false);
    expect(gate.describe()).toMatch(/plans no request/);
  });

  it("minAgreement sets how often the nearest case must be right", () => {
    const mixed = createPlanLibrary({ entries: [...recurring.slice(0, 12), ...scattered.slice(0, 12)] });
    expect(createLibraryGate(mixed, { minAgreement: 0.99 }).threshold).toBe(Number.POSITIVE_INFINITY);
    expect(createLibraryGate(mixed, { minAgreement: 0.1 }).threshold).toBe(0);
  });

  it("a library too small to check leave-one-out is used for every request it has a similar case for", () => {
    const gate = createLibraryGate(createPlanLibrary({ entries: scattered.slice(0, 5) }));
    expect(gate.threshold).toBe(0);
    expect(gate.applies("please run the task number 3 for my project today")).toBe(true);
    expect(gate.applies("translate this poem into Japanese")).toBe(false);
    expect(gate.describe()).toMatch(/too few to check/);
  });
});
