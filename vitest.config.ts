import { defineConfig } from "vitest/config";

// One root config listing every package as a project (the vitest 4 replacement for workspaces).
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "packages/*/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "bench/vitest.config.ts",
      "examples/*/vitest.config.ts",
      "tooling/*/vitest.config.ts",
    ],
  },
});
