import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { ModularPlannerError, SPECIFICATION_VERSION, type VectorIndex, type VectorSearchHit } from "@modular-planner/core";

/** The part of faiss-node's API used here (faiss-node ships its own types, but as CommonJS with `export class`). */
interface FaissIndex {
  ntotal(): number;
  getDimension(): number;
  add(x: number[]): void;
  search(x: number[], k: number): { distances: number[]; labels: number[] };
  toBuffer(): Buffer;
}
interface FaissModule {
  IndexFlatIP: new (dimensions: number) => FaissIndex;
  Index: {
    fromFactory(dimensions: number, descriptor: string, metric?: number): FaissIndex;
    fromBuffer(source: Buffer): FaissIndex;
  };
  MetricType: { METRIC_INNER_PRODUCT: number };
}

const require = createRequire(import.meta.url);
let faissModule: FaissModule | undefined;

/** Loads faiss-node, or throws a ModularPlannerError that says why and how to build it. */
export function loadFaiss(): FaissModule {
  if (faissModule) return faissModule;
  try {
    faissModule = require("faiss-node") as FaissModule;
    return faissModule;
  } catch (cause) {
    throw new ModularPlannerError("configuration-invalid", `faiss-node could not be loaded: ${(cause as Error).message}`, {
      cause,
      hint:
        "faiss-node's install script downloads a prebuilt binary; without network access build it against Debian's faiss: " +
        "`apt-get install -y libfaiss-dev libopenblas-dev && bash scripts/setup/faiss.sh` from the repository root.",
    });
  }
}

export interface FaissIndexOptions {
  dimensions: number;
  /** `flat`: IndexFlatIP (exact). `hnsw`: IndexHNSWFlat with inner product. Default `flat`. */
  kind?: "flat" | "hnsw";
  /** HNSW neighbours per node (faiss `M`). Default 32. */
  hnswM?: number;
}

export interface FaissVectorIndex extends VectorIndex {
  readonly kind: "flat" | "hnsw";
}

const FORMAT = "modular-planner/faiss-index";
const FORMAT_VERSION = 1;

interface SavedHeader {
  format: typeof FORMAT;
  version: number;
  kind: "flat" | "hnsw";
  dimensions: number;
  /** ids[label] = string id; null for labels replaced by a later add of the same id. */
  ids: (string | null)[];
}

function dimensionError(expected: number, actual: number, where: string): ModularPlannerError {
  return new ModularPlannerError("contract-invalid", `faiss index: dimension mismatch in ${where}: expected ${expected}, got ${actual}`, {
    hint: "Every vector must have the index's dimensions; an index built with one embedder cannot be searched with another.",
    details: { expected, actual },
  });
}

/**
 * Cosine VectorIndex over faiss (inner product on normalised vectors). faiss labels are positions;
 * string ids map to them. Re-adding an id appends the new vector and retires the old label
 * (faiss HNSW cannot remove), so searches ask for a few more hits and drop retired ones.
 */
export function createFaissIndex(options: FaissIndexOptions): FaissVectorIndex {
  const { dimensions } = options;
  const kind = options.kind ?? "flat";
  if (!Number.isInteger(dimensions) || dimensions <= 0) {
    throw new ModularPlannerError("configuration-invalid", `faiss index: dimensions must be a positive integer, got ${dimensions}`);
  }
  const faiss = loadFaiss();
  const newIndex = (): FaissIndex =>
    kind === "flat"
      ? new faiss.IndexFlatIP(dimensions)
      : faiss.Index.fromFactory(dimensions, `HNSW${options.hnswM ?? 32},Flat`, faiss.MetricType.METRIC_INNER_PRODUCT);

  let native = newIndex();
  let ids: (string | null)[] = [];
  let labelOf = new Map<string, number>();
  let retired = 0;

  const checkDimensions = (vector: Float32Array, where: string) => {
    if (vector.length !== dimensions) throw dimensionError(dimensions, vector.length, where);
  };

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: `faiss:${kind}`,
    kind,
    dimensions,
    get size() {
      return labelOf.size;
    },
    add(newIds, vectors) {
      if (newIds.length !== vectors.length) {
        throw new ModularPlannerError("contract-invalid", `faiss index: ${newIds.length} ids for ${vectors.length} vectors`);
      }
      if (vectors.length === 0) return;
      for (const vector of vectors) checkDimensions(vector, "add");
      // faiss-node takes a plain number[] of all rows concatenated.
      const flat = new Array<number>(vectors.length * dimensions);
      vectors.forEach((vector, row) => {
        const offset = row * dimensions;
        for (let i = 0; i < dimensions; i++) flat[offset + i] = vector[i]!;
      });
      native.add(flat);
      for (const id of newIds) {
        const previous = labelOf.get(id);
        if (previous !== undefined) {
          ids[previous] = null;
          retired++;
        }
        labelOf.set(id, ids.length);
        ids.push(id);
      }
    },
    search(query, k) {
      checkDimensions(query, "search");
      const count = Math.min(Math.floor(k), labelOf.size);
      if (count <= 0) return [];
      const asked = Math.min(count + retired, native.ntotal());
      const result = native.search(Array.from(query), asked);
      const hits: VectorSearchHit[] = [];
      for (let i = 0; i < result.labels.length && hits.length < count; i++) {
        const label = result.labels[i]!;
        const id = label >= 0 ? ids[label] : null;
        if (id == null) continue;
        hits.push({ id, score: result.distances[i]! });
      }
      return hits;
    },
    async save(path) {
      await mkdir(dirname(path), { recursive: true });
      const header: SavedHeader = { format: FORMAT, version: FORMAT_VERSION, kind, dimensions, ids };
      const headerBytes = Buffer.from(JSON.stringify(header), "utf8");
      const length = Buffer.alloc(4);
      length.writeUInt32LE(headerBytes.length, 0);
      await writeFile(path, Buffer.concat([length, headerBytes, native.toBuffer()]));
    },
    async load(path) {
      let header: SavedHeader;
      let body: Buffer;
      try {
        const file = await readFile(path);
        const headerLength = file.readUInt32LE(0);
        header = JSON.parse(file.subarray(4, 4 + headerLength).toString("utf8")) as SavedHeader;
        body = file.subarray(4 + headerLength);
      } catch (cause) {
        throw new ModularPlannerError("cache-invalid", `faiss index: cannot read ${path}: ${(cause as Error).message}`, {
          cause,
          hint: "Delete the file and rebuild the index.",
        });
      }
      if (header.format !== FORMAT || header.version !== FORMAT_VERSION || header.kind !== kind) {
        throw new ModularPlannerError("cache-invalid", `faiss index: ${path} is not a ${kind} faiss index saved by this version`, {
          hint: "Delete the file and rebuild the index.",
        });
      }
      if (header.dimensions !== dimensions) throw dimensionError(dimensions, header.dimensions, `load of ${path}`);
      let restored: FaissIndex;
      try {
        restored = faiss.Index.fromBuffer(body);
      } catch (cause) {
        throw new ModularPlannerError("cache-invalid", `faiss index: ${path} holds no readable faiss index: ${(cause as Error).message}`, {
          cause,
          hint: "Delete the file and rebuild the index.",
        });
      }
      if (restored.ntotal() !== header.ids.length || restored.getDimension() !== dimensions) {
        throw new ModularPlannerError("cache-invalid", `faiss index: ${path} has ${restored.ntotal()} vectors for ${header.ids.length} ids`, {
          hint: "Delete the file and rebuild the index.",
        });
      }
      native = restored;
      ids = header.ids;
      labelOf = new Map();
      retired = 0;
      ids.forEach((id, label) => {
        if (id == null) retired++;
        else labelOf.set(id, label);
      });
    },
  };
}
export { strategy } from "./strategy.js";
