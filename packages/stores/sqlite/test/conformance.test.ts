import { describeIntentGraphStoreConformance, describePlanLibraryStoreConformance, describeRunStoreConformance } from "@modular-planner/testkit";
import { createSqliteIntentGraphStore, createSqlitePlanLibraryStore, createSqliteRunStore, createSqliteStore } from "../src/index.js";

describeIntentGraphStoreConformance({ name: "sqlite (own connection)", create: (path) => createSqliteIntentGraphStore({ path }), persistent: true });
describeRunStoreConformance({ name: "sqlite (own connection)", create: (path) => createSqliteRunStore({ path }), persistent: true });
describeRunStoreConformance({ name: "sqlite (FULL synchronous)", create: (path) => createSqliteRunStore({ path, synchronous: "FULL" }), persistent: true });

// Through the shared store: closing the sub-store alone closes nothing; the test closes both.
describeIntentGraphStoreConformance({
  name: "sqlite (createSqliteStore().intentGraphs)",
  create: (path) => {
    const store = createSqliteStore({ path });
    return { ...store.intentGraphs, close: () => store.close() };
  },
  persistent: true,
});
describeRunStoreConformance({
  name: "sqlite (createSqliteStore().runs)",
  create: (path) => {
    const store = createSqliteStore({ path });
    return { ...store.runs, close: () => store.close() };
  },
  persistent: true,
});

// `:memory:` (one private database per store) for tests that need no file.
describeIntentGraphStoreConformance({ name: "sqlite (:memory:)", create: () => createSqliteIntentGraphStore({ path: ":memory:" }) });
describeRunStoreConformance({ name: "sqlite (:memory:)", create: () => createSqliteRunStore({ path: ":memory:" }) });

describePlanLibraryStoreConformance({ name: "sqlite (own connection)", create: (path) => createSqlitePlanLibraryStore({ path }), persistent: true });
describePlanLibraryStoreConformance({
  name: "sqlite (createSqliteStore().planLibrary)",
  create: (path) => {
    const store = createSqliteStore({ path });
    return { ...store.planLibrary, close: () => store.close() };
  },
  persistent: true,
});
