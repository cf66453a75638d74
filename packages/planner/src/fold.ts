import type { JsonSchemaProperty, JsonValue, ParamValue, ToolCatalog, ToolMetadata } from "@modular-planner/core";
import { splitIdentifier } from "@modular-planner/retrieval";

/** A filter / sort / limit / page intent, read from its text. Fields are only set when stated. */
export interface TransformIntent {
  kind: "filter" | "sort" | "limit" | "page";
  column?: string;
  operator?: "=" | "!=" | ">" | ">=" | "<" | "<=" | "contains";
  value?: string | number;
  /** The condition as stated (`state is open`), for APIs taking a filter expression. */
  expression?: string;
  direction?: "asc" | "desc";
  n?: number;
  page?: number;
}

const OPERATORS: [RegExp, TransformIntent["operator"]][] = [
  [/\s+(?:is not|isn't|!=|not equal to|other than)\s+/i, "!="],
  [/\s+(?:>=|at least)\s+/i, ">="],
  [/\s+(?:<=|at most)\s+/i, "<="],
  [/\s+(?:>|greater than|more than|above|over|after)\s+/i, ">"],
  [/\s+(?:<|less than|fewer than|below|under|before)\s+/i, "<"],
  [/\s+(?:contains|containing|includes|mentions)\s+/i, "contains"],
  [/\s+(?:is|=|==|equals|equal to|of)\s+/i, "="],
];
const DESC = /\b(desc|descending|highest|largest|biggest|most|newest|latest|top|decreasing)\b/i;
const ASC = /\b(asc|ascending|lowest|smallest|least|oldest|earliest|increasing)\b/i;
const cleanColumn = (text: string) =>
  text
    .replace(/^(the|their|its)\s+/i, "")
    .replace(/\s+(column|field)$/i, "")
    .trim()
    .replace(/\s+/g, "_");
const cleanValue = (text: string): string | number => {
  const value = text.trim().replace(/^["'](.*)["']$/, "$1");
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
};

/**
 * Reads a transform intent from its text: `filter by state open`, `keep only rows where region is
 * West`, `sort them by updated date descending`, `keep the top 5 by revenue`, `limit to 20`,
 * `page 2`, `10 per page`. Returns undefined for anything else.
 */
export function detectTransform(text: string): TransformIntent | undefined {
  const t = text
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(/^(please|now|also|and|then)\s+/i, "");
  const page =
    /^(?:(?:show|get|return|fetch)\s+)?(?:(?:only\s+)?page\s+(\d+)|(\d+)\s+(?:items?|results?|rows?|entries)?\s*per\s+page|paginate(?:\s+(?:them|it|the results))?(?:\s+(?:by|in pages of)\s+(\d+))?)(?:\s+with\s+(\d+)\s+per\s+page)?$/i.exec(
      t,
    );
  if (page) {
    const out: TransformIntent = { kind: "page" };
    if (page[1]) out.page = Number(page[1]);
    const size = page[2] ?? page[3] ?? page[4];
    if (size) out.n = Number(size);
    return out;
  }
  const top =
    /^(?:keep|take|show|return|get|select|list|give me|only keep)?\s*(?:only\s+)?(?:the\s+)?(top|first|bottom|last)\s+(\d+)(?:\s+\w+)?(?:\s+by\s+(.+?))?$/i.exec(
      t,
    );
  const limit = /^(?:limit|cap|restrict)\s+(?:it|them|the (?:results|rows|list|output))?\s*to\s+(\d+)(?:\s+\w+)?$/i.exec(t);
  if (top || limit) {
    const out: TransformIntent = { kind: "limit", n: Number(top ? top[2] : limit![1]) };
    if (top?.[3]) out.column = cleanColumn(top[3].replace(DESC, "").replace(ASC, ""));
    if (top) out.direction = /bottom|last/i.test(top[1]!) ? "asc" : "desc";
    return out;
  }
  const sort =
    /^(?:sort|order|rank)\s+(?:them|it|the (?:results|rows|list|items|issues|records)\s+)?\s*(?:by\s+(.+?))?(?:\s+(?:in\s+)?(asc|ascending|desc|descending)(?:\s+order)?)?$/i.exec(
      t,
    );
  if (sort) {
    const out: TransformIntent = { kind: "sort" };
    const column = sort[1]
      ? cleanColumn(
          sort[1]
            .replace(/\s+(first|order)$/i, "")
            .replace(DESC, "")
            .replace(ASC, ""),
        )
      : "";
    if (column) out.column = column;
    const direction = `${sort[1] ?? ""} ${sort[2] ?? ""}`;
    if (DESC.test(direction)) out.direction = "desc";
    else if (ASC.test(direction)) out.direction = "asc";
    return out;
  }
  const filter =
    /^(?:filter|keep only|only keep|show only|only show|restrict|narrow)\s+(?:it|them|the (?:results|rows|list|items|records)\s*)?\s*(?:rows\s+)?(?:by|where|to|for|with|on)?\s*(.+)$/i.exec(
      t,
    ) ?? /^(?:exclude|drop|remove)\s+(?:the\s+)?(?:rows|items|records)\s+(?:where|with)\s+(.+)$/i.exec(t);
  if (filter) {
    const expression = filter[1]!
      .replace(/^(rows|items|records)\s+(where|with)\s+/i, "")
      .replace(/^where\s+/i, "")
      .trim();
    const out: TransformIntent = { kind: "filter", expression };
    const negate = /^(?:exclude|drop|remove)/i.test(t);
    for (const [pattern, operator] of OPERATORS) {
      const match = pattern.exec(expression);
      if (!match) continue;
      out.column = cleanColumn(expression.slice(0, match.index));
      out.operator = negate && operator === "=" ? "!=" : operator;
      out.value = cleanValue(expression.slice(match.index + match[0].length));
      return out;
    }
    // "filter by state open": a column then a value.
    const pair = /^(\w+)\s+(["']?[\w.-]+["']?)$/.exec(expression);
    if (pair) Object.assign(out, { column: pair[1], operator: negate ? "!=" : "=", value: cleanValue(pair[2]!) });
    return out;
  }
  return undefined;
}

const FOLD_PARAMS: Record<TransformIntent["kind"], RegExp> = {
  filter: /^(filter|filters|filter_?by|where|condition|conditions|query_?filter)$/i,
  sort: /^(sort|sort_?by|order_?by|ordering|sort_?field|sort_?key)$/i,
  limit: /^(limit|max_?results|max_?items|top|n|count|size|first|per_?page|page_?size|num_?results)$/i,
  page: /^(page|page_?number|page_?no|page_?index)$/i,
};
const DIRECTION_PARAM = /^(direction|sort_?order|order|sort_?direction|dir)$/i;
const PER_PAGE_PARAM = /^(per_?page|page_?size|limit|size|max_?results)$/i;

const typeOf = (schema: JsonSchemaProperty | undefined): string[] =>
  schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
const accepts = (schema: JsonSchemaProperty | undefined, value: JsonValue): boolean => {
  if (!schema) return false;
  if (schema.enum && !schema.enum.includes(value)) return false;
  const types = typeOf(schema);
  if (types.length === 0) return true;
  if (typeof value === "number") return types.includes("number") || (types.includes("integer") && Number.isInteger(value));
  if (typeof value === "string") return types.includes("string");
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return types.includes("object");
  return false;
};
const sameName = (a: string, b: string) => splitIdentifier(a).join("_") === splitIdentifier(b).join("_");

export interface FoldResult {
  /** Parameters set on the preceding call. */
  params: Record<string, JsonValue>;
  reason: string;
}

/**
 * Folds a transform into the preceding call when its schema supports it: a parameter named for
 * the transform (`filter`, `where`, `sort`, `order_by`, `limit`, `perPage`, `page`, …) whose type
 * (and enum) accepts the value, or, for a filter, a parameter named like the filtered column
 * (`state` for "filter by state open"). Returns undefined when it cannot.
 */
export function foldTransform(transform: TransformIntent, tool: ToolMetadata, existing: Record<string, ParamValue>): FoldResult | undefined {
  const properties = tool.params.properties;
  const free = (name: string) => !(name in existing);
  const find = (pattern: RegExp, value: JsonValue) =>
    Object.keys(properties).find((name) => pattern.test(name) && free(name) && accepts(properties[name], value));
  switch (transform.kind) {
    case "filter": {
      if (transform.column && transform.value !== undefined && (transform.operator ?? "=") === "=") {
        const column = Object.keys(properties).find((name) => sameName(name, transform.column!) && free(name) && accepts(properties[name], transform.value!));
        if (column)
          return { params: { [column]: transform.value }, reason: `filter ${transform.column} = ${transform.value} folded into ${tool.name}.${column}` };
      }
      if (transform.expression) {
        const objectValue: JsonValue | undefined = transform.column && transform.value !== undefined ? { [transform.column]: transform.value } : undefined;
        const asText = find(FOLD_PARAMS.filter, transform.expression);
        if (asText) return { params: { [asText]: transform.expression }, reason: `filter "${transform.expression}" folded into ${tool.name}.${asText}` };
        const asObject = objectValue ? find(FOLD_PARAMS.filter, objectValue) : undefined;
        if (asObject && objectValue) return { params: { [asObject]: objectValue }, reason: `filter folded into ${tool.name}.${asObject}` };
      }
      return undefined;
    }
    case "sort": {
      if (!transform.column) return undefined;
      const name = find(FOLD_PARAMS.sort, transform.column);
      if (!name) return undefined;
      const params: Record<string, JsonValue> = { [name]: transform.column };
      if (transform.direction) {
        const direction = Object.keys(properties).find(
          (candidate) => candidate !== name && DIRECTION_PARAM.test(candidate) && free(candidate) && accepts(properties[candidate], transform.direction!),
        );
        // A direction the schema cannot carry: the sort stays a step rather than half-folded.
        if (!direction) return undefined;
        params[direction] = transform.direction;
      }
      return {
        params,
        reason: `sort by ${transform.column}${transform.direction ? ` ${transform.direction}` : ""} folded into ${tool.name}.${Object.keys(params).join(", ")}`,
      };
    }
    case "limit": {
      if (transform.n === undefined || transform.column) return undefined; // "top 5 by revenue" ranks: a step unless sort also folds
      const name = find(FOLD_PARAMS.limit, transform.n);
      return name ? { params: { [name]: transform.n }, reason: `limit ${transform.n} folded into ${tool.name}.${name}` } : undefined;
    }
    case "page": {
      const params: Record<string, JsonValue> = {};
      if (transform.page !== undefined) {
        const name = find(FOLD_PARAMS.page, transform.page);
        if (!name) return undefined;
        params[name] = transform.page;
      }
      if (transform.n !== undefined) {
        const name = Object.keys(properties).find(
          (candidate) => PER_PAGE_PARAM.test(candidate) && free(candidate) && !(candidate in params) && accepts(properties[candidate], transform.n!),
        );
        if (!name) return undefined;
        params[name] = transform.n;
      }
      return Object.keys(params).length > 0 ? { params, reason: `pagination folded into ${tool.name}.${Object.keys(params).join(", ")}` } : undefined;
    }
  }
}

const TOOLSET_CAPABILITY: Record<TransformIntent["kind"], string[]> = {
  filter: ["filter_rows"],
  sort: ["sort_rows"],
  limit: ["rank_top_n"],
  page: ["rank_top_n"],
};

/** The data-toolset tool for a transform that cannot fold (filter_rows, sort_rows, top_n), by capability. */
export function transformTool(transform: TransformIntent, catalog: ToolCatalog): ToolMetadata | undefined {
  const wanted = TOOLSET_CAPABILITY[transform.kind];
  return [...catalog.tools]
    .filter((tool) => tool.capabilities.some((capability) => wanted.includes(capability)))
    .sort((a, b) => a.capabilities.length - b.capabilities.length || a.name.localeCompare(b.name))[0];
}

/**
 * Parameters of a data-toolset step for a transform: the input wired to the preceding step, and
 * the column / operator / value / direction / n the transform states. Required values it does not
 * state are left out (the caller asks the user for them).
 */
export function transformStepParams(transform: TransformIntent, tool: ToolMetadata, source: string): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {};
  for (const [name, property] of Object.entries(tool.params.properties)) {
    if (property["x-role"] === "input") params[name] = { ref: source };
    else if (name === "column" && transform.column) params[name] = transform.column;
    else if (name === "operator" && transform.operator && accepts(property, transform.operator)) params[name] = transform.operator;
    else if (name === "value" && transform.value !== undefined) params[name] = transform.value;
    else if (name === "direction" && transform.direction && accepts(property, transform.direction)) params[name] = transform.direction;
    else if (name === "n" && transform.n !== undefined) params[name] = transform.n;
  }
  return params;
}

export const describeTransform = (transform: TransformIntent): string =>
  transform.kind === "filter"
    ? `filter ${transform.column ? `${transform.column} ${transform.operator ?? "="} ${transform.value}` : (transform.expression ?? "")}`.trim()
    : transform.kind === "sort"
      ? `sort by ${transform.column ?? "?"}${transform.direction ? ` ${transform.direction}` : ""}`
      : transform.kind === "limit"
        ? `keep ${transform.n}${transform.column ? ` by ${transform.column}` : ""}`
        : `page ${transform.page ?? 1}${transform.n ? `, ${transform.n} per page` : ""}`;
