import {
  CapabilityMapSchema,
  PlanTemplateSchema,
  REQUIREMENT_LABELS,
  RegistryError,
  ToolMetadataSchema,
  type CapabilityMap,
  type PlanTemplate,
  type ToolCatalog,
  type ToolMetadata,
} from "@modular-planner/core";
import { contentHash, createToolCatalog, isStepReference } from "@modular-planner/kit";
import type { z } from "zod";
import { parseSource, type ParsedSource, type RegistrySource } from "./yaml-source.js";

export interface Registry {
  tools: ToolMetadata[];
  catalog: ToolCatalog;
  capabilityMap: CapabilityMap;
  templates: PlanTemplate[];
  /** Stable sha256 of the loaded content (tools, map, templates), for caches. */
  hash: string;
}

export interface RegistryCheck {
  registry: Registry | undefined;
  errors: RegistryError[];
}

type Path = (string | number)[];

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") return `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message)) return "is required";
  return issue.message.replace(/^Invalid input: /, "").replace(/^Invalid option: expected one of /, "expected one of ");
}

function dotted(path: readonly PropertyKey[]): string {
  return path.map(String).join(".");
}

/**
 * Validates registry sources. Returns every error found (file, line, path, message) and the
 * registry when there are none.
 */
export function checkRegistry(sources: readonly RegistrySource[]): RegistryCheck {
  const errors: RegistryError[] = [];
  const fail = (source: ParsedSource, path: Path, label: string, message: string): void => {
    errors.push(new RegistryError({ file: source.file, line: source.lineOf(path), path: label || undefined, message }));
  };
  const parsed: ParsedSource[] = [];
  for (const source of sources) {
    try {
      parsed.push(parseSource(source));
    } catch (error) {
      if (error instanceof RegistryError) errors.push(error);
      else throw error;
    }
  }

  const capabilitySources = parsed.filter((source) => /(^|\/)capabilities\.ya?ml$/.test(source.file));
  const toolSources = parsed.filter((source) => /(^|\/)tools\/[^/]+\.ya?ml$/.test(source.file));
  const templateSources = parsed.filter((source) => /(^|\/)templates\/[^/]+\.ya?ml$/.test(source.file));

  // --- capability map
  let capabilityMap: CapabilityMap | undefined;
  if (capabilitySources.length !== 1) {
    errors.push(
      new RegistryError({
        file: capabilitySources[1]?.file ?? "registry/capabilities.yaml",
        message: capabilitySources.length === 0 ? "missing: the registry needs exactly one capabilities.yaml" : "only one capabilities.yaml is allowed",
      }),
    );
  } else {
    const source = capabilitySources[0]!;
    const result = CapabilityMapSchema.safeParse(source.value);
    if (!result.success) {
      for (const issue of result.error.issues) fail(source, issue.path as Path, dotted(issue.path), describeIssue(issue));
    } else {
      capabilityMap = result.data;
      const seen = new Map<string, number>();
      capabilityMap.capabilities.forEach((capability, index) => {
        if (seen.has(capability.name))
          fail(
            source,
            ["capabilities", index, "name"],
            `capabilities.${index}.name`,
            `duplicate capability "${capability.name}" (first at line ${source.lineOf(["capabilities", seen.get(capability.name)!])})`,
          );
        else seen.set(capability.name, index);
      });
      for (const [label, rule] of Object.entries(capabilityMap.requirements)) {
        if (!REQUIREMENT_LABELS.includes(label)) {
          fail(source, ["requirements", label], `requirements.${label}`, `unknown requirement label; expected one of ${REQUIREMENT_LABELS.join(", ")}`);
        }
        for (const key of ["anyOf", "allOf"] as const) {
          rule[key].forEach((capability, index) => {
            if (!seen.has(capability))
              fail(source, ["requirements", label, key, index], `requirements.${label}.${key}.${index}`, `unknown capability "${capability}"`);
          });
        }
      }
      for (const label of REQUIREMENT_LABELS) {
        if (!(label in capabilityMap.requirements)) fail(source, ["requirements"], "requirements", `requirement label "${label}" has no capability`);
      }
    }
  }
  const capabilityNames = new Set(capabilityMap?.capabilities.flatMap((capability) => [capability.name, ...capability.aliases]) ?? []);

  // --- tools
  const tools: ToolMetadata[] = [];
  const toolOrigin = new Map<string, string>();
  for (const source of toolSources) {
    const value = source.value as { tools?: unknown } | null;
    if (value === null || typeof value !== "object" || !Array.isArray(value.tools)) {
      fail(source, [], "", 'expected a mapping with a "tools" list');
      continue;
    }
    const extraKeys = Object.keys(value).filter((key) => key !== "tools");
    if (extraKeys.length > 0) fail(source, [extraKeys[0]!], extraKeys[0]!, `unknown key "${extraKeys[0]}"`);
    value.tools.forEach((raw, index) => {
      const name = typeof (raw as { name?: unknown })?.name === "string" ? (raw as { name: string }).name : `#${index}`;
      const result = ToolMetadataSchema.safeParse(raw);
      if (!result.success) {
        for (const issue of result.error.issues)
          fail(source, ["tools", index, ...(issue.path as Path)], `tool "${name}" ${dotted(issue.path)}`.trimEnd(), describeIssue(issue));
        return;
      }
      const tool = { ...result.data, source: { kind: "registry" as const, file: source.file } };
      const here = `${source.file}:${source.lineOf(["tools", index])}`;
      for (const key of [tool.name, ...tool.aliases]) {
        const previous = toolOrigin.get(key);
        if (previous) fail(source, ["tools", index, "name"], `tool "${tool.name}"`, `duplicate tool name "${key}" (already defined at ${previous})`);
      }
      if (toolOrigin.has(tool.name)) return;
      for (const key of [tool.name, ...tool.aliases]) toolOrigin.set(key, here);
      if (capabilityMap) {
        tool.capabilities.forEach((capability, capabilityIndex) => {
          if (!capabilityNames.has(capability)) {
            fail(
              source,
              ["tools", index, "capabilities", capabilityIndex],
              `tool "${tool.name}" capabilities.${capabilityIndex}`,
              `unknown capability "${capability}"`,
            );
          }
        });
      }
      tools.push(tool);
    });
  }

  // --- templates
  const templates: PlanTemplate[] = [];
  const templateIds = new Map<string, string>();
  for (const source of templateSources) {
    const result = PlanTemplateSchema.safeParse(source.value);
    if (!result.success) {
      for (const issue of result.error.issues) fail(source, issue.path as Path, dotted(issue.path), describeIssue(issue));
      continue;
    }
    const template = result.data;
    if (templateIds.has(template.id)) {
      fail(source, ["id"], "id", `duplicate template id "${template.id}" (already defined in ${templateIds.get(template.id)})`);
      continue;
    }
    templateIds.set(template.id, source.file);
    template.tools.forEach((tool, index) => {
      if (!toolOrigin.has(tool)) fail(source, ["tools", index], `tools.${index}`, `unknown tool "${tool}"`);
    });
    const stepIds = new Set<string>();
    template.steps.forEach((step, index) => {
      const at = (...rest: Path): Path => ["steps", index, ...rest];
      if (stepIds.has(step.id)) fail(source, at("id"), `steps.${index}.id`, `duplicate step id "${step.id}"`);
      if (!toolOrigin.has(step.tool)) fail(source, at("tool"), `steps.${index}.tool`, `unknown tool "${step.tool}"`);
      const references = [
        ...step.dependsOn,
        ...Object.values(step.params)
          .filter(isStepReference)
          .map((reference) => reference.ref),
      ];
      for (const reference of references) {
        if (!stepIds.has(reference)) fail(source, at(), `steps.${index}`, `step "${step.id}" depends on "${reference}", which is not an earlier step`);
      }
      for (const [key, labels] of [
        ["satisfies", step.satisfies],
        ["when", step.when ? [step.when] : []],
      ] as const) {
        labels.forEach((label, labelIndex) => {
          if (!REQUIREMENT_LABELS.includes(label)) fail(source, at(key, labelIndex), `steps.${index}.${key}`, `unknown requirement label "${label}"`);
        });
      }
      stepIds.add(step.id);
    });
    template.match.forEach((label, index) => {
      if (!REQUIREMENT_LABELS.includes(label)) fail(source, ["match", index], `match.${index}`, `unknown requirement label "${label}"`);
    });
    templates.push(template);
  }

  if (errors.length > 0 || !capabilityMap) return { registry: undefined, errors };
  return { registry: assembleRegistry(tools, capabilityMap, templates), errors };
}

export function assembleRegistry(tools: ToolMetadata[], capabilityMap: CapabilityMap, templates: PlanTemplate[]): Registry {
  const sortedTemplates = [...templates].sort((a, b) => a.id.localeCompare(b.id));
  const catalog = createToolCatalog(tools);
  return {
    tools,
    catalog,
    capabilityMap,
    templates: sortedTemplates,
    hash: contentHash({ tools: catalog.hash, capabilityMap, templates: sortedTemplates }),
  };
}

/** Validates sources and throws the first error (all errors are in `details.errors`). */
export function buildRegistry(sources: readonly RegistrySource[]): Registry {
  const { registry, errors } = checkRegistry(sources);
  if (errors.length > 0 || !registry) {
    const [first] = errors;
    if (first && errors.length > 1) {
      first.details.errors = errors.map((error) => error.message);
      first.message += ` (and ${errors.length - 1} more problem${errors.length > 2 ? "s" : ""})`;
    }
    throw first;
  }
  return registry;
}

/** Adds tools discovered at run time (MCP servers, datasets) to a registry, keeping names unique. */
export function withTools(registry: Registry, extra: readonly ToolMetadata[]): Registry {
  const known = new Set(registry.tools.map((tool) => tool.name));
  const added = extra.filter((tool) => !known.has(tool.name));
  return assembleRegistry([...registry.tools, ...added], registry.capabilityMap, registry.templates);
}
