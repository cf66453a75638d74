/**
 * Typed errors. Every error carries a stable `code` and, where one exists, a `hint` telling the
 * user what to do next. The CLI prints `name: message` plus the hint, never a bare stack trace.
 */
export type ErrorCode =
  | "registry-invalid"
  | "contract-invalid"
  | "plan-graph-invalid"
  | "llm-request-failed"
  | "llm-output-invalid"
  | "llm-not-configured"
  | "tool-execution-failed"
  | "tool-not-found"
  | "verification-failed"
  | "clarification-needed"
  | "store-failed"
  | "cache-invalid"
  | "configuration-invalid"
  | "cancelled"
  | "timeout";

export interface ModularPlannerErrorOptions {
  hint?: string;
  cause?: unknown;
  details?: Record<string, unknown>;
}

export class ModularPlannerError extends Error {
  readonly code: ErrorCode;
  readonly hint: string | undefined;
  readonly details: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: ModularPlannerErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ModularPlannerError";
    this.code = code;
    this.hint = options.hint;
    this.details = options.details ?? {};
  }
}

/** A problem in a registry file: `file:line path: message`. */
export class RegistryError extends ModularPlannerError {
  readonly file: string;
  readonly line: number | undefined;
  readonly path: string | undefined;

  constructor(input: { file: string; line?: number; path?: string; message: string; hint?: string }) {
    const location = input.line === undefined ? input.file : `${input.file}:${input.line}`;
    const where = input.path ? ` ${input.path}` : "";
    super("registry-invalid", `${location}${where}: ${input.message}`, { hint: input.hint });
    this.name = "RegistryError";
    this.file = input.file;
    this.line = input.line;
    this.path = input.path;
  }
}

/** A value that does not satisfy one of the core contracts. */
export class ContractError extends ModularPlannerError {
  readonly issues: readonly { path: string; message: string }[];

  constructor(contract: string, issues: readonly { path: string; message: string }[], options: ModularPlannerErrorOptions = {}) {
    const summary = issues.map((issue) => `${issue.path || "(root)"}: ${issue.message}`).join("; ");
    super("contract-invalid", `${contract} is invalid: ${summary}`, options);
    this.name = "ContractError";
    this.issues = issues;
  }
}

/** A plan whose graph cannot be ordered or wired (cycle, dangling reference, duplicate id). */
export class PlanGraphError extends ModularPlannerError {
  constructor(message: string, options: ModularPlannerErrorOptions = {}) {
    super("plan-graph-invalid", message, options);
    this.name = "PlanGraphError";
  }
}

export class ToolExecutionError extends ModularPlannerError {
  readonly stepId: string | undefined;
  readonly tool: string | undefined;
  /** A failure a safe repair cannot fix: the planner must revise the plan. */
  readonly requiresReplan: boolean;

  constructor(message: string, options: ModularPlannerErrorOptions & { stepId?: string; tool?: string; requiresReplan?: boolean } = {}) {
    super("tool-execution-failed", message, options);
    this.name = "ToolExecutionError";
    this.stepId = options.stepId;
    this.tool = options.tool;
    this.requiresReplan = options.requiresReplan ?? false;
  }
}

/**
 * A setting that is missing or wrong (a config file key, an environment variable, a strategy
 * option): the message names the setting, the hint says what to set it to.
 */
export class ConfigurationError extends ModularPlannerError {
  readonly setting: string | undefined;

  constructor(message: string, options: ModularPlannerErrorOptions & { setting?: string } = {}) {
    super("configuration-invalid", message, options);
    this.name = "ConfigurationError";
    this.setting = options.setting;
  }
}

/** An LLM strategy was chosen but no LLM client is configured. */
export class LlmNotConfiguredError extends ModularPlannerError {
  constructor(strategy: string, options: ModularPlannerErrorOptions = {}) {
    super("llm-not-configured", `${strategy} needs an LLM, and none is configured`, {
      hint: "Add an `llm` section to modular-planner.config (provider, model, baseURL) or set OPENAI_BASE_URL/OPENAI_API_KEY; or choose an offline strategy.",
      ...options,
    });
    this.name = "LlmNotConfiguredError";
  }
}

export class CancelledError extends ModularPlannerError {
  constructor(message = "The operation was cancelled", options: ModularPlannerErrorOptions = {}) {
    super("cancelled", message, options);
    this.name = "CancelledError";
  }
}

export class TimeoutError extends ModularPlannerError {
  constructor(message: string, options: ModularPlannerErrorOptions = {}) {
    super("timeout", message, options);
    this.name = "TimeoutError";
  }
}
