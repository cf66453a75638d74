// Every strategy slot of the config (requirements, decomposer, verifiers, classifier) chosen by short
// name or by package, end to end through the CLI subprocess: the value goes through the one loader.
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startScriptedOpenAIServer, type RecordedRequest } from "@modular-planner/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, cliAsync } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-slots-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

async function withConfig(name: string, config: Record<string, unknown>, args: string[], files: Record<string, string> = {}) {
  const dir = join(cwd, name);
  await mkdir(join(dir, "plugins"), { recursive: true });
  await writeFile(join(dir, "modular-planner.config.json"), JSON.stringify({ library: { enabled: false }, ...config }));
  for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  return { dir, ...cli(args, { cwd: dir }) };
}

const planSteps = (stdout: string) => (JSON.parse(stdout) as { steps: { tool: string }[] }).steps.map((step) => step.tool);
const GOAL = ["plan", "load sales.csv and describe it", "--format", "json"];

describe("strategies.decomposer", () => {
  it.each([
    ["pattern", "pattern"],
    ["pattern-by-package", { use: "@modular-planner/decomposer-pattern", options: { maxClauses: 3 } }],
    // The hybrid's parts are loaded through the same table: with only the pattern part it needs no LLM.
    ["hybrid-pattern-only", { use: "hybrid", options: { pattern: "pattern" } }],
    ["hybrid-by-package", { use: "@modular-planner/decomposer-hybrid", options: { pattern: { use: "@modular-planner/decomposer-pattern" }, threshold: 0.4 } }],
  ])("%s plans a goal", async (name, decomposer) => {
    const { code, stdout, stderr } = await withConfig(`decomposer-${name}`, { strategies: { decomposer } }, GOAL);
    expect(stderr).not.toMatch(/Error/);
    expect(code).toBe(0);
    expect(planSteps(stdout)).toEqual(["load_data", "describe_result"]);
  });

  it("hands the package its options: limited to one clause, the pattern decomposer abstains and the planner refines the whole goal", async () => {
    const goal = ["plan", "load sales.csv, then describe it", "--format", "json"];
    const stepIds = (stdout: string) => (JSON.parse(stdout) as { steps: { id: string }[] }).steps.map((step) => step.id);
    const two = await withConfig("decomposer-two-clauses", { strategies: { decomposer: { use: "pattern", options: { maxClauses: 2 } } } }, goal);
    expect(two.code).toBe(0);
    expect(stepIds(two.stdout)).toEqual(["i1", "i2"]);
    const one = await withConfig("decomposer-one-clause", { strategies: { decomposer: { use: "pattern", options: { maxClauses: 1 } } } }, goal);
    expect(one.code).toBe(0);
    expect(stepIds(one.stdout)).toEqual(["i1.1", "i1.2"]);
  });

  it("a decomposer from a path relative to the config file decides the plan", async () => {
    const plugin = `export const strategy = { kind: "decomposer", specificationVersion: "v1",
      optionsSchema: { safeParse: (v) => ({ success: true, data: v }) },
      create: (options) => ({ specificationVersion: "v1", id: "fixed",
        decompose: async () => ({ intents: [{ id: "i1", text: options.text, dependsOn: [] }], confidence: 1, rationale: "fixed: from the plugin" }) }) };`;
    const { code, stdout, stderr } = await withConfig(
      "decomposer-path",
      { strategies: { decomposer: { use: "./plugins/fixed.mjs", options: { text: "load sales.csv" } } } },
      GOAL,
      { "plugins/fixed.mjs": plugin },
    );
    expect(stderr).not.toMatch(/Error/);
    expect(code).toBe(0);
    expect(planSteps(stdout)).toEqual(["load_data"]);
  });

  it.each(["grounded", "intent-first"])("%s (decomposer-llm) plans with the config's LLM (a scripted OpenAI-compatible server)", async (decomposer) => {
    const contractOf = (request: RecordedRequest): string => request.body.response_format?.json_schema?.name;
    const intents = [
      { id: "i1", text: "load sales.csv", capability: "load_data", params: [{ name: "path", value: "sales.csv" }], depends_on: [], ask_user: false },
      { id: "i2", text: "describe the loaded table", capability: "describe_result", params: [], depends_on: ["i1"], ask_user: false },
    ];
    const server = await startScriptedOpenAIServer((request) =>
      contractOf(request) === "sub_intents"
        ? { kind: "json", value: { intents, confidence: 0.9, rationale: "load, then describe" } }
        : { kind: "status", status: 400, message: `unexpected contract ${contractOf(request)}` },
    );
    try {
      const dir = join(cwd, `decomposer-${decomposer}-llm`);
      await mkdir(dir, { recursive: true });
      await writeFile(
        join(dir, "modular-planner.config.json"),
        JSON.stringify({
          library: { enabled: false },
          llm: { provider: "openai", model: "m", baseURL: server.baseURL, maxRetries: 0 },
          strategies: { decomposer },
        }),
      );
      const result = await cliAsync(["plan", "grab sales.csv and describe the loaded table", "--format", "json"], {
        cwd: dir,
        env: { OPENAI_API_KEY: "sk-test" },
      });
      expect(result.code, result.stderr).toBe(0);
      expect(planSteps(result.stdout)).toEqual(["load_data", "describe_result"]);
      expect(server.requests.map(contractOf)).toContain("sub_intents");
    } finally {
      await server.close();
    }
  });

  it("an LLM decomposer without an llm section is refused at config load (exit 3)", async () => {
    const { code, stderr } = await withConfig("decomposer-grounded", { strategies: { decomposer: "grounded" } }, GOAL);
    expect(code).toBe(3);
    expect(stderr).toContain('strategies.decomposer: "grounded" needs an LLM, and the config has no llm section');
  });

  it("a package that needs an LLM says so when created, naming itself", async () => {
    const { code, stderr } = await withConfig(
      "decomposer-llm-package",
      { strategies: { decomposer: { use: "@modular-planner/decomposer-llm#groundedStrategy" } } },
      GOAL,
    );
    expect(code).toBe(3);
    expect(stderr).toMatch(/strategies\.decomposer: @modular-planner\/decomposer-llm@[\d.]+ needs an LLM, and the config has no llm section/);
  });

  it("refuses a resolver in the decomposer slot, and an unknown short name", async () => {
    const wrong = await withConfig("decomposer-wrong-kind", { strategies: { decomposer: { use: "@modular-planner/resolver-catalog" } } }, GOAL);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toMatch(/strategies\.decomposer: @modular-planner\/resolver-catalog@[\d.]+ is a "resolver" strategy, expected a "decomposer"/);
    const unknown = await withConfig("decomposer-unknown", { strategies: { decomposer: "telepathic" } }, GOAL);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('strategies.decomposer: "telepathic" is not a built-in (pattern, hybrid, grounded, intent-first, cases)');
  });

  describe("cases (decomposer-cases) by name", () => {
    // The fixture library holds this chain for "give me the weekly health check of the shop"; the request
    // shares no action verb with the pattern decomposer and no tool's words: only a case can plan it.
    const library = readFileSync(fileURLToPath(new URL("./fixtures/plan-library.jsonl", import.meta.url)), "utf8");
    const request = ["--json", "plan", "weekly health check of the shop please"];
    const plain = ["plan", "weekly health check of the shop please"];
    const toolsOf = (stdout: string) =>
      (JSON.parse(stdout) as { plan?: { steps: { tool?: string; kind?: string }[] } }).plan?.steps
        .filter((step) => step.kind !== "ask-user")
        .map((step) => step.tool);

    it("with the config's library (library.files) plans the learned chain", async () => {
      const { code, stdout, stderr } = await withConfig(
        "decomposer-cases-config-library",
        { library: { files: ["library.jsonl"] }, strategies: { decomposer: "cases" } },
        request,
        { "library.jsonl": library },
      );
      expect(stderr).not.toMatch(/Error/);
      expect(code).toBe(0);
      expect(toolsOf(stdout)).toEqual(["load_data", "compute_summary_stats", "describe_result"]);
    });

    it("by package, with its own files (relative to the config's folder) and the config's library off; the case resolver keeps its tools", async () => {
      const decomposer = { use: "@modular-planner/decomposer-cases", options: { files: ["cases/library.jsonl"], neighbours: 4, requireKnownTools: false } };
      // The tool index carries only the config library's usage texts, so with files of its own the request's retrieved tools are not "known".
      await mkdir(join(cwd, "decomposer-cases-files", "cases"), { recursive: true });
      const { code, stdout, stderr } = await withConfig("decomposer-cases-files", { strategies: { decomposer } }, request, { "cases/library.jsonl": library });
      expect(stderr).not.toMatch(/Error/);
      expect(code).toBe(0);
      expect(toolsOf(stdout)).toEqual(["load_data", "compute_summary_stats", "describe_result"]);
    });

    it("without a library is a configuration error saying where to name one; a missing file is named", async () => {
      const none = await withConfig("decomposer-cases-none", { strategies: { decomposer: "cases" } }, plain);
      expect(none.code).toBe(3);
      expect(none.stderr).toContain('strategies.decomposer: "cases" needs a plan library, and the host has none');
      const missing = await withConfig(
        "decomposer-cases-missing",
        { strategies: { decomposer: { use: "cases", options: { files: ["nowhere.jsonl"] } } } },
        plain,
      );
      expect(missing.code).toBe(3);
      expect(missing.stderr).toContain("strategies.decomposer: cases: cannot read the plan library nowhere.jsonl (ENOENT)");
    });

    it("its options are validated by its own schema", async () => {
      const { code, stderr } = await withConfig("decomposer-cases-bad", { strategies: { decomposer: { use: "cases", options: { neighbours: 0 } } } }, plain);
      expect(code).toBe(3);
      expect(stderr).toMatch(/strategies\.decomposer: @modular-planner\/decomposer-cases@[\d.]+: options\.neighbours: /);
    });
  });

  it("refuses a decomposer built against another specification version, naming it and both versions", async () => {
    const dir = join(cwd, "decomposer-old");
    await mkdir(join(dir, "node_modules", "old-decomposer"), { recursive: true });
    await writeFile(
      join(dir, "node_modules", "old-decomposer", "package.json"),
      JSON.stringify({ name: "old-decomposer", version: "0.3.0", type: "module", exports: "./index.js" }),
    );
    await writeFile(
      join(dir, "node_modules", "old-decomposer", "index.js"),
      `export const strategy = { kind: "decomposer", specificationVersion: "v0", optionsSchema: { safeParse: (v) => ({ success: true, data: v }) }, create: () => ({}) };`,
    );
    const { code, stderr } = await withConfig("decomposer-old", { strategies: { decomposer: { use: "old-decomposer" } } }, GOAL);
    expect(code).toBe(3);
    expect(stderr).toContain(
      'ConfigurationError: strategies.decomposer: old-decomposer@0.3.0 implements strategy specification "v0", this planner expects "v1"',
    );
  });
});

describe("strategies.verifiers", () => {
  it.each([
    ["rules", ["rules"]],
    ["rules-by-package", [{ use: "@modular-planner/verifier-rules", options: {} }]],
  ])("%s verifies the plan", async (name, verifiers) => {
    const { code, stdout } = await withConfig(`verifiers-${name}`, { strategies: { verifiers } }, ["--json", "plan", "monthly revenue trend", "--data", sales]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { report: { ok: boolean } }).report.ok).toBe(true);
  });

  it("llm-judge in the list loads verifier-llm with the config's LLM (a scripted OpenAI-compatible server)", async () => {
    const contractOf = (request: RecordedRequest): string => request.body.response_format?.json_schema?.name;
    const server = await startScriptedOpenAIServer((request) =>
      contractOf(request) === "plan_judgement"
        ? { kind: "json", value: { overall: "concerns", warnings: [{ step_id: null, message: "Label the months." }] } }
        : { kind: "status", status: 400, message: `unexpected contract ${contractOf(request)}` },
    );
    try {
      const dir = join(cwd, "verifiers-llm-judge");
      await mkdir(dir, { recursive: true });
      const config = {
        library: { enabled: false },
        llm: { provider: "openai", model: "judge-model", baseURL: server.baseURL, maxRetries: 0 },
        strategies: { verifiers: ["rules", { use: "llm-judge", options: { onError: "throw" } }] },
      };
      await writeFile(join(dir, "modular-planner.config.json"), JSON.stringify(config));
      const result = await cliAsync(["--json", "plan", "monthly revenue trend", "--data", sales], { cwd: dir, env: { OPENAI_API_KEY: "sk-test" } });
      expect(result.code, result.stderr).toBe(0);
      const report = (JSON.parse(result.stdout) as { report: { ok: boolean; issues: { code: string; message: string }[] } }).report;
      expect(report.ok).toBe(true);
      expect(report.issues).toContainEqual(expect.objectContaining({ code: "judge-warning", message: "Label the months." }));
      expect(server.requests.map(contractOf)).toEqual(["plan_judgement"]);
    } finally {
      await server.close();
    }
  });

  it("a verifier package from a path adds its issues beside the rules'", async () => {
    const plugin = `export const strategy = { kind: "verifier", specificationVersion: "v1",
      optionsSchema: { safeParse: (v) => ({ success: true, data: v }) },
      create: (options) => ({ specificationVersion: "v1", id: "house-style",
        verify: async (plan) => ({ ok: true, removedSteps: [], coverage: {}, issues: [{ code: "judge-warning", severity: "warning", message: options.say + " (" + plan.steps.length + " steps)" }] }) }) };`;
    const { code, stdout, stderr } = await withConfig(
      "verifiers-path",
      { strategies: { verifiers: ["rules", { use: "./plugins/house.mjs", options: { say: "house style checked" } }] } },
      ["--json", "plan", "monthly revenue trend", "--data", sales],
      { "plugins/house.mjs": plugin },
    );
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const report = (JSON.parse(stdout) as { report: { ok: boolean; issues: { message: string }[] } }).report;
    expect(report.ok).toBe(true);
    expect(report.issues.map((issue) => issue.message)).toContainEqual(expect.stringMatching(/^house style checked \(\d+ steps\)$/));
  });
});

describe("strategies.requirements and strategies.classifier", () => {
  it.each([
    ["short names", { requirements: "deterministic", classifier: "deterministic" }],
    [
      "packages",
      {
        requirements: { use: "@modular-planner/requirements#deterministicRequirementsStrategy" },
        classifier: { use: "@modular-planner/router#deterministicClassifierStrategy", options: { clarifyBelow: 0.3 } },
      },
    ],
  ])("%s plan a data question from the templates", async (name, strategies) => {
    const { code, stdout, stderr } = await withConfig(`reqcls-${name.replace(" ", "-")}`, { strategies: { ...strategies, data: "template" } }, [
      "--json",
      "plan",
      "monthly revenue trend",
      "--data",
      sales,
    ]);
    expect(stderr).not.toMatch(/Error/);
    expect(code).toBe(0);
    const body = JSON.parse(stdout) as { plan: { steps: { tool: string }[] }; route: { classifier: string; intent: string } };
    expect(body.route).toMatchObject({ classifier: "deterministic", intent: "time_series" });
    expect(body.plan.steps.map((step) => step.tool)).toContain("plot_line");
  });

  it("a built-in LLM strategy named with { use } is known to need the llm section at config load", async () => {
    const { code, stderr } = await withConfig("requirements-llm-use", { strategies: { requirements: { use: "llm", options: { maxAttempts: 2 } } } }, [
      "plan",
      "monthly revenue trend",
      "--data",
      sales,
    ]);
    expect(code).toBe(3);
    expect(stderr).toContain('strategies.requirements: "llm" needs an LLM, and the config has no llm section');
  });

  it("a classifier package's options are validated by its own schema", async () => {
    const { code, stderr } = await withConfig("classifier-bad", { strategies: { classifier: { use: "deterministic", options: { clarifyBelow: 7 } } } }, [
      "plan",
      "monthly revenue trend",
      "--data",
      sales,
    ]);
    expect(code).toBe(3);
    expect(stderr).toMatch(/strategies\.classifier: @modular-planner\/router@[\d.]+: options\.clarifyBelow: /);
  });

  it("a requirements strategy from a path is what extracts: its requirement set reaches the plan", async () => {
    const plugin = `export const strategy = { kind: "requirements", specificationVersion: "v1",
      optionsSchema: { safeParse: (v) => ({ success: true, data: v }) },
      create: () => ({ id: "by-path", extract: () => ({ confidence: 0.9, unresolved: [], notes: [],
        requirements: { version: "1", metrics: [{ column: "revenue", aggregation: "sum" }], group_by: ["region"], time: { column: "date", grain: "month" },
          analysis: ["trend"], outputs: ["chart", "table"], constraints: { top_n: null, filters: [], sort: null } } }) }) };`;
    const { code, stdout, stderr } = await withConfig(
      "requirements-path",
      { strategies: { requirements: { use: "./plugins/req.mjs" }, data: "template" } },
      ["--json", "plan", "monthly revenue trend", "--data", sales],
      { "plugins/req.mjs": plugin },
    );
    expect(stderr).not.toMatch(/Error/);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { plan: { requirements: { group_by: string[] } } }).plan.requirements.group_by).toEqual(["region"]);
  });
});
