export { LlmOutputError, LlmRequestError, PromptError, truncate, type ValidationIssue } from "./errors.js";
export { parseAndValidate, parseJsonAnswer, type ParseOutcome } from "./parse.js";
export {
  DEFAULT_RETRY_POLICY,
  generateObjectWithRetries,
  httpStatusOf,
  repairMessage,
  retryAfterMsOf,
  type ProviderRequest,
  type ProviderResponse,
  type ProviderSend,
  type RetryPolicy,
} from "./retry.js";
export { createUsageMeter, usageEvent, type UsageMeter } from "./usage.js";
export {
  createPromptBuilder,
  defaultPromptDirectory,
  parsePromptFile,
  PROMPT_CONTRACTS,
  renderTemplate,
  type PromptBuilder,
  type PromptName,
  type PromptTemplate,
  type PromptVariables,
  type RenderedPrompt,
} from "./prompts.js";
export { strictSchemaFor } from "./schema.js";
export { providerRetryPolicy, resolveProviderSettings, type ProviderClientOptions, type ProviderSettings } from "./provider.js";
