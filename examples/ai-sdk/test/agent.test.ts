import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

// Runs the example as a user would (`node agent.mjs`, against the built packages) and checks what it prints.
// Generous time: a loaded machine may take long to start node and load the packages.
it("the example agent plans over AI SDK tools, runs the plan and answers from its outputs", { timeout: 180_000 }, async () => {
  const script = fileURLToPath(new URL("../agent.mjs", import.meta.url));
  // A failing script rejects with its stderr (e.g. ERR_MODULE_NOT_FOUND when the packages are not built).
  const run = await promisify(execFile)(process.execPath, [script], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.stdout.trim().split("\n")).toEqual([
    'goal: list the files, then read the file "shopping.txt", then convert the text "done" to upper case',
    "step i1: list_files {}",
    'step i2: read_file {"path":"shopping.txt"}',
    'step i3: uppercase_text {"text":"done"}',
    "run: succeeded",
    'agent: The plan succeeded: i1={"files":["shopping.txt"]}, i2="apples pears plums", i3="DONE"',
  ]);
});
