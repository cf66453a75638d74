import { loadRegistry } from "@modular-planner/registry";
import { describeVerifierConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createCompositeVerifier, createRulesVerifier, isReadablePrompt } from "../src/index.js";
import { basePlans, correctPlans, defectivePlans } from "./plans.js";
import { SPECIFICATION_VERSION } from "@modular-planner/core";

const registry = await loadRegistry();
const context = { catalog: registry.catalog, capabilityMap: registry.capabilityMap };

describe("the planted-defect suite", () => {
  it("has at least 25 defective and 25 correct plans", () => {
    expect(defectivePlans().length).toBeGreaterThanOrEqual(25);
    expect(correctPlans().length).toBeGreaterThanOrEqual(25);
  });
});

describeVerifierConformance({ name: "rules", create: () => createRulesVerifier(), context, validPlans: correctPlans(), defectivePlans: defectivePlans() });

describe("rules verifier details", () => {
  it("reports coverage per requirement and removes unjustified steps", async () => {
    const walkthrough = basePlans()[0]!;
    const report = await createRulesVerifier().verify(
      {
        ...walkthrough,
        steps: [
          ...walkthrough.steps,
          {
            id: "detect_anomalies",
            kind: "tool",
            tool: "detect_anomalies",
            description: "",
            params: { table: { ref: "load" }, column: "revenue" },
            satisfies: [],
            dependsOn: [],
            checks: [],
          },
        ],
      },
      context,
    );
    expect(report.removedSteps).toEqual(["detect_anomalies"]);
    expect(report.coverage["group_by:region"]).toEqual(["aggregate"]);
    expect(report.coverage["outputs:chart"]).toEqual(["plot"]);
  });

  it("names the missing capability", async () => {
    const walkthrough = basePlans()[0]!;
    const report = await createRulesVerifier().verify({ ...walkthrough, steps: walkthrough.steps.filter((step) => step.id !== "parse") }, context);
    expect(report.issues.find((issue) => issue.requirement === "time:date")?.message).toBe("time:date is cited by aggregate but needs parse_time");
  });

  it("accepts readable prompts only", () => {
    expect(isReadablePrompt("How many items per page? (e.g. 10, 25, 50)")).toBe(true);
    expect(isReadablePrompt("perPage?")).toBe(false);
    expect(isReadablePrompt(undefined)).toBe(false);
  });

  it("a composite never lifts a failure", async () => {
    const lenient = {
      specificationVersion: SPECIFICATION_VERSION,
      id: "lenient",
      verify: async () => ({ ok: true, issues: [], removedSteps: [], coverage: {} }),
    };
    const defect = defectivePlans()[0]!;
    const report = await createCompositeVerifier([createRulesVerifier(), lenient]).verify(defect.plan, context);
    expect(report.ok).toBe(false);
  });
});
