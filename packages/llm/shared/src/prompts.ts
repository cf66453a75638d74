import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LLM_CONTRACT_SCHEMAS, type LlmContractName, type LlmMessage } from "@modular-planner/core";
import { toStrictJsonSchema, type JsonSchema } from "@modular-planner/kit";
import { PromptError as ConfigurationError } from "./errors.js";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** The variables of each shipped prompt (all strings, rendered by the caller). */
export interface PromptVariables {
  intent: { question: string; session_summary: string; columns: string; capabilities: string; intents: string };
  requirements: { question: string; columns: string; allowed_labels: string; previous_errors?: string };
  "decompose-intent-first": { goal: string; requirements: string; previous_errors?: string };
  "decompose-grounded": { goal: string; requirements: string; tools: string; previous_errors?: string };
  "adapt-plan": { goal: string; requirements: string; skeleton: string; tools: string; examples: string; errors: string };
  "judge-plan": { goal: string; requirements: string; plan: string };
  "extract-values": { request: string; tool: string; parameters: string; steps: string; today: string };
  "read-data-question": { question: string; table: string; columns: string; draft: string; previous_errors?: string };
}

/** The contract each shipped prompt answers in. */
export const PROMPT_CONTRACTS = {
  intent: "intent_classification",
  requirements: "requirement_set",
  "decompose-intent-first": "sub_intents",
  "decompose-grounded": "sub_intents",
  "adapt-plan": "plan_changes",
  "judge-plan": "plan_judgement",
  "extract-values": "param_values",
  "read-data-question": "analysis_reading",
} as const satisfies Record<keyof PromptVariables, LlmContractName>;

export type PromptName = keyof PromptVariables;

export interface PromptTemplate {
  name: string;
  contract: LlmContractName;
  variables: readonly string[];
  optional: Readonly<Record<string, string>>;
  system: string;
  user: string;
  file: string;
}

export interface RenderedPrompt<C extends LlmContractName = LlmContractName> {
  name: string;
  messages: LlmMessage[];
  contract: C;
  /** Same as `contract`: spread the result into `client.generateObject({ ...rendered, step })`. */
  schemaName: C;
  schema: (typeof LLM_CONTRACT_SCHEMAS)[C] & z.ZodType<z.infer<(typeof LLM_CONTRACT_SCHEMAS)[C]>>;
  jsonSchema: JsonSchema;
}

export interface PromptBuilder {
  readonly directory: string;
  readonly templates: ReadonlyMap<string, PromptTemplate>;
  render<N extends PromptName>(name: N, variables: PromptVariables[N]): RenderedPrompt<(typeof PROMPT_CONTRACTS)[N]>;
  render(name: string, variables: Record<string, string>): RenderedPrompt;
}

/** The shipped prompts: `dist/prompts` in the published package, `templates/prompts` from source. */
export function defaultPromptDirectory(): string {
  const candidates = [new URL("./prompts", import.meta.url), new URL("../prompts", import.meta.url), new URL("../../../../templates/prompts", import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(join(path, "requirements.md"))) return path;
  }
  throw new ConfigurationError("The embedded prompts were not found (dist/prompts or templates/prompts).");
}

/**
 * Loads every `*.md` prompt (README.md excepted) of `directory` (default: the shipped prompts).
 * File format: YAML front matter (`name`, `contract`, `variables`, `optional`), then a `# system`
 * line, the system text, a `# user` line, the user text; `{{variable}}` placeholders.
 */
export function createPromptBuilder(options: { directory?: string } = {}): PromptBuilder {
  const directory = options.directory ?? defaultPromptDirectory();
  const templates = new Map<string, PromptTemplate>();
  for (const entry of readdirSync(directory).sort()) {
    if (!entry.endsWith(".md") || entry.toLowerCase() === "readme.md") continue;
    const template = parsePromptFile(join(directory, entry), readFileSync(join(directory, entry), "utf8"));
    if (templates.has(template.name)) throw new ConfigurationError(`Prompt "${template.name}" is defined twice (${template.file}).`);
    templates.set(template.name, template);
  }
  return {
    directory,
    templates,
    render(name: string, variables: Record<string, string>) {
      const template = templates.get(name);
      if (!template) throw new ConfigurationError(`Unknown prompt "${name}"; known: ${[...templates.keys()].join(", ")}.`);
      return renderTemplate(template, variables);
    },
  } as PromptBuilder;
}

export function parsePromptFile(file: string, text: string): PromptTemplate {
  const fail = (message: string): never => {
    throw new ConfigurationError(`${file}: ${message}`);
  };
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) return fail("missing YAML front matter (--- ... ---)");
  const front = (parseYaml(match[1]!) ?? {}) as Record<string, unknown>;
  const name = typeof front.name === "string" ? front.name : basename(file, ".md");
  const contract = front.contract;
  if (typeof contract !== "string" || !(contract in LLM_CONTRACT_SCHEMAS)) {
    return fail(`contract must be one of ${Object.keys(LLM_CONTRACT_SCHEMAS).join(", ")} (got ${JSON.stringify(contract)})`);
  }
  const expected = (PROMPT_CONTRACTS as Record<string, string>)[name];
  if (expected && expected !== contract) fail(`prompt "${name}" must answer in ${expected}, not ${contract}`);
  const variables = front.variables ?? [];
  if (!Array.isArray(variables) || !variables.every((item) => typeof item === "string")) return fail("variables must be a list of names");
  const optionalRaw = front.optional ?? {};
  if (typeof optionalRaw !== "object" || Array.isArray(optionalRaw)) return fail("optional must map names to default values");
  const optional = Object.fromEntries(Object.entries(optionalRaw as Record<string, unknown>).map(([key, value]) => [key, value == null ? "" : String(value)]));
  const body = match[2]!;
  const sections = /^# system[ \t]*\r?\n([\s\S]*?)^# user[ \t]*\r?\n([\s\S]*)$/m.exec(body);
  if (!sections) return fail('body must have a "# system" line then a "# user" line');
  const template: PromptTemplate = {
    name,
    contract: contract as LlmContractName,
    variables: variables as string[],
    optional,
    system: sections[1]!.trim(),
    user: sections[2]!.trim(),
    file,
  };
  const declared = new Set([...template.variables, ...Object.keys(optional)]);
  const used = new Set([...placeholders(template.system), ...placeholders(template.user)]);
  for (const variable of used) if (!declared.has(variable)) fail(`placeholder {{${variable}}} is not declared in variables or optional`);
  for (const variable of declared) if (!used.has(variable)) fail(`variable "${variable}" is declared but never used`);
  return template;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}/g)].map((match) => match[1]!);
}

export function renderTemplate(template: PromptTemplate, variables: Record<string, string>): RenderedPrompt {
  for (const key of Object.keys(variables)) {
    if (!template.variables.includes(key) && !(key in template.optional)) {
      throw new ConfigurationError(
        `Prompt "${template.name}": unknown variable "${key}" (declared: ${[...template.variables, ...Object.keys(template.optional)].join(", ")}).`,
      );
    }
  }
  for (const key of template.variables) {
    if (typeof variables[key] !== "string") throw new ConfigurationError(`Prompt "${template.name}": missing required variable "${key}".`);
  }
  const values = { ...template.optional, ...variables };
  const fill = (text: string) => text.replace(/\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}/g, (_, key: string) => values[key] ?? "");
  const schema = LLM_CONTRACT_SCHEMAS[template.contract];
  return {
    name: template.name,
    messages: [
      { role: "system", content: fill(template.system) },
      {
        role: "user",
        content: fill(template.user)
          .replace(/\n{3,}/g, "\n\n")
          .trim(),
      },
    ],
    contract: template.contract,
    schemaName: template.contract,
    schema: schema as RenderedPrompt["schema"],
    jsonSchema: toStrictJsonSchema(schema, { name: template.contract }),
  };
}
