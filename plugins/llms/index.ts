// The docs as data for tools and AI assistants: after a production build, every doc page's Markdown at its URL plus
// `.md` (`/api/createSlice.md`), /llms.txt and /llms-full.txt, all made from the same Markdown the pages come
// from, in sidebar order. They are files next to the pages, not routes: the site's routes do not change.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docSections, type DocSection} from './doc-pages';
import {docToMarkdown, pageFile} from './markdown';
import {llmsFullTxt, llmsTxt, type Site} from './llms-files';

export interface LlmsOptions {
  /** One paragraph on what the site documents, under the H1 of both files. */
  summary: string;
}

/**
 * The plugin, given its options here rather than as a `[plugin, options]` pair, whose options beta.7 types as an
 * untyped record. Generic in its content type only because beta.7's plugin type asks for it.
 */
export const llmsOutputs =
  ({summary}: LlmsOptions) =>
  <Content>({siteConfig, siteDir}: LoadContext): Plugin<Content> => {
    const site: Site = {
      name: siteConfig.title,
      summary,
      url: siteConfig.url.replace(/\/$/, ''),
    };
    let sections: DocSection[] = [];
    return {
      name: 'llms-outputs',
      async contentLoaded({allContent}) {
        sections = docSections(allContent, siteDir);
      },
      async postBuild({outDir}) {
        const pages = sections.flatMap((section) => section.pages);
        const docUrls = new Map(pages.map((page) => [page.sourceFile, `${site.url}${page.permalink}`]));
        const converted = await Promise.all(
          pages.map(async ({permalink, sourceFile}) => {
            const source = await fs.readFile(sourceFile, 'utf8');
            const markdown = docToMarkdown(source, {
              pageUrl: `${site.url}${permalink}`,
              sourceFile,
              docUrls,
            });
            const file = path.join(outDir, `${permalink}.md`);
            await fs.mkdir(path.dirname(file), {recursive: true});
            await fs.writeFile(file, pageFile(markdown));
            return {permalink, markdown};
          }),
        );
        await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, sections));
        await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, converted));
      },
    };
  };
