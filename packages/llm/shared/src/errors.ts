import { ConfigurationError, ModularPlannerError, type ModularPlannerErrorOptions } from "@modular-planner/core";

export interface ValidationIssue {
  path: string;
  message: string;
}

/** The model never produced an answer satisfying the contract within the allowed attempts. */
export class LlmOutputError extends ModularPlannerError {
  readonly step: string;
  readonly schemaName: string;
  readonly attempts: number;
  readonly lastAnswer: string;
  readonly issues: readonly ValidationIssue[];

  constructor(
    input: { step: string; schemaName: string; attempts: number; lastAnswer: string; issues: readonly ValidationIssue[] },
    options: ModularPlannerErrorOptions = {},
  ) {
    const summary = input.issues.map((issue) => `${issue.path || "(root)"}: ${issue.message}`).join("; ");
    super(
      "llm-output-invalid",
      `Step "${input.step}": no valid ${input.schemaName} answer after ${input.attempts} attempt${input.attempts === 1 ? "" : "s"} (${summary}). Last answer: ${truncate(input.lastAnswer, 500)}`,
      {
        hint: options.hint ?? "Use a model or server with structured output (openai-strict, vllm-guided), or raise maxAttempts.",
        ...options,
        details: { ...input, ...options.details },
      },
    );
    this.name = "LlmOutputError";
    this.step = input.step;
    this.schemaName = input.schemaName;
    this.attempts = input.attempts;
    this.lastAnswer = input.lastAnswer;
    this.issues = input.issues;
  }
}

/** The HTTP request to the provider failed (not retryable, or retries exhausted). */
export class LlmRequestError extends ModularPlannerError {
  readonly step: string;
  readonly status: number | undefined;

  constructor(input: { step: string; status?: number; message: string; retries?: number }, options: ModularPlannerErrorOptions = {}) {
    const status = input.status === undefined ? "" : ` with HTTP ${input.status}`;
    const retried = input.retries ? ` after ${input.retries} retr${input.retries === 1 ? "y" : "ies"}` : "";
    super("llm-request-failed", `Step "${input.step}": the LLM request failed${status}${retried}: ${input.message}`, {
      ...options,
      details: { step: input.step, status: input.status, ...options.details },
    });
    this.name = "LlmRequestError";
    this.step = input.step;
    this.status = input.status;
  }
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** A prompt file that cannot be loaded, or a render with a missing or unknown variable. */
export class PromptError extends ConfigurationError {
  constructor(message: string, options: ModularPlannerErrorOptions = {}) {
    super(message, options);
    this.name = "PromptError";
  }
}
