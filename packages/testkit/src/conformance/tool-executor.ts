import { ArtifactSchema, type Artifact, type PlanStep, type ToolExecutor, type ToolMetadata } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { abortedSignal, itHasStrategyIdentity } from "./common.js";

export interface ToolExecutorCase {
  label: string;
  tool: ToolMetadata;
  step: PlanStep;
  params: Record<string, unknown>;
  inputs?: Record<string, Artifact>;
  /** Assertions on the produced artifact. */
  expectArtifact?: (artifact: Artifact) => void | Promise<void>;
  /** When set, the call must fail with an error whose message matches. */
  expectError?: RegExp;
}

export interface ToolExecutorConformanceOptions {
  name: string;
  create: () => ToolExecutor | Promise<ToolExecutor>;
  cases: ToolExecutorCase[];
  /** A tool this executor must refuse (`canExecute` false). */
  foreignTool?: ToolMetadata;
}

export function describeToolExecutorConformance(options: ToolExecutorConformanceOptions): void {
  describe(`ToolExecutor conformance: ${options.name}`, () => {
    itHasStrategyIdentity(options.create);

    for (const testCase of options.cases) {
      it(`${testCase.label}: ${testCase.expectError ? "fails with a clear error" : "returns a valid artifact for its step"}`, async () => {
        const executor = await options.create();
        expect(executor.canExecute(testCase.tool)).toBe(true);
        const run = executor.execute({
          step: testCase.step,
          tool: testCase.tool,
          params: testCase.params,
          inputs: testCase.inputs ?? {},
          signal: new AbortController().signal,
        });
        if (testCase.expectError) {
          await expect(run).rejects.toThrow(testCase.expectError);
          return;
        }
        const artifact = await run;
        expect(ArtifactSchema.safeParse(artifact).success).toBe(true);
        expect(artifact.stepId).toBe(testCase.step.id);
        expect(testCase.tool.outputs.length === 0 || testCase.tool.outputs.includes(artifact.type) || testCase.tool.outputs.includes("any")).toBe(true);
        await testCase.expectArtifact?.(artifact);
      });
    }

    it("rejects when the signal is already aborted", async () => {
      const executor = await options.create();
      const testCase = options.cases.find((candidate) => !candidate.expectError)!;
      await expect(
        executor.execute({ step: testCase.step, tool: testCase.tool, params: testCase.params, inputs: testCase.inputs ?? {}, signal: abortedSignal() }),
      ).rejects.toThrow();
    });

    if (options.foreignTool) {
      const foreign = options.foreignTool;
      it("declines tools it cannot run", async () => {
        expect((await options.create()).canExecute(foreign)).toBe(false);
      });
    }
  });
}
