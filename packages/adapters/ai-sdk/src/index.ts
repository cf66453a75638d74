export { aiSdkToolToMetadata, createAISdkTools, type AISdkTools, type AISdkToolsOptions, type ToolMetadataOverrides } from "./tools.js";
export { createAISdkLlmClient, type AISdkLlmClient, type AISdkLlmClientOptions } from "./llm-client.js";
export {
  plannerTool,
  type ExecutorLike,
  type PlannerLike,
  type PlannerToolInput,
  type PlannerToolOptions,
  type PlannerToolOutput,
  type PlannerToolStep,
} from "./planner-tool.js";
