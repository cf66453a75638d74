import { describe, expect, it } from "vitest";
import { CliConfigSchema } from "../src/config.js";
import { assertSharedStore, maskUrl, queueUrlOf } from "../src/queue/redis.js";
import { simulatedLatency } from "../src/simulated-latency.js";

describe("queue settings", () => {
  it("the queue URL comes from --queue, else queue.url, else MODULAR_PLANNER_QUEUE, and must be redis:// or rediss://", () => {
    const config = CliConfigSchema.parse({ queue: { url: "redis://config:6379" } });
    expect(queueUrlOf(config, "redis://flag:6379", { MODULAR_PLANNER_QUEUE: "redis://env:6379" })).toBe("redis://flag:6379");
    expect(queueUrlOf(config, undefined, { MODULAR_PLANNER_QUEUE: "redis://env:6379" })).toBe("redis://config:6379");
    expect(queueUrlOf(CliConfigSchema.parse({}), undefined, { MODULAR_PLANNER_QUEUE: "rediss://env:6380" })).toBe("rediss://env:6380");
    expect(queueUrlOf(CliConfigSchema.parse({}), undefined, {})).toBeUndefined();
    expect(() => queueUrlOf(CliConfigSchema.parse({}), "http://user:secret@host", {})).toThrow(
      /must start with redis:\/\/ or rediss:\/\/ \(got "http:\/\/user:\*\*\*@host\/"\)/,
    );
  });

  it("passwords never show in messages", () => {
    expect(maskUrl("redis://default:hunter2@cache:6379/0")).toBe("redis://default:***@cache:6379/0");
  });

  it("defaults, and approval effects checked against the known effects", () => {
    expect(CliConfigSchema.parse({}).queue).toEqual({
      name: "modular-planner-runs",
      lockDurationMs: 30_000,
      stalledIntervalMs: 30_000,
      maxStalledCount: 2,
      gracePeriodMs: 30_000,
      approvalEffects: [],
    });
    expect(CliConfigSchema.safeParse({ queue: { gracePeriodMs: -1 } }).success).toBe(false);
    expect(CliConfigSchema.safeParse({ queue: { approvalEffects: ["output"] } }).success).toBe(true);
    expect(CliConfigSchema.safeParse({ queue: { approvalEffects: ["launch-missiles"] } }).success).toBe(false);
    expect(CliConfigSchema.safeParse({ queue: { name: "a b" } }).success).toBe(false);
  });

  it("a queue needs a shared store: jsonl is refused with what to set", () => {
    expect(() => assertSharedStore(CliConfigSchema.parse({ store: { kind: "jsonl" } }))).toThrow(/need a store that serve and every worker share/);
    expect(() => assertSharedStore(CliConfigSchema.parse({}))).not.toThrow();
  });

  it("MODULAR_PLANNER_SIMULATED_TOOL_MS: one delay, or by tool with a default", () => {
    expect(simulatedLatency(undefined)).toBeUndefined();
    expect(simulatedLatency("0")).toBeUndefined();
    expect(simulatedLatency("250")!("load_data")).toBe(250);
    const byTool = simulatedLatency("render_chart:4000,100")!;
    expect([byTool("render_chart"), byTool("save_table")]).toEqual([4000, 100]);
    expect(simulatedLatency("render_chart:4000")!("save_table")).toBe(0);
    expect(() => simulatedLatency("soon")).toThrow(/"soon" is not a number of milliseconds/);
  });
});
