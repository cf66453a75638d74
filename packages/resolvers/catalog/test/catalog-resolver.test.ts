import { SubIntentSchema, ToolMetadataSchema, type SubIntentInput, type ToolMetadataInput } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { loadRegistry } from "@modular-planner/registry";
import { describeResolverConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createCatalogResolver } from "../src/index.js";

const registry = await loadRegistry();
const intent = (input: SubIntentInput) => SubIntentSchema.parse(input);

describeResolverConformance({
  name: "catalog (embedded registry)",
  create: () => createCatalogResolver(),
  context: { catalog: registry.catalog },
  cases: [
    { intent: intent({ id: "i1", text: "plot revenue over time as a line chart" }), expectedTool: "plot_line" },
    { intent: intent({ id: "i2", text: "load the sales csv file" }), expectedTool: "load_data" },
    { intent: intent({ id: "i3", text: "show a histogram of order values" }), expectedTool: "plot_histogram" },
    { intent: intent({ id: "i4", text: "sort the rows by revenue" }), expectedTool: "sort_rows" },
    { intent: intent({ id: "i5", text: "detect anomalies in daily revenue" }), expectedTool: "detect_anomalies" },
    { intent: intent({ id: "i6", text: "predict the next quarter", capability: "forecast" }), expectedTool: "forecast_linear" },
    { intent: intent({ id: "i7", text: "ask the user which column holds the dates" }), expectedTool: "ask_user" },
  ],
  noMatch: { intent: intent({ id: "n1", text: "book a flight to Paris for tomorrow" }) },
});

const tools = (inputs: ToolMetadataInput[]) => createToolCatalog(inputs.map((input) => ToolMetadataSchema.parse(input)));
const issues = tools([
  {
    name: "list_issues",
    description: "List issues in a repository.",
    params: { type: "object", properties: { repo: { type: "string" }, state: { type: "string", enum: ["open", "closed"] } }, required: ["repo"] },
  },
  { name: "list_issue_types", description: "List the issue types of a project." },
  { name: "create_issue", description: "Create an issue in a repository." },
  { name: "delete_issue", description: "Delete an issue from a repository." },
  { name: "get_issue", description: "Get one issue by its number." },
]);

describe("catalog resolver scoring", () => {
  const resolver = createCatalogResolver();
  const top = async (text: string, extra: Partial<SubIntentInput> = {}) =>
    (await resolver.resolve(intent({ id: "x", text, ...extra }), { catalog: issues }))[0]!;

  it("penalises unwanted specificity: list_issue_types is not 'list issues'", async () => {
    const resolutions = await resolver.resolve(intent({ id: "x", text: "list issues" }), { catalog: issues });
    expect(resolutions[0]!.tool).toBe("list_issues");
    const types = resolutions.find((resolution) => resolution.tool === "list_issue_types")!;
    expect(types.score).toBeLessThan(resolutions[0]!.score);
    expect(types.reason).toContain("unwanted specificity: type");
    expect((await top("list the issue types")).tool).toBe("list_issue_types");
  });

  it("aligns verbs (singular/plural both match) and penalises verb clashes", async () => {
    expect((await top("remove the issue 12")).tool).toBe("delete_issue");
    expect((await top("open a new issue")).tool).toBe("create_issue");
    expect((await top("show all issues")).tool).toBe("list_issues");
    expect((await top("fetch issue 42")).tool).toBe("get_issue");
    const remove = await createCatalogResolver({ minScore: -1 }).resolve(intent({ id: "x", text: "remove the issue" }), { catalog: issues });
    expect(remove.find((resolution) => resolution.tool === "create_issue")!.reason).toContain("verb clash (create)");
    expect(remove[0]!.reason).toContain("verb aligns (delete)");
  });

  it("checks intent params against the schema softly and maps them", async () => {
    const resolution = await top("list issues", { params: { Repo: "acme/app", State: "OPEN" } });
    expect(resolution.tool).toBe("list_issues");
    expect(resolution.params).toEqual({ repo: "acme/app", state: "open" });
    expect(resolution.reason).toContain("params fit 1");
    const unknown = await resolver.resolve(intent({ id: "x", text: "list issues", params: { colour: "red" } }), { catalog: issues });
    expect(unknown[0]!.reason).toContain("params fit 0 (unknown: colour)");
  });

  it("restricts to narrowed candidates and gives scores in [0, 1]", async () => {
    const resolutions = await resolver.resolve(intent({ id: "x", text: "list issues" }), {
      catalog: issues,
      candidates: [issues.get("create_issue")!, issues.get("get_issue")!],
    });
    expect(resolutions.map((resolution) => resolution.tool).sort()).toEqual(["create_issue", "get_issue"]);
    for (const resolution of resolutions) expect(resolution.score).toBeGreaterThanOrEqual(0);
    for (const resolution of resolutions) expect(resolution.score).toBeLessThanOrEqual(1);
  });
});

describe("noun classes", () => {
  const files = tools([
    { name: "list_directory", description: "Get a detailed listing of all files and directories in a specified path." },
    { name: "save_table", description: "Save a table as CSV in the run's output folder; the file name is given." },
  ]);

  it("reads 'folder' as 'directory': the listing tool wins, its name words all stated", async () => {
    const resolutions = await createCatalogResolver().resolve(intent({ id: "x", text: "list the files in the folder" }), { catalog: files });
    expect(resolutions[0]!.tool).toBe("list_directory");
    expect(resolutions[0]!.reason).toContain("name words stated 2/2");
    const without = await createCatalogResolver({ nounClasses: [] }).resolve(intent({ id: "x", text: "list the files in the folder" }), { catalog: files });
    expect(without[0]!.reason).toContain("name words stated 1/2");
    expect(without[0]!.score).toBeLessThan(resolutions[0]!.score);
  });
});

describe("MCP tools' names", () => {
  const files = tools([
    { name: "files.list_directory", description: "Get a detailed listing of all files and directories in a path.", source: { kind: "mcp", server: "files" } },
    { name: "files.edit_file", description: "Make line-based edits to a text file, showing a diff of the changes.", source: { kind: "mcp", server: "files" } },
  ]);

  it("read the verb after the server's prefix: 'show me the files' clashes with edit_file", async () => {
    const resolutions = await createCatalogResolver({ minScore: -1 }).resolve(intent({ id: "x", text: "show me the files" }), { catalog: files });
    expect(resolutions.find((resolution) => resolution.tool === "files.edit_file")!.reason).toContain("verb clash (edit)");
    expect(resolutions.find((resolution) => resolution.tool === "files.list_directory")!.reason).toContain("verb aligns (list)");
  });
});
