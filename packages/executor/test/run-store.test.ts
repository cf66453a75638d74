import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeRunStoreConformance, sampleRunEvents } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createInMemoryRunStore, createJsonlRunStore } from "../src/index.js";

describeRunStoreConformance({ name: "in-memory", create: () => createInMemoryRunStore() });
describeRunStoreConformance({ name: "JSON lines", create: (path) => createJsonlRunStore({ path }), persistent: true });

describe("JSON lines group commit", () => {
  it("appends in one turn are written together, each resolving once on disk; reads see pending lines", async () => {
    const folder = await mkdtemp(join(tmpdir(), "mp-jsonl-"));
    try {
      const path = join(folder, "runs.jsonl");
      const store = createJsonlRunStore({ path });
      const now = new Date(0).toISOString();
      await store.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
      const lines = () => readFileSync(path, "utf8").trim().split("\n").length;
      const events = sampleRunEvents("r", ["a", "b", "c"]);
      const appends = events.map((event) => store.appendEvent("r", event));
      expect(lines()).toBe(1); // only the run line so far
      await appends[0];
      expect(lines()).toBe(7);
      const status = store.updateRunStatus("r", "succeeded");
      expect((await store.loadRun("r"))!.status).toBe("succeeded"); // a read writes what is waiting first
      await status;
      await store.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
