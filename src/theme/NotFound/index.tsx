/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 to explain Redux Toolkit's production error codes: their
 * messages link to /Errors?code=N, which is not a route of the site, so it shows this page, and under the heading
 * the page gives that error's full message. And for any missing path, the local search's best matches for its
 * words. Both are in src/components/NotFoundHelp and load after the page has mounted. Everything else is the stock
 * component.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import {loadAfterMount} from '@site/src/components/NotFoundHelp/loadAfterMount';

const ErrorCodeMessage = loadAfterMount(() => import('@site/src/components/NotFoundHelp/ErrorCodeMessage'));
const SearchSuggestions = loadAfterMount(() => import('@site/src/components/NotFoundHelp/SearchSuggestions'));

function NotFound(): JSX.Element {
  return (
    <Layout
      title={translate({
        id: 'theme.NotFound.title',
        message: 'Page Not Found',
      })}>
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h1 className="hero__title">
              <Translate id="theme.NotFound.title" description="The title of the 404 page">
                Page Not Found
              </Translate>
            </h1>
            <ErrorCodeMessage />
            <p>
              <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                We could not find what you were looking for.
              </Translate>
            </p>
            <p>
              <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                Please contact the owner of the site that linked you to the original URL and let them know their
                link is broken.
              </Translate>
            </p>
            <SearchSuggestions />
          </div>
        </div>
      </main>
    </Layout>
  );
}

export default NotFound;
