import ts from 'typescript';
import type {CodeBlock} from './extract';
import type {ExpectedLog} from '../../src/runner/compareLogs';

const PREFIX = '// logs:';


/** The block's `// logs: ...` comments, in order. Parsed, so that the same text inside a string does not count. */
export function expectedLogs(block: CodeBlock): ExpectedLog[] {
  const sourceFile = ts.createSourceFile(`block.${block.lang}`, block.code, ts.ScriptTarget.Latest, true);
  const seen = new Set<number>();
  const logs: ExpectedLog[] = [];
  const visit = (node: ts.Node) => {
    const ranges = [
      ...(ts.getLeadingCommentRanges(block.code, node.pos) ?? []),
      // A comment on the same line as the code before it, `console.log(1) // logs: 1`, is a trailing one.
      ...(ts.getTrailingCommentRanges(block.code, node.end) ?? []),
    ];
    for (const range of ranges) {
      const comment = block.code.slice(range.pos, range.end);
      if (seen.has(range.pos) || !comment.startsWith(PREFIX)) continue;
      seen.add(range.pos);
      logs.push({
        text: comment.slice(PREFIX.length).trim(),
        line: sourceFile.getLineAndCharacterOfPosition(range.pos).line,
      });
    }
    node.getChildren(sourceFile).forEach(visit);
  };
  visit(sourceFile);
  return logs.sort((a, b) => a.line - b.line);
}
