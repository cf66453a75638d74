import { SPECIFICATION_VERSION, type Verifier } from "@modular-planner/core";
import { mergeVerificationReports } from "@modular-planner/kit";

/**
 * Runs verifiers in order and merges their reports. A plan is ok only when every verifier says
 * so, so an LLM judge placed after the rules can add warnings but never lift a rules failure.
 */
export function createCompositeVerifier(verifiers: readonly Verifier[], options: { id?: string } = {}): Verifier {
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? `composite(${verifiers.map((verifier) => verifier.id).join(",")})`,
    async verify(plan, context) {
      const reports = [];
      for (const verifier of verifiers) reports.push(await verifier.verify(plan, context));
      return mergeVerificationReports(reports);
    },
  };
}
