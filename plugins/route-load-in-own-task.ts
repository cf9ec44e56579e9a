// Production client builds start from src/client/entry.tsx instead of Docusaurus's clientEntry.js.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The one place the site reaches into Docusaurus's client start: beta.7 has no option for it, and its entry is
 * the file that requests the route's chunks. src/client/entry.tsx says why the site's entry differs. The alias
 * matches the absolute path core gives webpack as the entry. Dev builds keep core's entry, which also sets up hot
 * reloading. Generic in its content type only because beta.7's plugin type asks for it.
 */
export function routeLoadInOwnTask<Content>(): Plugin<Content> {
  const coreEntry = require.resolve('@docusaurus/core/lib/client/clientEntry');
  const siteEntry = path.resolve(__dirname, '../src/client/entry.tsx');
  return {
    name: 'route-load-in-own-task',
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production' ? {} : {resolve: {alias: {[coreEntry]: siteEntry}}},
  };
}
