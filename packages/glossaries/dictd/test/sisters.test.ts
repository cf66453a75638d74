import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { glossQuestion, glossTable, openDictionaries, openEnglishWords } from "../src/index.js";
import { tempDir, writeDictionary } from "./fixture.js";

// Made-up dictionaries: a small Slovak one and a Czech one that knows the words it lacks.
function setUp() {
  const dir = tempDir("dictd-sisters-");
  writeDictionary(dir, "freedict-slk-eng", { zakazka: "zakázka <n>\norder", okres: "okres <n>\ndistrict" });
  writeDictionary(dir, "freedict-ces-eng", {
    cena: "cena <n>\nprice",
    okres: "okres <n>\nperiphery",
    trzba: "tržba <n>\nrevenue",
    platba: "platba <n>\npayment",
    pobocka: "pobočka <n>\nbranch",
  });
  writeDictionary(dir, "freedict-spa-eng", { oscuro: "oscuro <adj>\ndark", clase: "clase <n>\nclass" });
  const words = join(dir, "words");
  writeFileSync(words, "price\n");
  return { dir, cacheDir: tempDir("dictd-cache-"), english: openEnglishWords({ file: words }) };
}

describe("a sister language's dictionary", () => {
  it("reads a Slovak word the Slovak dictionary lacks in Czech, and a word it has only in Slovak", () => {
    const { dir, cacheDir, english } = setUp();
    const slovak = openDictionaries({ dir, cacheDir }).find((dictionary) => dictionary.language === "slk")!;
    const read = glossQuestion("Priemerná cena pre každý okres", [slovak], { english, language: "slk" });
    expect(read.glosses).toMatchObject({ cena: "price", okres: "district" });
  });
  it("is not asked when told not to", () => {
    const { dir, cacheDir, english } = setUp();
    const slovak = openDictionaries({ dir, cacheDir, sisters: false }).find((dictionary) => dictionary.language === "slk")!;
    const read = glossQuestion("Priemerná cena pre každý okres", [slovak], { english, language: "slk" });
    expect(read.glosses.cena).toBeUndefined();
  });
});

describe("a table's language beside its sister", () => {
  it("is the language whose own dictionary knows the names, not a sister that knows as many through it", () => {
    const { dir, cacheDir, english } = setUp();
    const table = {
      name: "zakazky",
      columns: [
        { name: "platba", type: "string" as const, values: ["karta"] },
        { name: "cena_kc", type: "number" as const },
        { name: "pobocka", type: "string" as const, values: ["Brno"] },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir }), { ...(english ? { english } : {}) });
    expect(read.language).toBe("ces");
  });
});

describe("a Spanish noun of a quality", () => {
  it("is read through its adjective ('oscuridad' of oscuro: dark)", () => {
    const { dir, cacheDir, english } = setUp();
    const read = glossQuestion("¿Cuántas clases en la oscuridad dio cada instructor?", openDictionaries({ dir, cacheDir }), { english });
    expect(read.glosses.oscuridad).toBe("dark");
  });
});
