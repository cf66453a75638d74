import { describeRunStoreConformance } from "@modular-planner/testkit";
import { createInMemoryRunStore, createJsonlRunStore } from "../src/index.js";

describeRunStoreConformance({ name: "in-memory", create: () => createInMemoryRunStore() });
describeRunStoreConformance({ name: "JSON lines", create: (path) => createJsonlRunStore({ path }), persistent: true });
