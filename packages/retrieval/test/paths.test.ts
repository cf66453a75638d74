// A path written in a request is a value, not words of intent: a temp folder's random name
// (`/tmp/mp-run-mcp-csvABC/shared`) must not turn "list the files in …" into a CSV export.
import { describe, expect, it } from "vitest";
import { createToolIndex, extractParamValues, pathSpans, withoutPaths } from "../src/index.js";
import { tool } from "./helpers.js";

describe("paths in a request", () => {
  it("finds written paths (absolute, home or dot relative, two slashes, or a file name), not and/or, km/h or URLs", () => {
    const spans = (text: string) => pathSpans(text).map((span) => text.slice(span.start, span.end));
    expect(spans("list the files in the folder /tmp/mp-run-mcp-csvABC/shared")).toEqual(["/tmp/mp-run-mcp-csvABC/shared"]);
    expect(spans("read ~/notes/today.md. Then stop")).toEqual(["~/notes/today.md"]);
    expect(spans("open ./reports and '/var/log/app.log'")).toEqual(["./reports", "/var/log/app.log"]);
    expect(spans("load data/sales.csv and data/q3/x")).toEqual(["data/sales.csv", "data/q3/x"]);
    expect(spans("and/or km/h https://example.com/a/b A/B tests www.example.com/blog/post")).toEqual([]);
  });

  it("retrieval reads a folder path as nothing and a file path as its file name", () => {
    expect(withoutPaths("list the files in the folder /tmp/mp-run-mcp-Save12/shared")).toBe("list the files in the folder");
    expect(withoutPaths("load data/q3/sales.csv, then plot it")).toBe("load sales.csv, then plot it");
    expect(withoutPaths("load sales.csv")).toBe("load sales.csv");
  });

  it("the tool index ranks on the request's words, not the words inside its path", async () => {
    const index = await createToolIndex({
      tools: [
        tool({ name: "list_directory", description: "List the files of a directory (folder) at a path." }),
        tool({ name: "save_table", description: "Save a table as a CSV file." }),
      ],
      cacheDir: false,
    });
    for (const name of ["csvABC", "Save12", "Table1", "tableCsv"]) {
      const hits = await index.search(`list the files in the folder /tmp/mp-run-mcp-${name}/shared`, { k: 2 });
      expect(hits[0]!.tool.name).toBe("list_directory");
    }
  });

  it("an enum option inside a path is no choice; one outside it still is", () => {
    const properties = { path: { type: "string" as const }, format: { type: "string" as const, enum: ["csv", "markdown"] } };
    const found = extractParamValues("list the files in /tmp/mp-run-mcp-csvABC/shared", { properties });
    expect(found.format).toBeUndefined();
    expect(extractParamValues("save it as csv", { properties }).format?.value).toBe("csv");
  });
});
