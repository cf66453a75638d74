import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { tokenize } from "../src/text.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-ninth blind suite's failures, and the Slovenian and
// Croatian/Serbian words added before it was read.
const today = { today: "2026-11-30" };

const loans: AnalysisTable = {
  name: "izposoje_knjig",
  rows: 200,
  columns: [
    { name: "stevilka_izposoje", type: "string" },
    { name: "datum_izposoje", type: "date" },
    { name: "knjiznica", type: "string", values: ["Ljubljana", "Maribor", "Celje"] },
    { name: "zvrst", type: "string", values: ["roman", "poezija", "strokovna knjiga"] },
    { name: "dni_izposoje", type: "number" },
    { name: "zamudnina_eur", type: "number" },
    { name: "stalni_clan", type: "string", values: ["da", "ne"], valueGlosses: { da: ["yes"], ne: ["no"] } },
    { name: "cena_na_dan_eur", type: "number" },
  ],
};

describe("Slovenian chart requests and questions", () => {
  it("reads the benchmark wording: a pie chart of the number of loans (the rows' noun in a case) for each kind", () => {
    const spec = specOf("Prikaži tortni diagram števila izposoj za vsako zvrst.", loans, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(groups(spec)).toEqual(["zvrst"]);
    expect(spec.chart).toBe("pie");
  });
  it("groups by two columns joined by 'in' (and) in a grouped bar chart", () => {
    const spec = specOf("Prikaži vsoto zamudnina eur za vsako knjižnico in zvrst v združenem stolpčnem diagramu.", loans, today);
    expect(measures(spec)).toEqual(["sum(zamudnina_eur)"]);
    expect(groups(spec)).toEqual(["knjiznica", "zvrst"]);
    expect(spec.chart).toBe("grouped_bar");
  });
  it("'je bilo lani' is 'was last year', not German 'je' (per)", () => {
    const spec = specOf("Koliko izposoj je bilo lani v Mariboru?", loans, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["datum_izposoje relative previous|1|year|2026-11-30", "knjiznica in Maribor"]);
  });
  it("'št. … stalni člani proti ostalim' counts by the flag against the rest", () => {
    const spec = specOf("št. izposoj: stalni člani proti ostalim", loans, today);
    expect(groups(spec)).toEqual(["stalni_clan"]);
  });
  it("'na' (on) names no column that has it between two words (cena_na_dan_eur)", () => {
    const spec = specOf("Koliko izposoj je bilo na Maribor?", loans, today);
    expect(measures(spec)).toEqual(["count(*)"]);
  });
});

describe("Croatian and Serbian chart requests", () => {
  const courses: AnalysisTable = {
    name: "upisi_kurseva",
    rows: 100,
    columns: [
      { name: "datum_upisa", type: "date" },
      { name: "grad", type: "string", values: ["Beograd", "Novi Sad"] },
      { name: "kurs", type: "string", values: ["engleski", "nemački"] },
      { name: "cena_rsd", type: "number" },
    ],
  };
  it("reads a bar chart of a sum for each value, sorted by the y axis descending", () => {
    const spec = specOf("Prikaži stubičasti grafikon zbira cena rsd za svaki grad i sortiraj ga po y osi opadajuće.", courses, today);
    expect(measures(spec)).toEqual(["sum(cena_rsd)"]);
    expect(groups(spec)).toEqual(["grad"]);
    expect(spec.chart).toBe("bar");
    expect(spec.orderBy[0]?.direction).toBe("desc");
  });
  it("reads 'prošle godine' as last year and 'ove godine' as this year", () => {
    expect(filters(specOf("Koliko je upisa bilo prošle godine?", courses, today))).toEqual(["datum_upisa relative previous|1|year|2026-11-30"]);
    expect(filters(specOf("Ukupna cena po kursu ove godine", courses, today))).toEqual(["datum_upisa relative this|1|year|2026-11-30"]);
  });
  it("reads no Slavic word of the table's own names as a sign of a Slavic question", () => {
    const words = (question: string, names: string[]) => tokenize(question, new Set(names)).map((token) => token.word);
    expect(words("total pocet bodov po okres", ["pocet", "bodov", "okres"])).toContain("po");
    expect(words("celkom bodov po okres", ["bodov", "okres"])).toContain("by");
  });
  it("keeps 'po' and 'je' as they are in an English question (PO, a purchase order)", () => {
    const orders: AnalysisTable = {
      name: "orders",
      rows: 50,
      columns: [
        { name: "po", type: "string" },
        { name: "supplier", type: "string", values: ["Acme", "Bolt"] },
        { name: "amount", type: "number" },
      ],
    };
    expect(groups(specOf("total amount by supplier", orders))).toEqual(["supplier"]);
    expect(measures(specOf("how many po per supplier", orders))).toEqual(["count(*)"]);
  });
});

const donors: AnalysisTable = {
  name: "DONOR_VISITS",
  rows: 300,
  columns: [
    { name: "VIS_DT", type: "date" },
    { name: "SITE_CD", type: "string", values: ["EDN", "GLW", "MOB"] },
    { name: "DNR_STAT", type: "string", values: ["NEW", "RPT"] },
    { name: "REACT_CD", type: "string", values: ["NONE", "VVR", "BRU"] },
    { name: "DEF_CD", type: "string", values: ["LHB", "TRV"] },
    { name: "VOL_ML", type: "number" },
  ],
};

describe("values said to be included, and rates of a value", () => {
  it("'including the mobile sessions' keeps the mobile site in: no filter", () => {
    const spec = specOf("how many donors visited at each site last year, including the mobile sessions", donors, today);
    expect(filters(spec).some((filter) => filter.startsWith("SITE_CD"))).toBe(false);
    expect(groups(spec)).toEqual(["SITE_CD"]);
  });
  it("'VVR rate % by donor status' is the share of the value within each group (the code read with 'rate' as its words)", () => {
    const spec = specOf("VVR rate % by donor status", donors, today);
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: null, percent: true, where: [{ column: "REACT_CD", values: ["VVR"] }] });
    expect(groups(spec)).toEqual(["DNR_STAT"]);
  });
  it("'anyone who was deferred', left out, is the rows with no deferral code", () => {
    const spec = specOf("Visits per site last month, leaving out the mobile sessions and anyone who was deferred", donors, today);
    expect(filters(spec)).toContain("DEF_CD is_null true");
    expect(filters(spec)).toContain("SITE_CD not_in MOB");
    expect(filters(specOf("how many donors were deferred last year", donors, today))).toContain("DEF_CD is_null false");
  });
});

const parcels: AnalysisTable = {
  name: "food_bank_parcels",
  rows: 300,
  columns: [
    { name: "issue date", type: "date" },
    { name: "distribution centre", type: "string", values: ["Hub", "Church"] },
    { name: "main reason", type: "string", values: ["debt", "low income"] },
    { name: "people fed", type: "number" },
    { name: "children", type: "number" },
    { name: "fuel voucher pounds", type: "number" },
    { name: "fresh food", type: "string", values: ["Yes", "No"] },
  ],
};

describe("counts, shares and typos of the rows", () => {
  it("'percentage of parcels came with a fuel voucher' is the share of rows where it is above 0, no distribution", () => {
    const spec = specOf("What percentage of parcels came with a fuel voucher at each distribution centre?", parcels, today);
    expect(spec.mode).toBe("aggregate");
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: null, where: [{ column: "fuel voucher pounds", operator: ">", values: [0] }] });
    expect(groups(spec)).toEqual(["distribution centre"]);
  });
  it("'by number of parcels' ranks by the count, not by a column another word resembles", () => {
    const spec = specOf("Top 3 reasons people were referred to us last quarter, by number of parcels", parcels, today);
    expect(measures(spec)).toEqual(["count(*)"]);
  });
  it("'how many kids did we feed' sums the column named by a synonym of what it counts", () => {
    expect(measures(specOf("how many kids did we feed in 2025?", parcels, today))).toEqual(["sum(children)"]);
  });
  it("'wihtout' is 'without'", () => {
    expect(filters(specOf("how many parcels left the hub wihtout any fresh food", parcels, today))).toContain("fresh food in No");
  });
});

describe("lessons", () => {
  const lessons: AnalysisTable = {
    name: "Lessons",
    rows: 300,
    columns: [
      { name: "Instructor", type: "string", values: ["Ann", "Bo"] },
      { name: "Gearbox", type: "string", values: ["Manual", "Automatic"] },
      { name: "LessonType", type: "string", values: ["Standard", "Test Day"] },
      { name: "IsFirstLesson", type: "boolean" },
      { name: "IsBlockBooking", type: "boolean" },
      { name: "TestPassed", type: "boolean" },
      { name: "FeeGBP", type: "number" },
    ],
  };
  const english = new Set(["pass", "rate", "test", "day", "manual", "percentage", "whats"]);
  it("'passrate', one word the English word list lacks, is 'pass rate'", () => {
    const spec = specOf("whats the passrate on test day for manual vs automatic, as a percentage", lessons, {
      ...today,
      isEnglishWord: (word) => english.has(word),
    });
    expect(measures(spec)).toEqual(["avg(TestPassed)"]);
    expect(groups(spec)).toEqual(["Gearbox"]);
  });
  it("'as part of a block' is belonging, not a share", () => {
    const spec = specOf("How many first lessons were booked as part of a block, for each instructor?", lessons, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(expect.arrayContaining(["IsFirstLesson in true", "IsBlockBooking in true"]));
  });
});

describe("the table's money column", () => {
  it("is not a price per something beside an amount, nor a quantity a dictionary also glosses as an amount", () => {
    const sales: AnalysisTable = {
      name: "prodaja",
      rows: 100,
      columns: [
        { name: "datum", type: "date" },
        { name: "kolicina", type: "number", words: [{ word: "kolicina", glosses: ["quantity", "amount"] }] },
        {
          name: "cena_na_kozarec_eur",
          type: "number",
          words: [
            { word: "cena", glosses: ["price"] },
            { word: "na", glosses: ["on", "per"] },
            { word: "kozarec", glosses: ["jar"] },
            { word: "eur", glosses: [] },
          ],
        },
        {
          name: "znesek_eur",
          type: "number",
          words: [
            { word: "znesek", glosses: ["amount"] },
            { word: "eur", glosses: [] },
          ],
        },
      ],
    };
    expect(measures(specOf("Koliko smo iztržili lani?", sales, today))).toEqual(["sum(znesek_eur)"]);
  });
  it("is the one never empty when the others are empty on many rows (postage on web sales only)", () => {
    const sales: AnalysisTable = {
      name: "prodaja",
      rows: 100,
      columns: [
        { name: "datum", type: "date" },
        { name: "postnina_eur", type: "number", empty: 0.62 },
        { name: "znesek_eur", type: "number" },
      ],
    };
    expect(measures(specOf("Koliko smo iztržili lani?", sales, today))).toEqual(["sum(znesek_eur)"]);
    // Without the data's empty cells, nothing tells the two apart.
    const unprofiled = { ...sales, columns: sales.columns.map(({ empty: _empty, ...column }) => column) };
    expect(measures(specOf("Koliko smo iztržili lani?", unprofiled, today))).not.toEqual(["sum(znesek_eur)"]);
  });
});
