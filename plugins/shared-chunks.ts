import type {Plugin} from '@docusaurus/types';

/**
 * One `shared` chunk for the code that two or more route chunks need (the navbar, the search button, Link, the
 * heading and code-block components), so that a page runs that code once. Without it webpack (under Docusaurus's
 * splitChunks settings, whose chunks must be 20 KB or more) leaves such code in each route chunk that uses it, and a
 * doc page, which loads both the doc layout's chunk and the doc item's, ran Link, Heading and their helpers twice:
 * 2.8 KiB gzip of every doc page's JavaScript (README, Benchmark).
 * Only route chunks count (Docusaurus names them; a lazy `import()` of the site's own is unnamed), so code that
 * loads on demand, like the search, stays out of it.
 */
export function sharedChunks<Content>(): Plugin<Content> {
  return {
    name: 'shared-chunks',
    configureWebpack: (config, isServer) => {
      const splitChunks = config.optimization?.splitChunks;
      if (isServer || config.mode !== 'production' || !splitChunks) return {};
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        shared: {
          name: 'shared',
          chunks: (chunk) => Boolean(chunk.name),
          minChunks: 2,
          minSize: 0,
          // Below Docusaurus's `common` (40), which holds what half the pages need.
          priority: 30,
          reuseExistingChunk: true,
        },
      };
      return {};
    },
  };
}
