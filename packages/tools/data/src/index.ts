export { createDataToolExecutor, type DataToolExecutor, type DataToolExecutorOptions } from "./executor.js";
export { assertReadOnlySql } from "./sql-guard.js";
export { chartSpec, renderChart, type ChartKind } from "./charts.js";
export { DATA_TOOLS } from "./tools.js";
