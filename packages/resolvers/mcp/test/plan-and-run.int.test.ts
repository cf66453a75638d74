// The deterministic pipeline across two real MCP servers: discover, decompose, resolve, plan, verify, run.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PlanStep } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { createExecutor, createInMemoryApprovalQueue } from "@modular-planner/executor";
import { createModularPlanner } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpManager, createMcpResolver, type McpManager } from "../src/index.js";
import { filesystem, flaky, memory } from "./servers.js";

let folder: string;
let manager: McpManager;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "mp-mcp-plan-"));
  await writeFile(join(folder, "report.txt"), "q3");
  manager = createMcpManager({ servers: [memory(join(folder, "memory.jsonl")), filesystem(folder)], cacheDir: false });
  await manager.discover();
});
afterAll(async () => {
  await manager?.close();
  await rm(folder, { recursive: true, force: true });
});

async function plannerFor(tools: McpManager["tools"]) {
  const registry = await loadRegistry();
  return createModularPlanner({
    catalog: createToolCatalog(tools),
    capabilityMap: registry.capabilityMap,
    templates: [],
    requirements: createDeterministicExtractor(),
    verifiers: [createRulesVerifier()],
    decomposer: createPatternDecomposer(),
    resolver: createMcpResolver({ tools: () => tools }),
  });
}

describe("a multi-step goal across two MCP servers", () => {
  it("plans memory.create_entities then files.list_directory, asks for the values it lacks, and runs", async () => {
    const planner = await plannerFor(manager.tools);
    const { plan, intents, report } = await planner.plan("create an entity for Alice in memory, then list the files in the folder");
    expect(report.ok).toBe(true);
    expect(intents.map((entry) => [entry.resolutions[0]!.tool, entry.resolutions[0]!.server])).toEqual([
      ["memory.create_entities", "memory"],
      ["files.list_directory", "files"],
    ]);
    const asks = plan.steps.filter((step) => step.kind === "ask-user");
    expect(asks.map((step) => step.prompt)).toEqual(["What entities should be used?", "What path should be used?"]);

    const answers: Record<string, unknown> = {
      entities: [{ name: "Alice", entityType: "person", observations: ["planned by modular-planner"] }],
      path: folder,
    };
    const executor = createExecutor({
      executors: [manager.executor],
      catalog: createToolCatalog(manager.tools),
      // create_entities is not annotated read-only, so it is risky and needs approval.
      approvals: createInMemoryApprovalQueue({ decide: (request) => (request.tool.name === "memory.create_entities" ? "approved" : "denied") }),
      askUser: async (step: PlanStep) => answers[String(step.params.parameter)],
    });
    const result = await executor.run(plan);
    expect(result.failed).toEqual([]);
    expect(result.status).toBe("succeeded");
    expect(result.approvals).toEqual([{ stepId: "i1", decision: "approved" }]);
    expect(JSON.stringify(result.artifacts.i1)).toContain("Alice");
    expect(JSON.stringify(result.artifacts.i2)).toContain("report.txt");
  });

  it("a server that fails mid-run yields a typed failure, never a hung run", async () => {
    const failing = createMcpManager({ servers: [flaky(2_000)], cacheDir: false });
    try {
      const { tools } = await failing.discover();
      const catalog = createToolCatalog(tools);
      const step = (id: string, tool: string): PlanStep => ({
        id,
        kind: "tool",
        tool,
        description: "",
        params: {},
        satisfies: ["intent:x"],
        dependsOn: [],
        checks: [],
      });
      const replans: string[] = [];
      const executor = createExecutor({
        executors: [failing.executor],
        catalog,
        approvals: createInMemoryApprovalQueue({ decide: () => "approved" }),
        replan: async ({ failedStepId, error }) => {
          replans.push(`${failedStepId}: ${error.message}`);
          return undefined;
        },
      });
      const result = await executor.run({
        version: "1",
        id: "p",
        goal: "g",
        steps: [step("hang", "flaky.hang"), step("fail", "flaky.fail"), { ...step("after", "flaky.echo"), params: { message: "x" }, dependsOn: ["fail"] }],
      });
      expect(result.failed.map((failure) => failure.stepId).sort()).toEqual(["fail", "hang"]);
      expect(result.failed.find((failure) => failure.stepId === "hang")!.error).toContain("did not answer hang within 2000 ms");
      expect(result.skipped).toEqual([{ stepId: "after", reason: "depends on fail, which did not finish" }]);
      expect(replans.length).toBe(1);
    } finally {
      await failing.close();
    }
  });
});
