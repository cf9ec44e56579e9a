/**
 * A doc page's Markdown content. On the page's first load it stays the server's HTML, with React taking over only
 * the parts a reader uses (./IslandContent.tsx); a page reached inside the app has no server HTML, and React
 * renders it a part at a time (./ProgressiveContent.tsx). Either way, no task grows with the page's length.
 */
import clsx from 'clsx';
import React, {memo, useCallback, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import IslandContent from './IslandContent';
import ProgressiveContent from './ProgressiveContent';
import styles from './styles.module.css';

interface Props {
  className: string;
  children: ReactNode;
}

function ServerRenderedContent({className, children}: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  // Set once: the first render in the browser is the hydration of the server's HTML.
  const [keepsServerHtml, setKeepsServerHtml] = useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && process.env.NODE_ENV === 'production',
  );
  const renderAll = useCallback(() => setKeepsServerHtml(false), []);
  // The server HTML's blocks remember their size, to be skipped out of view once the page is idle (see the styles
  // and IslandContent). A page rendered in the browser keeps all its blocks laid out.
  const classes = clsx(className, (keepsServerHtml || !ExecutionEnvironment.canUseDOM) && styles.serverHtml);
  return keepsServerHtml ? (
    <IslandContent className={classes} renderAll={renderAll}>
      {children}
    </IslandContent>
  ) : (
    <ProgressiveContent className={classes}>{children}</ProgressiveContent>
  );
}

// The content is the same element for the page's life (see DocItem): a re-render of the page skips it.
export default memo(ServerRenderedContent);
