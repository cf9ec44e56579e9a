import path from 'node:path';
import type {CodeBlock, Page} from './extract';

/** One file of a page's project: a block's code at a path. */
export interface ProjectFile {
  block: CodeBlock;
  /** Path relative to the project root, with forward slashes. */
  name: string;
}

/**
 * The files that a run of blocks on a page sees. A page usually is one project, but a tutorial shows a file again
 * once it has grown (`app/store.ts` first empty, later with reducers). Each repeated title starts a new project in
 * which the new version replaces the old one; blocks after it import the new version.
 */
export interface Project {
  page: Page;
  /** Distinguishes the projects of one page (1, 2, ...). */
  generation: number;
  /** The blocks shown in this stretch of the page. */
  blocks: CodeBlock[];
  /**
   * For every title of the page, the version current in this project; and each of this project's untitled blocks,
   * as a module of its own at the project root.
   */
  files: ProjectFile[];
}

const EXTENSIONS: Record<CodeBlock['lang'], string> = {ts: '.ts', tsx: '.tsx', js: '.js', jsx: '.jsx'};

// The site's code block also understands line highlights; any other word is most likely a mistyped marker.
const HIGHLIGHT_RANGE = /^\{[\d\s,-]+\}$/;

/** What is wrong with a block's markers; a block with problems is not compiled. */
export function blockProblems({meta, lang, code}: CodeBlock): string[] {
  const problems = meta.others
    .filter((token) => !HIGHLIGHT_RANGE.test(token))
    .map((token) => `unknown marker "${token}" (markers: title="path", run, no-check, ts-only, typescript=5.5)`);
  if (meta.run && meta.noCheck) problems.push('a no-check block cannot run');
  if (meta.minTypeScript && !code.includes(`TypeScript ${meta.minTypeScript}`)) {
    // Readers do not see the marker, only the code.
    problems.push(`a block marked typescript=${meta.minTypeScript} says so in a comment naming "TypeScript ${meta.minTypeScript}"`);
  }
  if (meta.title !== undefined) {
    const normalized = path.posix.normalize(meta.title);
    if (!meta.title.endsWith(EXTENSIONS[lang])) {
      problems.push(`title "${meta.title}" must be a file path ending in ${EXTENSIONS[lang]} for a ${lang} block`);
    } else if (path.posix.isAbsolute(normalized) || normalized.startsWith('../')) {
      problems.push(`title "${meta.title}" must be a path inside the page's project, like "app/store.ts"`);
    }
  }
  return problems;
}

/** Splits a page's checked blocks (not `no-check`, without problems) into projects. */
export function layoutPage(page: Page, blocks: CodeBlock[]): Project[] {
  const generations: CodeBlock[][] = [[]];
  const titlesInGeneration = new Set<string>();
  for (const block of blocks) {
    const title = block.meta.title && path.posix.normalize(block.meta.title);
    if (title && titlesInGeneration.has(title)) {
      generations.push([]);
      titlesInGeneration.clear();
    }
    if (title) titlesInGeneration.add(title);
    generations.at(-1)!.push(block);
  }

  return generations.map((own, index) => {
    const upToHere = generations.slice(0, index + 1).flat();
    const later = generations.slice(index + 1).flat();
    // The latest version shown so far; a file shown only further down is visible too, so that an early file may
    // import one that the page introduces later.
    const current = new Map<string, CodeBlock>();
    for (const block of [...later.reverse(), ...upToHere]) {
      if (block.meta.title) current.set(path.posix.normalize(block.meta.title), block);
    }
    return {
      page,
      generation: index + 1,
      blocks: own,
      files: [
        ...[...current].map(([name, block]) => ({name, block})),
        ...own
          .filter((block) => !block.meta.title)
          .map((block) => ({name: `block-${block.number}${EXTENSIONS[block.lang]}`, block})),
      ],
    };
  });
}
