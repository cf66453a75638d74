import { RegistryError } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { buildRegistry, checkRegistry, type RegistrySource } from "../src/index.js";
import { REQUIREMENT_LABELS } from "@modular-planner/core";

// A minimal valid registry; each test breaks one thing and asserts the exact message.
const capabilities = (extra = "", requirementsOverride?: string) => `version: "1"
capabilities:
  - name: plot_trend
    description: Line chart
  - name: aggregate_time
    description: Bucket by time
${extra}requirements:
${requirementsOverride ?? REQUIREMENT_LABELS.map((label) => `  ${label}:\n    anyOf: [plot_trend]`).join("\n")}
`;
const tools = `tools:
  - name: plot_line
    description: Line chart
    capabilities: [plot_trend]
    params:
      type: object
      properties:
        x: { type: string }
      required: [x]
    outputs: [chart]
    effects: [output]
`;
const template = `id: time_series
intent: time_series
description: Over time
tools: [plot_line]
steps:
  - id: plot
    tool: plot_line
    satisfies: [outputs:chart]
`;

function sources(overrides: Partial<Record<"capabilities" | "tools" | "template", string>> & { more?: RegistrySource[] } = {}): RegistrySource[] {
  return [
    { file: "registry/capabilities.yaml", content: overrides.capabilities ?? capabilities() },
    { file: "registry/tools/plot.yaml", content: overrides.tools ?? tools },
    { file: "registry/templates/time_series.yaml", content: overrides.template ?? template },
    ...(overrides.more ?? []),
  ];
}

function firstError(input: RegistrySource[]): string {
  const { errors } = checkRegistry(input);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors[0]).toBeInstanceOf(RegistryError);
  return errors[0]!.message;
}

describe("registry validation errors", () => {
  it("accepts the valid baseline", () => {
    expect(buildRegistry(sources()).tools.map((tool) => tool.name)).toEqual(["plot_line"]);
  });

  it("1. a wrong type names file, line, tool and path", () => {
    expect(firstError(sources({ tools: tools.replace("x: { type: string }", "x: { type: string, description: 42 }") }))).toBe(
      'registry/tools/plot.yaml:8 tool "plot_line" params.properties.x.description: expected string, received number',
    );
  });

  it("2. YAML syntax errors give the line", () => {
    expect(firstError(sources({ tools: "tools:\n  - name: plot_line\n    description: [unclosed\n" }))).toMatch(
      /^registry\/tools\/plot\.yaml:\d+: YAML syntax error: /,
    );
  });

  it("3. unknown keys are rejected", () => {
    expect(firstError(sources({ tools: tools.replace("    effects: [output]", "    effects: [output]\n    colour: red") }))).toBe(
      'registry/tools/plot.yaml:2 tool "plot_line": unknown key "colour"',
    );
  });

  it("4. a missing description is reported", () => {
    expect(firstError(sources({ tools: tools.replace("    description: Line chart\n", "") }))).toBe(
      'registry/tools/plot.yaml:2 tool "plot_line" description: is required',
    );
  });

  it("5. duplicate tool names across files", () => {
    const message = firstError(sources({ more: [{ file: "registry/tools/other.yaml", content: tools }] }));
    expect(message).toBe('registry/tools/other.yaml:2 tool "plot_line": duplicate tool name "plot_line" (already defined at registry/tools/plot.yaml:2)');
  });

  it("6. unknown capability labels on a tool", () => {
    expect(firstError(sources({ tools: tools.replace("capabilities: [plot_trend]", "capabilities: [plot_trends]") }))).toBe(
      'registry/tools/plot.yaml:4 tool "plot_line" capabilities.0: unknown capability "plot_trends"',
    );
  });

  it("7. templates naming unknown tools", () => {
    expect(firstError(sources({ template: template.replace("tool: plot_line", "tool: plot_lines") }))).toBe(
      'registry/templates/time_series.yaml:7 steps.0.tool: unknown tool "plot_lines"',
    );
  });

  it("8. a requirement label with no capability", () => {
    const requirements = REQUIREMENT_LABELS.filter((label) => label !== "group_by")
      .map((label) => `  ${label}:\n    anyOf: [plot_trend]`)
      .join("\n");
    expect(firstError(sources({ capabilities: capabilities("", requirements) }))).toBe(
      'registry/capabilities.yaml:8 requirements: requirement label "group_by" has no capability',
    );
  });

  it("9. the map naming an unknown capability", () => {
    const requirements = REQUIREMENT_LABELS.map((label) => `  ${label}:\n    anyOf: [${label === "time" ? "parse_time" : "plot_trend"}]`).join("\n");
    expect(firstError(sources({ capabilities: capabilities("", requirements) }))).toBe(
      'registry/capabilities.yaml:13 requirements.time.anyOf.0: unknown capability "parse_time"',
    );
  });

  it("10. duplicate capabilities", () => {
    expect(firstError(sources({ capabilities: capabilities("  - name: plot_trend\n    description: again\n") }))).toBe(
      'registry/capabilities.yaml:7 capabilities.2.name: duplicate capability "plot_trend" (first at line 3)',
    );
  });

  it("11. an effect outside the closed set", () => {
    expect(firstError(sources({ tools: tools.replace("effects: [output]", "effects: [explode]") }))).toBe(
      'registry/tools/plot.yaml:11 tool "plot_line" effects.0: expected one of "pure"|"read"|"compute"|"output"|"network"|"llm"|"write"|"delete"|"filesystem"|"system"',
    );
  });

  it("12. a template step depending on a later or missing step", () => {
    expect(firstError(sources({ template: template.replace("    satisfies: [outputs:chart]", "    dependsOn: [load]\n    satisfies: [outputs:chart]") }))).toBe(
      'registry/templates/time_series.yaml:6 steps.0: step "plot" depends on "load", which is not an earlier step',
    );
  });

  it("13. a template citing an unknown requirement label", () => {
    expect(firstError(sources({ template: template.replace("[outputs:chart]", "[outputs:video]") }))).toBe(
      'registry/templates/time_series.yaml:8 steps.0.satisfies: unknown requirement label "outputs:video"',
    );
  });

  it("14. a tools file without a tools list", () => {
    expect(firstError(sources({ tools: "- name: plot_line\n" }))).toBe('registry/tools/plot.yaml:1: expected a mapping with a "tools" list');
  });

  it("15. a required parameter that is not declared", () => {
    expect(firstError(sources({ tools: tools.replace("required: [x]", "required: [y]") }))).toBe(
      'registry/tools/plot.yaml:9 tool "plot_line" params.required: required parameter "y" is not declared in properties',
    );
  });

  it("16. a missing capabilities.yaml", () => {
    expect(firstError(sources().slice(1))).toBe("registry/capabilities.yaml: missing: the registry needs exactly one capabilities.yaml");
  });

  it("buildRegistry throws the first error and counts the rest", () => {
    const broken = sources({ tools: tools.replace("capabilities: [plot_trend]", "capabilities: [nope]").replace("effects: [output]", "effects: [boom]") });
    expect(() => buildRegistry(broken)).toThrow(/and \d+ more problem/);
  });
});
