import { z } from "zod";
import { JsonValueSchema } from "../json.js";

/** One candidate tool for a sub-intent, with a score in [0, 1] and the reason. */
export const ResolutionSchema = z
  .object({
    intentId: z.string().min(1),
    tool: z.string().min(1),
    score: z.number().min(0).max(1),
    reason: z.string(),
    /** The strategy that produced it (`catalog`, `semantic`, `mcp`, ...). */
    strategy: z.string().min(1),
    server: z.string().optional(),
    /** Intent parameters mapped onto the tool's parameter names and types. */
    params: z.record(z.string(), JsonValueSchema).default({}),
  })
  .strict();
export type Resolution = z.infer<typeof ResolutionSchema>;
export type ResolutionInput = z.input<typeof ResolutionSchema>;
