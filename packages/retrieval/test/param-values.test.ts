import type { JsonSchemaProperty } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { descriptionExamples, extractParamValues, findDates, normalizeValue } from "../src/index.js";

// A Monday.
const now = new Date("2025-01-13T09:00:00Z");
const values = (text: string, properties: Record<string, JsonSchemaProperty>, params?: string[]) =>
  Object.fromEntries(
    Object.entries(extractParamValues(text, { properties }, { now, ...(params ? { params } : {}) })).map(([name, value]) => [name, value.value]),
  );

describe("extractParamValues", () => {
  it("places by their prepositions: from Paris to Rome", () => {
    const found = extractParamValues(
      "search flights from Paris to Rome",
      { properties: { from: { type: "string" }, to: { type: "string" }, date: { type: "string", format: "date" } } },
      { now },
    );
    expect(found.from).toMatchObject({ value: "Paris", words: "from Paris", how: "place" });
    expect(found.to).toMatchObject({ value: "Rome", words: "to Rome", how: "place" });
    expect(found.date).toBeUndefined();
  });

  it("a person after `to`, an e-mail address for an e-mail parameter", () => {
    expect(values("email the booking to Bob", { to: { type: "string", description: "Recipient" }, body: { type: "string" } })).toEqual({ to: "Bob" });
    expect(values("send it to bob@example.com", { recipient: { type: "string" } })).toEqual({ recipient: "bob@example.com" });
  });

  it("relative dates and times normalised to the schema's format, against the injected now", () => {
    const properties: Record<string, JsonSchemaProperty> = { date: { type: "string", format: "date" }, time: { type: "string", format: "time" } };
    expect(values("book a table next Wednesday at 3 PM", properties)).toEqual({ date: "2025-01-15", time: "15:00" });
    expect(values("meet tomorrow", { when: { type: "string", format: "date-time" } })).toEqual({ when: "2025-01-14T00:00:00Z" });
    expect(values("due on March 5, 2024", { due_date: { type: "string" } })).toEqual({ due_date: "2024-03-05" });
  });

  it("two dates: the start takes the first, the end the last", () => {
    expect(
      values("consumption from November 14, 2010, to February 11, 2012", {
        start_date: { type: "string" },
        end_date: { type: "string" },
        chemical: { type: "string" },
      }),
    ).toEqual({ start_date: "2010-11-14", end_date: "2012-02-11" });
  });

  it("quoted strings and ids go to the parameter named next to them", () => {
    expect(
      values("attack with the attacker ID '8EugXbsgJO' and target ID '0lqxPZDUkTm'", { attacker_id: { type: "string" }, target_id: { type: "string" } }),
    ).toEqual({ attacker_id: "8EugXbsgJO", target_id: "0lqxPZDUkTm" });
    expect(values("select features from the 'income' dataset using the 'Wrapper' method", { data: { type: "string" }, method: { type: "string" } })).toEqual({
      data: "income",
      method: "Wrapper",
    });
  });

  it("numbers by their unit and the parameter's words", () => {
    expect(values("a 32-year-old patient weighing 70.5 kg", { age: { type: "integer" }, weight: { type: "number", description: "Weight in kg" } })).toEqual({
      age: 32,
      weight: 70.5,
    });
    expect(
      values("plants grown for a duration of 89 days", {
        growth_duration: { type: "integer", description: "The duration of growth in days" },
        temperature: { type: "number" },
      }),
    ).toEqual({ growth_duration: 89 });
    // An integer parameter never takes 2.5.
    expect(values("rate 2.5", { count: { type: "integer" } })).toEqual({});
  });

  it("enum values by fuzzy match, description examples as stated values", () => {
    expect(values("list the issues sorted ascending", { direction: { type: "string", enum: ["asc", "desc"] } })).toEqual({ direction: "asc" });
    expect(
      values("the germination rate of corn seeds", { seed_type: { type: "string", description: "The type of seed (e.g., corn, wheat, soybean)" } }),
    ).toEqual({ seed_type: "corn" });
    expect(values("sports facilities in New York City", { location: { type: "string", description: "The location (e.g., city, country)" } })).toEqual({
      location: "New York City",
    });
  });

  it("states nothing it cannot read: no value without words", () => {
    expect(values("book the cheapest one", { flight_id: { type: "string" } })).toEqual({});
    expect(values("Retrieve the report", { name: { type: "string" } })).toEqual({});
  });

  it("spans already used elsewhere are not offered again; `params` limits what is filled", () => {
    const text = "send 'hello' to Bob";
    const taken: [number, number][] = [[5, 12]];
    expect(Object.keys(extractParamValues(text, { properties: { body: { type: "string" }, to: { type: "string" } } }, { now, taken }))).toEqual(["to"]);
    expect(values(text, { body: { type: "string" }, to: { type: "string" } }, ["to"])).toEqual({ to: "Bob" });
  });
});

describe("dates and normalisation", () => {
  it("findDates reads weekdays relative to now and keeps the words", () => {
    const [mention] = findDates("next Wednesday at 3 PM", now);
    expect(mention).toMatchObject({ text: "next Wednesday at 3 PM", date: "2025-01-15", time: "15:00", relative: true });
    expect(findDates("on Friday", now)[0]?.date).toBe("2025-01-17");
    expect(findDates("in 3 days", now)[0]?.date).toBe("2025-01-16");
  });

  it("normalizeValue compares case, whitespace, numbers and date formats", () => {
    expect(normalizeValue(" New  York. ")).toBe(normalizeValue("new york"));
    expect(normalizeValue("41.30")).toBe(normalizeValue(41.3));
    expect(normalizeValue("$1,500")).toBe(normalizeValue(1500));
    expect(normalizeValue("March 5, 2024")).toBe(normalizeValue("2024-03-05"));
  });

  it("descriptionExamples lists the e.g. values", () => {
    expect(descriptionExamples("The type of seed (e.g., corn, wheat, soybean)")).toEqual(["corn", "wheat", "soybean"]);
  });
});
