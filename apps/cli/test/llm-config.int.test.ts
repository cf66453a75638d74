// LLM strategies chosen in the config, end to end through the CLI subprocess against a scripted
// OpenAI-compatible wire server started by the test (the real openai SDK in the child).
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  startScriptedAnthropicServer,
  startScriptedOpenAIServer,
  type RecordedRequest,
  type ScriptedWireServer,
  type WireAnswer,
} from "@modular-planner/testkit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cli, cliAsync } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
let cwd: string;
let server: ScriptedWireServer | undefined;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-llm-config-"));
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

async function configDir(name: string, config: unknown): Promise<string> {
  const dir = await mkdtemp(join(cwd, `${name}-`));
  await writeFile(join(dir, "modular-planner.config.json"), JSON.stringify(config));
  return dir;
}

const contractOf = (request: RecordedRequest): string => request.body.response_format?.json_schema?.name;
const userOf = (request: RecordedRequest): string => request.body.messages.find((message: { role: string }) => message.role === "user").content;

/** Answers by contract: the router's intent, then the requirement set. */
function answerByContract(request: RecordedRequest): WireAnswer {
  if (contractOf(request) === "intent_classification") {
    return {
      kind: "json",
      value: {
        intent: "time_series_grouped",
        entities: [{ name: "column", value: "sales" }],
        confidence: 0.92,
        gating: { satisfied: true, missing: [] },
        action: "plan",
        reasoning_summary: "revenue per region over months",
        clarifying_question: null,
      },
      inputTokens: 400,
      outputTokens: 50,
    };
  }
  if (contractOf(request) === "requirement_set") {
    return {
      kind: "json",
      value: {
        version: "1",
        metrics: [{ column: "revenue", aggregation: "sum" }],
        group_by: ["region"],
        time: { column: "date", grain: "month" },
        analysis: ["trend"],
        outputs: ["chart", "table"],
        constraints: { top_n: null, filters: [], sort: null },
      },
      inputTokens: 500,
      outputTokens: 80,
    };
  }
  return { kind: "status", status: 400, message: `unexpected contract ${contractOf(request)}` };
}

describe("llm and strategies in the config", () => {
  it("an LLM strategy without an llm section is a ConfigurationError naming what to set (exit 3)", async () => {
    const dir = await configDir("missing", { strategies: { requirements: "llm" } });
    const result = cli(["run", "monthly revenue trend", "--data", sales], { cwd: dir });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(
      /^ConfigurationError: .*modular-planner\.config\.json: strategies\.requirements: "llm" needs an LLM, and the config has no llm section$/m,
    );
    expect(result.stderr).toContain('Hint: Add llm: { provider: "openai", model: "gpt-4o-mini" }');
  });

  it("an apiKeyEnv that is not set, and an unknown provider, are clear errors", async () => {
    const unset = await configDir("key", {
      llm: { provider: "openai", model: "m", apiKeyEnv: "MP_TEST_KEY_THAT_IS_NOT_SET" },
      strategies: { classifier: "llm" },
    });
    const result = cli(["run", "monthly revenue trend", "--data", sales], { cwd: unset });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("ConfigurationError: llm.apiKeyEnv names MP_TEST_KEY_THAT_IS_NOT_SET, which is not set");
    const provider = await configDir("provider", { llm: { provider: "telepathy", model: "m" } });
    const bad = cli(["tools", "list"], { cwd: provider });
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/ConfigurationError: .*llm\.provider: Invalid option/);
  });

  it("classifier and requirements by the LLM: the run succeeds and the requests carried the question, columns and contracts", async () => {
    server = await startScriptedOpenAIServer(answerByContract);
    const dir = await configDir("llm", {
      llm: { provider: "openai", model: "small-model", baseURL: server.baseURL, apiKeyEnv: "MP_TEST_LLM_KEY", maxRetries: 0 },
      strategies: { requirements: "llm", classifier: "llm" },
    });
    const question = "how did revenue per region move month by month?";
    const result = await cliAsync(["--json", "run", question, "--data", sales], { cwd: dir, env: { MP_TEST_LLM_KEY: "sk-test" } });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const summary = JSON.parse(result.stdout) as {
      route: Record<string, unknown>;
      requirements: { group_by: string[]; time: { grain: string } };
      plan: string[];
      report: string;
    };
    expect(summary.route).toMatchObject({
      classifier: "llm",
      intent: "time_series_grouped",
      template: "time_series_grouped",
      confidence: 0.92,
      action: "plan",
    });
    expect(summary.route.assumptions).toContain("column = revenue");
    expect(summary.requirements.group_by).toEqual(["region"]);
    expect(summary.requirements.time.grain).toBe("month");
    expect(summary.plan).toContain("plot_line");
    expect(readFileSync(summary.report, "utf8")).toContain("<tr><th>classifier</th><td>llm</td></tr>");

    const contracts = server.requests.map(contractOf);
    expect(contracts[0]).toBe("intent_classification");
    expect(contracts).toContain("requirement_set");
    for (const request of server.requests) {
      expect(request.body.model).toBe("small-model");
      expect(request.headers.authorization).toBe("Bearer sk-test");
      expect(request.body.response_format.json_schema.strict).toBe(true);
    }
    const intentPrompt = userOf(server.requests[0]!);
    expect(intentPrompt).toContain(`Question: ${question}`);
    expect(intentPrompt).toContain("- revenue (also: sales, income, turnover)");
    expect(intentPrompt).toMatch(/Capabilities:\n- [a-z_]+: /);
    const requirementsPrompt = userOf(server.requests.find((request) => contractOf(request) === "requirement_set")!);
    expect(requirementsPrompt).toContain(question);
    expect(requirementsPrompt).toContain("revenue");
    // The same linking context as the analysis spec: sampled values and candidate links.
    expect(requirementsPrompt).toMatch(/- region \(string\).* — values: [^\n]*North/);
    expect(requirementsPrompt).toContain('linked from "region" as group');
  });

  it("when the LLM is down the classifier falls back to the deterministic one and the output says so", async () => {
    server = await startScriptedOpenAIServer(() => ({ kind: "status", status: 503, message: "overloaded" }));
    const dir = await configDir("down", { llm: { provider: "openai", model: "m", baseURL: server.baseURL, maxRetries: 0 }, strategies: { classifier: "llm" } });
    const result = await cliAsync(["run", "monthly revenue trend", "--data", sales], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Route: AnalystThenVisual \(time_series, template time_series; confidence [\d.]+; classifier deterministic\)$/m);
    expect(result.stdout).toMatch(/^ {2}Classifier fallback: the LLM classifier failed: .*503/m);
  });

  it("provider: anthropic sends the classifier's contract as a forced tool call to the Anthropic API", async () => {
    server = await startScriptedAnthropicServer(() => ({
      kind: "json",
      value: {
        intent: "ranking",
        entities: [{ name: "top_n", value: "2" }],
        confidence: 0.88,
        gating: { satisfied: true, missing: [] },
        action: "plan",
        reasoning_summary: "a top-N ask",
        clarifying_question: null,
      },
    }));
    const dir = await configDir("anthropic", {
      llm: { provider: "anthropic", model: "claude-test", baseURL: server.baseURL, apiKeyEnv: "MP_TEST_ANTHROPIC_KEY", maxRetries: 0 },
      strategies: { classifier: "llm" },
    });
    const result = await cliAsync(["--json", "plan", "best two regions by revenue", "--data", sales], { cwd: dir, env: { MP_TEST_ANTHROPIC_KEY: "ak-test" } });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    expect(JSON.parse(result.stdout).route).toMatchObject({ classifier: "llm", intent: "ranking", confidence: 0.88 });
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.path).toBe("/v1/messages");
    expect(request.headers["x-api-key"]).toBe("ak-test");
    expect(request.body.model).toBe("claude-test");
    expect(request.body.tool_choice).toEqual({ type: "tool", name: "intent_classification" });
    expect(request.body.messages[0].content).toContain("Question: best two regions by revenue");
  });

  it("judge: true adds the LLM judge's warnings to the plan report, the rules still decide", async () => {
    server = await startScriptedOpenAIServer((request) =>
      contractOf(request) === "plan_judgement"
        ? { kind: "json", value: { overall: "concerns", warnings: [{ step_id: null, message: "A log scale would show the small regions better." }] } }
        : { kind: "status", status: 400, message: `unexpected contract ${contractOf(request)}` },
    );
    const dir = await configDir("judge", {
      llm: { provider: "openai", model: "judge-model", baseURL: server.baseURL, maxRetries: 0 },
      strategies: { judge: true },
    });
    const result = await cliAsync(["--json", "plan", "monthly revenue trend", "--data", sales], { cwd: dir });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const body = JSON.parse(result.stdout) as { report: { ok: boolean; issues: { code: string; severity: string; message: string }[] } };
    expect(body.report.ok).toBe(true);
    expect(body.report.issues).toContainEqual(
      expect.objectContaining({ code: "judge-warning", severity: "warning", message: "A log scale would show the small regions better." }),
    );
    expect(server.requests.map(contractOf)).toEqual(["plan_judgement"]);
    expect(userOf(server.requests[0]!)).toContain("monthly revenue trend");
  });
});

describe("LLM plan adaptation from the config", () => {
  it("adaptation: llm: the LLM's changes (with the error payload and example plans in its prompt) build the plan, and it runs", async () => {
    // "total revenue" matches no template: the skeleton is the load step alone, which fails verification.
    const fix = {
      changes: [
        {
          op: "add",
          step_id: "aggregate",
          tool: "aggregate",
          params: [
            { name: "table", value_json: '{"ref":"load"}' },
            { name: "group_by", value_json: "[]" },
            { name: "metrics", value_json: '[{"column":"revenue","aggregation":"sum"}]' },
          ],
          satisfies: ["metrics:revenue", "analysis:total"],
          depends_on: ["load"],
        },
        {
          op: "add",
          step_id: "table",
          tool: "save_table",
          params: [{ name: "table", value_json: '{"ref":"aggregate"}' }],
          satisfies: ["outputs:table"],
          depends_on: ["aggregate"],
        },
      ],
      rationale: "total the revenue of the loaded table and save it",
    };
    server = await startScriptedOpenAIServer((request) =>
      contractOf(request) === "plan_changes"
        ? { kind: "json", value: fix }
        : { kind: "status", status: 400, message: `unexpected contract ${contractOf(request)}` },
    );
    // strategies.data: template, so the question is planned from the templates (the analysis spec would need no adaptation).
    const dir = await configDir("adapt", {
      llm: { provider: "openai", model: "m", baseURL: server.baseURL, maxRetries: 0 },
      strategies: { adaptation: "llm", data: "template" },
    });
    const result = await cliAsync(["--json", "run", "total revenue", "--data", sales], { cwd: dir });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const summary = JSON.parse(result.stdout) as { plan: string[]; files: string[]; route: { route: string; intent: string } };
    expect(summary.route).toMatchObject({ route: "SimpleAnalyst", intent: "data_analysis" });
    expect(summary.plan).toEqual(["load_data", "aggregate", "save_table"]);
    const [header, ...rows] = readFileSync(sales, "utf8").trim().split("\n");
    const revenueAt = header!.split(",").indexOf("revenue");
    const expected = rows.reduce((sum, row) => sum + Number(row.split(",")[revenueAt]), 0);
    const table = readFileSync(summary.files.find((file) => file.endsWith(".csv"))!, "utf8")
      .trim()
      .split("\n");
    expect(Number(table[1]!.split(",")[table[0]!.split(",").indexOf("revenue")])).toBeCloseTo(expected, 2);

    expect(server.requests.map(contractOf)).toEqual(["plan_changes"]);
    const prompt = userOf(server.requests[0]!);
    expect(prompt).toContain("Goal: total revenue");
    expect(prompt).toMatch(/Errors to fix:\n- Missing coverage: metrics=\[revenue\]/);
    expect(prompt).toMatch(/Similar example plans:\n- "/);

    // Offline, the rules reach the same plan with no LLM (they keep the load step the added steps read from).
    const offline = cli(["--json", "plan", "total revenue", "--data", sales, "--format", "json"], {
      cwd: await configDir("rules", { strategies: { data: "template" } }),
    });
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stdout).toMatch(/"tool":\s*"aggregate"/);
  });
});
