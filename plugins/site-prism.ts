// Code colours for the site: the code colour themes (with AA contrast) and a Docusaurus plugin that serves them
// as CSS.
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
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
 * Code highlighting: the theme CSS above in every page's head. Code is highlighted at build time
 * (remark-highlight-code.ts), so no page needs Prism: theme-classic's client module that loads it into the main
 * bundle on every page (to add `prism.additionalLanguages`) is left out of the build, and the site's languages are
 * set in plugins/prism.ts instead. Generic in its content type only because beta.7's plugin type asks for it.
 */
export function sitePrism<Content>({siteConfig}: LoadContext): Plugin<Content> {
  const {additionalLanguages = []} = (siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  if (additionalLanguages.length > 0) {
    throw new Error(
      `prism.additionalLanguages (${additionalLanguages.join(', ')}) is not read: import the languages in plugins/prism.ts.`,
    );
  }
  const css = prismThemeCss(lightCodeTheme, 'light') + prismThemeCss(darkCodeTheme, 'dark');
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  return {
    name: 'site-prism',
    injectHtmlTags: () => ({headTags: [{tagName: 'style', innerHTML: css}]}),
    // Aliased to `false`, a module is an empty one.
    configureWebpack: () => ({resolve: {alias: {[prismClientModule.replace(/\.js$/, '')]: false}}}),
  };
}
