import { z } from "zod";
import { JsonValueSchema } from "../json.js";
import { CheckSchema } from "./plan.js";

/** A capability: an abstract ability tools declare (`aggregate_time`, `plot_trend`). */
export const CapabilitySchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]*$/, "expected a snake_case capability name"),
    description: z.string().min(1, "expected a description"),
    aliases: z.array(z.string()).default([]),
  })
  .strict();
export type Capability = z.infer<typeof CapabilitySchema>;

/**
 * How a requirement label is covered: every capability in `allOf` and at least one in `anyOf`
 * (when `anyOf` is non-empty) must appear among the plan's steps that cite the requirement.
 */
export const RequirementCoverageSchema = z
  .object({
    description: z.string().default(""),
    anyOf: z.array(z.string()).default([]),
    allOf: z.array(z.string()).default([]),
  })
  .strict()
  .refine((rule) => rule.anyOf.length + rule.allOf.length > 0, { message: "expected at least one capability in anyOf or allOf" });
export type RequirementCoverage = z.infer<typeof RequirementCoverageSchema>;

/** The versioned requirement→capability map (many-to-many, with aliases). */
export const CapabilityMapSchema = z
  .object({
    version: z.string().min(1),
    capabilities: z.array(CapabilitySchema),
    requirements: z.record(z.string(), RequirementCoverageSchema),
  })
  .strict();
export type CapabilityMap = z.infer<typeof CapabilityMapSchema>;

/**
 * A template step. `params` values may hold placeholders filled from the requirement set:
 * `{{time.column}}`, `{{time.grain}}`, `{{group_by}}`, `{{metrics.0.column}}`, `{{constraints.top_n}}`.
 * `satisfies` names requirement labels; the planner turns them into requirement ids.
 */
export const TemplateStepSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/, "expected a snake_case step id"),
    tool: z.string().min(1),
    description: z.string().default(""),
    params: z.record(z.string(), JsonValueSchema).default({}),
    satisfies: z.array(z.string()).default([]),
    dependsOn: z.array(z.string()).default([]),
    checks: z.array(CheckSchema).default([]),
    /** Keep the step only when the requirement label is present (e.g. `group_by`). */
    when: z.string().optional(),
  })
  .strict();
export type TemplateStep = z.infer<typeof TemplateStepSchema>;

export const PlanTemplateSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_]*$/, "expected a snake_case template id"),
    intent: z.string().min(1),
    description: z.string().min(1, "expected a description"),
    /** Requirement labels that select this template; more matches rank it higher. */
    match: z.array(z.string()).default([]),
    /** Tools always given to the planner with this template (before retrieval). */
    tools: z.array(z.string()).default([]),
    steps: z.array(TemplateStepSchema),
  })
  .strict();
export type PlanTemplate = z.infer<typeof PlanTemplateSchema>;
