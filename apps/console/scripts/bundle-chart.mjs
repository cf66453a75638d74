// Bundles chart/index.js (vega, vega-lite, vega-interpreter) into dist/chart.js (a build output, cached by turbo with dist): one ES module
// served by `serve` from this server (no CDN), minified. Run by `pnpm build`.
import { build } from "esbuild";

await build({
  entryPoints: [new URL("../chart/index.js", import.meta.url).pathname],
  outfile: new URL("../dist/chart.js", import.meta.url).pathname,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  legalComments: "eof",
  logLevel: "warning",
});
