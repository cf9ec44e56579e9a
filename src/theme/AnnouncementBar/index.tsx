/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for speed: the site has no announcement bar
 * (docusaurus.config.ts sets no `announcementBar`), yet the stock bar's code came with every page, in the navbar's
 * chunk. A bar set in the config fails the build, rather than not showing without a word.
 */
import {useThemeConfig} from '@docusaurus/theme-common';

export default function AnnouncementBar(): null {
  if ((useThemeConfig() as {announcementBar?: unknown}).announcementBar) {
    throw new Error(
      'themeConfig.announcementBar is set, but src/theme/AnnouncementBar shows no bar: delete that folder to bring ' +
        'back the stock bar.',
    );
  }
  return null;
}
