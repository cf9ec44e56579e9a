import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildFixtureSite} from '../support/fixture-site';

// Each case builds a one-page site with the real Docusaurus and the same link and route settings as the
// documentation site, so that the real docs never have to be broken to prove what a broken link does.

function siteConfig(baseUrlIssueBanner: boolean): string {
  return `module.exports = {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/',
  onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn', onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: ${baseUrlIssueBanner},
  presets: [['@docusaurus/preset-classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
`;
}

test('a broken link fails the build with an error that names it', () => {
  const {status, output} = buildFixtureSite('broken-link', {
    'docusaurus.config.js': siteConfig(true),
    'docs/guide.md': '# Guide\n\nSee [the missing page](/missing-page).\n',
  });
  assert.notEqual(status, 0, output);
  assert.match(output, /broken links/i);
  assert.match(output, /\/missing-page/);
});

test('a broken Markdown link and a duplicate route only warn, and the banner can be turned off', () => {
  const {status, output, outDir} = buildFixtureSite('warnings', {
    'docusaurus.config.js': siteConfig(false),
    'docs/guide.md': '# Guide\n\nSee [a file that does not exist](./missing-file.md).\n',
    'src/pages/guide.md': '# A page at the same route as the doc\n',
  });
  assert.equal(status, 0, output);
  assert.match(output, /missing-file\.md/);
  assert.match(output, /Attempting to create page at \/guide, but a page already exists at this route/);
  const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  assert.doesNotMatch(home, /__DOCUSAURUS_INSERT_BASEURL_BANNER/);
});
