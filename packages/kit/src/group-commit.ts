/**
 * Group commit for stores that persist as they go: items added in the same turn of the event loop
 * are written by one `commit(batch)` call (one fsync, one transaction), and each `add` resolves
 * only once its item is written. When the batch fails, `commitOne` (if given) retries item by item
 * so only the faulty items reject, in order; without it every item of the batch rejects.
 */
export interface GroupCommit<T> {
  add(item: T): Promise<void>;
  /** Writes what is pending now (before a read, a direct write or close). */
  flush(): void;
}

export function createGroupCommit<T>(commit: (batch: T[]) => void, commitOne?: (item: T) => void): GroupCommit<T> {
  let pending: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let scheduled: ReturnType<typeof setImmediate> | undefined;
  const flush = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    try {
      commit(batch.map((entry) => entry.item));
    } catch (error) {
      for (const entry of batch) {
        if (!commitOne) {
          entry.reject(error);
          continue;
        }
        try {
          commitOne(entry.item);
          entry.resolve();
        } catch (itemError) {
          entry.reject(itemError);
        }
      }
      return;
    }
    for (const entry of batch) entry.resolve();
  };
  return {
    add: (item) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ item, resolve, reject });
        scheduled ??= setImmediate(flush);
      }),
    flush,
  };
}
