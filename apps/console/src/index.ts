import { readFile } from "node:fs/promises";

/** The files of the console page, by the URL path `serve` answers them on, with their media types. */
export const CONSOLE_FILES = {
  "/": { file: "index.html", contentType: "text/html; charset=utf-8" },
  "/console.js": { file: "console.js", contentType: "text/javascript; charset=utf-8" },
  "/console.css": { file: "console.css", contentType: "text/css; charset=utf-8" },
  /** Vega, Vega-Lite and vega-interpreter in one module (built by `pnpm build`), loaded only when a run has a chart. */
  "/chart.js": { file: "chart.js", contentType: "text/javascript; charset=utf-8", built: true },
} as const;
export type ConsolePath = keyof typeof CONSOLE_FILES;

/**
 * The policy the page is served with: everything from the server itself, nothing inline, no other
 * origin. `blob:` images are the charts and downloads the page fetched with its token.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

// The static folder sits beside both src/ and dist/, so one relative URL serves the source and the build;
// the chart bundle is built into dist/ (`pnpm build`).
const STATIC = new URL("../static/", import.meta.url);
const BUILT = new URL("../dist/", import.meta.url);
const cache = new Map<ConsolePath, Buffer>();

/** The body of one console file (read once, then kept). */
export async function consoleFile(path: ConsolePath): Promise<{ body: Buffer; contentType: string }> {
  const entry: { file: string; contentType: string; built?: boolean } = CONSOLE_FILES[path];
  const { file, contentType } = entry;
  let body = cache.get(path);
  if (!body) {
    body = await readFile(new URL(file, entry.built ? BUILT : STATIC));
    cache.set(path, body);
  }
  return { body, contentType };
}
