// The docs plugin's loaded content for the real site, as Docusaurus hands it to other plugins (`allContent`),
// without a build or a dev server. Docusaurus exports no API for this: its server modules are reached into here,
// and only here, as beta.7 lays them out (loadContext, the plugin configs of the config and its preset, initPlugins).
import path from 'node:path';
import type {AllContent, LoadContext} from '@docusaurus/types';

interface InitializedPlugin {
  name: string;
  loadContent?: () => Promise<unknown>;
}

const siteDir = path.resolve(__dirname, '../..');

export async function loadDocsContent(): Promise<{allContent: AllContent; siteDir: string; siteUrl: string}> {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const server: {
    loadContext(dir: string, options: {customConfigFilePath: string}): Promise<LoadContext>;
    loadPluginConfigs(context: LoadContext): unknown[];
  } = require('@docusaurus/core/lib/server');
  const initPlugins: (options: {pluginConfigs: unknown[]; context: LoadContext}) => InitializedPlugin[] =
    require('@docusaurus/core/lib/server/plugins/init').default;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const context = await server.loadContext(siteDir, {customConfigFilePath: 'docusaurus.config.ts'});
  const plugins = initPlugins({pluginConfigs: server.loadPluginConfigs(context), context});
  const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  if (!docs?.loadContent) throw new Error('The site has no docs plugin');
  const content = await docs.loadContent();
  return {
    allContent: {'docusaurus-plugin-content-docs': {default: content}} as AllContent,
    siteDir,
    siteUrl: context.siteConfig.url,
  };
}
