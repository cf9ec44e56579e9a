/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for speed and contrast.
 * - The stock block colours tokens with inline styles from the Prism theme, and since the server cannot know the
 *   reader's colour mode it renders every block a second time after hydration. Here tokens carry class names
 *   only, coloured by the CSS the site config generates from `prism.theme` and `prism.darkTheme`.
 * - The highlighted lines are one HTML string (`dangerouslySetInnerHTML`), not a React element per token: a long
 *   API page has thousands of tokens. A block that arrives in the server HTML keeps that HTML when the page
 *   hydrates (React does not touch `dangerouslySetInnerHTML` content while hydrating), so the browser neither
 *   re-highlights it nor builds its tokens again; blocks rendered later (client-side navigation) highlight as usual.
 * Titles, line highlighting (`{1,3}` and `highlight-*` comments) and the copy button work as before.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React, {useState} from 'react';
import clsx from 'clsx';
import Highlight, {defaultProps, type Language} from 'prism-react-renderer';
import copy from 'copy-text-to-clipboard';
import rangeParser from 'parse-numeric-range';
import type {Props} from '@theme/CodeBlock';
import Translate, {translate} from '@docusaurus/Translate';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig, parseCodeBlockTitle} from '@docusaurus/theme-common';
import styles from './styles.module.css';

const lineRangePattern = /{([\d,-]+)}/;

// The comment forms the stock block accepts around `highlight-next-line`, `highlight-start` and `highlight-end`.
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

type Tokens = Parameters<React.ComponentProps<typeof Highlight>['children']>[0]['tokens'];

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

export default function CodeBlock({children, className: languageClassName, metastring, title}: Props): JSX.Element {
  const {prism} = useThemeConfig();
  const [showCopied, setShowCopied] = useState(false);
  // Whether this block is part of the server HTML that the browser's first render hydrates; set once, so that it
  // keeps that HTML for good. `useIsBrowser` is false only during that render; dev renders without hydrating.
  const isBrowser = useIsBrowser();
  const [keepsServerHtml] = useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && process.env.NODE_ENV === 'production',
  );

  const codeBlockTitle = parseCodeBlockTitle(metastring) || title;
  const content = (Array.isArray(children) ? children.join('') : (children as string)).replace(/\n$/, '');
  const language = (languageClassName?.replace(/language-/, '') ?? prism.defaultLanguage) as Language | undefined;

  let code = content;
  let highlightLines: number[] = [];
  if (metastring && lineRangePattern.test(metastring)) {
    highlightLines = rangeParser(lineRangePattern.exec(metastring)![1]).filter((n) => n > 0);
  } else if (language !== undefined) {
    ({code, lines: highlightLines} = applyDirectives(content, language));
  }

  const handleCopyCode = () => {
    copy(code);
    setShowCopied(true);
    setTimeout(() => setShowCopied(false), 2000);
  };

  const preClassName = clsx('prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar');
  const lines = (html: string) => (
    <pre
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      className={preClassName}>
      <code
        className={styles.codeBlockLines}
        style={{'--code-lines': code.split('\n').length} as React.CSSProperties}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );

  return (
    <div className={styles.codeBlockContainer}>
      {codeBlockTitle && <div className={styles.codeBlockTitle}>{codeBlockTitle}</div>}
      <div className={clsx(styles.codeBlockContent, language)}>
        {keepsServerHtml ? (
          lines('')
        ) : (
          // No `theme`: tokens get class names and no inline styles.
          <Highlight Prism={defaultProps.Prism} code={code} language={language as Language}>
            {({tokens}) => lines(linesHtml(tokens, highlightLines))}
          </Highlight>
        )}
        <button
          type="button"
          aria-label={translate({
            id: 'theme.CodeBlock.copyButtonAriaLabel',
            message: 'Copy code to clipboard',
            description: 'The ARIA label for copy code blocks button',
          })}
          className={clsx(styles.copyButton, 'clean-btn')}
          onClick={handleCopyCode}>
          {showCopied ? (
            <Translate id="theme.CodeBlock.copied" description="The copied button label on code blocks">
              Copied
            </Translate>
          ) : (
            <Translate id="theme.CodeBlock.copy" description="The copy button label on code blocks">
              Copy
            </Translate>
          )}
        </button>
      </div>
    </div>
  );
}
