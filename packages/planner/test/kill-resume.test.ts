import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { IntentGraph } from "@modular-planner/core";
import { createMemoryIntentGraphStore, validateIntentGraph } from "@modular-planner/intent-graph";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { createSqliteStore } from "@modular-planner/store-sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { KILL_GOAL, KILL_INTENTS } from "./fixtures/kill-intents.js";
import { countingResolver, fixedDecomposer, plannerFor } from "./intent-fixtures.js";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
const shape = (graph: IntentGraph) => ({
  nodes: graph.nodes.map((node) => ({ id: node.id, text: node.text, depth: node.depth, status: node.status, tool: node.data.tool ?? null })),
  edges: graph.edges,
});

describe("a crash between two sub-intents loses nothing", () => {
  it("a SIGKILLed planning process resumes from the SQLite store with the same graph, finished nodes not redone", async () => {
    const folder = await mkdtemp(join(tmpdir(), "mp-kill-"));
    folders.push(folder);
    const path = join(folder, "graphs.db");
    const child = spawn(
      process.execPath,
      ["--conditions=@modular-planner/source", "--import", "tsx", fileURLToPath(new URL("./fixtures/plan-and-die.ts", import.meta.url)), path],
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    );
    expect(exit.signal).toBe("SIGKILL");
    expect(output).toContain("dying at i3");
    expect(output).not.toContain("finished without dying");

    const store = createSqliteStore({ path });
    try {
      const crashed = (await store.intentGraphs.loadGraph(KILL_GOAL.id))!;
      expect(validateIntentGraph(crashed).ok).toBe(true);
      expect(crashed.nodes.map((node) => [node.id, node.status])).toEqual([
        ["root", "decomposed"],
        ["i1", "resolved"],
        ["i2", "resolved"],
        ["i3", "pending"],
        ["i4", "pending"],
      ]);

      // Resume in this process: only i3 and i4 are resolved again.
      const resolver = countingResolver(createCatalogResolver());
      const resumed = await plannerFor({ decomposer: fixedDecomposer([]), resolver, store: store.intentGraphs }).resume(KILL_GOAL.id);
      expect(resolver.calls).toEqual(["send it to Bob by email", "search the address book contacts for Ann"]);
      expect(resumed.plan.steps.filter((step) => step.kind === "tool").map((step) => step.tool)).toEqual([
        "list_issues",
        "get_weather",
        "send_email",
        "search_contacts",
      ]);
      expect(resumed.trace.find((entry) => entry.stage === "resume")!.reason).toBe("2 finished nodes kept; 2 to do");

      // The same graph as an uninterrupted run.
      const reference = await plannerFor({
        decomposer: fixedDecomposer(KILL_INTENTS),
        resolver: createCatalogResolver(),
        store: createMemoryIntentGraphStore(),
      }).plan(KILL_GOAL);
      expect(shape(resumed.graph!)).toEqual(shape(reference.graph!));
      expect(shape((await store.intentGraphs.loadGraph(KILL_GOAL.id))!)).toEqual(shape(reference.graph!));
      expect(resumed.plan.steps).toEqual(reference.plan.steps);
    } finally {
      await store.close();
    }
  });
});
