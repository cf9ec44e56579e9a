/**
 * A doc page's Markdown content as the server rendered it, instead of hydrated, on the page's first load.
 *
 * Why: hydrating the content makes React walk every element of it on load, a main-thread cost that grows with the
 * page (the longest pages' hydration was a long task of its own on a phone). Prose and code never change in the
 * browser, so the browser keeps the server's HTML, and React takes the content over only when a reader uses one
 * of its controls (a tab, a copy button): then it renders the content and hands that reader's event on to the
 * control that replaced the one they used. Until then this component does what the content's components would:
 * links navigate inside the app and are prefetched as Docusaurus's Link does, and wide tables are Tab stops.
 * A reader with a stored tab choice (JavaScript examples) gets the content rendered at once, so the choice shows.
 * Pages reached by client-side navigation are rendered as usual: there is no server HTML to keep.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type {} from '@docusaurus/core/lib/client/exports/Link';
import useUserPreferencesContext from '@theme/hooks/useUserPreferencesContext';
import {focusableWhileScrolling} from '../theme/MDXComponents/focusableWhileScrolling';

// The controls of the content's components: tabs and code blocks' copy buttons.
const controls = 'button, [role="tab"]';
const arrowKeys = new Set(['ArrowLeft', 'ArrowRight']);

interface Props {
  className: string;
  children: ReactNode;
}

/** An in-app link, as Docusaurus's Link treats it: a path of this site, and not a jump within the page. */
function appLinkPath(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#') || !isInternalUrl(href)) return undefined;
  if (link.hasAttribute('target') || link.hasAttribute('download')) return undefined;
  return href;
}

/** Navigates, prefetches and preloads for the content's links, as Link would; returns the cleanup. */
function handleLinks(content: HTMLElement, push: (path: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const path = link && appLinkPath(link);
    if (!path || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    push(path);
  };
  const preloaded = new Set<string>();
  const onMouseOver = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const path = link && appLinkPath(link);
    if (path && !preloaded.has(path)) {
      preloaded.add(path);
      window.docusaurus.preload(path);
    }
  };
  // window.docusaurus.prefetch skips 2g connections with data saver on, as it does for Link.
  const prefetcher = new IntersectionObserver((entries) => {
    for (const {target, isIntersecting} of entries) {
      if (!isIntersecting) continue;
      prefetcher.unobserve(target);
      window.docusaurus.prefetch(appLinkPath(target as HTMLAnchorElement)!);
    }
  });
  content.querySelectorAll('a').forEach((link) => appLinkPath(link) && prefetcher.observe(link));
  content.addEventListener('click', onClick);
  content.addEventListener('mouseover', onMouseOver);
  return () => {
    prefetcher.disconnect();
    content.removeEventListener('click', onClick);
    content.removeEventListener('mouseover', onMouseOver);
  };
}

export default function ServerRenderedContent({className, children}: Props): JSX.Element {
  const isBrowser = useIsBrowser();
  // Set once: the first render in the browser is the hydration of the server's HTML.
  const [keepsServerHtml, setKeepsServerHtml] = useState(
    () => ExecutionEnvironment.canUseDOM && !isBrowser && process.env.NODE_ENV === 'production',
  );
  const content = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const {tabGroupChoices} = useUserPreferencesContext();

  useEffect(() => {
    const element = content.current;
    if (!keepsServerHtml || !element) return undefined;
    const tables = [...element.querySelectorAll('table')].map(focusableWhileScrolling);
    const unlinks = handleLinks(element, (path) => history.push(path));
    const takeOver = (event: Event) => {
      const control = (event.target as Element).closest(controls);
      if (!control || !element.contains(control)) return;
      // A tab is used from the keyboard with the arrow keys; a button's Enter and Space arrive as a click.
      if (event instanceof KeyboardEvent && !(control.matches('[role="tab"]') && arrowKeys.has(event.key))) return;
      const index = [...element.querySelectorAll(controls)].indexOf(control);
      event.preventDefault();
      event.stopPropagation();
      stop();
      // Outside React's own event handling, this state update renders and commits before it returns.
      setKeepsServerHtml(false);
      const replacement = element.querySelectorAll<HTMLElement>(controls)[index];
      replacement?.focus();
      replacement?.dispatchEvent(new (event.constructor as typeof Event)(event.type, event));
    };
    const stop = () => {
      tables.forEach((stopTable) => stopTable());
      unlinks();
      element.removeEventListener('click', takeOver);
      element.removeEventListener('keydown', takeOver);
    };
    element.addEventListener('click', takeOver);
    element.addEventListener('keydown', takeOver);
    return stop;
  }, [keepsServerHtml, history]);

  // The tab components apply a stored choice; the server's HTML shows the default tabs.
  const hasTabChoice = Object.keys(tabGroupChoices).length > 0;
  useEffect(() => {
    if (keepsServerHtml && hasTabChoice && content.current?.querySelector('[role="tablist"]')) {
      setKeepsServerHtml(false);
    }
  }, [keepsServerHtml, hasTabChoice]);

  return keepsServerHtml ? (
    // React leaves the content of an element with `dangerouslySetInnerHTML` as it finds it when it hydrates.
    <div className={className} ref={content} dangerouslySetInnerHTML={{__html: ''}} />
  ) : (
    <div className={className} ref={content}>
      {children}
    </div>
  );
}
