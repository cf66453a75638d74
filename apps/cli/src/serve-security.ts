import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import { ConfigurationError, ModularPlannerError } from "@modular-planner/core";
import type { ApiErrorCode } from "./serve-api.js";

/** The variable `serve` reads its bearer token from. */
export const TOKEN_ENV = "MODULAR_PLANNER_TOKEN";
/** Where a generated token is kept (relative to the working folder), so it survives restarts. */
export const TOKEN_FILE = ".modular-planner/serve-token";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** True for names and addresses that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return LOOPBACK_NAMES.has(name) || /^127(?:\.\d{1,3}){3}$/.test(name) || name.endsWith(".localhost");
}

/** The hostname of a Host header or an origin's host (`name`, `name:port`, `[v6]:port`), lower-cased. */
function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  const colon = value.lastIndexOf(":");
  return colon >= 0 && value.indexOf(":") === colon ? value.slice(0, colon) : value;
}

export interface ServeSecurity {
  /** The bearer token every request must carry; undefined on loopback without one configured. */
  token?: string;
  /** Host names the Host header (and a same-origin Origin) may name. */
  allowedHosts: Set<string>;
  /** Origins allowed to call from a browser (CORS). */
  corsOrigins: Set<string>;
  /** Real paths of the folders request data must be in. */
  dataRoots: string[];
}

/**
 * The token `serve` requires: `MODULAR_PLANNER_TOKEN`, else (off loopback) the one saved in
 * `.modular-planner/serve-token`, generated on the first start. `generated` says it was just made.
 */
export async function serveToken(
  host: string,
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ token?: string; source: "environment" | "file" | "generated" | "none"; file: string }> {
  const file = resolve(cwd, TOKEN_FILE);
  const fromEnv = env[TOKEN_ENV]?.trim();
  if (fromEnv) {
    if (fromEnv.length < 16)
      throw new ModularPlannerError("configuration-invalid", `${TOKEN_ENV} is ${fromEnv.length} characters long; a token needs at least 16`, {
        hint: `Use a long random value, e.g. ${TOKEN_ENV}=$(openssl rand -hex 32).`,
      });
    return { token: fromEnv, source: "environment", file };
  }
  if (isLoopbackHost(host)) return { source: "none", file };
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 16) return { token: saved, source: "file", file };
  }
  const token = randomBytes(32).toString("hex");
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { token, source: "generated", file };
}

/** Real paths of the data roots: the working folder when none is configured. A missing root is a configuration error. */
export function resolveDataRoots(roots: string[], cwd = process.cwd()): string[] {
  return (roots.length > 0 ? roots : [cwd]).map((root) => {
    try {
      return realpathSync(resolve(cwd, root));
    } catch {
      throw new ModularPlannerError("configuration-invalid", `Data root not found: ${root}`, {
        hint: "Give an existing folder with --data-root or serve.dataRoots.",
      });
    }
  });
}

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
};

/** The real path of `path`, or of its nearest existing ancestor joined with the rest when it does not exist. */
function realOrNearest(path: string): string {
  let current = path;
  const rest: string[] = [];
  for (;;) {
    try {
      return resolve(realpathSync(current), ...rest.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return path;
      rest.push(relative(parent, current));
      current = parent;
    }
  }
}

/** The API error code of a status when the error names none. */
const CODE_OF_STATUS: Record<number, ApiErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "body_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  499: "client_closed",
  503: "timeout",
};

/** An error the API answers with `status`, a stable `code` (`API_ERROR_CODES`) and, when it has one, a `hint`. */
export class HttpError extends Error {
  readonly code: ApiErrorCode;
  readonly hint: string | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    options: { code?: ApiErrorCode; hint?: string } = {},
  ) {
    super(message);
    this.code = options.code ?? CODE_OF_STATUS[status] ?? "internal";
    this.hint = options.hint;
  }
}

/**
 * The file a request's `data` names, as a real path inside a data root. Anything else, existing or
 * not, symlinked out or `../`, is the same 403, so the answer never tells whether a path exists.
 */
export function resolveRequestData(data: string, roots: string[], cwd = process.cwd()): string {
  const real = realOrNearest(resolve(cwd, data));
  if (!roots.some((root) => inside(root, real))) {
    throw new HttpError(
      403,
      "The data path is outside the data roots of this server; give a file under a data root (serve --data-root <dir>, or serve.dataRoots in the config)",
      {},
      { code: "forbidden_path" },
    );
  }
  return real;
}

const tokenMatches = (expected: string, header: string | undefined) => {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/**
 * Host and Origin first (a page elsewhere, or a DNS-rebound name, gets 403 before anything runs),
 * then the token (401), unless `open` (a route answered without it: /health, /openapi.json).
 * Returns the CORS headers to add when the Origin is an allowed one.
 */
export function checkRequest(request: IncomingMessage, security: ServeSecurity, open = false): Record<string, string> {
  const host = request.headers.host;
  if (!host || !security.allowedHosts.has(hostnameOf(host))) {
    throw new HttpError(
      403,
      `Host "${host ?? ""}" is not served here; call the API by a loopback name or the --host address (add others with serve.allowedHosts)`,
      {},
      { code: "forbidden_host" },
    );
  }
  const origin = request.headers.origin;
  let cors: Record<string, string> = {};
  if (origin !== undefined) {
    if (security.corsOrigins.has(origin)) cors = { "access-control-allow-origin": origin, vary: "Origin" };
    else {
      let sameHost = false;
      try {
        sameHost = new URL(origin).host.toLowerCase() === host.toLowerCase();
      } catch {
        sameHost = false;
      }
      if (!sameHost)
        throw new HttpError(403, `Origin "${origin}" may not call this API; list it in serve.corsOrigins to allow it`, {}, { code: "forbidden_origin" });
    }
  }
  // A browser's preflight never carries credentials: it is answered from the Origin check alone.
  const preflight = request.method === "OPTIONS" && cors["access-control-allow-origin"] !== undefined;
  if (security.token !== undefined && !preflight && !open && !tokenMatches(security.token, request.headers.authorization)) {
    throw new HttpError(401, `Missing or wrong token: send Authorization: Bearer <token> (${TOKEN_ENV}, or the token serve printed on its first start)`, {
      "www-authenticate": "Bearer",
      ...cors,
    });
  }
  return cors;
}

/** Only `application/json` bodies (a form or text/plain body is what a cross-site page can send without asking). */
export function assertJsonBody(request: IncomingMessage): void {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new HttpError(415, `Content-Type must be application/json (got "${type || "none"}")`);
}

/** The host names a server bound to `host` answers to. */
export function allowedHostsFor(host: string, extra: string[]): Set<string> {
  const names = new Set([...LOOPBACK_NAMES, ...extra.map((name) => hostnameOf(name))]);
  if (!["0.0.0.0", "::", "[::]"].includes(host)) names.add(hostnameOf(host.includes(":") && !host.startsWith("[") ? `[${host}]` : host));
  return names;
}

/** A listener's start-up error as a person reads it: a port in use or not allowed, or an address this machine does not have. */
export function listenError(error: NodeJS.ErrnoException, host: string, port: string): Error {
  if (error.code === "EADDRINUSE")
    return new ConfigurationError(`Port ${port} on ${host} is already in use`, {
      setting: "--port",
      hint: "Stop the other server, or pick another port with --port (0 picks a free one).",
      cause: error,
    });
  if (error.code === "EACCES")
    return new ConfigurationError(`Not allowed to listen on port ${port} of ${host}`, {
      setting: "--port",
      hint: "Ports below 1024 need privileges: pick another port with --port.",
      cause: error,
    });
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND")
    return new ConfigurationError(`Cannot listen on ${host}: no such address on this machine`, {
      setting: "--host",
      hint: "Use --host 127.0.0.1 (the default), or an address of this machine.",
      cause: error,
    });
  return error;
}

/** The start-up lines every listener (`serve`, `mcp --http`) prints about who may call it, in order: data roots, exposure (stderr), token. */
export function accessLines(host: string, dataRoots: readonly string[], token: Awaited<ReturnType<typeof serveToken>>): ["out" | "err", string][] {
  const lines: ["out" | "err", string][] = [["out", `Data roots: ${dataRoots.join(", ")}`]];
  if (!isLoopbackHost(host)) lines.push(["err", `Warning: ${host} is reachable from other machines; every request needs Authorization: Bearer <token>.`]);
  if (token.source === "generated") lines.push(["out", `Token: ${token.token} (generated; saved in ${token.file}; send Authorization: Bearer <token>)`]);
  else if (token.source === "file") lines.push(["out", `Token: the one in ${token.file} (send Authorization: Bearer <token>)`]);
  else if (token.source === "environment") lines.push(["out", `Token: from ${TOKEN_ENV} (send Authorization: Bearer <token>)`]);
  else lines.push(["out", `Token: none (loopback only; set ${TOKEN_ENV} to require one)`]);
  return lines;
}
