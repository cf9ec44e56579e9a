// The doc ids of the one sidebar, in the order readers see them.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarEntry = string | {type: string; items?: SidebarEntry[]};

function docIds(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) =>
    typeof entry === 'string' ? [entry] : entry.type === 'category' ? docIds(entry.items ?? []) : [],
  );
}

/** Every doc id of the `docs` sidebar, in sidebar order (`api/createSlice`; docs are served from the site root). */
export function sidebarDocIds(): string[] {
  // sidebars.ts is CommonJS (`module.exports`), because that is how Docusaurus beta.7 loads it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sidebars: SidebarsConfig = require('../sidebars');
  return docIds(sidebars.docs as SidebarEntry[]);
}
