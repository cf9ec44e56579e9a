/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for speed. The stock block highlights its code in the
 * browser, on every page load, with a Prism build in the main bundle, and colours tokens with inline styles that
 * it renders a second time after hydration (the server cannot know the reader's colour mode). Here the code
 * arrives highlighted: plugins/remark-highlight-code.ts turns every fenced block into the `html` and `lineCount`
 * props at build time, with token class names that the CSS of site-prism.ts colours in either mode. The browser
 * runs no highlighter, and React leaves the HTML alone when it hydrates.
 * Titles, line highlighting (`{1,3}` and `highlight-*` comments) and the copy button work as before. The class
 * `theme-code-block` marks the block as an island of the content (src/components/ServerRenderedContent).
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React, {useRef, useState} from 'react';
import clsx from 'clsx';
import copy from 'copy-text-to-clipboard';
import Translate, {translate} from '@docusaurus/Translate';
import {parseCodeBlockTitle} from '@docusaurus/theme-common';
import RunnableCode from '@site/src/components/RunnableCode';
import styles from './styles.module.css';

interface Props {
  /** The highlighted lines, from the build (see plugins/highlight-code.ts). */
  html?: string;
  lineCount?: number;
  className?: string;
  metastring?: string;
  title?: string;
  /** A `run` block's runner file and number (plugins/remark-typescript-tabs.ts): the block gets a Run button. */
  runPage?: string;
  runBlock?: number;
}

export default function CodeBlock({html, lineCount, className, metastring, title, runPage, runBlock}: Props): JSX.Element {
  if (html === undefined || lineCount === undefined) {
    throw new Error('A code block arrived without its highlighted HTML: write code as a fenced block in Markdown.');
  }
  const [showCopied, setShowCopied] = useState(false);
  const code = useRef<HTMLElement>(null);

  const codeBlockTitle = parseCodeBlockTitle(metastring) || title;
  const language = className?.replace(/language-/, '');

  const handleCopyCode = () => {
    // The text of the shown lines: the code without highlight directives. Every line, the last included, ends
    // with a line feed in the HTML.
    copy((code.current?.textContent ?? '').replace(/\n$/, ''));
    setShowCopied(true);
    setTimeout(() => setShowCopied(false), 2000);
  };

  return (
    <div className={clsx(styles.codeBlockContainer, 'theme-code-block')}>
      {codeBlockTitle && <div className={styles.codeBlockTitle}>{codeBlockTitle}</div>}
      <div className={clsx(styles.codeBlockContent, language)}>
        <pre
          /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
          <code
            ref={code}
            className={styles.codeBlockLines}
            style={{'--code-lines': lineCount} as React.CSSProperties}
            dangerouslySetInnerHTML={{__html: html}}
          />
        </pre>
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
      {runPage && runBlock && <RunnableCode page={runPage} block={runBlock} language={language ?? 'ts'} code={code} />}
    </div>
  );
}
