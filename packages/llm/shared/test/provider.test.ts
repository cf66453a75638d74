import { afterEach, describe, expect, it, vi } from "vitest";
import { providerRetryPolicy, resolveProviderSettings } from "../src/provider.js";

const openai = { name: "openai", envPrefix: "OPENAI", defaultModel: "gpt-4o-mini", missingKey: "not-needed" };

describe("resolveProviderSettings", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("prefers explicit options, then the environment, then the provider's defaults", () => {
    vi.stubEnv("OPENAI_MODEL", "env-model");
    vi.stubEnv("OPENAI_BASE_URL", "http://env/v1");
    vi.stubEnv("OPENAI_API_KEY", "env-key");
    expect(resolveProviderSettings({}, openai)).toMatchObject({ model: "env-model", baseURL: "http://env/v1", apiKey: "env-key", id: "openai:env-model" });
    expect(resolveProviderSettings({ model: "m", baseURL: "http://x/v1", apiKey: "k", id: "mine" }, openai)).toMatchObject({
      model: "m",
      baseURL: "http://x/v1",
      apiKey: "k",
      id: "mine",
    });
  });

  it("falls back to the provider's default model and a placeholder key", () => {
    vi.stubEnv("OPENAI_MODEL", undefined as unknown as string);
    vi.stubEnv("OPENAI_API_KEY", undefined as unknown as string);
    vi.stubEnv("OPENAI_BASE_URL", undefined as unknown as string);
    const settings = resolveProviderSettings({}, openai);
    expect(settings).toMatchObject({ model: "gpt-4o-mini", apiKey: "not-needed", baseURL: undefined, timeoutMs: 60_000, temperature: 0, maxTokens: 1024 });
  });

  it("builds the retry policy from the shared options", () => {
    const settings = resolveProviderSettings({ timeoutMs: 5_000 }, openai);
    expect(providerRetryPolicy({ maxAttempts: 2, retry: { baseDelayMs: 1 } }, settings, "check the key")).toEqual({
      baseDelayMs: 1,
      timeoutMs: 5_000,
      maxAttempts: 2,
      requestHint: "check the key",
    });
  });
});
