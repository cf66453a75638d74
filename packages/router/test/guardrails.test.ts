import { describe, expect, it } from "vitest";
import { createDeterministicClassifier, createRouter, emptySession, findSecrets, redactSecrets, scanText, validateAnswer } from "../src/index.js";
import { luhnValid } from "../src/guardrails.js";

const kinds = (t: string) => scanText(t).map((f) => `${f.category}/${f.kind}`);

describe("guardrails", () => {
  it("detects PII: emails, phones, Luhn-valid cards, national ids", () => {
    expect(kinds("mail jane.doe@example.com")).toEqual(["pii/email"]);
    expect(kinds("call +44 20 7946 0958 today")).toEqual(["pii/phone"]);
    expect(kinds("card 4111 1111 1111 1111")).toEqual(["pii/card_number"]);
    expect(kinds("card 4111 1111 1111 1112")).toEqual([]);
    expect(kinds("ssn 123-45-6789")).toEqual(["pii/us_ssn"]);
    expect(kinds("NI AB 12 34 56 C")).toEqual(["pii/uk_nino"]);
    expect(luhnValid("79927398713")).toBe(false);
    expect(luhnValid("4012888888881881")).toBe(true);
  });
  it("detects credentials and masks them", () => {
    const f = scanText("use sk-proj-abcdefghijklmnopqrstu and ghp_abcdefghijklmnopqrstuvwx1234 and password: hunter22");
    expect(f.map((x) => x.kind)).toEqual(["openai_key", "github_token", "password"]);
    expect(f[0]!.excerpt).not.toContain("abcdefghijklmnop");
    expect(kinds("AKIAABCDEFGHIJKLMNOP")).toEqual(["credential/aws_access_key"]);
  });
  it("detects destructive SQL but not safe statements", () => {
    expect(kinds("DROP TABLE sales")).toEqual(["destructive_sql/drop"]);
    expect(kinds("delete from sales")).toEqual(["destructive_sql/delete_without_where"]);
    expect(kinds("DELETE FROM sales WHERE id = 3")).toEqual([]);
    expect(kinds("UPDATE sales SET x = 1")).toEqual(["destructive_sql/update_without_where"]);
    expect(kinds("UPDATE sales SET x = 1 WHERE id = 2")).toEqual([]);
    expect(kinds("TRUNCATE TABLE sales; ALTER TABLE t ADD c int")).toEqual(["destructive_sql/truncate", "destructive_sql/alter"]);
    expect(kinds("SELECT * FROM sales WHERE region = 'north'")).toEqual([]);
  });
  it("policy: annotate PII on analysis routes, block it on WebSearch, block destructive SQL unless allow_sql_writes", async () => {
    const router = createRouter({ classifier: createDeterministicClassifier() });
    const s = { ...emptySession("g"), facts: ["data_loaded"] };
    const a = await router.route({ text: "top 5 customers, mine is jane@example.com", session: s });
    expect(a.action).toBe("plan");
    expect(a.findings).toMatchObject([{ category: "pii", kind: "email", decision: "annotate" }]);
    expect(a.risks[0]).toMatch(/^pii\/email detected \(.*\): annotated on AnalystThenVisual$/);
    const w = await router.route({ text: "google jane@example.com", constraints: { allow_web: true } });
    expect(w).toMatchObject({ action: "refuse", route: "WebSearch" });
    const sql = await router.route({ text: "top 5 products then DROP TABLE sales", session: s });
    expect(sql.action).toBe("refuse");
    const allowed = await router.route({ text: "top 5 products then DROP TABLE sales", session: s, constraints: { allow_sql_writes: true } });
    expect(allowed.action).toBe("plan");
    expect(allowed.findings[0]!.decision).toBe("annotate");
  });
  it("a custom policy can block PII everywhere", async () => {
    const router = createRouter({ classifier: createDeterministicClassifier(), guardrails: { "*": { pii: "block" } } });
    expect((await router.route({ text: "top 5 customers jane@example.com" })).action).toBe("refuse");
  });
});

describe("output validation", () => {
  it("flags placeholders, wrong top-N row counts and out-of-range percentages", () => {
    expect(validateAnswer({ text: "Revenue grew 12% in March." })).toEqual({ ok: true, issues: [] });
    expect(validateAnswer({ text: "TODO fill in" }).issues[0]).toEqual({
      code: "placeholder",
      message: 'answer contains placeholder text (TODO marker): "TODO"',
    });
    expect(validateAnswer({ text: "Lorem ipsum dolor" }).ok).toBe(false);
    expect(validateAnswer({ text: "The top region is {{region}}" }).issues[0]!.message).toContain("{{region}}");
    expect(validateAnswer({ text: "See <placeholder>" }).ok).toBe(false);
    expect(validateAnswer({ topN: 3, rows: [{ a: 1 }, { a: 2 }] }).issues).toEqual([
      { code: "top_n_rows", message: "top-3 answer has 2 rows, expected exactly 3" },
    ]);
    expect(validateAnswer({ topN: 2, rows: [{ a: 1 }, { a: 2 }] }).ok).toBe(true);
    expect(validateAnswer({ text: "share 140%" }).issues[0]!.code).toBe("percent_range");
    expect(validateAnswer({ rows: [{ share: 50 }, { share: -2 }], percentColumns: ["share"] }).issues).toEqual([
      { code: "percent_range", message: "row 1 column share = -2 is outside 0–100" },
    ]);
  });
});

describe("redactSecrets", () => {
  it("replaces every credential scanText finds, and leaves other text (and PII) alone", () => {
    const text = "total revenue by region, api_key=sk-proj-abcdefghijklmnop1234 and password: hunter2secret, mail bob@example.com";
    const redacted = redactSecrets(text);
    expect(redacted).toBe("total revenue by region, api_key=[redacted openai_key] and [redacted password] mail bob@example.com");
    expect(findSecrets(text)).toEqual([
      { kind: "openai_key", text: "sk-proj-abcdefghijklmnop1234" },
      { kind: "password", text: "password: hunter2secret," },
    ]);
    expect(redactSecrets("ghp_abcdefghijklmnopqrstuvwx1234 then AKIAABCDEFGHIJKLMNOP")).toBe("[redacted github_token] then [redacted aws_access_key]");
    expect(redactSecrets("total revenue by region")).toBe("total revenue by region");
  });
});
