import { ModularPlannerError, PlanLibraryEntrySchema, type PlanLibraryEntry } from "@modular-planner/core";

/** One entry per line, keys in schema order: the portable form of a library. */
export function toPlanLibraryJsonl(entries: readonly PlanLibraryEntry[]): string {
  return entries.map((entry) => JSON.stringify(PlanLibraryEntrySchema.parse(entry))).join("\n") + (entries.length ? "\n" : "");
}

/** Parses JSONL written by `toPlanLibraryJsonl` (blank lines skipped); errors name the line. */
export function parsePlanLibraryJsonl(text: string, source = "plan library"): PlanLibraryEntry[] {
  const entries: PlanLibraryEntry[] = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ModularPlannerError("configuration-invalid", `${source}:${index + 1}: not JSON (${(error as Error).message})`, {
        hint: "Write one JSON object per line.",
        details: { input: true },
      });
    }
    const parsed = PlanLibraryEntrySchema.safeParse(value);
    if (!parsed.success) {
      throw new ModularPlannerError(
        "configuration-invalid",
        `${source}:${index + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ")}`,
        {
          hint: "Each line needs id, request, tools (at least one) and source (example, run or import).",
          details: { input: true },
        },
      );
    }
    entries.push(parsed.data);
  });
  return entries;
}
