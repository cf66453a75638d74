import { PassThrough } from "node:stream";
import { PlanSchema, type Plan, type PlanStepInput } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { createCliApprovalQueue, createExecutor } from "../src/index.js";
import { baseTools, catalogOf, createFakeExecutor } from "./fakes.js";

const plan = (steps: PlanStepInput[]): Plan => PlanSchema.parse({ id: "p", goal: "g", steps });
const step = (id: string, tool: string, params: Record<string, unknown> = {}, extra: Partial<PlanStepInput> = {}): PlanStepInput => ({
  id,
  tool,
  params: params as never,
  satisfies: ["x"],
  ...extra,
});
const catalog = catalogOf(baseTools);
/** load → w (write, risky) → after */
const writePlan = plan([
  step("load", "load"),
  step("w", "write", { table: { ref: "load" } }),
  step("after", "transform", { table: { ref: "load" } }, { dependsOn: ["w"] }),
]);

function terminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let text = "";
  output.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return {
    input,
    output,
    get text() {
      return text;
    },
    /** Resolves once the output contains `needle` `times` times. */
    async waitFor(needle: string, times = 1) {
      while (text.split(needle).length - 1 < times) await new Promise((resolve) => setTimeout(resolve, 2));
    },
  };
}

describe("CLI approval queue on streams", () => {
  it("asks on the output and runs the risky step and its dependants after 'y'", async () => {
    const io = terminal();
    const fake = createFakeExecutor();
    const running = createExecutor({ executors: [fake.executor], catalog, approvals: createCliApprovalQueue({ input: io.input, output: io.output }) }).run(
      writePlan,
    );
    await io.waitFor('Allow step "w" (write: write)? [y/N] ');
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load"]); // w waits for the answer
    io.input.write("y\n");
    const result = await running;
    expect(result.status).toBe("succeeded");
    expect(result.approvals).toEqual([{ stepId: "w", decision: "approved" }]);
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load", "w", "after"]);
  });

  it("'n' denies: the step and its dependants are skipped and the result says so", async () => {
    const io = terminal();
    const fake = createFakeExecutor();
    const running = createExecutor({ executors: [fake.executor], catalog, approvals: createCliApprovalQueue({ input: io.input, output: io.output }) }).run(
      writePlan,
    );
    await io.waitFor('Allow step "w"');
    io.input.write("n\n");
    const result = await running;
    expect(result.status).toBe("partial");
    expect(result.approvals).toEqual([{ stepId: "w", decision: "denied" }]);
    expect(result.skipped).toEqual([
      { stepId: "w", reason: "approval denied" },
      { stepId: "after", reason: "depends on w, which did not finish" },
    ]);
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load"]);
  });

  it("no answer before the timeout: the step and its dependants are skipped as timed out", async () => {
    const io = terminal();
    const fake = createFakeExecutor();
    const result = await createExecutor({
      executors: [fake.executor],
      catalog,
      approvals: createCliApprovalQueue({ input: io.input, output: io.output, timeoutMs: 40 }),
    }).run(writePlan);
    expect(result.approvals).toEqual([{ stepId: "w", decision: "timed-out" }]);
    expect(result.skipped).toEqual([
      { stepId: "w", reason: "approval timed out" },
      { stepId: "after", reason: "depends on w, which did not finish" },
    ]);
    expect(io.text).toContain("(no answer after 40 ms: skipped)");
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load"]);
  });

  it("asks one question at a time; answers typed together go to the questions in order", async () => {
    const io = terminal();
    const fake = createFakeExecutor();
    const parallel = plan([step("load", "load"), step("w1", "write", { table: { ref: "load" } }), step("w2", "write", { table: { ref: "load" } })]);
    const running = createExecutor({ executors: [fake.executor], catalog, approvals: createCliApprovalQueue({ input: io.input, output: io.output }) }).run(
      parallel,
    );
    await io.waitFor('Allow step "w1"');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(io.text).not.toContain('Allow step "w2"'); // the second question waits for the first answer
    io.input.write("yes\nno\n");
    const result = await running;
    expect(result.approvals).toEqual([
      { stepId: "w1", decision: "approved" },
      { stepId: "w2", decision: "denied" },
    ]);
    expect(io.text).toContain('Allow step "w2"');
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load", "w1"]);
  });

  it("a closed input denies what is pending and what comes later", async () => {
    const io = terminal();
    const fake = createFakeExecutor();
    const executor = createExecutor({ executors: [fake.executor], catalog, approvals: createCliApprovalQueue({ input: io.input, output: io.output }) });
    const running = executor.run(writePlan);
    await io.waitFor('Allow step "w"');
    io.input.end();
    const result = await running;
    expect(result.approvals).toEqual([{ stepId: "w", decision: "denied" }]);
    expect(io.text).toContain("(input closed: denied)");
    const again = await executor.run(writePlan);
    expect(again.approvals).toEqual([{ stepId: "w", decision: "denied" }]);
  });
});
