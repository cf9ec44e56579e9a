import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildFixtureSite} from '../support/fixture-site';

// plugins/llms in a real Docusaurus build of a small site: the outputs follow the sidebar the docs plugin loaded,
// and a page that is only a new file, in no sidebar, still appears in all three.

const config = `const {llmsOutputs} = require('../../../../plugins/llms');
module.exports = {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/',
  onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn',
  presets: [['@docusaurus/preset-classic', {docs: {routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js')}, blog: false}]],
  plugins: [llmsOutputs({summary: 'A site to test the docs as Markdown.'})],
};
`;

const sidebars = `module.exports = {docs: [
  {type: 'category', label: 'Guides', items: ['guide', {type: 'category', label: 'Reference', items: ['api/thing']}]},
]};
`;

const doc = (title: string, body: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;

test('each page, /llms.txt and /llms-full.txt follow the sidebar, and a page in no sidebar is in all three', () => {
  const {status, output, outDir} = buildFixtureSite('llms', {
    'docusaurus.config.js': config,
    'sidebars.js': sidebars,
    'docs/guide.md': doc('Guide', 'See [the thing](./api/thing.md#options).'),
    'docs/api/thing.md': doc('Thing', '```ts run\nconst thing = 1\n```'),
    'docs/extra.md': doc('Extra', 'A page added as a file only.'),
  });
  assert.equal(status, 0, output);
  const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

  assert.equal(
    read('llms.txt').replace(/^Every page below.*\n\n/m, ''),
    [
      '# Fixture',
      '',
      '> A site to test the docs as Markdown.',
      '',
      '## Guides',
      '',
      '- [Guide](https://example.com/guide.md): About Guide.',
      '',
      '## Guides / Reference',
      '',
      '- [Thing](https://example.com/api/thing.md): About Thing.',
      '',
      '## Pages in no sidebar',
      '',
      '- [Extra](https://example.com/extra.md): About Extra.',
      '',
    ].join('\n'),
  );
  assert.match(read('guide.md'), /\[the thing\]\(https:\/\/example\.com\/api\/thing#options\)/);
  assert.match(read('api/thing.md'), /^---\ntitle: "Thing"\ndescription: "About Thing."\n---\n\n# Thing\n\n```ts\n/);
  assert.match(read('extra.md'), /# Extra\n\nA page added as a file only\./);
  const full = read('llms-full.txt');
  const starts = ['Guide', 'Thing', 'Extra'].map((title) => full.indexOf(`# ${title}\n\nURL: https://example.com/`));
  assert.ok(
    starts.every((start, index) => start > (starts[index - 1] ?? 0)),
    full,
  );
});
