import { SPECIFICATION_VERSION, type Strategy } from "@modular-planner/core";
import { expect, it } from "vitest";

/** Every strategy is a plain object with the current specification version and a stable id. */
export function itHasStrategyIdentity(create: () => Strategy | Promise<Strategy>): void {
  it("declares the specification version and a non-empty id", async () => {
    const strategy = await create();
    expect(strategy.specificationVersion).toBe(SPECIFICATION_VERSION);
    expect(typeof strategy.id).toBe("string");
    expect(strategy.id.length).toBeGreaterThan(0);
  });
}

export function abortedSignal(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}
