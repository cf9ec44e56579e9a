import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// The public surface of one release of a package: per entry point, its runtime exports, and per exported name
// (value or type) its members as the compiler states them: each property with its type, each call signature.
// Members of an object-typed member are listed too, one level down (`util.upsertQueryEntries`, `Types.ResultType`),
// since that is where readers meet most of RTK Query's API. Comparing two surfaces shows what a release changed.

export interface ExportShape {
  /** `value` for a runtime export (a function, an object, a class), `type` for a type-only export. */
  kind: 'value' | 'type';
  /** Member path (`util.resetApiState`, `(call 1)`) to the compiler's text for it (`?: boolean | undefined`). */
  members: Record<string, string>;
}

export interface EntrySurface {
  runtime: string[];
  exports: Record<string, ExportShape>;
  /** For the probes: the compiler's errors, where a release rejects them. */
  errors?: string[];
}

export type Surface = Record<string, EntrySurface>;

const FORMAT = ts.TypeFormatFlags.NoTruncation;
// Deeper than this, members are types of their own, or internals nobody writes.
const NESTING = 2;

function runtimeExports(packageDir: string, specifier: string): string[] {
  const requireInPackage = createRequire(path.join(packageDir, 'package.json'));
  const moduleExports = requireInPackage(specifier) as Record<string, unknown>;
  return Object.keys(moduleExports)
    .filter((name) => name !== 'default' && name !== '__esModule')
    .sort();
}

const PRIMITIVE =
  ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.BigIntLike |
  ts.TypeFlags.ESSymbolLike | ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Null;

// A symbol-keyed member's internal name carries a number that differs between programs (`__@toStringTag@20676`).
const memberName = (property: ts.Symbol) => property.name.replace(/^__@(.+?)(\$\d+)?@\d+$/, '[$1]');

function membersOf(checker: ts.TypeChecker, type: ts.Type, prefix = '', depth = 1): Record<string, string> {
  // A union (a hook's result in its loading and loaded states) has the members of all its states.
  if (type.isUnion()) {
    const merged = new Map<string, Set<string>>();
    for (const part of type.types) {
      for (const [key, text] of Object.entries(membersOf(checker, part, prefix, depth))) {
        merged.set(key, (merged.get(key) ?? new Set()).add(text));
      }
    }
    return Object.fromEntries([...merged].map(([key, texts]) => [key, [...texts].join(' | ')]));
  }
  // A primitive or an array has the members of its built-in type, which no release changes.
  if (type.flags & PRIMITIVE || checker.isArrayType(type) || checker.isTupleType(type)) return {};
  const members: Record<string, string> = Object.create(null) as Record<string, string>;
  type.getCallSignatures().forEach((signature, index) => {
    members[`${prefix}(call ${index + 1})`] = checker.signatureToString(signature, undefined, FORMAT);
  });
  type.getConstructSignatures().forEach((signature, index) => {
    members[`${prefix}(new ${index + 1})`] = checker.signatureToString(signature, undefined, FORMAT);
  });
  for (const property of checker.getPropertiesOfType(type)) {
    const optional = property.flags & ts.SymbolFlags.Optional ? '?: ' : ': ';
    const propertyType = checker.getTypeOfSymbol(property);
    const key = `${prefix}${memberName(property)}`;
    members[key] = optional + checker.typeToString(propertyType, undefined, FORMAT);
    // Named or not: a release may give an object type a name (2.15.0's ApiUtil) without changing its members.
    if (depth < NESTING && propertyType.flags & ts.TypeFlags.Object) {
      Object.assign(members, membersOf(checker, propertyType, `${key}.`, depth + 1));
    }
  }
  return members;
}

/**
 * The exports of a module whose `source` the compiler reads from inside the package (which resolves its own name),
 * and the compiler's errors in that source.
 */
function moduleShapes(packageDir: string, source: string): {exports: Record<string, ExportShape>; errors: string[]} {
  const entryFile = path.join(packageDir, '__release_surface__.ts');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const {getSourceFile, fileExists} = host;
  host.fileExists = (fileName) => fileName === entryFile || fileExists(fileName);
  host.getSourceFile = (fileName, ...rest) =>
    fileName === entryFile ? ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022) : getSourceFile(fileName, ...rest);
  const program = ts.createProgram({rootNames: [entryFile], options, host});
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryFile)!;
  const errors = program
    .getSemanticDiagnostics(entry)
    .map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  if (!moduleSymbol) throw new Error(`TypeScript cannot read the exports of ${source.trim()} in ${packageDir}`);

  const shapes: Record<string, ExportShape> = {};
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const isValue = (target.flags & ts.SymbolFlags.Value) !== 0;
    const type = isValue ? checker.getTypeOfSymbol(target) : checker.getDeclaredTypeOfSymbol(target);
    const members = Object.fromEntries(
      Object.entries(membersOf(checker, type)).map(([key, text]) => [key, text.replaceAll(packageDir, '<package>')]),
    );
    // A type without members (a union, a string literal) is its text.
    if (Object.keys(members).length === 0) members['(type)'] = checker.typeToString(type, undefined, FORMAT);
    shapes[symbol.name] = {kind: isValue ? 'value' : 'type', members};
  }
  return {exports: shapes, errors};
}

/** The entry point under which the surface lists a package's probe module (see rtk-probes.ts). */
export const PROBES_ENTRY = '(probes)';

/**
 * The surface of the package in `packageDir` (its package.json's `name`), for the entry points given (`''`,
 * `query`), and, with `probes`, for a module of concrete types that uses the package.
 */
export function readSurface(packageDir: string, packageName: string, entries: string[], probes?: string): Surface {
  const surface: Surface = {};
  for (const entry of entries) {
    const specifier = entry ? `${packageName}/${entry}` : packageName;
    const {exports} = moduleShapes(packageDir, `export * from ${JSON.stringify(specifier)}\n`);
    surface[entry || '.'] = {runtime: runtimeExports(packageDir, specifier), exports};
  }
  if (probes !== undefined) {
    const {exports, errors} = moduleShapes(packageDir, probes);
    surface[PROBES_ENTRY] = {runtime: [], exports, errors};
  }
  return surface;
}
