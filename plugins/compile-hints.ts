// V8's explicit compile hint on every script of the site.
import type {Plugin} from '@docusaurus/types';
import {BannerPlugin, Compilation} from 'webpack';

/**
 * A script that opens with `//# allFunctionsCalledOnLoad` has all its functions compiled by V8 (Chromium 136 and
 * later; other engines read it as a comment) while the script streams in, off the main thread. Without it, each
 * function is compiled on the main thread the first time it runs, and a page load runs about half of them (React
 * DOM, the router, the theme at hydration). On a phone viewport, unthrottled, it took 40–50 ms of main-thread CPU
 * off a page load. The price: the functions a load never calls are compiled too, off the main thread, and the
 * JavaScript heap after load grew by about a tenth. Production builds only: a dev build wraps its modules in
 * `eval` strings, which the hint does not reach. The banner is added after minification, because the minifier
 * drops comments. Generic in its content type only because beta.7's plugin type asks for it.
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
    configureWebpack: (config, isServer) => (isServer || config.mode !== 'production' ? {} : {plugins: [banner]}),
  };
}
