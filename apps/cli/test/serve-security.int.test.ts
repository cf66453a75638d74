import type { ChildProcess } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, stat, symlink, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, startServe } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
const TOKEN_ENV = "MODULAR_PLANNER_TOKEN";
const servers: ChildProcess[] = [];
const folders: string[] = [];

interface Started {
  port: number;
  stdout: string;
  stderr: string;
}

/** Starts the built CLI's `serve` on a free port in `cwd`; resolves once it printed its start-up lines. */
async function serve(cwd: string, args: string[], env: Record<string, string> = {}): Promise<Started> {
  const base: NodeJS.ProcessEnv = { ...process.env, CI: "true", ...env };
  if (!env[TOKEN_ENV]) delete base[TOKEN_ENV];
  const started = await startServe(args, { cwd, env: base });
  servers.push(started.child);
  return started;
}

/** A raw HTTP request (Host, Origin and Content-Type exactly as given). */
function call(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers: { host: `127.0.0.1:${port}`, ...options.headers } }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const json = { "content-type": "application/json" };
const planBody = (data: string, question = "total revenue by region") => JSON.stringify({ question, data });
const errorOf = (text: string) => (JSON.parse(text) as { error: string }).error;
const codeOf = (text: string) => (JSON.parse(text) as { code: string }).code;

let cwd: string;
let outside: string;
let local: Started;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-sec-"));
  outside = await mkdtemp(join(tmpdir(), "mp-outside-"));
  folders.push(cwd, outside);
  await mkdir(join(cwd, "data"));
  await copyFile(sales, join(cwd, "data", "sales.csv"));
  await copyFile(sales, join(outside, "secret.csv"));
  await writeFile(join(outside, "secret.txt"), "top secret\n");
  await symlink(join(outside, "secret.csv"), join(cwd, "data", "link.csv"));
  await symlink(outside, join(cwd, "data", "linked-folder"));
  local = await serve(cwd, ["--data-root", "data"]);
});

afterAll(async () => {
  for (const server of servers) server.kill("SIGTERM");
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe("serve on loopback (no token)", () => {
  it("says at start where data may come from, that no token is set, and that CORS is off", () => {
    expect(local.stdout).toContain(`Data roots: ${join(cwd, "data")}`);
    expect(local.stdout).toContain(`Token: none (loopback only; set ${TOKEN_ENV} to require one)`);
    expect(local.stdout).toContain("CORS: off");
  });

  it("plans a file inside the data root, by relative or absolute path", async () => {
    expect((await call(local.port, "POST", "/plan", { headers: json, body: planBody("data/sales.csv") })).status).toBe(200);
    expect((await call(local.port, "POST", "/plan", { headers: json, body: planBody(join(cwd, "data", "sales.csv")) })).status).toBe(200);
  });

  it("refuses a body that is not JSON with 415 (text/plain is what a cross-site form can send)", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      const response = await call(local.port, "POST", "/runs", { headers: type ? { "content-type": type } : {}, body: planBody("data/sales.csv") });
      expect(response.status, type).toBe(415);
      expect(errorOf(response.text)).toMatch(/^Content-Type must be application\/json/);
      expect(codeOf(response.text)).toBe("unsupported_media_type");
    }
  });

  it("refuses a Host that is not a loopback name (DNS rebinding) with 403", async () => {
    const response = await call(local.port, "POST", "/plan", {
      headers: { ...json, host: `attacker.example:${local.port}` },
      body: planBody("data/sales.csv"),
    });
    expect(response.status).toBe(403);
    expect(errorOf(response.text)).toContain('Host "attacker.example');
    expect(codeOf(response.text)).toBe("forbidden_host");
    expect((await call(local.port, "GET", "/runs/x", { headers: { host: "attacker.example" } })).status).toBe(403);
    expect((await call(local.port, "POST", "/plan", { headers: { ...json, host: `localhost:${local.port}` }, body: planBody("data/sales.csv") })).status).toBe(
      200,
    );
  });

  it("refuses another Origin with 403 and sends no CORS headers; the server's own origin is fine", async () => {
    const response = await call(local.port, "POST", "/runs", { headers: { ...json, origin: "http://attacker.example" }, body: planBody("data/sales.csv") });
    expect(response.status).toBe(403);
    expect(errorOf(response.text)).toContain('Origin "http://attacker.example" may not call this API');
    expect(codeOf(response.text)).toBe("forbidden_origin");
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    const preflight = await call(local.port, "OPTIONS", "/runs", { headers: { origin: "http://attacker.example", "access-control-request-method": "POST" } });
    expect(preflight.status).toBe(403);
    const same = await call(local.port, "POST", "/plan", { headers: { ...json, origin: `http://127.0.0.1:${local.port}` }, body: planBody("data/sales.csv") });
    expect(same.status).toBe(200);
  });

  it("a data path outside the roots is the same 403 whether or not the file exists", async () => {
    const answers = [];
    for (const data of [
      "/etc/passwd",
      "/etc/no-such-file.csv",
      join(outside, "secret.csv"),
      join(outside, "missing.csv"),
      "../x.csv",
      "data/../../secret.csv",
      `${outside}/../../etc/shadow`,
    ]) {
      const response = await call(local.port, "POST", "/runs", { headers: json, body: planBody(data) });
      expect(response.status, data).toBe(403);
      answers.push(response.text);
    }
    expect(new Set(answers).size).toBe(1);
    expect(errorOf(answers[0]!)).toBe(
      "The data path is outside the data roots of this server; give a file under a data root (serve --data-root <dir>, or serve.dataRoots in the config)",
    );
  });

  it("a symlink inside a root that points outside it is 403 too (file or folder)", async () => {
    for (const data of ["data/link.csv", "data/linked-folder/secret.csv", "data/linked-folder/secret.txt", "data/linked-folder/missing.csv"]) {
      const response = await call(local.port, "POST", "/plan", { headers: json, body: planBody(data) });
      expect(response.status, data).toBe(403);
      expect(errorOf(response.text)).toMatch(/^The data path is outside the data roots/);
    }
  });

  it("a missing file inside a root is an ordinary 400", async () => {
    const response = await call(local.port, "POST", "/plan", { headers: json, body: planBody("data/missing.csv") });
    expect(response.status).toBe(400);
    expect(errorOf(response.text)).toContain("Data file not found");
  });

  it("a question over limits.maxQuestionChars is 413 before anything scans it", async () => {
    const response = await call(local.port, "POST", "/plan", {
      headers: json,
      body: planBody("data/sales.csv", `total revenue by region ${"a".repeat(4000)}`),
    });
    expect(response.status).toBe(413);
    expect(errorOf(response.text)).toContain("QuestionTooLongError: The question is 4024 characters long; the limit is 4000");
  });
});

describe("serve off loopback", () => {
  let open: Started;
  let token: string;
  beforeAll(async () => {
    const folder = await mkdtemp(join(tmpdir(), "mp-serve-open-"));
    folders.push(folder);
    await copyFile(sales, join(folder, "sales.csv"));
    open = await serve(folder, ["--host", "0.0.0.0"]);
    token = /^Token: ([0-9a-f]{64}) \(generated; saved in (.+serve-token);/m.exec(open.stdout)![1]!;
    expect((await stat(join(folder, ".modular-planner", "serve-token"))).mode & 0o777).toBe(0o600);
  });

  it("warns that the address is reachable from elsewhere, and prints the generated token once", () => {
    expect(open.stderr).toContain("Warning: 0.0.0.0 is reachable from other machines; every request needs Authorization: Bearer <token>.");
    expect(token).toHaveLength(64);
  });

  it("a missing or wrong token is 401 with WWW-Authenticate; the right one plans", async () => {
    const missing = await call(open.port, "POST", "/plan", { headers: json, body: planBody("sales.csv") });
    expect(missing.status).toBe(401);
    expect(missing.headers["www-authenticate"]).toBe("Bearer");
    expect(errorOf(missing.text)).toMatch(/^Missing or wrong token: send Authorization: Bearer <token>/);
    expect(codeOf(missing.text)).toBe("unauthorized");
    const wrong = await call(open.port, "POST", "/plan", { headers: { ...json, authorization: `Bearer ${"0".repeat(64)}` }, body: planBody("sales.csv") });
    expect(wrong.status).toBe(401);
    expect((await call(open.port, "GET", "/runs/x", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    const right = await call(open.port, "POST", "/plan", { headers: { ...json, authorization: `Bearer ${token}` }, body: planBody("sales.csv") });
    expect(right.status).toBe(200);
  });
});

describe("serve with a token from the environment and a CORS origin in the config", () => {
  let started: Started;
  const secret = "s3cret-token-from-the-environment";
  beforeAll(async () => {
    const folder = await mkdtemp(join(tmpdir(), "mp-serve-env-"));
    folders.push(folder);
    await copyFile(sales, join(folder, "sales.csv"));
    await writeFile(join(folder, "modular-planner.config.json"), JSON.stringify({ serve: { corsOrigins: ["http://app.example"] } }));
    started = await serve(folder, [], { [TOKEN_ENV]: secret });
  });

  it("requires the token on loopback too", async () => {
    expect(started.stdout).toContain(`Token: from ${TOKEN_ENV}`);
    expect((await call(started.port, "POST", "/plan", { headers: json, body: planBody("sales.csv") })).status).toBe(401);
    expect((await call(started.port, "POST", "/plan", { headers: { ...json, authorization: `Bearer ${secret}` }, body: planBody("sales.csv") })).status).toBe(
      200,
    );
  });

  it("answers a preflight and a call from the configured origin with its CORS headers only", async () => {
    const preflight = await call(started.port, "OPTIONS", "/plan", { headers: { origin: "http://app.example", "access-control-request-method": "POST" } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("http://app.example");
    expect(preflight.headers["access-control-allow-headers"]).toBe("authorization, content-type");
    const call2 = await call(started.port, "POST", "/plan", {
      headers: { ...json, origin: "http://app.example", authorization: `Bearer ${secret}` },
      body: planBody("sales.csv"),
    });
    expect(call2.status).toBe(200);
    expect(call2.headers["access-control-allow-origin"]).toBe("http://app.example");
  });
});

describe("the question length limit in the CLI", () => {
  it("run refuses a question over limits.maxQuestionChars with a typed error (exit 3)", () => {
    const result = cli(["run", `total revenue ${"x".repeat(120_000)}`, "--data", sales], { cwd });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("QuestionTooLongError: The question is 120014 characters long; the limit is 4000");
    expect(result.stderr).toContain("limits.maxQuestionChars");
  });
});
