import { ModularPlannerError } from "@modular-planner/core";

/** Whether a value is one of core's typed errors. */
export function isModularPlannerError(error: unknown): error is ModularPlannerError {
  return error instanceof ModularPlannerError;
}

/** One line for a person: `Name: message` and, when known, `Hint: ...`. */
export function formatError(error: unknown): string {
  if (error instanceof ModularPlannerError) {
    return error.hint ? `${error.name}: ${error.message}\nHint: ${error.hint}` : `${error.name}: ${error.message}`;
  }
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
