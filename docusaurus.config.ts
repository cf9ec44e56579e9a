import type {Config, Plugin} from '@docusaurus/types';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import type {PrismTheme} from 'prism-react-renderer';
import {NormalModuleReplacementPlugin} from 'webpack';
import githubTheme from 'prism-react-renderer/themes/github';
import draculaTheme from 'prism-react-renderer/themes/dracula';

// Deployment settings come from the environment so that a fork or a preview deploy needs no code change.
const env = process.env;
const siteUrl = env.SITE_URL ?? 'https://redux-toolkit.js.org';
const gtagId = env.GTAG_ID ?? '';
const algolia = {
  appId: env.ALGOLIA_APP_ID ?? 'RTKDOCSAPP',
  apiKey: env.ALGOLIA_SEARCH_API_KEY ?? 'search-only-key',
  indexName: env.ALGOLIA_INDEX_NAME ?? 'redux-toolkit',
};

if (!gtagId) {
  console.log('[analytics] GTAG_ID is not set: the site is built without an analytics script.');
}

const repoUrl = 'https://github.com/reduxjs/redux-toolkit';

// GitHub's and Dracula's code colours, with the token colours that had less than 4.5:1 contrast on their
// background (WCAG AA) darkened or lightened until they reach it, also on a highlighted line.
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color && colours[entry.style.color];
      return color ? {...entry, style: {...entry.style, color}} : entry;
    }),
  };
}
const lightCodeTheme = recolour(githubTheme, {
  '#999988': '#68685c',
  '#e3116c': '#cc0f61',
  '#36acaa': '#247372',
  '#00a4db': '#007197',
  '#d73a49': '#bf3441',
});
const darkCodeTheme = recolour(draculaTheme, {'rgb(98, 114, 164)': '#8995bb'});

/**
 * Code blocks carry token classes only (see src/theme/CodeBlock); this turns the two Prism themes into CSS for
 * the light and the dark mode, so the server-rendered colours are right in either mode without a re-render.
 */
function prismThemeCss(theme: PrismTheme, mode: 'light' | 'dark'): string {
  const scope = `html[data-theme='${mode}']`;
  const declarations = (style: object) =>
    Object.entries(style)
      .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
      .join(';');
  const rules = theme.styles.map(({types, languages, style}) => {
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map((language) => `${scope} ${language ? `.language-${language} ` : ''}.token.${type}`),
    );
    return `${selectors.join(',')}{${declarations(style)}}`;
  });
  const plain = `${scope}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`;
  return plain + rules.join('');
}

/**
 * Code highlighting: the theme CSS above in every page's head, and the site's own small Prism build
 * (src/theme/prism) in place of the one bundled with prism-react-renderer, for the server and the browser alike.
 * Generic in its content type only because beta.7's plugin type asks for it; the plugin has no content.
 */
function sitePrism<Content>(): Plugin<Content> {
  const css = prismThemeCss(lightCodeTheme, 'light') + prismThemeCss(darkCodeTheme, 'dark');
  // The bundled build is imported by name (theme-classic) and by path from prism-react-renderer's own code.
  const isBundledPrism = ({request, context}: {request: string; context: string}) =>
    request === 'prism-react-renderer/prism' ||
    (/^\.\.\/prism\/index(\.cjs)?\.js$/.test(request) && /prism-react-renderer[\\/]dist$/.test(context));
  const replacePrism = new NormalModuleReplacementPlugin(/prism/, (resource: {request: string; context: string}) => {
    if (isBundledPrism(resource)) resource.request = require.resolve('./src/theme/prism/index.ts');
  });
  return {
    name: 'site-prism',
    injectHtmlTags: () => ({headTags: [{tagName: 'style', innerHTML: css}]}),
    configureWebpack: () => ({plugins: [replacePrism]}),
  };
}

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

const presetOptions: PresetOptions = {
  docs: {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: require.resolve('./sidebars.ts'),
    showLastUpdateTime: false,
    remarkPlugins: [require('./plugins/remark-typescript-tabs')],
  },
  blog: {
    path: 'blog',
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
  tagline: 'Write Redux logic with less code: store setup, reducers, async requests and data caching in one package.',
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
  clientModules: [require.resolve('./src/clientModules/routeLoadErrors.ts')],
  presets: [['@docusaurus/preset-classic', presetOptions]],
  plugins: [sitePrism],
  ssrTemplate,
  themeConfig,
};

// beta.7 loads the config with `require` and does not understand an ES default export.
module.exports = config;
