// A code block's highlighted HTML, made at build time so that no page loads or runs a highlighter. Tokens carry
// class names only, coloured by the CSS that site-prism.ts generates for the light and the dark mode.
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Highlight, {type Language} from 'prism-react-renderer';
import rangeParser from 'parse-numeric-range';
import Prism from './prism';

const lineRangePattern = /{([\d,-]+)}/;

// The comment forms beta.7's code block accepts around `highlight-next-line`, `highlight-start` and `highlight-end`.
const commentForms = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  python: ['#', ''],
  html: ['<!--', '-->'],
} as const;
type CommentForm = keyof typeof commentForms;

function commentFormsFor(language: string): CommentForm[] {
  if (['js', 'javascript', 'ts', 'typescript'].includes(language)) return ['js', 'jsBlock'];
  if (['jsx', 'tsx'].includes(language)) return ['js', 'jsBlock', 'jsx'];
  if (language === 'html') return ['js', 'jsBlock', 'html'];
  if (['python', 'py'].includes(language)) return ['python'];
  return Object.keys(commentForms) as CommentForm[];
}

function directivePattern(language: string): RegExp {
  const alternatives = commentFormsFor(language).map((form) => {
    const [start, end] = commentForms[form];
    return `(?:${start}\\s*(highlight-next-line|highlight-start|highlight-end)\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

/** Removes the highlight directives from the code and returns the line numbers they mark. */
function applyDirectives(code: string, language: string): {code: string; lines: number[]} {
  const pattern = directivePattern(language);
  const kept: string[] = [];
  let range = '';
  let blockStart = 0;
  for (const line of code.split('\n')) {
    const directive = pattern.exec(line)?.slice(1).find(Boolean);
    const lineNumber = kept.length + 1;
    if (directive === 'highlight-next-line') range += `${lineNumber},`;
    else if (directive === 'highlight-start') blockStart = lineNumber;
    else if (directive === 'highlight-end') range += `${blockStart}-${lineNumber - 1},`;
    else kept.push(line);
  }
  return {code: kept.join('\n'), lines: rangeParser(range)};
}

type Tokens = Parameters<React.ComponentProps<typeof Highlight>['children']>[0]['tokens'];

function tokenize(code: string, language: string | undefined): Tokens {
  let tokens: Tokens = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      Prism,
      code,
      language: language as Language,
      children: (rendered) => {
        tokens = rendered.tokens;
        return null;
      },
    }),
  );
  return tokens;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The lines as one HTML string with as few elements as the colours allow: a span only around a run of adjacent
 * tokens of one kind that is not plain text, and newlines (the block is `white-space: pre`) instead of an element
 * per line, except for a highlighted line, which is a block span. Long pages have thousands of code lines, and
 * every element costs style and layout time on load.
 */
function linesHtml(tokens: Tokens, highlightLines: readonly number[]): string {
  return tokens
    .map((line, index) => {
      let html = '';
      let runTypes = '';
      let runText = '';
      const endRun = () => {
        if (runText === '') return;
        const text = escapeHtml(runText);
        html += runTypes === 'plain' ? text : `<span class="token ${runTypes}">${text}</span>`;
      };
      for (const token of line) {
        const types = token.types.join(' ');
        if (types !== runTypes) {
          endRun();
          runTypes = types;
          runText = '';
        }
        runText += token.content === '\n' ? '' : token.content;
      }
      endRun();
      // A line feed at the end of a block adds no empty line, so a highlighted line carries its own.
      return highlightLines.includes(index + 1)
        ? `<span class="token-line docusaurus-highlight-code-line">${html}\n</span>`
        : `${html}\n`;
    })
    .join('');
}

export interface HighlightedCode {
  /** The inner HTML of the block's `<code>` element. */
  html: string;
  /** Lines shown, for the block's height before it is laid out (see the CodeBlock styles). */
  lineCount: number;
}

/**
 * Highlights a fenced block as beta.7's code block did in the browser: line ranges from the meta string
 * (`{1,3-4}`), or else `highlight-*` comments, which are removed from the code.
 */
export function highlightCode(source: string, language: string | undefined, meta: string | null): HighlightedCode {
  let code = source;
  let highlightLines: number[] = [];
  const range = meta ? lineRangePattern.exec(meta) : null;
  if (range) {
    highlightLines = rangeParser(range[1]).filter((n) => n > 0);
  } else if (language !== undefined) {
    ({code, lines: highlightLines} = applyDirectives(code, language));
  }
  return {html: linesHtml(tokenize(code, language), highlightLines), lineCount: code.split('\n').length};
}
