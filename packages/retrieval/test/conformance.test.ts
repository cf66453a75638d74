import { describeEmbedderConformance, describeVectorIndexConformance } from "@modular-planner/testkit";
import { createFlatVectorIndex, createHashedEmbedder } from "../src/index.js";

describeEmbedderConformance({
  name: "hashed (unfitted)",
  create: () => createHashedEmbedder(),
  semanticTriples: [
    { a: "plot revenue over time", b: "line chart of revenue by month", c: "delete a file from disk" },
    { a: "list repository issues", b: "show the issues of a repo", c: "weather forecast for Paris" },
  ],
});

describeEmbedderConformance({
  name: "hashed (fitted on a corpus)",
  create: () => {
    const embedder = createHashedEmbedder({ dimensions: 256 });
    embedder.fit(["plot revenue over time", "list the files in a folder", "line chart of a metric", "delete a file"]);
    return embedder;
  },
  semanticTriples: [{ a: "plotting revenue", b: "plot revenue over time", c: "list the files in a folder" }],
});

describeVectorIndexConformance({ name: "flat", create: (dimensions) => createFlatVectorIndex(dimensions) });
