import type { JsonSchemaProperty, JsonValue, ToolMetadata } from "@modular-planner/core";

/** Verbs whose tool reads as a noun phrase in a question: `search_flights` → "the flight search". */
const TOOL_NOUNS: Record<string, string> = {
  search: "search",
  find: "search",
  book: "booking",
  reserve: "reservation",
  schedule: "scheduling",
  translate: "translation",
  send: "",
};
/** Names that say nothing by themselves (a preposition, a letter): the description says what they are. */
const VAGUE_NAMES = /^(to|from|in|at|by|on|of|for|with|value|val|arg|param|input|q|[a-z])$/;

const nameWordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();

/** `search_flights` → "the flight search", `send_email` → "the email"; undefined when the tool's name does not read as one. */
export function toolPhrase(toolName: string | undefined): string | undefined {
  if (!toolName) return undefined;
  const [verb, ...rest] = nameWordsOf(toolName).split(" ");
  const noun = verb === undefined ? undefined : TOOL_NOUNS[verb];
  if (noun === undefined || rest.length === 0) return undefined;
  const object = rest.map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word)).join(" ");
  return `the ${noun ? `${object} ${noun}` : object}`;
}

/** A description's first clause as a subject: "Departure city", "The id of the flight to book" → "id of the flight to book". */
function describedSubject(description: string | undefined): string | undefined {
  const first = description
    ?.split(/[.(;]|\s+e\.g\./)[0]
    ?.trim()
    .replace(/^(the|a|an)\s+/i, "");
  if (!first || first.split(/\s+/).length > 6) return undefined;
  return first.charAt(0).toLowerCase() + first.slice(1);
}

/**
 * A question for a parameter's value, written from the parameter itself: its name (or, when the
 * name says nothing — `to`, `from`, `q` — its description), its type and format, and the tool
 * when its name reads as a noun phrase: `date` (format date) of `search_flights` → "Which date
 * should the flight search use? (YYYY-MM-DD)"; `per_page` → "How many items per page? (e.g. 10, 25, 50)".
 * A value of one kind is never asked with another kind's template (a `to` city is not a recipient).
 */
export function humanPrompt(parameter: string, schema?: JsonSchemaProperty, toolName?: string): string {
  const words = nameWordsOf(parameter);
  const description = schema?.description;
  const format = schema?.format;
  const types = typesOf(schema);
  const dateFormat = format === "date" || format === "date-time" || format === "time";
  const dateName = /(^|\s)(date|day|since|until)$/.test(words) && (types.length === 0 || types.includes("string"));
  const email = format === "email" || /e-?mail/i.test(`${words} ${description ?? ""}`);
  const vague = VAGUE_NAMES.test(words);
  const subject = (vague ? describedSubject(description) : words) ?? `"${parameter}" value`;
  const phrase = toolPhrase(toolName);
  const use = phrase ? `should ${phrase} use` : "should be used";
  const hint =
    format === "date" || (dateName && !dateFormat)
      ? "(YYYY-MM-DD)"
      : format === "date-time"
        ? "(YYYY-MM-DD HH:MM)"
        : format === "time"
          ? "(HH:MM)"
          : Array.isArray(schema?.enum) && schema.enum.length > 0
            ? `(one of ${schema.enum.slice(0, 5).join(", ")})`
            : email
              ? "(e.g. name@example.com)"
              : /^(per page|page size)$/.test(words) || /^(limit|count|n|top n|max results)$/.test(words)
                ? "(e.g. 10, 25, 50)"
                : undefined;
  let question: string;
  if (/^(per ?page|page ?size)$/.test(words)) question = "How many items per page?";
  else if ((dateFormat || dateName) && /^(to|until|end)$/.test(words)) question = "Up to which date?";
  else if ((dateFormat || dateName) && /^(from|since|start)$/.test(words)) question = "From which date?";
  else if (/^(limit|count|n|max results|top n)$/.test(words))
    question = `How many ${words === "n" || words === "top n" ? "items" : words.replace(/^max /, "")}?`;
  else if (types.includes("integer") || types.includes("number")) {
    // A plural name counts things ("bins", "number of rows"); any other number is a quantity.
    const counted = /^(number of|count of|num) /.test(words)
      ? words.replace(/^(number of|count of|num) /, "")
      : /[a-z]{3,}s$/.test(words) && !/ss$/.test(words)
        ? words
        : undefined;
    question = counted ? `How many ${counted}?` : `What ${subject} ${use}? (a number)`;
  } else if (types.includes("boolean")) question = `Should ${subject} be on?`;
  else if (dateFormat || dateName || (Array.isArray(schema?.enum) && schema.enum.length > 0)) question = `Which ${subject} ${use}?`;
  else question = `What ${subject} ${use}?`;
  return hint && !question.endsWith(")") ? `${question} ${hint}` : question;
}

/** The verifier's readability rule (packages/verifiers/rules `isReadablePrompt`): several words ending with a question mark. */
export function isReadableQuestion(prompt: string | undefined): boolean {
  if (!prompt) return false;
  const text = prompt.trim();
  return text.length >= 10 && /\s/.test(text) && /\?(\s*\(.*\))?$/.test(text) && !/^[a-z]+[A-Z_]\w*\??$/.test(text);
}

/** A question for the value of a whole intent no tool fits: `What value should be used for "translate it"?`. */
export function promptForIntent(text: string): string {
  const subject = text
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(/"/g, "'");
  return subject ? `What value should be used for "${subject}"?` : "What value should be used?";
}

/** A stated prompt when it reads as a question, else one built for the intent. */
export function readablePrompt(prompt: string | undefined, intentText: string): string {
  return isReadableQuestion(prompt) ? prompt!.trim() : promptForIntent(intentText);
}

/** A parameter value read from the intent's text, with where it came from. */
export interface StatedValue {
  value: JsonValue;
  /** `path in the text: "samples/sales.csv"`, `quoted string`, `number next to "per page"`, `column named "region"`. */
  source: string;
}

const COLUMN_ROLES = new Set(["metric", "group_by", "time_column", "column", "columns"]);
const NOT_COLUMNS = new Set([
  "it",
  "them",
  "this",
  "that",
  "these",
  "those",
  "data",
  "the",
  "a",
  "an",
  "results",
  "result",
  "table",
  "rows",
  "time",
  "file",
  "everything",
  "all",
]);
const typesOf = (schema: JsonSchemaProperty | undefined): string[] =>
  schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
const nameWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Words that name a count, by parameter name. */
const COUNT_WORDS: [RegExp, string][] = [
  [/^(per_?page|page_?size)$/i, "(?:per page|a page|each page)"],
  [/^(n|top_?n|limit|count|max_?results|k)$/i, "(?:top|first|last|bottom|limit(?: to)?|at most|up to)"],
];

/** Filled string values (not numbers) or arrays of them, as the schema accepts. */
const asColumns = (schema: JsonSchemaProperty, column: string): JsonValue | undefined => {
  const types = typesOf(schema);
  if (types.includes("string") || types.length === 0) return column;
  if (types.includes("array")) {
    const items = schema.items as JsonSchemaProperty | undefined;
    const itemTypes = typesOf(items);
    if (itemTypes.length === 0 || itemTypes.includes("string")) return [column];
    if (itemTypes.includes("object") && items?.properties && "column" in items.properties) return [{ column }];
  }
  return undefined;
};

/**
 * Values of `names` (parameters of `tool` the request would otherwise be asked for) that the
 * intent's text states: a file path (a token with a `/` or a file extension) for a path
 * parameter, a quoted string for the string parameter it is named next to (or the tool's only
 * string parameter), a number next to the parameter's words (`top 5`, `5 per page`, `20 bins`),
 * a column named with `by` / `over` / `column X` for a column-role parameter. Conservative:
 * an ambiguous text (two paths, two quoted strings, two candidates) states nothing.
 */
export function inferStatedParams(text: string, tool: ToolMetadata, names: readonly string[]): Record<string, StatedValue> {
  const out: Record<string, StatedValue> = {};
  const properties = tool.params.properties;
  // Quotes open after a space or the start and close before one (an apostrophe in "Bob's" is no quote).
  const QUOTED = /(^|[\s(:=])(["'])([^"'\n]{1,200})\2(?=$|[\s),.;:!?])/g;
  const quoted = [...text.matchAll(QUOTED)].map((match) => ({ value: match[3]!, index: match.index! + match[1]!.length }));
  const unquoted = text.replace(QUOTED, "$1 ");
  const paths = [
    ...new Set(
      [
        ...text.matchAll(
          /(?:^|[\s(])["']?((?:~|\.{1,2})?[\w.@~-]*(?:\/[\w.@~-]+)+\/?|[\w@~-][\w.@~-]*\.[A-Za-z][A-Za-z0-9]{0,4})["']?(?=$|[\s),;:!?]|\.(?:\s|$))/g,
        ),
      ]
        .map((match) => match[1]!)
        .filter((token) => !/^\d+(\.\d+)*$/.test(token) && !/^(e\.g|i\.e|etc)\.?$/i.test(token) && !/^https?:/.test(token)),
    ),
  ];
  const stringParams = Object.entries(properties)
    .filter(([, schema]) => typesOf(schema).includes("string") && !schema["x-role"])
    .map(([name]) => name);
  const columnParams = names.filter((name) => COLUMN_ROLES.has(String(properties[name]?.["x-role"] ?? "")));
  for (const name of names) {
    const schema = properties[name];
    if (!schema || schema.default !== undefined || schema["x-role"] === "input") continue;
    const types = typesOf(schema);
    const words = nameWords(name);
    const isPath = schema["x-role"] === "path" || /(^|\s)(path|file|filename|file path)$/.test(words);
    if (isPath) {
      if (paths.length === 1 && (types.length === 0 || types.includes("string"))) out[name] = { value: paths[0]!, source: `path in the text: "${paths[0]}"` };
      continue;
    }
    if (types.includes("integer") || types.includes("number")) {
      const extra = COUNT_WORDS.find(([pattern]) => pattern.test(name))?.[1];
      const label = `(?:${escape(words)}s?${extra ? `|${extra}` : ""})`;
      const found = [
        ...unquoted.matchAll(
          new RegExp(
            `\\b${label}\\s+(?:of\\s+|to\\s+|=\\s*)?(-?\\d+(?:\\.\\d+)?)\\b|\\b(-?\\d+(?:\\.\\d+)?)\\s+(?:(?!per\\b|a\\b|each\\b)\\w+\\s+)?${label}\\b`,
            "gi",
          ),
        ),
      ].map((match) => Number(match[1] ?? match[2]));
      const distinct = [...new Set(found)];
      if (distinct.length === 1 && (types.includes("number") || Number.isInteger(distinct[0])))
        out[name] = { value: distinct[0]!, source: `number next to "${words}" in the text` };
      continue;
    }
    const role = String(schema["x-role"] ?? "");
    if (COLUMN_ROLES.has(role)) {
      const named = [...unquoted.matchAll(/\b(?:the\s+)?column\s+([A-Za-z_][\w]*)|\b([A-Za-z_][\w]*)\s+column\b/gi)]
        .map((match) => (match[1] ?? match[2])!)
        .filter((word) => !NOT_COLUMNS.has(word.toLowerCase()));
      let column: string | undefined;
      let source = "";
      if (role === "group_by")
        column = single([...unquoted.matchAll(/\b(?:by|per|for each|across)\s+(?:the\s+|each\s+)?([A-Za-z_]\w*)/gi)].map((match) => match[1]!));
      else if (role === "time_column") column = single([...unquoted.matchAll(/\bover\s+(?:the\s+)?([A-Za-z_]\w*)/gi)].map((match) => match[1]!));
      else if (role === "metric" || role === "column" || role === "columns")
        column = single(
          [
            ...unquoted.matchAll(
              /\b(?:chart|plot|graph|sum|total|average|mean|forecast|compare|visuali[sz]e|show)\s+(?:the\s+)?(?:total\s+|average\s+|mean\s+)?([A-Za-z_]\w*)\s+(?:by|over|per|across)\b/gi,
            ),
          ].map((match) => match[1]!),
        );
      if (column && NOT_COLUMNS.has(column.toLowerCase())) column = undefined;
      if (column) source = `column named in the text: "${column}"`;
      else if (columnParams.length === 1 && named.length > 0) {
        column = single(named);
        source = `column named in the text: "${column}"`;
      }
      const value = column ? asColumns(schema, column) : undefined;
      if (value !== undefined) out[name] = { value, source };
      continue;
    }
    if (types.includes("string") || types.length === 0) {
      const near = quoted.filter((quote) =>
        new RegExp(`\\b${escape(words)}\\s+(?:is\\s+|of\\s+|=\\s*|:\\s*|named\\s+|called\\s+)?$`, "i").test(
          text.slice(Math.max(0, quote.index - 40), quote.index),
        ),
      );
      const chosen = near.length === 1 ? near[0] : quoted.length === 1 && stringParams.length === 1 && stringParams[0] === name ? quoted[0] : undefined;
      if (chosen) out[name] = { value: chosen.value, source: `quoted in the text: "${chosen.value}"` };
    }
  }
  return out;
}

function single(values: string[]): string | undefined {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? distinct[0] : undefined;
}

/** An answer typed by the user, as the parameter's schema takes it (JSON, a number, a list, a column). */
export function coerceAnswer(answer: string, schema: JsonSchemaProperty | undefined): JsonValue {
  const text = answer.trim().replace(/^(["'])(.*)\1$/, "$2");
  const types = typesOf(schema);
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text) as JsonValue;
    } catch {
      // not JSON: read as text below
    }
  }
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (types.includes("boolean") && /^(true|false|yes|no)$/i.test(text)) return /^(true|yes)$/i.test(text);
  if (types.includes("array") && schema) {
    const parts = text.split(/\s*,\s*|\s+and\s+/).filter(Boolean);
    return parts.flatMap((part) => {
      const value = asColumns(schema, part);
      return Array.isArray(value) ? value : [part];
    });
  }
  return text;
}
