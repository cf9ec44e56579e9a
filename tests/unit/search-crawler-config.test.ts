import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as cheerio from 'cheerio';
import {indexSettings} from '../../scripts/search/index-settings';

// search/crawler.config.js is code for Algolia's hosted Crawler, which runs it with a global `Crawler`. Run it
// the same way, with a stand-in `Crawler`, to check it against what `npm run search:upload` does.

interface CrawlerConfig {
  actions: {indexName: string; recordExtractor: (context: {$: cheerio.CheerioAPI; helpers: Helpers}) => unknown}[];
  initialIndexSettings: Record<string, unknown>;
}

interface Helpers {
  docsearch(options: {recordProps: Record<string, unknown>}): unknown;
}

function loadCrawlerConfig(): CrawlerConfig {
  const source = fs.readFileSync(path.resolve(__dirname, '../../search/crawler.config.js'), 'utf8');
  let config: CrawlerConfig | undefined;
  vm.runInNewContext(source, {
    Crawler: function Crawler(options: CrawlerConfig) {
      config = options;
    },
  });
  assert.ok(config, 'the file creates a Crawler');
  return config;
}

// The vm's objects come from another realm, which deepEqual tells apart: compare their JSON.
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const page = fs.readFileSync(path.resolve(__dirname, '../fixtures/search/doc-page.html'), 'utf8');

test('the crawler sets up the same index with the same settings as search:upload', () => {
  const config = loadCrawlerConfig();
  assert.deepEqual(plain(config.actions.map((action) => action.indexName)), ['redux-toolkit']);
  assert.deepEqual(plain(config.initialIndexSettings), {'redux-toolkit': indexSettings});
});

test('the crawler takes lvl0 and the facets from the page, and skips pages without an article', () => {
  const [action] = loadCrawlerConfig().actions;
  const calls: Record<string, unknown>[] = [];
  const helpers: Helpers = {
    docsearch: ({recordProps}) => {
      calls.push(recordProps);
      return [];
    },
  };
  action.recordExtractor({$: cheerio.load(page), helpers});
  const props = plain(calls[0]) as Record<string, unknown>;
  assert.deepEqual(props.lvl0, {selectors: '', defaultValue: 'RTK Query › API Reference'});
  assert.deepEqual(props.language, {defaultValue: 'en'});
  assert.deepEqual(props.docusaurus_tag, {defaultValue: 'docs-default-current'});

  assert.deepEqual(plain(action.recordExtractor({$: cheerio.load('<main><h1>Home</h1></main>'), helpers})), []);
  assert.equal(calls.length, 1);
});
