import type { PlanLibrary } from "@modular-planner/core";

export interface LibraryGateOptions {
  /** Names of the catalog's tools: a request whose nearest case was solved mostly with other tools gets no library. */
  catalog?: ReadonlySet<string> | undefined;
  /**
   * The nearest case's chain must agree with the request's own this much (mean set F1 of the tools,
   * leave-one-out over the library) for the library to be used at that similarity. Default 0.5: the
   * nearest case is more right than wrong.
   */
  minAgreement?: number;
  /** Entries checked leave-one-out (evenly spaced over the library). Default 500. */
  sample?: number;
  /** Fewest checked entries at or above a similarity for its agreement to count. Default 20; a library with fewer entries is used without the check. */
  minSupport?: number;
}

export interface LibraryGate {
  /** The lowest coverage of the nearest case at which the library is used; `Infinity` when never. */
  threshold: number;
  /** Leave-one-out agreement of the entries at or above `threshold` (all checked entries when it is `Infinity`). */
  agreement: number;
  /** Entries checked leave-one-out. */
  checked: number;
  /** Whether the library should plan this request: its nearest case covers it at least `threshold` and was solved over this catalog. */
  applies(request: string): boolean;
  /** One line for traces and reports. */
  describe(): string;
}

const setF1 = (predicted: readonly string[], gold: readonly string[]) => {
  const a = new Set(predicted);
  const b = new Set(gold);
  const both = [...a].filter((tool) => b.has(tool)).length;
  return both === 0 ? 0 : (2 * both) / (a.size + b.size);
};

/**
 * When a plan library helps, learned from the library itself: every checked entry's request is looked
 * up in the library without it (leave-one-out), and its nearest case's tool chain is compared with the
 * entry's own (set F1). The library is used for a request when its nearest case covers it at least as
 * well as the lowest similarity (BM25 coverage, steps of 0.05) at which the checked entries' nearest
 * cases agree with them `minAgreement` on average. A library whose cases do not carry over between its
 * own requests (solved over a large catalog with few repeats) never opens; a request whose nearest case
 * was solved mostly with tools outside the catalog (another catalog's library) gets none either.
 */
export function createLibraryGate(library: PlanLibrary, options: LibraryGateOptions = {}): LibraryGate {
  const minAgreement = options.minAgreement ?? 0.5;
  const minSupport = options.minSupport ?? 20;
  const passed = library.entries().filter((entry) => entry.outcome === "passed");
  const sample = Math.min(passed.length, options.sample ?? 500);
  const checked: { coverage: number; agreement: number }[] = [];
  for (let position = 0; position < sample; position += 1) {
    const entry = passed[Math.floor((position * passed.length) / sample)]!;
    const nearest = library.similar(entry.request, 2).find((match) => match.entry.id !== entry.id);
    checked.push(nearest ? { coverage: nearest.coverage, agreement: setF1(nearest.entry.tools, entry.tools) } : { coverage: 0, agreement: 0 });
  }
  const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0);
  let threshold = Number.POSITIVE_INFINITY;
  let agreement = mean(checked.map((item) => item.agreement));
  // Too few entries to judge (a handful of curated examples or runs): nothing speaks against the library.
  const tooFew = checked.length < minSupport;
  if (tooFew) threshold = 0;
  for (let step = 0; step <= 20 && !tooFew; step += 1) {
    const coverage = step / 20;
    const above = checked.filter((item) => item.coverage >= coverage);
    if (above.length < minSupport) break;
    const value = mean(above.map((item) => item.agreement));
    if (value >= minAgreement) {
      threshold = coverage;
      agreement = value;
      break;
    }
  }
  const catalog = options.catalog;
  return {
    threshold,
    agreement,
    checked: checked.length,
    applies(request) {
      if (!Number.isFinite(threshold)) return false;
      const nearest = library.similar(request, 1)[0];
      if (!nearest || nearest.coverage < threshold) return false;
      return !catalog || nearest.entry.tools.filter((tool) => catalog.has(tool)).length * 2 >= nearest.entry.tools.length;
    },
    describe: () =>
      tooFew
        ? `the library plans every request it has a similar case for (${checked.length} entries: too few to check leave-one-out, at least ${minSupport} needed)`
        : Number.isFinite(threshold)
          ? `the library plans a request whose nearest case covers at least ${threshold.toFixed(2)} of it (leave-one-out over ${checked.length} entries: nearest cases agree ${agreement.toFixed(3)} there)`
          : `the library plans no request (leave-one-out over ${checked.length} entries: nearest cases agree ${agreement.toFixed(3)} on average, below ${minAgreement})`,
  };
}
