import type { JsonSchemaProperty } from "@modular-planner/core";

const EXAMPLES: [RegExp, string][] = [
  [/^(per_?page|page_?size|limit|count|n|top_?n|max_?results)$/i, "(e.g. 10, 25, 50)"],
  // Dates by name only where the name says date; a bare `to`/`from` is as often a recipient or sender.
  [/(date|day|since|until)$/i, "(e.g. 2025-01-31)"],
  [/(email|^to$|^from$|recipient|sender)/i, "(e.g. name@example.com)"],
];

/** `perPage` → "How many items per page? (e.g. 10, 25, 50)"; other names → "What <words> should be used?". */
export function humanPrompt(parameter: string, schema?: JsonSchemaProperty): string {
  const words = parameter
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  const dateFormat = schema?.format === "date" || schema?.format === "date-time";
  const example = dateFormat ? "(e.g. 2025-01-31)" : schema?.enum ? `(one of ${schema.enum.slice(0, 5).join(", ")})` : EXAMPLES.find(([pattern]) => pattern.test(parameter))?.[1];
  let question: string;
  if (/^per ?page|page ?size$/.test(words)) question = "How many items per page?";
  else if (!dateFormat && /^(to|recipients?)$/.test(words)) question = "Who should receive it?";
  else if (!dateFormat && /^(from|sender)$/.test(words)) question = "Who should it be sent from?";
  else if (dateFormat && /^(to|until|end)$/.test(words)) question = "Up to which date?";
  else if (dateFormat && /^(from|since|start)$/.test(words)) question = "From which date?";
  else if (schema?.type === "integer" || schema?.type === "number" || /^(limit|count|n|max results)$/.test(words)) question = `How many ${words === "n" ? "items" : words.replace(/^(max |number of )/, "")}?`;
  else if (schema?.type === "boolean") question = `Should ${words} be on?`;
  else question = `What ${words} should be used?`;
  return example ? `${question} ${example}` : question;
}
