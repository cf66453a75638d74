import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_INTENTS, createDeterministicClassifier, createRouter, emptySession, recordTurn } from "../src/index.js";

const router = createRouter({ classifier: createDeterministicClassifier(), constraints: { allow_web: true, allow_deep_research: true } });
const gatesOf = (id: string) => DEFAULT_INTENTS.find((d) => d.id === id)?.gates ?? [];
const producesOf = (id: string) => DEFAULT_INTENTS.find((d) => d.id === id)?.produces ?? [];

const texts = [
  "run the risk assessment",
  "rsk assesment",
  "risk map pls",
  "skip ahead to risk scoring",
  "vulnerability ranking",
  "compute tpr",
  "test positivty rate",
  "calc tpr by district",
  "load the sales file",
  "open the csv",
  "continue",
  "next step",
  "same but for units",
  "top 5 products",
  "monthly revenue trend",
  "now by region",
  "hmm",
  "revenue",
  "google the news",
  "deep dive investigate thoroughly",
];

describe("gates (property)", () => {
  it("no sequence of requests runs a gated step before its prerequisites", async () => {
    const step = fc.record({
      text: fc.oneof(
        fc.constantFrom(...texts),
        fc.string({ maxLength: 30 }),
        fc.tuple(fc.constantFrom(...texts), fc.constantFrom(...texts)).map(([a, b]) => `${a} then ${b}`),
      ),
      acceptFork: fc.boolean(),
      declined: fc.boolean(),
      markStarted: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        let session = emptySession("p", new Date("2026-01-01T00:00:00Z"));
        const ran: string[] = [];
        for (const s of steps) {
          const d = await router.route({ text: s.text, session, ...(s.declined ? { clarification: "declined" as const } : {}) });
          if (d.action === "plan") {
            for (const g of gatesOf(d.intent)) expect(session.facts, `${d.intent} ran without ${g} after ${ran.join(" > ")}`).toContain(g);
            ran.push(d.intent);
            session = recordTurn(session, { user: s.text, intent: d.intent, addFacts: producesOf(d.intent), now: new Date("2026-01-01T00:00:00Z") });
          } else if (d.action === "fork") {
            expect(d.fork!.options).toHaveLength(2);
            expect(d.fork!.question.split("?").length).toBe(2);
            const stepId = d.fork!.step;
            if (s.acceptFork) {
              for (const g of gatesOf(stepId)) expect(session.facts).toContain(g);
              ran.push(stepId);
              session = recordTurn(session, { user: d.fork!.options[0], addFacts: producesOf(stepId), now: new Date("2026-01-01T00:00:00Z") });
            } else if (s.markStarted) {
              session = recordTurn(session, { user: "started", addFacts: [`step:${stepId}:started`], now: new Date("2026-01-01T00:00:00Z") });
            }
          }
        }
      }),
      { numRuns: 300, seed: 9 },
    );
  });
});
