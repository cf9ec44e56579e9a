import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

// Swizzled so that an empty archive tells the reader there is nothing to read yet,
// instead of the stock page's bare "Archive" heading.

function groupByYear(posts: readonly ArchiveBlogPost[]): [string, ArchiveBlogPost[]][] {
  const byYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), post]);
  }
  return [...byYear];
}

export default function BlogArchivePage({archive}: Props): JSX.Element {
  const years = groupByYear(archive.blogPosts);
  return (
    <Layout title="Blog archive" description="Every post of the Redux Toolkit blog, newest first.">
      <main className="container margin-vert--lg">
        <h1>Blog archive</h1>
        {years.length === 0 ? (
          <p>
            There are no blog posts yet. Release notes for every version are published on{' '}
            <a href="https://github.com/reduxjs/redux-toolkit/releases">GitHub Releases</a>.
          </p>
        ) : (
          years.map(([year, posts]) => (
            <section key={year}>
              <h2>{year}</h2>
              <ul>
                {posts.map((post) => (
                  <li key={post.metadata.permalink}>
                    <Link to={post.metadata.permalink}>
                      {post.metadata.formattedDate}: {post.metadata.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
    </Layout>
  );
}
