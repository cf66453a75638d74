import { builtinModules } from "node:module";
import ts from "typescript";

/** One module reference found in a source file. */
export interface ImportReference {
  specifier: string;
  /** 1-based line of the reference. */
  line: number;
  /** True for `import type`, `export type`, imports whose every name is `type`, and `import("x").T` in types. */
  typeOnly: boolean;
  /** The local names bound by a static import (`{ a as b }` binds "b"; default and namespace names too). */
  names: string[];
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (/\.tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.[cm]?ts$/.test(fileName)) return ts.ScriptKind.TS;
  if (/\.jsx$/.test(fileName)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/**
 * Every module reference in a file: static imports and re-exports, `import x = require()`,
 * dynamic `import("x")`, `require("x")`, and `import("x")` types. Parsed with the TypeScript
 * compiler, so strings and comments that look like imports are not counted.
 */
export function findImports(fileName: string, text: string): ImportReference[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const found: ImportReference[] = [];
  const add = (literal: ts.Node, typeOnly: boolean, names: string[] = []) => {
    if (!ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    found.push({ specifier: literal.text, line, typeOnly, names });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const names: string[] = [];
      let typeOnly = false;
      if (clause) {
        if (clause.name) names.push(clause.name.text);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
        if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.push(element.name.text);
        typeOnly =
          clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly));
      }
      add(node.moduleSpecifier, typeOnly, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier, typeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly, [node.name.text]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if (isDynamicImport || isRequire) add(node.arguments[0]!, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `new URL("<relative path>", import.meta.url)` references: files a module reads relative to itself. */
export function findFileUrls(fileName: string, text: string): { specifier: string; line: number }[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const found: { specifier: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "URL" && node.arguments?.length === 2) {
      const [path, base] = node.arguments as unknown as [ts.Expression, ts.Expression];
      const isImportMetaUrl =
        ts.isPropertyAccessExpression(base) &&
        base.name.text === "url" &&
        ts.isMetaProperty(base.expression) &&
        base.expression.keywordToken === ts.SyntaxKind.ImportKeyword;
      if (isImportMetaUrl && ts.isStringLiteralLike(path) && isRelative(path.text)) {
        found.push({ specifier: path.text, line: source.getLineAndCharacterOfPosition(path.getStart(source)).line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const BUILTINS = new Set(builtinModules);

/** True for `node:fs`, `fs`, `fs/promises` and other Node built-ins. */
export function isBuiltin(specifier: string): boolean {
  if (specifier.startsWith("node:")) return true;
  return BUILTINS.has(specifier) || BUILTINS.has(specifier.split("/")[0]!);
}

export function isRelative(specifier: string): boolean {
  return specifier === "." || specifier === ".." || specifier.startsWith("./") || specifier.startsWith("../");
}

/** The package a bare specifier names and the subpath inside it: `@a/b/c/d` → `@a/b` and `./c/d`. */
export function splitBareSpecifier(specifier: string): { packageName: string; subpath: string } {
  const parts = specifier.split("/");
  const count = specifier.startsWith("@") ? 2 : 1;
  const packageName = parts.slice(0, count).join("/");
  const rest = parts.slice(count);
  return { packageName, subpath: rest.length ? `./${rest.join("/")}` : "." };
}
