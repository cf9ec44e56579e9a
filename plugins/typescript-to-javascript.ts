import ts from 'typescript';
import * as prettier from 'prettier';

// The compiler drops blank lines. A marker comment on each blank line between statements, members and properties
// survives compilation and turns back into a blank line afterwards.
const BLANK_LINE = '//@@blank-line@@';

function markBlankLines(code: string, sourceFile: ts.SourceFile): string {
  const insertAt: number[] = [];
  const visit = (node: ts.Node) => {
    const list =
      ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) || ts.isCaseOrDefaultClause(node)
        ? node.statements
        : ts.isClassLike(node)
          ? node.members
          : ts.isObjectLiteralExpression(node)
            ? node.properties
            : undefined;
    list?.forEach((element, index) => {
      if (index === 0) return;
      const start = list[index - 1]!.end;
      const gap = /\n[ \t]*\n/.exec(code.slice(start, element.getStart(sourceFile)));
      if (gap) insertAt.push(start + gap.index + 1);
    });
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return insertAt
    .sort((a, b) => b - a)
    .reduce((text, position) => `${text.slice(0, position)}${BLANK_LINE}${text.slice(position)}`, code);
}

function isEmptyExport(statement: ts.Statement): boolean {
  return (
    ts.isExportDeclaration(statement) &&
    !statement.moduleSpecifier &&
    statement.exportClause !== undefined &&
    ts.isNamedExports(statement.exportClause) &&
    statement.exportClause.elements.length === 0
  );
}

/**
 * The JavaScript a reader would write instead of `code`: types erased by the TypeScript compiler, JSX kept,
 * comments and blank lines kept, formatted in the site's style.
 */
export async function typescriptToJavascript(code: string, lang: 'ts' | 'tsx'): Promise<string> {
  const fileName = `example.${lang}`;
  const sourceFile = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const {outputText} = ts.transpileModule(markBlankLines(code, sourceFile), {
    fileName,
    compilerOptions: {target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve},
  });
  // When all imports were types, the compiler adds `export {};` to keep the file a module; readers need not see it.
  const addedExport = !sourceFile.statements.some(isEmptyExport);
  const javascript = outputText
    .split('\n')
    .filter((line) => !(addedExport && line === 'export {};'))
    .map((line) => (line.trim() === BLANK_LINE ? '' : line))
    .join('\n');
  const formatted = await prettier.format(javascript, {parser: 'babel', semi: false, singleQuote: true});
  return formatted.trimEnd();
}
