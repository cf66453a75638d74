import { LLM_CONTRACT_SCHEMAS } from "@modular-planner/core";
import { toStrictJsonSchema } from "@modular-planner/kit";
import { startScriptedOpenAIServer, type ScriptedWireServer } from "@modular-planner/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { createOpenAILlmClient, type OpenAILlmClientOptions } from "../src/index.js";

const judgement = { overall: "ok", warnings: [] };
const messages = [
  { role: "system" as const, content: "You review plans." },
  { role: "user" as const, content: "Plan: load, chart" },
];
let server: ScriptedWireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function send(options: OpenAILlmClientOptions) {
  server = await startScriptedOpenAIServer([{ kind: "json", value: judgement, inputTokens: 7, outputTokens: 3 }]);
  const client = createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "sk-test", model: "m", ...options });
  const result = await client.generateObject({ schema: LLM_CONTRACT_SCHEMAS.plan_judgement, schemaName: "plan_judgement", messages, step: "judge-plan" });
  expect(result.object).toEqual(judgement);
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
}

const { $schema: _ignored, ...expectedSchema } = toStrictJsonSchema(LLM_CONTRACT_SCHEMAS.plan_judgement);

describe("createOpenAILlmClient requests", () => {
  it("openai-strict sends response_format json_schema with strict: true and closed objects", async () => {
    const request = await send({ mode: "openai-strict" });
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.body.model).toBe("m");
    expect(request.body.temperature).toBe(0);
    expect(request.body.messages).toEqual(messages);
    expect(request.body.response_format.type).toBe("json_schema");
    expect(request.body.response_format.json_schema.name).toBe("plan_judgement");
    expect(request.body.response_format.json_schema.strict).toBe(true);
    const schema = request.body.response_format.json_schema.schema;
    expect(schema).toEqual(expectedSchema);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.warnings.items.additionalProperties).toBe(false);
    expect(schema.required).toEqual(["overall", "warnings"]);
    expect(request.body.guided_json).toBeUndefined();
  });

  it("vllm-guided (newer vLLM) sends structured_outputs: { json: schema } at the top of the body", async () => {
    const request = await send({ mode: "vllm-guided" });
    expect(request.body.structured_outputs).toEqual({ json: expectedSchema });
    expect(request.body.response_format).toBeUndefined();
    expect(request.body.guided_json).toBeUndefined();
  });

  it("vllm-guided with vllmField guided_json (older vLLM) sends guided_json and the xgrammar backend", async () => {
    const request = await send({ mode: "vllm-guided", vllmField: "guided_json" });
    expect(request.body.guided_json).toEqual(expectedSchema);
    expect(request.body.guided_decoding_backend).toBe("xgrammar");
    expect(request.body.structured_outputs).toBeUndefined();
    expect(request.body.response_format).toBeUndefined();
  });

  it("json mode sends response_format json_object and puts the schema into the system prompt", async () => {
    const request = await send({ mode: "json", temperature: 0.3 });
    expect(request.body.response_format).toEqual({ type: "json_object" });
    expect(request.body.temperature).toBe(0.3);
    expect(request.body.messages[0].role).toBe("system");
    expect(request.body.messages[0].content).toContain("You review plans.");
    expect(request.body.messages[0].content).toContain('"additionalProperties":false');
    expect(request.body.messages).toHaveLength(2);
  });

  it("reads OPENAI_API_KEY, OPENAI_BASE_URL and OPENAI_MODEL when options are absent", async () => {
    server = await startScriptedOpenAIServer([{ kind: "json", value: judgement }]);
    const saved = { key: process.env.OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL, model: process.env.OPENAI_MODEL };
    process.env.OPENAI_API_KEY = "sk-env";
    process.env.OPENAI_BASE_URL = server.baseURL;
    process.env.OPENAI_MODEL = "env-model";
    try {
      const client = createOpenAILlmClient();
      expect(client.id).toBe("openai:env-model");
      await client.generateObject({ schema: LLM_CONTRACT_SCHEMAS.plan_judgement, schemaName: "plan_judgement", messages });
      expect(server.requests[0]!.headers.authorization).toBe("Bearer sk-env");
      expect(server.requests[0]!.body.model).toBe("env-model");
    } finally {
      for (const [name, value] of [
        ["OPENAI_API_KEY", saved.key],
        ["OPENAI_BASE_URL", saved.url],
        ["OPENAI_MODEL", saved.model],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe("createOpenAILlmClient connection errors", () => {
  it("retries a refused connection, then fails with llm-request-failed naming the baseURL", async () => {
    const closed = await startScriptedOpenAIServer([]);
    await closed.close();
    const client = createOpenAILlmClient({ baseURL: closed.baseURL, apiKey: "k", model: "m", maxRetries: 2, retry: { baseDelayMs: 1, maxDelayMs: 2 } });
    const error = await client
      .generateObject({ schema: LLM_CONTRACT_SCHEMAS.plan_judgement, schemaName: "plan_judgement", messages, step: "judge-plan" })
      .catch((caught: unknown) => caught);
    expect((error as { code: string }).code).toBe("llm-request-failed");
    expect((error as Error).message).toBe('Step "judge-plan": the LLM request failed after 2 retries: Connection error.');
    expect((error as { hint: string }).hint).toContain(closed.baseURL);
  });
});

describe("openai-strict schema", () => {
  it("drops string-length keywords from the schema sent, and validation still enforces them", async () => {
    server = await startScriptedOpenAIServer([
      {
        kind: "json",
        value: {
          intent: "",
          entities: [],
          confidence: 0.5,
          gating: { satisfied: true, missing: [] },
          action: "plan",
          reasoning_summary: "",
          clarifying_question: null,
        },
      },
      {
        kind: "json",
        value: {
          intent: "trend",
          entities: [],
          confidence: 0.5,
          gating: { satisfied: true, missing: [] },
          action: "plan",
          reasoning_summary: "",
          clarifying_question: null,
        },
      },
    ]);
    const client = createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "k", model: "m" });
    const result = await client.generateObject({
      schema: LLM_CONTRACT_SCHEMAS.intent_classification,
      schemaName: "intent_classification",
      messages,
      step: "intent",
    });
    expect(result.object.intent).toBe("trend");
    expect(result.attempts).toBe(2);
    const sent = server.requests[0]!.body.response_format.json_schema.schema;
    expect(JSON.stringify(sent)).not.toContain("minLength");
    expect(sent.properties.intent).toEqual({ type: "string" });
    expect(JSON.stringify(server.requests[1]!.body)).toContain('\\"path\\":\\"intent\\"');
  });
});
