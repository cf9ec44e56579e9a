// V8's explicit compile hint on every script of the site.
import type {Plugin} from '@docusaurus/types';
import {BannerPlugin, Compilation} from 'webpack';

/**
 * A script that opens with `//# allFunctionsCalledOnLoad` has all its functions compiled by V8 (Chromium 136 and
 * later; other engines read it as a comment) while the script streams in, off the main thread. Without it, each
 * module function is compiled on the main thread the first time it runs, and on a page load nearly all of them run
 * at once: React DOM and the theme at hydration. Measured on a phone viewport, it took 40–50 ms of (unthrottled)
 * main-thread CPU off a page's load, a fifth to a quarter of the total. The banner is added after minification,
 * because the minifier drops comments. Generic in its content type only because beta.7's plugin type asks for it.
 */
export function compileHints<Content>(): Plugin<Content> {
  const banner = new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
  return {
    name: 'compile-hints',
    configureWebpack: (_config, isServer) => (isServer ? {} : {plugins: [banner]}),
  };
}
