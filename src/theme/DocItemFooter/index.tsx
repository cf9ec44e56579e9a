/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for speed: the stock footer's tags row is left out, and with
 * it the tag list and tag components, code that every doc page ran on load (its budget, README) and no page used.
 * A page given `tags` in its front matter fails the build, and shows the error in `npm start`, rather than losing
 * its tags without a word: tags also give the docs /tags pages, routes the site does not have (the spec's 54).
 * Everything else is the stock footer: the "Edit this page" link and the date of the last update.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React from 'react';
import clsx from 'clsx';
import LastUpdated from '@theme/LastUpdated';
import EditThisPage from '@theme/EditThisPage';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib-next/theme/DocItemFooter/styles.module.css';

interface FooterMetadata {
  source: string;
  tags: unknown[];
  editUrl?: string;
  lastUpdatedAt?: number;
  formattedLastUpdatedAt?: string;
  lastUpdatedBy?: string;
}

export default function DocItemFooter({content}: {content: {metadata: FooterMetadata}}): JSX.Element | null {
  const {source, tags, editUrl, lastUpdatedAt, formattedLastUpdatedAt, lastUpdatedBy} = content.metadata;
  if (tags.length > 0) {
    // Short: every doc page's script carries this message.
    throw new Error(`${source} has tags in its front matter: remove them. The site has none (src/theme/DocItemFooter).`);
  }
  if (!editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <div className={clsx(ThemeClassNames.docs.docFooterEditMetaRow, 'row')}>
        <div className="col">{editUrl && <EditThisPage editUrl={editUrl} />}</div>
        <div className={clsx('col', styles.lastUpdated)}>
          {(lastUpdatedAt || lastUpdatedBy) && (
            <LastUpdated
              lastUpdatedAt={lastUpdatedAt}
              formattedLastUpdatedAt={formattedLastUpdatedAt}
              lastUpdatedBy={lastUpdatedBy}
            />
          )}
        </div>
      </div>
    </footer>
  );
}
