// scripts/setup/system.mjs decides what `npm test` installs; when it may not install, it must say in
// one line what is missing and how to install it, and never go on silently.
import { describe, expect, it } from "vitest";

// A root script (plain .mjs, Node built-ins only: it runs before any install), loaded by path.
const script = new URL("../../../scripts/setup/system.mjs", import.meta.url).href;
const { SYSTEM_REQUIREMENTS, ensureSystemPackages } = (await import(script)) as { SYSTEM_REQUIREMENTS: unknown; ensureSystemPackages: unknown };

type Requirement = { apt: string; why: string; present: () => boolean };
type Outcome = { ok: true; installed: string[] } | { ok: false; message: string };
const ensure = ensureSystemPackages as (requirements: Requirement[], options: object) => Outcome;
const quiet = { log: () => undefined };

describe("npm test's system packages", () => {
  it("lists what the suites use: Chromium, Redis, faiss and OpenBLAS, and the native build tools", () => {
    expect((SYSTEM_REQUIREMENTS as Requirement[]).map((requirement) => requirement.apt)).toEqual([
      "chromium",
      "redis-server",
      "postgresql",
      "libfaiss-dev",
      "libopenblas-dev",
      "g++",
      "make",
      "python3",
    ]);
  });

  it("does nothing when everything is present", () => {
    expect(ensure([{ apt: "redis-server", why: "x", present: () => true }], { ...quiet, privilege: () => undefined })).toEqual({ ok: true, installed: [] });
  });

  it("without root or sudo, fails with one line naming the missing packages and the command that installs them", () => {
    const outcome = ensure(
      [
        { apt: "redis-server", why: "store-redis tests", present: () => false },
        { apt: "chromium", why: "report check", present: () => false },
        { apt: "make", why: "builds", present: () => true },
      ],
      { ...quiet, hasApt: () => true, privilege: () => undefined },
    );
    expect(outcome.ok).toBe(false);
    const message = (outcome as { message: string }).message;
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain("npm test needs redis-server, chromium");
    expect(message).toContain("sudo apt-get install -y --no-install-recommends redis-server chromium");
    expect(message).not.toContain("make");
  });

  it("without apt-get, fails with one line that says so", () => {
    const outcome = ensure([{ apt: "libfaiss-dev", why: "faiss-node", present: () => false }], { ...quiet, hasApt: () => false, privilege: () => [] });
    expect(outcome.ok).toBe(false);
    expect((outcome as { message: string }).message).toMatch(
      /^npm test needs libfaiss-dev \(faiss-node\), and this machine has no apt-get to install them: [^\n]+$/,
    );
  });
});
