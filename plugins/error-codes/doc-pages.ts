// Which doc page explains the API behind an error code, derived from the module that throws it.
import path from 'node:path';
import {declaredExports} from './read-error-codes';

export interface DocPage {
  /** The page's route (`/api/createSlice`). */
  route: string;
  /** Whether the page documents the name, by the coverage check's rule (scripts/check-coverage.ts). */
  documents: (name: string) => boolean;
}

/**
 * The page documenting the names the module exports: the page named after one of them (`createSlice.ts` exports
 * `createSlice`, documented on /api/createSlice), else the page documenting most of them, the first in sidebar
 * order on a tie. A module whose exports no page documents (an internal helper such as
 * `listenerMiddleware/utils.ts`) is explained by its folder's public module, `index.ts`.
 */
export function docPageOf(module: string, modules: ReadonlyMap<string, string>, pages: readonly DocPage[]): string | undefined {
  const exports = new Set(declaredExports(module, modules.get(module) ?? ''));
  const named = pages.find((page) => exports.has(path.posix.basename(page.route)));
  if (named) return named.route;
  let best: DocPage | undefined;
  let bestCount = 0;
  for (const page of pages) {
    const count = [...exports].filter((name) => page.documents(name)).length;
    if (count > bestCount) [best, bestCount] = [page, count];
  }
  if (best) return best.route;
  const folderIndex = path.posix.join(path.posix.dirname(module), 'index.ts');
  return folderIndex !== module && modules.has(folderIndex) ? docPageOf(folderIndex, modules, pages) : undefined;
}
