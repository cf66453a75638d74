export { createExampleRetriever, exampleText, type DroppedExample, type ExampleRetrieverOptions, type PlanExampleRetriever } from "./retriever.js";
export { loadExamples, loadShippedExamples, shippedExamplesDirectory } from "./load.js";
export {
  convertYaaafCheck,
  convertYaaafRow,
  importYaaaf,
  parseCsv,
  yaaafRowToPlan,
  yaaafToolFor,
  type YaaafImportOptions,
  type YaaafImportReport,
  type YaaafRow,
} from "./yaaaf.js";
