import ts from 'typescript';
import type {CodeBlock} from './extract';

const PREFIX = '// logs:';

export interface ExpectedLog {
  text: string;
  /** 0-based line in the block. */
  line: number;
}

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

export interface LogMismatch {
  /** 0-based line in the block the mismatch is reported at. */
  line: number;
  message: string;
}

/**
 * The first difference between what the block says it logs and what it logged. A comment holds one line, so a
 * log's line breaks are compared as `\n`, and spaces at either end are ignored.
 */
export function compareLogs(expected: ExpectedLog[], logged: string[]): LogMismatch | undefined {
  const actual = logged.map((log) => log.replaceAll('\n', '\\n').trim());
  for (let index = 0; index < Math.max(expected.length, actual.length); index++) {
    const want = expected[index];
    const got = actual[index];
    if (want?.text === got) continue;
    if (want === undefined) {
      return {line: expected.at(-1)?.line ?? 0, message: `logged \`${got}\`, which no \`// logs:\` comment expects`};
    }
    return {
      line: want.line,
      message:
        got === undefined
          ? `expected the log \`${want.text}\`, but nothing more was logged`
          : `expected the log \`${want.text}\`, but got \`${got}\``,
    };
  }
  return undefined;
}
