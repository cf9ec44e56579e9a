import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

/** Words in a built page's article (prose and code): how long the page is, to set its figures against. */
export function pageWords(buildDir: string, route: string): number {
  const file = path.join(buildDir, route, 'index.html');
  if (!fs.existsSync(file)) return Number.NaN;
  const $ = load(fs.readFileSync(file, 'utf8'));
  // Counted as a reader sees the page, so that the count does not change with how code is marked up.
  $('[role="tabpanel"][hidden]').remove();
  $('br').replaceWith(' ');
  const article = $('article').length > 0 ? $('article') : $('main');
  return article.text().split(/\s+/).filter(Boolean).length;
}
