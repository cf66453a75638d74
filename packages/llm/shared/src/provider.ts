import type { RetryPolicy } from "./retry.js";

/** Options every provider client accepts (each provider adds its own). */
export interface ProviderClientOptions {
  /** Default `<PREFIX>_API_KEY` (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`). */
  apiKey?: string;
  /** Default `<PREFIX>_BASE_URL`, then the SDK's own. */
  baseURL?: string;
  /** Default `<PREFIX>_MODEL`, then the provider's default model. */
  model?: string;
  /** Per-request timeout in ms (default 60 000). */
  timeoutMs?: number;
  /** Answers requested before an invalid answer is an error (default 3). */
  maxAttempts?: number;
  /** HTTP retries on 429/5xx/connection errors (default 4). The SDK's own retries are off. */
  maxRetries?: number;
  /** Default 0. */
  temperature?: number;
  /** Default 1024. */
  maxTokens?: number;
  /** Backoff tuning (tests use small values). */
  retry?: Partial<Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs" | "maxRetryAfterMs">>;
  /** Strategy id (default `<provider>:<model>`). */
  id?: string;
}

export interface ProviderSettings {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
  temperature: number;
  maxTokens: number;
  id: string;
}

/**
 * Resolves the options shared by all providers against the environment: explicit option, then
 * `<envPrefix>_API_KEY` / `_BASE_URL` / `_MODEL`, then the provider's defaults.
 */
export function resolveProviderSettings(
  options: ProviderClientOptions,
  provider: { name: string; envPrefix: string; defaultModel: string; missingKey: string },
): ProviderSettings {
  const env: Record<string, string | undefined> = typeof process === "undefined" ? {} : process.env;
  const model = options.model ?? env[`${provider.envPrefix}_MODEL`] ?? provider.defaultModel;
  return {
    apiKey: options.apiKey ?? env[`${provider.envPrefix}_API_KEY`] ?? provider.missingKey,
    baseURL: options.baseURL ?? env[`${provider.envPrefix}_BASE_URL`] ?? undefined,
    model,
    timeoutMs: options.timeoutMs ?? 60_000,
    temperature: options.temperature ?? 0,
    maxTokens: options.maxTokens ?? 1024,
    id: options.id ?? `${provider.name}:${model}`,
  };
}

/** The retry policy of a provider client: its backoff tuning, timeout, attempt limits and what to check on failure. */
export function providerRetryPolicy(options: ProviderClientOptions, settings: ProviderSettings, requestHint: string): Partial<RetryPolicy> {
  return {
    ...options.retry,
    timeoutMs: settings.timeoutMs,
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    requestHint,
  };
}
