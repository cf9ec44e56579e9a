import React from 'react';

/**
 * The footer link to a doc page's Markdown, which plugins/llms writes next to the page after a production build.
 * A plain `<a>`, not Docusaurus's `<Link>`: the Markdown is a file the host serves, not a route of the app, so the
 * click is an ordinary page load and the link is neither prefetched nor checked as a route.
 */
export default function ViewAsMarkdown({permalink}: {permalink: string}): JSX.Element {
  return (
    <div className="margin-top--sm">
      <a href={`${permalink}.md`}>View as Markdown</a>
    </div>
  );
}
