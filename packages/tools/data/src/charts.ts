import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as vega from "vega";
import { compile, version as vegaLiteVersion, type TopLevelSpec } from "vega-lite";
import { ToolExecutionError, type Column, type JsonValue } from "@modular-planner/core";

export type ChartKind = "line" | "bar" | "histogram" | "scatter";

const fieldType = (column: Column | undefined) =>
  column?.type === "date" || column?.type === "timestamp" ? "temporal" : column?.type === "number" || column?.type === "integer" ? "quantitative" : "nominal";

/** The schema of the Vega-Lite that compiles the specs (v6 today), so editors and validators read them right. */
export const VEGA_LITE_SCHEMA = `https://vega.github.io/schema/vega-lite/v${vegaLiteVersion.split(".")[0]}.json`;

/** A Vega-Lite spec for one of the four chart tools. */
export function chartSpec(
  kind: ChartKind,
  rows: Record<string, JsonValue>[],
  columns: Column[],
  fields: { x: string; y?: string; color?: string; bins?: number; title?: string },
): TopLevelSpec {
  const byName = new Map(columns.map((column) => [column.name, column]));
  const base = { $schema: VEGA_LITE_SCHEMA, width: 640, height: 360, title: fields.title ?? "", data: { values: rows } } as const;
  const color = fields.color ? { color: { field: fields.color, type: "nominal" as const } } : {};
  switch (kind) {
    case "line": {
      // Other grouping columns get one line each, so lines never zig-zag between groups; the first
      // is told apart by its dash (beside the colour), the rest only split the lines.
      const others = columns
        .filter((column) => fieldType(column) === "nominal" && column.name !== fields.color && column.name !== fields.x)
        .map((column) => ({ field: column.name, type: "nominal" as const }));
      const [dashed, ...rest] = fields.color ? others : [];
      const dash = dashed ? { strokeDash: dashed } : {};
      const split = fields.color ? rest : others;
      const detail = split.length > 0 ? { detail: split } : {};
      return {
        ...base,
        mark: { type: "line", point: rows.length <= 60 },
        encoding: {
          x: { field: fields.x, type: fieldType(byName.get(fields.x)) },
          y: { field: fields.y!, type: "quantitative" },
          ...color,
          ...dash,
          ...detail,
        },
      } as TopLevelSpec;
    }
    case "bar":
      return {
        ...base,
        mark: "bar",
        encoding: { x: { field: fields.x, type: "nominal", sort: "-y" }, y: { field: fields.y!, type: "quantitative" }, ...color },
      } as TopLevelSpec;
    case "histogram":
      return {
        ...base,
        mark: "bar",
        encoding: { x: { field: fields.x, bin: { maxbins: fields.bins ?? 20 }, type: "quantitative" }, y: { aggregate: "count", type: "quantitative" } },
      } as TopLevelSpec;
    case "scatter":
      return {
        ...base,
        mark: "point",
        encoding: { x: { field: fields.x, type: "quantitative" }, y: { field: fields.y!, type: "quantitative" }, ...color },
      } as TopLevelSpec;
  }
}

/** Checks already made by `chartSpecProblem`: shapes that compile, and exact specs with their problem (bounded; oldest dropped first). */
const checkedSpecs = new Map<string, string | undefined>();
const CHECKED_SPECS_CAP = 256;

/**
 * The spec without what cannot change whether it compiles: field names (numbered in the order they
 * first appear, so two fields stay two), titles and the data. Two charts of one kind over other
 * columns, or with other words in their titles, share one check.
 */
function chartShape(spec: Record<string, unknown>): string {
  const fields = new Map<string, string>();
  return JSON.stringify(spec, function (this: Record<string, unknown>, key: string, value: unknown) {
    if (key === "data" && this === spec) return undefined;
    if (key === "title" && typeof value === "string") return "";
    if (key === "field" && typeof value === "string") {
      if (!fields.has(value)) fields.set(value, `f${fields.size}`);
      return fields.get(value);
    }
    return value;
  });
}

/** Why a Vega-Lite spec (without data) does not compile to a Vega view, or undefined when it does. */
export function chartSpecProblem(spec: Record<string, unknown>): string | undefined {
  // Compiling is the costly part of planning a chart (10–40 ms). A chart that compiles is kept by its
  // shape, so a long-lived server, or a process that checked the same kind of chart while reading the
  // data, pays once; a problem is kept for its exact spec, since its message may name a field.
  const shape = `ok ${chartShape(spec)}`;
  if (checkedSpecs.has(shape)) return undefined;
  const exact = `problem ${JSON.stringify(spec)}`;
  if (checkedSpecs.has(exact)) return checkedSpecs.get(exact);
  let problem: string | undefined;
  try {
    vega.parse(compile({ ...spec, data: { values: [] } } as TopLevelSpec).spec);
  } catch (error) {
    problem = (error as Error).message.split("\n")[0];
  }
  checkedSpecs.set(problem === undefined ? shape : exact, problem);
  if (checkedSpecs.size > CHECKED_SPECS_CAP) checkedSpecs.delete(checkedSpecs.keys().next().value!);
  return problem;
}

interface PngRenderer {
  render(svg: string): Uint8Array;
}
let pngRenderer: Promise<PngRenderer | undefined> | undefined;

/** The optional SVG → PNG rasteriser (@resvg/resvg-js), loaded once; undefined when not installed. */
export function loadPngRenderer(): Promise<PngRenderer | undefined> {
  return (pngRenderer ??= import("@resvg/resvg-js").then(
    ({ Resvg }) => ({
      // System fonts render the axis labels; without any installed font resvg draws the marks and leaves text out.
      render: (svg: string) => new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" }, background: "white" }).render().asPng(),
    }),
    () => undefined,
  ));
}

/**
 * Renders a spec to SVG in Node (no browser, no canvas) and writes `<name>.svg` and `<name>.vl.json`;
 * with `png`, also `<name>.png` rasterised from the SVG.
 */
export async function renderChart(
  spec: TopLevelSpec,
  outputDir: string,
  name: string,
  options: { png?: boolean | "auto" } = {},
): Promise<{ svgPath: string; specPath: string; svg: string; pngPath?: string }> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: "none" });
  const svg = await view.toSVG();
  view.finalize();
  const svgPath = join(outputDir, `${name}.svg`);
  const specPath = join(outputDir, `${name}.vl.json`);
  await writeFile(svgPath, svg);
  const { data: _data, ...withoutData } = spec as TopLevelSpec & { data?: unknown };
  await writeFile(specPath, JSON.stringify({ ...withoutData, data: { name: "table" } }, null, 2));
  if (!options.png) return { svgPath, specPath, svg };
  const renderer = await loadPngRenderer();
  if (!renderer) {
    if (options.png === true)
      throw new ToolExecutionError("PNG output needs @resvg/resvg-js, which is not installed", {
        hint: "npm i @resvg/resvg-js (prebuilt binaries on npm), or set png: false to write SVG only.",
      });
    return { svgPath, specPath, svg };
  }
  const pngPath = join(outputDir, `${name}.png`);
  await writeFile(pngPath, renderer.render(svg));
  return { svgPath, specPath, svg, pngPath };
}
