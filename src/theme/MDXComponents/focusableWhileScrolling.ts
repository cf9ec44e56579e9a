/**
 * Makes a table a Tab stop while it is too wide for its column and scrolls sideways, so that keyboard users can
 * scroll it too (WCAG 2.1.1); a table that fits adds no Tab stop. Returns the function that stops watching.
 * Used by the Markdown table component and by content the browser keeps as the server rendered it.
 */
export function focusableWhileScrolling(table: HTMLElement): () => void {
  const update = () => {
    if (table.scrollWidth > table.clientWidth) table.setAttribute('tabindex', '0');
    else table.removeAttribute('tabindex');
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(table);
  return () => observer.disconnect();
}
