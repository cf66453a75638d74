import { LlmNotConfiguredError, type LlmClient, type ToolMetadata } from "@modular-planner/core";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import { loadRegistry } from "@modular-planner/registry";
import {
  decompositionAnswer as output,
  decompositionIntent as intent,
  describeDecomposerConformance,
  startScriptedOpenAIServer,
  type RecordedRequest,
  type ScriptedWireServer,
  type WireAnswer,
  type WireScript,
} from "@modular-planner/testkit";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DecompositionOutputError, createGroundedDecomposer, createIntentFirstDecomposer, validateDecomposition } from "../src/index.js";

const registry = await loadRegistry();
const catalog: ToolMetadata[] = registry.tools;
const byName = (name: string) => catalog.find((tool) => tool.name === name)!;
const narrowed = [byName("load_data"), byName("aggregate"), byName("plot_line")];
const goal = (text: string) => ({ id: "g", text, facts: [] });
const requirements = {
  version: "1" as const,
  metrics: [{ column: "revenue", aggregation: "sum" as const }],
  group_by: ["region"],
  time: { column: "date", grain: "month" as const },
  analysis: ["trend" as const],
  outputs: ["chart" as const],
  constraints: { top_n: null, filters: [], sort: null },
};

const messagesOf = (request: RecordedRequest) => request.body.messages as { role: string; content: string }[];
const userText = (request: RecordedRequest) => messagesOf(request).find((message) => message.role === "user")!.content;

/** A scripted model: grounded prompts get the listed tools in order, intent-first prompts a load → chart split; "???" gets nothing. */
function scriptedModel(request: RecordedRequest): WireAnswer {
  const user = userText(request);
  if (user.includes("???")) return output([], { confidence: 0.1 });
  const listed = [...user.matchAll(/^- ([a-z_]+): /gm)].map((match) => match[1]!);
  if (listed.length > 0) {
    return output(listed.map((name, index) => intent(`s${index + 1}`, `use ${name}`, { capability: name, depends_on: index > 0 ? [`s${index}`] : [] })));
  }
  return output([intent("load", "load the sales data"), intent("chart", "chart revenue by month", { depends_on: ["load"] })]);
}

const conformanceServer = await startScriptedOpenAIServer(scriptedModel);
afterAll(() => conformanceServer.close());
const conformanceClient = createOpenAILlmClient({ baseURL: conformanceServer.baseURL, apiKey: "k", model: "small", retry: { baseDelayMs: 1 } });

describeDecomposerConformance({
  name: "intent-first (openai wire server)",
  create: () => createIntentFirstDecomposer({ llm: conformanceClient }),
  goals: [{ goal: goal("chart revenue by month"), context: { requirements }, minIntents: 2 }],
  abstainOn: { goal: goal("???") },
  supportsCancellation: true,
});

describeDecomposerConformance({
  name: "grounded (openai wire server)",
  create: () => createGroundedDecomposer({ llm: conformanceClient }),
  goals: [{ goal: goal("chart revenue by month"), context: { requirements, tools: narrowed }, minIntents: 3 }],
  abstainOn: { goal: goal("chart revenue by month"), context: { tools: [] } },
  supportsCancellation: true,
});

let server: ScriptedWireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientWith(script: WireScript): Promise<LlmClient> {
  server = await startScriptedOpenAIServer(script);
  return createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "k", model: "small", retry: { baseDelayMs: 1 } });
}

// `ask_user` is also a field of the sub_intents contract (and named in the prompt's instructions), so it says nothing about tools.
const toolNamesIn = (text: string) => catalog.map((tool) => tool.name).filter((name) => name !== "ask_user" && text.includes(name));

describe("intent-first decomposer", () => {
  it("sends the goal and requirements but no tool at all, even when context.tools is given, and drops a capability the model names", async () => {
    const answer = output([
      intent("load", "load the data"),
      intent("sum", "sum revenue by region", { capability: "aggregate", params: [{ name: "metric", value: "revenue" }], depends_on: ["load"] }),
    ]);
    const llm = await clientWith([answer, answer]);
    const result = await createIntentFirstDecomposer({ llm }).decompose(goal("total revenue by region"), { requirements, tools: catalog });
    expect(result.intents).toEqual([
      { id: "load", text: "load the data", capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false },
      { id: "sum", text: "sum revenue by region", capability: null, params: { metric: "revenue" }, dependsOn: ["load"], satisfies: [], askUser: false },
    ]);
    expect(result.confidence).toBe(0.8);
    expect(result.rationale).toBe("intent-first: 2 steps");
    expect(result.usage).toEqual({ inputTokens: 100, outputTokens: 20 });
    const request = server!.requests[0]!;
    const prompt = JSON.stringify(request.body.messages);
    expect(catalog.filter((tool) => prompt.includes(tool.description))).toEqual([]);
    // The only tool names in the text are ordinary words: "aggregate" in the prompt's instructions, "top_n" a requirement key.
    expect(toolNamesIn(prompt)).toEqual(["aggregate", "top_n"]);
    const withoutTools = await createIntentFirstDecomposer({ llm }).decompose(goal("total revenue by region"), { requirements });
    expect(server!.requests[1]!.body.messages).toEqual(request.body.messages);
    expect(withoutTools.intents).toEqual(result.intents);
    expect(userText(request)).toContain("Goal: total revenue by region");
    expect(userText(request)).toContain('"group_by":["region"]');
    expect(request.body.response_format.json_schema.name).toBe("sub_intents");
  });

  it("re-asks once with the graph errors, then accepts a valid answer", async () => {
    const llm = await clientWith([
      output([intent("a", "chart it", { depends_on: ["b"] }), intent("b", "load the data"), intent("b", "again")]),
      output([intent("b", "load the data"), intent("a", "chart it", { depends_on: ["b"] })]),
    ]);
    const result = await createIntentFirstDecomposer({ llm }).decompose(goal("chart the data"), {});
    expect(result.intents.map((item) => [item.id, item.dependsOn])).toEqual([
      ["b", []],
      ["a", ["b"]],
    ]);
    expect(server!.requests).toHaveLength(2);
    const second = userText(server!.requests[1]!);
    expect(second).toContain('- intents.0.depends_on.0: "b" comes later: depend only on earlier sub-intents');
    expect(second).toContain('- intents.2.id: duplicate id "b"');
    expect(messagesOf(server!.requests[1]!)).toHaveLength(2);
  });

  it("fails with DecompositionOutputError when the re-asked answer is still invalid", async () => {
    const llm = await clientWith(() => output([intent("a", "do a", { depends_on: ["a"] })]));
    const error = await createIntentFirstDecomposer({ llm })
      .decompose(goal("do a"), {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DecompositionOutputError);
    expect((error as DecompositionOutputError).code).toBe("llm-output-invalid");
    expect((error as Error).message).toContain(
      'Step "decompose-intent-first": no valid sub_intents answer after 2 attempts (intents.0.depends_on.0: "a" depends on itself',
    );
    expect(server!.requests).toHaveLength(2);
  });

  it("needs an LLM client", () => {
    expect(() => createIntentFirstDecomposer({} as never)).toThrow(LlmNotConfiguredError);
    expect(() => createGroundedDecomposer({} as never)).toThrow(LlmNotConfiguredError);
  });
});

describe("grounded decomposer", () => {
  it("puts only the narrowed tools (3 of the 19 registry tools) with their parameter schemas into the request", async () => {
    expect(catalog).toHaveLength(19);
    const llm = await clientWith([
      output([
        intent("load", "load sales.csv", { capability: "load_data", params: [{ name: "path", value: "sales.csv" }] }),
        intent("monthly", "sum revenue per month", { capability: "aggregate", params: [{ name: "time_grain", value: "month" }], depends_on: ["load"] }),
        intent("chart", "line chart of revenue", {
          capability: "plot_line",
          params: [
            { name: "y", value: "revenue" },
            { name: "x", value: "date" },
          ],
          depends_on: ["monthly"],
        }),
      ]),
    ]);
    const result = await createGroundedDecomposer({ llm }).decompose(goal("load sales.csv and chart monthly revenue"), { tools: narrowed });
    const { response_format: contract, ...rest } = server!.requests[0]!.body;
    expect(contract.json_schema.name).toBe("sub_intents");
    const sent = JSON.stringify(rest);
    const others = catalog.filter((tool) => !narrowed.includes(tool)).map((tool) => tool.name);
    expect(others).toHaveLength(16);
    for (const tool of narrowed) expect(sent).toContain(tool.name);
    expect(others.filter((name) => name !== "ask_user" && sent.includes(name))).toEqual([]);
    expect(toolNamesIn(sent).sort()).toEqual(["aggregate", "load_data", "plot_line"]);
    const user = userText(server!.requests[0]!);
    expect(user).toContain("- plot_line: Line chart of a metric over time");
    expect(user).toContain("x (string, Time column on the x axis, required)");
    expect(user).toContain('time_grain (string, one of "hour"|"day"|"week"|"month"|"quarter"|"year"|"unknown")');
    expect(result.intents.map((item) => [item.capability, item.params])).toEqual([
      ["load_data", { path: "sales.csv" }],
      ["aggregate", { time_grain: "month" }],
      ["plot_line", { y: "revenue", x: "date" }],
    ]);
    expect(result.rationale).toBe("grounded: 3 steps");
  });

  it("shows at most maxTools tools, in the order given", async () => {
    const llm = await clientWith([output([intent("load", "load", { capability: "load_data" })])]);
    await createGroundedDecomposer({ llm, maxTools: 2 }).decompose(goal("load the file"), { tools: narrowed });
    expect(toolNamesIn(userText(server!.requests[0]!)).sort()).toEqual(["aggregate", "load_data"]);
  });

  it("re-asks once when the answer names a tool that was not listed or a parameter the tool does not have", async () => {
    const llm = await clientWith([
      output([
        intent("load", "load", { capability: "load_data", params: [{ name: "file", value: "sales.csv" }] }),
        intent("bars", "bars", { capability: "plot_bar", depends_on: ["load"] }),
      ]),
      output([
        intent("load", "load", { capability: "load_data", params: [{ name: "path", value: "sales.csv" }] }),
        intent("line", "line", { capability: "plot_line", depends_on: ["load"] }),
      ]),
    ]);
    const result = await createGroundedDecomposer({ llm }).decompose(goal("load sales.csv and chart it"), { tools: narrowed, requirements });
    expect(result.intents.map((item) => item.capability)).toEqual(["load_data", "plot_line"]);
    const second = userText(server!.requests[1]!);
    expect(second).toContain('- intents.0.params.0.name: "file" is not a parameter of load_data (parameters: path, table)');
    expect(second).toContain('- intents.1.capability: "plot_bar" is not one of the listed tools (load_data, aggregate, plot_line)');
    expect(second).toContain("Use only these tools: load_data, aggregate, plot_line");
  });

  it("accepts a capability label of a listed tool and checks params against that tool", () => {
    const ok = validateDecomposition(
      {
        intents: [intent("t", "monthly totals", { capability: "aggregate_time", params: [{ name: "time_grain", value: "month" }] })],
        confidence: 1,
        rationale: "",
      },
      narrowed,
    );
    expect(ok).toEqual([]);
    const cycle = validateDecomposition(
      { intents: [intent("a", "a", { depends_on: ["b"] }), intent("b", "b", { depends_on: ["a"] })], confidence: 1, rationale: "" },
      undefined,
    );
    expect(cycle.map((issue) => issue.message)).toEqual(['"b" comes later: depend only on earlier sub-intents', "dependency cycle a → b → a"]);
  });

  it("lets an ask_user intent leave capability null or name ask_user, but not a plain intent", () => {
    const ask = (capability: string | null, ask_user: boolean) =>
      validateDecomposition(
        { intents: [intent("a", "ask for the file", { capability, ask_user, params: [{ name: "path", value: "" }] })], confidence: 1, rationale: "" },
        narrowed,
      );
    expect(ask(null, true)).toEqual([]);
    expect(ask("ask_user", true)).toEqual([]);
    expect(ask("ask_user", false).map((issue) => issue.path)).toEqual(["intents.0.capability"]);
    expect(ask("save_table", true).map((issue) => issue.path)).toEqual(["intents.0.capability"]);
  });

  it("fails typed after the re-ask when the model keeps inventing tools", async () => {
    const llm = await clientWith(() => output([intent("x", "export", { capability: "save_table" })]));
    const error = await createGroundedDecomposer({ llm })
      .decompose(goal("export the table"), { tools: narrowed })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DecompositionOutputError);
    expect((error as DecompositionOutputError).issues).toEqual([
      { path: "intents.0.capability", message: '"save_table" is not one of the listed tools (load_data, aggregate, plot_line)' },
    ]);
    expect((error as DecompositionOutputError).hint).toContain("narrowed tools");
    expect(server!.requests).toHaveLength(2);
  });

  it("abstains without calling the model when no narrowed tools are given", async () => {
    const llm = await clientWith([]);
    const result = await createGroundedDecomposer({ llm }).decompose(goal("chart revenue"), {});
    expect(result.confidence).toBe(0);
    expect(result.rationale).toContain("no narrowed tools");
    expect(server!.requests).toHaveLength(0);
  });
});
