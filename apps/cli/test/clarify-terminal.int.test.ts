// On a terminal the question is answered there and then: the CLI runs under a pseudo-terminal
// (util-linux `script`), the answer is typed when the prompt appears.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./cli.js";

const SALES = fileURLToPath(new URL("./fixtures/store-sales.csv", import.meta.url));
const hasScript = spawnSync("script", ["--version"], { encoding: "utf8" }).status === 0;
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-clarify-tty-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/** Runs `run <question>` on a pseudo-terminal and types `reply` when the prompt appears. */
function onTerminal(question: string, reply: string): Promise<{ code: number | null; output: string }> {
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.CI;
  const command = `'${process.execPath}' '${BIN}' run '${question}' --data '${SALES}'`;
  return new Promise((resolve, reject) => {
    const child = spawn("script", ["-qec", command, "/dev/null"], { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    let typed = false;
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      if (!typed && output.includes("Answer (Enter to stop):")) {
        typed = true;
        child.stdin.write(`${reply}\n`);
      }
    });
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("answering on a terminal (needs util-linux script for a pseudo-terminal)", () => {
  // Not skipped where `script` is missing: it is part of Debian's essential bsdutils, so its absence is a broken machine.
  it("has util-linux script for a pseudo-terminal", () => {
    expect(hasScript, "util-linux `script` not found: apt-get install bsdutils (Debian) or util-linux").toBe(true);
  });

  it("the answer typed at the prompt continues the question into the answer", async () => {
    const { code, output } = await onTerminal("top 2 regions by sales", "2");
    expect(output).toContain("  2. gross_sales — matches");
    expect(output).toContain('"sales" is gross_sales (answered).');
    expect(output).toMatch(/Answer: 2 rows; first: store_region = North, gross_sales = 450/);
    expect(code).toBe(0);
  });

  it("an empty line stops with exit 4, the question kept for --resume", async () => {
    const { code, output } = await onTerminal("monthly trend", "");
    expect(output).toContain("Continue with: modular-planner run --resume");
    expect(code).toBe(4);
  });
});
