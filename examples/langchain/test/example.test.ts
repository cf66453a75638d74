import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const folder = fileURLToPath(new URL("..", import.meta.url));

it("runs the example as a user would (npm start) and prints the planned and run steps", async () => {
  // The same command as the start script: the workspace packages' sources through their source condition.
  const { stdout } = await promisify(execFile)(process.execPath, ["--conditions=@modular-planner/source", "--import", "tsx", "src/main.ts"], {
    cwd: folder,
    env: { ...process.env, NO_COLOR: "1" },
  });
  const lines = stdout.trimEnd().split("\n");
  expect(lines).toEqual([
    "graph (langchain:fake-list): read todo.txt, and count the words in 'to be or not to be'",
    '  read: read_text_file({"path":"todo.txt"}) → {"path":"todo.txt","text":"Write the release notes.\\nTry the planner inside a LangGraph agent.\\n"}',
    '  count: count_words({"text":"to be or not to be"}) → {"words":6}',
    "  status: succeeded",
    "tool plan_goal: read notes.txt and list its 3 most frequent words",
    '  i1: read_text_file({"path":"notes.txt"}) → null',
    '  i2_text: ask_user({"parameter":"text"}) → null',
    '  i2: top_words({"n":3,"text":{"ref":"i2_text","path":"value"}}) → null',
    "  status: planned",
    'tool plan_goal: list the 2 most frequent words of "a rose is a rose is a rose"',
    '  i1: top_words({"text":"a rose is a rose is a rose","n":2}) → [{"word":"a","count":3},{"word":"rose","count":3}]',
    "  status: succeeded",
  ]);
});
