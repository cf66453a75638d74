import { defineConfig, type Options } from "tsup";

/**
 * Shared build settings: one ESM entry (`src/index.ts`) with declarations and source maps for
 * Node 20. Packages pass only what differs (extra entries, externals).
 */
export function packageBuild(overrides: Options = {}) {
  return defineConfig({ entry: ["src/index.ts"], format: ["esm"], dts: true, clean: true, sourcemap: true, target: "node20", ...overrides });
}
