import { readFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import type { PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { afterAll, describe, expect, it } from "vitest";
import { createDataToolExecutor } from "../src/index.js";

const SALES = fileURLToPath(new URL("../../../../samples/sales.csv", import.meta.url));
const registry = await loadRegistry();
const step = (id: string, name: string): PlanStep => ({
  id,
  kind: "tool",
  tool: name,
  description: "",
  params: {},
  satisfies: ["x"],
  dependsOn: [],
  checks: [],
});

/** Width, height and the distinct byte values of a PNG's decompressed scanlines. */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString("latin1");
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  return { width, height, distinct: new Set(inflateSync(Buffer.concat(data))).size };
}

describe("PNG charts", async () => {
  const dir = await mkdtemp(join(tmpdir(), "mp-png-"));
  const executor = createDataToolExecutor({ outputDir: dir, png: true });
  afterAll(() => executor.close());
  const run = (id: string, name: string, params: Record<string, unknown>) =>
    executor.execute({ step: step(id, name), tool: registry.catalog.get(name)!, params, inputs: {}, signal: new AbortController().signal });

  it("writes a PNG beside the SVG, at the SVG's size, with a drawn chart (not a blank image)", async () => {
    const table = await run("load", "load_data", { path: SALES });
    const chart = await run("bars", "plot_bar", { table, x: "region", y: "revenue" });
    const pngPath = chart.metadata.png as string;
    expect(pngPath).toBe(join(dir, "bars.png"));
    const svg = await readFile(chart.uri!, "utf8");
    const [, svgWidth, svgHeight] = /<svg[^>]*width="(\d+)"[^>]*height="(\d+)"/.exec(svg)!;
    const png = decodePng(await readFile(pngPath));
    expect([png.width, png.height]).toEqual([Number(svgWidth), Number(svgHeight)]);
    expect(png.distinct).toBeGreaterThan(10);
  });

  it("with png: false writes SVG only", async () => {
    const svgOnly = createDataToolExecutor({ outputDir: dir, png: false });
    const table = await svgOnly.execute({
      step: step("l2", "load_data"),
      tool: registry.catalog.get("load_data")!,
      params: { path: SALES },
      inputs: {},
      signal: new AbortController().signal,
    });
    const chart = await svgOnly.execute({
      step: step("svgonly", "plot_bar"),
      tool: registry.catalog.get("plot_bar")!,
      params: { table, x: "region", y: "revenue" },
      inputs: {},
      signal: new AbortController().signal,
    });
    svgOnly.close();
    expect(chart.metadata.png).toBeUndefined();
    expect(chart.mimeType).toBe("image/svg+xml");
  });
});
