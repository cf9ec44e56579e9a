/**
 * Swizzled (copied) from @docusaurus/theme-classic 2.0.0-beta.7: the stock page has no place to add to, so this is
 * its content unchanged plus the local search's suggestions for the missing path (NotFoundSearchSuggestions).
 */
import React from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import NotFoundSearchSuggestions from '@site/src/components/NotFoundSearchSuggestions';

export default function NotFound(): JSX.Element {
  return (
    <Layout title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}>
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h1 className="hero__title">
              <Translate id="theme.NotFound.title" description="The title of the 404 page">
                Page Not Found
              </Translate>
            </h1>
            <p>
              <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
                We could not find what you were looking for.
              </Translate>
            </p>
            <p>
              <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
                Please contact the owner of the site that linked you to the original URL and let them know their link
                is broken.
              </Translate>
            </p>
            <NotFoundSearchSuggestions />
          </div>
        </div>
      </main>
    </Layout>
  );
}
