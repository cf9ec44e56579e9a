import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {buildFixtureSite} from '../support/fixture-site';

// The site's doc footer (src/theme/DocItemFooter) has no tags row. A page given tags must fail the build, naming
// itself, rather than lose them silently: a one-page site that takes the site's footer as its own, built with the
// real Docusaurus.

const siteFooter = path.resolve(__dirname, '../../src/theme/DocItemFooter');

test('a doc with tags in its front matter fails the build, and the error names the page', () => {
  const {status, output} = buildFixtureSite('doc-tags', {
    'docusaurus.config.js': `module.exports = {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['@docusaurus/preset-classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
`,
    'src/theme/DocItemFooter/index.js': `export {default} from ${JSON.stringify(siteFooter)};\n`,
    'docs/guide.md': '---\ntags: [selectors]\n---\n# Guide\n\nA page with a tag.\n',
  });
  assert.notEqual(status, 0, output);
  assert.match(output, /@site\/docs\/guide\.md has tags in its front matter: remove them\./);
});
