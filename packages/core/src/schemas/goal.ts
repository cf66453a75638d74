import { z } from "zod";
import { DatasetSchemaSchema } from "./dataset.js";

/** A natural-language goal and what is known around it. */
export const GoalSchema = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1, "expected a non-empty goal"),
    dataset: DatasetSchemaSchema.optional(),
    /** Session facts (`data_loaded`, `tpr_completed`, ...) that gates are checked against. */
    facts: z.array(z.string()).default([]),
    locale: z.string().optional(),
  })
  .strict();
export type Goal = z.infer<typeof GoalSchema>;
export type GoalInput = z.input<typeof GoalSchema>;
