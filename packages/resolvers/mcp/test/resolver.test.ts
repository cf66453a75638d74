import { createToolCatalog } from "@modular-planner/kit";
import { describeResolverConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createMcpResolver, mcpToolToMetadata } from "../src/index.js";

const object = (properties: Record<string, object>, required: string[] = []) => ({ type: "object" as const, properties, required });
const tools = [
  mcpToolToMetadata("memory", {
    name: "create_entities",
    description: "Create multiple new entities in the knowledge graph",
    inputSchema: object({ entities: { type: "array" } }, ["entities"]),
  }),
  mcpToolToMetadata("memory", {
    name: "search_nodes",
    description: "Search for nodes in the knowledge graph based on a query",
    inputSchema: object({ query: { type: "string" } }, ["query"]),
    annotations: { readOnlyHint: true },
  }),
  mcpToolToMetadata("files", {
    name: "list_directory",
    description: "Get a detailed listing of all files and directories in a specified path",
    inputSchema: object({ path: { type: "string" } }, ["path"]),
    annotations: { readOnlyHint: true },
  }),
  mcpToolToMetadata("files", {
    name: "read_text_file",
    description: "Read the complete contents of a file from the file system as text",
    inputSchema: object({ path: { type: "string" }, head: { type: "number" } }, ["path"]),
    annotations: { readOnlyHint: true },
  }),
  mcpToolToMetadata("github", {
    name: "list_issues",
    description: "List issues in a GitHub repository",
    inputSchema: object({ owner: { type: "string" }, repo: { type: "string" }, perPage: { type: "number" } }, ["owner", "repo"]),
  }),
].map((mapping) => mapping.metadata);
const catalog = createToolCatalog(tools);
const intent = (id: string, text: string, params: Record<string, string> = {}) => ({
  id,
  text,
  capability: null,
  params,
  dependsOn: [],
  satisfies: [],
  askUser: false,
});

describeResolverConformance({
  name: "mcp",
  create: () => createMcpResolver({ tools: () => tools }),
  context: { catalog },
  cases: [
    { intent: intent("a", "create an entity for Alice in memory"), expectedTool: "memory.create_entities" },
    { intent: intent("b", "list the files in the folder"), expectedTool: "files.list_directory" },
    { intent: intent("c", "read the file notes.txt"), expectedTool: "files.read_text_file" },
  ],
  noMatch: { intent: intent("z", "book a flight to Rome"), noMatchBelow: 0.5 },
});

describe("MCP resolution", () => {
  it("names the server and maps parameters onto the tool's schema with coercion", async () => {
    const resolver = createMcpResolver({ tools: () => tools });
    const [top] = await resolver.resolve(intent("i", "list issues of the repo", { owner: "acme", repo: "planner", per_page: "25" }), { catalog });
    expect(top).toMatchObject({ tool: "github.list_issues", server: "github", strategy: "mcp", params: { owner: "acme", repo: "planner", perPage: 25 } });
    expect(top!.reason).toContain('MCP server "github"');
    expect(top!.reason).toContain("per_page→perPage");
  });

  it("returns nothing when no MCP tool is known", async () => {
    expect(await createMcpResolver({ tools: () => [] }).resolve(intent("i", "anything"), { catalog })).toEqual([]);
  });

  it("ranks every candidate with some evidence by default; minScore cuts weak ones (issue #20: the 0.05 cut left long requests' rankings shorter than BM25's)", async () => {
    const long = intent("l", "I keep a knowledge graph of my colleagues and need to look something up in it before the meeting this afternoon");
    const all = await createMcpResolver({ tools: () => tools }).resolve(long, { catalog, topK: 5 });
    const cut = await createMcpResolver({ tools: () => tools, minScore: 0.05 }).resolve(long, { catalog, topK: 5 });
    expect(all.length).toBeGreaterThan(cut.length);
    expect(all.some((resolution) => resolution.score <= 0.05)).toBe(true);
    expect(all.every((resolution) => resolution.score > 0)).toBe(true);
    expect(cut.every((resolution) => resolution.score > 0.05)).toBe(true);
    // Scores never rise down the list (the planner's thresholds read the best first).
    expect(all.map((resolution) => resolution.score)).toEqual([...all.map((resolution) => resolution.score)].sort((a, b) => b - a));
  });

  it("fuseWithBm25 orders the candidates by reciprocal rank fusion with BM25 over the same documents", async () => {
    const request = intent("f", "search the knowledge graph nodes");
    const fused = await createMcpResolver({ tools: () => tools, fuseWithBm25: true }).resolve(request, { catalog, topK: 5 });
    expect(fused[0]!.tool).toBe("memory.search_nodes");
    expect(fused[0]!.reason).toMatch(/BM25 rank 1/);
    const plain = await createMcpResolver({ tools: () => tools }).resolve(request, { catalog, topK: 5 });
    expect(plain[0]!.reason).not.toMatch(/BM25 rank/);
    expect(fused.map((resolution) => resolution.score)).toEqual([...fused.map((resolution) => resolution.score)].sort((a, b) => b - a));
  });
});
