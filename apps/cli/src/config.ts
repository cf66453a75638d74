import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { isAbsolute, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ModularPlannerError } from "@modular-planner/core";
import { McpServerConfigSchema } from "@modular-planner/resolver-mcp";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/** The config file: strategies, providers, MCP servers, caches and limits. Every field has a default. */
export const CliConfigSchema = z
  .object({
    /** Registry folder; the embedded one when absent. */
    registry: z.string().optional(),
    /** Swapping the resolver is this one line. */
    resolver: z.enum(["semantic", "catalog", "composite", "mcp"]).default("composite"),
    // LLM strategies are not wired into the CLI yet: only what works is accepted.
    decomposer: z.enum(["pattern"]).default("pattern"),
    requirements: z.enum(["deterministic"]).default("deterministic"),
    embedder: z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("hashed") }).strict(),
        z.object({ kind: z.literal("openai-compatible"), baseURL: z.string(), model: z.string(), dimensions: z.number().int().positive(), apiKey: z.string().optional() }).strict(),
      ])
      .default({ kind: "hashed" }),
    mcp: z.object({ servers: z.array(McpServerConfigSchema) }).strict().default({ servers: [] }),
    cache: z.object({ dir: z.string().default(".cache") }).strict().default({ dir: ".cache" }),
    output: z.object({ dir: z.string().default("out") }).strict().default({ dir: "out" }),
    limits: z
      .object({
        concurrency: z.number().int().positive().default(4),
        stepTimeoutMs: z.number().int().positive().default(60_000),
        maxReplans: z.number().int().min(0).default(3),
        maxAdaptations: z.number().int().min(0).default(3),
        narrowCap: z.number().int().positive().default(10),
      })
      .strict()
      .default({ concurrency: 4, stepTimeoutMs: 60_000, maxReplans: 3, maxAdaptations: 3, narrowCap: 10 }),
  })
  .strict();
export type CliConfig = z.infer<typeof CliConfigSchema>;

export const CONFIG_FILE_NAMES = ["modular-planner.config.json", "modular-planner.config.yaml", "modular-planner.config.yml", "modular-planner.config.ts"];

/** Finds and loads the config (`--config` or the first default name in `cwd`); defaults when none. */
export async function loadConfig(options: { path?: string; cwd?: string } = {}): Promise<{ config: CliConfig; path: string | undefined }> {
  const cwd = options.cwd ?? process.cwd();
  const path = options.path ? (isAbsolute(options.path) ? options.path : resolve(cwd, options.path)) : CONFIG_FILE_NAMES.map((name) => join(cwd, name)).find(existsSync);
  if (!path) return { config: CliConfigSchema.parse({}), path: undefined };
  if (!existsSync(path)) throw new ModularPlannerError("configuration-invalid", `Config file not found: ${path}`, { hint: `Create it or drop --config to use the defaults.` });
  let raw: unknown;
  try {
    if (path.endsWith(".ts")) {
      const { tsImport } = await import("tsx/esm/api");
      const module = (await tsImport(pathToFileURL(path).href, import.meta.url)) as { default?: unknown };
      raw = module.default;
    } else {
      const text = await readFile(path, "utf8");
      raw = path.endsWith(".json") ? JSON.parse(text) : parseYaml(text);
    }
  } catch (error) {
    throw new ModularPlannerError("configuration-invalid", `Cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
  const result = CliConfigSchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ModularPlannerError("configuration-invalid", `${path}: ${issue.path.join(".") || "(root)"}: ${issue.message}`, {
      hint: "See the config reference in apps/cli/README.md.",
      details: { issues: result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) },
    });
  }
  return { config: result.data, path };
}
