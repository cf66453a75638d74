import { defineConfig } from "vitest/config";

/**
 * Shared vitest settings. Workspace packages resolve to their TypeScript sources through the
 * `@modular-planner/source` export condition, so tests never need a prior build.
 */
export const sourceCondition = "@modular-planner/source";

export function packageConfig(options: { testTimeout?: number; include?: string[] } = {}) {
  return defineConfig({
    resolve: { conditions: [sourceCondition, "import", "module", "node", "default"] },
    ssr: { resolve: { conditions: [sourceCondition, "import", "module", "node", "default"], externalConditions: [sourceCondition] } },
    test: {
      include: options.include ?? ["src/**/*.test.ts", "test/**/*.test.ts"],
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: 60_000,
      environment: "node",
      reporters: ["default", ["json", { outputFile: ".test-results/vitest.json" }]],
    },
  });
}
