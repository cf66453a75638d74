// `plan --answer-always` (config planner.answerAlways), and `tools search` / `index` over the
// usage-aware tool index when a plan library is present, through the real CLI on a small registry.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

const TRAVEL = `tools:
  - name: get_weather
    description: Get the weather forecast for a city.
    params:
      type: object
      properties:
        city: { type: string, description: City name }
      required: [city]
    outputs: [json]
    effects: [read]
  - name: book_hotel
    description: Book a hotel room in a city for a number of nights.
    params:
      type: object
      properties:
        city: { type: string, description: City name }
        nights: { type: integer, description: Number of nights }
      required: [city]
    outputs: [json]
    effects: [write]
`;
// A solved request whose step texts share no word with the tools' descriptions.
const LIBRARY = {
  id: "trip",
  request: "the usual trip prep",
  steps: ["peek at the sky", "secure somewhere to sleep"],
  tools: ["get_weather", "book_hotel"],
  links: [],
  source: "example",
  outcome: "passed",
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mp-answer-always-"));
  await mkdir(join(root, "registry", "tools"), { recursive: true });
  await copyFile(fileURLToPath(new URL("../../../registry/capabilities.yaml", import.meta.url)), join(root, "registry", "capabilities.yaml"));
  await writeFile(join(root, "registry", "tools", "travel.yaml"), TRAVEL);
  await writeFile(join(root, "library.jsonl"), `${JSON.stringify(LIBRARY)}\n`);
  await writeFile(join(root, "plain.json"), JSON.stringify({ registry: "registry" }));
  await writeFile(join(root, "always.json"), JSON.stringify({ registry: "registry", planner: { answerAlways: true } }));
  await writeFile(join(root, "with-library.json"), JSON.stringify({ registry: "registry", library: { files: ["library.jsonl"] } }));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const json = (args: string[]) => {
  const result = cli(["--json", ...args], { cwd: root });
  return { code: result.code, body: JSON.parse(result.stdout) as Record<string, unknown>, stderr: result.stderr };
};
const toolsOf = (body: Record<string, unknown>) =>
  (body.plan as { steps: { kind: string; tool: string }[] }).steps.filter((step) => step.kind === "tool").map((step) => step.tool);

describe("plan --answer-always", () => {
  // Two things asked, one tool step found: asking mode keeps it, answer-always answers with the top-2 of one retrieval.
  const request = "I would love a hotel room in Lisbon for three nights, and the forecast there";

  it("answers a request of several clauses with more than the one step the planner found; config planner.answerAlways does the same", () => {
    const asking = json(["-c", "plain.json", "plan", request]);
    expect(asking.code).toBe(0);
    expect(toolsOf(asking.body)).toEqual(["book_hotel"]);
    const always = json(["-c", "plain.json", "plan", "--answer-always", request]);
    expect(always.code).toBe(0);
    expect(toolsOf(always.body)).toEqual(["book_hotel", "get_weather"]);
    const configured = json(["-c", "always.json", "plan", request]);
    expect(toolsOf(configured.body)).toEqual(["book_hotel", "get_weather"]);
  });
});

describe("tools search and index with a plan library", () => {
  it("search ranks by what each tool served in the library, and says which library", () => {
    const plain = json(["-c", "plain.json", "tools", "search", "-k", "1", "peek at the sky"]);
    expect(plain.body).toMatchObject({ library: null });
    expect((plain.body.results as { tool: string }[])[0]!.tool).not.toBe("get_weather");
    const learned = json(["-c", "with-library.json", "tools", "search", "-k", "1", "peek at the sky"]);
    expect(learned.body).toMatchObject({ library: { entries: 1 }, results: [{ tool: "get_weather" }] });
  });

  it("index builds the usage-aware cache (its own file, keyed by the library's hash)", () => {
    const plain = json(["-c", "plain.json", "index"]);
    const learned = json(["-c", "with-library.json", "index"]);
    expect(plain.body).toMatchObject({ tools: 2, library: null });
    expect(learned.body).toMatchObject({ tools: 2, library: { entries: 1 } });
    expect(learned.body.path).not.toBe(plain.body.path);
    expect(json(["-c", "with-library.json", "index"]).body).toMatchObject({ cache: "hit", path: learned.body.path });
  });
});
