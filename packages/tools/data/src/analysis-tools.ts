import { ToolMetadataSchema, type ToolMetadata } from "@modular-planner/core";

/**
 * The tools that run a compiled analysis spec (`@modular-planner/analysis`). They are not in the
 * registry: their parameters (a compiled SQL statement, a compiled Vega-Lite spec) come only from
 * the analysis compiler, so retrieval, the intent path and plan adaptation must never pick them.
 * A caller that plans through the spec adds them to its catalog for that plan.
 */
export const ANALYSIS_TOOLS: readonly ToolMetadata[] = [
  ToolMetadataSchema.parse({
    name: "run_analysis",
    description:
      "Run one compiled analysis query (filters, grouping with time bins, aggregates, order and top N) over the loaded table, named data, with its values bound as parameters.",
    capabilities: ["aggregate_total", "aggregate_group", "aggregate_time", "parse_time", "filter_rows", "sort_rows", "rank_top_n", "detect_anomaly"],
    params: {
      type: "object",
      properties: {
        table: { type: "object", description: "The input table", "x-role": "input" },
        sql: { type: "string", description: "A read-only SELECT over the table named data, compiled from the question's analysis spec" },
        params: { type: "array", items: { type: ["string", "number", "boolean"] }, description: "Values bound to $1, $2, … in the SQL" },
        spec: { type: "object", description: "The analysis spec the SQL was compiled from (for the record)" },
      },
      required: ["table", "sql"],
    },
    inputs: ["table"],
    outputs: ["table"],
    effects: ["compute"],
  }),
  ToolMetadataSchema.parse({
    name: "render_chart",
    description: "Render a Vega-Lite chart compiled from the question over the input table's rows, to SVG.",
    capabilities: ["plot_trend", "plot_comparison", "plot_distribution", "plot_relationship"],
    params: {
      type: "object",
      properties: {
        table: { type: "object", description: "The input table", "x-role": "input" },
        spec: { type: "object", description: "A Vega-Lite spec without data; the table's rows are its data" },
        title: { type: "string" },
      },
      required: ["table", "spec"],
    },
    inputs: ["table"],
    outputs: ["chart"],
    effects: ["output"],
  }),
];
