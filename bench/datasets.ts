import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The shared public datasets (`../shared/datasets` beside the checkout, or `DATASETS`). Benchmarks
 * only: tests never read them. When the folder is absent the benchmark stops with one line that says so.
 */
export function datasetsDir(override?: string): string {
  const dir = resolve(override ?? process.env.DATASETS ?? join(fileURLToPath(new URL(".", import.meta.url)), "../../shared/datasets"));
  if (!existsSync(join(dir, "README.md")) && !existsSync(join(dir, "seal-tools"))) {
    console.error(
      `bench: the public datasets are not at ${dir}: put the shared datasets folder there (../shared/datasets beside the checkout) or set DATASETS=<folder>.`,
    );
    process.exit(2);
  }
  return dir;
}
