// The two files of the llms.txt convention (llmstxt.org): /llms.txt, an index of every doc page's Markdown by
// sidebar category, and /llms-full.txt, every page's Markdown in one file.
import type {DocMarkdown} from './markdown';
import type {DocSection} from './doc-pages';

export interface Site {
  /** The site's name, the H1 of both files. */
  name: string;
  /** One paragraph on what the site documents, under the H1. */
  summary: string;
  /** The site's URL without a trailing slash. */
  url: string;
}

const header = ({name, summary}: Site): string => `# ${name}\n\n> ${summary}\n`;

/** The URL of a page's own Markdown file: the page's URL plus `.md`. */
export const markdownUrl = (site: Site, permalink: string): string => `${site.url}${permalink}.md`;

export function llmsTxt(site: Site, sections: DocSection[]): string {
  const intro =
    `Every page below is Markdown made from the page's source: its title and description, the TypeScript of each ` +
    `example, and links made absolute. [All pages in one file](${site.url}/llms-full.txt).`;
  const lists = sections.map(({categories, pages}) => {
    const items = pages.map(({title, description, permalink}) => {
      const link = `- [${title}](${markdownUrl(site, permalink)})`;
      return description ? `${link}: ${description}` : link;
    });
    return `## ${categories.join(' / ') || 'Pages'}\n\n${items.join('\n')}\n`;
  });
  return [header(site), `${intro}\n`, ...lists].join('\n');
}

export function llmsFullTxt(site: Site, pages: {permalink: string; markdown: DocMarkdown}[]): string {
  const parts = pages.map(({permalink, markdown: {title, description, body}}) => {
    const about = description ? `URL: ${site.url}${permalink}\n\n> ${description}\n` : `URL: ${site.url}${permalink}\n`;
    return `# ${title}\n\n${about}\n${body}`;
  });
  return [header(site), ...parts].join('\n');
}
