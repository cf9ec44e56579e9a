// The doc pages as the docs plugin loaded them, in sidebar order. The docs plugin hands its content to other
// plugins (`allContent` in `contentLoaded`), but its shape is that plugin's own: this file is the one place that
// reads it, as beta.7 lays it out (one version, its docs and its resolved sidebars).
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs/lib/types';
import type {SidebarItem} from '@docusaurus/plugin-content-docs/lib/sidebars/types';

export interface DocPage {
  title: string;
  description: string;
  /** The page's path on the site (`/api/createSlice`). */
  permalink: string;
  /** The absolute path of the page's Markdown source. */
  sourceFile: string;
}

export interface DocSection {
  /** The labels of the sidebar categories that hold the section, outermost first. */
  categories: string[];
  /** The pages directly in the innermost category, in sidebar order. */
  pages: DocPage[];
  /** False for the last section, the pages in no sidebar, whose category is only a name for the list. */
  inSidebar: boolean;
}

/**
 * One section per sidebar category, in sidebar order (a category's own pages, then its sub-categories). Pages
 * outside any category form a section without categories, and pages in no sidebar a last section, so that every
 * page the site builds is listed.
 */
export function docSections(allContent: AllContent, siteDir: string): DocSection[] {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  const version = content?.loadedVersions[0];
  if (!version) throw new Error('llms: the docs plugin loaded no docs');
  const pages = new Map(
    version.docs.map((doc) => [
      doc.id,
      {
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        // `@site/docs/api/createSlice.md`
        sourceFile: path.join(siteDir, doc.source.replace(/^@site\//, '')),
      },
    ]),
  );
  const sections: DocSection[] = [];
  const listed = new Set<string>();
  const walk = (items: SidebarItem[], categories: string[]) => {
    const section: DocSection = {categories, pages: [], inSidebar: true};
    sections.push(section);
    for (const item of items) {
      if (item.type === 'category') walk(item.items, [...categories, item.label]);
      else if (item.type === 'doc') {
        const page = pages.get(item.id);
        if (!page) throw new Error(`llms: the sidebar names the doc ${item.id}, which the docs plugin did not load`);
        section.pages.push(page);
        listed.add(item.id);
      }
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items, []);
  sections.push({
    categories: ['Pages in no sidebar'],
    pages: [...pages].filter(([id]) => !listed.has(id)).map(([, page]) => page),
    inSidebar: false,
  });
  return sections.filter((section) => section.pages.length > 0);
}
