import { z } from "zod";

export const VERIFICATION_ISSUE_CODES = [
  "missing-coverage",
  "unjustified-step",
  "unknown-tool",
  "dangling-reference",
  "cycle",
  "duplicate-step-id",
  "type-mismatch",
  "plot-before-aggregate",
  "invalid-params",
  "unreadable-prompt",
  "gate-unmet",
  "judge-warning",
] as const;
export const VerificationIssueCodeSchema = z.enum(VERIFICATION_ISSUE_CODES);
export type VerificationIssueCode = z.infer<typeof VerificationIssueCodeSchema>;

export const VerificationIssueSchema = z
  .object({
    code: VerificationIssueCodeSchema,
    severity: z.enum(["error", "warning", "info"]),
    message: z.string(),
    stepId: z.string().optional(),
    requirement: z.string().optional(),
    /** What to change to fix it, phrased for a planner (rule or LLM). */
    fix: z.string().optional(),
    /** The verifier that raised it. */
    source: z.string().optional(),
  })
  .strict();
export type VerificationIssue = z.infer<typeof VerificationIssueSchema>;

export const VerificationReportSchema = z
  .object({
    ok: z.boolean(),
    issues: z.array(VerificationIssueSchema),
    /** Steps the verifier removed (unjustified), by id. */
    removedSteps: z.array(z.string()).default([]),
    /** Requirement id → ids of steps covering it. */
    coverage: z.record(z.string(), z.array(z.string())).default({}),
  })
  .strict();
export type VerificationReport = z.infer<typeof VerificationReportSchema>;
