/**
 * A doc page's Markdown content as the server rendered it, instead of hydrated, on the page's first load.
 *
 * Why: hydrating the content makes React walk every element of it on load, a main-thread cost that grows with the
 * page (the longest pages' hydration was a long task of its own on a phone). Prose and code never change in the
 * browser, so the browser keeps the server's HTML, and React takes the content over only when a reader is about
 * to use one of its controls (a tab, a copy button: the pointer is over it, or it has the focus), keeping the
 * reader's place (`renderInPlace`). Until then this component does what the content's components would:
 * links navigate inside the app and are prefetched as Docusaurus's Link does, and wide tables are Tab stops.
 * A reader with a stored tab choice (JavaScript examples) gets the content rendered at once, so the choice shows.
 * Pages reached by client-side navigation are rendered as usual: there is no server HTML to keep.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type {} from '@docusaurus/core/lib/client/exports/Link';
import useUserPreferencesContext from '@theme/hooks/useUserPreferencesContext';
import {focusableWhileScrolling} from '../theme/MDXComponents/focusableWhileScrolling';

// The controls of the content's components: tabs and code blocks' copy buttons.
const controls = 'button, [role="tab"]';
const focusable = 'a[href], button, [tabindex]';
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

/**
 * Replaces the content's server HTML with React's rendering of it, synchronously, keeping the reader where they
 * were: the anchor element (a control they are about to use, the URL's hash target or the first heading in view)
 * stays at the same place on screen, code blocks and tables keep their sideways scroll, and the focus stays on
 * the same link or control. Returns the element that replaced `control`.
 */
function renderInPlace(content: HTMLElement, render: () => void, control?: Element): HTMLElement | undefined {
  const focusables = () => [...content.querySelectorAll<HTMLElement>(focusable)];
  const sideways = () => [...content.querySelectorAll('pre, table')];
  const controlIndex = control ? [...content.querySelectorAll(controls)].indexOf(control) : -1;
  const anchorId =
    decodeURIComponent(window.location.hash.slice(1)) ||
    [...content.querySelectorAll('[id]')].find((element) => element.getBoundingClientRect().top >= 0)?.id;
  const currentControl = () => content.querySelectorAll<HTMLElement>(controls)[controlIndex];
  const anchor = () => (controlIndex >= 0 ? currentControl() : anchorId ? document.getElementById(anchorId) : null);

  const anchorTop = anchor()?.getBoundingClientRect().top;
  const scrollLefts = sideways().map((element) => element.scrollLeft);
  const focusIndex = focusables().indexOf(document.activeElement as HTMLElement);
  flushSync(render);
  const movedBy = (anchor()?.getBoundingClientRect().top ?? 0) - (anchorTop ?? 0);
  if (anchorTop !== undefined && movedBy !== 0) window.scrollBy(0, movedBy);
  const restoreSideways = () => sideways().forEach((element, index) => (element.scrollLeft = scrollLefts[index] ?? 0));
  restoreSideways();
  // A code block rendered just now has no width until the browser has decided it is on screen, a frame later
  // (`content-visibility: auto`, see the CodeBlock styles), so its scroll is set again after that frame.
  requestAnimationFrame(() => requestAnimationFrame(restoreSideways));
  if (focusIndex >= 0) focusables()[focusIndex]?.focus({preventScroll: true});
  return controlIndex >= 0 ? currentControl() : undefined;
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
  const hasTabChoice = Object.keys(tabGroupChoices).length > 0;

  useEffect(() => {
    const element = content.current;
    if (!keepsServerHtml || !element) return undefined;
    const tables = [...element.querySelectorAll('table')].map(focusableWhileScrolling);
    const unlinks = handleLinks(element, (path) => history.push(path));
    const takeOver = (control?: Element) => {
      stop();
      return renderInPlace(element, () => setKeepsServerHtml(false), control);
    };
    // A reader about to use a control (pointer over it, or focus on it) gets the content rendered before the
    // click, so the click itself is not slowed down by it and lands on the rendered control.
    const onIntent = (event: Event) => {
      const control = (event.target as Element).closest(controls);
      if (control && element.contains(control)) takeOver(control);
    };
    // A control used without that (a script's click, an arrow key on a tab): render, then hand the event on.
    const onUse = (event: Event) => {
      const control = (event.target as Element).closest(controls);
      if (!control || !element.contains(control)) return;
      // A tab is used from the keyboard with the arrow keys; a button's Enter and Space arrive as a click.
      if (event instanceof KeyboardEvent && !(control.matches('[role="tab"]') && arrowKeys.has(event.key))) return;
      event.preventDefault();
      event.stopPropagation();
      const replacement = takeOver(control);
      replacement?.focus();
      replacement?.dispatchEvent(new (event.constructor as typeof Event)(event.type, event));
    };
    const listeners = {pointerover: onIntent, focusin: onIntent, click: onUse, keydown: onUse};
    let choiceTimer: number | undefined;
    const stop = () => {
      clearTimeout(choiceTimer);
      tables.forEach((stopTable) => stopTable());
      unlinks();
      for (const [type, listener] of Object.entries(listeners)) element.removeEventListener(type, listener);
    };
    for (const [type, listener] of Object.entries(listeners)) element.addEventListener(type, listener);
    // The tab components apply a stored choice (JavaScript examples); the server's HTML shows the default tabs.
    // In a task of its own: React renders synchronously only outside its own effects.
    if (hasTabChoice && element.querySelector('[role="tablist"]')) choiceTimer = window.setTimeout(() => takeOver());
    return stop;
  }, [keepsServerHtml, history, hasTabChoice]);

  return keepsServerHtml ? (
    // React leaves the content of an element with `dangerouslySetInnerHTML` as it finds it when it hydrates.
    <div className={className} ref={content} dangerouslySetInnerHTML={{__html: ''}} />
  ) : (
    <div className={className} ref={content}>
      {children}
    </div>
  );
}
