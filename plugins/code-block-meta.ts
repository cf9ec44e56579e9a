// The markers of a code fence's meta string, as CONTRIBUTING.md ("Code examples") defines them. The example
// checker reads them; the remark plugin reads them too and hides them from readers.

export interface CodeBlockMeta {
  /** `title="app/store.ts"`: the block is that file of the page's project, and readers see the title. */
  title?: string;
  /** `run`: the checker executes the block and compares its `console.log` output with its `// logs:` comments. */
  run: boolean;
  /** `no-check`: the checker neither compiles nor runs the block. */
  noCheck: boolean;
  /** `ts-only`: readers get no generated JavaScript tab. */
  tsOnly: boolean;
  /**
   * `typescript=5.5`: the block needs that TypeScript or later, and its code says so in a comment; the checker's
   * older compilers skip it.
   */
  minTypeScript?: string;
  /** Everything else, for the site's code block (line highlights such as `{1,3-4}`). */
  others: string[];
}

const MARKERS = {run: 'run', noCheck: 'no-check', tsOnly: 'ts-only'} as const;

// A meta string is a short space-separated list in which only a title can hold spaces (inside its quotes).
const TOKEN = /title=(["'])(.*?)\1|\S+/g;
const MIN_TYPESCRIPT = /^typescript=(\d+\.\d+)$/;

export function parseCodeBlockMeta(meta: string | null | undefined): CodeBlockMeta {
  const parsed: CodeBlockMeta = {run: false, noCheck: false, tsOnly: false, others: []};
  for (const [token, , title] of (meta ?? '').matchAll(TOKEN)) {
    if (title !== undefined) parsed.title = title;
    else if (token === MARKERS.run) parsed.run = true;
    else if (token === MARKERS.noCheck) parsed.noCheck = true;
    else if (token === MARKERS.tsOnly) parsed.tsOnly = true;
    else if (MIN_TYPESCRIPT.test(token)) parsed.minTypeScript = MIN_TYPESCRIPT.exec(token)![1];
    else parsed.others.push(token);
  }
  return parsed;
}

/** The meta string readers' code blocks get: the title and display options, without the checker's markers. */
export function displayMeta({title, others}: Pick<CodeBlockMeta, 'title' | 'others'>): string | null {
  const tokens = title === undefined ? others : [`title="${title}"`, ...others];
  return tokens.length > 0 ? tokens.join(' ') : null;
}
