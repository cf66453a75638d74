// A resolver strategy package built against the published contracts only (@modular-planner/core, zod).
// Plain ESM with JSDoc types, so the CLI can load it without a build step; `tsc` checks it (checkJs).
import { SPECIFICATION_VERSION } from "@modular-planner/core";
import { z } from "zod";

const STOP_WORDS = new Set(["a", "an", "and", "as", "by", "for", "from", "in", "it", "of", "on", "the", "to", "with", "this", "that", "then"]);

/** @param {string} text */
const words = (text) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));

export const KeywordResolverOptionsSchema = z
  .object({
    /** Extra words per tool name, e.g. `{ describe_result: ["summarise"] }`. */
    aliases: z.record(z.string(), z.array(z.string())).default({}),
    /** Resolutions returned when the context gives no `topK`. */
    topK: z.number().int().positive().default(5),
  })
  .strict();

/** @typedef {z.infer<typeof KeywordResolverOptionsSchema>} KeywordResolverOptions */

/**
 * Scores each tool by the intent's words found in its name (weight 2, with aliases) and description (weight 1).
 * @param {Partial<KeywordResolverOptions>} [input]
 * @returns {import("@modular-planner/core").Resolver}
 */
export function createKeywordResolver(input = {}) {
  const options = KeywordResolverOptionsSchema.parse(input);
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "keyword",
    async resolve(intent, context) {
      const wanted = [...new Set(words(intent.text))];
      if (wanted.length === 0) return [];
      const tools = context.candidates ?? context.catalog.tools;
      const scored = tools.map((tool) => {
        const nameWords = new Set([...words(tool.name.replace(/_/g, " ")), ...(options.aliases[tool.name] ?? []).flatMap(words)]);
        const descriptionWords = new Set(words(tool.description));
        const inName = wanted.filter((word) => nameWords.has(word));
        const inDescription = wanted.filter((word) => !nameWords.has(word) && descriptionWords.has(word));
        const score = Math.min(1, (2 * inName.length + inDescription.length) / (2 * Math.min(wanted.length, 3)));
        return { tool: tool.name, score: Math.round(score * 1000) / 1000, inName, inDescription };
      });
      return scored
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.tool.localeCompare(b.tool))
        .slice(0, context.topK ?? options.topK)
        .map((entry) => ({
          intentId: intent.id,
          tool: entry.tool,
          score: entry.score,
          reason: `keyword: name ${entry.inName.join(", ") || "-"}; description ${entry.inDescription.join(", ") || "-"}`,
          strategy: "keyword",
          params: {},
        }));
    },
  };
}

/**
 * The export the CLI loads: `resolver: { use: "<this package or folder>", options: { aliases: {...} } }`.
 * @type {import("@modular-planner/core").StrategyPackage<KeywordResolverOptions, import("@modular-planner/core").Resolver>}
 */
export const strategy = {
  kind: "resolver",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: KeywordResolverOptionsSchema,
  create: (options) => createKeywordResolver(options),
};
