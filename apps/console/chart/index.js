// The console's chart renderer, bundled into dist/chart.js (scripts/bundle-chart.mjs) and loaded
// by the page only when a run has a chart. Vega parses the spec to an AST and vega-interpreter
// evaluates its expressions, so nothing is compiled with eval or new Function: the page's
// policy (script-src 'self') stays as it is.
import { parse, View } from "vega";
import { expressionInterpreter } from "vega-interpreter";
import { compile } from "vega-lite";

/**
 * Renders a Vega-Lite spec as SVG into `container`, with the data values inlined in the spec (the
 * run's chart.vl.json). Tooltips are the browser's own (vega's default handler sets the title of
 * each mark). Returns the view, to finalize when the chart is replaced.
 */
export async function renderChart(spec, container) {
  const runtime = parse(compile(spec).spec, undefined, { ast: true });
  const view = new View(runtime, { expr: expressionInterpreter, renderer: "svg", container, hover: true });
  await view.runAsync();
  return view;
}
