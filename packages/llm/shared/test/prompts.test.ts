import { LLM_CONTRACT_SCHEMAS } from "@modular-planner/core";
import { findStrictnessViolations, toStrictJsonSchema } from "@modular-planner/kit";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createPromptBuilder, PROMPT_CONTRACTS, type PromptName, type PromptVariables } from "../src/index.js";

const samples: { [N in PromptName]: PromptVariables[N] } = {
  intent: { question: "Q-intent", session_summary: "none", columns: "date, revenue", capabilities: "load, chart", intents: "trend, compare" },
  requirements: { question: "Q-req", columns: "date, revenue", allowed_labels: "analysis: trend" },
  "decompose-intent-first": { goal: "G-first", requirements: "{}" },
  "decompose-grounded": { goal: "G-grounded", requirements: "{}", tools: "load_csv" },
  "adapt-plan": { goal: "G-adapt", requirements: "{}", skeleton: "load -> chart", tools: "load_csv", examples: "none", errors: "none" },
  "judge-plan": { goal: "G-judge", requirements: "{}", plan: "load -> chart" },
  "extract-values": { request: "R-values", tool: "search_flights", parameters: "- from (string, required)", steps: "none", today: "2025-01-13 (Monday)" },
  "read-data-question": { question: "Q-read", table: "orders (120 rows)", columns: "- region (string): values: North, South", draft: "{}" },
};

describe("PromptBuilder over the shipped prompts", () => {
  const builder = createPromptBuilder();

  it("ships every prompt with its contract", () => {
    expect([...builder.templates.keys()].sort()).toEqual(Object.keys(PROMPT_CONTRACTS).sort());
    for (const [name, contract] of Object.entries(PROMPT_CONTRACTS)) expect(builder.templates.get(name)?.contract).toBe(contract);
  });

  for (const name of Object.keys(samples) as PromptName[]) {
    it(`renders ${name}, short, and its contract exports as strict JSON Schema`, () => {
      const rendered = builder.render(name, samples[name] as never);
      expect(rendered.messages.map((message) => message.role)).toEqual(["system", "user"]);
      const text = rendered.messages.map((message) => message.content).join("\n");
      expect(text).not.toMatch(/\{\{/);
      for (const value of Object.values(samples[name])) expect(text).toContain(value);
      expect(text.length).toBeLessThan(1_200);
      expect(rendered.schema).toBe(LLM_CONTRACT_SCHEMAS[rendered.contract]);
      expect(rendered.schemaName).toBe(PROMPT_CONTRACTS[name]);
      expect(findStrictnessViolations(toStrictJsonSchema(rendered.schema, { name: rendered.contract }))).toEqual([]);
      expect(rendered.jsonSchema.additionalProperties).toBe(false);
    });
  }

  it("fills an optional variable with its default or the given value", () => {
    const plain = builder.render("requirements", samples.requirements);
    expect(plain.messages[1]!.content.endsWith("Question: Q-req")).toBe(true);
    const retry = builder.render("requirements", { ...samples.requirements, previous_errors: "Fix: metrics.0.column unknown" });
    expect(retry.messages[1]!.content).toContain("Fix: metrics.0.column unknown");
  });

  it("rejects a missing required variable, naming the prompt and the variable", () => {
    const { question: _question, ...rest } = samples.requirements;
    expect(() => builder.render("requirements", rest as never)).toThrow('Prompt "requirements": missing required variable "question".');
  });

  it("rejects an unknown variable, naming the prompt and the variable", () => {
    expect(() => builder.render("judge-plan", { ...samples["judge-plan"], tone: "friendly" } as never)).toThrow(
      'Prompt "judge-plan": unknown variable "tone" (declared: goal, requirements, plan).',
    );
  });

  it("read-data-question asks for a measure's unit when the question changes it, and its contract requires the field", () => {
    const rendered = builder.render("read-data-question", samples["read-data-question"]);
    expect(rendered.messages[0]!.content).toMatch(/A measure's unit is the unit the question asks it in .*"hours".*; else null\./);
    const measures = (rendered.jsonSchema.properties as Record<string, { items: { properties: object; required: string[] } }>).measures!;
    expect(measures.items.properties).toHaveProperty("unit");
    expect(measures.items.required).toContain("unit");
  });

  it("rejects an unknown prompt name", () => {
    expect(() => builder.render("nope", {})).toThrow(/Unknown prompt "nope"/);
  });
});

describe("prompt files", () => {
  const write = (name: string, text: string) => {
    const directory = mkdtempSync(join(tmpdir(), "prompts-"));
    writeFileSync(join(directory, name), text);
    return directory;
  };

  it("loads a custom directory", () => {
    const directory = write(
      "hello.md",
      "---\nname: hello\ncontract: plan_judgement\nvariables: [plan]\noptional:\n  note: none\n---\n# system\nJudge.\n# user\n{{plan}} ({{note}})\n",
    );
    const rendered = createPromptBuilder({ directory }).render("hello", { plan: "P" });
    expect(rendered.messages).toEqual([
      { role: "system", content: "Judge." },
      { role: "user", content: "P (none)" },
    ]);
  });

  it("rejects a contract that is not an LLM contract", () => {
    const directory = write("x.md", "---\nname: x\ncontract: plan\nvariables: []\n---\n# system\nA\n# user\nB\n");
    expect(() => createPromptBuilder({ directory })).toThrow(/contract must be one of requirement_set, sub_intents/);
  });

  it("rejects an undeclared placeholder", () => {
    const directory = write("x.md", "---\nname: x\ncontract: plan_judgement\nvariables: []\n---\n# system\nA\n# user\n{{plan}}\n");
    expect(() => createPromptBuilder({ directory })).toThrow(/placeholder \{\{plan\}\} is not declared/);
  });

  it("rejects a body without system and user sections", () => {
    const directory = write("x.md", "---\nname: x\ncontract: plan_judgement\n---\nJust text\n");
    expect(() => createPromptBuilder({ directory })).toThrow(/"# system" line then a "# user" line/);
  });
});
