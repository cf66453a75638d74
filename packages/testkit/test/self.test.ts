// The suites run against tiny reference implementations here, so a broken suite fails in its own package.
import { writeFile, readFile } from "node:fs/promises";
import { SPECIFICATION_VERSION, type Decomposer, type VectorIndex } from "@modular-planner/core";
import { describeDecomposerConformance, describeVectorIndexConformance } from "../src/index.js";

function createArrayIndex(dimensions: number): VectorIndex {
  let ids: string[] = [];
  let vectors: Float32Array[] = [];
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "array",
    dimensions,
    get size() {
      return ids.length;
    },
    add(newIds, newVectors) {
      for (const vector of newVectors) if (vector.length !== dimensions) throw new Error(`dimension mismatch: ${vector.length} != ${dimensions}`);
      ids = [...ids, ...newIds];
      vectors = [...vectors, ...newVectors];
    },
    search(query, k) {
      return vectors
        .map((vector, index) => ({ id: ids[index]!, score: vector.reduce((sum, value, i) => sum + value * query[i]!, 0) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, k);
    },
    async save(path) {
      await writeFile(path, JSON.stringify({ ids, vectors: vectors.map((vector) => [...vector]) }));
    },
    async load(path) {
      const data = JSON.parse(await readFile(path, "utf8")) as { ids: string[]; vectors: number[][] };
      ids = data.ids;
      vectors = data.vectors.map((vector) => Float32Array.from(vector));
    },
  };
}

const splitDecomposer: Decomposer = {
  specificationVersion: SPECIFICATION_VERSION,
  id: "split-on-then",
  async decompose(goal) {
    if (/ask me/i.test(goal.text)) return { intents: [], confidence: 0, rationale: "needs user interaction" };
    const parts = goal.text.split(/\bthen\b/i).map((part) => part.trim());
    return {
      intents: parts.map((text, index) => ({
        id: `i${index}`,
        text,
        capability: null,
        params: {},
        dependsOn: index ? [`i${index - 1}`] : [],
        satisfies: [],
        askUser: false,
      })),
      confidence: 0.9,
      rationale: "split on then",
    };
  },
};

describeVectorIndexConformance({ name: "reference array index", create: createArrayIndex });
describeDecomposerConformance({
  name: "reference splitter",
  create: () => splitDecomposer,
  goals: [{ goal: { id: "g", text: "load sales then plot revenue", facts: [] }, minIntents: 2 }],
  abstainOn: { goal: { id: "g2", text: "ask me for the page size", facts: [] } },
});
