import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

// Runs the example as a user would (`node agent.mjs`, against the built packages) and checks what it prints.
it("the example agent plans over AI SDK tools, runs the plan and answers from its outputs", () => {
  const script = fileURLToPath(new URL("../agent.mjs", import.meta.url));
  const run = spawnSync(process.execPath, [script], { encoding: "utf8", timeout: 60_000 });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout.trim().split("\n")).toEqual([
    'goal: list the files, then read the file "shopping.txt", then convert the text "done" to upper case',
    "step i1: list_files {}",
    'step i2: read_file {"path":"shopping.txt"}',
    'step i3: uppercase_text {"text":"done"}',
    "run: succeeded",
    'agent: The plan succeeded: i1={"files":["shopping.txt"]}, i2="apples pears plums", i3="DONE"',
  ]);
});
