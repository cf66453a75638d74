import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { createDeterministicClassifier, createRouter, evaluateRouting, type LabelledRequest } from "../src/index.js";

const file = fileURLToPath(new URL("../../../bench/routing/requests.jsonl", import.meta.url));
const requests = readFileSync(file, "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as LabelledRequest);

it("the labelled routing suite: gate adherence 100% and accuracy at least 90%", async () => {
  expect(requests.length).toBeGreaterThanOrEqual(80);
  const router = createRouter({ classifier: createDeterministicClassifier(), constraints: { allow_web: true, allow_deep_research: true } });
  const r = await evaluateRouting(router, requests);
  expect(r.gateJumps).toBeGreaterThanOrEqual(5);
  expect(r.gateViolations).toBe(0);
  expect(r.gateAdherence).toBe(1);
  expect(r.accuracy, JSON.stringify(r.misses)).toBeGreaterThanOrEqual(0.9);
});
