// Goals without --data: the planner's intent path over the embedded registry, the intent graph in
// the SQLite store, a clarification in one process resumed in another, `graphs show`.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startScriptedOpenAIServer, type RecordedRequest } from "@modular-planner/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, cliAsync } from "./cli.js";

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-intents-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

interface PlanJson {
  graphId: string;
  store: string;
  plan: { steps: { id: string; kind: string; tool: string; dependsOn: string[] }[] };
  report: { ok: boolean };
  graph: { nodes: { id: string; status: string; depth: number }[] };
}
interface ClarificationJson {
  clarification: { question: string; options: { label: string; score: number; consequence: string }[]; reason: string };
  graphId: string;
  nodeId: string;
  missing?: { intent: string; choices: { kind: string }[] };
  resume: string;
}

const toolSteps = (plan: PlanJson["plan"]) => plan.steps.filter((step) => step.kind === "tool").map((step) => step.tool);

describe("plan without --data (the intent path over the tool catalog)", () => {
  it("plans a goal over the embedded registry, prints the graph id and stores the graph in the config's SQLite file", async () => {
    const folder = join(cwd, "custom-store");
    await mkdir(folder);
    await writeFile(join(folder, "modular-planner.config.json"), JSON.stringify({ store: { kind: "sqlite", path: "state/graphs.sqlite" } }));
    const text = cli(["plan", "load sales.csv and describe it"], { cwd: folder });
    expect(text.code).toBe(0);
    const graphId = /Intent graph: (\S+)/.exec(text.stderr)?.[1];
    expect(graphId).toMatch(/^g-/);
    expect(text.stdout).toContain("tool: load_data");
    expect(text.stdout).toContain("tool: describe_result");
    expect(existsSync(join(folder, "state", "graphs.sqlite"))).toBe(true);

    const json = cli(["--json", "plan", "load sales.csv and describe it"], { cwd: folder });
    expect(json.code).toBe(0);
    const planned = JSON.parse(json.stdout) as PlanJson;
    expect(toolSteps(planned.plan)).toEqual(["load_data", "describe_result"]);
    expect(planned.report.ok).toBe(true);
    expect(planned.store).toBe(join(folder, "state", "graphs.sqlite"));
    expect(planned.graph.nodes.find((node) => node.id === "root")).toMatchObject({ status: "planned", depth: 0 });

    const mermaid = cli(["plan", "load sales.csv and describe it", "--format", "mermaid"], { cwd: folder });
    expect(mermaid.code).toBe(0);
    expect(mermaid.stdout).toMatch(/^(flowchart|graph) /m);

    // graphs show prints the stored graph: nodes with status and depth, the edges.
    const shown = cli(["graphs", "show", planned.graphId], { cwd: folder });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Intent graph ${planned.graphId}: "load sales.csv and describe it"`);
    expect(shown.stdout).toMatch(/root \[planned\] depth 0: load sales\.csv and describe it/);
    expect(shown.stdout).toMatch(/\[planned\] depth \d: .*tool load_data/);
    expect(shown.stdout).toMatch(/IsSubgoalOf root/);
    const listed = cli(["graphs", "list"], { cwd: folder });
    expect(listed.stdout).toContain(planned.graphId);
    expect(listed.stdout).toContain(graphId!);
    const showJson = JSON.parse(cli(["--json", "graphs", "show", planned.graphId], { cwd: folder }).stdout) as {
      id: string;
      nodes: unknown[];
      edges: unknown[];
    };
    expect(showJson.id).toBe(planned.graphId);
    expect(showJson.edges.length).toBeGreaterThan(0);
  });

  it("a clarification exits 4 with the question, scored options, graph id and the resume command; another process resumes it into a plan", () => {
    const asked = cli(["plan", "load sales.csv and chart it"], { cwd });
    expect(asked.code).toBe(4);
    expect(asked.stderr).toContain('Question: Which tool should do "chart it"?');
    expect(asked.stderr).toMatch(/^ {2}1\. plot_\w+ \(score 0\.\d+\): run plot_\w+ for it/m);
    expect(asked.stderr).toMatch(/^ {2}\d\. drop \(score 0\): plan without "chart it"/m);
    const graphId = /Intent graph: (\S+) \(node (\S+)\)/.exec(asked.stderr)?.[1];
    expect(graphId).toBeDefined();
    expect(asked.stderr).toContain(`Continue with: modular-planner plan --resume ${graphId} --answer "<text>"`);
    expect(asked.stdout).toBe("");

    const json = cli(["--json", "plan", "load sales.csv and chart it"], { cwd });
    expect(json.code).toBe(4);
    const question = JSON.parse(json.stdout) as ClarificationJson;
    expect(question.clarification.question).toBe('Which tool should do "chart it"?');
    expect(question.clarification.options.map((option) => option.label)).toEqual(expect.arrayContaining(["plot_bar", "plot_line", "drop"]));
    expect(question.clarification.options[0]!.score).toBeGreaterThan(0);
    expect(question.resume).toBe(`modular-planner plan --resume ${question.graphId} --answer "<text>"`);
    expect(question.nodeId).toBeTruthy();
    // The same keys as every clarification's JSON; the intent path is not routed.
    expect(Object.keys(question).sort()).toEqual(["clarification", "graphId", "nodeId", "resume", "route"]);
    expect((question as unknown as { route: unknown }).route).toBeNull();

    // A new process, the same store: the answer drops the open intent; the finished load step is kept.
    const resumed = cli(["--json", "plan", "--resume", question.graphId, "--answer", "drop"], { cwd });
    expect(resumed.code).toBe(0);
    const planned = JSON.parse(resumed.stdout) as PlanJson;
    expect(planned.graphId).toBe(question.graphId);
    expect(toolSteps(planned.plan)).toEqual(["load_data"]);
    expect(planned.graph.nodes.find((node) => node.id === question.nodeId)!.status).toBe("dropped");
    const shown = cli(["graphs", "show", question.graphId], { cwd });
    expect(shown.stdout).toMatch(new RegExp(`${question.nodeId!.replace(".", "\\.")} \\[dropped\\] depth \\d: chart it`));
  });

  it("a tie answered with a tool asks for the values only the user can give, then plans with the table wired", () => {
    const asked = JSON.parse(cli(["--json", "plan", "load sales.csv and chart it"], { cwd }).stdout) as ClarificationJson;
    const values = cli(["--json", "plan", "--resume", asked.graphId, "--answer", "plot_bar"], { cwd });
    expect(values.code).toBe(4);
    expect((JSON.parse(values.stdout) as ClarificationJson).clarification.question).toMatch(/plot_bar needs x .*y .*Answer as x=<value> y=<value>/);
    const planned = cli(["--json", "plan", "--resume", asked.graphId, "--answer", "x=region y=revenue"], { cwd });
    expect(planned.code, planned.stderr + planned.stdout).toBe(0);
    const plan = (JSON.parse(planned.stdout) as PlanJson).plan as unknown as { steps: { id: string; tool: string; params: Record<string, unknown> }[] };
    expect(plan.steps.map((step) => step.tool)).toEqual(["load_data", "plot_bar"]);
    const load = plan.steps[0]!;
    expect(plan.steps[1]!.params).toMatchObject({ table: { ref: load.id }, x: "region", y: "revenue" });
  });

  it("a tie between tools answered by number, or by the user's own words, goes on to the tool chosen", () => {
    const asked = JSON.parse(cli(["--json", "plan", "load sales.csv and chart it"], { cwd }).stdout) as ClarificationJson;
    const first = asked.clarification.options[0]!.label;
    const byNumber = cli(["--json", "plan", "--resume", asked.graphId, "--answer", "1"], { cwd });
    expect(byNumber.code).toBe(4);
    expect((JSON.parse(byNumber.stdout) as ClarificationJson).clarification.question).toContain(`${first} needs`);
    const again = JSON.parse(cli(["--json", "plan", "load sales.csv and chart it"], { cwd }).stdout) as ClarificationJson;
    const byWords = cli(["--json", "plan", "--resume", again.graphId, "--answer", "draw a histogram of revenue"], { cwd });
    expect(byWords.code).toBe(4);
    expect((JSON.parse(byWords.stdout) as ClarificationJson).clarification.question).toContain("plot_histogram needs column");
    const planned = cli(["--json", "plan", "--resume", again.graphId, "--answer", "column=revenue"], { cwd });
    expect(planned.code, planned.stderr + planned.stdout).toBe(0);
    const plan = (JSON.parse(planned.stdout) as PlanJson).plan as unknown as { steps: { tool: string; params: Record<string, unknown> }[] };
    expect(plan.steps.map((step) => step.tool)).toEqual(["load_data", "plot_histogram"]);
    expect(plan.steps[1]!.params).toMatchObject({ column: "revenue" });
  });

  it("a missing capability exits 4 with the closest tools and choices, and resumes in another process", () => {
    const asked = cli(["--json", "plan", "load sales.csv then send an email to Bob"], { cwd });
    expect(asked.code).toBe(4);
    const question = JSON.parse(asked.stdout) as ClarificationJson;
    expect(question.missing!.intent).toBe("send an email to Bob");
    expect(question.missing!.choices.map((choice) => choice.kind)).toEqual(expect.arrayContaining(["ask-user", "drop"]));
    expect(question.clarification.options.map((option) => option.label)).toEqual(expect.arrayContaining(["ask", "drop"]));
    const text = cli(["plan", "--resume", question.graphId, "--answer", "drop"], { cwd });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("tool: load_data");
    expect(text.stdout).not.toContain("description: send an email");
    expect(text.stderr).toContain(`Intent graph: ${question.graphId}`);
  });

  it("resuming an unknown graph id, or without the SQLite store, is a clear error with a non-zero exit", async () => {
    const empty = join(cwd, "empty");
    await mkdir(empty);
    const none = cli(["plan", "--resume", "g-nope", "--answer", "drop"], { cwd: empty });
    expect(none.code).toBe(3);
    expect(none.stderr).toContain("No intent graph has been stored yet");
    cli(["plan", "load sales.csv and describe it"], { cwd: empty });
    const unknown = cli(["plan", "--resume", "g-nope", "--answer", "drop"], { cwd: empty });
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('No intent graph "g-nope"');
    expect(unknown.stderr).toContain("modular-planner graphs list");
    const shown = cli(["--json", "graphs", "show", "g-nope"], { cwd: empty });
    expect(shown.code).toBe(3);
    expect((JSON.parse(shown.stdout) as { error: { message: string } }).error.message).toContain('No intent graph "g-nope"');
    const jsonl = join(cwd, "jsonl");
    await mkdir(jsonl);
    await writeFile(join(jsonl, "modular-planner.config.json"), JSON.stringify({ store: { kind: "jsonl" } }));
    const refused = cli(["plan", "load sales.csv and describe it"], { cwd: jsonl });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain("Intent graphs are kept in the SQLite store, and the config sets store.kind: jsonl");
    const answerOnly = cli(["plan", "--answer", "drop"], { cwd: empty });
    expect(answerOnly.code).toBe(3);
    expect(answerOnly.stderr).toContain("--answer needs --resume");
  });

  it("run without --data runs MCP tools only: a plan of data tools is refused with the graph id and what to do, exit 2", () => {
    const result = cli(["run", "load sales.csv and describe it"], { cwd });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "Error: run without --data executes MCP tools only, and this plan uses load_data, describe_result (no MCP server is configured)",
    );
    const graphId = /Intent graph: (\S+)/.exec(result.stderr)?.[1];
    expect(result.stderr).toContain(`Hint: Keep the plan with: modular-planner plan --resume ${graphId} --format yaml`);
    expect(result.stderr).toContain("pass --data <file>");
    // The hint's command works: the stored (finished) graph gives its plan again.
    const again = cli(["plan", "--resume", graphId!, "--format", "yaml"], { cwd });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("tool: describe_result");
  });

  it("strategies.decomposer: hybrid asks the grounded LLM decomposer (narrowed tools in its prompt) when the pattern one abstains", async () => {
    const contractOf = (request: RecordedRequest): string => request.body.response_format?.json_schema?.name;
    const server = await startScriptedOpenAIServer((request) =>
      contractOf(request) === "sub_intents"
        ? {
            kind: "json",
            value: {
              intents: [
                { id: "i1", text: "load sales.csv", capability: "load_data", params: [{ name: "path", value: "sales.csv" }], depends_on: [], ask_user: false },
                {
                  id: "i2",
                  text: "describe the loaded table in a few sentences",
                  capability: "describe_result",
                  params: [],
                  depends_on: ["i1"],
                  ask_user: false,
                },
              ],
              confidence: 0.9,
              rationale: "load, then describe",
            },
            inputTokens: 300,
            outputTokens: 60,
          }
        : { kind: "status", status: 400, message: `unexpected contract ${contractOf(request)}` },
    );
    try {
      const folder = join(cwd, "hybrid");
      await mkdir(folder);
      await writeFile(
        join(folder, "modular-planner.config.json"),
        JSON.stringify({
          llm: { provider: "openai", model: "small-model", baseURL: server.baseURL, apiKeyEnv: "MP_TEST_LLM_KEY", maxRetries: 0 },
          strategies: { decomposer: "hybrid" },
        }),
      );
      // "grab" is no action verb the pattern decomposer knows: it abstains, the grounded LLM answers.
      const result = await cliAsync(["--json", "plan", "grab sales.csv and describe the loaded table in a few sentences"], {
        cwd: folder,
        env: { MP_TEST_LLM_KEY: "sk-test" },
      });
      expect(result.code, result.stderr + result.stdout).toBe(0);
      const planned = JSON.parse(result.stdout) as PlanJson;
      expect(toolSteps(planned.plan)).toEqual(["load_data", "describe_result"]);
      const root = planned.graph.nodes.find((node) => node.id === "root") as { data?: { decomposer?: string } } | undefined;
      expect(root?.data?.decomposer).toMatch(/hybrid/);
      const asked = server.requests.filter((request) => contractOf(request) === "sub_intents");
      expect(asked).toHaveLength(1);
      const prompt = JSON.stringify(asked[0]!.body.messages);
      expect(prompt).toContain("grab sales.csv and describe the loaded table");
      expect(prompt).toContain("load_data");
      expect(asked[0]!.headers.authorization).toBe("Bearer sk-test");
    } finally {
      await server.close();
    }
  });
});
