import { SPECIFICATION_VERSION, ToolMetadataSchema, type Artifact, type ToolExecutor, type ToolMetadataInput } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";

export const table = (id: string, columns: string[] = ["date", "Revenue", "region"], rowCount = 3): Artifact => ({
  id: `${id}-out`,
  stepId: id,
  type: "table",
  columns: columns.map((name) => ({ name, type: "string", aliases: [] })),
  rowCount,
  metadata: { nullCounts: Object.fromEntries(columns.map((name) => [name, 0])) },
});

export function catalogOf(tools: ToolMetadataInput[]) {
  return createToolCatalog(tools.map((tool) => ToolMetadataSchema.parse(tool)));
}

export const baseTools: ToolMetadataInput[] = [
  {
    name: "load",
    description: "load",
    outputs: ["table"],
    effects: ["read"],
    params: { type: "object", properties: { path: { type: "string" } }, required: [] },
  },
  {
    name: "transform",
    description: "transform",
    inputs: ["table"],
    outputs: ["table"],
    effects: ["compute"],
    params: {
      type: "object",
      properties: {
        table: { type: "object", "x-role": "input" },
        column: { type: "string", "x-role": "column" },
        metric: { type: "string", "x-role": "metric" },
        limit: { type: "integer", default: 10 },
      },
      required: ["table"],
    },
  },
  {
    name: "write",
    description: "write",
    inputs: ["table"],
    outputs: ["file"],
    effects: ["write"],
    params: { type: "object", properties: { table: { type: "object", "x-role": "input" } }, required: [] },
  },
];

/** A fake executor that records calls and can hold steps on latches. */
export function createFakeExecutor(behaviour: { hold?: Set<string>; fail?: (stepId: string, attempt: number) => Error | undefined } = {}) {
  const calls: { stepId: string; params: Record<string, unknown> }[] = [];
  const releases = new Map<string, () => void>();
  let inFlight = 0;
  let maxInFlight = 0;
  const attempts = new Map<string, number>();
  const executor: ToolExecutor = {
    specificationVersion: SPECIFICATION_VERSION,
    id: "fake",
    canExecute: () => true,
    async execute({ step, tool, params, signal }) {
      if (signal.aborted) throw signal.reason;
      calls.push({ stepId: step.id, params });
      const attempt = (attempts.get(step.id) ?? 0) + 1;
      attempts.set(step.id, attempt);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        if (behaviour.hold?.has(step.id)) {
          await new Promise<void>((resolve, reject) => {
            releases.set(step.id, resolve);
            signal.addEventListener("abort", () => reject(signal.reason), { once: true });
          });
        } else await new Promise((resolve) => setImmediate(resolve));
        const error = behaviour.fail?.(step.id, attempt);
        if (error) throw error;
        return tool.outputs.includes("file") ? { id: `${step.id}-f`, stepId: step.id, type: "file", sizeBytes: 10, metadata: {} } : table(step.id);
      } finally {
        inFlight -= 1;
      }
    },
  };
  return {
    executor,
    calls,
    release: (id: string) => releases.get(id)?.(),
    waitUntilHeld: async (id: string) => {
      while (!releases.has(id)) await new Promise((resolve) => setImmediate(resolve));
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}
