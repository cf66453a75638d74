import { SpanStatusCode, trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { PlanSchema, type Plan, type PlanStepInput } from "@modular-planner/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createExecutor, createInMemoryApprovalQueue } from "../src/index.js";
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

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
beforeAll(() => {
  trace.setGlobalTracerProvider(provider);
});
afterAll(async () => {
  trace.disable();
  await provider.shutdown();
});
beforeEach(() => exporter.reset());

describe("OpenTelemetry spans", () => {
  it("one span per run and per executed step, steps parented to the run, with attributes", async () => {
    const fake = createFakeExecutor();
    const result = await createExecutor({ executors: [fake.executor], catalog }).run(
      plan([step("load", "load"), step("a", "transform", { table: { ref: "load" } }), step("b", "transform", { table: { ref: "load" } })]),
      { runId: "run-ok" },
    );
    expect(result.status).toBe("succeeded");
    const spans = exporter.getFinishedSpans();
    const runs = spans.filter((span) => span.name === "modular-planner.run");
    const steps = spans.filter((span) => span.name === "modular-planner.step");
    expect(runs).toHaveLength(1);
    expect(steps.map((span) => span.attributes["step.id"]).sort()).toEqual(["a", "b", "load"]);
    const run = runs[0]!;
    expect(run.attributes).toMatchObject({
      "run.id": "run-ok",
      "plan.id": "p",
      "plan.steps": 3,
      "run.status": "succeeded",
      "run.finished": 3,
      "run.failed": 0,
      "run.skipped": 0,
      "run.replans": 0,
    });
    expect(run.status.code).toBe(SpanStatusCode.OK);
    for (const span of steps) {
      expect(span.parentSpanContext?.spanId).toBe(run.spanContext().spanId);
      expect(span.spanContext().traceId).toBe(run.spanContext().traceId);
      expect(span.status.code).toBe(SpanStatusCode.OK);
      expect(span.attributes).toMatchObject({ "run.id": "run-ok", "step.status": "succeeded", "step.kind": "tool", "step.artifact_type": "table" });
      expect(span.attributes["step.duration_ms"]).toBeTypeOf("number");
    }
    expect(steps.find((span) => span.attributes["step.id"] === "a")!.attributes["step.tool"]).toBe("transform");
  });

  it("a failing step's span has error status and the exception; skips and approvals are events on the run span", async () => {
    const fake = createFakeExecutor({ fail: (id) => (id === "a" ? new Error("disk full") : undefined) });
    const approvals = createInMemoryApprovalQueue({ decide: () => "denied" });
    const result = await createExecutor({ executors: [fake.executor], catalog, approvals }).run(
      plan([
        step("load", "load"),
        step("a", "transform", { table: { ref: "load" } }),
        step("after-a", "transform", { table: { ref: "a" } }),
        step("w", "write", { table: { ref: "load" } }),
      ]),
      { runId: "run-bad" },
    );
    expect(result.status).toBe("partial");
    const spans = exporter.getFinishedSpans();
    const run = spans.find((span) => span.name === "modular-planner.run")!;
    const steps = spans.filter((span) => span.name === "modular-planner.step");
    expect(steps.map((span) => span.attributes["step.id"]).sort()).toEqual(["a", "load"]); // skipped steps never start a span
    const failing = steps.find((span) => span.attributes["step.id"] === "a")!;
    expect(failing.status).toEqual({ code: SpanStatusCode.ERROR, message: "disk full" });
    expect(failing.attributes["step.status"]).toBe("failed");
    expect(failing.events.find((event) => event.name === "exception")?.attributes?.["exception.message"]).toBe("disk full");
    expect(run.status.code).toBe(SpanStatusCode.ERROR);
    expect(run.status.message).toBe("1 finished, 1 failed, 2 skipped");
    expect(run.attributes).toMatchObject({ "run.status": "partial", "run.failed": 1, "run.skipped": 2 });
    expect(run.events.map((event) => [event.name, event.attributes?.["step.id"]])).toEqual(
      expect.arrayContaining([
        ["step-approval", "w"],
        ["step-skipped", "w"],
        ["step-skipped", "after-a"],
      ]),
    );
    expect(run.events.find((event) => event.name === "step-approval")!.attributes).toMatchObject({
      "approval.decision": "denied",
      "approval.effects": ["write"],
    });
  });
});
