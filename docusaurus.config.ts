import type {Config} from '@docusaurus/types';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import {darkCodeTheme, lightCodeTheme, sitePrism} from './plugins/site-prism';
import {compileHints} from './plugins/compile-hints';
import {routeLoadInOwnTask} from './plugins/route-load-in-own-task';
import {sharedChunks} from './plugins/shared-chunks';
import {localSearchIndex} from './plugins/local-search-index';
import {llmsOutputs, type LlmsOptions} from './plugins/llms';
import {installedVersion} from './plugins/installed-packages';
import {documentedVersions} from './plugins/documented-versions';
import {hasFullGitHistory} from './plugins/git-history';
import {errorCodes} from './plugins/error-codes';
import {runner} from './plugins/runner';

// Deployment settings come from the environment so that a fork or a preview deploy needs no code change.
const env = process.env;
const siteUrl = env.SITE_URL ?? 'https://redux-toolkit.js.org';
const gtagId = env.GTAG_ID ?? '';
// Search: with an Algolia application configured, Algolia answers and the local index (built by
// plugins/local-search-index.ts) answers when Algolia fails; without one, the local index is the only search, and
// neither the build nor the browser contacts Algolia. The theme requires an apiKey and indexName even then.
const searchService = env.ALGOLIA_APP_ID ? 'algolia' : 'local';
const algolia = {
  ...(env.ALGOLIA_APP_ID ? {appId: env.ALGOLIA_APP_ID} : {}),
  apiKey: env.ALGOLIA_SEARCH_API_KEY ?? 'unused-without-algolia-app-id',
  indexName: env.ALGOLIA_INDEX_NAME ?? 'redux-toolkit',
};

if (!gtagId) {
  console.log('[analytics] GTAG_ID is not set: the site is built without an analytics script.');
}

const repoUrl = 'https://github.com/reduxjs/redux-toolkit';
// "Edit this page" links: the docs folder of the repository in GitHub's editor, plus the page's path inside it.
const docsEditUrl = (env.EDIT_URL ?? `${repoUrl}/edit/master/docs`).replace(/\/?$/, '/');

const themeConfig: ThemeConfig = {
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  docs: {versionPersistence: 'localStorage'},
  navbar: {
    title: 'Redux Toolkit',
    logo: {alt: 'Redux Toolkit logo', src: 'img/redux.svg'},
    items: [
      {to: '/introduction/getting-started', label: 'Getting Started', position: 'right'},
      {to: '/tutorials/overview', label: 'Tutorials', position: 'right'},
      {to: '/usage/usage-guide', label: 'Usage Guide', position: 'right'},
      {to: '/api/configureStore', label: 'API', position: 'right'},
      {to: '/rtk-query/overview', label: 'RTK Query', position: 'right'},
      {href: repoUrl, label: 'GitHub', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          {label: 'Getting Started', to: '/introduction/getting-started'},
          {label: 'Tutorials', to: '/tutorials/overview'},
          {label: 'Usage Guide', to: '/usage/usage-guide'},
          {label: 'API Reference', to: '/api/configureStore'},
          {label: 'RTK Query', to: '/rtk-query/overview'},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux-toolkit'},
          {label: 'Discord (#redux on Reactiflux)', href: 'https://discord.gg/reactiflux'},
          {label: 'GitHub Discussions', href: `${repoUrl}/discussions`},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'GitHub', href: repoUrl},
          {label: 'Releases and changelog', href: `${repoUrl}/releases`},
          {label: 'Redux', href: 'https://redux.js.org'},
          {label: 'React Redux', href: 'https://react-redux.js.org'},
          {label: 'Blog archive', to: '/blog/archive'},
        ],
      },
    ],
    copyright: `Copyright © 2015–2021 Dan Abramov and the Redux documentation authors.`,
  },
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
  },
  algolia,
  ...(gtagId ? {gtag: {trackingID: gtagId, anonymizeIP: true}} : {}),
};

// The summary at the top of /llms.txt and /llms-full.txt, with the versions the examples are checked against.
const llmsOptions: LlmsOptions = {
  summary:
    'Redux Toolkit (`@reduxjs/toolkit`) is the official, recommended way to write Redux logic: store setup, ' +
    'reducers and actions with `createSlice`, async logic, normalized data and typed hooks. RTK Query, part of ' +
    'the same package, fetches and caches server data from endpoint definitions and generates React hooks for ' +
    `them. These docs cover @reduxjs/toolkit ${installedVersion('@reduxjs/toolkit')} with react-redux ` +
    `${installedVersion('react-redux')}; the code examples are checked against those versions.`,
};

const presetOptions: PresetOptions = {
  docs: {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: require.resolve('./sidebars.ts'),
    // Each page's last commit date, from git (beta.7 runs `git log -1` per page in production builds).
    showLastUpdateTime: hasFullGitHistory(__dirname),
    editUrl: ({docPath}) => `${docsEditUrl}${docPath}`,
    remarkPlugins: [require('./plugins/remark-typescript-tabs'), require('./plugins/remark-highlight-code')],
  },
  pages: {
    // The landing page's example is a Markdown partial (src/pages/_store-example.md), highlighted like the docs.
    remarkPlugins: [require('./plugins/remark-highlight-code')],
  },
  blog: {
    path: 'blog',
    remarkPlugins: [require('./plugins/remark-highlight-code')],
    showReadingTime: false,
  },
  theme: {
    customCss: require.resolve('./src/css/custom.css'),
  },
};

// beta.7's HTML shell, except for the scripts: its default preloads every entry script in the head, where they
// compete with the stylesheet for the first paint, and runs them synchronously. Deferred, they download while the
// page is parsed and painted, and run in order before DOMContentLoaded, as before.
const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% if (it.noIndex) { %>
      <meta name="robots" content="noindex, nofollow" />
    <% } %>
    <%~ it.headTags %>
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus">
      <%~ it.appHtml %>
    </div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

const config: Config = {
  title: 'Redux Toolkit',
  tagline: 'The official way to write Redux logic and fetch data',
  url: siteUrl,
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  organizationName: 'reduxjs',
  projectName: 'redux-toolkit',
  i18n: {defaultLocale: 'en', locales: ['en']},
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: true,
  clientModules: [
    require.resolve('./src/clientModules/routeLoadErrors.ts'),
    require.resolve('./src/clientModules/caseSensitiveRoutes.tsx'),
  ],
  presets: [['@docusaurus/preset-classic', presetOptions]],
  plugins: [
    sitePrism,
    compileHints,
    routeLoadInOwnTask,
    sharedChunks,
    llmsOutputs(llmsOptions),
    documentedVersions,
    errorCodes,
    localSearchIndex,
    runner,
  ],
  customFields: {searchService},
  ssrTemplate,
  themeConfig,
};

// beta.7 loads the config with `require` and does not understand an ES default export.
module.exports = config;
