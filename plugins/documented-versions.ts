// The versions of @reduxjs/toolkit and react-redux the docs are checked against, as constants in the site's code.
import type {Plugin} from '@docusaurus/types';
import {DefinePlugin} from 'webpack';
import {installedVersion} from './installed-packages';

/**
 * Read from the installed packages at build time, so the landing page names the versions the examples were checked
 * against without a literal to keep up to date. webpack inlines them where they are used (the landing page's
 * chunk); src/documented-versions.d.ts declares them. Generic in its content type only because beta.7's plugin
 * type asks for it.
 */
export function documentedVersions<Content>(): Plugin<Content> {
  const define = new DefinePlugin({
    RTK_VERSION: JSON.stringify(installedVersion('@reduxjs/toolkit')),
    REACT_REDUX_VERSION: JSON.stringify(installedVersion('react-redux')),
  });
  return {
    name: 'documented-versions',
    configureWebpack: () => ({plugins: [define]}),
  };
}
