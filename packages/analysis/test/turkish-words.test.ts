import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { fold, keyOf } from "../src/text.js";
import { duckdbWith, filters, groups, measures, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a Turkish barber's appointments, named and valued in Turkish (issue #19).
const connection = await duckdbWith(`CREATE TABLE berber_randevulari AS SELECT * FROM (VALUES
  ('R1', DATE '2025-03-01', 'Ali', 'hayır', 300, 300),
  ('R2', DATE '2025-03-02', 'Ali', 'evet', 250, 500),
  ('R3', DATE '2025-03-03', 'Can', 'hayır', 400, 800),
  ('R4', DATE '2025-04-01', 'Can', 'hayır', 300, 300)
) AS v(randevu_no, tarih, calisan, iptal, kisi_basi_fiyat_tl, tutar_tl)`);

const barber: AnalysisTable = {
  name: "berber_randevulari",
  rows: 4,
  columns: [
    { name: "randevu_no", type: "string" },
    { name: "tarih", type: "date" },
    { name: "calisan", type: "string", values: ["Ali", "Can"] },
    { name: "iptal", type: "string", values: ["hayır", "evet"] },
    { name: "kisi_basi_fiyat_tl", type: "integer" },
    { name: "tutar_tl", type: "integer" },
  ],
};

describe("letters NFD does not take apart, and Turkish analysis words", () => {
  it("folds Turkish dotless ı, German ß and Icelandic þ and ð as a plain keyboard writes them", () => {
    expect(fold("Hayır")).toBe("hayir");
    expect(keyOf("Straße")).toBe("strasse");
    expect(fold("Þórður")).toBe("thordur");
  });

  it("reads tutar (amount) as the row's money and kişi başı fiyat as a price per person", async () => {
    const question = "total lira per calisan, leaving out cancelled appointments";
    const spec = specOf(question, barber);
    expect(measures(spec)).toEqual(["sum(tutar_tl)"]);
    expect(groups(spec)).toEqual(["calisan"]);
    expect(filters(spec)).toEqual(["iptal in hayır"]);
    expect(await rowsOf(connection, question, barber)).toEqual([
      ["Ali", 300],
      ["Can", 1100],
    ]);
  });

  it("evet and hayır are a yes/no column's two sides", async () => {
    expect(filters(specOf("how many cancelled appointments", barber))).toEqual(["iptal in evet"]);
    expect(await rowsOf(connection, "how many appointments were cancelled", barber)).toEqual([[1]]);
  });

  it("Turkish question words: 'toplam tutar' is the total amount, 'ortalama' the average", () => {
    expect(measures(specOf("toplam tutar", barber))).toEqual(["sum(tutar_tl)"]);
    expect(measures(specOf("ortalama fiyat", barber))).toEqual(["avg(kisi_basi_fiyat_tl)"]);
  });
});
