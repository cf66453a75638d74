import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { jsonSchema, tool } from "ai";
import { z } from "zod";

/**
 * A real local tool set, as a user would write it for the AI SDK: arithmetic and text with zod
 * schemas, files in a directory with `jsonSchema(...)`. Nothing is mocked; the file tools touch disk.
 */
export function localTools(directory: string) {
  const inside = (name: string) => {
    const path = resolve(directory, name);
    if (!path.startsWith(resolve(directory) + sep)) throw new Error(`${name} is outside the work directory`);
    return path;
  };
  return {
    add_numbers: tool({
      description: "Add two numbers and return their sum.",
      inputSchema: z.object({ a: z.number().describe("first number"), b: z.number().describe("second number") }),
      outputSchema: z.object({ sum: z.number() }),
      execute: async ({ a, b }) => ({ sum: a + b }),
    }),
    multiply_numbers: tool({
      description: "Multiply two numbers and return their product.",
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      execute: ({ a, b }) => ({ product: a * b }),
    }),
    uppercase_text: tool({
      description: "Convert a text to upper case.",
      inputSchema: z.object({ text: z.string().trim() }),
      execute: ({ text }) => text.toUpperCase(),
    }),
    count_words: tool({
      description: "Count the words of a text, reporting progress while counting.",
      inputSchema: z.object({ text: z.string() }),
      async *execute({ text }) {
        yield { status: "counting" as const, words: 0 };
        yield { status: "done" as const, words: text.split(/\s+/).filter(Boolean).length };
      },
    }),
    write_file: tool({
      description: "Write a text file in the work directory.",
      inputSchema: jsonSchema<{ path: string; content: string }>({
        type: "object",
        properties: { path: { type: "string", description: "file name" }, content: { type: "string", description: "text to write" } },
        required: ["path", "content"],
        additionalProperties: false,
      }),
      needsApproval: true,
      execute: async ({ path, content }) => {
        await mkdir(directory, { recursive: true });
        await writeFile(inside(path), content);
        return { written: path, bytes: Buffer.byteLength(content) };
      },
    }),
    read_file: tool({
      description: "Read a text file of the work directory.",
      inputSchema: jsonSchema<{ path: string }>({ type: "object", properties: { path: { type: "string", description: "file name" } }, required: ["path"] }),
      execute: async ({ path }) => readFile(inside(path), "utf8"),
    }),
    list_files: tool({
      description: "List the files of the work directory.",
      inputSchema: z.object({}),
      execute: async () => ({ files: (await readdir(directory)).sort() }),
    }),
  };
}
