import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {DocSearchRecord} from '../../scripts/search/record';
import {packRecords, unpackRecords, type LocalIndex} from '../../src/search/localIndex';

function record(path: string, anchor: string | null, headings: (string | null)[], content: string | null, position: number) {
  const [lvl2 = null, lvl3 = null] = headings;
  const url = `https://redux-toolkit.js.org${path}`;
  return {
    objectID: `${path}:${position}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    content,
    type: content === null ? (lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1') : 'content',
    hierarchy: {lvl0: 'API Reference', lvl1: 'createSlice', lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 0, level: 0, position},
  } satisfies DocSearchRecord;
}

const records: DocSearchRecord[] = [
  record('/api/createSlice', null, [], null, 0),
  record('/api/createSlice', 'options', ['Options'], null, 1),
  record('/api/createSlice', 'selectors', ['Options', 'selectors'], null, 2),
  record('/api/createSlice', 'selectors', ['Options', 'selectors'], 'A set of selectors <T>, with "quotes" \\ ’', 3),
  record('/api/createSlice', 'selectors', ['Options', 'selectors'], 'Another set of selectors', 4),
  // An explicit heading id, which is not the heading's slug.
  record('/api/createSlice', 'custom-id', ['Options', 'selectors'], null, 5),
  record('/api/createAction', null, [], null, 6),
  record('/api/createAction', 'options', ['Options'], null, 7),
];

test('the packed index gives back the records: hierarchy, URL, anchor, content, type and facets', () => {
  const unpacked = unpackRecords(JSON.parse(JSON.stringify(packRecords(records, 'build-1'))) as LocalIndex);
  const comparable = ({objectID, weight, ...rest}: DocSearchRecord) => rest;
  assert.deepEqual(unpacked.map(comparable), records.map(comparable));
});

test('a page and a section are stored once, a word of the texts once, an anchor only when not derived', () => {
  const index = packRecords(records, 'build-1');
  assert.equal(index.pages.length, 2);
  assert.deepEqual(
    index.sections.map(([, anchor]) => anchor),
    [null, '', '', 'custom-id', null, ''],
  );
  assert.equal(index.words.filter((word) => word === 'selectors').length, 1);
  assert.equal(index.buildId, 'build-1');
});

test('records that are not a heading followed by its texts are refused when packing', () => {
  assert.throws(() => packRecords([records[0], records[3]], 'build-1'), /does not follow its heading/);
  // An empty anchor would read back as the heading's slug.
  assert.throws(() => packRecords([{...records[1], anchor: ''}], 'build-1'), /heading of an unexpected shape/);
});

test('anything that is not an index of this version is refused', () => {
  const text = packRecords(records, 'build-1');
  const unknownWord = {...text, words: []};
  const version1 = {version: 1, buildId: 'build-1', origin: '', pages: [], sections: [], records: []};
  for (const bad of [null, {}, version1, {version: 2, words: 'x', sections: []}, unknownWord]) {
    assert.throws(() => unpackRecords(bad as unknown as LocalIndex), /not in the expected format/);
  }
});
