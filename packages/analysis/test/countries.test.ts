import { describe, expect, it } from "vitest";
import { countryOf, namesCountries } from "../src/countries.js";
import type { AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a Swedish ferry company's bookings, its passengers' countries written in Swedish, and a
// tour operator's guests with their nationality written as an English adjective (issue #19).
const connection = await duckdbWith(`CREATE TABLE faerjebokningar AS SELECT * FROM (VALUES
  ('B1', 'Tyskland', 120),
  ('B2', 'Tyskland', 80),
  ('B3', 'Storbritannien', 200),
  ('B4', 'Nederländerna', 60),
  ('B5', 'Sverige', 40)
) AS v(bokning, land, belopp_sek)`);

const ferry: AnalysisTable = {
  name: "faerjebokningar",
  rows: 5,
  columns: [
    { name: "bokning", type: "string" },
    { name: "land", type: "string", values: ["Tyskland", "Storbritannien", "Nederländerna", "Sverige"] },
    { name: "belopp_sek", type: "number" },
  ],
};

const tours: AnalysisTable = {
  name: "tour_guests",
  rows: 6,
  columns: [
    { name: "guest_id", type: "string" },
    { name: "nationality", type: "string", values: ["German", "Dutch", "Italian", "Japanese"] },
    { name: "tour", type: "string", values: ["Harbour", "Old Town", "Castle"] },
    { name: "paid_eur", type: "number" },
  ],
};

describe("a country named in another language or by its people", () => {
  it("reads names in many languages, adjectives that begin like a name, and irregular English words", () => {
    expect(["tyskland", "deutschland", "germany", "german", "deutsche", "tyske"].map(countryOf)).toEqual(Array(6).fill("DE"));
    expect(["dutch", "niederlandische", "nederlanderna"].map(countryOf)).toEqual(["NL", "NL", "NL"]);
    expect(["brits", "british", "storbritannien"].map(countryOf)).toEqual(["GB", "GB", "GB"]);
    expect(["italiani", "francais", "americans"].map(countryOf)).toEqual(["IT", "FR", "US"]);
  });

  it("reads no country into ordinary words, or into a phrase that only begins with an adjective", () => {
    expect(["online", "standard", "summer", "harbour", "romance", "germanguests", "kitchen"].map(countryOf)).toEqual(Array(7).fill(undefined));
  });

  it("knows a column of countries by two or more of its values, not by one that happens to be a country", () => {
    expect(namesCountries(ferry.columns[1]!.values!)).toBe(true);
    expect(namesCountries(["Jersey", "Hoodie", "Cap"])).toBe(false);
  });

  it("'German guests' over Swedish country names is land = Tyskland", async () => {
    const question = "How much did German guests spend in total?";
    expect(filters(specOf(question, ferry))).toEqual(["land in Tyskland"]);
    expect(await rowsOf(connection, question, ferry)).toEqual([[200]]);
  });

  it("'the Brits' and 'Dutch' name Storbritannien and Nederländerna", () => {
    expect(filters(specOf("How many bookings from the Brits?", ferry))).toEqual(["land in Storbritannien"]);
    expect(filters(specOf("total belopp for Dutch passengers", ferry))).toEqual(["land in Nederländerna"]);
  });

  it("a country's name finds its people's adjective in the data: 'from Germany' is nationality = German", () => {
    expect(filters(specOf("How many guests from Germany took the castle tour?", tours))).toEqual(["nationality in German", "tour in Castle"]);
    expect(filters(specOf("Wie viele Gäste aus Italien?", tours))).toEqual(["nationality in Italian"]);
  });
});
