export { createDataToolExecutor, type DataToolExecutor, type DataToolExecutorOptions } from "./executor.js";
export { assertReadOnlySql } from "./sql-guard.js";
export { chartSpec, chartSpecProblem, renderChart, VEGA_LITE_SCHEMA, type ChartKind } from "./charts.js";
export { DATA_TOOLS } from "./tools.js";
export { ANALYSIS_TOOLS } from "./analysis-tools.js";
export { profileTable, type ProfileOptions, type TableProfile } from "./profile.js";
