/**
 * Vector index latency, build time and memory: the flat index of @modular-planner/retrieval (the baseline)
 * against usearch (exact, HNSW) and faiss (flat, HNSW), on synthetic normalised 384-dim vectors.
 * Each (index, size) runs in its own child process so its memory is measured alone (RSS growth during
 * the build, after the vectors are generated). Top-10 search latency is the median of 200 single queries;
 * recall@10 is measured against the exact flat index's answers.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx indexes/run.ts [--sizes 100000,1000000] [--only flat,usearch-hnsw]
 *
 * `--expansion-search N` sets usearch HNSW's expansion_search (default: usearch's 64).
 *
 * Writes bench/results/indexes.json and prints a Markdown table.
 */
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { VectorIndex } from "@modular-planner/core";

const here = dirname(fileURLToPath(import.meta.url));
const DIMENSIONS = 384;
const QUERIES = 200;
const K = 10;
const CHUNK = 10_000;
const EXPANSION_SEARCH = Number(process.env.MP_BENCH_EXPANSION_SEARCH ?? 0) || undefined;

const KINDS = ["flat", "usearch-exact", "usearch-hnsw", "faiss-flat", "faiss-hnsw"] as const;
type Kind = (typeof KINDS)[number];

interface ChildResult {
  kind: Kind;
  size: number;
  buildMs: number;
  memoryMb: number;
  medianMs: number;
  p95Ms: number;
  hits: string[][];
}

/** Deterministic unit vectors (mulberry32 → Box-Muller → normalise), written into one buffer. */
function unitVectors(count: number, seed: number): Float32Array {
  const out = new Float32Array(count * DIMENSIONS);
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
  for (let row = 0; row < count; row++) {
    const offset = row * DIMENSIONS;
    let norm = 0;
    for (let i = 0; i < DIMENSIONS; i++) {
      const value = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
      out[offset + i] = value;
      norm += value * value;
    }
    norm = Math.sqrt(norm);
    for (let i = 0; i < DIMENSIONS; i++) out[offset + i]! /= norm;
  }
  return out;
}

async function createIndex(kind: Kind): Promise<VectorIndex> {
  switch (kind) {
    case "flat": {
      const { createFlatVectorIndex } = await import("@modular-planner/retrieval");
      return createFlatVectorIndex(DIMENSIONS) as VectorIndex;
    }
    case "usearch-exact":
    case "usearch-hnsw": {
      const { createUsearchIndex } = await import("@modular-planner/index-usearch");
      return createUsearchIndex({ dimensions: DIMENSIONS, mode: kind === "usearch-exact" ? "exact" : "hnsw", expansionSearch: EXPANSION_SEARCH });
    }
    case "faiss-flat":
    case "faiss-hnsw": {
      const { createFaissIndex } = await import("@modular-planner/index-faiss");
      return createFaissIndex({ dimensions: DIMENSIONS, kind: kind === "faiss-flat" ? "flat" : "hnsw" });
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function child(kind: Kind, size: number): Promise<void> {
  const data = unitVectors(size, 42);
  const queries = unitVectors(QUERIES, 7);
  const index = await createIndex(kind);
  (globalThis as { gc?: () => void }).gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  for (let start = 0; start < size; start += CHUNK) {
    const end = Math.min(size, start + CHUNK);
    const ids: string[] = [];
    const vectors: Float32Array[] = [];
    for (let row = start; row < end; row++) {
      ids.push(`v${row}`);
      vectors.push(data.subarray(row * DIMENSIONS, (row + 1) * DIMENSIONS));
    }
    await index.add(ids, vectors);
  }
  // The flat index prepares its search layout lazily: one warm-up search counts as part of the build.
  await index.search(queries.subarray(0, DIMENSIONS), K);
  const buildMs = performance.now() - started;
  (globalThis as { gc?: () => void }).gc?.();
  const memoryMb = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
  const times: number[] = [];
  const hits: string[][] = [];
  for (let q = 0; q < QUERIES; q++) {
    const query = queries.slice(q * DIMENSIONS, (q + 1) * DIMENSIONS);
    const t0 = performance.now();
    const result = await index.search(query, K);
    times.push(performance.now() - t0);
    hits.push(result.map((hit) => hit.id));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const result: ChildResult = { kind, size, buildMs, memoryMb, medianMs: median(times), p95Ms: sorted[Math.floor(sorted.length * 0.95)]!, hits };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function runChild(kind: Kind, size: number): ChildResult | { kind: Kind; size: number; error: string } {
  try {
    const output = execFileSync(
      process.execPath,
      [
        "--expose-gc",
        "--max-old-space-size=12000",
        "--conditions=@modular-planner/source",
        "--import",
        "tsx",
        fileURLToPath(import.meta.url),
        "--child",
        kind,
        String(size),
      ],
      { cwd: join(here, ".."), env: process.env, encoding: "utf8", maxBuffer: 256 * 2 ** 20, timeout: 15 * 60_000, stdio: ["ignore", "pipe", "pipe"] },
    );
    return JSON.parse(output.trim().split("\n").pop()!) as ChildResult;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    return { kind, size, error: `${(error as Error).message.split("\n")[0]} ${stderr.split("\n").slice(-3).join(" ")}`.trim() };
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === "--child") return child(argv[1] as Kind, Number(argv[2]));
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const sizes = (option("--sizes") ?? "100000").split(",").map(Number);
  if (option("--expansion-search")) process.env.MP_BENCH_EXPANSION_SEARCH = option("--expansion-search");
  const only = (option("--only")?.split(",") as Kind[] | undefined) ?? [...KINDS];

  const rows: Record<string, unknown>[] = [];
  const lines = [
    "| vectors | index | build (s) | memory (MB) | top-10 median (ms) | p95 (ms) | latency vs flat | recall@10 vs exact |",
    "|---:|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const size of sizes) {
    const results = new Map<Kind, ReturnType<typeof runChild>>();
    for (const kind of only) {
      process.stderr.write(`${kind} @ ${size}…\n`);
      const result = runChild(kind, size);
      results.set(kind, result);
      process.stderr.write(
        `  ${"error" in result ? result.error : `build ${(result.buildMs / 1000).toFixed(1)} s, median ${result.medianMs.toFixed(3)} ms`}\n`,
      );
    }
    const flat = results.get("flat");
    const exact = [results.get("flat"), results.get("usearch-exact"), results.get("faiss-flat")].find((r) => r && !("error" in r)) as ChildResult | undefined;
    for (const [kind, result] of results) {
      if ("error" in result) {
        lines.push(`| ${size.toLocaleString("en")} | ${kind} | failed: ${result.error.slice(0, 120)} | | | | | |`);
        rows.push({ ...result });
        continue;
      }
      let recall: number | undefined;
      if (exact) {
        let found = 0;
        result.hits.forEach((hits, q) => (found += hits.filter((id) => exact.hits[q]!.includes(id)).length));
        recall = found / (QUERIES * K);
      }
      const ratio = flat && !("error" in flat) ? result.medianMs / flat.medianMs : undefined;
      rows.push({
        kind,
        size,
        buildMs: result.buildMs,
        memoryMb: result.memoryMb,
        medianMs: result.medianMs,
        p95Ms: result.p95Ms,
        latencyVsFlat: ratio,
        recallAt10: recall,
        recallReference: exact?.kind,
      });
      lines.push(
        `| ${size.toLocaleString("en")} | ${kind} | ${(result.buildMs / 1000).toFixed(2)} | ${result.memoryMb.toFixed(0)} | ${result.medianMs.toFixed(3)} | ${result.p95Ms.toFixed(3)} | ${ratio === undefined ? "n/a" : `${ratio.toFixed(3)}×`} | ${recall === undefined ? "n/a" : recall.toFixed(3)} |`,
      );
    }
  }
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version };
  const out = join(here, "..", "results", "indexes.json");
  await mkdir(dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine, dimensions: DIMENSIONS, queries: QUERIES, k: K, expansionSearch: EXPANSION_SEARCH ?? "usearch default", rows }, null, 2)}\n`,
  );
  console.log(`\n${DIMENSIONS}-dim synthetic unit vectors, ${QUERIES} queries, top-${K}; ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}\n`);
  console.log(lines.join("\n"));
  console.log(`\nwritten: ${out}`);
}

await main();
