import type { ToolMetadata } from "./schemas/tool.js";

/** An immutable, hashed set of tools: what resolvers, retrieval and verifiers look tools up in. */
export interface ToolCatalog {
  readonly tools: readonly ToolMetadata[];
  /** Stable content hash (sha256 hex) of the tools, independent of their order. */
  readonly hash: string;
  get(name: string): ToolMetadata | undefined;
  has(name: string): boolean;
}
