import tableStyles from '../../theme/MDXComponents/styles.module.css';

// The controls of the content's islands: tabs and code blocks' copy buttons.
export const controls = 'button, [role="tab"]';
const focusable = 'a[href], button, [tabindex]';
// What scrolls sideways in content: a code block's <pre>, the box a table scrolls in (see MDXComponents).
const sidewaysScrollers = `pre, .${tableStyles.tableScroll}`;

/** The element whose place on screen is kept: the URL's hash target, or the first heading (or other id) in view. */
function anchorOf(content: HTMLElement): HTMLElement | null {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  if (hash) return document.getElementById(hash);
  return [...content.querySelectorAll<HTMLElement>('[id]')].find((element) => element.getBoundingClientRect().top >= 0) ?? null;
}

/**
 * Replaces an island's server HTML (`node`) with React's rendering of it (`replace`, synchronous, returns the new
 * root), keeping the reader where they were: the anchor (the control they are about to use, else the hash target
 * or the first heading in view) stays at the same place on screen, the island's code blocks and tables keep their
 * sideways scroll, and the focus stays on the same control or link. Returns the element that replaced `control`.
 */
export function replaceInPlace(
  content: HTMLElement,
  node: HTMLElement,
  replace: () => HTMLElement,
  control?: Element,
): HTMLElement | undefined {
  const controlIndex = control ? [...node.querySelectorAll(controls)].indexOf(control) : -1;
  const anchor = controlIndex >= 0 ? control : anchorOf(content);
  const anchorId = anchor?.id;
  const anchorTop = anchor?.getBoundingClientRect().top;
  const scrollLefts = [...node.querySelectorAll(sidewaysScrollers)].map((element) => element.scrollLeft);
  const focusIndex = [...node.querySelectorAll(focusable)].indexOf(document.activeElement as HTMLElement);

  const root = replace();
  const newControl = controlIndex >= 0 ? root.querySelectorAll<HTMLElement>(controls)[controlIndex] : undefined;
  const newAnchor = newControl ?? (anchorId ? document.getElementById(anchorId) : anchor);
  const movedBy = (newAnchor?.getBoundingClientRect().top ?? 0) - (anchorTop ?? 0);
  if (anchorTop !== undefined && movedBy !== 0) window.scrollBy(0, movedBy);
  // Setting a scroll position lays the page out: only when the reader had scrolled a block sideways.
  if (scrollLefts.some((left) => left > 0)) {
    const restoreSideways = () =>
      root.querySelectorAll(sidewaysScrollers).forEach((element, index) => (element.scrollLeft = scrollLefts[index] ?? 0));
    restoreSideways();
    // A code block rendered just now has no width until the browser has decided it is on screen, a frame later
    // (`content-visibility: auto`, see the CodeBlock styles), so its scroll is set again after that frame.
    requestAnimationFrame(() => requestAnimationFrame(restoreSideways));
  }
  if (focusIndex >= 0) root.querySelectorAll<HTMLElement>(focusable)[focusIndex]?.focus({preventScroll: true});
  return newControl;
}
