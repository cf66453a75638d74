import { createHash } from "node:crypto";
import type { PlanLibraryEntry, PlanLibrarySource } from "@modular-planner/core";

/** A labelled request in the shared datasets format (`queries*.jsonl`). */
export interface LabelledRequest {
  id: string;
  query: string;
  gold_tools: readonly string[];
  steps?: readonly string[] | undefined;
  gold_links?: readonly (readonly [string, string] | readonly string[])[] | undefined;
}

/**
 * Library entries from labelled requests: the request, its gold steps, tools (call order) and links.
 * Requests without tools are skipped. Ids are prefixed with `origin` so two datasets never collide.
 */
export function entriesFromLabelledRequests(requests: readonly LabelledRequest[], options: { origin: string; source?: PlanLibrarySource }): PlanLibraryEntry[] {
  return requests
    .filter((request) => request.gold_tools.length > 0)
    .map((request) => ({
      id: `${options.origin}:${request.id}`,
      request: request.query,
      steps: [...(request.steps ?? [])],
      tools: [...request.gold_tools],
      links: (request.gold_links ?? []).filter((link) => link.length === 2).map((link) => [link[0]!, link[1]!] as [string, string]),
      source: options.source ?? "import",
      outcome: "passed",
      origin: options.origin,
    }));
}

/**
 * A fixed split by id: a request is held out when the first 32 bits of sha256(id), as a fraction
 * of 2^32, fall below `share` (default 0.2). The same ids always land on the same side.
 */
export function isHeldOut(id: string, share = 0.2): boolean {
  const value = parseInt(createHash("sha256").update(id).digest("hex").slice(0, 8), 16) / 2 ** 32;
  return value < share;
}
