import type { AnalysisReading } from "@modular-planner/core";
import { columnUnit, linkColumns, unitNames, unitOf } from "./link.js";
import {
  AnalysisSpecSchema,
  ANALYSIS_SPEC_VERSION,
  RELATIVE_CYCLES,
  RELATIVE_KINDS,
  RELATIVE_UNITS,
  isNumeric,
  isCycleBin,
  isTemporal,
  type AnalysisColumn,
  type AnalysisSpec,
  type AnalysisTable,
  type Group,
  type Measure,
  type Provenance,
  type SpecFilter,
} from "./spec.js";

/**
 * Readings of a question by someone else than the embedded parser (an LLM), checked against the
 * table before they are trusted: every column, every value and every type. A reading becomes the
 * same typed spec the parser produces, so it is compiled, verified and run the same way.
 */

/** What is wrong with a reading, at which path, and what would have been accepted. */
export interface ReadingProblem {
  path: string;
  message: string;
}

export type ReadingCheck = { ok: true; spec: AnalysisSpec; notes: string[] } | { ok: false; problems: ReadingProblem[] };

const NUMERIC_AGGREGATES = new Set(["sum", "avg", "median"]);
const COMPARISONS = new Set([">", ">=", "<", "<=", "between"]);
const EQUALITIES = new Set(["in", "not_in", "=", "!="]);
const HOUR_BINS = new Set(["hour", "hour_of_day"]);
/** The aggregates whose value is in the column's unit (as the parser changes units). */
const UNIT_AGGREGATES = new Set(["sum", "avg", "min", "max", "median"]);

const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/** A measure's result column when its column is measured more than once or scaled: `count`, `<column>_share`, `<column>_pct`, `<aggregate>_<column>`. */
export function measureName(aggregate: Measure["aggregate"], column: string | null, scale: "value" | "share" | "percent"): string {
  if (scale !== "value") return `${column ?? "row"}_${scale === "percent" ? "pct" : "share"}`;
  if (column === null) return aggregate === "count" ? "count" : aggregate;
  return `${aggregate}_${column}`;
}

/**
 * The spec a reading stands for, or every problem found in it. Names are matched to the table's
 * columns regardless of case, spaces and underscores; a value of a text column must be one of its
 * sampled values (matched the same way, written as the data writes it); numbers and dates must
 * parse; sums and averages need a number (or a true/false column), time bins a date.
 */
export function checkReading(reading: AnalysisReading, table: AnalysisTable): ReadingCheck {
  const problems: ReadingProblem[] = [];
  const notes: string[] = [];
  const byName = new Map(table.columns.map((column) => [norm(column.name), column]));
  const column = (name: string, path: string): AnalysisColumn | undefined => {
    const found = byName.get(norm(name));
    if (!found) {
      const near = linkColumns(name, table.columns)
        .slice(0, 3)
        .map((link) => link.column);
      problems.push({
        path,
        message: `"${name}" is not a column of ${table.name}${near.length ? ` (nearest: ${near.join(", ")})` : ""}; columns: ${table.columns.map((entry) => entry.name).join(", ")}`,
      });
    }
    return found;
  };
  if (reading.kind !== "analysis") return { ok: false, problems: [{ path: "kind", message: `the reading is "${reading.kind}", not an analysis` }] };

  const measures: Measure[] = [];
  reading.measures.forEach((entry, index) => {
    const path = `measures.${index}`;
    const target = entry.column === null ? null : column(entry.column, `${path}.column`);
    if (entry.column !== null && !target) return;
    if (target === null && entry.aggregate !== "count")
      problems.push({ path: `${path}.aggregate`, message: `${entry.aggregate} needs a column (only count counts rows)` });
    if (target && NUMERIC_AGGREGATES.has(entry.aggregate) && !isNumeric(target) && target.type !== "boolean")
      problems.push({ path: `${path}.aggregate`, message: `${entry.aggregate} of ${target.name} (${target.type}) needs a number` });
    if (target && (entry.aggregate === "min" || entry.aggregate === "max") && !isNumeric(target) && !isTemporal(target))
      problems.push({ path: `${path}.aggregate`, message: `${entry.aggregate} of ${target.name} (${target.type}) needs a number or a date` });
    // A column measured once is named by itself, as the parser names it ("paid_eur", not "sum_paid_eur").
    const once =
      target && entry.scale === "value" && reading.measures.filter((other) => other.column !== null && norm(other.column) === norm(target.name)).length === 1;
    const unit = changeOfUnit(entry, target ?? null, path);
    const name = `${once ? target.name : measureName(entry.aggregate, target?.name ?? null, entry.scale)}${unit ? `_${unit.name}` : ""}`;
    if (measures.some((measure) => measure.as === name)) return;
    measures.push({
      aggregate: entry.aggregate,
      column: target?.name ?? null,
      as: name,
      ...(entry.scale === "value" ? {} : { share: entry.aggregate !== "avg" || target?.type !== "boolean" }),
      ...(entry.scale === "percent" ? { percent: true } : {}),
      ...(unit ? { factor: unit.factor } : {}),
    });
  });

  // A change of unit as the parser makes it: the column's name states its unit ("idle_min"), the asked unit is
  // of the same kind, and the aggregate is multiplied by the ratio of their sizes (named `<measure>_<unit>`).
  function changeOfUnit(entry: AnalysisReading["measures"][number], target: AnalysisColumn | null, path: string): { name: string; factor: number } | undefined {
    // A reading written before the field existed has no unit: the column's own.
    const words = entry.unit?.trim().toLowerCase();
    if (!words) return undefined;
    const problem = (message: string) => {
      problems.push({ path: `${path}.unit`, message });
      return undefined;
    };
    if (target === null || entry.scale !== "value" || !UNIT_AGGREGATES.has(entry.aggregate))
      return problem(
        `a change of unit applies to the value of a sum, avg, min, max or median of a column, not to ${entry.scale === "value" ? entry.aggregate : `a ${entry.scale}`}; use unit null`,
      );
    const own = columnUnit(target.name);
    const asked = unitOf(words);
    if (!asked) return problem(`"${entry.unit}" is not a unit this reader converts; units: ${unitNames(own?.kind).join(", ")}`);
    if (!own) return problem(`${target.name}'s name states no unit, so it cannot be shown in ${asked.name}; use unit null`);
    if (own.kind !== asked.kind)
      return problem(
        `${target.name} is in ${own.name} (${own.kind}): it cannot be shown in ${asked.name}; units of ${own.kind}: ${unitNames(own.kind).join(", ")}`,
      );
    // Already in the asked unit: nothing to change.
    if (own.size === asked.size) return undefined;
    return { name: asked.name, factor: own.size / asked.size };
  }

  const groupBy: Group[] = [];
  reading.group_by.forEach((entry, index) => {
    const target = column(entry.column, `group_by.${index}.column`);
    if (!target) return;
    if (entry.bin !== null && !isTemporal(target))
      problems.push({
        path: `group_by.${index}.bin`,
        message: `${target.name} (${target.type}) is not a date: it cannot be binned by ${entry.bin}; group by its values with bin null`,
      });
    if (entry.bin !== null && HOUR_BINS.has(entry.bin) && target.type !== "timestamp")
      problems.push({ path: `group_by.${index}.bin`, message: `${target.name} holds dates without a time of day: it cannot be binned by ${entry.bin}` });
    // Named as the parser names them: a cycle by its bin ("weekday"), a period by its column.
    const as = entry.bin === "hour" || isCycleBin(entry.bin) ? entry.bin : target.name;
    if (!groupBy.some((group) => group.as === as)) groupBy.push({ column: target.name, bin: entry.bin, as });
  });

  const filters = reading.filters.flatMap((entry, index) => readFilter(entry, `filters.${index}`));
  const keep = reading.keep.flatMap((entry, index) => {
    const kept = readFilter(entry, `keep.${index}`);
    for (const filter of kept) {
      if (!["in", "not_in"].includes(filter.operator))
        problems.push({ path: `keep.${index}.operator`, message: `keep takes in or not_in over a grouped column's values, not ${filter.operator}` });
      if (!groupBy.some((group) => group.bin === null && group.column === filter.column))
        problems.push({ path: `keep.${index}.column`, message: `keep needs ${filter.column} in group_by (bin null)` });
    }
    return kept;
  });

  function readFilter(entry: AnalysisReading["filters"][number], path: string): SpecFilter[] {
    const target = column(entry.column, `${path}.column`);
    if (!target) return [];
    const temporal = isTemporal(target);
    const { operator } = entry;
    if (operator === "relative") {
      const [kind, count, unit] = entry.values;
      const n = Number(count);
      if (!temporal) problems.push({ path: `${path}.operator`, message: `relative dates need a date column; ${target.name} is ${target.type}` });
      if (
        !RELATIVE_KINDS.includes(kind as never) ||
        !RELATIVE_UNITS.includes(unit as never) ||
        !Number.isInteger(n) ||
        n < 1 ||
        n > (RELATIVE_CYCLES[kind as keyof typeof RELATIVE_CYCLES] ?? Number.POSITIVE_INFINITY)
      ) {
        problems.push({
          path: `${path}.values`,
          message: `relative takes [kind, count, unit] with kind in ${RELATIVE_KINDS.join("/")}, a whole count ≥ 1 and unit in ${RELATIVE_UNITS.join("/")} (got ${JSON.stringify(entry.values)})`,
        });
        return [];
      }
      // "month_span" carries the span's last month (1–12) fourth; without one, the span is its first month.
      const last = Number(entry.values[3]);
      if (kind === "month_span")
        return [{ column: target.name, operator, values: [kind, n, unit!, Number.isInteger(last) && last >= 1 && last <= 12 ? last : n], temporal: true }];
      return [{ column: target.name, operator, values: [kind!, n, unit!], temporal: true }];
    }
    if (operator === "is_null") {
      const empty = /^(true|yes|1)$/i.test(entry.values[0]?.trim() ?? "") ? true : /^(false|no|0)$/i.test(entry.values[0]?.trim() ?? "") ? false : undefined;
      if (empty === undefined) {
        problems.push({
          path: `${path}.values`,
          message: `is_null takes ["true"] (the column is empty) or ["false"] (it has a value), got ${JSON.stringify(entry.values)}`,
        });
        return [];
      }
      return [{ column: target.name, operator, values: [empty], temporal }];
    }
    if (operator === "between" && entry.values.length !== 2)
      problems.push({ path: `${path}.values`, message: `between takes two values (got ${entry.values.length})` });
    if (COMPARISONS.has(operator) && !isNumeric(target) && !temporal)
      problems.push({ path: `${path}.operator`, message: `${operator} compares numbers or dates; ${target.name} is ${target.type}` });
    const values: (string | number | boolean)[] = [];
    entry.values.forEach((raw, at) => {
      const value = raw.trim();
      if (isNumeric(target)) {
        const number = Number(value.replace(/[,\s]/g, ""));
        if (value === "" || !Number.isFinite(number))
          problems.push({ path: `${path}.values.${at}`, message: `${target.name} holds numbers: "${raw}" is not one` });
        else values.push(number);
      } else if (temporal) {
        if (!/^\d{4}(-\d{2}(-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?)?)?$/.test(value))
          problems.push({ path: `${path}.values.${at}`, message: `${target.name} holds dates: write "${raw}" as YYYY, YYYY-MM or YYYY-MM-DD` });
        else values.push(value.length === 4 ? `${value}-01-01` : value.length === 7 ? `${value}-01` : value);
      } else if (target.type === "boolean") {
        const truth = /^(true|yes|1|y)$/i.test(value) ? true : /^(false|no|0|n)$/i.test(value) ? false : undefined;
        if (truth === undefined) problems.push({ path: `${path}.values.${at}`, message: `${target.name} is true/false: "${raw}" is neither` });
        else values.push(truth);
      } else if (EQUALITIES.has(operator) && target.values?.length) {
        // The sampled values are every value of the column (a column with too many is not sampled).
        const found = target.values.find((candidate) => norm(String(candidate)) === norm(value));
        if (found === undefined)
          problems.push({
            path: `${path}.values.${at}`,
            message: `"${raw}" is not a value of ${target.name}; its values: ${target.values.slice(0, 20).join(", ")}${target.values.length > 20 ? ", …" : ""}`,
          });
        else {
          if (String(found) !== value) notes.push(`"${raw}" is ${target.name} = ${String(found)} as the data writes it.`);
          values.push(found);
        }
      } else values.push(value);
    });
    if (values.length !== entry.values.length) return [];
    return [{ column: target.name, operator, values, temporal }];
  }

  // Order by a grouped column, a measured column, a result name, or "count".
  const orderBy = reading.order_by.flatMap((entry, index) => {
    const key = norm(entry.by);
    const by =
      groupBy.find((group) => norm(group.as) === key || norm(group.column) === key)?.as ??
      measures.find(
        (measure) =>
          norm(measure.as) === key ||
          (measure.column !== null && norm(measure.column) === key) ||
          (measure.column === null && ["count", "rows", "row count", "number of rows"].includes(key)),
      )?.as;
    if (!by)
      problems.push({
        path: `order_by.${index}.by`,
        message: `"${entry.by}" is neither a grouped nor a measured column of this reading (${[...groupBy.map((group) => group.column), ...measures.map((measure) => measure.column ?? "count")].join(", ") || "none"})`,
      });
    return by ? [{ by, direction: entry.direction }] : [];
  });
  const limitWithin = reading.limit_within.flatMap((name, index) => {
    const group = groupBy.find((candidate) => norm(candidate.column) === norm(name) || norm(candidate.as) === norm(name));
    if (!group) problems.push({ path: `limit_within.${index}`, message: `"${name}" is not a grouped column of this reading` });
    return group ? [group.as] : [];
  });
  const select = reading.select.flatMap((name, index) => {
    const target = column(name, `select.${index}`);
    return target ? [target.name] : [];
  });
  if (reading.mode === "aggregate" && measures.length === 0)
    problems.push({ path: "measures", message: "an aggregate reading needs at least one measure (count with column null counts rows)" });
  if (reading.mode !== "aggregate" && select.length === 0 && problems.length === 0 && reading.mode === "distribution")
    problems.push({ path: "select", message: "a distribution needs the column whose values it shows" });
  if (reading.mode === "distribution")
    for (const name of select)
      if (!isNumeric(byName.get(norm(name)))) problems.push({ path: "select", message: `a distribution shows a number's values; ${name} is not a number` });
  if (problems.length > 0) return { ok: false, problems };

  const spec: AnalysisSpec = {
    version: ANALYSIS_SPEC_VERSION,
    mode: reading.mode,
    select,
    measures: reading.mode === "aggregate" ? measures : [],
    groupBy: reading.mode === "aggregate" ? groupBy : [],
    filters,
    filterLogic: reading.filter_logic,
    orderBy,
    limit: reading.limit,
    ...(limitWithin.length ? { limitWithin } : {}),
    ...(keep.length ? { keep } : {}),
    anomaly: false,
    chart: reading.chart,
    title: reading.title,
  };
  const parsed = AnalysisSpecSchema.safeParse(spec);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) };
  return { ok: true, spec: parsed.data, notes };
}

/** A spec in the reading's terms: the embedded parser's draft, shown to the LLM. */
export function readingOfSpec(spec: AnalysisSpec): AnalysisReading {
  const filter = (entry: SpecFilter) => ({ column: entry.column, operator: entry.operator, values: entry.values.map(String) });
  const resultColumn = (as: string) =>
    spec.groupBy.find((group) => group.as === as)?.column ?? spec.measures.find((measure) => measure.as === as)?.column ?? "count";
  return {
    kind: "analysis",
    reason: "the embedded parser's reading",
    clarify: null,
    mode: spec.mode,
    select: [...spec.select],
    // A share of the rows meeting conditions (`where`) has no field in the contract: the closest reading
    // counts the rows that meet them.
    measures: spec.measures
      .filter((measure, index) => !measure.where || !spec.measures.some((other, at) => at !== index && !other.where && other.column === null))
      .map((measure) => ({
        aggregate: measure.where ? "count" : measure.aggregate,
        column: measure.where ? null : measure.column,
        scale: measure.where ? "value" : measure.percent ? "percent" : measure.share ? "share" : "value",
        unit: measure.where ? null : unitOfFactor(measure),
      })),
    group_by: spec.groupBy.map((group) => ({ column: group.column, bin: group.bin })),
    filters: [...spec.filters, ...spec.measures.flatMap((measure) => measure.where ?? [])].map(filter),
    filter_logic: spec.filterLogic,
    order_by: spec.orderBy.map((entry) => ({ by: resultColumn(entry.by), direction: entry.direction })),
    limit: spec.limit,
    limit_within: (spec.limitWithin ?? []).map(resultColumn),
    keep: (spec.keep ?? []).map(filter),
    chart: spec.chart,
    title: spec.title,
  };
}

/**
 * The unit a measure's factor shows its column in ("hours" for 1/60 of `idle_min`): the unit its name ends with
 * (the parser names it `<measure>_<unit>`, "hrs" as asked), else the known unit of that size; null without a factor.
 */
function unitOfFactor(measure: Measure): string | null {
  const own = measure.factor !== undefined && measure.column !== null ? columnUnit(measure.column) : undefined;
  if (!own || measure.factor === undefined) return null;
  const size = own.size / measure.factor;
  const fits = (name: string) => {
    const unit = unitOf(name);
    return unit?.kind === own.kind && Math.abs(unit.size - size) <= size * 1e-9;
  };
  const named = measure.as.slice(measure.as.lastIndexOf("_") + 1);
  return fits(named) ? named : (unitNames(own.kind).find(fits) ?? null);
}

/**
 * The table as a reader should see it: `- name (type): values …; linked from "words" as group
 * (reason, score)`, one column per line, with the sampled values and the embedded parser's links.
 */
export function describeTableForReading(table: AnalysisTable, provenance: readonly Provenance[] = []): string {
  return table.columns
    .map((column) => {
      const parts: string[] = [];
      if (column.aliases?.length) parts.push(`also called ${column.aliases.join(", ")}`);
      if (column.values?.length && column.type !== "boolean")
        parts.push(`values: ${column.values.slice(0, 12).map(String).join(", ")}${column.values.length > 12 ? `, … (${column.values.length} in all)` : ""}`);
      for (const entry of provenance.filter((item) => item.column === column.name))
        parts.push(`linked from "${entry.words}" as ${entry.element}${entry.value ? ` ${entry.value}` : ""} (${entry.reason}, score ${entry.score})`);
      return `- ${column.name} (${column.type})${parts.length ? `: ${parts.join("; ")}` : ""}`;
    })
    .join("\n");
}
