import { VerificationReportSchema, type Plan, type VerificationIssueCode, type Verifier, type VerifyContext } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { itHasStrategyIdentity } from "./common.js";

export interface VerifierConformanceOptions {
  name: string;
  create: () => Verifier | Promise<Verifier>;
  context: VerifyContext;
  validPlans: Plan[];
  /** Plans with one planted defect each and the issue code that must be raised. */
  defectivePlans: { plan: Plan; code: VerificationIssueCode; label?: string }[];
  /** Judges may only warn: they never fail a plan (`ok` stays true). */
  warnsOnly?: boolean;
}

export function describeVerifierConformance(options: VerifierConformanceOptions): void {
  describe(`Verifier conformance: ${options.name}`, () => {
    itHasStrategyIdentity(options.create);

    it("passes every valid plan with a well-formed report", async () => {
      const verifier = await options.create();
      for (const plan of options.validPlans) {
        const report = await verifier.verify(plan, options.context);
        expect(VerificationReportSchema.safeParse(report).success).toBe(true);
        expect(
          report.issues.filter((issue) => issue.severity === "error"),
          `plan ${plan.id}`,
        ).toEqual([]);
        expect(report.ok).toBe(true);
      }
    });

    it("catches every planted defect with the right code", async () => {
      const verifier = await options.create();
      for (const { plan, code, label } of options.defectivePlans) {
        const report = await verifier.verify(plan, options.context);
        expect(VerificationReportSchema.safeParse(report).success).toBe(true);
        const codes = report.issues.map((issue) => issue.code);
        expect(codes, label ?? plan.id).toContain(code);
        if (!options.warnsOnly) expect(report.ok, label ?? plan.id).toBe(false);
      }
    });
  });
}
