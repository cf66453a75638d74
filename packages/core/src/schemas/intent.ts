import { z } from "zod";
import { GoalSchema } from "./goal.js";
import { JsonValueSchema } from "../json.js";

/** One sub-intent of a goal: a single action that should map to one capability. */
export const SubIntentSchema = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1),
    /** The capability label the decomposer believes fits, if it has one. */
    capability: z.string().nullable().default(null),
    /** Parameter values stated in the request, by the tool's parameter names where known. */
    params: z.record(z.string(), JsonValueSchema).default({}),
    /** Ids of sub-intents whose output this one needs. */
    dependsOn: z.array(z.string()).default([]),
    /** Requirement ids (see `listRequirementItems`) this sub-intent serves. */
    satisfies: z.array(z.string()).default([]),
    /** True when the intent needs a value from the user (an ask-user step). */
    askUser: z.boolean().default(false),
  })
  .strict();
export type SubIntent = z.infer<typeof SubIntentSchema>;
export type SubIntentInput = z.input<typeof SubIntentSchema>;

export const INTENT_NODE_STATUSES = ["pending", "decomposed", "resolved", "planned", "failed", "needs-clarification", "dropped"] as const;
export const IntentNodeStatusSchema = z.enum(INTENT_NODE_STATUSES);
export type IntentNodeStatus = z.infer<typeof IntentNodeStatusSchema>;

export const IntentNodeSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(["goal", "intent"]),
    text: z.string(),
    status: IntentNodeStatusSchema,
    intent: SubIntentSchema.optional(),
    /** Depth below the root goal (the root is 0); refinement is bounded by a depth budget. */
    depth: z.number().int().nonnegative(),
    /** Free-form facts recorded by stages (chosen tool, scores, reasons). */
    data: z.record(z.string(), JsonValueSchema).default({}),
  })
  .strict();
export type IntentNode = z.infer<typeof IntentNodeSchema>;

export const INTENT_EDGE_TYPES = ["IsSubgoalOf", "DependsOn"] as const;
export const IntentEdgeSchema = z
  .object({
    /** For `IsSubgoalOf`: the child; for `DependsOn`: the dependant. */
    from: z.string().min(1),
    /** For `IsSubgoalOf`: the parent; for `DependsOn`: the prerequisite. */
    to: z.string().min(1),
    type: z.enum(INTENT_EDGE_TYPES),
  })
  .strict();
export type IntentEdge = z.infer<typeof IntentEdgeSchema>;

export const IntentGraphSchema = z
  .object({
    id: z.string().min(1),
    goal: GoalSchema,
    rootId: z.string().min(1),
    nodes: z.array(IntentNodeSchema),
    edges: z.array(IntentEdgeSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type IntentGraph = z.infer<typeof IntentGraphSchema>;
