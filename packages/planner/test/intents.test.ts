import { SPECIFICATION_VERSION, ToolMetadataSchema, type Decomposer, type Resolver } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { childrenOf, createMemoryIntentGraphStore, getNode, leaves, validateIntentGraph } from "@modular-planner/intent-graph";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { describe, expect, it } from "vitest";
import { ClarificationNeededError, MissingCapabilityError, splitClauses } from "../src/index.js";
import { detectTransform } from "../src/fold.js";
import { apiCatalog, countingResolver, fixedDecomposer, plannerFor } from "./intent-fixtures.js";

const toolSteps = (steps: { kind: string; tool: string }[]) => steps.filter((step) => step.kind === "tool").map((step) => step.tool);

async function clarificationOf(promise: Promise<unknown>): Promise<ClarificationNeededError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ClarificationNeededError) return error;
    throw error;
  }
  throw new Error("expected a clarification");
}

describe("granularity check and refinement", () => {
  it("splits a coarse intent into two resolvable ones and records the IsSubgoalOf chain", async () => {
    const store = createMemoryIntentGraphStore();
    const seen: { tools?: string[] } = {};
    const resolver = countingResolver(createCatalogResolver());
    const planner = plannerFor({
      decomposer: fixedDecomposer([{ id: "i1", text: "find the weather in Paris and send it to Bob by email" }], seen),
      resolver,
      store,
    });
    const result = await planner.plan({ id: "coarse", text: "find the weather in Paris and send it to Bob by email" });
    expect(toolSteps(result.plan.steps)).toEqual(["get_weather", "send_email"]);
    // The whole, then each part once: the parts' resolutions from the check are reused for the new nodes.
    expect(resolver.calls).toEqual(["find the weather in Paris and send it to Bob by email", "find the weather in Paris", "send it to Bob by email"]);
    // "send it …" refers back to the weather: the parts are chained.
    expect(result.plan.steps.find((step) => step.tool === "send_email")!.dependsOn).toEqual(["i1.1"]);
    const graph = result.graph!;
    expect(getNode(graph, "i1")).toMatchObject({ status: "decomposed", depth: 1 });
    expect(String(getNode(graph, "i1")!.data.refinedBecause)).toMatch(/different things.*get_weather.*send_email/);
    expect(childrenOf(graph, "i1").map((node) => [node.id, node.text, node.depth, node.status])).toEqual([
      ["i1.1", "find the weather in Paris", 2, "planned"],
      ["i1.2", "send it to Bob by email", 2, "planned"],
    ]);
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { from: "i1.1", to: "i1", type: "IsSubgoalOf" },
        { from: "i1", to: "root", type: "IsSubgoalOf" },
      ]),
    );
    expect(validateIntentGraph(graph).ok).toBe(true);
    expect(await store.loadGraph("coarse")).toEqual(graph);
    expect(result.trace.find((entry) => entry.stage === "refine:i1")).toMatchObject({ decision: "split into 2 (clauses)" });
    // Values the request states fill the parameters (Paris, Bob), each with the words it came from; nothing is asked.
    expect(result.plan.steps.filter((step) => step.kind === "ask-user")).toEqual([]);
    expect(result.plan.steps.find((step) => step.tool === "get_weather")).toMatchObject({
      params: { city: "Paris" },
      provenance: { city: { source: "request", words: "in Paris" } },
    });
    expect(result.plan.steps.find((step) => step.tool === "send_email")).toMatchObject({
      params: { to: "Bob" },
      provenance: { to: { source: "request", words: "to Bob" } },
    });
    // The decomposer saw the narrowed tools only.
    expect(seen.tools!.length).toBeLessThanOrEqual(5);
    expect(seen.tools).toContain("get_weather");
  });

  it("without refinement the coarse intent stays one step", async () => {
    const planner = plannerFor({
      decomposer: fixedDecomposer([{ id: "i1", text: "find the weather in Paris and send it to Bob by email" }]),
      resolver: createCatalogResolver(),
      refinement: false,
    });
    const result = await planner.plan("find the weather in Paris and send it to Bob by email");
    expect(toolSteps(result.plan.steps)).toEqual(["get_weather"]);
  });

  it("refines the whole goal when the decomposer abstains", async () => {
    const abstain: Decomposer = {
      specificationVersion: SPECIFICATION_VERSION,
      id: "abstain",
      decompose: async () => ({ intents: [], confidence: 0, rationale: "not sure" }),
    };
    const result = await plannerFor({ decomposer: abstain, resolver: createCatalogResolver() }).plan("find the weather in Paris and send it to Bob by email");
    expect(toolSteps(result.plan.steps)).toEqual(["get_weather", "send_email"]);
    expect(result.trace.find((entry) => entry.stage === "refine:root")!.reason).toContain("abstain abstained (not sure)");
    await expect(plannerFor({ decomposer: abstain, resolver: createCatalogResolver(), refinement: false }).plan("find the weather")).rejects.toBeInstanceOf(
      ClarificationNeededError,
    );
  });

  it("the depth budget stops a runaway refinement", async () => {
    // Every intent splits in two, and every part resolves 0.1 better than its whole: refinement never converges by itself.
    const runaway: Decomposer = {
      specificationVersion: SPECIFICATION_VERSION,
      id: "runaway",
      decompose: async (goal) => ({
        intents: goal.id.includes(":")
          ? ["a", "b"].map((suffix, index) => ({
              id: suffix,
              text: `${goal.text} ${suffix}`,
              capability: null,
              params: {},
              dependsOn: index ? ["a"] : [],
              satisfies: [],
              askUser: false,
            }))
          : [{ id: "i1", text: "task", capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false }],
        confidence: 0.9,
        rationale: "always two parts",
      }),
    };
    const tools = ["load_sales", "summarize_text"];
    const resolver: Resolver = {
      specificationVersion: SPECIFICATION_VERSION,
      id: "depth-scored",
      resolve: async (intent) => {
        const words = intent.text.split(" ");
        return [
          {
            intentId: intent.id,
            tool: tools[words.at(-1) === "b" ? 1 : 0]!,
            score: Math.min(0.45, 0.1 + 0.1 * words.length),
            reason: `${words.length} words`,
            strategy: "test",
            params: {},
          },
        ];
      },
    };
    const result = await plannerFor({ decomposer: runaway, resolver }).plan("task");
    const graph = result.graph!;
    expect(Math.max(...graph.nodes.map((node) => node.depth))).toBe(3);
    expect(leaves(graph).map((node) => node.text)).toEqual(["task a a", "task a b", "task b a", "task b b"]);
    expect(result.trace.filter((entry) => entry.stage.startsWith("refine:") && entry.reason.includes("depth budget 3 is reached"))).toHaveLength(4);
    const shallow = await plannerFor({ decomposer: runaway, resolver, refinement: { maxDepth: 2 } }).plan("task");
    expect(leaves(shallow.graph!).map((node) => node.text)).toEqual(["task a", "task b"]);
  });
});

describe("confidence check and resume", () => {
  it("asks when two tools tie, persists needs-clarification, and an answer resumes without redoing finished nodes", async () => {
    const store = createMemoryIntentGraphStore();
    const first = countingResolver(createCatalogResolver());
    const intents = [
      { id: "i1", text: "list the issues of acme/web" },
      { id: "i2", text: "look up Bob" },
    ];
    const error = await clarificationOf(
      plannerFor({ decomposer: fixedDecomposer(intents), resolver: first, store }).plan({ id: "g-ask", text: "list the issues of acme/web and look up Bob" }),
    );
    expect(error.graphId).toBe("g-ask");
    expect(error.nodeId).toBe("i2");
    expect(error.clarification.question).toBe('Which tool should do "look up Bob"?');
    expect(error.clarification.options.map((option) => option.label)).toEqual(expect.arrayContaining(["search_contacts", "search_files", "drop"]));
    expect(error.clarification.options.find((option) => option.label === "search_contacts")!.score).toBeGreaterThan(0);
    expect(error.clarification.options[0]!.consequence).toMatch(/^run /);
    const stored = (await store.loadGraph("g-ask"))!;
    expect(getNode(stored, "i1")).toMatchObject({ status: "resolved", data: { tool: "list_issues" } });
    expect(getNode(stored, "i2")!.status).toBe("needs-clarification");

    // A new planner over the same store: only the open node is touched.
    const second = countingResolver(createCatalogResolver());
    const result = await plannerFor({ decomposer: fixedDecomposer([]), resolver: second, store }).resume("g-ask", { answer: "search_contacts" });
    expect(toolSteps(result.plan.steps)).toEqual(["list_issues", "search_contacts"]);
    expect(second.calls).toEqual([]);
    expect(result.trace.find((entry) => entry.stage === "answer")).toMatchObject({ decision: "use search_contacts" });
    const done = (await store.loadGraph("g-ask"))!;
    expect(done.nodes.map((node) => [node.id, node.status])).toEqual([
      ["root", "planned"],
      ["i1", "planned"],
      ["i2", "planned"],
    ]);
  });

  it("a rephrased answer is resolved again; plan(goal, { resume }) is the same entry point", async () => {
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({ decomposer: fixedDecomposer([{ id: "i1", text: "look up Bob" }]), resolver: createCatalogResolver(), store });
    await clarificationOf(planner.plan({ id: "g-rephrase", text: "look up Bob" }));
    const result = await planner.plan("ignored", { resume: { graphId: "g-rephrase", answer: "search the address book contacts for Bob" } });
    expect(toolSteps(result.plan.steps)).toEqual(["search_contacts"]);
    expect(getNode(result.graph!, "i1")!.text).toBe("search the address book contacts for Bob");
  });
});

describe("an unclear goal", () => {
  it("without refinement an abstaining decomposer asks; the answer restates the goal and planning resumes", async () => {
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({ decomposer: createPatternDecomposer(), resolver: createCatalogResolver(), store, refinement: false });
    const error = await clarificationOf(planner.plan({ id: "g-unclear", text: "could you maybe do the Ann thing" }));
    expect(error.nodeId).toBe("root");
    expect(getNode((await store.loadGraph("g-unclear"))!, "root")!.status).toBe("needs-clarification");
    const result = await planner.resume("g-unclear", { answer: "search the address book contacts for Ann, then list the issues of acme/web" });
    expect(toolSteps(result.plan.steps)).toEqual(["search_contacts", "list_issues"]);
    expect(result.graph!.goal.text).toBe("could you maybe do the Ann thing");
    expect(getNode(result.graph!, "root")!.text).toBe("search the address book contacts for Ann, then list the issues of acme/web");
  });
});

describe("missing capabilities", () => {
  const hints = [
    { server: "translator", connect: "npx -y translator-mcp", tools: [{ name: "translate_text", description: "Translate text into another language." }] },
    { server: "tides", tools: [{ name: "get_tides", description: "Tide tables for a harbour." }] },
  ];
  const intents = [
    { id: "i1", text: "list the issues of acme/web" },
    { id: "i2", text: "translate the summary text into French", dependsOn: ["i1"] },
  ];

  it("names the intent, the closest tools with why they do not fit, and the choices (with a matching MCP server)", async () => {
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({
      decomposer: fixedDecomposer(intents),
      resolver: createCatalogResolver(),
      minResolutionScore: 0.2,
      discoveryHints: hints,
      store,
    });
    const error = await clarificationOf(planner.plan({ id: "g-missing", text: "list the issues of acme/web, then translate the summary text into French" }));
    expect(error).toBeInstanceOf(MissingCapabilityError);
    const { missing } = error as MissingCapabilityError;
    expect(missing.intent).toBe("translate the summary text into French");
    expect(missing.closest[0]).toMatchObject({ tool: "summarize_text" });
    expect(missing.closest[0]!.reasons).toEqual(
      expect.arrayContaining([expect.stringMatching(/^low score 0\.\d+ \(< 0\.2\)$/), 'needs "text", which the request does not state']),
    );
    expect(missing.choices.map((choice) => choice.kind)).toEqual(["use-tool", "ask-user", "connect-mcp", "drop"]);
    expect(missing.choices.find((choice) => choice.kind === "connect-mcp")).toMatchObject({
      server: "translator",
      tools: ["translate_text"],
      connect: "npx -y translator-mcp",
    });
    expect(missing.choices.find((choice) => choice.kind === "ask-user")).toMatchObject({ prompt: "What text should be used?" });
    expect(error.clarification.options.map((option) => option.label)).toEqual(["summarize_text", "ask", "connect translator", "drop"]);
    expect(getNode((await store.loadGraph("g-missing"))!, "i2")!.status).toBe("needs-clarification");

    // Drop it: the plan says so in the graph, nothing silently missing.
    const dropped = await planner.resume("g-missing", { answer: "drop" });
    expect(toolSteps(dropped.plan.steps)).toEqual(["list_issues"]);
    expect(getNode(dropped.graph!, "i2")!.status).toBe("dropped");
  });

  it("connect the MCP server: once its tools are in the catalog, resuming resolves the intent with them", async () => {
    const store = createMemoryIntentGraphStore();
    const options = { decomposer: fixedDecomposer(intents), resolver: createCatalogResolver(), minResolutionScore: 0.2, discoveryHints: hints, store };
    await clarificationOf(plannerFor(options).plan({ id: "g-connect", text: "list the issues, then translate" }));
    // Still the old catalog: the answer is recorded, the intent is missing again and says so.
    const again = await clarificationOf(plannerFor(options).resume("g-connect", { answer: "connect translator" }));
    expect(again).toBeInstanceOf(MissingCapabilityError);
    expect(getNode((await store.loadGraph("g-connect"))!, "i2")!.data).toMatchObject({ connect: "translator" });
    const translate = ToolMetadataSchema.parse({
      name: "translate_text",
      description: "Translate text into another language.",
      params: { type: "object", properties: { text: { type: "string" }, target: { type: "string" } }, required: ["text"] },
      source: { kind: "mcp", server: "translator" },
    });
    const connected = plannerFor({ ...options, catalog: createToolCatalog([...apiCatalog.tools, translate]) });
    const result = await connected.resume("g-connect");
    expect(toolSteps(result.plan.steps)).toEqual(["list_issues", "translate_text"]);
  });

  it("ask the user: an ask-user step with a human prompt, wired after its prerequisite", async () => {
    const store = createMemoryIntentGraphStore();
    const planner = plannerFor({ decomposer: fixedDecomposer(intents), resolver: createCatalogResolver(), minResolutionScore: 0.2, store });
    const error = await clarificationOf(planner.plan({ id: "g-ask-user", text: "list the issues, then translate" }));
    expect((error as MissingCapabilityError).missing.choices.some((choice) => choice.kind === "connect-mcp")).toBe(false);
    const result = await planner.resume("g-ask-user", { answer: "ask" });
    const ask = result.plan.steps.find((step) => step.id === "i2")!;
    expect(ask).toMatchObject({ kind: "ask-user", prompt: "What text should be used?", dependsOn: ["i1"] });
  });
});

describe("transform collapse", () => {
  it("folds a sort and a filter into the API call's parameters", async () => {
    const planner = plannerFor({
      decomposer: fixedDecomposer([
        { id: "i1", text: "list the issues of acme/web" },
        { id: "i2", text: "filter by state open", dependsOn: ["i1"] },
        { id: "i3", text: "sort them by updated descending", dependsOn: ["i2"] },
        { id: "i4", text: "show 20 per page", dependsOn: ["i3"] },
      ]),
      resolver: createCatalogResolver(),
    });
    const result = await planner.plan("list the open issues of acme/web sorted by last update, 20 per page");
    expect(toolSteps(result.plan.steps)).toEqual(["list_issues"]);
    const list = result.plan.steps.find((step) => step.tool === "list_issues")!;
    expect(list.params).toMatchObject({ state: "open", sort: "updated", direction: "desc", per_page: 20 });
    expect(list.satisfies).toEqual(["intent:i1", "intent:i2", "intent:i3", "intent:i4"]);
    expect(getNode(result.graph!, "i3")!.data).toMatchObject({ foldedInto: "i1", foldedParams: { sort: "updated", direction: "desc" } });
    expect(result.trace.find((entry) => entry.stage === "fold:i2")!.reason).toBe("filter state = open folded into list_issues.state");
  });

  it("a filter the call cannot take becomes a data-toolset step wired to its output", async () => {
    const planner = plannerFor({
      decomposer: fixedDecomposer([
        { id: "i1", text: "load the sales table" },
        { id: "i2", text: "keep only rows where region is West", dependsOn: ["i1"] },
        { id: "i3", text: "sort by revenue descending", dependsOn: ["i2"] },
      ]),
      resolver: createCatalogResolver(),
    });
    const result = await planner.plan("load the sales table, keep the West region, sorted by revenue");
    expect(toolSteps(result.plan.steps)).toEqual(["load_sales", "filter_rows", "sort_rows"]);
    expect(result.plan.steps[1]!.params).toEqual({ table: { ref: "i1" }, column: "region", operator: "=", value: "West" });
    expect(result.plan.steps[2]!.params).toEqual({ table: { ref: "i2" }, column: "revenue", direction: "desc" });
    expect(result.trace.find((entry) => entry.stage === "fold:i2")!.reason).toMatch(/load_sales has no parameter for filter region = West/);
    expect(result.report.ok).toBe(true);
  });

  it("reads transforms and clauses", () => {
    expect(detectTransform("keep the top 5 by revenue")).toEqual({ kind: "limit", n: 5, column: "revenue", direction: "desc" });
    expect(detectTransform("limit to 10 results")).toEqual({ kind: "limit", n: 10 });
    expect(detectTransform("page 3")).toEqual({ kind: "page", page: 3 });
    expect(detectTransform("exclude rows where status is closed")).toMatchObject({ kind: "filter", column: "status", operator: "!=", value: "closed" });
    expect(detectTransform("send the report")).toBeUndefined();
    expect(
      splitClauses("Create a document and update its title, then email it to Ann. Finally archive it").map((part) => [part.text, part.sequential]),
    ).toEqual([
      ["Create a document", false],
      ["update its title", false],
      ["email it to Ann", true],
      ["archive it", true],
    ]);
    expect(splitClauses("find cats and dogs").map((part) => part.text)).toEqual(["find cats and dogs"]);
  });
});
