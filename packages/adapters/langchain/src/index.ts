export {
  createLangChainToolExecutor,
  createLangChainToolset,
  toolMetadataFromLangChain,
  type LangChainToolOverrides,
  type LangChainToolset,
  type LangChainToolsOptions,
} from "./tools.js";
export { createLangChainLlmClient, type LangChainLlmClient, type LangChainLlmClientOptions, type LangChainStructuredMode } from "./llm-client.js";
export {
  createPlannerNode,
  createPlannerTool,
  planGoal,
  type ExecutorLike,
  type PlanGoalOptions,
  type PlannerLike,
  type PlannerNodeOptions,
  type PlannerOutcome,
  type PlannerToolOptions,
} from "./planner-tool.js";
