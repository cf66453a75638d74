import { mkdir, mkdtemp, symlink } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  allowedHostsFor,
  checkRequest,
  HttpError,
  isLoopbackHost,
  resolveDataRoots,
  resolveRequestData,
  serveToken,
  TOKEN_ENV,
} from "../src/serve-security.js";

const request = (headers: Record<string, string>, method = "POST") => ({ headers, method }) as unknown as IncomingMessage;
const statusOf = (run: () => unknown) => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as HttpError).status;
  }
};

describe("serveToken", () => {
  it("generates a token off loopback once, then reuses the saved one; none on loopback", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "mp-token-"));
    expect(await serveToken("127.0.0.1", cwd, {})).toMatchObject({ source: "none" });
    const first = await serveToken("0.0.0.0", cwd, {});
    expect(first.source).toBe("generated");
    const second = await serveToken("0.0.0.0", cwd, {});
    expect(second).toMatchObject({ source: "file", token: first.token });
    expect(await serveToken("127.0.0.1", cwd, { [TOKEN_ENV]: "x".repeat(20) })).toMatchObject({ source: "environment", token: "x".repeat(20) });
    await expect(serveToken("0.0.0.0", cwd, { [TOKEN_ENV]: "short" })).rejects.toThrow(`${TOKEN_ENV} is 5 characters long; a token needs at least 16`);
  });
});

describe("checkRequest", () => {
  const security = { allowedHosts: allowedHostsFor("::1", ["planner.internal"]), corsOrigins: new Set(["https://app.example"]), dataRoots: [] };

  it("accepts loopback names, the bound address and configured names, with any port", () => {
    for (const host of ["localhost:8787", "127.0.0.1", "[::1]:8787", "PLANNER.internal:80"])
      expect(
        statusOf(() => checkRequest(request({ host }), security)),
        host,
      ).toBe(200);
    for (const host of ["attacker.example", "127.0.0.1.attacker.example:8787", "[::2]:8787", ""])
      expect(
        statusOf(() => checkRequest(request({ host }), security)),
        host,
      ).toBe(403);
    expect(isLoopbackHost("127.0.0.2")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
  });

  it("checks Origin against the Host and the CORS list; a malformed origin is 403", () => {
    expect(checkRequest(request({ host: "localhost:1", origin: "https://app.example" }), security)).toEqual({
      "access-control-allow-origin": "https://app.example",
      vary: "Origin",
    });
    expect(statusOf(() => checkRequest(request({ host: "localhost:1", origin: "http://localhost:1" }), security))).toBe(200);
    expect(statusOf(() => checkRequest(request({ host: "localhost:1", origin: "http://localhost:2" }), security))).toBe(403);
    expect(statusOf(() => checkRequest(request({ host: "localhost:1", origin: "null" }), security))).toBe(403);
  });

  it("with a token: 401 unless it is sent as a bearer token; a CORS preflight needs none", () => {
    const withToken = { ...security, token: "t".repeat(32) };
    expect(statusOf(() => checkRequest(request({ host: "localhost" }), withToken))).toBe(401);
    expect(statusOf(() => checkRequest(request({ host: "localhost", authorization: `Bearer ${"t".repeat(31)}` }), withToken))).toBe(401);
    expect(statusOf(() => checkRequest(request({ host: "localhost", authorization: `bearer ${"t".repeat(32)}` }), withToken))).toBe(200);
    expect(statusOf(() => checkRequest(request({ host: "localhost", origin: "https://app.example" }, "OPTIONS"), withToken))).toBe(200);
    // A route open without the token (/health, /openapi.json) still checks Host and Origin.
    expect(statusOf(() => checkRequest(request({ host: "localhost" }), withToken, true))).toBe(200);
    expect(statusOf(() => checkRequest(request({ host: "attacker.example" }), withToken, true))).toBe(403);
    expect(statusOf(() => checkRequest(request({ host: "localhost", origin: "http://attacker.example" }), withToken, true))).toBe(403);
  });
});

describe("resolveRequestData", () => {
  it("follows symlinks of the file and of its folders, also for paths that do not exist", async () => {
    const root = await mkdtemp(join(tmpdir(), "mp-root-"));
    const outside = await mkdtemp(join(tmpdir(), "mp-out-"));
    await mkdir(join(root, "in"));
    await symlink(outside, join(root, "out"));
    const [real] = resolveDataRoots([root]);
    expect(resolveRequestData("in/new/file.csv", [real!], root)).toBe(join(real!, "in", "new", "file.csv"));
    expect(statusOf(() => resolveRequestData("out/missing/deeper.csv", [real!], root))).toBe(403);
    expect(statusOf(() => resolveRequestData(`${root}/../x.csv`, [real!], root))).toBe(403);
    expect(() => resolveDataRoots(["no-such-folder"], root)).toThrow("Data root not found: no-such-folder");
  });
});
