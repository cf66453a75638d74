import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRegistry, type Registry } from "./registry.js";
import type { RegistrySource } from "./yaml-source.js";

/**
 * The embedded default registry: `dist/registry` in the published package, the repository's
 * `registry/` when running from source.
 */
export function defaultRegistryRoot(): string {
  const candidates = [new URL("./registry", import.meta.url), new URL("../registry", import.meta.url), new URL("../../../registry", import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(join(path, "capabilities.yaml"))) return path;
  }
  throw new Error("The embedded registry is missing from @modular-planner/registry; reinstall the package or pass an explicit registry root.");
}

/** Reads `capabilities.yaml`, `tools/*.yaml` and `templates/*.yaml` under `root`. */
export async function readRegistrySources(root: string): Promise<RegistrySource[]> {
  const display = (path: string) => `${basename(root)}/${relative(root, path)}`;
  const sources: RegistrySource[] = [];
  const add = async (path: string) => sources.push({ file: display(path), content: await readFile(path, "utf8") });
  const capabilities = join(root, "capabilities.yaml");
  if (existsSync(capabilities)) await add(capabilities);
  for (const folder of ["tools", "templates"]) {
    const directory = join(root, folder);
    if (!existsSync(directory)) continue;
    for (const entry of (await readdir(directory)).sort()) if (/\.ya?ml$/.test(entry)) await add(join(directory, entry));
  }
  return sources;
}

export async function loadRegistry(options: { root?: string } = {}): Promise<Registry> {
  return buildRegistry(await readRegistrySources(options.root ?? defaultRegistryRoot()));
}
