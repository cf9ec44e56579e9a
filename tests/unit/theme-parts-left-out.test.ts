import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {buildFixtureSite} from '../support/fixture-site';

// Parts of the stock theme the site leaves out, since it does not use them, must fail the build when a page or the
// config starts to use them, rather than be dropped without a word. Each case builds a one-page site that takes
// the site's own component in place of the stock one, with the real Docusaurus.

function buildWithSiteComponent(name: string, component: string, themeConfig: string, doc: string) {
  const siteComponent = path.resolve(__dirname, '../../src/theme', component);
  return buildFixtureSite(name, {
    'docusaurus.config.js': `module.exports = {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['@docusaurus/preset-classic', {docs: {routeBasePath: '/'}, blog: false}]],
  themeConfig: ${themeConfig},
};
`,
    [`src/theme/${component}/index.js`]: `export {default} from ${JSON.stringify(siteComponent)};\n`,
    'docs/guide.md': doc,
  });
}

test('a doc with tags in its front matter fails the build, and the error names the page (DocItemFooter)', () => {
  const {status, output} = buildWithSiteComponent(
    'doc-tags',
    'DocItemFooter',
    '{}',
    '---\ntags: [selectors]\n---\n# Guide\n\nA page with a tag.\n',
  );
  assert.notEqual(status, 0, output);
  assert.match(output, /@site\/docs\/guide\.md has tags in its front matter: remove them\./);
});

test('an announcement bar in the config fails the build (AnnouncementBar)', () => {
  const {status, output} = buildWithSiteComponent(
    'announcement-bar',
    'AnnouncementBar',
    "{announcementBar: {id: 'news', content: 'News'}}",
    '# Guide\n\nA page.\n',
  );
  assert.notEqual(status, 0, output);
  assert.match(output, /themeConfig\.announcementBar is set, but src\/theme\/AnnouncementBar shows no bar/);
});
