import type { VerificationReport } from "@modular-planner/core";

/** Merges reports; `ok` only when every report is ok (a judge can never lift a failure). */
export function mergeVerificationReports(reports: readonly VerificationReport[]): VerificationReport {
  const coverage: Record<string, string[]> = {};
  for (const report of reports) {
    for (const [requirement, steps] of Object.entries(report.coverage)) {
      coverage[requirement] = [...new Set([...(coverage[requirement] ?? []), ...steps])];
    }
  }
  return {
    ok: reports.every((report) => report.ok),
    issues: reports.flatMap((report) => report.issues),
    removedSteps: [...new Set(reports.flatMap((report) => report.removedSteps))],
    coverage,
  };
}

/**
 * The structured error payload sent back to adaptation, one line per issue kind, e.g.
 * `Missing coverage: group_by=[region, product_category]`, `Remove unjustified steps: detect_anomalies`.
 */
export function formatAdaptationPayload(report: VerificationReport): string[] {
  const errors = report.issues.filter((issue) => issue.severity === "error");
  const lines: string[] = [];
  const missing = new Map<string, string[]>();
  for (const issue of errors.filter((issue) => issue.code === "missing-coverage" && issue.requirement)) {
    const [label, ...rest] = issue.requirement!.split(":");
    const key = rest.length > 1 ? `${label}:${rest[0]}` : label!;
    const value = rest.length > 1 ? rest.slice(1).join(":") : (rest[0] ?? "");
    missing.set(key, [...(missing.get(key) ?? []), value]);
  }
  if (missing.size > 0) {
    lines.push(`Missing coverage: ${[...missing].map(([label, values]) => `${label}=[${values.join(", ")}]`).join("; ")}`);
  }
  const unjustified = errors.filter((issue) => issue.code === "unjustified-step" && issue.stepId);
  if (unjustified.length > 0) lines.push(`Remove unjustified steps: ${unjustified.map((issue) => issue.stepId).join(", ")}`);
  for (const issue of errors.filter((issue) => issue.code !== "missing-coverage" && issue.code !== "unjustified-step")) {
    lines.push(`${issue.code}${issue.stepId ? ` (${issue.stepId})` : ""}: ${issue.message}${issue.fix ? ` Fix: ${issue.fix}` : ""}`);
  }
  return lines;
}
