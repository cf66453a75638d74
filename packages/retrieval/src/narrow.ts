import { ModularPlannerError, type ToolMetadata } from "@modular-planner/core";
import type { ToolIndex } from "./tool-index.js";

export type NarrowReason = "template" | "retrieval" | "safety";

export interface NarrowedTool {
  tool: ToolMetadata;
  reason: NarrowReason;
  /** The best fused retrieval score over the queries (0 when the tool was never retrieved). */
  score: number;
}

export interface NarrowToolsOptions {
  index: ToolIndex;
  /** Retrieval queries, e.g. from `requirementQueries`. */
  queries: readonly string[];
  /** Tools a selected plan template names: always kept. */
  templateTools?: readonly (ToolMetadata | string)[];
  /** Tools that must be available to every plan (e.g. `ask_user`): appended when missing. */
  safetyTools?: readonly (ToolMetadata | string)[];
  /** Target number of tools. Default 10. */
  cap?: number;
  /** How far the safety set may push the list past the cap. Default 2. */
  maxOverflow?: number;
  /** Results fetched per query. Default `cap`. */
  perQuery?: number;
}

/**
 * Picks the few tools a prompt may see: template tools always; retrieved tools (best fused score
 * over all queries) until the cap; safety tools appended when missing, which may exceed the cap by
 * at most `maxOverflow`. When over that limit, the lowest-scoring retrieved tools are dropped
 * first. Template tools are never dropped (a template naming more tools than the cap keeps them
 * all); safety tools that still do not fit after every retrieved tool is dropped are left out, last first.
 */
export async function narrowTools(options: NarrowToolsOptions): Promise<NarrowedTool[]> {
  const { index } = options;
  const cap = options.cap ?? 10;
  const maxOverflow = options.maxOverflow ?? 2;
  if (!Number.isInteger(cap) || cap < 0) throw new RangeError(`cap must be a non-negative integer, received ${cap}`);
  if (!Number.isInteger(maxOverflow) || maxOverflow < 0) throw new RangeError(`maxOverflow must be a non-negative integer, received ${maxOverflow}`);
  const resolve = (entry: ToolMetadata | string, role: string): ToolMetadata => {
    if (typeof entry !== "string") return entry;
    const tool = index.catalog.get(entry);
    if (!tool) throw new ModularPlannerError("tool-not-found", `narrowTools: ${role} tool "${entry}" is not in the index's catalog`);
    return tool;
  };

  const best = new Map<string, { tool: ToolMetadata; score: number }>();
  for (const query of options.queries) {
    for (const hit of await index.search(query, { k: options.perQuery ?? Math.max(cap, 1) })) {
      const previous = best.get(hit.tool.name);
      if (!previous || hit.score > previous.score) best.set(hit.tool.name, { tool: hit.tool, score: hit.score });
    }
  }
  const scoreOf = (name: string) => best.get(name)?.score ?? 0;

  const kept: NarrowedTool[] = [];
  const names = new Set<string>();
  for (const entry of options.templateTools ?? []) {
    const tool = resolve(entry, "template");
    if (names.has(tool.name)) continue;
    names.add(tool.name);
    kept.push({ tool, reason: "template", score: scoreOf(tool.name) });
  }
  const retrieved = [...best.values()]
    .filter(({ tool }) => !names.has(tool.name))
    .sort((a, b) => b.score - a.score || (a.tool.name < b.tool.name ? -1 : 1))
    .slice(0, Math.max(0, cap - kept.length))
    .map(({ tool, score }): NarrowedTool => ({ tool, reason: "retrieval", score }));
  for (const item of retrieved) names.add(item.tool.name);

  const safety: NarrowedTool[] = [];
  for (const entry of options.safetyTools ?? []) {
    const tool = resolve(entry, "safety");
    if (names.has(tool.name)) continue;
    names.add(tool.name);
    safety.push({ tool, reason: "safety", score: scoreOf(tool.name) });
  }
  const limit = Math.max(cap + maxOverflow, kept.length);
  // Retrieved are sorted best first: dropping from the end drops the lowest-scoring first.
  while (kept.length + retrieved.length + safety.length > limit && retrieved.length > 0) retrieved.pop();
  while (kept.length + retrieved.length + safety.length > limit && safety.length > 0) safety.pop();
  return [...kept, ...retrieved, ...safety];
}
