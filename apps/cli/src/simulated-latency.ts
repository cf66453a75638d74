import type { ToolExecutor } from "@modular-planner/core";

/**
 * For benchmarks and fault-tolerance tests only: MODULAR_PLANNER_SIMULATED_TOOL_MS=<ms> makes every
 * data tool call take that much longer (an abortable sleep before the call), as tools that query a
 * warehouse or an API do. Unset (the default): the executor is returned as it is.
 */
export function withSimulatedLatency(executor: ToolExecutor, env: NodeJS.ProcessEnv = process.env): ToolExecutor {
  const ms = Number(env.MODULAR_PLANNER_SIMULATED_TOOL_MS ?? 0);
  if (!Number.isFinite(ms) || ms <= 0) return executor;
  return {
    ...executor,
    canExecute: (tool) => executor.canExecute(tool),
    async execute(request) {
      await new Promise<void>((resolve, reject) => {
        if (request.signal.aborted) return reject(request.signal.reason);
        const timer = setTimeout(resolve, ms);
        request.signal.addEventListener("abort", () => (clearTimeout(timer), reject(request.signal.reason)), { once: true });
      });
      return executor.execute(request);
    },
  };
}
