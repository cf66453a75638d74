// Secrets typed into a question are masked on screen and never stored: no file of the run's out
// folder, the SQLite store (and its WAL) or the session holds them.
import { copyFile, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

const SECRETS = ["hunter2secret", "ghp_abcdefghijklmnopqrstuvwx1234", "sk-proj-abcdefghijklmnop1234"];
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-redaction-"));
  await copyFile(fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url)), join(cwd, "shipments.csv"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe("secrets in a question", () => {
  it("are in no file the run writes or stores (plan files, run record, report, result.json, chart, session, SQLite)", async () => {
    const question = `total freight cost by carrier name, password: ${SECRETS[0]} token=${SECRETS[1]} key ${SECRETS[2]}`;
    const ran = cli(["run", question, "--data", "shipments.csv", "--session", "s1"], { cwd });
    expect(ran.code, ran.stderr).toBe(0);
    // Masked on screen, as before.
    expect(ran.stdout).toContain("credential/password detected (pa");
    const planned = cli(["plan", question, "--data", "shipments.csv", "--session", "s1"], { cwd });
    expect(planned.code, planned.stderr).toBe(0);
    const files = (await filesUnder(cwd)).filter((file) => !file.endsWith("shipments.csv"));
    expect(files.some((file) => file.endsWith("report.html"))).toBe(true);
    expect(files.some((file) => file.endsWith("store.sqlite"))).toBe(true);
    expect(files.some((file) => file.includes("sessions"))).toBe(true);
    for (const file of files) {
      const text = (await readFile(file)).toString("latin1");
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
    // The record is still readable, with the redaction marks in place of the secrets.
    const runId = /runs show (\S+)\)/.exec(ran.stdout)?.[1];
    const shown = cli(["--json", "runs", "show", runId!], { cwd });
    expect(shown.stdout).toContain("[redacted");
  });

  it("are in no line of run --json: the summary (route, plan, analysis, answer) and a clarification (question, phrase, options)", () => {
    const question = `total freight cost by carrier name, password: ${SECRETS[0]} token=${SECRETS[1]} key ${SECRETS[2]}`;
    const ran = cli(["--json", "run", question, "--data", "shipments.csv"], { cwd });
    expect(ran.code, ran.stderr).toBe(0);
    const summary = JSON.parse(ran.stdout) as { status: string; route: { risks: string[] }; analysis: { spec: { title: string } } };
    expect(summary.status).toBe("succeeded");
    // Still the route and analysis, with the masks and redaction marks in place of the secrets.
    expect(summary.route.risks.join(" ")).toContain("credential/password detected (pa");
    expect(summary.analysis.spec.title).toContain("[redacted password]");
    for (const secret of SECRETS) expect(ran.stdout + ran.stderr, secret).not.toContain(secret);

    // (No comma: a comma ends the grouping, and the phrase asked about must run into the secret for this check.)
    const asked = cli(["--json", "run", `by weather password: ${SECRETS[0]}`, "--data", "shipments.csv"], { cwd });
    expect(asked.code, asked.stderr).toBe(4);
    const clarification = JSON.parse(asked.stdout) as {
      clarification: { question: string; phrase: string; options: { why: string }[] };
      route: unknown;
      runId: string;
    };
    expect(clarification.clarification.options.length).toBeGreaterThan(0);
    expect(clarification.clarification.phrase).toContain("[redacted");
    expect(asked.stdout + asked.stderr).not.toContain(SECRETS[0]);
    // On screen too.
    const screen = cli(["run", `by weather password: ${SECRETS[0]}`, "--data", "shipments.csv"], { cwd });
    expect(screen.code).toBe(4);
    expect(screen.stdout + screen.stderr).not.toContain(SECRETS[0]);
  });
});
