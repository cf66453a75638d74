import { describe, expect, it } from "vitest";
import { isAnalysisWord, linkColumns, parseQuestion, pastParticiple, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: questions in other languages, read through a dictionary's glosses (issue #19).
describe("reading glosses of questions in other languages", () => {
  it("puts an English verb in the past: irregular, doubled, -ied, -d, and the first word of a phrase", () => {
    expect(pastParticiple("sell")).toBe("sold");
    expect(pastParticiple("break")).toBe("broken");
    expect(pastParticiple("take")).toBe("taken");
    expect(pastParticiple("wash")).toBe("washed");
    expect(pastParticiple("stop")).toBe("stopped");
    expect(pastParticiple("open")).toBe("opened");
    expect(pastParticiple("carry")).toBe("carried");
    expect(pastParticiple("adopt")).toBe("adopted");
    expect(pastParticiple("choose")).toBe("chosen");
    expect(pastParticiple("hand over")).toBe("handed over");
  });

  it("knows which English senses it reads as analysis words, and never a preposition", () => {
    expect(isAnalysisWord("sell")).toBe(true);
    expect(isAnalysisWord("customer")).toBe(true);
    expect(isAnalysisWord("average")).toBe(true);
    expect(isAnalysisWord("dispose of")).toBe(false);
    expect(isAnalysisWord("by")).toBe(false);
    expect(isAnalysisWord("urchin")).toBe(false);
  });

  it("links an irregular past to a column abbreviating its verb: 'broken' pieces are brk_pcs", () => {
    const columns = [
      { name: "brk_pcs", type: "integer" as const },
      { name: "pcs_cnt", type: "integer" as const },
    ];
    expect(linkColumns("broken", columns)[0]?.column).toBe("brk_pcs");
    expect(linkColumns("break", columns)[0]?.column).toBe("brk_pcs");
  });

  it("keeps the noun as a grouping's head when a verb's past form follows it ('por categoría pagadas con tarjeta')", () => {
    const ventas: AnalysisTable = {
      name: "ventas",
      rows: 200,
      columns: [
        { name: "categoria", type: "string", values: ["Calzado", "Hogar"], words: [{ word: "categoria", glosses: ["category"] }] },
        {
          name: "metodo_pago",
          type: "string",
          values: ["tarjeta", "efectivo"],
          words: [
            { word: "metodo", glosses: ["method"] },
            { word: "pago", glosses: ["paid", "payment"] },
          ],
        },
        { name: "importe_eur", type: "number" },
      ],
    };
    const question = "¿cuántas ventas hubo por categoría pagadas con tarjeta?";
    const spec = specOf(question, ventas, { glosses: { pagadas: "paid" } });
    expect(groups(spec)).toEqual(["categoria"]);
    expect(filters(spec)).toEqual(["metodo_pago in tarjeta"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("does not report a question word the lexicon translated as an unknown name ('Hoeveel', 'Combien')", () => {
    const windows: AnalysisTable = {
      name: "window_cln_jobs",
      rows: 100,
      columns: [
        { name: "district", type: "string", values: ["Noord", "Zuid"] },
        { name: "win_qty", type: "integer" },
      ],
    };
    const parsed = parseQuestion("Hoeveel ramen zijn er per wijk gewassen?", windows, { glosses: { ramen: "windows", wijk: "district" } });
    expect(parsed.kind === "spec" && parsed.unapplied.join(" ")).not.toContain("Hoeveel");
    expect(parsed.kind === "spec" && measures(parsed.spec)).toEqual(["sum(win_qty)"]);
  });
});
