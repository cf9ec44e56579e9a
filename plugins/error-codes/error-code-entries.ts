// The site's table of production error codes: code, full message and the doc page to read.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {documentedNames} from '../../scripts/check-coverage';
import {installedPackageDir} from '../installed-packages';
import {sidebarDocIds} from '../sidebar-doc-ids';
import {docPageOf, type DocPage} from './doc-pages';
import {readErrorCodes} from './read-error-codes';

export interface ErrorCodeEntry {
  code: number;
  message: string;
  /** Route of the doc page that explains the API involved. */
  page: string;
  /** That page's title. */
  title: string;
}

/**
 * A page is parsed only when its text has the name in backticks, which documenting it needs: parsing all 51 pages
 * took 1.5 s of the build (5.9 s on a busy machine).
 */
function docPage(route: string, markdown: string): DocPage {
  let names: Set<string> | undefined;
  return {
    route,
    documents: (name) => markdown.includes(`\`${name}\``) && (names ??= documentedNames(markdown)).has(name),
  };
}

/** Every error code of the installed @reduxjs/toolkit with its page; fails when a code maps to no page. */
export function errorCodeEntries(siteDir: string): ErrorCodeEntry[] {
  const {codes, modules} = readErrorCodes(installedPackageDir('@reduxjs/toolkit'));
  const sources = new Map(
    sidebarDocIds().map((id) => [`/${id}`, fs.readFileSync(path.join(siteDir, 'docs', `${id}.md`), 'utf8')]),
  );
  const pages = [...sources].map(([route, markdown]) => docPage(route, markdown));
  const pageOfModule = new Map<string, string | undefined>();
  return codes.map(({code, message, module}) => {
    if (!pageOfModule.has(module)) pageOfModule.set(module, docPageOf(module, modules, pages));
    const page = pageOfModule.get(module);
    if (!page) throw new Error(`error code ${code}: no doc page documents an export of ${module}`);
    return {code, message, page, title: String(matter(sources.get(page)!).data.title)};
  });
}
