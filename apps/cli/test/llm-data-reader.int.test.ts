// `strategies.data: llm`: the LLM reads a data question into the analysis spec, end to end through
// the CLI subprocess against a scripted OpenAI-compatible wire server (the real openai SDK in the child).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startScriptedOpenAIServer, type RecordedRequest, type ScriptedWireServer, type WireAnswer } from "@modular-planner/testkit";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cli, cliAsync } from "./cli.js";

// A small festival table in French: "people" is nowhere in its column names.
const CSV = `seance_id,film,salle,jour,spectateurs,complet
1,Le Voyage,Grande,2025-06-01,120,oui
2,Le Voyage,Petite,2025-06-02,40,non
3,Nuit Blanche,Grande,2025-06-02,200,oui
4,Nuit Blanche,Petite,2025-06-03,35,non
5,Les Marées,Grande,2025-06-03,90,non
6,Les Marées,Petite,2025-06-04,60,oui
`;
// Screening lengths in minutes, as the column's name says.
const LENGTHS_CSV = `film,salle,duree_min
Le Voyage,Grande,90
Le Voyage,Petite,120
Nuit Blanche,Grande,150
Nuit Blanche,Petite,150
Les Marées,Grande,75
Les Marées,Petite,105
`;
let cwd: string;
let data: string;
let lengths: string;
let server: ScriptedWireServer | undefined;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-llm-data-"));
  data = join(cwd, "seances.csv");
  await writeFile(data, CSV);
  lengths = join(cwd, "durees.csv");
  await writeFile(lengths, LENGTHS_CSV);
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

const contractOf = (request: RecordedRequest): string => request.body.response_format?.json_schema?.name;
const userOf = (request: RecordedRequest): string => request.body.messages.find((message: { role: string }) => message.role === "user").content;

const reading = (changes: Record<string, unknown>) => ({
  kind: "analysis",
  reason: "people who came are the spectateurs, summed per film",
  clarify: null,
  mode: "aggregate",
  select: [],
  measures: [{ aggregate: "sum", column: "spectateurs", scale: "value", unit: null }],
  group_by: [{ column: "film", bin: null }],
  filters: [],
  filter_logic: "and",
  order_by: [{ by: "spectateurs", direction: "desc" }],
  limit: null,
  limit_within: [],
  keep: [],
  chart: "bar",
  title: "People per film",
  ...changes,
});
const json = (value: unknown): WireAnswer => ({ kind: "json", value, inputTokens: 700, outputTokens: 90 });

async function configDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(cwd, `${name}-`));
  await writeFile(
    join(dir, "modular-planner.config.json"),
    JSON.stringify({ llm: { provider: "openai", model: "small-model", baseURL: server!.baseURL, maxRetries: 0 }, strategies: { data: "llm" } }),
  );
  return dir;
}

interface Summary {
  answer: { columns: string[]; rows: unknown[][] };
  route: { assumptions: string[] };
  usage?: { inputTokens: number; outputTokens: number };
}

describe("strategies.data: llm", () => {
  it("the LLM's reading, checked against the table, is the answer; the prompt carried the columns, values, links and the draft", async () => {
    server = await startScriptedOpenAIServer((request) =>
      contractOf(request) === "analysis_reading" ? json(reading({})) : { kind: "status", status: 400, message: `unexpected ${contractOf(request)}` },
    );
    const dir = await configDir("read");
    const result = await cliAsync(["--json", "run", "how many people came to each film?", "--data", data], { cwd: dir });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const summary = JSON.parse(result.stdout) as Summary;
    expect(summary.answer.columns).toEqual(["film", "spectateurs"]);
    expect(summary.answer.rows).toEqual([
      ["Nuit Blanche", 235],
      ["Le Voyage", 160],
      ["Les Marées", 150],
    ]);
    expect(summary.route.assumptions).toContain("Read by the LLM (openai:small-model): people who came are the spectateurs, summed per film.");
    expect(server.requests.map(contractOf)).toEqual(["analysis_reading"]);
    const prompt = userOf(server.requests[0]!);
    expect(prompt).toContain("Question: how many people came to each film?");
    expect(prompt).toMatch(/^- salle \(string\): values: Grande, Petite/m);
    expect(prompt).toMatch(/^- spectateurs \(integer\)$/m);
    expect(prompt).toContain("The embedded reader's draft");
    expect(server.requests[0]!.body.response_format.json_schema.strict).toBe(true);
  });

  it("an answer that does not fit the table is asked again with its problems, then used", async () => {
    let calls = 0;
    server = await startScriptedOpenAIServer(() =>
      calls++ === 0
        ? json(
            reading({
              measures: [{ aggregate: "sum", column: "people", scale: "value", unit: null }],
              filters: [{ column: "salle", operator: "=", values: ["big"] }],
            }),
          )
        : json(reading({ filters: [{ column: "salle", operator: "=", values: ["grande"] }] })),
    );
    const dir = await configDir("retry");
    const result = await cliAsync(["--json", "run", "people per film in the big room", "--data", data], { cwd: dir });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const summary = JSON.parse(result.stdout) as Summary;
    expect(summary.answer.rows).toEqual([
      ["Nuit Blanche", 200],
      ["Le Voyage", 120],
      ["Les Marées", 90],
    ]);
    expect(summary.route.assumptions).toContain('"grande" is salle = Grande as the data writes it.');
    expect(server.requests).toHaveLength(2);
    const retry = userOf(server.requests[1]!);
    expect(retry).toContain("Your last answer did not fit the table; fix these and answer again:");
    expect(retry).toMatch(/- measures\.0\.column: "people" is not a column of seances/);
    expect(retry).toContain('- filters.0.values.0: "big" is not a value of salle; its values: Grande, Petite');
  });

  it("when the LLM keeps answering off the table, or is down, the embedded reading answers and says so", async () => {
    server = await startScriptedOpenAIServer(() => json(reading({ group_by: [{ column: "movie", bin: null }] })));
    const dir = await configDir("off");
    const result = await cliAsync(["--json", "run", "total spectateurs per film", "--data", data], { cwd: dir });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const summary = JSON.parse(result.stdout) as Summary;
    expect(summary.answer.rows).toHaveLength(3);
    expect(
      summary.route.assumptions.find((line) =>
        line.startsWith("The embedded reading was used: its answer did not fit the table after 2 requests: group_by.0.column"),
      ),
    ).toBeDefined();
    await server.close();

    server = await startScriptedOpenAIServer(() => ({ kind: "status", status: 503, message: "overloaded" }));
    const down = await configDir("down");
    const fallback = await cliAsync(["--json", "run", "total spectateurs per film", "--data", data], { cwd: down });
    expect(fallback.code, fallback.stderr + fallback.stdout).toBe(0);
    const again = JSON.parse(fallback.stdout) as Summary;
    expect(again.answer.rows).toHaveLength(3);
    expect(again.route.assumptions.find((line) => /^The embedded reading was used: the LLM \(openai:small-model\) failed: .*503/.test(line))).toBeDefined();
  });

  it("a share of the rows meeting a condition, which the reading contract cannot say, is answered by the embedded reading without asking the LLM", async () => {
    server = await startScriptedOpenAIServer(() => json(reading({})));
    const dir = await configDir("share");
    const result = await cliAsync(["--json", "run", "what percentage of screenings had more than 100 spectateurs?", "--data", data], { cwd: dir });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const summary = JSON.parse(result.stdout) as Summary;
    // 2 of the 6 screenings: 120 and 200.
    expect(summary.answer.columns[0]).toBe("row_pct");
    expect(Number(summary.answer.rows[0]![0])).toBeCloseTo(33.33, 1);
    expect(summary.route.assumptions).toContain("The embedded reading was used: the LLM reading has no share of rows meeting a condition.");
    expect(server.requests).toHaveLength(0);
  });

  it("the LLM's reading changes a measure's unit: hours of a minutes column, the answer in hours", async () => {
    server = await startScriptedOpenAIServer(() =>
      json(
        reading({
          reason: "hours of screening: the average duree_min per film, shown in hours",
          measures: [{ aggregate: "avg", column: "duree_min", scale: "value", unit: "hours" }],
          order_by: [{ by: "duree_min", direction: "desc" }],
          title: "Average screening length per film, in hours",
        }),
      ),
    );
    const dir = await configDir("unit");
    const result = await cliAsync(["--json", "run", "how many hours does a screening of each film last on average?", "--data", lengths], { cwd: dir });
    expect(result.code, result.stderr + result.stdout).toBe(0);
    const summary = JSON.parse(result.stdout) as Summary;
    expect(summary.answer.columns).toEqual(["film", "duree_min_hours"]);
    expect(summary.answer.rows).toEqual([
      ["Nuit Blanche", 2.5],
      ["Le Voyage", 1.75],
      ["Les Marées", 1.5],
    ]);
    expect(summary.route.assumptions).toContain("Read by the LLM (openai:small-model): hours of screening: the average duree_min per film, shown in hours.");
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body.response_format.json_schema.schema.properties.measures.items.required).toContain("unit");
  });

  it("an unclear reading asks the LLM's question with its columns as options (exit 4); a destructive one is refused (exit 5) without asking the LLM when the guard sees it", async () => {
    server = await startScriptedOpenAIServer(() =>
      json(
        reading({
          kind: "unclear",
          reason: '"busiest" could be screenings or people',
          clarify: { about: "measure", phrase: "busiest", options: ["count of rows", "spectateurs"] },
        }),
      ),
    );
    const dir = await configDir("unclear");
    const asked = await cliAsync(["--json", "run", "which film was the busiest?", "--data", data], { cwd: dir });
    expect(asked.code, asked.stderr + asked.stdout).toBe(4);
    const clarification = JSON.parse(asked.stdout) as { clarification: { question: string; options: { label: string }[] } };
    expect(clarification.clarification.question).toBe("Which measure should the answer use?");
    expect(clarification.clarification.options.map((option) => option.label)).toEqual(["count of rows", "spectateurs"]);

    const before = server.requests.length;
    const refused = cli(["run", "delete every screening of Le Voyage", "--data", data], { cwd: dir });
    expect(refused.code, refused.stderr).toBe(5);
    expect(server.requests.length).toBe(before);
  });
});
