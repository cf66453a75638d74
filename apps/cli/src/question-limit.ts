import { ModularPlannerError } from "@modular-planner/core";

/** A question longer than `limits.maxQuestionChars`: refused before the router or planner scans it. */
export class QuestionTooLongError extends ModularPlannerError {
  constructor(length: number, max: number) {
    super("configuration-invalid", `The question is ${length} characters long; the limit is ${max}`, {
      hint: "Shorten the question, or raise limits.maxQuestionChars in modular-planner.config.",
      details: { input: true, length, max },
    });
    this.name = "QuestionTooLongError";
  }
}

export function assertQuestionLength(question: string, max: number): void {
  if (question.length > max) throw new QuestionTooLongError(question.length, max);
}
