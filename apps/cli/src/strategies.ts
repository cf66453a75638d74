import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  ConfigurationError,
  SPECIFICATION_VERSION,
  type LlmClient,
  type PlanLibrary,
  type StrategyContext,
  type StrategyKind,
  type StrategyPackage,
} from "@modular-planner/core";
import { z } from "zod";

/** A strategy slot's value in the config: a built-in short name, or a package (or path) with its options. */
export const StrategyValueSchema = z.union([
  z.string().min(1),
  z.object({ use: z.string().min(1), options: z.record(z.string(), z.unknown()).default({}) }).strict(),
]);
export type StrategyValue = z.infer<typeof StrategyValueSchema>;

/** The built-in short name a slot's value names (`"llm"` or `{ use: "llm", options }`), else undefined (a package or path). */
export function shortNameOf(value: StrategyValue): string | undefined {
  const use = typeof value === "string" ? value : value.use;
  return /^[a-z][a-z-]*$/.test(use) ? use : undefined;
}

interface BuiltIn {
  package: string;
  /** The export holding the strategy. Default `strategy`. */
  export?: string;
  /** Options used when the short name is given without `options`. */
  options?: Record<string, unknown>;
}

/** Built-in short names: each is a package of this repository, loaded the way any other strategy package is. */
export const BUILT_IN_STRATEGIES: Record<StrategyKind, Record<string, BuiltIn>> = {
  resolver: {
    catalog: { package: "@modular-planner/resolver-catalog" },
    semantic: { package: "@modular-planner/resolver-semantic" },
    composite: { package: "@modular-planner/resolver-composite", options: { strategies: ["catalog", "semantic"], threshold: 0.5 } },
    mcp: { package: "@modular-planner/resolver-mcp" },
  },
  embedder: {
    hashed: { package: "@modular-planner/retrieval", export: "hashedEmbedderStrategy" },
    "openai-compatible": { package: "@modular-planner/retrieval", export: "openAICompatibleEmbedderStrategy" },
    transformers: { package: "@modular-planner/embedder-transformers" },
  },
  "vector-index": {
    usearch: { package: "@modular-planner/index-usearch" },
    faiss: { package: "@modular-planner/index-faiss" },
  },
  requirements: {
    deterministic: { package: "@modular-planner/requirements", export: "deterministicRequirementsStrategy" },
    llm: { package: "@modular-planner/requirements", export: "llmRequirementsStrategy" },
  },
  decomposer: {
    pattern: { package: "@modular-planner/decomposer-pattern" },
    // Its parts are loaded through this same table (context.load), not imported by the package.
    hybrid: { package: "@modular-planner/decomposer-hybrid", options: { pattern: "pattern", grounded: "grounded", intentFirst: "intent-first" } },
    grounded: { package: "@modular-planner/decomposer-llm", export: "groundedStrategy" },
    "intent-first": { package: "@modular-planner/decomposer-llm", export: "intentFirstStrategy" },
    // The config's plan library (library.files, the store's) unless its options name files.
    cases: { package: "@modular-planner/decomposer-cases" },
  },
  verifier: {
    rules: { package: "@modular-planner/verifier-rules" },
    "llm-judge": { package: "@modular-planner/verifier-llm" },
  },
  classifier: {
    deterministic: { package: "@modular-planner/router", export: "deterministicClassifierStrategy" },
    llm: { package: "@modular-planner/router", export: "llmClassifierStrategy" },
  },
};

/** The config setting of each kind, for messages. */
export const SETTING: Record<StrategyKind, string> = {
  resolver: "resolver",
  embedder: "embedder",
  "vector-index": "index",
  requirements: "strategies.requirements",
  decomposer: "strategies.decomposer",
  verifier: "strategies.verifiers",
  classifier: "strategies.classifier",
};
const CLI_DIR = dirname(fileURLToPath(import.meta.url));

interface Located {
  /** What `import()` is given. */
  url: string;
  /** `name@version` (or the path) for messages. */
  label: string;
  version: string | undefined;
}

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;

/** The ESM entry of a package folder: `exports["."]` (its `import`/`default` condition), else `module`/`main`, else index.js. */
function entryOf(folder: string, manifest: Record<string, unknown>): string {
  let target: unknown = manifest.exports;
  if (target && typeof target === "object" && !Array.isArray(target) && "." in target) target = (target as Record<string, unknown>)["."];
  while (target && typeof target === "object" && !Array.isArray(target)) {
    const conditions = target as Record<string, unknown>;
    target = conditions.import ?? conditions.node ?? conditions.default;
  }
  const relative = typeof target === "string" ? target : ((manifest.module ?? manifest.main ?? "index.js") as string);
  return join(folder, relative);
}

function packageFolder(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

function nearestManifest(from: string): Record<string, unknown> | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return readJson(join(dir, "package.json"));
    if (dirname(dir) === dir) return undefined;
  }
}

/** Finds a package by name (from the config's folder upwards, then beside the CLI) or a path relative to the config's folder. */
function locate(kind: StrategyKind, use: string, configDir: string): Located {
  const setting = SETTING[kind];
  if (use.startsWith(".") || isAbsolute(use)) {
    const path = resolve(configDir, use);
    if (!existsSync(path))
      throw new ConfigurationError(`${setting}: "${use}" resolves to ${path}, which does not exist`, {
        setting,
        hint: "Paths in `use` are relative to the config file's folder.",
      });
    if (statSync(path).isDirectory()) {
      if (!existsSync(join(path, "package.json")))
        throw new ConfigurationError(`${setting}: ${path} is a folder without package.json`, {
          setting,
          hint: "Point `use` at a package folder or at its built entry file.",
        });
      const manifest = readJson(join(path, "package.json"));
      const version = typeof manifest.version === "string" ? manifest.version : undefined;
      return {
        url: pathToFileURL(entryOf(path, manifest)).href,
        label: `${typeof manifest.name === "string" ? manifest.name : use}${version ? `@${version}` : ""} (${use})`,
        version,
      };
    }
    const manifest = nearestManifest(dirname(path));
    const version = typeof manifest?.version === "string" ? manifest.version : undefined;
    return { url: pathToFileURL(path).href, label: use, version };
  }
  const folder = packageFolder(use, configDir) ?? packageFolder(use, CLI_DIR);
  if (!folder) {
    throw new ConfigurationError(`${setting}: package "${use}" is not installed (looked in node_modules from ${configDir} upwards and beside the CLI)`, {
      setting,
      hint: `Install it next to the config file: npm install ${use}`,
    });
  }
  const manifest = readJson(join(folder, "package.json"));
  const version = typeof manifest.version === "string" ? manifest.version : undefined;
  return { url: pathToFileURL(entryOf(folder, manifest)).href, label: `${use}${version ? `@${version}` : ""}`, version };
}

function isStrategyPackage(value: unknown): value is StrategyPackage {
  if (value === null || typeof value !== "object") return false;
  const candidate = value as Partial<StrategyPackage>;
  return typeof candidate.kind === "string" && typeof candidate.create === "function" && typeof candidate.optionsSchema?.safeParse === "function";
}

export interface StrategyHost {
  configDir: string;
  cacheDir: string;
  tools: StrategyContext["tools"];
  /** The config's LLM client, created on first use; undefined when the config has no `llm` section. */
  llm(): Promise<LlmClient | undefined>;
  /** The plan library of the run, when there is one. */
  library?(): PlanLibrary | undefined;
  /** The tool index's search (built on first use). */
  searchTools?(text: string, k: number): Promise<readonly { tool: string; score: number }[]>;
}

/**
 * Builds the strategy a config value names: finds the package (a built-in short name maps to one),
 * imports it only now, checks its kind and `specificationVersion`, validates the options with the
 * package's own schema, and calls its `create`.
 */
export async function loadStrategy(kind: StrategyKind, value: StrategyValue | unknown, host: StrategyHost): Promise<unknown> {
  const setting = SETTING[kind];
  const parsed = StrategyValueSchema.safeParse(value);
  if (!parsed.success) throw new ConfigurationError(`${setting}: expected a built-in name or { use, options }`, { setting, hint: "See docs/plugins.md." });
  const spec = parsed.data;
  const use = typeof spec === "string" ? spec : spec.use;
  // `"<package or path>#<export>"` names an export other than `strategy`.
  const hash = use.lastIndexOf("#");
  const name = hash > 0 ? use.slice(0, hash) : use;
  const exportName = hash > 0 ? use.slice(hash + 1) : undefined;
  const builtIn = BUILT_IN_STRATEGIES[kind][name];
  if (typeof spec === "string" && !builtIn) {
    const names = Object.keys(BUILT_IN_STRATEGIES[kind]);
    throw new ConfigurationError(`${setting}: "${spec}" is not a built-in ${kind} (${names.join(", ")})`, {
      setting,
      hint: `Name one of them, or load a package: { "use": "<package or path>", "options": {} }.`,
    });
  }
  const located = locate(kind, builtIn ? builtIn.package : name, host.configDir);
  const exported = exportName ?? builtIn?.export ?? "strategy";
  let module: Record<string, unknown>;
  try {
    module = (await import(located.url)) as Record<string, unknown>;
  } catch (cause) {
    throw new ConfigurationError(`${setting}: cannot load ${located.label}: ${(cause as Error).message}`, {
      setting,
      cause,
      hint: "Check that the package is built and installed for this platform.",
    });
  }
  const candidate = module[exported];
  if (!isStrategyPackage(candidate)) {
    throw new ConfigurationError(`${setting}: ${located.label} exports no strategy named "${exported}"`, {
      setting,
      hint: 'A strategy package exports { kind, specificationVersion, optionsSchema, create } (see docs/plugins.md); name another export with "use": "<package>#<export>".',
    });
  }
  if (candidate.kind !== kind)
    throw new ConfigurationError(`${setting}: ${located.label} is a "${candidate.kind}" strategy, expected a "${kind}"`, {
      setting,
      hint: `Put it in the config slot for ${candidate.kind} strategies.`,
    });
  if (candidate.specificationVersion !== SPECIFICATION_VERSION) {
    throw new ConfigurationError(
      `${setting}: ${located.label} implements strategy specification "${String(candidate.specificationVersion)}", this planner expects "${SPECIFICATION_VERSION}"`,
      {
        setting,
        hint: `Install a version of the package built against @modular-planner/core with specificationVersion "${SPECIFICATION_VERSION}".`,
        details: { package: located.label, expected: SPECIFICATION_VERSION, installed: String(candidate.specificationVersion), version: located.version },
      },
    );
  }
  const rawOptions = typeof spec === "string" ? (builtIn?.options ?? {}) : spec.options;
  const options = candidate.optionsSchema.safeParse(rawOptions);
  if (!options.success) {
    const issue = options.error.issues[0]!;
    throw new ConfigurationError(`${setting}: ${located.label}: options.${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`, {
      setting: `${setting}.options`,
      hint: "See the package's README for its options.",
    });
  }
  const context: StrategyContext = {
    configDir: host.configDir,
    cacheDir: host.cacheDir,
    tools: host.tools,
    load: (nestedKind, nested) => loadStrategy(nestedKind, nested, host),
    ...(host.library ? { library: host.library } : {}),
    ...(host.searchTools ? { searchTools: host.searchTools } : {}),
    async llm() {
      const client = await host.llm();
      if (!client)
        throw new ConfigurationError(`${setting}: ${located.label} needs an LLM, and the config has no llm section`, {
          setting: "llm",
          hint: 'Add llm: { provider: "openai", model: "gpt-4o-mini" } to modular-planner.config, or choose an offline strategy.',
        });
      return client;
    },
  };
  return candidate.create(options.data, context);
}
