#!/usr/bin/env node
// The main job on the embedded defaults. Until the CLI package lands this loads and validates
// the embedded registry and prints what the planner can use.
import { loadRegistry } from "@modular-planner/registry";

const registry = await loadRegistry();
console.log(`Embedded registry ${registry.hash.slice(0, 12)}: ${registry.tools.length} tools, ${registry.capabilityMap.capabilities.length} capabilities, ${registry.templates.length} templates.`);
for (const template of registry.templates) console.log(`  template ${template.id}: ${template.steps.map((step) => step.tool).join(" → ")}`);
