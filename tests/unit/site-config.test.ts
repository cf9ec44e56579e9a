import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

// Loads docusaurus.config.ts the way the npm scripts do (through tsx's CommonJS hook), in a child process so
// that each case sees its own environment.
// The docs plugin's `editUrl` is a function, which JSON drops: its answer for one page comes along as `editUrlOf`.
function loadConfig(env: Record<string, string>): {config: Record<string, any>; stdout: string} {
  const script = `const c = require(${JSON.stringify(path.resolve(__dirname, '../../docusaurus.config.ts'))});
const editUrlOf = c.presets[0][1].docs.editUrl({docPath: 'api/createSlice.md'});
process.stdout.write('\\n@@' + JSON.stringify({...c, editUrlOf}));`;
  const cleanEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(GTAG_ID|ALGOLIA_|SITE_URL|EDIT_URL)/.test(name)),
  );
  const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    encoding: 'utf8',
    env: {...cleanEnv, ...env},
  });
  assert.equal(result.status, 0, result.stderr);
  const [stdout, json] = result.stdout.split('\n@@');
  return {config: JSON.parse(json) as Record<string, any>, stdout};
}

test('without GTAG_ID there is no analytics, and the build says so in one line', () => {
  const {config, stdout} = loadConfig({});
  assert.equal(config.themeConfig.gtag, undefined);
  assert.equal(config.themeConfig.googleAnalytics, undefined);
  // In a shallow clone the config also says it leaves out the page dates (plugins/git-history.ts).
  const lines = stdout.trim().split('\n').filter((line) => !line.startsWith('[last updated]'));
  assert.deepEqual(lines, ['[analytics] GTAG_ID is not set: the site is built without an analytics script.']);
});

test('GTAG_ID turns on gtag with that measurement id', () => {
  const {config, stdout} = loadConfig({GTAG_ID: 'G-ABC123'});
  assert.equal(config.themeConfig.gtag.trackingID, 'G-ABC123');
  assert.equal(stdout.trim(), '');
});

test('search and site URL come from the environment, with the documented defaults', () => {
  // Without ALGOLIA_APP_ID the local index is the only search; the theme still requires an apiKey and indexName.
  const {config: defaults} = loadConfig({});
  assert.equal(defaults.customFields.searchService, 'local');
  assert.deepEqual(defaults.themeConfig.algolia, {apiKey: 'unused-without-algolia-app-id', indexName: 'redux-toolkit'});
  const {config} = loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'idx', SITE_URL: 'https://docs.example.org'});
  assert.equal(config.customFields.searchService, 'algolia');
  assert.deepEqual(config.themeConfig.algolia, {appId: 'APP', apiKey: 'KEY', indexName: 'idx'});
  assert.equal(config.url, 'https://docs.example.org');
});

test('the settings the spec fixes', () => {
  const {config} = loadConfig({});
  assert.equal(config.baseUrl, '/');
  assert.deepEqual(config.i18n, {defaultLocale: 'en', locales: ['en']});
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'warn');
  assert.equal(config.onDuplicateRoutes, 'warn');
  assert.equal(config.baseUrlIssueBanner, true);
  assert.equal(config.themeConfig.colorMode.defaultMode, 'light');
  assert.deepEqual(config.themeConfig.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.equal(config.themeConfig.docs.versionPersistence, 'localStorage');
  const navbar = config.themeConfig.navbar.items.map(({to, href, label, position}: Record<string, string>) => [to ?? href, label, position]);
  assert.deepEqual(navbar, [
    ['/introduction/getting-started', 'Getting Started', 'right'],
    ['/tutorials/overview', 'Tutorials', 'right'],
    ['/usage/usage-guide', 'Usage Guide', 'right'],
    ['/api/configureStore', 'API', 'right'],
    ['/rtk-query/overview', 'RTK Query', 'right'],
    ['https://github.com/reduxjs/redux-toolkit', 'GitHub', 'right'],
  ]);
  assert.deepEqual(config.themeConfig.footer.links.map((group: {title: string}) => group.title), ['Docs', 'Community', 'More']);
  assert.match(config.themeConfig.footer.copyright, /2015–2021/);
});

test('"Edit this page" opens the page\'s Markdown file in the docs folder that EDIT_URL names', () => {
  assert.equal(
    loadConfig({}).config.editUrlOf,
    'https://github.com/reduxjs/redux-toolkit/edit/master/docs/api/createSlice.md',
  );
  assert.equal(
    loadConfig({EDIT_URL: 'https://github.com/me/fork/edit/main/site/docs'}).config.editUrlOf,
    'https://github.com/me/fork/edit/main/site/docs/api/createSlice.md',
  );
});
