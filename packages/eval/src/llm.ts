import type { Decomposer, LlmClient, ToolMetadata } from "@modular-planner/core";
import type { RequirementSource } from "@modular-planner/planner";

/** What an LLM-configured evaluation can use, and a note per strategy that could not be loaded. */
export interface LlmStrategies {
  /** True when OPENAI_BASE_URL is set. */
  configured: boolean;
  /** `openai:<model> @ <base URL>` when configured. */
  label: string;
  client?: LlmClient;
  /** `createLlmRequirementExtractor({ llm })` from @modular-planner/requirements, when available. */
  requirements?: RequirementSource;
  /** `createGroundedDecomposer({ llm })` from @modular-planner/decomposer-llm, when available. */
  groundedDecomposer?: Decomposer;
  /** One line per fact worth printing under the tables (what was and was not measured). */
  notes: string[];
}

export const NO_LLM_NOTE = "No LLM was configured (OPENAI_BASE_URL is not set): only the offline path was measured.";

/** `import()` of a specifier the type checker does not follow (packages that may not be built or present). */
const importOptional = (specifier: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ specifier) as Promise<Record<string, unknown>>;

/**
 * The LLM strategies for an evaluation, from the environment: with `OPENAI_BASE_URL` (any
 * OpenAI-compatible endpoint; model from `OPENAI_MODEL`), an openai client and, when their packages
 * export them, the LLM requirement extractor and the grounded decomposer. Without it, no strategies
 * and a note saying only the offline path is measured. Never throws for a missing package: it says
 * "not available" in the notes.
 */
export async function loadLlmStrategies(env: Record<string, string | undefined> = process.env): Promise<LlmStrategies> {
  const baseURL = env.OPENAI_BASE_URL;
  if (!baseURL) return { configured: false, label: "offline", notes: [NO_LLM_NOTE] };
  const notes: string[] = [];
  let client: LlmClient;
  try {
    const openai = await importOptional("@modular-planner/llm-openai");
    const create = openai.createOpenAILlmClient as (options: Record<string, unknown>) => LlmClient & { model: string };
    client = create({ baseURL, ...(env.OPENAI_MODEL ? { model: env.OPENAI_MODEL } : {}), ...(env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY } : {}) });
  } catch (error) {
    return {
      configured: true,
      label: "llm",
      notes: [`OPENAI_BASE_URL is set but the OpenAI client is not available (${(error as Error).message}): only the offline path was measured.`],
    };
  }
  const model = (client as { model?: string }).model ?? env.OPENAI_MODEL ?? "default model";
  const label = `llm (${model})`;
  const strategies: LlmStrategies = { configured: true, label, client, notes };
  try {
    const requirements = await importOptional("@modular-planner/requirements");
    if (typeof requirements.createLlmRequirementExtractor !== "function") throw new Error("createLlmRequirementExtractor is not exported");
    strategies.requirements = (requirements.createLlmRequirementExtractor as (options: { llm: LlmClient }) => RequirementSource)({ llm: client });
    notes.push(`LLM requirement extraction: ${model} at ${baseURL}.`);
  } catch (error) {
    notes.push(`LLM requirement extraction: not available (${(error as Error).message}).`);
  }
  try {
    const decomposers = await importOptional("@modular-planner/decomposer-llm");
    if (typeof decomposers.createGroundedDecomposer !== "function") throw new Error("createGroundedDecomposer is not exported");
    strategies.groundedDecomposer = (decomposers.createGroundedDecomposer as (options: { llm: LlmClient }) => Decomposer)({ llm: client });
    notes.push(`LLM grounded decomposition: ${model} at ${baseURL}.`);
  } catch (error) {
    notes.push(`LLM grounded decomposition: not available (${(error as Error).message}).`);
  }
  return strategies;
}

/**
 * The tool rendering the grounded decomposer sends (`renderTools` of @modular-planner/decomposer-llm)
 * when that package is available, else undefined.
 */
export async function loadGroundedToolRenderer(): Promise<((tools: readonly ToolMetadata[]) => string) | undefined> {
  try {
    const decomposers = await importOptional("@modular-planner/decomposer-llm");
    return typeof decomposers.renderTools === "function" ? (decomposers.renderTools as (tools: readonly ToolMetadata[]) => string) : undefined;
  } catch {
    return undefined;
  }
}
