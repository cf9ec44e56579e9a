/**
 * Makes a table a Tab stop while it is too wide for its column and its box (the table's parent) scrolls sideways,
 * so that keyboard users can scroll it too (WCAG 2.1.1): the arrow keys scroll the focused table's box. A table that
 * fits adds no Tab stop. Returns the function that stops watching.
 * Used by the Markdown table component and by content the browser keeps as the server rendered it.
 */
export function focusableWhileScrolling(table: HTMLElement): () => void {
  const box = table.parentElement!;
  const update = () => {
    if (box.scrollWidth > box.clientWidth) table.setAttribute('tabindex', '0');
    else table.removeAttribute('tabindex');
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(box);
  observer.observe(table);
  return () => observer.disconnect();
}
