import assert from 'node:assert/strict';
import {test} from 'node:test';
import {runnerPageFile} from '../../plugins/runner/page-projects';
import type {RunnerPage} from '../../src/runner/protocol';

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;

const markdown = [
  '# A page\n',
  fence('ts title="app/store.ts"', "export const store = 'first'"),
  fence('ts run', "import { store } from './app/store'\nconsole.log(store)\n// logs: first"),
  fence('bash', 'npm install'),
  fence('ts no-check', 'broken('),
  fence('ts title="app/store.ts"', "export const store = 'second'"),
  fence('js run', "import { store } from './app/store'\nconsole.log(store) // logs: second"),
].join('\n');

test("a page's runner file holds its run blocks, each with its project's files and its comments", () => {
  const file = runnerPageFile('guide/page.md', markdown)!;
  assert.match(file.file, /^assets\/runner\/pages\/guide-page\.[0-9a-f]{10}\.json$/);
  assert.deepEqual(
    file.runBlocks.map(({number}) => number),
    [2, 5],
  );
  const page = JSON.parse(file.json) as RunnerPage;
  const filesOf = (block: string) =>
    Object.fromEntries(
      Object.entries(page.projects[page.blocks[block]!.project]!).map(([name, index]) => [name, page.sources[index]]),
    );
  assert.deepEqual(page.blocks['2']!.expected, [{text: 'first', line: 2}]);
  assert.equal(page.blocks['2']!.file, 'block-2.ts');
  assert.equal(filesOf('2')['app/store.ts'], "export const store = 'first'");
  // The title shown again starts a project in which the new version replaces the old one.
  assert.deepEqual(page.blocks['5']!.expected, [{text: 'second', line: 1}]);
  assert.equal(filesOf('5')['app/store.ts'], "export const store = 'second'");
  assert.equal(filesOf('5')['block-5.js'], "import { store } from './app/store'\nconsole.log(store) // logs: second");
});

test('a page without run blocks has no runner file, and the name changes with the content', () => {
  assert.equal(runnerPageFile('page.md', fence('ts', 'const a = 1')), undefined);
  const other = markdown.replace("'first'", "'changed'");
  assert.notEqual(runnerPageFile('guide/page.md', markdown)!.file, runnerPageFile('guide/page.md', other)!.file);
});
