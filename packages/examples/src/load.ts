import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigurationError, type Plan } from "@modular-planner/core";
import { planFromYaml } from "@modular-planner/planner";

/** The hand-written examples shipped with the package (`examples/*.yaml`). */
export function shippedExamplesDirectory(): string {
  const path = fileURLToPath(new URL("../examples", import.meta.url));
  if (!existsSync(path)) throw new ConfigurationError(`The shipped example plans were not found at ${path}.`);
  return path;
}

/** Reads every `*.yaml` / `*.yml` plan of a directory (sorted by file name); a file that is not a plan fails naming the file. */
export function loadExamples(directory: string): Plan[] {
  if (!existsSync(directory)) {
    throw new ConfigurationError(`No example directory at ${directory}.`, {
      hint: "Pass a directory of YAML plans (e.g. the output of scripts/import-yaaaf.ts).",
    });
  }
  return readdirSync(directory)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      try {
        return planFromYaml(readFileSync(join(directory, name), "utf8"));
      } catch (error) {
        throw new ConfigurationError(`Example ${join(directory, name)} is not a valid plan: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    });
}

/** The shipped hand-written examples as plans. */
export function loadShippedExamples(): Plan[] {
  return loadExamples(shippedExamplesDirectory());
}
