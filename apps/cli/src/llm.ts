import { ConfigurationError, type LlmClient } from "@modular-planner/core";
import { strategiesNeedingLlm, type CliConfig } from "./config.js";

/**
 * The LLM client of the config's `llm` section, or undefined when no strategy needs one. The
 * provider's package (and its SDK) is imported only here.
 */
export async function llmFromConfig(config: CliConfig): Promise<LlmClient | undefined> {
  const needing = strategiesNeedingLlm(config);
  if (needing.length === 0) return undefined;
  if (!config.llm) {
    throw new ConfigurationError(`${needing.join(", ")} needs an LLM, and the config has no llm section`, {
      setting: "llm",
      hint: 'Add llm: { provider: "openai", model: "gpt-4o-mini" } to modular-planner.config, or use the offline strategies.',
    });
  }
  return llmClientFor(config);
}

/** The client of the config's `llm` section (undefined without one), whoever needs it: a strategy package asks through StrategyContext.llm. */
export async function llmClientFor(config: CliConfig): Promise<LlmClient | undefined> {
  const llm = config.llm;
  if (!llm) return undefined;
  let apiKey: string | undefined;
  if (llm.apiKeyEnv) {
    apiKey = process.env[llm.apiKeyEnv];
    if (!apiKey)
      throw new ConfigurationError(`llm.apiKeyEnv names ${llm.apiKeyEnv}, which is not set`, {
        setting: "llm.apiKeyEnv",
        hint: `export ${llm.apiKeyEnv}=<your key>, or remove apiKeyEnv for a local server that needs no key.`,
      });
  }
  const common = {
    model: llm.model,
    ...(llm.baseURL ? { baseURL: llm.baseURL } : {}),
    ...(apiKey ? { apiKey } : {}),
    ...(llm.timeoutMs ? { timeoutMs: llm.timeoutMs } : {}),
    ...(llm.maxRetries !== undefined ? { maxRetries: llm.maxRetries } : {}),
  };
  if (llm.provider === "openai") {
    const { createOpenAILlmClient } = await import("@modular-planner/llm-openai");
    return createOpenAILlmClient({ ...common, ...(llm.mode ? { mode: llm.mode } : {}) });
  }
  if (llm.mode)
    throw new ConfigurationError(`llm.mode is for the openai provider only (got provider "anthropic")`, {
      setting: "llm.mode",
      hint: "Remove llm.mode: Anthropic answers through a forced tool call.",
    });
  const { createAnthropicLlmClient } = await import("@modular-planner/llm-anthropic");
  return createAnthropicLlmClient(common);
}
