import type { SessionState, SessionStore } from "@modular-planner/core";

export function emptySession(sessionId: string, now: Date = new Date()): SessionState {
  return { sessionId, turns: [], summary: "", facts: [], updatedAt: now.toISOString() };
}

/** In-memory SessionStore (default); states are copied in and out. */
export function createInMemorySessionStore(): SessionStore & { readonly id: string } {
  const map = new Map<string, SessionState>();
  const queues = new Map<string, Promise<void>>();
  let closed = false;
  const check = () => {
    if (closed) throw new Error("in-memory session store is closed");
  };
  return {
    id: "memory",
    async load(sessionId) {
      check();
      const s = map.get(sessionId);
      return s ? structuredClone(s) : undefined;
    },
    async save(state) {
      check();
      map.set(state.sessionId, structuredClone(state));
    },
    async update(sessionId, change) {
      check();
      // Turns on one session wait for each other: each change sees the previous one's result.
      const previous = queues.get(sessionId) ?? Promise.resolve();
      const turn = previous.then(async () => {
        check();
        const current = map.get(sessionId);
        const next = await change(current ? structuredClone(current) : undefined);
        map.set(sessionId, structuredClone(next));
        return structuredClone(next);
      });
      const settled = turn.then(
        () => undefined,
        () => undefined,
      );
      queues.set(sessionId, settled);
      void settled.then(() => {
        if (queues.get(sessionId) === settled) queues.delete(sessionId);
      });
      return turn;
    },
    async delete(sessionId) {
      check();
      map.delete(sessionId);
    },
    async close() {
      closed = true;
      map.clear();
    },
  };
}

export interface RecordTurnInput {
  user: string;
  assistant?: string;
  /** Intent the router settled on; stored as `last_intent:<id>`. */
  intent?: string;
  /** Facts to add (e.g. `data_loaded`, `step:tpr:completed`, `last_tool:plot_line`). */
  addFacts?: readonly string[];
  maxTurns?: number;
  now?: Date;
}

/** A new state with the turn appended, the rolling summary and facts updated (last_* facts replaced). */
export function recordTurn(state: SessionState, input: RecordTurnInput): SessionState {
  const at = (input.now ?? new Date()).toISOString();
  const maxTurns = input.maxTurns ?? 10;
  const turns = [...state.turns, { role: "user" as const, text: input.user, at }];
  if (input.assistant !== undefined) turns.push({ role: "assistant", text: input.assistant, at });
  let facts = [...state.facts];
  const add = [...(input.addFacts ?? []), ...(input.intent ? [`last_intent:${input.intent}`] : [])];
  for (const f of add) {
    const key = /^(last_[a-z_]+):/.exec(f)?.[1];
    if (key) facts = facts.filter((x) => !x.startsWith(`${key}:`));
    if (!facts.includes(f)) facts.push(f);
  }
  const summaryLine = input.intent ? `${input.intent}: ${input.user}` : input.user;
  const summary = [...state.summary.split("\n").filter((l) => l.length > 0), summaryLine].slice(-5).join("\n");
  return { sessionId: state.sessionId, turns: turns.slice(-maxTurns), summary, facts, updatedAt: at };
}
