import { z } from "zod";
import { JsonValueSchema } from "../json.js";
import { ArtifactSchema } from "./artifact.js";
import { PlanSchema } from "./plan.js";

export const UsageSchema = z.object({ inputTokens: z.number().int().nonnegative(), outputTokens: z.number().int().nonnegative() }).strict();
export type Usage = z.infer<typeof UsageSchema>;

const base = { runId: z.string(), timestamp: z.string() };

/** A repair the executor applied, with provenance. */
export const RepairSchema = z
  .object({
    stepId: z.string(),
    param: z.string(),
    kind: z.enum(["column-name", "default-value", "input-artifact", "type-coercion"]),
    reason: z.string(),
    before: JsonValueSchema,
    after: JsonValueSchema,
  })
  .strict();
export type Repair = z.infer<typeof RepairSchema>;

/** The typed event stream of planning and execution (noun-action names). */
export const RunEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("run-start"), ...base, plan: PlanSchema }).strict(),
  z.object({ type: z.literal("plan-stage-finish"), ...base, stage: z.string(), durationMs: z.number(), detail: z.string().default("") }).strict(),
  z.object({ type: z.literal("plan-step-start"), ...base, stepId: z.string(), tool: z.string() }).strict(),
  z
    .object({
      type: z.literal("plan-step-finish"),
      ...base,
      stepId: z.string(),
      tool: z.string(),
      status: z.enum(["succeeded", "failed", "skipped", "cancelled"]),
      durationMs: z.number(),
      artifact: ArtifactSchema.optional(),
      error: z.string().optional(),
    })
    .strict(),
  z.object({ type: z.literal("tool-approval-request"), ...base, stepId: z.string(), tool: z.string(), effects: z.array(z.string()) }).strict(),
  z.object({ type: z.literal("tool-approval-response"), ...base, stepId: z.string(), decision: z.enum(["approved", "denied", "timed-out"]) }).strict(),
  z.object({ type: z.literal("repair-applied"), ...base, repair: RepairSchema }).strict(),
  z.object({ type: z.literal("replan-request"), ...base, attempt: z.number().int(), reason: z.string(), failedStepId: z.string().optional() }).strict(),
  z.object({ type: z.literal("llm-usage"), ...base, step: z.string(), usage: UsageSchema }).strict(),
  z
    .object({
      type: z.literal("run-finish"),
      ...base,
      status: z.enum(["succeeded", "failed", "cancelled", "partial"]),
      durationMs: z.number(),
      summary: z.string().default(""),
    })
    .strict(),
]);
export type RunEvent = z.infer<typeof RunEventSchema>;
export type RunEventType = RunEvent["type"];
export type RunEventOf<T extends RunEventType> = Extract<RunEvent, { type: T }>;
/** A listener for events; the emitter never awaits it. */
export type RunEventListener = (event: RunEvent) => void;
