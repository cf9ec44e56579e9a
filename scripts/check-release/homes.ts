import fs from 'node:fs';
import path from 'node:path';
import type {Nodes} from 'mdast';
import {listPages, parseMarkdown} from '../check-coverage';
import type {Change} from './compare';

// Where each change belongs: the page sections that document the name it touches, found as check:coverage finds a
// documented name (a heading's code span, or a table row whose first cell is the name in code), with the section
// heading above it.

export type HomeIndex = Map<string, string[]>;

const text = (node: Nodes): string =>
  node.type === 'text' || node.type === 'inlineCode' ? node.value : 'children' in node ? node.children.map(text).join('') : '';

const codeIn = (node: Nodes): string[] =>
  node.type === 'inlineCode' ? [node.value.trim()] : 'children' in node ? node.children.flatMap(codeIn) : [];

export function indexHomes(docsDir: string): HomeIndex {
  const index: HomeIndex = new Map();
  const add = (name: string, home: string) => {
    const homes = index.get(name) ?? [];
    if (!homes.includes(home)) index.set(name, [...homes, home]);
  };
  for (const file of listPages(docsDir)) {
    const page = path.relative(docsDir, file).split(path.sep).join('/');
    let section = '';
    const visit = (node: Nodes) => {
      if (node.type === 'heading') {
        if (node.depth >= 2 && node.depth <= 4) {
          section = text(node);
          for (const name of codeIn(node)) add(name, `${page} › ${section}`);
        }
        return;
      }
      if (node.type === 'tableRow') {
        const first = node.children[0];
        const [name, ...rest] = first ? codeIn(first) : [];
        if (name !== undefined && rest.length === 0) add(name, `${page} › ${section}`);
        return;
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(parseMarkdown(fs.readFileSync(file, 'utf8')));
  }
  return index;
}

/** The name a change is documented under: its member's own name (`util.removeQueryData` → `removeQueryData`). */
export function lookupNames(change: Change): string[] {
  const member = change.member?.split('.').filter((part) => !part.startsWith('(')).at(-1);
  return member ? [member, change.name] : [change.name];
}

/** The sections for a change: its member's, else its export's; none when the site documents neither. */
export function homesOf(change: Change, index: HomeIndex): string[] {
  for (const name of lookupNames(change)) {
    const homes = index.get(name);
    if (homes) return homes;
  }
  return [];
}
