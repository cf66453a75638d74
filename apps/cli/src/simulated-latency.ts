import type { ToolExecutor } from "@modular-planner/core";

/**
 * The delays of MODULAR_PLANNER_SIMULATED_TOOL_MS: `500` (every data tool call), or by tool with a
 * default, `render_chart:4000,500`. Undefined when unset or zero.
 */
export function simulatedLatency(value: string | undefined): ((tool: string) => number) | undefined {
  if (!value?.trim()) return undefined;
  let fallback = 0;
  const byTool = new Map<string, number>();
  for (const part of value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name, ms] = part.includes(":") ? (part.split(":", 2) as [string, string]) : [undefined, part];
    const number = Number(ms);
    if (!Number.isFinite(number) || number < 0)
      throw new Error(`MODULAR_PLANNER_SIMULATED_TOOL_MS: "${part}" is not a number of milliseconds (write 500, or render_chart:4000,500)`);
    if (name === undefined) fallback = number;
    else byTool.set(name, number);
  }
  if (fallback === 0 && [...byTool.values()].every((ms) => ms === 0)) return undefined;
  return (tool) => byTool.get(tool) ?? fallback;
}

/**
 * For benchmarks and fault-tolerance tests only: MODULAR_PLANNER_SIMULATED_TOOL_MS makes data tool
 * calls take that much longer (an abortable sleep before the call), as tools that query a warehouse
 * or an API do. Unset (the default): the executor is returned as it is.
 */
export function withSimulatedLatency(executor: ToolExecutor, env: NodeJS.ProcessEnv = process.env): ToolExecutor {
  const delay = simulatedLatency(env.MODULAR_PLANNER_SIMULATED_TOOL_MS);
  // MODULAR_PLANNER_SIMULATED_TOOL_BLOCK_MS (same syntax): the call busy-waits, blocking the event
  // loop as CPU-bound work does, so a queue job's lock is not renewed meanwhile (the lapsed-lock test).
  const block = simulatedLatency(env.MODULAR_PLANNER_SIMULATED_TOOL_BLOCK_MS);
  if (!delay && !block) return executor;
  return {
    ...executor,
    canExecute: (tool) => executor.canExecute(tool),
    async execute(request) {
      const blockMs = block?.(request.tool.name) ?? 0;
      for (const end = Date.now() + blockMs; Date.now() < end; );
      const ms = delay?.(request.tool.name) ?? 0;
      if (ms > 0) {
        await new Promise<void>((resolve, reject) => {
          if (request.signal.aborted) return reject(request.signal.reason);
          const timer = setTimeout(resolve, ms);
          request.signal.addEventListener(
            "abort",
            () => {
              clearTimeout(timer);
              reject(request.signal.reason);
            },
            { once: true },
          );
        });
      }
      return executor.execute(request);
    },
  };
}
