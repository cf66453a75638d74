import { tokenize } from "./text.js";

export interface Bm25Options {
  k1?: number;
  b?: number;
  /** Turns a text into terms; defaults to `tokenize` (split, stop words, light stemming). */
  tokenizer?: (text: string) => string[];
}

export interface Bm25Hit {
  /** Position of the document in the array the index was built from. */
  index: number;
  score: number;
  /** Share of the query's IDF mass the document matches, in [0, 1]: an absolute match signal. */
  coverage: number;
}

export interface Bm25Index {
  readonly size: number;
  readonly vocabularySize: number;
  /** Top-k documents with a positive score, best first (ties by document order). */
  search(query: string, k: number): Bm25Hit[];
  /** Inverse document frequency of a term (already tokenised), 0 when absent. */
  idf(term: string): number;
}

/**
 * BM25 (Robertson/Lucene IDF) over an inverted index in compressed-row form: one Uint32Array of
 * document ids and one Float32Array of term frequencies for all postings, addressed by term offsets.
 */
export function createBm25Index(documents: readonly string[], options: Bm25Options = {}): Bm25Index {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const tokenizer = options.tokenizer ?? ((text: string) => tokenize(text));
  const count = documents.length;

  const vocabulary = new Map<string, number>();
  const docLengths = new Float32Array(count);
  const perDoc: Map<number, number>[] = [];
  const documentFrequency: number[] = [];
  let totalPostings = 0;
  let totalLength = 0;
  for (let doc = 0; doc < count; doc++) {
    const terms = tokenizer(documents[doc]!);
    docLengths[doc] = terms.length;
    totalLength += terms.length;
    const counts = new Map<number, number>();
    for (const term of terms) {
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(term, id);
        documentFrequency.push(0);
      }
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const id of counts.keys()) documentFrequency[id]!++;
    totalPostings += counts.size;
    perDoc.push(counts);
  }

  const termCount = vocabulary.size;
  const offsets = new Uint32Array(termCount + 1);
  for (let id = 0; id < termCount; id++) offsets[id + 1] = offsets[id]! + documentFrequency[id]!;
  const postingDocs = new Uint32Array(totalPostings);
  const postingWeights = new Float32Array(totalPostings);
  const cursor = offsets.slice(0, termCount);
  const averageLength = count > 0 ? totalLength / count || 1 : 1;
  for (let doc = 0; doc < count; doc++) {
    // Precompute the BM25 term-frequency part so a query is only additions.
    const norm = k1 * (1 - b + (b * docLengths[doc]!) / averageLength);
    for (const [id, tf] of perDoc[doc]!) {
      const at = cursor[id]!++;
      postingDocs[at] = doc;
      postingWeights[at] = (tf * (k1 + 1)) / (tf + norm);
    }
  }
  perDoc.length = 0;
  const idfs = new Float32Array(termCount);
  for (let id = 0; id < termCount; id++) {
    const df = documentFrequency[id]!;
    idfs[id] = Math.log(1 + (count - df + 0.5) / (df + 0.5));
  }
  const unseenIdf = Math.log(1 + (count + 0.5) / 0.5);

  const scores = new Float32Array(count);
  const matched = new Float32Array(count);
  const touched = new Uint32Array(count);

  return {
    size: count,
    vocabularySize: termCount,
    idf(term) {
      const id = vocabulary.get(term);
      return id === undefined ? 0 : idfs[id]!;
    },
    search(query, k) {
      if (count === 0 || k <= 0) return [];
      const terms = [...new Set(tokenizer(query))];
      if (terms.length === 0) return [];
      let touchedCount = 0;
      let queryMass = 0;
      for (const term of terms) {
        const id = vocabulary.get(term);
        if (id === undefined) {
          queryMass += unseenIdf;
          continue;
        }
        const idf = idfs[id]!;
        queryMass += idf;
        for (let at = offsets[id]!, end = offsets[id + 1]!; at < end; at++) {
          const doc = postingDocs[at]!;
          if (scores[doc] === 0 && matched[doc] === 0) touched[touchedCount++] = doc;
          scores[doc]! += idf * postingWeights[at]!;
          matched[doc]! += idf;
        }
      }
      const hits: Bm25Hit[] = [];
      for (let i = 0; i < touchedCount; i++) {
        const doc = touched[i]!;
        const score = scores[doc]!;
        if (score > 0) hits.push({ index: doc, score, coverage: queryMass > 0 ? Math.min(1, matched[doc]! / queryMass) : 0 });
        scores[doc] = 0;
        matched[doc] = 0;
      }
      return topK(hits, k);
    },
  };
}

/** Best-first top k by score, ties broken by the lower index (deterministic). */
export function topK<T extends { index: number; score: number }>(hits: T[], k: number): T[] {
  const compare = (a: T, b: T) => b.score - a.score || a.index - b.index;
  if (hits.length <= k * 4) return hits.sort(compare).slice(0, k);
  // Quickselect-free partial selection: keep a sorted buffer of k items.
  const buffer: T[] = [];
  for (const hit of hits) {
    if (buffer.length < k) {
      buffer.push(hit);
      if (buffer.length === k) buffer.sort(compare);
      continue;
    }
    const last = buffer[k - 1]!;
    if (compare(hit, last) >= 0) continue;
    let at = k - 1;
    while (at > 0 && compare(hit, buffer[at - 1]!) < 0) {
      buffer[at] = buffer[at - 1]!;
      at--;
    }
    buffer[at] = hit;
  }
  return buffer.length < k ? buffer.sort(compare) : buffer;
}
