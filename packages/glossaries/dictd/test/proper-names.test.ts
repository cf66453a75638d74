import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseQuestion, type AnalysisTable } from "@modular-planner/analysis";
import { describe, expect, it } from "vitest";
import { glossTable, openDictionaries, openEnglishWords, properNamesIn } from "../src/index.js";
import { tempDir, writeDictionary } from "./fixture.js";

// Made-up dictionaries in FreeDict's layout: a proper noun's English names, then its definition in its own language.
function setUp() {
  const dir = tempDir("dictd-names-");
  writeDictionary(dir, "freedict-fin-eng", {
    lappi: "Lappi /x/ <pn> Lapland alue Suomen pohjoisosissa",
    uusimaa: "Uusimaa /x/ <pn> Uusimaa maakunta Etelä-Suomessa",
    koivu: "koivu <n>\nbirch\npuu",
  });
  writeDictionary(dir, "freedict-pol-eng", { kraków: "Kraków /x/ <pn> Cracow, Krakow (geografia) miasto w Polsce" });
  const words = join(dir, "words");
  writeFileSync(words, "region\npump\ntype\nprice\njob\n");
  return { dictionaries: openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }), english: openEnglishWords({ file: words })! };
}

const installs: AnalysisTable = {
  name: "pump_jobs",
  rows: 20,
  columns: [
    { name: "region", type: "string", values: ["Uusimaa", "Lappi", "Kraków"] },
    { name: "pump_type", type: "string", values: ["air", "ground"] },
    { name: "price", type: "number" },
  ],
};

describe("values named in another language", () => {
  it("reads the English names of a proper-noun entry, up to its definition", () => {
    expect(properNamesIn("Lappi /x/ <pn> Lapland alue Suomen")).toEqual(["Lapland"]);
    expect(properNamesIn("Kraków /x/ <pn> Cracow, Krakow (geografia) miasto")).toEqual(["Cracow", "Krakow"]);
    expect(properNamesIn("koivu <n>\nbirch")).toEqual([]);
  });

  it("glosses an English table's values by the names a dictionary gives them: 'Lapland' is Lappi", () => {
    const { dictionaries, english } = setUp();
    const { table, language } = glossTable(installs, dictionaries, { english });
    expect(language).toBeUndefined();
    // (Krakow is the value itself, folded: no gloss.)
    expect(table.columns[0]!.valueGlosses).toEqual({ Lappi: ["lapland"], Kraków: ["cracow"] });
    const parsed = parseQuestion("average price in Lapland", table);
    expect(parsed.kind === "spec" && parsed.spec.filters).toEqual([{ column: "region", operator: "in", values: ["Lappi"], temporal: false }]);
    // Without the names the place is not found.
    const bare = parseQuestion("average price in Lapland", installs);
    expect(bare.kind === "spec" && bare.spec.filters).toEqual([]);
  });
});
