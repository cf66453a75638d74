import type { Artifact, Check } from "@modular-planner/core";

/** A custom check: returns an error message when the artifact fails, undefined when it passes. */
export type CheckEvaluator = (artifact: Artifact, args: Record<string, unknown>) => string | undefined | Promise<string | undefined>;

const compare = (left: number, operator: string, right: number) =>
  ({ ">": left > right, ">=": left >= right, "=": left === right, "<": left < right, "<=": left <= right, "!=": left !== right })[operator] ?? false;

/**
 * Evaluates a plan check on an artifact. Conventions: `row_count` reads `artifact.rowCount`,
 * `columns` reads `artifact.columns`, `no_null_values` reads `artifact.metadata.nullCounts`,
 * `file_size` reads `artifact.sizeBytes`. Missing information fails the check (never passes silently).
 */
export async function evaluateCheck(check: Check, artifact: Artifact, custom: Record<string, CheckEvaluator> = {}): Promise<string | undefined> {
  switch (check.type) {
    case "row_count":
      if (artifact.rowCount === undefined) return `row_count ${check.operator} ${check.value}: the artifact has no row count`;
      return compare(artifact.rowCount, check.operator, check.value)
        ? undefined
        : `row_count ${check.operator} ${check.value} failed (rows: ${artifact.rowCount})`;
    case "columns": {
      const present = new Set((artifact.columns ?? []).map((column) => column.name));
      const missing = check.columns.filter((column) => !present.has(column));
      return missing.length ? `columns check failed: missing ${missing.join(", ")}` : undefined;
    }
    case "no_null_values": {
      const counts = artifact.metadata.nullCounts as Record<string, number> | undefined;
      if (!counts) return "no_null_values: the artifact reports no null counts";
      const withNulls = check.columns.filter((column) => (counts[column] ?? Number.NaN) !== 0);
      return withNulls.length ? `no_null_values failed: ${withNulls.map((column) => `${column} (${counts[column] ?? "unknown"})`).join(", ")}` : undefined;
    }
    case "file_size":
      if (artifact.sizeBytes === undefined) return `file_size ${check.operator} ${check.value}: the artifact has no size`;
      return compare(artifact.sizeBytes, check.operator, check.value)
        ? undefined
        : `file_size ${check.operator} ${check.value} failed (bytes: ${artifact.sizeBytes})`;
    case "custom": {
      const evaluator = custom[check.name];
      if (!evaluator) return `custom check "${check.name}" is not registered`;
      return evaluator(artifact, check.args);
    }
  }
}
