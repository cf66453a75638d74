import { ConfigurationError, ToolMetadataSchema, type CapabilityMap, type ToolCatalog, type ToolMetadata } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import type { ModularPlannerOptions, ModularPlannerSettings } from "./types.js";

/** No capabilities and no requirement rules: coverage is then checked per intent (`intent:<id>`), not per requirement label. */
export const EMPTY_CAPABILITY_MAP: CapabilityMap = { version: "empty", capabilities: [], requirements: {} };

/**
 * Parses plain tool objects with `ToolMetadataSchema` (defaults filled in) into a catalog. Every
 * problem names the tool (by its name, else its position) and the field, so a malformed tool fails
 * here instead of deep inside planning.
 */
export function catalogFromTools(tools: readonly unknown[]): ToolCatalog {
  if (!Array.isArray(tools))
    throw new ConfigurationError(`tools must be an array of tool objects, got ${typeof tools}`, {
      setting: "tools",
      hint: 'Pass tools: [{ name: "search_flights", description: "Search flights…" }, …].',
    });
  const problems: string[] = [];
  const parsed: ToolMetadata[] = [];
  const seen = new Map<string, number>();
  tools.forEach((input, index) => {
    const name =
      input !== null && typeof input === "object" && typeof (input as { name?: unknown }).name === "string" ? (input as { name: string }).name : undefined;
    const label = name ? `tools[${index}] "${name}"` : `tools[${index}]`;
    const result = ToolMetadataSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${label}: ${issue.path.length ? issue.path.join(".") : "(the tool)"}: ${issue.message}`);
      return;
    }
    const first = seen.get(result.data.name);
    if (first !== undefined) problems.push(`${label}: name: "${result.data.name}" is already the name of tools[${first}]`);
    else seen.set(result.data.name, index);
    parsed.push(result.data);
  });
  if (problems.length > 0) {
    throw new ConfigurationError(`${problems.length === 1 ? "a tool is" : `${problems.length} tool problems are`} malformed: ${problems.join("; ")}`, {
      setting: "tools",
      hint: 'Each tool needs a name (letters, digits, _ . : -) and a description; params is a JSON Schema object ({ type: "object", properties, required }). See ToolMetadataSchema in @modular-planner/core.',
    });
  }
  return createToolCatalog(parsed);
}

/**
 * Fills what the settings leave out: the catalog from `tools`, an empty capability map and
 * templates, the offline deterministic requirement extractor and the rules verifier. With `tools`,
 * the pattern decomposer and the catalog resolver too (the CLI's defaults), so a goal over a plain
 * tool list plans; with `catalog` they stay opt-in, as before.
 */
export function resolvePlannerOptions(settings: ModularPlannerSettings): ModularPlannerOptions {
  const { tools, ...rest } = settings;
  // `{ ...registry }` spreads both, with `tools` being the catalog's own array: that is one tool list, not two.
  if (tools !== undefined && settings.catalog !== undefined && tools !== settings.catalog.tools) {
    throw new ConfigurationError("pass either tools or catalog, not both", {
      setting: "tools",
      hint: "Use tools for plain tool objects, or catalog for a catalog built with createToolCatalog / loadRegistry.",
    });
  }
  if (tools === undefined && settings.catalog === undefined) {
    throw new ConfigurationError("no tools: pass tools (plain tool objects) or catalog", {
      setting: "tools",
      hint: 'createModularPlanner({ tools: [{ name: "search_flights", description: "Search flights…" }] }).',
    });
  }
  const catalog = settings.catalog ?? catalogFromTools(tools!);
  const plain = settings.catalog === undefined;
  return {
    ...rest,
    catalog,
    capabilityMap: settings.capabilityMap ?? EMPTY_CAPABILITY_MAP,
    templates: settings.templates ?? [],
    requirements: settings.requirements ?? createDeterministicExtractor(),
    verifiers: settings.verifiers ?? [createRulesVerifier()],
    ...(settings.decomposer ? { decomposer: settings.decomposer } : plain ? { decomposer: createPatternDecomposer() } : {}),
    ...(settings.resolver ? { resolver: settings.resolver } : plain ? { resolver: createCatalogResolver() } : {}),
  };
}
