/**
 * Swizzled (wrapping) for speed: the stock search bar of @docusaurus/theme-search-algolia 2.0.0-beta.7 imports
 * @docsearch/react for its button, which puts all of DocSearch (about 36 KiB of gzip JavaScript) on every page
 * load. This bar renders the same button and loads the stock bar, and with it DocSearch, only when the reader
 * reaches for search: the download starts when the pointer or the focus reaches the button, and a click, Ctrl+K
 * (⌘K) or "/" swaps in the stock bar and opens its modal. From then on the stock bar does everything, with the
 * site's search client (src/search/siteSearch.ts): Algolia when configured, else or when it fails the local index,
 * whose download also starts when the reader reaches for search.
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {searchConfig} from '@site/src/search/useSearchConfig';
import styles from './styles.module.css';

type SiteSearchBarModule = typeof import('./SiteSearchBar');

// DocSearch 3.9 shows its empty state when Algolia cannot be reached, then rethrows the client's RetryError as an
// unhandled rejection. The reader has been told already; the error is not reported a second time.
// The local search fails with the same error when its index cannot be loaded (src/search/localSearch.ts).
function ignoreUnreachableSearch(event: PromiseRejectionEvent): void {
  if ((event.reason as {name?: unknown} | null)?.name === 'RetryError') event.preventDefault();
}

// The stock bar with the site's search client, and the local search: one chunk, loaded on the reader's intent.
let siteSearchBar: Promise<SiteSearchBarModule> | undefined;
function loadSiteSearchBar(): Promise<SiteSearchBarModule> {
  if (!siteSearchBar) {
    window.addEventListener('unhandledrejection', ignoreUnreachableSearch);
    siteSearchBar = import('./SiteSearchBar');
  }
  return siteSearchBar;
}

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.isContentEditable) || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element?.tagName ?? '');
}

function SearchIcon(): JSX.Element {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function SearchBar(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {appId} = siteConfig.themeConfig.algolia as {appId?: string};
  const {algolia} = searchConfig(siteConfig);
  const [Stock, setStock] = useState<SiteSearchBarModule['default'] | null>(null);
  // Like DocSearch's button, the shortcut is shown once the platform is known, so the server HTML has none.
  const [modifierKey, setModifierKey] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // Reaching for search: DocSearch's code, and the local index when it is the search.
  const preload = useCallback(() => {
    void loadSiteSearchBar().then((module) => module.prepareSearch(searchConfig(siteConfig)));
  }, [siteConfig]);
  const open = useCallback(() => {
    preload();
    void loadSiteSearchBar().then((module) => setStock(() => module.default));
  }, [preload]);

  useEffect(() => {
    setModifierKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);

  useEffect(() => {
    if (Stock) {
      // The stock bar has just replaced this one: open its modal, as the reader asked.
      container.current?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (shortcut || (event.key === '/' && !isEditing(event.target))) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [Stock, open]);

  if (Stock) {
    return (
      <div ref={container} className={styles.contents}>
        <Stock />
      </div>
    );
  }

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <>
      {algolia && (
        <Head>
          {/* As the stock bar does: the first query is faster when the connection to Algolia is already open. */}
          <link rel="preconnect" href={`https://${appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <div className={styles.searchBox}>
        <button
          type="button"
          className="DocSearch DocSearch-Button"
          aria-label={label}
          onClick={open}
          onFocus={preload}
          onMouseOver={preload}
          onTouchStart={preload}>
          <span className="DocSearch-Button-Container">
            <SearchIcon />
            <span className="DocSearch-Button-Placeholder">{label}</span>
          </span>
          <span className="DocSearch-Button-Keys">
            {modifierKey && (
              <>
                <kbd className="DocSearch-Button-Key">{modifierKey}</kbd>
                <kbd className="DocSearch-Button-Key">K</kbd>
              </>
            )}
          </span>
        </button>
      </div>
    </>
  );
}
