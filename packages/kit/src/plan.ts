import type { StepReference } from "@modular-planner/core";

/** Whether a parameter value is a reference to an earlier step's output (`{ ref, path? }`). */
export function isStepReference(value: unknown): value is StepReference {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return typeof (value as { ref?: unknown }).ref === "string" && keys.every((key) => key === "ref" || key === "path");
}
