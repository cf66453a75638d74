export { createExampleRetriever, type DroppedExample, type ExampleRetrieverOptions, type PlanExampleRetriever } from "./retriever.js";
export { loadExamples, loadShippedExamples, shippedExamplesDirectory } from "./load.js";
export {
  convertYaaafRow,
  importYaaaf,
  parseCsv,
  yaaafRowToPlan,
  yaaafToolFor,
  type YaaafImportOptions,
  type YaaafImportReport,
  type YaaafRow,
} from "./yaaaf.js";
