/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for speed: on a page's first load the Markdown content keeps
 * the server's HTML instead of being hydrated (src/components/ServerRenderedContent), and the footer links to the
 * page's Markdown (src/components/ViewAsMarkdown.tsx), and the content's element is made once per page, so that a
 * re-render of the page (a scroll, a resize) does not render the content again. The version banner and badge are left
 * out: the site documents one version (docusaurus.config.ts has no `versions`), so they never show, and their code
 * was half a KiB of the JavaScript every doc page runs on load (its budget, README). Bring them back with a second
 * docs version. Everything else is the stock component.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */

import React, {useMemo} from 'react';
import clsx from 'clsx';
import useWindowSize from '@theme/hooks/useWindowSize';
import DocPaginator from '@theme/DocPaginator';
import Seo from '@theme/Seo';
import type {Props} from '@theme/DocItem';
import DocItemFooter from '@theme/DocItemFooter';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import {MainHeading} from '@theme/Heading';
import styles from './styles.module.css';
import {ThemeClassNames} from '@docusaurus/theme-common';
import ServerRenderedContent from '@site/src/components/ServerRenderedContent';
import ViewAsMarkdown from '@site/src/components/ViewAsMarkdown';

export default function DocItem(props: Props): JSX.Element {
  const {content: DocContent} = props;
  const {metadata, frontMatter} = DocContent;
  const {
    image,
    keywords,
    hide_title: hideTitle,
    hide_table_of_contents: hideTableOfContents,
    toc_min_heading_level: tocMinHeadingLevel,
    toc_max_heading_level: tocMaxHeadingLevel,
  } = frontMatter;
  const {description, title} = metadata;

  // We only add a title if:
  // - user asks to hide it with frontmatter
  // - the markdown content does not already contain a top-level h1 heading
  const shouldAddTitle =
    !hideTitle && typeof DocContent.contentTitle === 'undefined';

  const windowSize = useWindowSize();

  // Made once per page: the content does not change when the page re-renders (a scroll, a resize), so React skips it.
  // A list, not a fragment: ServerRenderedContent reads the content's blocks from it.
  const content = useMemo(
    () => [
      /*
      Title can be declared inside md content or declared through frontmatter and added manually
      To make both cases consistent, the added title is added under the same div.markdown block
      See https://github.com/facebook/docusaurus/pull/4882#issuecomment-853021120
      */
      shouldAddTitle && <MainHeading key="title">{title}</MainHeading>,
      <DocContent key="content" />,
    ],
    [DocContent, shouldAddTitle, title],
  );

  const canRenderTOC =
    !hideTableOfContents && DocContent.toc && DocContent.toc.length > 0;

  const renderTocDesktop =
    canRenderTOC && (windowSize === 'desktop' || windowSize === 'ssr');

  return (
    <>
      <Seo {...{title, description, keywords, image}} />

      <div className="row">
        <div
          className={clsx('col', {
            [styles.docItemCol]: !hideTableOfContents,
          })}>
          <div className={styles.docItemContainer}>
            <article>
              {canRenderTOC && (
                <TOCCollapsible
                  toc={DocContent.toc}
                  minHeadingLevel={tocMinHeadingLevel}
                  maxHeadingLevel={tocMaxHeadingLevel}
                  className={clsx(
                    ThemeClassNames.docs.docTocMobile,
                    styles.tocMobile,
                  )}
                />
              )}

              <ServerRenderedContent
                className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
                {content}
              </ServerRenderedContent>

              <DocItemFooter {...props} />
              {metadata.permalink && <ViewAsMarkdown permalink={metadata.permalink} />}
            </article>

            <DocPaginator metadata={metadata} />
          </div>
        </div>
        {renderTocDesktop && (
          <div className="col col--3">
            <TOC
              toc={DocContent.toc}
              minHeadingLevel={tocMinHeadingLevel}
              maxHeadingLevel={tocMaxHeadingLevel}
              className={ThemeClassNames.docs.docTocDesktop}
            />
          </div>
        )}
      </div>
    </>
  );
}
