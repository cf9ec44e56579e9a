/**
 * A doc page's content rendered by React a part at a time: the first blocks with the page, the rest in later tasks,
 * each sized to take about `taskBudgetMs`. Used when there is no server HTML to keep (a page reached inside the app),
 * and on the server, which renders all of it.
 *
 * Why: a client-side navigation rendered the whole new page in one task, which grew with the page (288 ms at 4× CPU
 * into /rtk-query/api/createApi, its h1 on screen after 451 ms). Now the first task carries the page's frame and
 * its first screen, whatever the page's length. The hash target of the URL is scrolled to once it is rendered.
 */
import React, {Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {contentBlocks} from './islands';

// The blocks rendered with the page: a first screen of headings, prose and a code block or two.
const firstBlocks = 12;
const taskBudgetMs = 30;

interface Props {
  className: string;
  children: ReactNode;
}

export default function ProgressiveContent({className, children}: Props): JSX.Element {
  // Keyed fragments, made once: a render that adds blocks finds the earlier ones unchanged and skips them.
  const blocks = useMemo(
    () => contentBlocks(children).map((block, index) => <Fragment key={index}>{block}</Fragment>),
    [children],
  );
  // The server renders the whole page: its HTML is what a first load shows.
  const [shown, setShown] = useState(ExecutionEnvironment.canUseDOM ? firstBlocks : blocks.length);
  const batch = useRef({size: firstBlocks, started: 0});
  const {hash} = useLocation();
  const hashTarget = useRef(decodeURIComponent(hash.slice(1)));

  batch.current.started = performance.now();
  useLayoutEffect(() => {
    // Sizes the next batch from how long this one took, so that each task stays near the budget on any device.
    const took = Math.max(1, performance.now() - batch.current.started);
    batch.current.size = Math.max(1, Math.round((batch.current.size * taskBudgetMs) / took));
    const target = hashTarget.current && document.getElementById(hashTarget.current);
    // Docusaurus scrolls to the hash target when the route renders; one rendered later is scrolled to here.
    if (target) {
      if (shown > firstBlocks) target.scrollIntoView();
      hashTarget.current = '';
    }
  }, [shown]);
  useEffect(() => {
    if (shown >= blocks.length) return undefined;
    const timer = setTimeout(() => setShown((count) => count + batch.current.size));
    return () => clearTimeout(timer);
  }, [shown, blocks.length]);

  return <div className={className}>{blocks.slice(0, shown)}</div>;
}
