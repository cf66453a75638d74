import { z } from "zod";
import { JsonValueSchema } from "../json.js";
import { ColumnSchema } from "./dataset.js";

/**
 * A step's output. Large values live at `uri` (a file or table handle) and are passed by
 * reference; small values may be inline in `value`.
 */
export const ArtifactSchema = z
  .object({
    id: z.string().min(1),
    stepId: z.string().min(1),
    type: z.string().min(1),
    uri: z.string().optional(),
    mimeType: z.string().optional(),
    value: JsonValueSchema.optional(),
    columns: z.array(ColumnSchema).optional(),
    rowCount: z.number().int().nonnegative().optional(),
    sizeBytes: z.number().int().nonnegative().optional(),
    metadata: z.record(z.string(), JsonValueSchema).default({}),
  })
  .strict();
export type Artifact = z.infer<typeof ArtifactSchema>;
export type ArtifactInput = z.input<typeof ArtifactSchema>;
