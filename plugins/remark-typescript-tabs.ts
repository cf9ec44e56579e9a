// Remark plugin for the docs (MDX 1): shows every `ts`/`tsx` block in two tabs, TypeScript and JavaScript, with the
// JavaScript generated from the TypeScript. The tabs share a group, so one choice switches every block on the page,
// and Docusaurus remembers it across pages and visits. Blocks marked `ts-only` or `no-check` stay single blocks.
// The tabs are `lazy`: only the chosen language is rendered. The server HTML holds the TypeScript (the default), and
// the JavaScript is highlighted in the browser when a reader chooses it, so a page does not carry every example
// twice in its DOM (the JavaScript source still travels in the page's script chunk, as a string).
// Every code block loses the example checker's markers (`run`, `no-check`, `ts-only`); its title stays. A `run`
// block (and its JavaScript tab) gets the props `runPage` (the page's runner file) and `runBlock` (its number on
// the page), for its Run button (src/components/RunnableCode).
import type {Code, MdxRawNode, Parent, Root, RootContent} from 'mdast';
import {displayMeta, parseCodeBlockMeta} from './code-block-meta';
import path from 'node:path';
import {typescriptToJavascript} from './typescript-to-javascript';
import {readRunnerPageFile} from './runner/page-projects';

// MDX 1 keeps imports and JSX as raw text nodes, which it pastes into the compiled component as they are.
declare module 'mdast' {
  interface MdxRawNode extends Literal {
    type: 'import' | 'jsx';
  }
  interface RootContentMap {
    mdxRaw: MdxRawNode;
  }
}

// Names no page uses for its own imports.
const TABS = 'CodeLanguageTabs';
const TAB = 'CodeLanguageTab';
const IMPORTS = `import ${TABS} from '@theme/Tabs';\nimport ${TAB} from '@theme/TabItem';`;

const jsx = (value: string): MdxRawNode => ({type: 'jsx', value});

function tabs(typescript: Code, javascript: Code): RootContent[] {
  return [
    jsx(`<${TABS} groupId="language" lazy>\n<${TAB} value="ts" label="TypeScript">`),
    typescript,
    jsx(`</${TAB}>\n<${TAB} value="js" label="JavaScript">`),
    javascript,
    jsx(`</${TAB}>\n</${TABS}>`),
  ];
}

async function javascriptFor(node: Code, lang: 'ts' | 'tsx', filePath: string | undefined): Promise<Code> {
  const {title} = parseCodeBlockMeta(node.meta);
  try {
    return {
      type: 'code',
      lang: lang === 'tsx' ? 'jsx' : 'js',
      // Line highlights are not carried over: the JavaScript's lines differ.
      meta: displayMeta({title: title?.replace(/\.ts(x?)$/, '.js$1'), others: []}),
      value: await typescriptToJavascript(node.value, lang),
      // The same block to run.
      data: node.data,
    };
  } catch (error) {
    const where = `${filePath ?? 'a page'}:${node.position?.start.line ?? '?'}`;
    throw new Error(`${where}: cannot generate the JavaScript tab: ${(error as Error).message}`);
  }
}

/** Says which run block of the page's runner file each `run` node is, matching them by their code, in order. */
function runBlockMarker(docsDir: string, filePath: string | undefined) {
  const id = filePath && path.relative(docsDir, filePath).split(path.sep).join('/');
  const runner = id && filePath ? readRunnerPageFile(id, filePath) : undefined;
  const unmatched = [...(runner?.runBlocks ?? [])];
  return (node: Code) => {
    const index = unmatched.findIndex(({code}) => code === node.value);
    if (!runner || index === -1) return;
    const [{number}] = unmatched.splice(index, 1);
    node.data = {...node.data, hProperties: {...node.data?.hProperties, runPage: `/${runner.file}`, runBlock: number}};
  };
}

function remarkTypescriptTabs({docsDir = path.resolve(__dirname, '../docs')}: {docsDir?: string} = {}) {
  return async (tree: Root, file: {path?: string}) => {
    const blocks: {parent: Parent; node: Code; lang: 'ts' | 'tsx'}[] = [];
    const markRunBlock = runBlockMarker(docsDir, file.path);
    const visit = (parent: Parent) => {
      for (const node of parent.children) {
        if ('children' in node) visit(node);
        if (node.type !== 'code') continue;
        const meta = parseCodeBlockMeta(node.meta);
        node.meta = displayMeta(meta);
        if (meta.run) markRunBlock(node);
        const {lang} = node;
        if ((lang === 'ts' || lang === 'tsx') && !meta.tsOnly && !meta.noCheck) blocks.push({parent, node, lang});
      }
    };
    visit(tree);
    if (blocks.length === 0) return;

    const replacements = new Map<RootContent, RootContent[]>(
      await Promise.all(
        blocks.map(async ({node, lang}) => [node, tabs(node, await javascriptFor(node, lang, file.path))] as const),
      ),
    );
    for (const parent of new Set(blocks.map(({parent}) => parent))) {
      parent.children = parent.children.flatMap((node) => replacements.get(node) ?? [node]);
    }
    tree.children.unshift({type: 'import', value: IMPORTS});
  };
}

module.exports = remarkTypescriptTabs;
