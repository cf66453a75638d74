import { createHash } from "node:crypto";
import { sessionStoreSuite } from "@modular-planner/router/testing";
import { describeIntentGraphStoreConformance, describePlanLibraryStoreConformance, describeRunStoreConformance } from "@modular-planner/testkit";
import { inject } from "vitest";
import { openPostgresStore } from "../src/index.js";

const url = inject("postgresUrl");
// The suites give each test a fresh file path; here each path is a schema of its own, so a test
// starts empty and a reopen with the same path finds the same tables.
const schemaFor = (path: string) => `mp_test_${createHash("sha256").update(`${process.pid}:${path}`).digest("hex").slice(0, 20)}`;
const open = (path: string) => openPostgresStore({ url, schema: schemaFor(path), maxConnections: 4 });

describeIntentGraphStoreConformance({ name: "postgres", create: async (path) => (await open(path)).intentGraphs, persistent: true });
describeRunStoreConformance({ name: "postgres", create: async (path) => (await open(path)).runs, persistent: true });
describePlanLibraryStoreConformance({
  name: "postgres",
  create: async (path) => {
    const store = await open(path);
    return { ...store.planLibrary, close: () => store.close() };
  },
  persistent: true,
});
sessionStoreSuite("postgres", async () => (await open(`sessions-${Date.now()}`)).sessions);
