import { SPECIFICATION_VERSION, ToolMetadataSchema, type Resolution, type Resolver } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { createMemoryIntentGraphStore, getNode } from "@modular-planner/intent-graph";
import { loadRegistry } from "@modular-planner/registry";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { isReadablePrompt } from "@modular-planner/verifier-rules";
import { describe, expect, it } from "vitest";
import { inferStatedParams } from "../src/ask-user.js";
import { ClarificationNeededError, MissingCapabilityError, PlanningError } from "../src/index.js";
import { apiCatalog, countingResolver, fixedDecomposer, plannerFor } from "./intent-fixtures.js";

const registry = await loadRegistry();
const fromRegistry = (...names: string[]) => names.map((name) => registry.catalog.get(name)!);
const mergeTables = ToolMetadataSchema.parse({
  name: "merge_tables",
  description: "Merge two tables side by side.",
  params: {
    type: "object",
    properties: { left: { type: "object", "x-role": "input" }, right: { type: "object", "x-role": "input" }, on: { type: "string", "x-role": "column" } },
    required: ["left", "right", "on"],
  },
  inputs: ["table"],
  outputs: ["table"],
});
const dataCatalog = createToolCatalog([...fromRegistry("load_data", "plot_bar", "plot_line", "compute_summary_stats", "aggregate", "ask_user"), mergeTables]);

/** Resolves by the first word of the intent; `tie` entries return two tools with equal scores. */
function mapResolver(map: Record<string, { tool: string; params?: Record<string, unknown> }[]>): Resolver {
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "map",
    resolve: async (intent) => {
      const key = Object.keys(map).find((word) => intent.text.toLowerCase().startsWith(word));
      return (key ? map[key]! : []).map(
        (entry): Resolution => ({
          intentId: intent.id,
          tool: entry.tool,
          score: 0.8,
          reason: "mapped",
          strategy: "map",
          params: (entry.params ?? {}) as Resolution["params"],
        }),
      );
    },
  };
}
const dataResolver = mapResolver({
  load: [{ tool: "load_data" }],
  summarize: [{ tool: "compute_summary_stats" }],
  chart: [{ tool: "plot_bar" }, { tool: "plot_line" }],
  merge: [{ tool: "merge_tables" }],
  plot: [{ tool: "plot_bar" }],
});
const dataPlanner = (intents: { id: string; text: string; dependsOn?: string[] }[], extra: Parameters<typeof plannerFor>[0] | object = {}) =>
  plannerFor({ catalog: dataCatalog, decomposer: fixedDecomposer(intents), resolver: dataResolver, refinement: false, ...extra });

async function rejectionOf<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T): Promise<T> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected ${type.name}`);
}

describe("input parameters are wired, never asked", () => {
  it("load then summarize it: the table comes from the load step, no ask-user step", async () => {
    const result = await dataPlanner([
      { id: "i1", text: "load samples/sales.csv" },
      { id: "i2", text: "summarize it", dependsOn: ["i1"] },
    ]).plan("load samples/sales.csv then summarize it");
    expect(result.report.ok).toBe(true);
    expect(result.plan.steps.map((step) => [step.id, step.tool, step.params])).toEqual([
      ["i1", "load_data", { path: "samples/sales.csv" }],
      ["i2", "compute_summary_stats", { table: { ref: "i1" } }],
    ]);
  });

  it("a dependency producing a chart is skipped for the nearest earlier step producing a table", async () => {
    const result = await dataPlanner([
      { id: "i1", text: "load samples/sales.csv" },
      { id: "i2", text: "plot revenue by region", dependsOn: ["i1"] },
      { id: "i3", text: "summarize it", dependsOn: ["i2"] },
    ]).plan("load samples/sales.csv, plot revenue by region, then summarize it");
    expect(result.report.ok).toBe(true);
    expect(result.plan.steps.find((step) => step.id === "i3")!.params).toEqual({ table: { ref: "i1" } });
    expect(result.plan.steps.find((step) => step.id === "i3")!.dependsOn).toEqual(["i2"]);
  });

  it("several input parameters: each is wired to its own producer, in the order the intent names them", async () => {
    const result = await dataPlanner([
      { id: "i1", text: "load a.csv" },
      { id: "i2", text: "load b.csv" },
      { id: "i3", text: "merge them on the column id", dependsOn: ["i1", "i2"] },
    ]).plan("load a.csv and b.csv, then merge them on the column id");
    expect(result.report.ok).toBe(true);
    expect(result.plan.steps.find((step) => step.id === "i3")!.params).toEqual({ left: { ref: "i1" }, right: { ref: "i2" }, on: "id" });
    expect(result.plan.steps.filter((step) => step.kind === "ask-user")).toEqual([]);
  });

  it("chart it, answered with a tool: the unstated columns are asked now (an ask-user value cannot feed a table tool) and the answer completes a verified plan", async () => {
    const store = createMemoryIntentGraphStore();
    const planner = dataPlanner(
      [
        { id: "i1", text: "load samples/sales.csv" },
        { id: "i2", text: "chart it", dependsOn: ["i1"] },
      ],
      { store },
    );
    const tie = await rejectionOf(planner.plan({ id: "g-chart", text: "load samples/sales.csv and chart it" }), ClarificationNeededError);
    expect(tie.clarification.options.map((option) => option.label)).toEqual(["plot_bar", "plot_line", "drop"]);
    const values = await rejectionOf(planner.resume("g-chart", { answer: "plot_bar" }), ClarificationNeededError);
    expect(values.nodeId).toBe("i2");
    expect(values.clarification.question).toContain("x=<value> y=<value>");
    expect(getNode((await store.loadGraph("g-chart"))!, "i2")).toMatchObject({
      status: "needs-clarification",
      data: { tool: "plot_bar", question: "param-values", missingParams: ["x", "y"] },
    });
    // A plain resume asks the same question again (the chosen tool is kept).
    await expect(planner.resume("g-chart")).rejects.toMatchObject({ clarification: { question: values.clarification.question } });
    // Values are not option numbers: "1" would be the drop option otherwise.
    const stillAsked = await rejectionOf(planner.resume("g-chart", { answer: "1" }), ClarificationNeededError);
    expect(stillAsked.clarification.question).toBe(values.clarification.question);
    expect(getNode((await store.loadGraph("g-chart"))!, "i2")!.status).toBe("needs-clarification");
    const result = await planner.resume("g-chart", { answer: "x=region y=revenue" });
    expect(result.report.ok).toBe(true);
    expect(result.plan.steps.map((step) => [step.tool, step.params])).toEqual([
      ["load_data", { path: "samples/sales.csv" }],
      ["plot_bar", { x: "region", y: "revenue", table: { ref: "i1" } }],
    ]);
    expect(getNode(result.graph!, "i2")!.data.paramSources).toEqual({ x: "answered by the user", y: "answered by the user" });
  });
});

describe("values stated in the intent are used before asking", () => {
  it("load samples/sales.csv: the path is read from the text, with its source recorded", async () => {
    const result = await dataPlanner([{ id: "i1", text: "load samples/sales.csv" }]).plan("load samples/sales.csv");
    expect(result.plan.steps).toHaveLength(1);
    expect(result.plan.steps[0]).toMatchObject({ kind: "tool", tool: "load_data", params: { path: "samples/sales.csv" } });
    expect(getNode(result.graph!, "i1")!.data.paramSources).toEqual({ path: 'path in the text: "samples/sales.csv"' });
    expect(result.trace.find((entry) => entry.stage === "params:i1")).toMatchObject({ decision: 'load_data.path = "samples/sales.csv"' });
  });

  it("columns named with by / over are read for column roles", async () => {
    const result = await dataPlanner([
      { id: "i1", text: "load data/sales.parquet" },
      { id: "i2", text: "plot revenue by region", dependsOn: ["i1"] },
    ]).plan("load data/sales.parquet and plot revenue by region");
    expect(result.plan.steps[1]!.params).toEqual({ table: { ref: "i1" }, x: "region", y: "revenue" });
  });

  it("numbers next to the parameter's words, quoted strings; nothing when ambiguous or unstated", () => {
    const paged = ToolMetadataSchema.parse({
      name: "list_items",
      description: "List items.",
      params: {
        type: "object",
        properties: { per_page: { type: "integer" }, n: { type: "integer" }, bins: { type: "integer" }, title: { type: "string" }, query: { type: "string" } },
        required: ["per_page", "n", "bins", "title", "query"],
      },
    });
    const all = ["per_page", "n", "bins", "title", "query"];
    expect(inferStatedParams('list the top 5 items, 10 per page, in 20 bins titled "Q3 sales"', paged, all)).toEqual({
      per_page: { value: 10, source: 'number next to "per page" in the text' },
      n: { value: 5, source: 'number next to "n" in the text' },
      bins: { value: 20, source: 'number next to "bins" in the text' },
    });
    expect(inferStatedParams('list items with title "Q3 sales"', paged, all)).toEqual({
      title: { value: "Q3 sales", source: 'quoted in the text: "Q3 sales"' },
    });
    const search = registry.catalog.get("load_data")!;
    expect(inferStatedParams("load a.csv and b.csv", search, ["path"])).toEqual({});
    expect(inferStatedParams("load the sales data", search, ["path"])).toEqual({});
    expect(inferStatedParams("chart it", registry.catalog.get("plot_bar")!, ["x", "y"])).toEqual({});
    // "5 per page" is no page number; an apostrophe is no quote.
    const pages = ToolMetadataSchema.parse({
      name: "list_pages",
      description: "List pages.",
      params: { type: "object", properties: { page: { type: "integer" }, query: { type: "string" } }, required: ["page", "query"] },
    });
    expect(inferStatedParams("list 5 per page", pages, ["page"])).toEqual({});
    expect(inferStatedParams("show page 2", pages, ["page"])).toEqual({ page: { value: 2, source: 'number next to "page" in the text' } });
    expect(inferStatedParams("find Bob's report and Ann's notes", pages, ["query"])).toEqual({});
    expect(inferStatedParams("find 'Q3 report'", pages, ["query"])).toEqual({ query: { value: "Q3 report", source: 'quoted in the text: "Q3 report"' } });
    // Unrelated numbers are not read as counts; a city is not a path.
    expect(inferStatedParams("list 3 repos", paged, ["per_page"])).toEqual({});
    expect(inferStatedParams("find the weather in Paris", apiCatalog.get("get_weather")!, ["city"])).toEqual({});
  });
});

describe("ask on a missing capability gives a readable prompt", () => {
  it("a transform that cannot fold, answered ask: the ask-user step reads as a question and the plan verifies", async () => {
    const noToolset = createToolCatalog(apiCatalog.tools.filter((tool) => !["filter_rows", "sort_rows", "top_n"].includes(tool.name)));
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({
      catalog: noToolset,
      decomposer: fixedDecomposer([
        { id: "i1", text: "list the issues of acme/web" },
        { id: "i2", text: "filter by priority high", dependsOn: ["i1"] },
      ]),
      resolver: createCatalogResolver(),
      store,
    });
    const missing = await rejectionOf(
      planner.plan({ id: "g-prompt", text: "list the issues of acme/web, then filter by priority high" }),
      MissingCapabilityError,
    );
    const choice = missing.missing.choices.find((candidate) => candidate.kind === "ask-user") as { prompt: string };
    expect(choice.prompt).toBe('What value should be used for "filter by priority high"?');
    const result = await planner.resume("g-prompt", { answer: "ask" });
    const ask = result.plan.steps.find((step) => step.id === "i2")!;
    expect(ask).toMatchObject({ kind: "ask-user", prompt: 'What value should be used for "filter by priority high"?' });
    expect(isReadablePrompt(ask.prompt)).toBe(true);
    expect(result.report.ok).toBe(true);
  });

  it("a graph stored with an unreadable prompt gets a readable one on resume", async () => {
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({
      decomposer: fixedDecomposer([
        { id: "i1", text: "list the issues of acme/web" },
        { id: "i2", text: "translate", dependsOn: ["i1"] },
      ]),
      resolver: createCatalogResolver(),
      minResolutionScore: 0.2,
      store,
    });
    await rejectionOf(planner.plan({ id: "g-legacy", text: "list the issues of acme/web, then translate" }), MissingCapabilityError);
    const stored = (await store.loadGraph("g-legacy"))!;
    const legacy = {
      ...stored,
      nodes: stored.nodes.map((node) =>
        node.id === "i2" ? { ...node, data: { ...node.data, missing: { choices: [{ kind: "ask-user", prompt: "Please provide: translate" }] } } } : node,
      ),
    };
    await store.saveGraph(legacy);
    const result = await planner.resume("g-legacy", { answer: "ask" });
    expect(result.plan.steps.find((step) => step.id === "i2")!.prompt).toBe('What value should be used for "translate"?');
    expect(result.report.ok).toBe(true);
  });
});

describe("an input nothing produces, from a file the request names", () => {
  it("a load step for the named file comes first and feeds the step", async () => {
    const planner = dataPlanner([{ id: "i1", text: "summarize sales.csv" }]);
    const result = await planner.plan({ id: "g-load", text: "summarize sales.csv" });
    expect(result.plan.steps.map((step) => [step.id, step.tool])).toEqual([
      ["i1_load", "load_data"],
      ["i1", "compute_summary_stats"],
    ]);
    expect(result.plan.steps[0]!.params).toEqual({ path: "sales.csv" });
    expect(result.plan.steps[0]!.satisfies).toEqual(["intent:i1"]);
    expect(result.plan.steps[1]!.params.table).toEqual({ ref: "i1_load" });
    expect(result.report.ok).toBe(true);
  });

  it("the file may be named in the goal rather than the intent", async () => {
    const planner = dataPlanner([{ id: "i1", text: "summarize it" }]);
    const result = await planner.plan({ id: "g-goal-file", text: "summarize it (data in ./data/q3.parquet)" });
    expect(result.plan.steps[0]).toMatchObject({ tool: "load_data", params: { path: "./data/q3.parquet" } });
  });
});

describe("a plan failing verification is recorded in the graph", () => {
  it("the affected node and the root are stored as failed with the reason", async () => {
    const store = createMemoryIntentGraphStore();
    // Nothing before "summarize it" produces a table: the input stays unwired and the verifier rejects the step.
    const resolver = countingResolver(dataResolver);
    const planner = dataPlanner([{ id: "i1", text: "summarize it" }], { store, resolver });
    const error = await rejectionOf(planner.plan({ id: "g-fail", text: "summarize it" }), PlanningError);
    expect(error.message).toContain('missing required parameter "table"');
    const graph = (await store.loadGraph("g-fail"))!;
    expect(getNode(graph, "i1")).toMatchObject({ status: "failed", data: { unwired: ["table"] } });
    expect(String(getNode(graph, "i1")!.data.failure)).toMatch(/^invalid-params: .*"table"/);
    expect(getNode(graph, "root")!.status).toBe("failed");
    expect(String(getNode(graph, "root")!.data.failure)).toContain("at i1");
    // A resume looks at the failed node again (resolved anew), and fails the same honest way.
    await expect(planner.resume("g-fail")).rejects.toBeInstanceOf(PlanningError);
    expect(resolver.calls).toEqual(["summarize it", "summarize it"]);
  });

  it("a single missing number is answered with the bare value", async () => {
    const bins = ToolMetadataSchema.parse({
      name: "bin_counts",
      description: "Count rows per bin.",
      params: { type: "object", properties: { table: { type: "object", "x-role": "input" }, bins: { type: "integer" } }, required: ["table", "bins"] },
      inputs: ["table"],
      outputs: ["table"],
    });
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({
      catalog: createToolCatalog([...dataCatalog.tools, bins]),
      decomposer: fixedDecomposer([
        { id: "i1", text: "load a.csv" },
        { id: "i2", text: "bin it", dependsOn: ["i1"] },
      ]),
      resolver: mapResolver({ load: [{ tool: "load_data" }], bin: [{ tool: "bin_counts" }] }),
      refinement: false,
      store,
    });
    const asked = await rejectionOf(planner.plan({ id: "g-bins", text: "load a.csv and bin it" }), ClarificationNeededError);
    expect(asked.clarification.question).toBe('How many bins? bin_counts needs bins for "bin it".');
    const result = await planner.resume("g-bins", { answer: "1" });
    expect(result.plan.steps[1]!.params).toEqual({ table: { ref: "i1" }, bins: 1 });
  });

  it("with an input nothing produces, the other values are not asked for: the verifier reports the step", async () => {
    const store = createMemoryIntentGraphStore();
    const error = await rejectionOf(dataPlanner([{ id: "i1", text: "plot it" }], { store }).plan({ id: "g-plot", text: "plot it" }), PlanningError);
    expect(error.report.issues.map((issue) => issue.message)).toEqual([
      'Step "i1" (plot_bar) is missing required parameter "table"',
      'Step "i1" (plot_bar) is missing required parameter "x"',
      'Step "i1" (plot_bar) is missing required parameter "y"',
    ]);
    expect(getNode((await store.loadGraph("g-plot"))!, "i1")!.status).toBe("failed");
  });
});

describe("a tie answered with a tool name keeps the mapped parameters", () => {
  it("the chosen tool gets the best candidate's values for the parameters it shares", async () => {
    const listPulls = ToolMetadataSchema.parse({
      name: "list_pull_requests",
      description: "List the pull requests of a GitHub repository.",
      params: { type: "object", properties: { repo: { type: "string" }, state: { type: "string" } }, required: ["repo"] },
      outputs: ["json"],
    });
    const catalog = createToolCatalog([...apiCatalog.tools, listPulls]);
    const tie: Resolver = {
      specificationVersion: SPECIFICATION_VERSION,
      id: "tie",
      resolve: async (intent): Promise<Resolution[]> => [
        { intentId: intent.id, tool: "list_issues", score: 0.6, reason: "tied", strategy: "tie", params: { repo: "acme/web", state: "open" } },
        { intentId: intent.id, tool: "list_pull_requests", score: 0.6, reason: "tied", strategy: "tie", params: {} },
      ],
    };
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({
      catalog,
      decomposer: fixedDecomposer([{ id: "i1", text: "list what is open in acme/web" }]),
      resolver: tie,
      refinement: false,
      store,
    });
    await rejectionOf(planner.plan({ id: "g-tie", text: "list what is open in acme/web" }), ClarificationNeededError);
    const result = await planner.resume("g-tie", { answer: "list_pull_requests" });
    expect(result.plan.steps).toHaveLength(1);
    expect(result.plan.steps[0]).toMatchObject({ tool: "list_pull_requests", params: { repo: "acme/web", state: "open" } });
  });
});
