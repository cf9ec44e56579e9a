import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {docToMarkdown, pageFile} from '../../plugins/llms/markdown';

// The Markdown that /llms-full.txt and each page's `.md` file are made of (plugins/llms/markdown.ts), from a page
// source written the way CONTRIBUTING.md asks.

const docsDir = path.resolve('/site/docs');
const links = {
  pageUrl: 'https://docs.example.org/api/createThing',
  sourceFile: path.join(docsDir, 'api/createThing.md'),
  docUrls: new Map([
    [path.join(docsDir, 'api/createThing.md'), 'https://docs.example.org/api/createThing'],
    [path.join(docsDir, 'api/configureStore.md'), 'https://docs.example.org/api/configureStore'],
    [path.join(docsDir, 'rtk-query/usage/queries.md'), 'https://docs.example.org/rtk-query/usage/queries'],
  ]),
};

const page = (
  body: string,
  frontMatter = 'id: createThing\ntitle: createThing\ndescription: Makes a thing.\nsidebar_label: Things',
) => `---\n${frontMatter}\n---\n\n${body}`;

const convert = (body: string) => docToMarkdown(page(body), links).body;

test('front matter is reduced to the title and description, with the title as the H1', () => {
  const markdown = docToMarkdown(page('Text.\n'), links);
  assert.deepEqual([markdown.title, markdown.description], ['createThing', 'Makes a thing.']);
  assert.equal(
    pageFile(markdown),
    '---\ntitle: "createThing"\ndescription: "Makes a thing."\n---\n\n# createThing\n\nText.\n',
  );
});

test('an example keeps its TypeScript and its title; the JavaScript tab and the checker markers are not there', () => {
  const body = convert(
    [
      '```ts title="app/store.ts" run',
      'const answer: number = 42',
      'console.log(answer)',
      '// logs: 42',
      '```',
      '',
      '```tsx no-check {2}',
      'const a = <b />',
      '```',
      '',
      '```ts ts-only',
      'type T = string',
      '```',
      '',
    ].join('\n'),
  );
  assert.equal(
    body,
    [
      '```ts title="app/store.ts"',
      'const answer: number = 42',
      'console.log(answer)',
      '// logs: 42',
      '```',
      '',
      '```tsx',
      'const a = <b />',
      '```',
      '',
      '```ts',
      'type T = string',
      '```',
      '',
    ].join('\n'),
  );
  assert.doesNotMatch(body, /CodeLanguageTab|JavaScript|```js/);
});

test('a table stays a GFM table', () => {
  const body = convert('| Option | Type |\n| --- | --- |\n| `name` | `string` |\n| `a \\| b` | union |\n');
  assert.equal(body, '| Option | Type |\n| - | - |\n| `name` | `string` |\n| `a \\| b` | union |\n');
});

test('an admonition becomes a blockquote that names its kind and title, with its content and code inside', () => {
  const body = convert(
    [
      ':::caution Your `list` replaces the default',
      'When you pass `a` `b`, the defaults are gone:',
      '',
      '```ts run',
      'const x = 1',
      '```',
      '',
      '- one',
      '- two',
      ':::',
      '',
      ':::tip',
      'Call it once.',
      ':::',
      '',
      ':::note',
      '',
      'On lines of its own.',
      '',
      ':::',
      '',
    ].join('\n'),
  );
  assert.equal(
    body,
    [
      '> **Caution: Your `list` replaces the default**',
      '>',
      '> When you pass `a` `b`, the defaults are gone:',
      '>',
      '> ```ts',
      '> const x = 1',
      '> ```',
      '>',
      '> - one',
      '> - two',
      '',
      '> **Tip**',
      '>',
      '> Call it once.',
      '',
      '> **Note**',
      '>',
      '> On lines of its own.',
      '',
    ].join('\n'),
  );
});

test('JSX components and MDX imports give way to their text; a plain HTML element stays', () => {
  const body = convert(
    [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '<Tabs groupId="pm">',
      '<TabItem value="npm" label="npm">',
      '',
      'Install with **npm**.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      'It waits 2<sup>n</sup> seconds, see <Link to="/api/configureStore">the store</Link>.',
      '',
      '<!-- a note for authors -->',
      '',
    ].join('\n'),
  );
  assert.equal(body, 'Install with **npm**.\n\nIt waits 2<sup>n</sup> seconds, see the store.\n');
});

test('relative, root-relative and #fragment links become absolute; external links stay as they are', () => {
  const body = convert(
    [
      '[store](./configureStore.md), [store options](./configureStore.md#options),',
      '[queries](../rtk-query/usage/queries.md#hooks), [below](#returns), [home](/), [logo](../img/logo.svg),',
      '[GitHub](https://github.com/reduxjs/redux-toolkit), [mail](mailto:a@example.org)',
      '',
      '[ref]: ./configureStore.md#setup',
      '',
    ].join('\n'),
  );
  assert.equal(
    body,
    [
      '[store](https://docs.example.org/api/configureStore), [store options](https://docs.example.org/api/configureStore#options),',
      '[queries](https://docs.example.org/rtk-query/usage/queries#hooks), [below](https://docs.example.org/api/createThing#returns), [home](https://docs.example.org/), [logo](https://docs.example.org/img/logo.svg),',
      '[GitHub](https://github.com/reduxjs/redux-toolkit), [mail](mailto:a@example.org)',
      '',
      '[ref]: https://docs.example.org/api/configureStore#setup',
      '',
    ].join('\n'),
  );
});
