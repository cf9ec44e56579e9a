// How a run's output is compared with a block's `// logs:` comments: by the example checker
// (scripts/check-examples) and by the page's runner, so that both call the same output a match.

export interface ExpectedLog {
  text: string;
  /** 0-based line in the block. */
  line: number;
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
