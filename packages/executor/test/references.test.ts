import {
  PlanSchema,
  SPECIFICATION_VERSION,
  type Artifact,
  type JsonValue,
  type Plan,
  type PlanStepInput,
  type ToolExecutor,
  type ToolMetadataInput,
} from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { createExecutor, resolveParams, selectPath } from "../src/index.js";
import { catalogOf, table } from "./fakes.js";

// Plain tools as the AI SDK and LangChain adapters hand them over: a function of the parameters,
// whose return value becomes the artifact's `value`. They check their input as those tools do.
const files: Record<string, string> = { "notes.txt": "buy milk" };
const functions: Record<string, (params: Record<string, unknown>) => JsonValue> = {
  read_text_file: ({ path }) => ({ text: files[String(path)] ?? "" }),
  read_plain: ({ path }) => files[String(path)] ?? "",
  to_upper_case: ({ text }) => {
    if (typeof text !== "string") throw new Error("text must be string");
    return text.toUpperCase();
  },
  count_keys: ({ record }) => {
    if (record === null || typeof record !== "object" || Array.isArray(record)) throw new Error("record must be an object");
    return Object.keys(record).length;
  },
  table_name: ({ table }) => (table as Artifact).id,
};

const text = { type: "object" as const, properties: { text: { type: "string" as const } }, required: ["text"] };
const tools: ToolMetadataInput[] = [
  {
    name: "read_text_file",
    description: "Read a text file.",
    outputs: ["json"],
    params: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    outputSchema: text,
  },
  {
    name: "read_plain",
    description: "Read a text file as a string.",
    outputs: ["text"],
    params: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
  { name: "to_upper_case", description: "Convert a text to upper case.", params: text },
  { name: "count_keys", description: "Count an object's keys.", params: { type: "object", properties: { record: { type: "object" } }, required: ["record"] } },
  // A table parameter without `x-role: input`, named like the tool's input: it still takes the artifact.
  {
    name: "table_name",
    description: "Name a table.",
    inputs: ["table"],
    params: { type: "object", properties: { table: { type: "object" } }, required: ["table"] },
  },
];

const plainTools: ToolExecutor = {
  specificationVersion: SPECIFICATION_VERSION,
  id: "plain",
  canExecute: (tool) => tool.name in functions || tool.name === "load",
  async execute({ step, tool, params }) {
    if (tool.name === "load") return table(step.id);
    return { id: `${step.id}-result`, stepId: step.id, type: "json", value: functions[tool.name]!(params), metadata: {} };
  },
};

const plan = (steps: PlanStepInput[]): Plan => PlanSchema.parse({ id: "p", goal: 'read the file "notes.txt" and convert it to upper case', steps });
const step = (id: string, tool: string, params: Record<string, unknown>, extra: Partial<PlanStepInput> = {}): PlanStepInput => ({
  id,
  tool,
  params: params as never,
  satisfies: ["x"],
  ...extra,
});
const run = (steps: PlanStepInput[], options: { askUser?: () => Promise<unknown> } = {}) =>
  createExecutor({
    executors: [plainTools],
    catalog: catalogOf([...tools, { name: "load", description: "load", outputs: ["table"], params: { type: "object", properties: {}, required: [] } }]),
    ...options,
  }).run(plan(steps));

describe("a step's output reaching the next step's parameters", () => {
  it("{ ref, path } selects inside the tool's output (the path an outputSchema gives)", async () => {
    const result = await run([step("i1", "read_text_file", { path: "notes.txt" }), step("i2", "to_upper_case", { text: { ref: "i1", path: "text" } })]);
    expect(result.failed).toEqual([]);
    expect(result.artifacts.i2?.value).toBe("BUY MILK");
  });

  it("a whole { ref } hands a string parameter the output, not the artifact", async () => {
    const result = await run([step("i1", "read_plain", { path: "notes.txt" }), step("i2", "to_upper_case", { text: { ref: "i1" } })]);
    expect(result.failed).toEqual([]);
    expect(result.artifacts.i2?.value).toBe("BUY MILK");
  });

  it("a whole { ref } hands an object parameter the output object", async () => {
    const result = await run([step("i1", "read_text_file", { path: "notes.txt" }), step("i2", "count_keys", { record: { ref: "i1" } })]);
    expect(result.failed).toEqual([]);
    expect(result.artifacts.i2?.value).toBe(1); // { text } has one key; the artifact has more
  });

  it("an explicit leading value. (plans written before) still selects the same field", async () => {
    const result = await run([step("i1", "read_text_file", { path: "notes.txt" }), step("i2", "to_upper_case", { text: { ref: "i1", path: "value.text" } })]);
    expect(result.failed).toEqual([]);
    expect(result.artifacts.i2?.value).toBe("BUY MILK");
  });

  it('an asked value is read with { ref, path: "value" } and with a whole { ref }', async () => {
    const asked = { id: "ask", kind: "ask-user" as const, tool: "ask_user", description: "Ask for text", params: {}, satisfies: [] };
    const result = await run(
      [asked, step("a", "to_upper_case", { text: { ref: "ask", path: "value" } }), step("b", "to_upper_case", { text: { ref: "ask" } })],
      { askUser: async () => "hello" },
    );
    expect(result.failed).toEqual([]);
    expect([result.artifacts.a?.value, result.artifacts.b?.value]).toEqual(["HELLO", "HELLO"]);
  });

  it("an artifact input (named like the tool's inputs, no x-role) still gets the artifact", async () => {
    const result = await run([step("load", "load", {}), step("name", "table_name", { table: { ref: "load" } })]);
    expect(result.failed).toEqual([]);
    expect(result.artifacts.name?.value).toBe("load-out");
  });

  it("a path that selects nothing leaves the parameter missing, which validation reports", async () => {
    const result = await run([step("i1", "read_text_file", { path: "notes.txt" }), step("i2", "to_upper_case", { text: { ref: "i1", path: "content" } })]);
    expect(result.failed[0]?.error).toContain("must have required property 'text'");
  });
});

describe("resolveParams and selectPath", () => {
  const json: Artifact = { id: "j", stepId: "j", type: "json", value: { flights: [{ id: "F1" }], value: 7 }, metadata: {} };
  const file: Artifact = { id: "f", stepId: "f", type: "file", uri: "file:///tmp/out.csv", sizeBytes: 3, metadata: {} };
  const artifacts = new Map([
    ["j", json],
    ["f", file],
  ]);
  const tool = catalogOf([
    {
      name: "t",
      description: "t",
      inputs: ["table"],
      params: {
        type: "object",
        properties: {
          table: { type: "object", "x-role": "input" },
          label: { type: "string" },
          anything: {},
          ids: { type: "array", items: { type: "object" } },
          doc: { type: "object" },
        },
        required: [],
      },
    },
  ]).get("t")!;

  it("paths start at the value; value. is only stripped when the value has no such field", () => {
    expect(selectPath(json, "flights.0.id")).toBe("F1");
    expect(selectPath(json, "value.flights.0.id")).toBe("F1");
    expect(selectPath(json, "value")).toBe(7); // the value's own field wins
    expect(selectPath(json, undefined)).toEqual(json.value);
    expect(selectPath(json, "type")).toBeUndefined(); // artifact fields are not reachable by path
  });

  it("whole references: artifact inputs get the artifact, other parameters the value that fits", () => {
    const resolved = resolveParams(
      { table: { ref: "j" }, label: { ref: "j", path: "flights.0.id" }, anything: { ref: "j" }, ids: [{ ref: "j" }], doc: { ref: "f" } },
      artifacts,
      tool,
    );
    expect(resolved.table).toBe(json);
    expect(resolved.label).toBe("F1");
    expect(resolved.anything).toEqual(json.value);
    expect(resolved.ids).toEqual([json.value]);
    expect(resolved.doc).toBe(file); // no value to hand over: the artifact (its uri) is what there is
  });

  it("an object parameter whose value does not fit keeps the artifact; without a tool every whole reference is the artifact", () => {
    const text: Artifact = { id: "s", stepId: "s", type: "text", value: "plain", metadata: {} };
    expect(resolveParams({ doc: { ref: "s" }, label: { ref: "s" } }, new Map([["s", text]]), tool)).toEqual({ doc: text, label: "plain" });
    expect(resolveParams({ label: { ref: "s" } }, new Map([["s", text]]))).toEqual({ label: text });
  });
});
