import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted answer of a wire server. `delayMs` holds the answer back (slow model, timeouts). */
export type WireAnswer =
  | { kind: "json"; value: unknown; inputTokens?: number; outputTokens?: number; delayMs?: number }
  | { kind: "text"; text: string; inputTokens?: number; outputTokens?: number; delayMs?: number }
  | { kind: "status"; status: number; retryAfterSeconds?: number; message?: string; delayMs?: number };

/** A request the wire server received: parsed JSON body and lower-cased headers. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON of any provider's request; scripts and tests read it by property path
  body: any;
}

/** Either a fixed answer or a function answering from the request (e.g. echoing what was asked). */
export type WireScriptEntry = WireAnswer | ((request: RecordedRequest) => WireAnswer | Promise<WireAnswer>);
/** Answers replayed in order, or one function answering every request. */
export type WireScript = readonly WireScriptEntry[] | ((request: RecordedRequest) => WireAnswer | Promise<WireAnswer>);

export interface ScriptedWireServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What to give the SDK as `baseURL` (`<url>/v1` for OpenAI, `<url>` for Anthropic). */
  baseURL: string;
  /** Every request received, in order (including retried ones). */
  requests: RecordedRequest[];
  /** Scripted answers not used yet. */
  readonly remaining: number;
  close(): Promise<void>;
}

export interface WireDialect {
  baseURLSuffix: string;
  routes: Record<string, (answer: Exclude<WireAnswer, { kind: "status" }>, request: RecordedRequest) => unknown>;
  errorBody(status: number, message: string): unknown;
}

export async function startWireServer(script: WireScript, dialect: WireDialect): Promise<ScriptedWireServer> {
  const requests: RecordedRequest[] = [];
  const queue = typeof script === "function" ? [] : [...script];
  const timers = new Set<NodeJS.Timeout>();

  const nextAnswer = async (request: RecordedRequest): Promise<WireAnswer> => {
    if (typeof script === "function") return script(request);
    const entry = queue.shift();
    if (entry === undefined) return { kind: "status", status: 400, message: `scripted wire server: no scripted answer left for request #${requests.length}` };
    return typeof entry === "function" ? entry(request) : entry;
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the raw text
    }
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const request: RecordedRequest = { method: req.method ?? "GET", path, headers: req.headers, body };
    const route = dialect.routes[path];
    if (req.method !== "POST" || !route) {
      send(res, 404, dialect.errorBody(404, `scripted wire server: no route ${req.method} ${path}`));
      return;
    }
    requests.push(request);
    const answer = await nextAnswer(request);
    if (answer.delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, answer.delayMs);
        timers.add(timer);
        res.once("close", () => {
          clearTimeout(timer);
          timers.delete(timer);
          resolve();
        });
      });
    }
    if (answer.kind === "status") {
      const headers: Record<string, string> = answer.retryAfterSeconds === undefined ? {} : { "retry-after": String(answer.retryAfterSeconds) };
      send(res, answer.status, dialect.errorBody(answer.status, answer.message ?? `scripted status ${answer.status}`), headers);
      return;
    }
    send(res, 200, route(answer, request));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, dialect.errorBody(500, `scripted wire server failed: ${String(error)}`)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    baseURL: `${url}${dialect.baseURLSuffix}`,
    requests,
    get remaining() {
      return queue.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function answerText(answer: Exclude<WireAnswer, { kind: "status" }>): string {
  return answer.kind === "json" ? JSON.stringify(answer.value) : answer.text;
}
