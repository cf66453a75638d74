export {
  ANALYSIS_SPEC_VERSION,
  AnalysisSpecSchema,
  CHART_TYPES,
  GroupSchema,
  MeasureSchema,
  OrderSchema,
  SPEC_AGGREGATES,
  SPEC_OPERATORS,
  SpecFilterSchema,
  TIME_BINS,
  isCycleBin,
  type AnalysisColumn,
  type AnalysisSpec,
  type AnalysisTable,
  type ChartType,
  type ColumnGloss,
  type DerivedColumn,
  type Group,
  type Measure,
  type Order,
  type Provenance,
  type SpecAggregate,
  type SpecFilter,
  type SpecOperator,
  type TimeBin,
} from "./spec.js";
export { isAnalysisWord, linkColumns, linkValues, pastParticiple, type ColumnLink, type ColumnUse, type ValueLink } from "./link.js";
export { detectDestructiveRequest, type DestructiveRequest } from "./destructive.js";
export { parseQuestion, type ParseOptions, type ParseResult } from "./parse.js";
export { isIdentifier } from "./parse-table.js";
export { rankColumnOptions, rankMeasureOptions, type ClarifyOption } from "./options.js";
export { deriveColumns, type DeriveOptions } from "./derive.js";
export { compileSql, quoteIdentifier, type CompiledQuery, type CompileOptions } from "./sql.js";
export { chooseChart, compileChart, VEGA_LITE_SCHEMA } from "./chart.js";
export { describeSpec, requirementsOf } from "./requirements.js";
export { fold, tokenize } from "./text.js";
export { checkReading, describeTableForReading, measureName, readingOfSpec, type ReadingCheck, type ReadingProblem } from "./reading.js";
