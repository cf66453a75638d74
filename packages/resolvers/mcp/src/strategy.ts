import { SPECIFICATION_VERSION, type Resolver, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createMcpResolver } from "./resolver.js";

const OptionsSchema = z
  .object({
    topK: z.number().int().positive().optional(),
    minScore: z.number().min(0).max(1).optional(),
    fuseWithBm25: z.boolean().optional(),
  })
  .strict();

/** `resolver: "mcp"`: resolves over the host's tools (the registry plus the discovered MCP tools). */
export const strategy: StrategyPackage<z.infer<typeof OptionsSchema>, Resolver> = {
  kind: "resolver",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: (options, context) => createMcpResolver({ ...options, tools: () => context.tools(), cacheDir: false }),
};
