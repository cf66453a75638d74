import { describe, expect, it } from "vitest";
import { linkColumns, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-seventh blind suite found.
const today = { today: "2026-12-02" };

// A made-up dog-wash self-service bay: terse codes, Y/N flags, money in parts and a total.
const bays: AnalysisTable = {
  name: "dog_wash_log",
  rows: 300,
  columns: [
    { name: "txn_id", type: "string" },
    { name: "in_ts", type: "timestamp", days: 600 },
    { name: "bay", type: "string", values: ["B1", "B2"] },
    { name: "svc", type: "string", values: ["QCK", "FULL", "SPA"] },
    { name: "wash_usd", type: "number" },
    { name: "tip_usd", type: "number" },
    { name: "tot_usd", type: "number" },
    { name: "void_flg", type: "string", values: ["Y", "N"] },
  ],
};

// A made-up garden centre's orders: Title Case, product values sharing a first word, a text Grade and a numeric Rating.
const garden: AnalysisTable = {
  name: "Garden_Orders",
  rows: 300,
  columns: [
    { name: "Order No", type: "string" },
    { name: "Order Date", type: "date", days: 600 },
    { name: "Product", type: "string", values: ["Compost 10 L", "Compost 40 L", "Compost 80 L", "Bark Mulch", "Seed Tray"] },
    { name: "Sales Channel", type: "string", values: ["Online", "Shop", "Trade"] },
    { name: "Province", type: "string", values: ["ON", "QC", "BC"] },
    { name: "Grade", type: "string", values: ["A", "B", "C"] },
    { name: "Quantity", type: "integer" },
    { name: "Subtotal CAD", type: "number" },
    { name: "Shipping CAD", type: "number" },
    { name: "Total CAD", type: "number" },
    { name: "Rating", type: "integer" },
    { name: "Cancelled", type: "boolean" },
  ],
};

// A made-up zoo's ticket bookings: camelCase, a booking date and a visit date.
const zoo: AnalysisTable = {
  name: "zooBookings",
  rows: 300,
  columns: [
    { name: "bookingId", type: "string" },
    { name: "bookedOn", type: "date", days: 600 },
    { name: "visitDate", type: "date", days: 600 },
    { name: "ticketType", type: "string", values: ["Adult", "Family", "School"] },
    { name: "bookingFeeAud", type: "number" },
    { name: "totalAud", type: "number" },
    { name: "isCancelled", type: "boolean" },
  ],
};

// A made-up Occitan-named bookshop's sales: a column named by who served ("servit_per"), values in Occitan, money by payer.
const bookshop: AnalysisTable = {
  name: "libraria_vendas",
  rows: 300,
  columns: [
    { name: "num_venda", type: "string" },
    { name: "data_venda", type: "date", days: 600 },
    { name: "canal", type: "string", values: ["botiga", "telefòn", "internet"] },
    { name: "vila", type: "string", values: ["Foish", "Pàmias", "Lavelanet"] },
    { name: "servit_per", type: "string", values: ["Guilhèm", "Ramona", "Bernat"] },
    { name: "estelas", type: "integer" },
    { name: "part_client_eur", type: "number" },
    { name: "part_biblioteca_eur", type: "number" },
    { name: "total_eur", type: "number" },
  ],
};

describe("the fifty-seventh suite's misses, on made-up tables", () => {
  it("a placeholder noun with nothing asked of it ('the bay numbers thing', 'the visitor stuff') asks which measure", () => {
    for (const question of ["can u check the bay numbers thing for me", "whats going on with the visitor stuff"]) {
      const result = parseQuestion(question, bays, today);
      expect(result.kind, question).toBe("clarify");
    }
    // Asked of something, it is no placeholder: "the most stuff", a period, a count.
    expect(parseQuestion("which bay sold the most stuff in 2025", bays, today).kind).toBe("spec");
  });

  it("'X ones not counted', 'X ones left out' leave the flag's rows out, a word for the rows between", () => {
    expect(filters(specOf("how many compost orders in 2026, cancelled ones not counted?", garden, today))).toContain("Cancelled in false");
    expect(filters(specOf("avg shipping on online orders, cancelld ones left out", garden, today))).toContain("Cancelled in false");
  });

  it("in a count, the passive verb after the rows ('visits were booked') is no measure its word only resembles", () => {
    expect(measures(specOf("how many 2025 visits were booked 30 to 60 days ahead?", zoo, today))).toEqual(["count(*)"]);
  });

  it("a quarter or a half year with its year, written bare after a comma, is that period", () => {
    const spec = specOf("avg spend per family booking, Q4 2025 visits, excl cancelled", zoo, today);
    expect(filters(spec)).toContain("visitDate between 2025-10-01|2026-01-01");
    expect(filters(specOf("avg spend, H2 2025", zoo, today))).toContain("visitDate between 2025-07-01|2026-01-01");
  });

  it("an average beside a word naming a text column (Grade) and, by a synonym, a number column (Rating) is of the number", () => {
    expect(measures(specOf("average grade of online orders", garden, today))).toEqual(["avg(Rating)"]);
    expect(measures(specOf("Quelle est la note moyenne des commandes en ligne en 2026 ?", garden, today))).toEqual(["avg(Rating)"]);
  });

  it("a verb of money after 'to' in a question of time ('take to collect') is what takes the time, not money", () => {
    const spec = specOf("on avg how many days do people take to pay for zoo bookings made in 2025?", zoo, today);
    expect(measures(spec).some((measure) => measure.includes("totalAud"))).toBe(false);
  });

  it("a hyphenated word read as a code of its letters (ON) whose first part is a value ('Online-Shop') is that value", () => {
    const spec = specOf("Wie viele Bestellungen gab es 2025 im Online-Shop?", garden, today);
    expect(filters(spec)).toContain("Sales Channel in Online");
    expect(filters(spec)).not.toContain("Province in ON");
  });

  it("a word beginning several values ('compost', 'Kompost-Bestellungen') is all of them", () => {
    expect(filters(specOf("revenue from the compost orders in 2025", garden, today))).toContain("Product in Compost 10 L|Compost 40 L|Compost 80 L");
  });

  it("German 'Stornos nicht mitgerechnet', 'Warenwert (ohne Versand)': the subtotal, cancellations left out, no shipping filter", () => {
    const spec = specOf("Wie hoch war 2025 der Warenwert (ohne Versand) im Online-Shop, Stornos nicht mitgerechnet?", garden, today);
    expect(measures(spec)).toEqual(["sum(Subtotal CAD)"]);
    expect(filters(spec)).toContain("Cancelled in false");
    expect(filters(spec).some((filter) => filter.startsWith("Shipping CAD"))).toBe(false);
  });

  it("a person by role over the one column named by what someone did ('servit_per', served by), its names unknown", () => {
    expect(groups(specOf("average stars by bookseller", bookshop, today))).toEqual(["servit_per"]);
  });

  it("money paid by people a money column is named after ('what did clients pay', 'total paid by clients') is that column", () => {
    expect(measures(specOf("what did clients pay altogether in Q1 2026?", bookshop, today))).toEqual(["sum(part_client_eur)"]);
    const paidBy = specOf("total paid by clients in 2026", bookshop, today);
    expect(measures(paidBy)).toEqual(["sum(part_client_eur)"]);
    expect(groups(paidBy)).toEqual([]);
  });

  it("Occitan given names make a column of people; cognates spelt as sounds ('pharmacy' farmacia)", () => {
    const staff: AnalysisTable = {
      ...bookshop,
      columns: [...bookshop.columns.filter((column) => column.name !== "servit_per"), { name: "torn", type: "string", values: ["Pèire", "Guilhèm", "Marçal"] }],
    };
    expect(groups(specOf("average stars by pharmacist", staff, today))).toEqual(["torn"]);
    expect(linkColumns("pharmacy", [{ name: "farmacia", type: "string" }])[0]?.reason).toContain("cognate");
  });

  it("a value in another language by its English ('by phone' of telefòn), and villages as the towns column", () => {
    expect(filters(specOf("how many sales from Foish came in by phone?", bookshop, today))).toEqual(["vila in Foish", "canal in telefòn"]);
    expect(groups(specOf("which 2 villages bring in the least money?", bookshop, today))).toEqual(["vila"]);
  });

  it("a negation of a number column ('ohne Versand') does not reach the value after it", () => {
    const spec = specOf("Wie hoch war 2025 der Warenwert (ohne Versand) der Compost-Bestellungen?", garden, today);
    expect(filters(spec)).toContain("Product in Compost 10 L|Compost 40 L|Compost 80 L");
  });

  it("a hyphenated modifier nothing reads ('For walk-in customers, …') is said, not dropped in silence; a plural one names rows", () => {
    const result = parseQuestion("For walk-in customers, which 2 bays have the lowest average total?", bays, today);
    if (result.kind !== "spec") throw new Error(result.kind);
    expect(result.unapplied.join(" ")).toContain('"walk-in"');
    const rows = parseQuestion("How many express drop-offs were voided?", bays, today);
    if (rows.kind !== "spec") throw new Error(rows.kind);
    expect(rows.unapplied.join(" ")).not.toContain("drop-offs");
  });

  it("'avg ticket' is what a sale came to; 'tips in' says the money includes them, no measure of its own", () => {
    expect(measures(specOf("avg ticket on full svc washes in 2025, tips in, voids excluded?", bays, today))).toEqual(["avg(tot_usd)"]);
  });
});
