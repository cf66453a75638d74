import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigurationError, EffectSchema } from "@modular-planner/core";
import type { McpServerConfig } from "@modular-planner/resolver-mcp";
import { z } from "zod";
import type { StrategyKind } from "@modular-planner/core";
import { BUILT_IN_STRATEGIES, shortNameOf, StrategyValueSchema } from "./strategies.js";

/** The legacy `embedder: { kind, ...options }` form, read as `{ use: kind, options }`. */
const EmbedderValueSchema = z.preprocess((value) => {
  if (value === null || typeof value !== "object" || !("kind" in value)) return value;
  const { kind, ...options } = value as Record<string, unknown>;
  return { use: kind, options };
}, StrategyValueSchema);

/** The LLM the `llm` strategies use: the client is created (and its SDK loaded) only when one needs it. */
export const LlmConfigSchema = z
  .object({
    provider: z.enum(["openai", "anthropic"]),
    model: z.string().min(1),
    /** OpenAI-compatible servers (vLLM, Ollama, llama.cpp) end in `/v1`; Anthropic's has no `/v1`. */
    baseURL: z.string().url().optional(),
    /** The environment variable holding the API key (default OPENAI_API_KEY / ANTHROPIC_API_KEY). */
    apiKeyEnv: z
      .string()
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "expected an environment variable name")
      .optional(),
    /** openai only: how structured output is requested. */
    mode: z.enum(["openai-strict", "vllm-guided", "json"]).optional(),
    timeoutMs: z.number().int().positive().optional(),
    /** HTTP retries on 429/5xx/connection errors (default 4). */
    maxRetries: z.number().int().min(0).optional(),
  })
  .strict();
export type LlmConfig = z.infer<typeof LlmConfigSchema>;

export const StrategiesSchema = z
  .object({
    /** Requirement extraction: `deterministic`, `llm`, or `{ use, options }` (docs/plugins.md). */
    requirements: StrategyValueSchema.default("deterministic"),
    /** Used for goals without data (tool catalogs): `pattern`, `hybrid` (pattern, then grounded LLM, then intent-first LLM), `grounded`, `intent-first`, or `{ use, options }`. */
    decomposer: StrategyValueSchema.default("pattern"),
    /** The plan's verifiers, in order: `rules`, `llm-judge`, or `{ use, options }`. */
    verifiers: z.array(StrategyValueSchema).min(1).default(["rules"]),
    /** Shorthand for appending `llm-judge` to `verifiers`: an LLM judge adds warnings (never overrides the rules). */
    judge: z.boolean().default(false),
    /** The data question's intent classifier: `deterministic`, `llm`, or `{ use, options }`. */
    classifier: StrategyValueSchema.default("deterministic"),
    /** Who adapts a plan that fails verification: a mode of the planner, not a strategy package. */
    adaptation: z.enum(["rules", "llm", "rules-then-llm"]).default("rules"),
    /**
     * How a question about a data file is planned: `analysis` reads it into one typed analysis spec
     * run as one compiled query (forecasts and correlations still go to the templates); `template`
     * plans every question from the requirement set and the templates; `llm` reads it into the same
     * spec with the configured LLM, given the parser's links and draft, every name and value checked
     * against the table (the parser's reading stands when the LLM's does not check). Destructive
     * requests are refused either way.
     */
    data: z.enum(["analysis", "template", "llm"]).default("analysis"),
  })
  .strict();
export type Strategies = z.infer<typeof StrategiesSchema>;

/** Route constraints of the router (see docs/router.md). */
export const ConstraintsSchema = z
  .object({
    max_steps: z.number().int().positive().optional(),
    prefer_low_latency: z.boolean().optional(),
    cost_sensitivity: z.number().min(0).max(1).optional(),
    require_viz_when_chartable: z.boolean().optional(),
    allow_web: z.boolean().optional(),
    allow_deep_research: z.boolean().optional(),
    allow_sql_writes: z.boolean().optional(),
    timebox_seconds: z.number().positive().optional(),
  })
  .strict();

const DEFAULT_STRATEGIES: Strategies = {
  requirements: "deterministic",
  decomposer: "pattern",
  verifiers: ["rules"],
  judge: false,
  classifier: "deterministic",
  adaptation: "rules",
  data: "analysis",
};

/** The config file: strategies, providers, MCP servers, caches and limits. Every field has a default. */
export const CliConfigSchema = z
  .object({
    /** Registry folder; the embedded one when absent. */
    registry: z.string().optional(),
    /** Swapping the resolver is this one line: a built-in (`semantic`, `catalog`, `composite`, `mcp`) or `{ use: "<package or path>", options }` (docs/plugins.md). */
    resolver: StrategyValueSchema.default("composite"),
    strategies: StrategiesSchema.default(DEFAULT_STRATEGIES),
    llm: LlmConfigSchema.optional(),
    router: z
      .object({ constraints: ConstraintsSchema.default({}) })
      .strict()
      .default({ constraints: {} }),
    /**
     * Run records, intent graphs and the plan library: a SQLite file (default), a PostgreSQL database
     * shared by several processes (`url`, optional `schema`; `retryMs`: how long a call waits for a
     * server that went away, default 30000), or only the JSON-lines file of each run.
     */
    store: z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("sqlite"), path: z.string().default(".modular-planner/store.sqlite") }).strict(),
        z.object({ kind: z.literal("postgres"), url: z.string().min(1), schema: z.string().optional(), retryMs: z.number().int().min(0).optional() }).strict(),
        z.object({ kind: z.literal("jsonl") }).strict(),
      ])
      .default({ kind: "sqlite", path: ".modular-planner/store.sqlite" }),
    /** The tool index's embedder: `hashed` (default), `openai-compatible`, `transformers`, or `{ use, options }`. */
    embedder: EmbedderValueSchema.default("hashed"),
    /** The vector index dense tool scores come from: `flat` (built in, default), `usearch`, `faiss`, or `{ use, options }`. */
    index: StrategyValueSchema.default("flat"),
    // Validated by @modular-planner/resolver-mcp's schema only when servers are listed (it is loaded lazily).
    mcp: z
      .object({ servers: z.array(z.custom<McpServerConfig>((value) => typeof value === "object" && value !== null, "expected an MCP server object")) })
      .strict()
      .default({ servers: [] }),
    cache: z
      .object({ dir: z.string().default(".cache") })
      .strict()
      .default({ dir: ".cache" }),
    output: z
      .object({ dir: z.string().default("out") })
      .strict()
      .default({ dir: "out" }),
    /**
     * Plan library (solved requests). Goals without a data file are planned with it when `enabled`:
     * the SQLite store's entries (`learn`, `learnFromRuns`) plus the JSONL `files` (from `learn --out`).
     * With `learnFromRuns`, a run that finished and passed its checks is added to the store's library.
     */
    library: z
      .object({
        enabled: z.boolean().default(true),
        files: z.array(z.string().min(1)).default([]),
        learnFromRuns: z.boolean().default(false),
      })
      .strict()
      .default({ enabled: true, files: [], learnFromRuns: false }),
    /**
     * What answers teach about a table: with `remember: true`, a column chosen in answer to "I could not match
     * <phrase>" is applied to later questions over a table of the same columns, in any session and by anyone using the
     * same store (kept with the sessions: `.modular-planner/tables/`, or the PostgreSQL store). Off by default: without
     * it an answer teaches only its `--session`.
     */
    tables: z
      .object({ remember: z.boolean().default(false) })
      .strict()
      .default({ remember: false }),
    /** Planning goals without a data file: `answerAlways` never asks (non-interactive runs); `plan --answer-always` sets it for one command. */
    planner: z
      .object({ answerAlways: z.boolean().default(false) })
      .strict()
      .default({ answerAlways: false }),
    limits: z
      .object({
        concurrency: z.number().int().positive().default(4),
        stepTimeoutMs: z.number().int().positive().default(60_000),
        maxReplans: z.number().int().min(0).default(3),
        maxAdaptations: z.number().int().min(0).default(3),
        narrowCap: z.number().int().positive().default(10),
        /** Longer questions are refused before anything scans them (QuestionTooLongError; 413 from serve). */
        maxQuestionChars: z.number().int().positive().default(4000),
        /** Open clarifications of data questions not changed for this many days are dropped when the store is opened. */
        clarificationMaxAgeDays: z.number().positive().default(7),
      })
      .strict()
      .default({ concurrency: 4, stepTimeoutMs: 60_000, maxReplans: 3, maxAdaptations: 3, narrowCap: 10, maxQuestionChars: 4000, clarificationMaxAgeDays: 7 }),
    /**
     * Runs as jobs on a BullMQ queue in Redis (`serve --queue`, `worker`; docs/deployment.md): the
     * Redis URL (`--queue` wins), the queue's name, and how soon a dead worker's job goes to another
     * (`lockDurationMs`, `stalledIntervalMs`; a job stalled more than `maxStalledCount` times fails).
     * `approvalEffects`: effects a queued run's step must be approved for (POST /runs/:id/approvals/:step)
     * besides write, delete, filesystem and system.
     */
    queue: z
      .object({
        url: z.string().min(1).optional(),
        name: z
          .string()
          .regex(/^[\w-]+$/)
          .default("modular-planner-runs"),
        lockDurationMs: z.number().int().positive().default(30_000),
        stalledIntervalMs: z.number().int().positive().default(30_000),
        maxStalledCount: z.number().int().min(0).default(2),
        /** How long a stopping worker (SIGTERM) lets the running steps of its runs finish before it stops them and hands the runs back; default 30000. */
        gracePeriodMs: z.number().int().min(0).default(30_000),
        approvalEffects: z.array(EffectSchema).default([]),
      })
      .strict()
      .default({
        name: "modular-planner-runs",
        lockDurationMs: 30_000,
        stalledIntervalMs: 30_000,
        maxStalledCount: 2,
        gracePeriodMs: 30_000,
        approvalEffects: [],
      }),
    /** `serve`: where request data may come from, and which Host/Origin headers it answers. */
    serve: z
      .object({
        /** Folders a request's `data` must resolve into (symlinks followed); the working folder when empty. `--data-root` adds to them. */
        dataRoots: z.array(z.string().min(1)).default([]),
        /** Host names accepted besides the loopback names and the `--host` address (e.g. the machine's DNS name). */
        allowedHosts: z.array(z.string().min(1)).default([]),
        /** Origins that may call the API from a browser (CORS); none by default. */
        corsOrigins: z.array(z.string().url()).default([]),
        /** Requests planned at once (the rest wait in the queue); default 4. */
        maxConcurrent: z.number().int().positive().default(4),
        /** Requests waiting for a planning slot; beyond it, 429 with Retry-After. Default 200. */
        maxQueue: z.number().int().min(0).default(200),
        /** Runs (`POST /runs`) executing at once; beyond it, 429 with Retry-After. Default 2. */
        maxRuns: z.number().int().positive().default(2),
        /** Largest request body in bytes (413 beyond it); default 65536. */
        maxBodyBytes: z.number().int().positive().default(65_536),
        /** From a request's arrival to its answer, queue included (503 beyond it); default 30000. */
        requestTimeoutMs: z.number().int().positive().default(30_000),
        /** Time a client has to send its whole request, headers and body (408, connection closed, beyond it); default 10000. */
        receiveTimeoutMs: z.number().int().positive().default(10_000),
        /** How long a run's risky step waits for POST /runs/:id/approvals/:step (the console's buttons) before it is skipped; 0 denies at once. Default 300000. */
        approvalTimeoutMs: z.number().int().min(0).default(300_000),
      })
      .strict()
      .default({
        dataRoots: [],
        allowedHosts: [],
        corsOrigins: [],
        maxConcurrent: 4,
        maxQueue: 200,
        maxRuns: 2,
        maxBodyBytes: 65_536,
        requestTimeoutMs: 30_000,
        receiveTimeoutMs: 10_000,
        approvalTimeoutMs: 300_000,
      }),
  })
  .strict();
export type CliConfig = z.infer<typeof CliConfigSchema>;

export const CONFIG_FILE_NAMES = ["modular-planner.config.json", "modular-planner.config.yaml", "modular-planner.config.yml", "modular-planner.config.ts"];

/** The strategies of a config that need the `llm` section, by config key. */
export function strategiesNeedingLlm(config: Pick<CliConfig, "strategies">): string[] {
  const s = config.strategies;
  // Built-in short names known to need one; a package by `use` asks for it when created (StrategyContext.llm).
  // `hybrid` with its own options needs an LLM only if one of its parts does (the loader says so then).
  const decomposer = typeof s.decomposer === "string" ? s.decomposer : shortNameOf(s.decomposer);
  const llmDecomposers = typeof s.decomposer === "string" ? ["hybrid", "grounded", "intent-first"] : ["grounded", "intent-first"];
  return [
    ...(shortNameOf(s.requirements) === "llm" ? ['strategies.requirements: "llm"'] : []),
    ...(s.data === "llm" ? ['strategies.data: "llm"'] : []),
    ...(decomposer && llmDecomposers.includes(decomposer) ? [`strategies.decomposer: "${decomposer}"`] : []),
    ...(s.judge ? ["strategies.judge: true"] : []),
    ...(s.verifiers.some((value) => shortNameOf(value) === "llm-judge") ? ['strategies.verifiers: "llm-judge"'] : []),
    ...(shortNameOf(s.classifier) === "llm" ? ['strategies.classifier: "llm"'] : []),
    ...(s.adaptation !== "rules" ? [`strategies.adaptation: "${s.adaptation}"`] : []),
  ];
}

const configDirs = new WeakMap<CliConfig, string>();

/** The folder of the file a config was read from (relative strategy paths and packages resolve from it); `cwd` for the defaults. */
export function configDirOf(config: CliConfig, cwd = process.cwd()): string {
  return configDirs.get(config) ?? cwd;
}

/** Finds and loads the config (`--config` or the first default name in `cwd`); defaults when none. */
export async function loadConfig(options: { path?: string; cwd?: string } = {}): Promise<{ config: CliConfig; path: string | undefined }> {
  const cwd = options.cwd ?? process.cwd();
  const path = options.path
    ? isAbsolute(options.path)
      ? options.path
      : resolve(cwd, options.path)
    : CONFIG_FILE_NAMES.map((name) => join(cwd, name)).find(existsSync);
  if (!path) return { config: CliConfigSchema.parse({}), path: undefined };
  if (!existsSync(path)) throw new ConfigurationError(`Config file not found: ${path}`, { hint: `Create it or drop --config to use the defaults.` });
  let raw: unknown;
  try {
    if (path.endsWith(".ts")) {
      const { tsImport } = await import("tsx/esm/api");
      const module = (await tsImport(pathToFileURL(path).href, import.meta.url)) as { default?: unknown };
      raw = module.default;
      // Outside a `"type": "module"` package the file is compiled as CommonJS, and `export default`
      // arrives wrapped once more: { default: config } (with __esModule).
      while (raw !== null && typeof raw === "object" && "default" in raw && Object.keys(raw).every((key) => key === "default" || key === "__esModule"))
        raw = (raw as { default: unknown }).default;
    } else {
      const text = await readFile(path, "utf8");
      raw = path.endsWith(".json") ? JSON.parse(text) : (await import("yaml")).parse(text);
    }
  } catch (error) {
    throw new ConfigurationError(`Cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
  const result = CliConfigSchema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigurationError(`${path}: ${issue.path.join(".") || "(root)"}: ${issue.message}`, {
      setting: issue.path.join("."),
      hint: "See the config reference in docs/cli.md.",
      details: { issues: result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) },
    });
  }
  const config = result.data;
  configDirs.set(config, dirname(path));
  // Short names are checked here; packages are imported (and their options checked) when first used.
  const slots: [string, StrategyKind, unknown][] = [
    ["resolver", "resolver", config.resolver],
    ["embedder", "embedder", config.embedder],
    ["index", "vector-index", config.index],
    ["strategies.requirements", "requirements", config.strategies.requirements],
    ["strategies.decomposer", "decomposer", config.strategies.decomposer],
    ...config.strategies.verifiers.map((value, i): [string, StrategyKind, unknown] => [`strategies.verifiers.${i}`, "verifier", value]),
    ["strategies.classifier", "classifier", config.strategies.classifier],
  ];
  for (const [setting, kind, value] of slots) {
    if (typeof value !== "string" || value in BUILT_IN_STRATEGIES[kind] || (setting === "index" && value === "flat")) continue;
    const names = [...(setting === "index" ? ["flat"] : []), ...Object.keys(BUILT_IN_STRATEGIES[kind])];
    throw new ConfigurationError(`${path}: ${setting}: "${value}" is not a built-in (${names.join(", ")})`, {
      setting,
      hint: 'Name one of them, or load a package: { "use": "<package or path>", "options": {} } (docs/plugins.md).',
    });
  }
  const needing = strategiesNeedingLlm(config);
  if (needing.length > 0 && !config.llm) {
    throw new ConfigurationError(`${path}: ${needing.join(", ")} needs an LLM, and the config has no llm section`, {
      setting: "llm",
      hint: 'Add llm: { provider: "openai", model: "gpt-4o-mini" } (optional baseURL for vLLM/Ollama, apiKeyEnv naming the key\'s environment variable), or switch those strategies back to their offline defaults.',
    });
  }
  if (config.mcp.servers.length > 0) {
    const { McpServerConfigSchema } = await import("@modular-planner/resolver-mcp");
    const servers: McpServerConfig[] = [];
    for (const [i, server] of config.mcp.servers.entries()) {
      const parsed = McpServerConfigSchema.safeParse(server);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new ConfigurationError(`${path}: mcp.servers.${i}.${issue.path.join(".")}: ${issue.message}`, {
          setting: `mcp.servers.${i}`,
          hint: "See the config reference in docs/cli.md.",
        });
      }
      servers.push(parsed.data);
    }
    config.mcp.servers = servers;
  }
  return { config, path };
}
