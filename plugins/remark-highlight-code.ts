// Remark plugin (MDX 1): every fenced code block arrives at the site's CodeBlock already highlighted, as the props
// `html` and `lineCount` (see highlight-code.ts), and without its source text, which the HTML already holds. Runs
// after remark-typescript-tabs, so that the generated JavaScript blocks are highlighted too.
import type {Code, Parent, Root} from 'mdast';
import {highlightCode, type HighlightedCode} from './highlight-code';

// mdast-util-to-hast (which MDX 1 uses) reads these from a node's data when it turns the block into <pre><code>.
declare module 'mdast' {
  interface CodeData {
    hProperties?: Record<string, unknown>;
    hChildren?: [];
  }
}

function remarkHighlightCode() {
  return (tree: Root) => {
    const visit = (parent: Parent) => {
      for (const node of parent.children) {
        if ('children' in node) visit(node);
        if (node.type === 'code') highlight(node);
      }
    };
    visit(tree);
  };
}

// The build compiles every page twice (for the browser and for the server), in one process: each block is
// highlighted once.
const highlighted = new Map<string, HighlightedCode>();

function highlight(node: Code): void {
  const key = JSON.stringify([node.lang, node.meta, node.value]);
  if (!highlighted.has(key)) highlighted.set(key, highlightCode(node.value, node.lang ?? undefined, node.meta ?? null));
  const {html, lineCount} = highlighted.get(key)!;
  node.data = {...node.data, hProperties: {...node.data?.hProperties, html, lineCount}, hChildren: []};
}

module.exports = remarkHighlightCode;
