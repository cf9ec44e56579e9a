/**
 * A doc page's content as the server rendered it, on the page's first load, with React taking over only its islands
 * (each tab group, each code block outside one; see ./islands.ts), one at a time, when they are about to be used.
 *
 * Why: hydrating the content walks every element of it, and rendering all of it when a reader reaches for a control
 * was one long task that grew with the page (293 ms at 4× CPU on /rtk-query/api/createApi). An island costs the
 * same on any page. Each island is rendered through a portal into its place in the server HTML, so it has the
 * page's contexts (router, MDX components, the theme's scroll control) like any part of the app; whatever its
 * component renders (a copy button, more controls) belongs to it. Until then the prose does what its components
 * would: links navigate inside the app and are prefetched as Link does, and wide tables are Tab stops.
 * A reader with a stored tab choice (JavaScript examples) gets the tab groups rendered with it, one per task.
 */
import clsx from 'clsx';
import React, {useEffect, useRef, useState, type ReactElement, type ReactNode} from 'react';
import {createPortal, flushSync} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import {distanceFromScreen, followChoice, hasStoredChoice, runInTurn, storedChoice} from '../../theme/Tabs/groupChoice';
import {focusableWhileScrolling} from '../../theme/MDXComponents/focusableWhileScrolling';
import {findIslands, type Island} from './islands';
import {handleAppLinks} from './appLinks';
import {controls, replaceInPlace} from './replaceInPlace';
import styles from './styles.module.css';

const arrowKeys = new Set(['ArrowLeft', 'ArrowRight']);
// Where the browser has no idle callback (Safari), the islands are matched this long after the page has hydrated.
const idleFallbackMs = 1000;
const islandsMatchedMark = 'content islands matched';

interface Props {
  className: string;
  children: ReactNode;
  /** Renders the whole content instead, when its islands cannot be matched with the server HTML. */
  renderAll: () => void;
}

interface Portal {
  element: ReactElement;
  container: HTMLElement;
}

export default function IslandContent({className, children, renderAll}: Props): JSX.Element {
  const content = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const [portals, setPortals] = useState<Portal[]>([]);
  // From the first idle time on, the blocks out of view are skipped (see the styles): by then every block has been
  // laid out once and is skipped at its real size.
  const [skipsBlocksOutOfView, setSkipsBlocksOutOfView] = useState(false);

  useEffect(() => {
    const element = content.current!;
    const tables = [...element.querySelectorAll('table')].map(focusableWhileScrolling);
    const unlinks = handleAppLinks(element, (path) => history.push(path));
    const pending = new Set<Island>();
    const unfollows = new Map<Island, () => void>();
    // Matched when the page is first idle, or before if needed (a control about to be used, a stored choice):
    // walking the content's elements costs 10–15 ms at 4× CPU on the longest pages, which would otherwise add to
    // the reader's first use of a control.
    let islands: Island[] | undefined;
    const matchIslands = (): Island[] => {
      if (islands) return islands;
      const found = findIslands(element, children);
      islands = found ?? [];
      // Seen in a performance trace, and by the test that the matching is done before the first use.
      performance.mark(islandsMatchedMark);
      if (!found) {
        console.error("The content's islands do not match its server HTML; rendering all of it.");
        renderAll();
      }
      islands.forEach((island) => pending.add(island));
      // A tab group still in server HTML follows its group's choice by being rendered (it starts with the stored
      // choice).
      for (const island of islands.filter((candidate) => candidate.groupId !== undefined)) {
        const follower = {element: () => island.node, follow: () => takeOver(island)};
        unfollows.set(island, followChoice(island.groupId!, follower));
      }
      return islands;
    };

    const takeOver = (island: Island, control?: Element) => {
      if (!pending.delete(island)) return undefined;
      unfollows.get(island)?.();
      return replaceInPlace(
        element,
        island.node,
        () => {
          // The island's server root becomes the container React renders into, with `display: contents`, so that
          // it adds no box. Replacing a child of the content instead would have the browser restyle its siblings
          // (`.markdown > :last-child`): 25–35 ms per island at 4× CPU on /rtk-query/api/createApi, against 5.
          const container = island.node;
          container.className = styles.island;
          container.replaceChildren();
          flushSync(() => setPortals((list) => [...list, {element: island.element, container}]));
          return container;
        },
        control,
      );
    };
    const islandOf = (target: EventTarget | null) => {
      const control = target instanceof Element ? target.closest(controls) : null;
      if (!control || !element.contains(control)) return undefined;
      matchIslands();
      const island = [...pending].find((candidate) => candidate.node.contains(control));
      return island && control ? {island, control} : undefined;
    };
    // A reader about to use a control (pointer over it, or focus on it) gets its island rendered before the click,
    // so the click itself is not slowed down by it and lands on the rendered control.
    const onIntent = (event: Event) => {
      const found = islandOf(event.target);
      if (found) takeOver(found.island, found.control);
    };
    // A control used without that (a script's click, an arrow key on a tab): render, then hand the event on.
    const onUse = (event: Event) => {
      const found = islandOf(event.target);
      if (!found) return;
      // A tab is used from the keyboard with the arrow keys; a button's Enter and Space arrive as a click.
      const isTab = found.control.matches('[role="tab"]');
      if (event instanceof KeyboardEvent && !(isTab && arrowKeys.has(event.key))) return;
      event.preventDefault();
      event.stopPropagation();
      const replacement = takeOver(found.island, found.control);
      replacement?.focus();
      replacement?.dispatchEvent(new (event.constructor as typeof Event)(event.type, event));
    };
    const listeners = {pointerover: onIntent, focusin: onIntent, click: onUse, keydown: onUse};
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);

    const whenIdle = () => {
      matchIslands();
      // The server HTML's tables and code blocks out of view now (see the styles), found before the state change
      // below, which React applies at once: boxes read after it would have the whole page laid out again. An
      // island's are left out: one may have no remembered size yet.
      const outOfView = [...element.querySelectorAll('table, .theme-code-block')].filter(
        (inner) => !inner.closest(`.${styles.island}`) && distanceFromScreen(inner) > 0,
      );
      setSkipsBlocksOutOfView(true);
      outOfView.forEach((inner) => inner.classList.add(styles.skippedOutOfView));
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(whenIdle)
      : window.setTimeout(whenIdle, idleFallbackMs);

    // A group whose stored choice is another tab than the one the server rendered is rendered with it. That starts
    // in a task of its own after the next frame: matching the islands and ordering the groups by their distance from
    // the screen (which reads their boxes, laying the page out) would otherwise lengthen the task that runs the
    // page's effects after hydration, already a long one.
    const renderStoredChoices = () => {
      const chosenElsewhere = matchIslands().filter((island) => {
        const stored = island.groupId !== undefined ? storedChoice(island.groupId) : null;
        return stored !== null && stored !== island.shownValue && island.values.includes(stored);
      });
      runInTurn(chosenElsewhere.map((island) => ({element: () => island.node, run: () => takeOver(island)})));
    };
    let storedChoicesTask: number | undefined;
    const frame = hasStoredChoice()
      ? requestAnimationFrame(() => {
          storedChoicesTask = window.setTimeout(renderStoredChoices);
        })
      : undefined;

    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      window.clearTimeout(storedChoicesTask);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      tables.forEach((stopTable) => stopTable());
      unlinks();
      unfollows.forEach((unfollow) => unfollow());
      pending.clear();
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener);
    };
    // The content of a page does not change while it is shown; the effect runs once.
  }, []);

  return (
    <>
      {/* React leaves the content of an element with `dangerouslySetInnerHTML` as it finds it when it hydrates. */}
      <div
        className={clsx(className, skipsBlocksOutOfView && styles.skipsBlocksOutOfView)}
        ref={content}
        dangerouslySetInnerHTML={{__html: ''}}
      />
      {portals.map(({element, container}, index) => createPortal(element, container, String(index)))}
    </>
  );
}
