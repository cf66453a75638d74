import { SPECIFICATION_VERSION, type Decomposer, type Resolver, type ToolMetadataInput, ToolMetadataSchema } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { createModularPlanner, type ModularPlannerOptions } from "../src/index.js";

const registry = await loadRegistry();
const tool = (input: ToolMetadataInput) => ToolMetadataSchema.parse(input);

/** A small API catalog plus the data toolset's filter_rows, sort_rows and top_n. */
export const apiTools = [
  tool({
    name: "get_weather",
    description: "Get the current weather forecast for a city.",
    params: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    outputs: ["json"],
    effects: ["network"],
  }),
  tool({
    name: "send_email",
    description: "Send an email message to a recipient.",
    params: { type: "object", properties: { to: { type: "string" }, subject: { type: "string" }, body: { type: "string" } }, required: ["to"] },
    outputs: ["text"],
    effects: ["network"],
  }),
  tool({
    name: "list_issues",
    description: "List the issues of a GitHub repository.",
    params: {
      type: "object",
      properties: {
        repo: { type: "string" },
        state: { type: "string", enum: ["open", "closed", "all"] },
        sort: { type: "string", enum: ["created", "updated", "comments"] },
        direction: { type: "string", enum: ["asc", "desc"] },
        per_page: { type: "integer" },
        page: { type: "integer" },
      },
      required: ["repo"],
    },
    outputs: ["json"],
    effects: ["network"],
  }),
  tool({
    name: "search_contacts",
    description: "Search the address book contacts by name.",
    params: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    outputs: ["json"],
    effects: ["read"],
  }),
  tool({
    name: "search_files",
    description: "Search files on disk by name.",
    params: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    outputs: ["json"],
    effects: ["read"],
  }),
  tool({
    name: "summarize_text",
    description: "Summarize a text into a few sentences.",
    params: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
    outputs: ["text"],
    effects: ["llm"],
  }),
  tool({ name: "load_sales", description: "Load the sales table from the warehouse.", outputs: ["table"], effects: ["read"] }),
  ...["filter_rows", "sort_rows", "top_n"].map((name) => registry.catalog.get(name)!),
];
export const apiCatalog = createToolCatalog(apiTools);

export function plannerFor(overrides: Partial<ModularPlannerOptions> & Pick<ModularPlannerOptions, "decomposer" | "resolver">) {
  return createModularPlanner({
    catalog: apiCatalog,
    capabilityMap: registry.capabilityMap,
    templates: [],
    requirements: createDeterministicExtractor(),
    verifiers: [createRulesVerifier()],
    narrowing: { cacheDir: false, cap: 5 },
    ...overrides,
  });
}

/** Counts resolve calls per intent text. */
export function countingResolver(inner: Resolver): Resolver & { calls: string[] } {
  const calls: string[] = [];
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: `counting:${inner.id}`,
    calls,
    resolve: (intent, context) => {
      calls.push(intent.text);
      return inner.resolve(intent, context);
    },
  };
}

/** A decomposer that returns fixed intents for the goal and abstains on anything else (re-decomposition). */
export function fixedDecomposer(intents: { id: string; text: string; dependsOn?: string[] }[], seen: { tools?: string[] } = {}): Decomposer {
  let first = true;
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "fixed",
    async decompose(_goal, context) {
      if (!first) return { intents: [], confidence: 0, rationale: "only the goal" };
      first = false;
      seen.tools = context.tools?.map((tool) => tool.name);
      return {
        intents: intents.map((intent) => ({ capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false, ...intent })),
        confidence: 0.9,
        rationale: "fixed",
      };
    },
  };
}
