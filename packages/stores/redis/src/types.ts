export { SPECIFICATION_VERSION, type SessionState, type SessionStore } from "@modular-planner/core";
import type { SessionState } from "@modular-planner/core";

/** Structural check of a stored session state. */
export function SessionStateSchemaLike(v: unknown): v is SessionState {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.sessionId === "string" && Array.isArray(o.turns) && typeof o.summary === "string" && Array.isArray(o.facts) && typeof o.updatedAt === "string"
  );
}
