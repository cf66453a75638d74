import { ModularPlannerError, type Clarification, type VerificationReport } from "@modular-planner/core";

/** Verification still fails after the adaptation budget: carries the last report. */
export class PlanningError extends ModularPlannerError {
  readonly report: VerificationReport;
  constructor(message: string, report: VerificationReport, hint?: string) {
    super("verification-failed", message, { hint, details: { report } });
    this.name = "PlanningError";
    this.report = report;
  }
}

/** The planner needs an answer from the user: one question, the options it weighed, what each would do. */
export class ClarificationNeededError extends ModularPlannerError {
  readonly clarification: Clarification;
  /** The stored IntentGraph to resume with the answer (`plan(goal, { resume: { graphId, answer } })`), when a store is configured. */
  readonly graphId: string | undefined;
  /** The graph node the question is about. */
  readonly nodeId: string | undefined;
  constructor(clarification: Clarification, context: { graphId?: string; nodeId?: string } = {}) {
    super("clarification-needed", clarification.question, { hint: clarification.reason, details: { clarification, ...context } });
    this.name = "ClarificationNeededError";
    this.clarification = clarification;
    this.graphId = context.graphId;
    this.nodeId = context.nodeId;
  }
}
