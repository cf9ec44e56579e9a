import fs from 'node:fs/promises';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';
import {parseCodeBlockMeta, type CodeBlockMeta} from '../../plugins/code-block-meta';

const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'jsx'] as const;
export type CheckedLanguage = (typeof CHECKED_LANGUAGES)[number];

export interface CodeBlock {
  /** 1-based position among the page's ts/tsx/js/jsx blocks. */
  number: number;
  lang: CheckedLanguage;
  meta: CodeBlockMeta;
  code: string;
  /** Line of the page on which the code's first line stands. */
  line: number;
}

export interface Page {
  /** Path relative to the docs directory, with forward slashes: `api/createSlice.md`. */
  id: string;
  file: string;
  blocks: CodeBlock[];
}

function isCheckedLanguage(lang: string | null | undefined): lang is CheckedLanguage {
  return (CHECKED_LANGUAGES as readonly (string | null | undefined)[]).includes(lang);
}

export interface FencedBlock {
  lang: string | null | undefined;
  meta: CodeBlockMeta;
  code: string;
  /** Line of the page on which the code's first line stands. */
  line: number;
}

/** Every fenced block of a page, in any language, in page order. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  visit(unified().use(remarkParse).parse(markdown), 'code', (node: Code) => {
    blocks.push({
      lang: node.lang,
      meta: parseCodeBlockMeta(node.meta),
      code: node.value,
      // The fence is on the node's first line; the code starts on the next one.
      line: (node.position?.start.line ?? 0) + 1,
    });
  });
  return blocks;
}

export function extractBlocks(markdown: string): CodeBlock[] {
  return fencedBlocks(markdown)
    .filter((block): block is FencedBlock & {lang: CheckedLanguage} => isCheckedLanguage(block.lang))
    .map((block, index) => ({...block, number: index + 1}));
}

/** Every Markdown page under `docsDir`, or only `files` (paths relative to the working directory). */
export async function readPages(docsDir: string, files?: string[]): Promise<Page[]> {
  const paths = files?.length
    ? files.map((file) => path.resolve(file))
    : (await fs.readdir(docsDir, {recursive: true}))
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => path.join(docsDir, name));
  return Promise.all(
    paths.sort().map(async (file) => {
      const id = path.relative(docsDir, file).split(path.sep).join('/');
      if (id.startsWith('../')) throw new Error(`${file} is not in the docs directory ${docsDir}`);
      return {id, file, blocks: extractBlocks(await fs.readFile(file, 'utf8'))};
    }),
  );
}
