import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {normalizeText, pageOfClaimsFile} from '../../examples/claims/claim';
import {proseWords} from '../../scripts/check-claims/claims';
import {formatClaimsReport} from '../../scripts/check-claims/report';

const root = path.resolve(__dirname, '../..');

test('a claims file proves the page at the same path under docs/', () => {
  assert.equal(
    pageOfClaimsFile(path.join(root, 'examples/claims/api/createSlice.claims.ts')),
    path.join(root, 'docs/api/createSlice.md'),
  );
  assert.throws(() => pageOfClaimsFile(path.join(root, 'examples/claims/api/createSlice.test.ts')), /not a claims file/);
});

test('a fragment is found across the page\'s line breaks', () => {
  assert.equal(normalizeText('goes after\n  them.  '), 'goes after them.');
});

test('prose words leave out the front matter and the code blocks', () => {
  const markdown = '---\nid: page\ntitle: A page\n---\n\nTwo words.\n\n```ts\nconst notCounted = 1\n```\n\n- and `three` more\n';
  assert.equal(proseWords(markdown), 5);
});

test('the report flags a page without claim tests and one without any proof', () => {
  const page = {tested: 0, failed: 0, failures: []};
  const report = formatClaimsReport({
    pages: [
      {...page, page: 'a.md', words: 1000, shownByRun: 4},
      {...page, page: 'b.md', words: 500, shownByRun: 0},
      {...page, page: 'c.md', words: 500, shownByRun: 1, tested: 2},
    ],
    failures: [],
  });
  assert.match(report, /^a\.md \| 1000 \| 0 \| 4 \| 4\.0 {2}← no claim tests$/m);
  assert.match(report, /^b\.md \| 500 \| 0 \| 0 \| 0\.0 {2}← no proof$/m);
  assert.match(report, /^c\.md \| 500 \| 2 \| 1 \| 6\.0$/m);
  assert.match(report, /^Total: 3 pages, 2000 words, 2 claim tests on 1 pages \(0 failed\), 5 lines shown by run blocks$/m);
});
