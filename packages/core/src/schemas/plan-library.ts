import { z } from "zod";

/** Where a plan-library entry came from: a curated example, a run that passed its checks, or an imported labelled dataset. */
export const PLAN_LIBRARY_SOURCES = ["example", "run", "import"] as const;
export type PlanLibrarySource = (typeof PLAN_LIBRARY_SOURCES)[number];

/** How the plan ended: `passed` (verified and its checks passed, or a labelled gold plan), `failed`, or `unknown`. */
export const PLAN_LIBRARY_OUTCOMES = ["passed", "failed", "unknown"] as const;
export type PlanLibraryOutcome = (typeof PLAN_LIBRARY_OUTCOMES)[number];

/**
 * One solved request: its text, the steps in words, the tool chain (call order) and its links
 * (`[source, target]` by tool name), where it came from and how it ended.
 */
export const PlanLibraryEntrySchema = z
  .object({
    id: z.string().min(1),
    request: z.string().min(1),
    /** Steps in words, aligned with `tools` when both are given (may be empty). */
    steps: z.array(z.string()).default([]),
    tools: z.array(z.string().min(1)).min(1),
    links: z.array(z.tuple([z.string().min(1), z.string().min(1)])).default([]),
    source: z.enum(PLAN_LIBRARY_SOURCES),
    outcome: z.enum(PLAN_LIBRARY_OUTCOMES).default("passed"),
    /** Which dataset, example file or run the entry was learned from (for audits and held-out checks). */
    origin: z.string().optional(),
  })
  .strict();
export type PlanLibraryEntry = z.infer<typeof PlanLibraryEntrySchema>;
export type PlanLibraryEntryInput = z.input<typeof PlanLibraryEntrySchema>;
