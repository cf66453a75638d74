import { ModularPlannerError, type PlanLibraryEntryInput } from "@modular-planner/core";
import { parse } from "yaml";

/**
 * Curated examples from YAML: a list (or `{ examples: [...] }`) of
 * `{ id, request, steps?: [{ text, tool }] | string[], tools?, links? }`. With `steps` as objects
 * the tools are read from them; links default to the chain (each step feeds the next).
 */
export function parseExampleEntries(text: string, source = "examples"): PlanLibraryEntryInput[] {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    throw new ModularPlannerError("configuration-invalid", `${source}: not YAML (${(error as Error).message})`, { details: { input: true } });
  }
  const list = Array.isArray(document) ? document : (document as { examples?: unknown } | null)?.examples;
  if (!Array.isArray(list))
    throw new ModularPlannerError("configuration-invalid", `${source}: expected a list of examples (or an \`examples:\` list)`, { details: { input: true } });
  return list.map((item: Record<string, unknown>, position) => {
    const rawSteps = Array.isArray(item?.steps) ? (item.steps as unknown[]) : [];
    const objectSteps = rawSteps.every((step) => typeof step === "object" && step !== null);
    const steps = rawSteps.map((step) => (typeof step === "string" ? step : String((step as { text?: unknown }).text ?? "")));
    const tools = Array.isArray(item?.tools)
      ? (item.tools as string[])
      : objectSteps
        ? rawSteps.map((step) => String((step as { tool?: unknown }).tool ?? ""))
        : [];
    const links = Array.isArray(item?.links)
      ? (item.links as [string, string][])
      : tools.slice(1).map((tool, index) => [tools[index]!, tool] as [string, string]);
    return {
      id: typeof item?.id === "string" ? item.id : `${source}#${position + 1}`,
      request: String(item?.request ?? ""),
      steps,
      tools,
      links,
      source: "example" as const,
      outcome: "passed" as const,
      origin: source,
    };
  });
}
