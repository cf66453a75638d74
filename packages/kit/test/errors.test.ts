import { describe, expect, it } from "vitest";
import { ConfigurationError, LlmNotConfiguredError, ModularPlannerError } from "@modular-planner/core";
import { formatError } from "../src/index.js";

describe("typed errors", () => {
  it("a configuration error names the setting and says what to do", () => {
    const error = new ConfigurationError('strategies.decomposer must be pattern or hybrid, got "magic"', {
      setting: "strategies.decomposer",
      hint: 'Set strategies.decomposer to "pattern".',
    });
    expect(error).toBeInstanceOf(ModularPlannerError);
    expect(error.code).toBe("configuration-invalid");
    expect(error.setting).toBe("strategies.decomposer");
    expect(formatError(error)).toBe(
      'ConfigurationError: strategies.decomposer must be pattern or hybrid, got "magic"\nHint: Set strategies.decomposer to "pattern".',
    );
  });

  it("an LLM strategy without an LLM says how to configure one", () => {
    const error = new LlmNotConfiguredError("the grounded decomposer");
    expect(error.code).toBe("llm-not-configured");
    expect(formatError(error)).toMatch(/^LlmNotConfiguredError: the grounded decomposer needs an LLM, and none is configured\nHint: Add an `llm` section/);
  });
});
