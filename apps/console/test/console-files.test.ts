import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { consoleFile, CONSOLE_CONTENT_SECURITY_POLICY, CONSOLE_FILES, type ConsolePath } from "../src/index.js";

describe("the console's files", () => {
  it("serves each file with its media type, and the page loads only the script and style sheet of the server", async () => {
    for (const path of Object.keys(CONSOLE_FILES) as ConsolePath[]) {
      const { body, contentType } = await consoleFile(path);
      expect(body.length, path).toBeGreaterThan(100);
      expect(contentType).toBe(CONSOLE_FILES[path].contentType);
    }
    const html = (await consoleFile("/")).body.toString("utf8");
    const loaded = [...html.matchAll(/(?:src|href)="([^"#][^"]*)"/g)].map((match) => match[1]);
    expect(loaded.sort()).toEqual(["/console.css", "/console.js"]);
    // No inline script or style: the policy allows neither.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle="|\son\w+="/);
  });

  it("serves the chart bundle (vega, vega-lite, vega-interpreter) built into dist, as one module exporting renderChart", async () => {
    const bundle = (await consoleFile("/chart.js")).body.toString("utf8");
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(bundle).toMatch(/export\s*\{[^}]*\bas renderChart\b|export\s*\{[^}]*\brenderChart\b/);
    // vega-interpreter is in (the page's policy has no 'unsafe-eval'): its guard's message.
    expect(bundle).toContain("which could lead to insecure code execution");
  });

  it("ships a script that parses as a module and names no other origin", async () => {
    const file = fileURLToPath(new URL("../static/console.js", import.meta.url));
    const check = spawnSync(process.execPath, ["--check", file], { encoding: "utf8" });
    expect(check.status, check.stderr).toBe(0);
    const script = (await consoleFile("/console.js")).body.toString("utf8");
    expect(script).not.toMatch(/https?:\/\//);
    expect(CONSOLE_CONTENT_SECURITY_POLICY).toMatch(/default-src 'none'; script-src 'self'; style-src 'self'/);
    expect(CONSOLE_CONTENT_SECURITY_POLICY).not.toContain("unsafe");
  });
});
