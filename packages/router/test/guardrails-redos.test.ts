import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { GUARDRAIL_PATTERNS, scanText } from "../src/guardrails.js";
import { PERCENT, PLACEHOLDERS } from "../src/validate.js";

/**
 * recheck decides from the pattern alone (automaton analysis, or a seeded fuzzer for look-arounds)
 * whether matching can take more than linear time; no wall-clock measurement is involved.
 */
const check = (re: RegExp) => checkSync(re.source, re.flags, { timeout: null, randomSeed: 20261124 });

const patterns: [string, RegExp][] = [
  ...GUARDRAIL_PATTERNS.map((p): [string, RegExp] => [`guardrail ${p.kind}`, p.re]),
  ...PLACEHOLDERS.map(([re, what]): [string, RegExp] => [`placeholder ${what}`, re]),
  ["percentage", PERCENT],
];

describe("every scanner pattern is linear in the input (recheck)", () => {
  it.each(patterns)(
    "%s is safe",
    (_name, re) => {
      const result = check(re);
      expect(result.status, `${re}: ${result.status === "vulnerable" ? result.complexity.summary : ""}`).toBe("safe");
    },
    120_000,
  );

  it("the checker flags the e-mail pattern as it was (quadratic: 5.6 s on a 63 KB question)", () => {
    const result = check(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g);
    expect(result.status).toBe("vulnerable");
    expect(result.status === "vulnerable" && result.complexity.type).toBe("polynomial");
  }, 120_000);
});

describe("the linear patterns find what the old ones found", () => {
  it("an e-mail address inside a long run of address characters is found once, at its start", () => {
    const findings = scanText(`write to ${"a".repeat(50)}.b@example.com please`);
    expect(findings.map((f) => [f.kind, f.index])).toEqual([["email", 9]]);
  });

  it("DELETE/UPDATE without WHERE are found per statement, with or without semicolons", () => {
    expect(scanText("DELETE FROM a WHERE x = 1; DELETE FROM b").map((f) => f.excerpt)).toEqual(["DELETE FROM b"]);
    expect(scanText("DELETE FROM a WHERE x = 1 DELETE FROM b").map((f) => f.excerpt)).toEqual(["DELETE FROM b"]);
    expect(scanText("UPDATE t SET a = 1 WHERE id = 2")).toEqual([]);
    expect(scanText("UPDATE t SET a = 1").map((f) => f.kind)).toEqual(["update_without_where"]);
  });

  it("keys and tokens are found at the start of their run", () => {
    const key = `sk-${"A1b2".repeat(6)}`;
    expect(scanText(`key ${key} end`).map((f) => [f.kind, f.index])).toEqual([["openai_key", 4]]);
    expect(scanText("token xoxb-1234567890-abcdef").map((f) => f.kind)).toContain("slack_token");
    expect(scanText("jwt eyJhbGciOiJIUzI1.eyJzdWIiOiIx.SflKxwRJSMeKKF2Q").map((f) => f.kind)).toEqual(["jwt"]);
  });
});
