import { appendFileSync, existsSync, fsyncSync, openSync, closeSync, readFileSync } from "node:fs";
import type { RunEvent, RunListing, RunRecord, RunStore } from "@modular-planner/core";
import { createGroupCommit } from "@modular-planner/kit";

/** A record as `listRuns` lists it: who asked and what, when the record says. */
const listingOf = ({ runId, planId, status, updatedAt, createdAt, caller, request }: RunRecord): RunListing => ({
  runId,
  planId,
  status,
  updatedAt,
  createdAt,
  ...(caller !== undefined ? { caller } : {}),
  ...(request !== undefined ? { request } : {}),
});

export function createInMemoryRunStore(): RunStore {
  const runs = new Map<string, RunRecord>();
  return {
    async createRun(record) {
      runs.set(record.runId, { ...record, events: [] });
    },
    async appendEvent(runId, event) {
      const run = runs.get(runId);
      if (run) {
        run.events.push(event);
        run.updatedAt = event.timestamp;
      }
    },
    async updateRunStatus(runId, status) {
      const run = runs.get(runId);
      if (run) run.status = status;
    },
    loadRun: async (runId) => runs.get(runId),
    listRuns: async () => [...runs.values()].map(listingOf),
    async close() {},
  };
}

type Line =
  | { kind: "run"; record: Omit<RunRecord, "events"> }
  | { kind: "event"; runId: string; event: RunEvent }
  | { kind: "status"; runId: string; status: RunRecord["status"]; at: string };

/**
 * An append-only JSON-lines run store. Lines written in the same turn of the event loop are
 * appended and fsync'ed together (group commit) before their calls resolve, so a process killed
 * mid-run leaves every event whose append had resolved; a torn last line is skipped on read.
 */
export function createJsonlRunStore(options: { path: string }): RunStore {
  const group = createGroupCommit<Line>((batch) => {
    const fd = openSync(options.path, "a");
    try {
      appendFileSync(fd, batch.map((line) => `${JSON.stringify(line)}\n`).join(""));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  });
  const write = (line: Line) => group.add(line);
  const flush = () => group.flush();
  const read = (): Map<string, RunRecord> => {
    flush();
    const runs = new Map<string, RunRecord>();
    if (!existsSync(options.path)) return runs;
    for (const text of readFileSync(options.path, "utf8").split("\n")) {
      if (!text.trim()) continue;
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch {
        continue; // a torn last line from a crash
      }
      if (line.kind === "run") runs.set(line.record.runId, { ...line.record, events: [] });
      else if (line.kind === "event") {
        const run = runs.get(line.runId);
        if (run) {
          run.events.push(line.event);
          run.updatedAt = line.event.timestamp;
        }
      } else {
        const run = runs.get(line.runId);
        if (run) {
          run.status = line.status;
          run.updatedAt = line.at;
        }
      }
    }
    return runs;
  };
  return {
    createRun: async (record) => write({ kind: "run", record }),
    appendEvent: async (runId, event) => write({ kind: "event", runId, event }),
    updateRunStatus: async (runId, status) => write({ kind: "status", runId, status, at: new Date().toISOString() }),
    loadRun: async (runId) => read().get(runId),
    listRuns: async () => [...read().values()].map(listingOf),
    async close() {
      flush();
    },
  };
}

/** Which steps of a (possibly crashed) run finished, failed or were running when it stopped. */
export function summarizeRun(record: RunRecord): { finished: string[]; failed: string[]; running: string[] } {
  const started = new Set<string>();
  const finished: string[] = [];
  const failed: string[] = [];
  for (const event of record.events) {
    if (event.type === "plan-step-start") started.add(event.stepId);
    if (event.type === "plan-step-finish") {
      started.delete(event.stepId);
      (event.status === "succeeded" ? finished : failed).push(event.stepId);
    }
  }
  return { finished, failed, running: [...started] };
}
