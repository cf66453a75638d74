import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { ModularPlannerError, SPECIFICATION_VERSION, type VectorIndex, type VectorSearchHit } from "@modular-planner/core";

type UsearchModule = typeof import("usearch");
const require = createRequire(import.meta.url);
let usearchModule: UsearchModule | undefined;

function loadUsearch(): UsearchModule {
  if (usearchModule) return usearchModule;
  try {
    usearchModule = require("usearch") as UsearchModule;
    return usearchModule;
  } catch (cause) {
    throw new ModularPlannerError("configuration-invalid", `usearch could not be loaded: ${(cause as Error).message}`, {
      cause,
      hint: "usearch ships prebuilt binaries for linux/macos/windows (x64, arm64); reinstall with `pnpm install` or build it with `npx node-gyp rebuild` in its package folder.",
    });
  }
}

export interface UsearchIndexOptions {
  dimensions: number;
  /** `exact`: brute-force search over a contiguous buffer (usearch's SIMD kernels). `hnsw`: approximate graph. Default `hnsw`. */
  mode?: "exact" | "hnsw";
  /** HNSW edges per node (usearch default 16). */
  connectivity?: number;
  /** HNSW candidate list size while adding (usearch default 128). */
  expansionAdd?: number;
  /** HNSW candidate list size while searching (usearch default 64). */
  expansionSearch?: number;
}

export interface UsearchIndex extends VectorIndex {
  readonly mode: "exact" | "hnsw";
}

const FORMAT = "modular-planner/usearch-index";
const FORMAT_VERSION = 1;

interface SavedMeta {
  format: typeof FORMAT;
  version: number;
  mode: "exact" | "hnsw";
  dimensions: number;
  /** ids[key] = string id; null for removed slots. */
  ids: (string | null)[];
}

function dimensionError(expected: number, actual: number, where: string): ModularPlannerError {
  return new ModularPlannerError("contract-invalid", `usearch index: dimension mismatch in ${where}: expected ${expected}, got ${actual}`, {
    hint: "Every vector must have the index's dimensions; an index built with one embedder cannot be searched with another.",
    details: { expected, actual },
  });
}

/** Cosine VectorIndex over usearch. Vectors are expected normalised; scores are cosine similarities. */
export function createUsearchIndex(options: UsearchIndexOptions): UsearchIndex {
  const { dimensions } = options;
  const mode = options.mode ?? "hnsw";
  if (!Number.isInteger(dimensions) || dimensions <= 0) {
    throw new ModularPlannerError("configuration-invalid", `usearch index: dimensions must be a positive integer, got ${dimensions}`);
  }
  const usearch = loadUsearch();

  // Shared: string id <-> bigint key (the key is the slot number).
  let ids: (string | null)[] = [];
  let keyOf = new Map<string, number>();

  // exact mode: rows in a growable Float32Array.
  let buffer = new Float32Array(0);
  let rows = 0;

  // hnsw mode
  const newHnsw = () =>
    new usearch.Index({
      dimensions,
      metric: "cos" as never,
      connectivity: options.connectivity ?? 0,
      expansion_add: options.expansionAdd ?? 0,
      expansion_search: options.expansionSearch ?? 0,
    } as never);
  let hnsw = mode === "hnsw" ? newHnsw() : undefined;

  const checkDimensions = (vector: Float32Array, where: string) => {
    if (vector.length !== dimensions) throw dimensionError(dimensions, vector.length, where);
  };

  const ensureCapacity = (needed: number) => {
    if (needed * dimensions <= buffer.length) return;
    const capacity = Math.max(needed, rows * 2, 1024);
    const next = new Float32Array(capacity * dimensions);
    next.set(buffer.subarray(0, rows * dimensions));
    buffer = next;
  };

  const toHits = (keys: BigUint64Array, distances: Float32Array, k: number): VectorSearchHit[] => {
    const hits: VectorSearchHit[] = [];
    for (let i = 0; i < keys.length && hits.length < k; i++) {
      const id = ids[Number(keys[i])];
      const distance = distances[i]!;
      if (id == null || !Number.isFinite(distance)) continue;
      hits.push({ id, score: 1 - distance });
    }
    return hits;
  };

  const index: UsearchIndex = {
    specificationVersion: SPECIFICATION_VERSION,
    id: `usearch:${mode}`,
    mode,
    dimensions,
    get size() {
      return keyOf.size;
    },
    add(newIds, vectors) {
      if (newIds.length !== vectors.length) {
        throw new ModularPlannerError("contract-invalid", `usearch index: ${newIds.length} ids for ${vectors.length} vectors`);
      }
      for (const vector of vectors) checkDimensions(vector, "add");
      if (mode === "exact") {
        ensureCapacity(rows + vectors.length);
        for (let i = 0; i < newIds.length; i++) {
          const id = newIds[i]!;
          const existing = keyOf.get(id);
          const row = existing ?? rows++;
          buffer.set(vectors[i]!, row * dimensions);
          if (existing === undefined) {
            ids[row] = id;
            keyOf.set(id, row);
          }
        }
        return;
      }
      // hnsw: one batched, multi-threaded add. A re-added id retires its old key first; within one
      // call, the last vector for an id wins.
      const last = new Map<string, number>();
      newIds.forEach((id, i) => last.set(id, i));
      const keys = new BigUint64Array(last.size);
      const matrix = new Float32Array(last.size * dimensions);
      let slot = 0;
      for (const [id, i] of last) {
        const existing = keyOf.get(id);
        if (existing !== undefined) {
          hnsw!.remove(BigInt(existing));
          ids[existing] = null;
        }
        const key = ids.length;
        ids.push(id);
        keyOf.set(id, key);
        keys[slot] = BigInt(key);
        matrix.set(vectors[i]!, slot * dimensions);
        slot++;
      }
      if (slot > 0) hnsw!.add(keys, matrix, 0);
    },
    search(query, k) {
      checkDimensions(query, "search");
      const count = Math.min(Math.floor(k), keyOf.size);
      if (count <= 0) return [];
      if (mode === "exact") {
        const matches = usearch.exactSearch(buffer.subarray(0, rows * dimensions), query, dimensions, count, "cos" as never) as {
          keys: BigUint64Array;
          distances: Float32Array;
        };
        return toHits(matches.keys, matches.distances, count);
      }
      const matches = hnsw!.search(query, count, 0) as { keys: BigUint64Array; distances: Float32Array };
      return toHits(matches.keys, matches.distances, count);
    },
    async save(path) {
      await mkdir(dirname(path), { recursive: true });
      const meta: SavedMeta = { format: FORMAT, version: FORMAT_VERSION, mode, dimensions, ids };
      if (mode === "exact") {
        const header = Buffer.from(JSON.stringify(meta), "utf8");
        const length = Buffer.alloc(4);
        length.writeUInt32LE(header.length, 0);
        const body = Buffer.from(buffer.buffer, buffer.byteOffset, rows * dimensions * 4);
        await writeFile(path, Buffer.concat([length, header, body]));
      } else {
        hnsw!.save(path);
        await writeFile(`${path}.ids.json`, JSON.stringify(meta));
      }
    },
    async load(path) {
      let meta: SavedMeta;
      let body: Buffer | undefined;
      try {
        if (mode === "exact") {
          const file = await readFile(path);
          const headerLength = file.readUInt32LE(0);
          meta = JSON.parse(file.subarray(4, 4 + headerLength).toString("utf8")) as SavedMeta;
          body = file.subarray(4 + headerLength);
        } else {
          meta = JSON.parse(await readFile(`${path}.ids.json`, "utf8")) as SavedMeta;
        }
      } catch (cause) {
        throw new ModularPlannerError("cache-invalid", `usearch index: cannot read ${path}: ${(cause as Error).message}`, {
          cause,
          hint: "Delete the file and rebuild the index.",
        });
      }
      if (meta.format !== FORMAT || meta.version !== FORMAT_VERSION || meta.mode !== mode) {
        throw new ModularPlannerError("cache-invalid", `usearch index: ${path} is not a ${mode} usearch index saved by this version`, {
          hint: "Delete the file and rebuild the index.",
        });
      }
      if (meta.dimensions !== dimensions) throw dimensionError(dimensions, meta.dimensions, `load of ${path}`);
      const loadedIds = meta.ids;
      const loadedKeyOf = new Map<string, number>();
      loadedIds.forEach((id, key) => {
        if (id != null) loadedKeyOf.set(id, key);
      });
      if (mode === "exact") {
        const count = loadedIds.length;
        if (body!.length !== count * dimensions * 4) {
          throw new ModularPlannerError("cache-invalid", `usearch index: ${path} is truncated (${body!.length} bytes for ${count} vectors)`, {
            hint: "Delete the file and rebuild the index.",
          });
        }
        const copy = new Float32Array(count * dimensions);
        copy.set(new Float32Array(body!.buffer.slice(body!.byteOffset, body!.byteOffset + body!.length)));
        buffer = copy;
        rows = count;
      } else {
        const restored = newHnsw();
        restored.load(path);
        hnsw = restored;
      }
      ids = loadedIds;
      keyOf = loadedKeyOf;
    },
  };
  return index;
}
export { strategy } from "./strategy.js";
