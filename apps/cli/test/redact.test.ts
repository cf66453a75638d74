import fc from "fast-check";
import { findSecrets } from "@modular-planner/router";
import { describe, expect, it } from "vitest";
import { MAY_HOLD_SECRET, redactorFor } from "../src/redact.js";

const SAMPLES = [
  "sk-proj-abcdefghijklmnop1234",
  "AKIAABCDEFGHIJKLMNOP",
  "ghp_abcdefghijklmnopqrstuvwx1234",
  "xoxb-1234567890-abcdef",
  "Bearer abcdefghijklmnop1234",
  "eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.abcdefghijkl",
  "password: hunter2secret",
  "PWD=hunter22",
  "Secret is swordfish",
  "api key = 12345678",
  "token: abcd",
];

describe("redactorFor", () => {
  it("removes each kind of secret from text and from every string of a JSON value, keeping the rest", async () => {
    for (const secret of SAMPLES) {
      const redactor = await redactorFor(`total revenue by region ${secret}`);
      expect(redactor.active, secret).toBe(true);
      const stored = JSON.stringify(redactor.json({ goal: `total revenue by region ${secret}`, steps: [{ params: { title: secret.toUpperCase() } }], n: 3 }));
      expect(stored).toContain("total revenue by region [redacted");
      expect(stored).toContain('"n":3');
      const value = /(?:[:=]|is)\s*(\S+)$/.exec(secret)?.[1] ?? secret;
      expect(stored.toLowerCase(), secret).not.toContain(value.toLowerCase());
    }
  });

  it("strip removes the secret values and keeps the words around them", async () => {
    const redactor = await redactorFor("net sales by weather, password: hunter2secret and token ghp_abcdefghijklmnopqrstuvwx1234");
    expect(redactor.strip("net sales by weather, password: hunter2secret")).toBe("net sales by weather, password:");
    expect(redactor.strip("weather password HUNTER2SECRET")).toBe("weather password");
    expect(redactor.strip("use ghp_abcdefghijklmnopqrstuvwx1234 now")).toBe("use now");
    expect((await redactorFor("net sales by region")).strip("by region")).toBe("by region");
  });

  it("is inactive (and returns its input as is) for a question without a secret", async () => {
    const redactor = await redactorFor("total revenue by region, top 5 by token count");
    expect(redactor.active).toBe(false);
    const value = { a: ["x"] };
    expect(redactor.json(value)).toBe(value);
  });

  it("the cheap pre-check never misses what the detector finds (property, fixed seed)", () => {
    const fragment = fc.oneof(
      fc.constantFrom(...SAMPLES, " ", ", ", "revenue", "=", ":", " is "),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: "grapheme", maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (parts) => {
        const text = parts.join("");
        if (findSecrets(text).length > 0) expect(MAY_HOLD_SECRET.test(text), text).toBe(true);
      }),
      { seed: 21, numRuns: 500 },
    );
  });
});
