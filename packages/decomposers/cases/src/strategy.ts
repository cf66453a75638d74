import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import {
  ConfigurationError,
  SPECIFICATION_VERSION,
  type Decomposer,
  type PlanLibrary,
  type StrategyContext,
  type StrategyPackage,
} from "@modular-planner/core";
import { createPlanLibrary, parsePlanLibraryJsonl } from "@modular-planner/plan-library";
import { z } from "zod";
import { createCasesDecomposer } from "./cases.js";

const OptionsSchema = z
  .object({
    /** JSONL plan libraries (relative to the config's folder); absent: the host's library. */
    files: z.array(z.string().min(1)).min(1).optional(),
    neighbours: z.number().int().positive().optional(),
    retrievalWeight: z.number().min(0).optional(),
    priorWeight: z.number().min(0).optional(),
    requireKnownTools: z.boolean().optional(),
    clauseWeight: z.number().min(0).optional(),
    orderByClauses: z.boolean().optional(),
    minConfidence: z.number().min(0).max(1).optional(),
    id: z.string().min(1).optional(),
  })
  .strict();
type Options = z.infer<typeof OptionsSchema>;

const SETTING = "strategies.decomposer";

async function libraryFrom(files: readonly string[], context: StrategyContext): Promise<PlanLibrary> {
  const entries = [];
  for (const file of files) {
    const path = resolve(context.configDir, file);
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      throw new ConfigurationError(
        `${SETTING}: cases: cannot read the plan library ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
        {
          setting: `${SETTING}.options.files`,
          hint: "Paths are relative to the config file's folder; create a library with `modular-planner learn --dataset <dir> --out <file>`.",
        },
      );
    }
    entries.push(...parsePlanLibraryJsonl(text, file));
  }
  return createPlanLibrary({ entries });
}

/**
 * `strategies.decomposer: "cases"`: plans from similar solved requests. The library is the JSONL
 * `files` of its options, else the host's (`context.library`); tools are searched with the host's
 * tool index (`context.searchTools`) and substituted within the host's tools.
 */
export const strategy: StrategyPackage<Options, Decomposer> = {
  kind: "decomposer",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  async create(options, context) {
    const { files, ...rest } = options;
    const library = files ? await libraryFrom(files, context) : context.library?.();
    if (!library) {
      throw new ConfigurationError(`${SETTING}: "cases" needs a plan library, and the host has none`, {
        setting: SETTING,
        hint: 'Name JSONL libraries in its options ({ "use": "cases", "options": { "files": ["library.jsonl"] } }) or in the config\'s library.files.',
      });
    }
    const search = context.searchTools;
    if (!search)
      throw new ConfigurationError(`${SETTING}: "cases" needs the host's tool search (StrategyContext.searchTools)`, {
        setting: SETTING,
        hint: "Use it from a host that has a tool index, such as the modular-planner CLI.",
      });
    const catalog = new Set(context.tools().map((tool) => tool.name));
    const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
    return createCasesDecomposer({ library, search, catalog, ...defined });
  },
};
