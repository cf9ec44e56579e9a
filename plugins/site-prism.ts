// Code highlighting for the site: the code colour themes (with AA contrast) and a Docusaurus plugin that serves
// them as CSS and swaps in the site's own small Prism build.
import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {NormalModuleReplacementPlugin} from 'webpack';
import githubTheme from 'prism-react-renderer/themes/github';
import draculaTheme from 'prism-react-renderer/themes/dracula';

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
export const lightCodeTheme = recolour(githubTheme, {
  '#999988': '#68685c',
  '#e3116c': '#cc0f61',
  '#36acaa': '#247372',
  '#00a4db': '#007197',
  '#d73a49': '#bf3441',
});
export const darkCodeTheme = recolour(draculaTheme, {'rgb(98, 114, 164)': '#8995bb'});

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
export function sitePrism<Content>(): Plugin<Content> {
  const css = prismThemeCss(lightCodeTheme, 'light') + prismThemeCss(darkCodeTheme, 'dark');
  // The bundled build is imported by name (theme-classic) and by path from prism-react-renderer's own code.
  const isBundledPrism = ({request, context}: {request: string; context: string}) =>
    request === 'prism-react-renderer/prism' ||
    (/^\.\.\/prism\/index(\.cjs)?\.js$/.test(request) && /prism-react-renderer[\\/]dist$/.test(context));
  const replacePrism = new NormalModuleReplacementPlugin(/prism/, (resource: {request: string; context: string}) => {
    if (isBundledPrism(resource)) resource.request = require.resolve('../src/theme/prism/index.ts');
  });
  return {
    name: 'site-prism',
    injectHtmlTags: () => ({headTags: [{tagName: 'style', innerHTML: css}]}),
    configureWebpack: () => ({plugins: [replacePrism]}),
  };
}
