/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for speed. The stock module loads
 * `prism.additionalLanguages` through a require context that, when the list is empty, still bundles prismjs's
 * index of all its languages: 8 KiB of gzip JavaScript on every page, for nothing. The site needs no additional
 * language (ts, tsx, js, jsx, bash and json are all in prism-react-renderer's own set), so this loads none, and
 * stops the build if the config asks for one: import it here by name instead (`prismjs/components/prism-diff`).
 */
import siteConfig from '@generated/docusaurus.config';

export default function prismIncludeLanguages(): void {
  const {additionalLanguages = []} = (siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  if (additionalLanguages.length > 0) {
    throw new Error(
      `prism.additionalLanguages (${additionalLanguages.join(', ')}) is not read: import the languages in ` +
        'src/theme/prism-include-languages.ts.',
    );
  }
}
