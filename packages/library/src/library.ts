import {
  ModularPlannerError,
  PlanLibraryEntrySchema,
  SPECIFICATION_VERSION,
  type PlanLibrary,
  type PlanLibraryEntry,
  type PlanLibraryEntryInput,
  type PlanLibraryMatch,
} from "@modular-planner/core";
import { contentHash } from "@modular-planner/kit";
import { createBm25Index, type Bm25Index } from "@modular-planner/retrieval";

export interface PlanLibraryOptions {
  /** Entries to start with. */
  entries?: readonly PlanLibraryEntryInput[];
  /** Texts kept per tool by `usage` (step texts first, then requests of single-tool entries). Default 12. */
  usageCap?: number;
  /** Weight of the unigram back-off in `transition` (additive smoothing mass). Default 1. */
  smoothing?: number;
  /** Strategy id (default `plan-library`). */
  id?: string;
}

interface Derived {
  passed: PlanLibraryEntry[];
  bm25: Bm25Index;
  start: Map<string, number>;
  pairs: Map<string, Map<string, number>>;
  outgoing: Map<string, number>;
  toolCounts: Map<string, number>;
  toolTotal: number;
  usage: Map<string, string[]>;
  adjacentLinked: Map<string, [number, number]>;
  hash: string;
}

/**
 * An in-memory plan library. Derived structures (the BM25 index over requests, transition counts,
 * usage texts, the hash) are rebuilt lazily after `add`, so bulk loading costs one rebuild.
 */
export function createPlanLibrary(options: PlanLibraryOptions = {}): PlanLibrary {
  const byId = new Map<string, PlanLibraryEntry>();
  const usageCap = options.usageCap ?? 12;
  const smoothing = options.smoothing ?? 1;
  let derived: Derived | undefined;

  const derive = (): Derived => {
    if (derived) return derived;
    const passed = [...byId.values()].filter((entry) => entry.outcome === "passed");
    const start = new Map<string, number>();
    const pairs = new Map<string, Map<string, number>>();
    const outgoing = new Map<string, number>();
    const toolCounts = new Map<string, number>();
    const usage = new Map<string, string[]>();
    const requestsOf = new Map<string, string[]>();
    const adjacentLinked = new Map<string, [number, number]>();
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const entry of passed) {
      const [first] = entry.tools;
      if (first) bump(start, first);
      entry.tools.forEach((tool, position) => {
        bump(toolCounts, tool);
        const next = entry.tools[position + 1];
        if (next) {
          bump(outgoing, tool);
          const counts = adjacentLinked.get(`${tool}\u0000${next}`) ?? [0, 0];
          counts[0] += 1;
          if (entry.links.some(([source, target]) => source === tool && target === next)) counts[1] += 1;
          adjacentLinked.set(`${tool}\u0000${next}`, counts);
          const row = pairs.get(tool) ?? new Map<string, number>();
          bump(row, next);
          pairs.set(tool, row);
        }
        const step = entry.steps.length === entry.tools.length ? entry.steps[position] : undefined;
        if (step) {
          const texts = usage.get(tool) ?? [];
          if (texts.length < usageCap) texts.push(step);
          usage.set(tool, texts);
        }
      });
      // A request names every tool of its chain; only a single-tool request describes its tool alone.
      if (entry.tools.length === 1) {
        const requests = requestsOf.get(entry.tools[0]!) ?? [];
        requests.push(entry.request);
        requestsOf.set(entry.tools[0]!, requests);
      }
    }
    for (const [tool, requests] of requestsOf) {
      const texts = usage.get(tool) ?? [];
      for (const request of requests) if (texts.length < usageCap) texts.push(request);
      usage.set(tool, texts);
    }
    const hash = contentHash(passed.map((entry) => [entry.id, entry.request, entry.steps, entry.tools, entry.links]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1)));
    derived = {
      passed,
      bm25: createBm25Index(passed.map((entry) => entry.request)),
      start,
      pairs,
      outgoing,
      toolCounts,
      toolTotal: [...toolCounts.values()].reduce((sum, count) => sum + count, 0),
      usage,
      adjacentLinked,
      hash,
    };
    return derived;
  };

  const library: PlanLibrary = {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? "plan-library",
    get size() {
      return byId.size;
    },
    get hash() {
      return derive().hash;
    },
    add(entries) {
      for (const [position, input] of entries.entries()) {
        const parsed = PlanLibraryEntrySchema.safeParse(input);
        if (!parsed.success) {
          const where = typeof (input as { id?: unknown })?.id === "string" ? `entry "${(input as { id: string }).id}"` : `entry ${position + 1}`;
          throw new ModularPlannerError(
            "configuration-invalid",
            `plan library: ${where}: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ")}`,
            {
              hint: "Each entry needs id, request, tools (at least one) and source (example, run or import); steps and links are optional.",
              details: { input: true },
            },
          );
        }
        byId.set(parsed.data.id, parsed.data);
      }
      derived = undefined;
    },
    entries() {
      return [...byId.values()];
    },
    similar(request, k) {
      const { passed, bm25 } = derive();
      if (k <= 0 || passed.length === 0) return [];
      return bm25.search(request, k).map((hit): PlanLibraryMatch => ({ entry: passed[hit.index]!, score: hit.score, coverage: hit.coverage }));
    },
    transition(from, to) {
      const { start, pairs, outgoing, toolCounts, toolTotal } = derive();
      const vocabulary = toolCounts.size + 1;
      const unigram = ((toolCounts.get(to) ?? 0) + 1) / (toolTotal + vocabulary);
      const count = from === null ? (start.get(to) ?? 0) : (pairs.get(from)?.get(to) ?? 0);
      const total = from === null ? [...start.values()].reduce((sum, value) => sum + value, 0) : (outgoing.get(from) ?? 0);
      return (count + smoothing * unigram) / (total + smoothing);
    },
    toolCount(tool) {
      return derive().toolCounts.get(tool) ?? 0;
    },
    linkRate(from, to) {
      const [adjacent, linked] = derive().adjacentLinked.get(`${from}\u0000${to}`) ?? [0, 0];
      return (linked + 1) / (adjacent + 2);
    },
    usage(tool) {
      return derive().usage.get(tool) ?? [];
    },
  };
  if (options.entries) library.add(options.entries);
  return library;
}
