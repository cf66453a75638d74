import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tool } from "@langchain/core/tools";
import { z } from "zod";

/** The folder the file tools read from (the test fixtures). */
export const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z']+/g) ?? [];
}

/** A real local tool set: plain functions reading files and counting words, as LangChain tools. */
export const readTextFile = tool(async ({ path }) => ({ path, text: await readFile(isAbsolute(path) ? path : join(FIXTURES, path), "utf8") }), {
  name: "read_text_file",
  description: "Read a text file and return its path and text.",
  schema: z.object({ path: z.string().describe("Path of the file to read") }),
});

export const countWords = tool(({ text }) => ({ words: words(text).length, lines: text.split("\n").filter((line) => line.trim() !== "").length }), {
  name: "count_words",
  description: "Count the words and lines of a text.",
  schema: z.object({ text: z.string().describe("The text to count") }),
});

export const topWords = tool(
  ({ text, n }) => {
    const counts = new Map<string, number>();
    for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n ?? 3)
      .map(([word, count]) => ({ word, count }));
  },
  {
    name: "top_words",
    description: "List the most frequent words of a text with their counts.",
    schema: z.object({ text: z.string().describe("The text to analyse"), n: z.number().int().min(1).optional().describe("How many words (default 3)") }),
  },
);

export const textTools = [readTextFile, countWords, topWords];

/** LangChain tools declare no output schema: this tells the planner what read_text_file returns, so later steps wire to its text. */
export const textToolOverrides = {
  read_text_file: {
    effects: ["read" as const],
    outputSchema: { type: "object" as const, properties: { path: { type: "string" as const }, text: { type: "string" as const } }, required: ["path", "text"] },
  },
};
