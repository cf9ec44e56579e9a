// The production error codes of the installed @reduxjs/toolkit: each code's full message and the module it comes from.
import fs from 'node:fs';
import path from 'node:path';
import {TraceMap, originalPositionFor} from '@jridgewell/trace-mapping';
import ts from 'typescript';

export interface ErrorCodeSource {
  code: number;
  /** The development build's message; a value only known at run time reads "…". */
  message: string;
  /** The package source file that throws it, relative to the package's `src/` (`query/react/buildHooks.ts`). */
  module: string;
}

export interface PackageErrorCodes {
  codes: ErrorCodeSource[];
  /** The source of every module of the package's builds, by its path relative to `src/`, from the source maps. */
  modules: Map<string, string>;
}

/**
 * The package's development builds keep each message next to its code,
 * `process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : "message"`, and production builds keep only
 * the code. The `.modern.mjs` files are the development ESM builds of the package's entry points, each with a
 * source map that names the module of every line. A code thrown in two places (38) is one entry.
 */
export function readErrorCodes(packageDir: string): PackageErrorCodes {
  const builds = fs
    .readdirSync(path.join(packageDir, 'dist'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.modern.mjs'))
    .map((file) => path.join(packageDir, 'dist', file));
  const codes = new Map<number, ErrorCodeSource>();
  const modules = new Map<string, string>();
  for (const build of builds) {
    const map = new TraceMap(fs.readFileSync(`${build}.map`, 'utf8'));
    map.sources.forEach((source, index) => modules.set(moduleName(source ?? ''), map.sourcesContent?.[index] ?? ''));
    for (const found of errorCodesOfBuild(build, map)) {
      const known = codes.get(found.code);
      if (known && known.message !== found.message) {
        throw new Error(`error code ${found.code} has two messages: "${known.message}" and "${found.message}"`);
      }
      codes.set(found.code, found);
    }
  }
  return {codes: [...codes.values()].sort((a, b) => a.code - b.code), modules};
}

/** A source map's path of a module (`../../src/query/createApi.ts`) relative to the package's `src/`. */
function moduleName(source: string): string {
  return source.replace(/^(\.\.\/)*src\//, '');
}

function errorCodesOfBuild(buildFile: string, map: TraceMap): ErrorCodeSource[] {
  const text = fs.readFileSync(buildFile, 'utf8');
  const file = ts.createSourceFile(buildFile, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: ErrorCodeSource[] = [];
  const visit = (node: ts.Node): void => {
    const code = ts.isConditionalExpression(node) ? prodErrorCode(node.whenTrue) : undefined;
    if (code !== undefined) {
      const call = (node as ts.ConditionalExpression).whenTrue;
      const {line, character} = file.getLineAndCharacterOfPosition(call.getStart(file));
      const origin = originalPositionFor(map, {line: line + 1, column: character});
      if (!origin.source) throw new Error(`${buildFile}: the source map names no module for error code ${code}`);
      found.push({
        code,
        message: messageText((node as ts.ConditionalExpression).whenFalse, buildFile, code),
        module: moduleName(origin.source),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** N in `formatProdErrorMessage(N)`, or undefined for any other expression. */
function prodErrorCode(node: ts.Expression): number | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  if (node.expression.text !== 'formatProdErrorMessage' || node.arguments.length !== 1) return undefined;
  const [argument] = node.arguments;
  return ts.isNumericLiteral(argument) ? Number(argument.text) : undefined;
}

function messageText(node: ts.Expression, buildFile: string, code: number): string {
  const text = messagePart(node);
  if (!/[a-z]/i.test(text)) throw new Error(`${buildFile}: error code ${code} has no literal message`);
  return text;
}

/** A message's literal text; a run-time value in it (a template's `${…}`, a `+` operand) reads "…". */
function messagePart(node: ts.Expression): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `…${span.literal.text}`).join('');
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return messagePart(node.left) + messagePart(node.right);
  }
  if (ts.isParenthesizedExpression(node)) return messagePart(node.expression);
  return '…';
}

/** The names a module exports by declaration (`export function createSlice`, `export interface …`). */
export function declaredExports(module: string, moduleSource: string): string[] {
  const kind = module.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(module, moduleSource, ts.ScriptTarget.Latest, false, kind);
  return file.statements.flatMap((statement) => {
    if (!ts.canHaveModifiers(statement)) return [];
    if (!ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((declaration) =>
        ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
      );
    }
    const named = statement as ts.DeclarationStatement;
    return named.name && ts.isIdentifier(named.name) ? [named.name.text] : [];
  });
}
