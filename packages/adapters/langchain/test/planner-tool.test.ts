import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import { Annotation, END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { ToolNode, toolsCondition } from "@langchain/langgraph/prebuilt";
import { ConfigurationError } from "@modular-planner/core";
import { createExecutor } from "@modular-planner/executor";
import { createModularPlanner } from "@modular-planner/planner";
import { describe, expect, it } from "vitest";
import { createLangChainToolset, createPlannerNode, createPlannerTool, planGoal, type PlannerOutcome } from "../src/index.js";
import { textToolOverrides, textTools } from "./text-tools.js";

const toolset = createLangChainToolset(textTools, { overrides: textToolOverrides });
const planner = createModularPlanner({ tools: toolset.tools });
const executor = createExecutor({ executors: [toolset.executor], catalog: toolset.catalog });
const GOAL = 'list the 2 most frequent words of "a rose is a rose is a rose"';
const TOP = [
  { word: "a", count: 3 },
  { word: "rose", count: 3 },
];

describe("createPlannerTool", () => {
  it("plans only, unless the caller asks to run (run: optional with an executor)", async () => {
    const plannerTool = createPlannerTool({ planner, executor });
    expect(plannerTool.name).toBe("plan_goal");
    const planned = JSON.parse(await plannerTool.invoke({ goal: GOAL })) as PlannerOutcome;
    expect(planned.status).toBe("planned");
    expect(planned.plan!.steps.map((step) => [step.tool, step.params])).toEqual([["top_words", { text: "a rose is a rose is a rose", n: 2 }]]);
    expect(planned.report).toEqual({ ok: true, issues: [] });
    expect(planned.run).toBeUndefined();

    const ran = JSON.parse(await plannerTool.invoke({ goal: GOAL, run: true })) as PlannerOutcome;
    expect(ran.status).toBe("succeeded");
    expect(Object.values(ran.run!.outputs)).toEqual([{ tool: "top_words", type: "json", value: TOP }]);
  });

  it("without an executor plans only, and its schema has no run argument", async () => {
    const plannerTool = createPlannerTool({ planner, name: "planner" });
    expect(Object.keys((plannerTool.schema as { shape: object }).shape)).toEqual(["goal"]);
    expect(JSON.parse(await plannerTool.invoke({ goal: GOAL })).status).toBe("planned");
    expect(() => createPlannerTool({ planner, run: "always" })).toThrow(/needs an executor/);
  });

  it("reports a failed step of the run with the tool's error", async () => {
    const plannerTool = createPlannerTool({ planner, executor, run: "always" });
    const outcome = JSON.parse(await plannerTool.invoke({ goal: "read the file absent.txt" })) as PlannerOutcome;
    expect(outcome.status).toBe("failed");
    expect(outcome.run!.failed).toHaveLength(1);
    expect(outcome.run!.failed[0]!.error).toMatch(/read_text_file failed: ENOENT/);
  });

  it("returns the planner's question instead of a plan when no tool fits", async () => {
    const plannerTool = createPlannerTool({ planner });
    const outcome = JSON.parse(await plannerTool.invoke({ goal: "book a table for two at an Italian restaurant" })) as PlannerOutcome;
    expect(outcome.status).toBe("clarification-needed");
    expect(outcome.question!.text).toMatch(/^No tool fits "book a table for two at an Italian restaurant"/);
    expect(outcome.question!.options).toEqual(["ask", "drop"]);
    expect(outcome.plan).toBeUndefined();
  });
});

describe("planGoal", () => {
  it("returns other planner errors as not-planned with code, message and hint; rethrows errors without a code", async () => {
    const refusing = { plan: async () => Promise.reject(new ConfigurationError("no tools configured", { hint: "Pass tools." })) };
    const outcome = await planGoal("anything", { planner: refusing });
    expect(outcome).toEqual({
      goal: "anything",
      status: "not-planned",
      error: { code: "configuration-invalid", message: "no tools configured", hint: "Pass tools." },
    });
    const broken = { plan: async () => Promise.reject(new RangeError("bug")) };
    await expect(planGoal("anything", { planner: broken })).rejects.toThrow(RangeError);
  });

  it("does not run a plan that failed verification", async () => {
    const { plan } = await planner.plan(GOAL);
    const failing = {
      plan: async () => ({
        plan,
        report: { ok: false, issues: [{ code: "unknown-tool" as const, severity: "error" as const, message: "no such tool" }], removedSteps: [], coverage: {} },
      }),
    };
    let runs = 0;
    const counting = {
      run: async (...args: Parameters<typeof executor.run>) => {
        runs++;
        return executor.run(...args);
      },
    };
    const outcome = await planGoal(GOAL, { planner: failing, executor: counting, run: true });
    expect(outcome.status).toBe("not-planned");
    expect(outcome.error!.code).toBe("plan-invalid");
    expect(outcome.report!.issues).toEqual([{ code: "unknown-tool", severity: "error", message: "no such tool" }]);
    expect(runs).toBe(0);
  });
});

describe("createPlannerNode in a LangGraph StateGraph", () => {
  it("reads state.goal, plans and runs, and writes the outcome to state.planner", async () => {
    const State = Annotation.Root({ goal: Annotation<string>(), planner: Annotation<PlannerOutcome>() });
    const graph = new StateGraph(State)
      .addNode("plan", createPlannerNode<typeof State.State>({ planner, executor }))
      .addEdge(START, "plan")
      .addEdge("plan", END)
      .compile();
    const final = await graph.invoke({ goal: GOAL });
    expect(final.planner.status).toBe("succeeded");
    expect(Object.values(final.planner.run!.outputs)[0]!.value).toEqual(TOP);
  });

  it("takes the goal from the last message and writes an answer message with a custom update", async () => {
    const node = createPlannerNode<typeof MessagesAnnotation.State>({
      planner,
      run: false,
      update: (outcome) => ({ messages: [new AIMessage(`Plan: ${outcome.plan!.steps.map((step) => step.tool).join(" → ")}`)] }),
    });
    const graph = new StateGraph(MessagesAnnotation).addNode("plan", node).addEdge(START, "plan").addEdge("plan", END).compile();
    const final = await graph.invoke({ messages: [new HumanMessage("read notes.txt and read todo.txt")] });
    expect(final.messages.at(-1)!.content).toBe("Plan: read_text_file → read_text_file");
  });

  it("refuses a state without a goal", async () => {
    await expect(createPlannerNode({ planner })({})).rejects.toThrow(/the state has no goal/);
  });
});

describe("the planner tool inside a LangGraph agent", () => {
  it("an agent turn calls plan_goal, LangGraph's ToolNode runs it, and the next turn sees the result", async () => {
    const plannerTool = createPlannerTool({ planner, executor });
    const seen: BaseMessage[][] = [];
    // The agent's turns are scripted (LangChain's fake chat models replay text, not tool calls): a tool call, then the answer.
    const turns = [
      new AIMessage({ content: "", tool_calls: [{ id: "call-1", name: "plan_goal", args: { goal: GOAL, run: true } }] }),
      new AIMessage("The two most frequent words are 'a' and 'rose'."),
    ];
    const agent = new StateGraph(MessagesAnnotation)
      .addNode("agent", async (state) => {
        seen.push(state.messages);
        return { messages: [turns.shift()!] };
      })
      .addNode("tools", new ToolNode([plannerTool]))
      .addEdge(START, "agent")
      .addConditionalEdges("agent", toolsCondition, ["tools", END])
      .addEdge("tools", "agent")
      .compile();
    const final = await agent.invoke({ messages: [new HumanMessage("Which words are most frequent in 'a rose is a rose is a rose'?")] });

    const toolMessage = final.messages.find((message) => message instanceof ToolMessage) as ToolMessage;
    expect(toolMessage.name).toBe("plan_goal");
    const outcome = JSON.parse(String(toolMessage.content)) as PlannerOutcome;
    expect(outcome.status).toBe("succeeded");
    expect(Object.values(outcome.run!.outputs)[0]!.value).toEqual(TOP);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.at(-1)).toBe(toolMessage);
    expect(final.messages.at(-1)!.content).toBe("The two most frequent words are 'a' and 'rose'.");
  });
});
