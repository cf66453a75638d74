import { describe, expect, it } from "vitest";
import { decompositionAnswer, decompositionIntent, startScriptedAnthropicServer, startScriptedOpenAIServer } from "./index.js";

/** A response body as parsed JSON; the assertions read it by property path. */
// biome-ignore lint/suspicious/noExplicitAny: the shape of these bodies is what the tests assert, property by property
type JsonBody = any;

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("scripted OpenAI wire server", () => {
  it("replays answers in order with usage, records bodies and headers, and reports an exhausted script as 400", async () => {
    const server = await startScriptedOpenAIServer([
      { kind: "json", value: { a: 1 }, inputTokens: 5, outputTokens: 2 },
      { kind: "status", status: 429, retryAfterSeconds: 2 },
      (request) => ({ kind: "text", text: `echo ${request.body.model}` }),
    ]);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(server.baseURL).toBe(`${server.url}/v1`);
      const first = (await (await post(`${server.baseURL}/chat/completions`, { model: "m1" }, { authorization: "Bearer k" })).json()) as JsonBody;
      expect(first.choices[0].message.content).toBe('{"a":1}');
      expect(first.usage).toEqual({ prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 });
      const limited = await post(`${server.baseURL}/chat/completions`, { model: "m2" });
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("2");
      const third = (await (await post(`${server.baseURL}/chat/completions`, { model: "m3" })).json()) as JsonBody;
      expect(third.choices[0].message.content).toBe("echo m3");
      const exhausted = await post(`${server.baseURL}/chat/completions`, { model: "m4" });
      expect(exhausted.status).toBe(400);
      expect(((await exhausted.json()) as JsonBody).error.message).toMatch(/no scripted answer left/);
      expect(server.requests.map((request) => request.body.model)).toEqual(["m1", "m2", "m3", "m4"]);
      expect(server.requests[0]!.headers.authorization).toBe("Bearer k");
      expect((await post(`${server.url}/nope`, {})).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it("answers embeddings with one normalised vector per input", async () => {
    const server = await startScriptedOpenAIServer(() => ({ kind: "json", value: null, inputTokens: 3 }));
    try {
      const answer = (await (await post(`${server.baseURL}/embeddings`, { model: "e", input: ["a", "bb"] })).json()) as JsonBody;
      expect(answer.data).toHaveLength(2);
      expect(Math.hypot(...answer.data[1].embedding)).toBeCloseTo(1, 6);
    } finally {
      await server.close();
    }
  });

  it("closes promptly while a slow answer is pending", async () => {
    const server = await startScriptedOpenAIServer([{ kind: "json", value: {}, delayMs: 60_000 }]);
    const pending = post(`${server.baseURL}/chat/completions`, {}).catch((error: unknown) => error);
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.close();
    expect(await pending).toBeInstanceOf(Error);
  });
});

describe("scripted Anthropic wire server", () => {
  it("answers an object as a tool_use block for the forced tool, and text as a text block", async () => {
    const server = await startScriptedAnthropicServer([
      { kind: "json", value: { ok: true }, inputTokens: 4, outputTokens: 1 },
      { kind: "text", text: "{oops" },
      { kind: "status", status: 500 },
    ]);
    try {
      const body = { model: "c", tools: [{ name: "answer" }], tool_choice: { type: "tool", name: "answer" } };
      const first = (await (await post(`${server.url}/v1/messages`, body)).json()) as JsonBody;
      expect(first.content).toEqual([{ type: "tool_use", id: expect.any(String), name: "answer", input: { ok: true } }]);
      expect(first.usage).toEqual({ input_tokens: 4, output_tokens: 1 });
      const second = (await (await post(`${server.url}/v1/messages`, body)).json()) as JsonBody;
      expect(second.content).toEqual([{ type: "text", text: "{oops" }]);
      const third = await post(`${server.url}/v1/messages`, body);
      expect(third.status).toBe(500);
      expect(((await third.json()) as JsonBody).error.type).toBe("api_error");
    } finally {
      await server.close();
    }
  });
});

describe("decomposition answers", () => {
  it("builds wire-form intents and an answer with a rationale, confidence and usage (defaults or given)", () => {
    const load = decompositionIntent("load", "load the data");
    expect(load).toEqual({ id: "load", text: "load the data", capability: null, params: [], depends_on: [], ask_user: false });
    expect(decompositionIntent("ask", "ask", { ask_user: true, depends_on: ["load"] })).toMatchObject({ ask_user: true, depends_on: ["load"] });
    expect(decompositionAnswer([load])).toEqual({
      kind: "json",
      value: { intents: [load], confidence: 0.8, rationale: "1 steps" },
      inputTokens: 100,
      outputTokens: 20,
    });
    expect(decompositionAnswer([], { confidence: 0.1, inputTokens: 7, outputTokens: 3 })).toMatchObject({
      value: { confidence: 0.1 },
      inputTokens: 7,
      outputTokens: 3,
    });
  });
});
