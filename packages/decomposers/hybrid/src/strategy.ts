import { SPECIFICATION_VERSION, type Decomposer, type StrategyContext, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createHybridDecomposer, type HybridDecomposer } from "./hybrid.js";

/** A part: a config value (`"pattern"`, `{ use, options }`) the host loads, or a decomposer the host injects. */
const PartSchema = z.union([
  z.string().min(1),
  z.object({ use: z.string().min(1), options: z.record(z.string(), z.unknown()).optional() }).strict(),
  z.custom<Decomposer>(isDecomposer, "expected a decomposer"),
]);

const OptionsSchema = z
  .object({
    pattern: PartSchema,
    cases: PartSchema.optional(),
    grounded: PartSchema.optional(),
    intentFirst: PartSchema.optional(),
    threshold: z.number().min(0).max(1).optional(),
    casesOverPattern: z.boolean().optional(),
    id: z.string().min(1).optional(),
  })
  .strict();
type Options = z.infer<typeof OptionsSchema>;

function isDecomposer(value: unknown): value is Decomposer {
  return typeof value === "object" && value !== null && typeof (value as Decomposer).decompose === "function";
}

async function part(value: Options["pattern"] | undefined, context: StrategyContext): Promise<Decomposer | undefined> {
  if (value === undefined) return undefined;
  return isDecomposer(value) ? value : ((await context.load("decomposer", value)) as Decomposer);
}

/**
 * `strategies.decomposer: "hybrid"`: its parts are other decomposers, each loaded by the host from a
 * config value (short name or package) or injected as an object, never imported by this package.
 */
export const strategy: StrategyPackage<Options, HybridDecomposer> = {
  kind: "decomposer",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  async create(options, context) {
    const [pattern, cases, grounded, intentFirst] = await Promise.all([
      part(options.pattern, context),
      part(options.cases, context),
      part(options.grounded, context),
      part(options.intentFirst, context),
    ]);
    return createHybridDecomposer({
      pattern: pattern!,
      ...(cases ? { cases } : {}),
      ...(grounded ? { grounded } : {}),
      ...(intentFirst ? { intentFirst } : {}),
      ...(options.threshold !== undefined ? { threshold: options.threshold } : {}),
      ...(options.casesOverPattern !== undefined ? { casesOverPattern: options.casesOverPattern } : {}),
      ...(options.id ? { id: options.id } : {}),
    });
  },
};
