import { CancelledError, TimeoutError, type GenerateObjectOptions, type GenerateObjectResult, type LlmMessage, type Usage } from "@modular-planner/core";
import { addUsage, ZERO_USAGE } from "@modular-planner/kit";
import { LlmOutputError, LlmRequestError, truncate, type ValidationIssue } from "./errors.js";
import { parseAndValidate } from "./parse.js";

/** What a provider adapter sends: the conversation so far (repairs appended) and a signal to honour. */
export interface ProviderRequest {
  messages: LlmMessage[];
  /** Aborted on cancellation and on timeout: pass it to the SDK call. */
  signal: AbortSignal;
  /** 1-based validation attempt. */
  attempt: number;
  temperature: number | undefined;
}

/** What a provider adapter returns: the answer's text (JSON expected) and its token usage. */
export interface ProviderResponse {
  text: string;
  usage: Usage;
}

export type ProviderSend = (request: ProviderRequest) => Promise<ProviderResponse>;

export interface RetryPolicy {
  /** Answers requested before giving up on an invalid answer (default 3). Overridden per call by `options.maxAttempts`. */
  maxAttempts: number;
  /** HTTP retries of one attempt on 429, 5xx and connection errors (default 4). */
  maxRetries: number;
  /** Per-request timeout in ms (default 60 000). A timed-out request is not retried. */
  timeoutMs: number;
  /** First backoff delay; doubles per retry with jitter (default 500 ms). */
  baseDelayMs: number;
  /** Cap of the computed backoff (default 8 000 ms). */
  maxDelayMs: number;
  /** Cap of a server's `retry-after` (default 30 000 ms). */
  maxRetryAfterMs: number;
  /** Shown with `llm-request-failed` errors: what to check (key, model, baseURL). */
  requestHint: string;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  maxRetries: 4,
  timeoutMs: 60_000,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
  requestHint: "Check the API key, the model name and the baseURL.",
};

/** The user message appended after an invalid answer: the errors as a JSON payload. */
export function repairMessage(schemaName: string, issues: readonly ValidationIssue[]): LlmMessage {
  const payload = { validation_errors: issues.map((issue) => ({ path: issue.path || "(root)", message: issue.message })) };
  return {
    role: "user",
    content: `Your previous answer is invalid for the contract "${schemaName}". Fix these errors and answer again with JSON only:\n${JSON.stringify(payload)}`,
  };
}

/**
 * The validate-and-retry loop shared by every provider: send → parse (tolerant of code fences) →
 * zod validate; on failure the next attempt carries the bad answer (as the assistant turn) and the
 * validation errors (as a JSON user turn). HTTP 429/5xx/connection errors are retried with backoff
 * honouring `retry-after`; other 4xx are not. Usage is summed over every answered request.
 */
export async function generateObjectWithRetries<T>(
  options: GenerateObjectOptions<T>,
  send: ProviderSend,
  policy: Partial<RetryPolicy> = {},
): Promise<GenerateObjectResult<T>> {
  const config = { ...DEFAULT_RETRY_POLICY, ...policy };
  const maxAttempts = Math.max(1, options.maxAttempts ?? config.maxAttempts);
  const step = options.step ?? options.schemaName;
  const conversation = [...options.messages];
  let usage: Usage = { ...ZERO_USAGE };
  let lastAnswer = "";
  let lastIssues: ValidationIssue[] = [];
  throwIfAborted(options.signal, step);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const response = await sendWithHttpRetries(step, config, options.signal, (signal) =>
      send({ messages: [...conversation], signal, attempt, temperature: options.temperature }),
    );
    usage = addUsage(usage, response.usage);
    lastAnswer = response.text;
    const outcome = parseAndValidate(response.text, options.schema);
    if (outcome.ok) return { object: outcome.value, usage, attempts: attempt, rawText: response.text };
    lastIssues = outcome.issues;
    conversation.push({ role: "assistant", content: truncate(response.text, 4_000) }, repairMessage(options.schemaName, outcome.issues));
  }
  throw new LlmOutputError({ step, schemaName: options.schemaName, attempts: maxAttempts, lastAnswer, issues: lastIssues }, { details: { usage } });
}

async function sendWithHttpRetries(
  step: string,
  config: RetryPolicy,
  userSignal: AbortSignal | undefined,
  call: (signal: AbortSignal) => Promise<ProviderResponse>,
): Promise<ProviderResponse> {
  for (let retry = 0; ; retry++) {
    throwIfAborted(userSignal, step);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error("timeout"));
    }, config.timeoutMs);
    const onAbort = () => controller.abort(userSignal?.reason);
    userSignal?.addEventListener("abort", onAbort, { once: true });
    try {
      return await call(controller.signal);
    } catch (error) {
      if (userSignal?.aborted) throw new CancelledError(`Step "${step}": the LLM request was cancelled`, { cause: error });
      if (timedOut) {
        throw new TimeoutError(`Step "${step}": the LLM request timed out after ${config.timeoutMs} ms`, {
          cause: error,
          hint: "Raise timeoutMs, or use a smaller/faster model.",
        });
      }
      const status = httpStatusOf(error);
      const retryable = status === undefined ? isConnectionError(error) : status === 429 || status >= 500;
      if (!retryable || retry >= config.maxRetries) {
        throw new LlmRequestError({ step, status, message: errorMessage(error), retries: retryable ? retry : 0 }, { cause: error, hint: config.requestHint });
      }
      const retryAfter = retryAfterMsOf(error);
      const backoff = Math.min(config.maxDelayMs, config.baseDelayMs * 2 ** retry) * (0.5 + Math.random() / 2);
      const delay = retryAfter === undefined ? backoff : Math.min(config.maxRetryAfterMs, retryAfter);
      await sleep(delay, userSignal, step);
    } finally {
      clearTimeout(timer);
      userSignal?.removeEventListener("abort", onAbort);
    }
  }
}

function throwIfAborted(signal: AbortSignal | undefined, step: string): void {
  if (signal?.aborted) throw new CancelledError(`Step "${step}": the LLM request was cancelled`);
}

function sleep(ms: number, signal: AbortSignal | undefined, step: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CancelledError(`Step "${step}": the LLM request was cancelled`));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The HTTP status of an SDK error (openai and @anthropic-ai/sdk both expose `status`). */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 100 ? status : undefined;
}

function isConnectionError(error: unknown): boolean {
  // openai and @anthropic-ai/sdk throw APIConnectionError (name "Error", message "Connection error.").
  const names = `${(error as { name?: string } | null)?.name ?? ""} ${(error as object | null)?.constructor?.name ?? ""}`;
  return /Connection/i.test(names) || /Connection error|ECONNRESET|ECONNREFUSED|socket hang up|fetch failed/i.test(errorMessage(error));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `retry-after-ms` or `retry-after` (seconds or an HTTP date) of an SDK error's headers, in ms. */
export function retryAfterMsOf(error: unknown): number | undefined {
  const headers = (error as { headers?: unknown } | null)?.headers;
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
    const value = (headers as Record<string, unknown>)[name];
    return typeof value === "string" ? value : undefined;
  };
  const ms = Number(get("retry-after-ms"));
  if (get("retry-after-ms") !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const raw = get("retry-after");
  if (raw === undefined) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
