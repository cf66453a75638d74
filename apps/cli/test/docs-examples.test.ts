// Docs that cannot drift (issue #22 item 8): every `modular-planner …` command in the fenced shell
// blocks of the covered documents is parsed against the CLI's real command tree (commands,
// subcommands, options and how many arguments each takes), without running it; every fenced `ts`
// block of those documents is type-checked against the packages' published types; config and registry
// yaml blocks load with the schemas they document.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Command } from "commander";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { CapabilityMapSchema, PlanTemplateSchema, ToolMetadataSchema } from "@modular-planner/core";
import { CliConfigSchema } from "../src/config.js";
import { createProgram } from "../src/program.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
/** The documents whose examples are checked: the README, every document in docs/, and every package's, app's and example's README. */
const ALL_DOCS = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  ...["apps", "examples", "packages"].flatMap((top) => readmesUnder(top)),
].sort();
const SHELL_DOCS = ALL_DOCS;
const TS_DOCS = ALL_DOCS;

/** The README.md files under a top folder of the repository (node_modules and build output left out). */
function readmesUnder(top: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (entry.isDirectory() && !["node_modules", "dist", ".test-results", ".turbo", "fixtures"].includes(entry.name)) walk(`${folder}/${entry.name}`);
      else if (entry.isFile() && entry.name === "README.md") found.push(`${folder}/${entry.name}`);
    }
  };
  walk(top);
  return found;
}

/** The folders under a top folder of the repository that hold a package.json (two levels deep at most). */
function packageFolders(top: string): string[] {
  return readdirSync(join(root, top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules")
    .flatMap((entry) => {
      const folder = `${top}/${entry.name}`;
      if (existsSync(join(root, folder, "package.json"))) return [folder];
      return readdirSync(join(root, folder), { withFileTypes: true })
        .filter((inner) => inner.isDirectory() && existsSync(join(root, folder, inner.name, "package.json")))
        .map((inner) => `${folder}/${inner.name}`);
    });
}

interface Block {
  doc: string;
  line: number;
  lang: string;
  text: string;
}

function fencedBlocks(doc: string): Block[] {
  const lines = readFileSync(join(root, doc), "utf8").split("\n");
  const blocks: Block[] = [];
  let open: { lang: string; line: number; indent: string; body: string[] } | undefined;
  lines.forEach((line, index) => {
    const fence = /^(\s*)```(\S*)\s*$/.exec(line);
    if (open) {
      if (fence && fence[1] === open.indent) {
        blocks.push({ doc, line: open.line, lang: open.lang, text: open.body.join("\n") });
        open = undefined;
      } else open.body.push(line.slice(open.indent.length));
    } else if (fence) open = { lang: fence[2] ?? "", line: index + 1, indent: fence[1] ?? "", body: [] };
  });
  return blocks;
}

/** Shell words of a line, quotes removed; a `#` outside quotes starts a comment. */
function words(line: string): string[] {
  const out: string[] = [];
  let current: string | undefined;
  let quote: string | undefined;
  for (const char of line) {
    if (quote) {
      if (char === quote) quote = undefined;
      else current = (current ?? "") + char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current ??= "";
    } else if (char === "#" && current === undefined) break;
    else if (/\s/.test(char)) {
      if (current !== undefined) out.push(current);
      current = undefined;
    } else current = (current ?? "") + char;
  }
  if (current !== undefined) out.push(current);
  return out;
}

/**
 * The `modular-planner` invocations of a shell line: `&&` separates commands; in the docs a ` | `
 * between two subcommands lists alternatives (`graphs list | graphs show <id>`), so a part without
 * the program name continues the previous invocation's program. Leading `VAR=value` words are skipped.
 */
function invocations(line: string): string[][] {
  const found: string[][] = [];
  for (const command of line.split(/\s&&\s/)) {
    const parts = command.split(/\s\|\s/);
    let seen = false;
    for (const part of parts) {
      const tokens = words(part);
      while (tokens.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(tokens[0]!)) tokens.shift();
      if (tokens[0] === "modular-planner") {
        seen = true;
        found.push(tokens.slice(1));
      } else if (seen && tokens.length > 0) found.push(tokens);
    }
  }
  return found;
}

/** What commander would refuse in `args`: unknown commands and options, options missing their value, too many arguments. */
async function dryParse(args: string[]): Promise<string[]> {
  const program = await createProgram(["node", "modular-planner", ...args]);
  const problems: string[] = [];
  let command: Command = program;
  const chain = () => {
    const list: Command[] = [];
    for (let c: Command | null = command; c; c = c.parent) list.push(c);
    return list;
  };
  let operands = 0;
  for (let i = 0; i < args.length; i++) {
    const token = args[i]!;
    if (token.startsWith("-") && token !== "-") {
      const flag = token.split("=")[0]!;
      const option = chain()
        .flatMap((c) => c.options)
        .find((o) => o.long === flag || o.short === flag);
      if (!option) problems.push(`unknown option ${flag} for "${command.name()}"`);
      else if (option.required && !token.includes("=")) {
        if (i + 1 >= args.length) problems.push(`option ${flag} needs a value`);
        i++;
      } else if (option.optional && !token.includes("=") && i + 1 < args.length && !args[i + 1]!.startsWith("-")) i++;
      continue;
    }
    const sub = operands === 0 ? command.commands.find((c) => c.name() === token || c.aliases().includes(token)) : undefined;
    if (sub) {
      command = sub;
      continue;
    }
    const declared = command.registeredArguments;
    if (declared.length === 0 && command.commands.length > 0) return [...problems, `unknown command "${token}" of "${command.name()}"`];
    else if (operands >= declared.length && !declared.at(-1)?.variadic) problems.push(`too many arguments for "${command.name()}": ${token}`);
    operands++;
  }
  return problems;
}

describe("fenced commands in the docs parse with the CLI", () => {
  const commands = SHELL_DOCS.flatMap((doc) =>
    fencedBlocks(doc)
      .filter((block) => ["sh", "bash", "shell", "console"].includes(block.lang))
      .flatMap((block) =>
        block.text.split("\n").flatMap((text, offset) => invocations(text).map((args) => ({ where: `${block.doc}:${block.line + 1 + offset}`, args }))),
      ),
  );

  it("finds the commands of the covered documents", () => {
    expect(commands.length).toBeGreaterThan(30);
    expect(commands.map((command) => command.where.split(":")[0])).toContain("docs/cli.md");
    expect(SHELL_DOCS).toEqual(expect.arrayContaining(["docs/deployment.md", "packages/analysis/README.md", "apps/cli/README.md"]));
  });

  it.each(commands.map((command) => [command.where, command.args.join(" "), command.args] as const))("%s: modular-planner %s", async (_where, _text, args) => {
    expect(await dryParse(args)).toEqual([]);
  });

  it("the parser refuses what commander refuses", async () => {
    expect(await dryParse(["plann", "x"])).toEqual(['unknown command "plann" of "modular-planner"']);
    expect(await dryParse(["plan", "x", "--formatt", "json"])).toContain('unknown option --formatt for "plan"');
    expect(await dryParse(["serve", "--port"])).toEqual(["option --port needs a value"]);
    expect(await dryParse(["graphs", "show", "a", "b"])).toEqual(['too many arguments for "show": b']);
  });
});

/**
 * The folder whose package resolves a document's imports: a README beside a package.json belongs to
 * that package (its own dependencies and its own name through `exports`); README.md and docs/*.md
 * belong to apps/cli, which depends on most packages.
 */
function ownerFolder(doc: string): string {
  const folder = doc.includes("/") ? doc.slice(0, doc.lastIndexOf("/")) : "";
  return folder !== "docs" && folder !== "" && existsSync(join(root, folder, "package.json")) ? folder : "apps/cli";
}

describe("fenced ts blocks in the docs type-check", () => {
  const blocks = TS_DOCS.flatMap((doc) => fencedBlocks(doc).filter((block) => block.lang === "ts" || block.lang === "typescript"));

  it("covers the blocks of package READMEs, not only the top-level documents", () => {
    expect(TS_DOCS).toEqual(ALL_DOCS);
    const owners = new Set(blocks.map((block) => ownerFolder(block.doc)));
    expect(owners).toContain("apps/cli");
    expect(owners).toContain("packages/adapters/ai-sdk");
    expect(owners.size).toBeGreaterThan(5);
  });

  it("type-checks each block as a module against the published types", () => {
    expect(blocks.length).toBeGreaterThan(0);
    // Each block is written inside the package owning its document, so that package's dependencies
    // and its own name resolve from its node_modules and package.json (their dist types); one program for all.
    // Emptied first: a block removed or moved in a document leaves no stale file behind.
    for (const owner of new Set(blocks.map((block) => ownerFolder(block.doc))))
      rmSync(join(root, owner, ".test-results/doc-blocks"), { recursive: true, force: true });
    const files = blocks.map((block, index) => {
      const folder = join(root, ownerFolder(block.doc), ".test-results/doc-blocks");
      mkdirSync(folder, { recursive: true });
      const file = join(folder, `${block.doc.replace(/[/.]/g, "_")}_${block.line}_${index}.ts`);
      writeFileSync(file, block.text.includes("import ") || block.text.includes("export ") ? block.text : `${block.text}\nexport {};\n`);
      return { file, block };
    });
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: ["node"],
      typeRoots: [join(root, "apps/cli/node_modules/@types")],
    };
    const host = ts.createCompilerHost(options);
    // A document may show a package next to one its owner does not depend on (the executor beside a
    // store, LangChain in docs/adapters.md): such an import resolves as the reader who installed it
    // would see it, from apps/cli, else from the first workspace package that depends on it.
    const fallbacks = ["apps/cli", ...["packages", "examples"].flatMap((top) => packageFolders(top))].map((folder) =>
      join(root, folder, ".test-results/doc-blocks/fallback.ts"),
    );
    host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
      literals.map((literal) => {
        const resolve = (from: string) => ts.resolveModuleName(literal.text, from, compilerOptions, host, undefined, redirected, ts.ModuleKind.ESNext);
        const own = resolve(containingFile);
        if (own.resolvedModule) return own;
        for (const from of fallbacks) {
          const found = resolve(from);
          if (found.resolvedModule) return found;
        }
        return own;
      });
    const program = ts.createProgram(
      files.map((f) => f.file),
      options,
      host,
    );
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const at = files.find((f) => f.file === diagnostic.file?.fileName);
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
      return `${at ? `${at.block.doc}:${at.block.line + 1 + line}` : diagnostic.file?.fileName}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    });
    expect(problems).toEqual([]);
  });
});

/** A yaml/json block's value and its top-level keys (none when it is not a mapping or does not parse). */
function topLevel(block: Block): { value: unknown; keys: string[] } {
  let value: unknown;
  try {
    value = parseYaml(block.text);
  } catch {
    return { value: undefined, keys: [] };
  }
  return { value, keys: value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [] };
}

describe("fenced config blocks in the docs are valid configs", () => {
  const configKeys = new Set(Object.keys(CliConfigSchema.shape));
  // A yaml or json block whose top-level keys are all config keys is a config file (or a part of one): it must load.
  const configs = ALL_DOCS.flatMap((doc) =>
    fencedBlocks(doc)
      .filter((block) => ["yaml", "yml", "json", "jsonc"].includes(block.lang))
      .flatMap((block) => {
        const { value, keys } = topLevel(block);
        return keys.length > 0 && keys.every((key) => configKeys.has(key)) ? [{ where: `${block.doc}:${block.line}`, value }] : [];
      }),
  );

  it("finds the config blocks of the documents", () => {
    expect(configs.length).toBeGreaterThan(5);
    expect(configs.map((config) => config.where.split(":")[0])).toEqual(expect.arrayContaining(["docs/cli.md", "docs/plugins.md"]));
  });

  it.each(configs.map((config) => [config.where, config.value] as const))("%s loads as a config", (_where, value) => {
    const parsed = CliConfigSchema.safeParse(value);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
  });
});

/**
 * The registry files the loader reads (`@modular-planner/registry`), each known by its top-level keys,
 * with the schema it validates them with: capabilities.yaml with CapabilityMapSchema, every tool of
 * a tools/*.yaml with ToolMetadataSchema (a mapping with a `tools` list and nothing else), a
 * templates/*.yaml with PlanTemplateSchema. Cross-file checks (known capabilities, tools and earlier
 * steps) need the whole registry and are left to packages/registry's tests.
 */
const REGISTRY_FILES = [
  {
    file: "capabilities.yaml",
    is: (keys: string[]) => keys.includes("capabilities") && keys.includes("requirements"),
    schema: CapabilityMapSchema,
  },
  { file: "tools/*.yaml", is: (keys: string[]) => keys.length === 1 && keys[0] === "tools", schema: z.object({ tools: z.array(ToolMetadataSchema) }).strict() },
  { file: "templates/*.yaml", is: (keys: string[]) => keys.includes("id") && keys.includes("steps"), schema: PlanTemplateSchema },
] as const;

describe("fenced registry blocks in the docs load with the registry's schemas", () => {
  const yamlBlocks = ALL_DOCS.flatMap((doc) => fencedBlocks(doc).filter((block) => ["yaml", "yml"].includes(block.lang)));
  const registryBlocks = yamlBlocks.flatMap((block) => {
    const { value, keys } = topLevel(block);
    const kind = REGISTRY_FILES.find((candidate) => candidate.is(keys));
    return kind ? [{ where: `${block.doc}:${block.line}`, kind, value }] : [];
  });

  it("finds every yaml block of docs/registry.md, one of each registry file", () => {
    const inRegistryDoc = yamlBlocks.filter((block) => block.doc === "docs/registry.md").map((block) => `${block.doc}:${block.line}`);
    expect(inRegistryDoc.length).toBeGreaterThanOrEqual(3);
    expect(registryBlocks.map((block) => block.where)).toEqual(expect.arrayContaining(inRegistryDoc));
    expect(new Set(registryBlocks.map((block) => block.kind.file))).toEqual(new Set(REGISTRY_FILES.map((kind) => kind.file)));
  });

  it.each(registryBlocks.map((block) => [block.where, block.kind.file, block.kind.schema, block.value] as const))(
    "%s loads as %s",
    (_where, _file, schema, value) => {
      const parsed = schema.safeParse(value);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
    },
  );

  it("a block the loader would refuse fails here too", () => {
    const tools = REGISTRY_FILES.find((kind) => kind.file === "tools/*.yaml")!;
    const bad = parseYaml("tools:\n  - name: plot_line\n    description: 5\n    colour: red\n");
    expect(tools.is(Object.keys(bad))).toBe(true);
    const parsed = tools.schema.safeParse(bad);
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.code}`)).toEqual(
      expect.arrayContaining(["tools.0.description: invalid_type", "tools.0: unrecognized_keys"]),
    );
  });
});
