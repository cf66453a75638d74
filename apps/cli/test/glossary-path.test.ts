// Dictionaries through the CLI, in process: `run --json` with MODULAR_PLANNER_DICTD naming a folder of
// made-up dictd dictionaries. A value of a table in another language is named in English, and a
// question in another language is read in the sense its table confirms.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRun } from "./in-process.js";

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const b64 = (value: number) => {
  let text = "";
  do {
    text = B64[value % 64] + text;
    value = Math.floor(value / 64);
  } while (value > 0);
  return text;
};

/** A plain (uncompressed) dictd dictionary: `headword → text`, the index sorted by byte order. */
function writeDictionary(dir: string, name: string, entries: Record<string, string>) {
  let data = "";
  const lines: [string, string][] = [];
  for (const [headword, text] of Object.entries(entries)) {
    const entry = `${text}\n`;
    lines.push([headword, `${headword}\t${b64(Buffer.byteLength(data))}\t${b64(Buffer.byteLength(entry))}`]);
    data += entry;
  }
  lines.sort((a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0])));
  writeFileSync(join(dir, `${name}.index`), `${lines.map(([, line]) => line).join("\n")}\n`);
  writeFileSync(join(dir, `${name}.dict`), data);
}

const home = process.cwd();
const saved = { dictd: process.env.MODULAR_PLANNER_DICTD, cache: process.env.XDG_CACHE_HOME };
let folder = "";
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "mp-glossary-cli-"));
  const dictionaries = join(folder, "dictd");
  mkdirSync(dictionaries);
  writeDictionary(dictionaries, "freedict-hrv-eng", {
    grad: "grad\ncastle, city, town",
    vrsta: "vrsta\nkind, sort, type",
    masa: "masa\nmass, weight",
    vozilo: "vozilo\nvehicle",
    staklo: "staklo\nglass, pane",
    papir: "papir\npaper",
  });
  writeDictionary(dictionaries, "freedict-deu-eng", {
    Spielstätte: "Spielstätte <n>\n1. ground\n2. venue, playhouse",
    Vorstellung: "Vorstellung <n>\n1. idea\n2. performance",
    Ausbeute: "Ausbeute <n>\n1. crop\n2. yield",
    Standort: "Standort <n>\n1. location\n2. site",
  });
  // English headwords, for the English words the CLI reads where no word list (/usr/share/dict/words) is installed.
  writeDictionary(
    dictionaries,
    "freedict-eng-deu",
    Object.fromEntries(
      "average city crop die glass ground high how idea kind location mass paper per performance pro site sort the town type vehicle venue was war weight yield"
        .split(" ")
        .map((word) => [word, `${word}\n${word}`]),
    ),
  );
  process.env.MODULAR_PLANNER_DICTD = dictionaries;
  process.env.XDG_CACHE_HOME = join(folder, "cache");
  writeFileSync(
    join(folder, "otpad.csv"),
    "grad,vrsta,masa_kg,vozilo\nZagreb,staklo,10.5,kamion\nSplit,papir,4,kombi\nZagreb,papir,7,kamion\nSplit,staklo,2.5,kombi\nRijeka,metal,30,kamion\n",
  );
  writeFileSync(join(folder, "lots.csv"), "lot,site,yld_pct\nL1,A,80\nL2,A,70\nL3,B,90\nL4,B,60\nL5,B,30\n");
  writeFileSync(join(folder, "shows.csv"), "venue,show_title,seats_sold\nmain,Hamlet,300\nstudio,Nora,80\nmain,Nora,280\ngarden,Hamlet,120\nmain,Faust,310\n");
  process.chdir(folder);
});
afterAll(() => {
  process.chdir(home);
  for (const [key, value] of [
    ["MODULAR_PLANNER_DICTD", saved.dictd],
    ["XDG_CACHE_HOME", saved.cache],
  ] as const)
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});

function run(question: string, data: string) {
  return jsonRun(["run", question, "--data", join(folder, data)]);
}

describe("run with dictionaries (MODULAR_PLANNER_DICTD)", () => {
  it("an English word names a value of a table in another language: 'glass' is staklo", async () => {
    const { code, json } = await run("how much glass came in, in kg?", "otpad.csv");
    expect(code, JSON.stringify(json)).toBe(0);
    const answer = json.answer as { rows: unknown[][] };
    expect(answer.rows).toEqual([[13]]);
    expect(JSON.stringify(json)).toContain("dictionary: glass");
  });

  it("a question in another language is read in the sense the table confirms: Spielstätte is the venue", async () => {
    const { code, json } = await run("Wie viele Vorstellungen gab es pro Spielstätte?", "shows.csv");
    expect(code, JSON.stringify(json)).toBe(0);
    const answer = json.answer as { columns: string[]; rows: unknown[][] };
    expect(answer.columns[0]).toBe("venue");
    expect(answer.rows).toEqual([
      ["garden", 1],
      ["main", 3],
      ["studio", 1],
    ]);
  });

  it("a sense confirmed only by an abbreviated column name is read, not the dictionary's first: Ausbeute is the yield", async () => {
    const { code, json } = await run("Wie hoch war die durchschnittliche Ausbeute pro Standort?", "lots.csv");
    expect(code, JSON.stringify(json)).toBe(0);
    const answer = json.answer as { columns: string[]; rows: unknown[][] };
    expect(answer.columns[0], JSON.stringify(json.analysis)).toBe("site");
    expect(answer.rows).toEqual([
      ["A", 75],
      ["B", 60],
    ]);
  });
});
