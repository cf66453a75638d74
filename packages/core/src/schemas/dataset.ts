import { z } from "zod";

export const COLUMN_TYPES = ["string", "number", "integer", "boolean", "date", "timestamp", "unknown"] as const;
export const ColumnTypeSchema = z.enum(COLUMN_TYPES);

export const ColumnSchema = z
  .object({
    name: z.string().min(1),
    type: ColumnTypeSchema,
    aliases: z.array(z.string()).default([]),
    description: z.string().optional(),
  })
  .strict();

/** The shape of the data a question is about: what requirement extraction resolves columns against. */
export const DatasetSchemaSchema = z
  .object({
    name: z.string().min(1),
    columns: z.array(ColumnSchema),
    rowCount: z.number().int().nonnegative().optional(),
    source: z.string().optional(),
  })
  .strict();
export type ColumnType = z.infer<typeof ColumnTypeSchema>;
export type Column = z.infer<typeof ColumnSchema>;
export type DatasetSchema = z.infer<typeof DatasetSchemaSchema>;
