import { ToolMetadataSchema, type ToolMetadata, type ToolMetadataInput } from "@modular-planner/core";

export const tool = (input: ToolMetadataInput): ToolMetadata => ToolMetadataSchema.parse(input);

export const SAMPLE_TOOLS: ToolMetadata[] = [
  tool({
    name: "list_issues",
    description: "List the issues of a repository.",
    params: { type: "object", properties: { repo: { type: "string" } }, required: ["repo"] },
  }),
  tool({ name: "list_issue_types", description: "List the issue types configured in a project." }),
  tool({ name: "create_issue", description: "Create a new issue with a title and body." }),
  tool({ name: "getWildlifeSpecies", description: "Get the wildlife species living in a region.", group: "Ecology/Wildlife" }),
  tool({ name: "plot_line", description: "Line chart of a metric over time.", capabilities: ["plot_trend"] }),
  tool({ name: "plot_bar", description: "Bar chart comparing a metric across categories.", capabilities: ["plot_comparison"] }),
  tool({ name: "load_data", description: "Load a CSV or Parquet file into a table.", capabilities: ["load_data"] }),
  tool({ name: "ask_user", description: "Ask the user for a missing value." }),
  tool({ name: "forecast_linear", description: "Forecast a time series forward with a linear trend." }),
  tool({ name: "weather.current", description: "Current weather conditions for a city." }),
];
