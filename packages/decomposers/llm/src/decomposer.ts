import {
  CancelledError,
  LlmNotConfiguredError,
  SPECIFICATION_VERSION,
  type Decomposer,
  type DecomposeContext,
  type DecompositionOutput,
  type DecompositionResult,
  type Goal,
  type JsonSchemaProperty,
  type LlmClient,
  type SubIntent,
  type ToolMetadata,
  type Usage,
} from "@modular-planner/core";
import { ZERO_USAGE, addUsage, findCycles } from "@modular-planner/kit";
import { LlmOutputError, createPromptBuilder, type PromptBuilder, type ValidationIssue } from "@modular-planner/llm-shared";

export interface LlmDecomposerOptions {
  llm: LlmClient;
  /** Where the prompts come from (default: the shipped `decompose-intent-first` / `decompose-grounded`). */
  prompts?: PromptBuilder;
  /** Strategy id (default `intent-first` / `grounded`). */
  id?: string;
}

export interface GroundedDecomposerOptions extends LlmDecomposerOptions {
  /** Most narrowed tools shown to the model, in the order given (default 12). */
  maxTools?: number;
}

/** The model's sub-intents stayed invalid after the re-ask (duplicate ids, bad dependencies, unknown tools or parameters). */
export class DecompositionOutputError extends LlmOutputError {
  constructor(input: { step: string; attempts: number; lastAnswer: string; issues: readonly ValidationIssue[] }) {
    super(
      { ...input, schemaName: "sub_intents" },
      {
        hint:
          input.step === "decompose-grounded"
            ? "The model named tools or parameters outside the narrowed tools. Widen the narrowing (more tools), use a stronger model, or use the intent-first or pattern decomposer."
            : "The model's sub-intents do not form a valid dependency graph. Use a stronger model or the pattern decomposer.",
      },
    );
    this.name = "DecompositionOutputError";
  }
}

/**
 * Intent-first decomposition: the model sees the goal and the requirements, never any tool, and
 * answers sub-intents with dependencies (`sub_intents` contract). Capabilities are left null
 * (resolution happens later); a capability the model names anyway is dropped.
 */
export function createIntentFirstDecomposer(options: LlmDecomposerOptions): Decomposer {
  if (!options?.llm) throw new LlmNotConfiguredError("The intent-first decomposer");
  return createLlmDecomposer("intent-first", options, undefined);
}

/**
 * Grounded decomposition: the model sees only `context.tools` (the narrowed tools, at most
 * `maxTools`) with their parameter schemas, so sub-intents name a listed tool as capability and use
 * its real parameter names. Without narrowed tools it abstains (confidence 0) without calling the model.
 */
export function createGroundedDecomposer(options: GroundedDecomposerOptions): Decomposer {
  if (!options?.llm) throw new LlmNotConfiguredError("The grounded decomposer");
  return createLlmDecomposer("grounded", options, Math.max(1, options.maxTools ?? 12));
}

function createLlmDecomposer(kind: "intent-first" | "grounded", options: LlmDecomposerOptions, maxTools: number | undefined): Decomposer {
  const prompts = options.prompts ?? createPromptBuilder();
  const step = `decompose-${kind}` as const;
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? kind,
    async decompose(goal: Goal, context: DecomposeContext): Promise<DecompositionResult> {
      if (context.signal?.aborted) throw new CancelledError("Decomposition was cancelled");
      const tools = maxTools === undefined ? undefined : (context.tools ?? []).slice(0, maxTools);
      if (tools && tools.length === 0) {
        return {
          intents: [],
          confidence: 0,
          rationale: "grounded: no narrowed tools were given (context.tools is empty), so nothing to ground sub-intents in",
        };
      }
      const requirements = context.requirements ? JSON.stringify(context.requirements) : "none stated";
      let usage: Usage = { ...ZERO_USAGE };
      let previousErrors: string | undefined;
      let issues: ValidationIssue[] = [];
      let lastAnswer = "";
      const maxAttempts = 2; // the answer, then one re-ask with the errors
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        const extra = previousErrors === undefined ? {} : { previous_errors: previousErrors };
        const prompt = tools
          ? prompts.render("decompose-grounded", { goal: goal.text, requirements, tools: renderTools(tools), ...extra })
          : prompts.render("decompose-intent-first", { goal: goal.text, requirements, ...extra });
        const answer = await options.llm.generateObject({ ...prompt, step, ...(context.signal ? { signal: context.signal } : {}) });
        usage = addUsage(usage, answer.usage);
        lastAnswer = answer.rawText;
        issues = validateDecomposition(answer.object, tools);
        if (issues.length === 0) {
          const intents = toSubIntents(answer.object, tools !== undefined);
          const rationale = `${kind}: ${answer.object.rationale || `${intents.length} sub-intent${intents.length === 1 ? "" : "s"}`}`;
          if (intents.length === 0) return { intents, confidence: 0, rationale: `${rationale} (the model returned no sub-intents)`, usage };
          return { intents, confidence: answer.object.confidence, rationale, usage };
        }
        previousErrors = renderErrors(issues, tools);
      }
      throw new DecompositionOutputError({ step, attempts: maxAttempts, lastAnswer, issues });
    },
  };
}

/**
 * Checks a `sub_intents` answer: unique ids, dependencies only on earlier intents (which also rules
 * out cycles; checked with core `findCycles` as well), unique parameter names, and when grounded,
 * every capability one of the given tools (by name or capability label) and every parameter one of
 * that tool's parameter names (an `ask_user` intent may instead leave capability null or name `ask_user`).
 */
export function validateDecomposition(output: DecompositionOutput, tools: readonly ToolMetadata[] | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  const all = new Set(output.intents.map((intent) => intent.id));
  output.intents.forEach((intent, index) => {
    const path = `intents.${index}`;
    if (seen.has(intent.id)) issues.push({ path: `${path}.id`, message: `duplicate id "${intent.id}": give every sub-intent a unique id` });
    for (const [position, dependency] of intent.depends_on.entries()) {
      if (dependency === intent.id) issues.push({ path: `${path}.depends_on.${position}`, message: `"${intent.id}" depends on itself` });
      else if (!all.has(dependency)) issues.push({ path: `${path}.depends_on.${position}`, message: `"${dependency}" is not the id of a sub-intent` });
      else if (!seen.has(dependency))
        issues.push({ path: `${path}.depends_on.${position}`, message: `"${dependency}" comes later: depend only on earlier sub-intents` });
    }
    const names = intent.params.map((param) => param.name);
    for (const name of new Set(names.filter((name, position) => names.indexOf(name) !== position)))
      issues.push({ path: `${path}.params`, message: `parameter "${name}" is given twice` });
    // A value only the user can give needs no tool: ask_user intents may leave capability null or name ask_user.
    const askOnly = intent.ask_user && (intent.capability === null || (intent.capability === "ask_user" && toolsFor("ask_user", tools ?? []).length === 0));
    if (tools && intent.capability !== null && !askOnly) {
      const matching = toolsFor(intent.capability, tools);
      if (matching.length === 0) {
        issues.push({
          path: `${path}.capability`,
          message: `"${intent.capability}" is not one of the listed tools (${tools.map((tool) => tool.name).join(", ")})`,
        });
      } else {
        const allowed = new Set(matching.flatMap((tool) => Object.keys(tool.params.properties)));
        intent.params.forEach((param, position) => {
          if (!allowed.has(param.name)) {
            issues.push({
              path: `${path}.params.${position}.name`,
              message: `"${param.name}" is not a parameter of ${matching.map((tool) => tool.name).join("/")} (parameters: ${[...allowed].join(", ") || "none"})`,
            });
          }
        });
      }
    }
    seen.add(intent.id);
  });
  const cycles = findCycles(
    output.intents.map((intent) => ({ id: intent.id, dependsOn: intent.depends_on.filter((dependency) => all.has(dependency)), params: {} })),
  );
  for (const cycle of cycles) issues.push({ path: "intents", message: `dependency cycle ${[...cycle, cycle[0]].join(" → ")}` });
  return issues;
}

function toolsFor(capability: string, tools: readonly ToolMetadata[]): ToolMetadata[] {
  const byName = tools.filter((tool) => tool.name === capability);
  return byName.length > 0 ? byName : tools.filter((tool) => tool.capabilities.includes(capability));
}

function toSubIntents(output: DecompositionOutput, grounded: boolean): SubIntent[] {
  return output.intents.map((intent) => ({
    id: intent.id,
    text: intent.text,
    capability: grounded ? intent.capability : null,
    params: Object.fromEntries(intent.params.map((param) => [param.name, param.value])),
    dependsOn: [...intent.depends_on],
    satisfies: [],
    askUser: intent.ask_user,
  }));
}

/** One tool per line: `- name: description` then its parameters with type, required and allowed values. */
export function renderTools(tools: readonly ToolMetadata[]): string {
  return tools
    .map((tool) => {
      const required = new Set(tool.params.required);
      const params = Object.entries(tool.params.properties).map(
        ([name, schema]) => `${name} (${describeParam(schema)}${required.has(name) ? ", required" : ""})`,
      );
      return `- ${tool.name}: ${oneLine(tool.description, 160)}\n  params: ${params.length ? params.join("; ") : "none"}`;
    })
    .join("\n");
}

function describeParam(schema: JsonSchemaProperty): string {
  const type = Array.isArray(schema.type) ? schema.type.join("|") : (schema.type ?? "any");
  const parts = [type];
  if (schema.enum) parts.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join("|")}`);
  if (schema.description) parts.push(oneLine(schema.description, 80));
  return parts.join(", ");
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function renderErrors(issues: readonly ValidationIssue[], tools: readonly ToolMetadata[] | undefined): string {
  const lines = ["Your previous answer was rejected:", ...issues.map((issue) => `- ${issue.path}: ${issue.message}`)];
  if (tools) lines.push(`Use only these tools: ${tools.map((tool) => tool.name).join(", ")}, with their listed parameter names.`);
  lines.push("Answer again with JSON only.");
  return lines.join("\n");
}
