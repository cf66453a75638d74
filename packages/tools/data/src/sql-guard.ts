import { ToolExecutionError } from "@modular-planner/core";

const FORBIDDEN =
  /\b(drop|delete|update|insert|truncate|alter|create|attach|detach|copy|pragma|install|load|export|import|vacuum|checkpoint|call|set|reset|grant|revoke|replace|merge|use)\b/i;

/**
 * Accepts one read-only statement (SELECT or WITH … SELECT). Destructive or state-changing
 * statements and multiple statements are refused with a message saying so.
 */
export function assertReadOnlySql(sql: string): string {
  const text = sql
    .replace(/--[^\n]*/g, " ")
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .trim()
    .replace(/;\s*$/, "");
  const withoutStrings = text.replace(/'(?:[^']|'')*'/g, "''");
  if (withoutStrings.includes(";"))
    throw new ToolExecutionError("query_sql runs one statement at a time; remove the extra statements", { requiresReplan: true });
  if (!/^(select|with)\b/i.test(text))
    throw new ToolExecutionError(`query_sql only runs SELECT queries; got "${text.split(/\s+/)[0]}"`, {
      requiresReplan: true,
      hint: "Rewrite it as a SELECT over the table named data.",
    });
  const forbidden = FORBIDDEN.exec(withoutStrings);
  if (forbidden)
    throw new ToolExecutionError(`query_sql refuses ${forbidden[1]!.toUpperCase()}: the data tools are read-only`, {
      requiresReplan: true,
      hint: "Only SELECT over the table named data is allowed.",
    });
  return text;
}
