import { describe, expect, it } from "vitest";
import { createToolIndex, withoutPathLiterals } from "../src/index.js";
import { SAMPLE_TOOLS } from "./helpers.js";

describe("withoutPathLiterals", () => {
  it("drops absolute, relative and home paths, keeping a file's extension", () => {
    expect(withoutPathLiterals("list the files in the folder /tmp/mp-run-mcp-sJWpft/shared")).toBe("list the files in the folder ");
    expect(withoutPathLiterals("load /data/2025/Q3.CSV and chart it")).toBe("load csv and chart it");
    expect(withoutPathLiterals("read ./notes/today.md, then ~/x")).toBe("read md, then ");
    expect(withoutPathLiterals('open "/etc/hosts"')).toBe('open ""');
    expect(withoutPathLiterals("revenue by region and/or product")).toBe("revenue by region and/or product");
    expect(withoutPathLiterals("no path here")).toBe("no path here");
  });
});

describe("tool search ignores the letters of a path", () => {
  it("ranks the same with any folder name in the query", async () => {
    const index = await createToolIndex({ tools: SAMPLE_TOOLS });
    const bare = (await index.search("list the files in the folder", { k: 5 })).map((hit) => [hit.tool.name, hit.score]);
    for (const folder of ["sJWpft", "Ab12Cd", "q9Zx0w", "csvkit", "plot-me"]) {
      const hits = (await index.search(`list the files in the folder /tmp/mp-run-mcp-${folder}/shared`, { k: 5 })).map((hit) => [hit.tool.name, hit.score]);
      expect(hits, folder).toEqual(bare);
    }
  });
});
