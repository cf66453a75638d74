import { expect, it } from "vitest";
import { createInMemorySessionStore, emptySession, recordTurn } from "../src/index.js";
import { sessionStoreSuite } from "../src/testing.js";

sessionStoreSuite("in-memory", async () => createInMemorySessionStore());

it("recordTurn keeps one last_* fact per kind and a rolling summary", () => {
  let s = emptySession("x", new Date("2026-01-01T00:00:00Z"));
  s = recordTurn(s, { user: "monthly revenue trend", assistant: "done", intent: "time_series", addFacts: ["data_loaded", "last_tool:plot_line"] });
  s = recordTurn(s, { user: "now by region", intent: "time_series_grouped", addFacts: ["last_tool:plot_bar"] });
  expect(s.facts).toEqual(["data_loaded", "last_tool:plot_bar", "last_intent:time_series_grouped"]);
  expect(s.summary).toBe("time_series: monthly revenue trend\ntime_series_grouped: now by region");
  expect(s.turns.map((t) => t.role)).toEqual(["user", "assistant", "user"]);
});

it("a closed in-memory store refuses calls", async () => {
  const store = createInMemorySessionStore();
  await store.close();
  await expect(store.load("x")).rejects.toThrow("in-memory session store is closed");
});
