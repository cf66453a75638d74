#!/usr/bin/env node
// Sums the vitest JSON reports every package wrote (.test-results/vitest.json) into one closing
// line, "N passed, N failed", so CI and people see the whole count at a glance.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const folders = [];
const walk = (dir, depth) => {
  if (depth > 3) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (existsSync(join(path, "package.json"))) folders.push(path);
    walk(path, depth + 1);
  }
};
for (const top of ["packages", "apps", "bench", "examples", "tooling"]) if (existsSync(join(root, top))) walk(join(root, top), 0);
if (existsSync(join(root, "bench", "package.json"))) folders.push(join(root, "bench"));

let passed = 0;
let failed = 0;
let skipped = 0;
let suites = 0;
for (const folder of [...new Set(folders)]) {
  const report = join(folder, ".test-results", "vitest.json");
  if (!existsSync(report)) continue;
  const data = JSON.parse(readFileSync(report, "utf8"));
  suites += 1;
  passed += data.numPassedTests ?? 0;
  failed += data.numFailedTests ?? 0;
  skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
}
console.log(`\n${suites} packages tested`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
if (failed > 0 || passed === 0) process.exit(1);
