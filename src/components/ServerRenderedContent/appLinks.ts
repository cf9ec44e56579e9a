import isInternalUrl from '@docusaurus/isInternalUrl';
// Declares `window.docusaurus`.
import type {} from '@docusaurus/core/lib/client/exports/Link';

/** An in-app link, as Docusaurus's Link treats it: a path of this site, and not a jump within the page. */
function appLinkPath(link: HTMLAnchorElement): string | undefined {
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#') || !isInternalUrl(href)) return undefined;
  if (link.hasAttribute('target') || link.hasAttribute('download')) return undefined;
  return href;
}

/** Navigates, prefetches and preloads for the server HTML's links, as Link would; returns the cleanup. */
export function handleAppLinks(content: HTMLElement, push: (path: string) => void): () => void {
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
