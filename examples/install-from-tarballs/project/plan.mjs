// Plans a goal over a small custom catalog with the resolver named in planner.config.json.
import { readFileSync } from "node:fs";
import { SPECIFICATION_VERSION } from "@modular-planner/core";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { createModularPlanner } from "@modular-planner/planner";

const config = JSON.parse(readFileSync(new URL("./planner.config.json", import.meta.url), "utf8"));
const object = (properties, required) => ({ type: "object", properties, required });
const tools = [
  {
    name: "search_flights",
    description: "Search flights from one city to another.",
    params: object({ from: { type: "string" }, to: { type: "string" } }, ["from", "to"]),
  },
  { name: "book_hotel", description: "Book a hotel room in a city.", params: object({ city: { type: "string" } }, ["city"]) },
  { name: "get_weather", description: "Get the weather forecast for a city.", params: object({ city: { type: "string" } }, ["city"]) },
  {
    name: "send_email",
    description: "Send an email message to a recipient.",
    params: object({ to: { type: "string" }, body: { type: "string" } }, ["to", "body"]),
  },
];

// The resolver is a strategy package: checked, its options validated by its own schema, then created.
const { strategy } = await import(config.resolver.use);
if (strategy?.kind !== "resolver" || strategy.specificationVersion !== SPECIFICATION_VERSION)
  throw new Error(`${config.resolver.use} is not a ${SPECIFICATION_VERSION} resolver`);
const options = strategy.optionsSchema.safeParse(config.resolver.options ?? {});
if (!options.success) throw new Error(`${config.resolver.use}: ${options.error.issues[0].message}`);
const context = {
  configDir: ".",
  cacheDir: ".cache",
  tools: () => tools,
  load: () => Promise.reject(new Error("no nested strategies here")),
  llm: () => Promise.reject(new Error("no LLM here")),
};
const resolver = await strategy.create(options.data, context);

const planner = createModularPlanner({ tools, decomposer: createPatternDecomposer(), resolver });
const { plan, report } = await planner.plan(process.argv[2] ?? "get the weather in Paris and email it to Bob");
console.log(JSON.stringify({ resolver: resolver.id, ok: report.ok, steps: plan.steps.map((step) => step.tool) }));
