export { createPlanLibrary, type PlanLibraryOptions } from "./library.js";
export { parsePlanLibraryJsonl, toPlanLibraryJsonl } from "./jsonl.js";
export { entriesFromLabelledRequests, isHeldOut, type LabelledRequest } from "./dataset.js";
export { parseExampleEntries } from "./examples.js";
export { bestChain, chainLinks, createChainPrior, type ChainOptions, type ChainPrior, type ScoredTool } from "./chain.js";
export { toolUsageDocuments, type ToolUsageDocumentOptions, type ToolUsageDocuments } from "./usage-documents.js";
export { entryFromRun, type RunEntryInput } from "./runs.js";
export { combineStepEvidence, createStepNeighbours, type StepEvidenceOptions, type StepNeighbourOptions } from "./step-neighbours.js";
export { createLibraryGate, type LibraryGate, type LibraryGateOptions } from "./gate.js";
