import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { ModularPlannerError, SPECIFICATION_VERSION, type VectorIndex, type VectorSearchHit } from "@modular-planner/core";

/** An exact VectorIndex that also exposes every score, for fusion. */
export interface FlatVectorIndex extends VectorIndex {
  search(query: Float32Array, k: number): VectorSearchHit[];
  add(ids: readonly string[], vectors: readonly Float32Array[]): void;
  /** Inner product of the query with every stored vector, by position. */
  scoreAll(query: Float32Array): Float64Array;
  /** The id stored at a position. */
  idAt(position: number): string;
  /** A copy of the vector stored at a position. */
  vectorAt(position: number): Float32Array;
  readonly ids: readonly string[];
}

export const FLAT_INDEX_MAGIC = "MPVI";
export const FLAT_INDEX_VERSION = 1;
/** magic(4) version(4) dimensions(4) count(4) idsLength(4) sha256(32). */
const HEADER_BYTES = 52;

function cacheError(path: string, problem: string): ModularPlannerError {
  return new ModularPlannerError("cache-invalid", `${path}: ${problem}`, {
    hint: "Delete the file or rebuild the index; a tool index rebuilds it automatically.",
  });
}

/**
 * Exact (brute-force) inner-product index over one contiguous Float32Array. Vectors are expected
 * L2-normalised, so scores are cosine similarities.
 *
 * File format (little-endian): "MPVI", u32 version, u32 dimensions, u32 count, u32 byte length of the
 * ids JSON, 32-byte sha256 of everything after the header, the ids JSON (UTF-8), zero padding to a
 * multiple of 4, then count × dimensions float32 values.
 */
export function createFlatVectorIndex(dimensions: number): FlatVectorIndex {
  if (!Number.isInteger(dimensions) || dimensions <= 0) throw new RangeError(`dimensions must be a positive integer, received ${dimensions}`);
  let data = new Float32Array(dimensions * 64);
  let ids: string[] = [];
  let positions = new Map<string, number>();
  // Dimension-major copy for search, rebuilt lazily after changes: skips the query's zero
  // dimensions (hashed vectors are sparse) and streams memory linearly.
  let columns: Float32Array | undefined;

  const ensureCapacity = (count: number) => {
    if (count * dimensions <= data.length) return;
    let capacity = data.length / dimensions;
    while (capacity < count) capacity *= 2;
    const grown = new Float32Array(capacity * dimensions);
    grown.set(data.subarray(0, ids.length * dimensions));
    data = grown;
  };

  const scoreAll = (query: Float32Array): Float64Array => {
    if (query.length !== dimensions) {
      throw new ModularPlannerError("configuration-invalid", `dimension mismatch: query has ${query.length} dimensions, the index holds ${dimensions}`);
    }
    if (!columns) columns = transpose(data, ids.length, dimensions);
    return dotAllColumns(columns, query, ids.length, dimensions);
  };

  const index: FlatVectorIndex = {
    specificationVersion: SPECIFICATION_VERSION,
    id: "flat",
    dimensions,
    get size() {
      return ids.length;
    },
    get ids() {
      return ids;
    },
    idAt(position) {
      const id = ids[position];
      if (id === undefined) throw new RangeError(`no vector at position ${position} (size ${ids.length})`);
      return id;
    },
    vectorAt(position) {
      if (position < 0 || position >= ids.length) throw new RangeError(`no vector at position ${position} (size ${ids.length})`);
      return data.slice(position * dimensions, (position + 1) * dimensions);
    },
    add(newIds, vectors) {
      if (newIds.length !== vectors.length) throw new RangeError(`add: ${newIds.length} ids but ${vectors.length} vectors`);
      for (const vector of vectors) {
        if (vector.length !== dimensions) {
          throw new ModularPlannerError("configuration-invalid", `dimension mismatch: vector has ${vector.length} dimensions, the index holds ${dimensions}`);
        }
      }
      ensureCapacity(ids.length + newIds.length);
      columns = undefined;
      newIds.forEach((id, i) => {
        const existing = positions.get(id);
        const position = existing ?? ids.length;
        if (existing === undefined) {
          positions.set(id, position);
          ids.push(id);
        }
        data.set(vectors[i]!, position * dimensions);
      });
    },
    scoreAll,
    search(query, k) {
      if (ids.length === 0 || k <= 0) return [];
      const scores = scoreAll(query);
      return topPositions(scores, k).map((position) => ({ id: ids[position]!, score: scores[position]! }) satisfies VectorSearchHit);
    },
    async save(path) {
      const idBytes = Buffer.from(JSON.stringify(ids), "utf8");
      const padding = (4 - (idBytes.length % 4)) % 4;
      const vectorBytes = Buffer.from(data.buffer, data.byteOffset, ids.length * dimensions * 4);
      const body = Buffer.concat([idBytes, Buffer.alloc(padding), vectorBytes]);
      const header = Buffer.alloc(HEADER_BYTES);
      header.write(FLAT_INDEX_MAGIC, 0, "ascii");
      header.writeUInt32LE(FLAT_INDEX_VERSION, 4);
      header.writeUInt32LE(dimensions, 8);
      header.writeUInt32LE(ids.length, 12);
      header.writeUInt32LE(idBytes.length, 16);
      createHash("sha256").update(body).digest().copy(header, 20);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under the real name.
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, Buffer.concat([header, body]));
      await rename(temporary, path);
    },
    async load(path) {
      const file = await readFile(path);
      if (file.length < HEADER_BYTES || file.toString("ascii", 0, 4) !== FLAT_INDEX_MAGIC) throw cacheError(path, "not a flat vector index file (bad magic)");
      const version = file.readUInt32LE(4);
      if (version !== FLAT_INDEX_VERSION) throw cacheError(path, `unsupported version ${version} (expected ${FLAT_INDEX_VERSION})`);
      const fileDimensions = file.readUInt32LE(8);
      if (fileDimensions !== dimensions) {
        throw cacheError(path, `dimension mismatch: the file holds ${fileDimensions}-dimensional vectors, the index expects ${dimensions}`);
      }
      const count = file.readUInt32LE(12);
      const idLength = file.readUInt32LE(16);
      const padding = (4 - (idLength % 4)) % 4;
      const expectedLength = HEADER_BYTES + idLength + padding + count * dimensions * 4;
      if (file.length !== expectedLength) throw cacheError(path, `truncated or oversized: ${file.length} bytes, expected ${expectedLength}`);
      const body = file.subarray(HEADER_BYTES);
      const checksum = createHash("sha256").update(body).digest();
      if (!checksum.equals(file.subarray(20, 52))) throw cacheError(path, "checksum mismatch (the file is corrupt)");
      let loadedIds: unknown;
      try {
        loadedIds = JSON.parse(body.toString("utf8", 0, idLength));
      } catch {
        throw cacheError(path, "ids are not valid JSON");
      }
      if (!Array.isArray(loadedIds) || loadedIds.length !== count || !loadedIds.every((id) => typeof id === "string")) {
        throw cacheError(path, `expected ${count} string ids`);
      }
      const vectorStart = HEADER_BYTES + idLength + padding;
      const vectors = new Float32Array(Math.max(count, 1) * dimensions);
      // Copy out of the file buffer: its byte offset may not be 4-aligned.
      vectors.set(new Float32Array(file.buffer.slice(file.byteOffset + vectorStart, file.byteOffset + vectorStart + count * dimensions * 4)));
      data = vectors;
      ids = loadedIds as string[];
      positions = new Map(ids.map((id, position) => [id, position]));
      columns = undefined;
    },
  };
  return index;
}

/** Positions of the k highest scores, best first, ties by lower position. */
export function topPositions(scores: ArrayLike<number>, k: number): number[] {
  const count = scores.length;
  const limit = Math.min(k, count);
  if (limit <= 0) return [];
  const best: number[] = [];
  let floor = -Infinity;
  for (let position = 0; position < count; position++) {
    const score = scores[position]!;
    if (best.length === limit && score <= floor) continue;
    let at = best.length < limit ? best.length : limit - 1;
    if (best.length < limit) best.push(position);
    while (at > 0 && scores[best[at - 1]!]! < score) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = position;
    if (best.length === limit) floor = scores[best[limit - 1]!]!;
  }
  return best;
}

function transpose(data: Float32Array, count: number, dimensions: number): Float32Array {
  const columns = new Float32Array(count * dimensions);
  for (let row = 0; row < count; row++) {
    const offset = row * dimensions;
    for (let d = 0; d < dimensions; d++) columns[d * count + row] = data[offset + d]!;
  }
  return columns;
}

/**
 * Inner products of one query with every row, accumulated in float64 over the query's non-zero
 * dimensions, four dimensions per pass (fewer passes over the accumulator).
 */
function dotAllColumns(columns: Float32Array, query: Float32Array, count: number, dimensions: number): Float64Array {
  const sums = new Float64Array(count);
  const active: number[] = [];
  for (let d = 0; d < dimensions; d++) if (query[d] !== 0) active.push(d);
  let at = 0;
  for (; at + 4 <= active.length; at += 4) {
    const d0 = active[at]!;
    const d1 = active[at + 1]!;
    const d2 = active[at + 2]!;
    const d3 = active[at + 3]!;
    const w0 = query[d0]!;
    const w1 = query[d1]!;
    const w2 = query[d2]!;
    const w3 = query[d3]!;
    const o0 = d0 * count;
    const o1 = d1 * count;
    const o2 = d2 * count;
    const o3 = d3 * count;
    for (let row = 0; row < count; row++) {
      sums[row]! += w0 * columns[o0 + row]! + w1 * columns[o1 + row]! + w2 * columns[o2 + row]! + w3 * columns[o3 + row]!;
    }
  }
  for (; at < active.length; at++) {
    const d = active[at]!;
    const weight = query[d]!;
    const offset = d * count;
    for (let row = 0; row < count; row++) sums[row]! += weight * columns[offset + row]!;
  }
  return sums;
}
