import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {compareErrorCodes, compareSurfaces, mergeReexported, type Change} from '../../scripts/check-release/compare';
import {readSurface} from '../../scripts/check-release/surface';

const fixtures = path.join(__dirname, '../fixtures/release');
const surface = (version: string) => readSurface(path.join(fixtures, version), 'release-fixture', ['']);
const changes = compareSurfaces(surface('before'), surface('after'));
const find = (name: string, member?: string) => changes.filter((change) => change.name === name && change.member === member);

test('a member added to an options type, and one removed', () => {
  assert.deepEqual(
    find('Options', 'retainFor').map(({change, after}) => ({change, after})),
    [{change: 'added', after: '?: number | undefined'}],
  );
  assert.deepEqual(find('Options', 'onError').map(({change}) => change), ['removed']);
  assert.deepEqual(find('Options', 'retries'), []);
});

test('a changed return type', () => {
  const [change, ...rest] = find('fetchTodos', '(call 1)');
  assert.deepEqual(rest, []);
  assert.equal(change?.change, 'changed');
  assert.equal(change?.before, '(options?: Options | undefined): Promise<string[]>');
  assert.equal(change?.after, '(options?: Options | undefined): Promise<string[] | undefined>');
});

test('an overload added beside the one that stays', () => {
  assert.deepEqual(find('format', '(call 1)'), []);
  assert.deepEqual(
    find('format', '(call 2)').map(({change, after}) => ({change, after})),
    [{change: 'added', after: '(value: number, digits: number): string'}],
  );
});

test('a method of an exported object, a type export and a runtime export', () => {
  assert.deepEqual(find('util', 'remove').map(({change}) => change), ['added']);
  assert.deepEqual(find('util', 'reset'), []);
  assert.deepEqual(find('TodoId').map(({change, subject}) => `${change} ${subject}`), ['added type export']);
  assert.deepEqual(find('legacy').map(({change, subject}) => `${change} ${subject}`), ['removed runtime export']);
});

test('a removed error code, and a re-exported change listed once', () => {
  const codes = compareErrorCodes(new Map([[36, 'a'], [37, 'b']]), new Map([[36, 'a']]));
  assert.deepEqual(codes.map(({name, change}) => `${change} ${name}`), ['removed 37']);
  const change: Change = {entry: 'query', name: 'X', change: 'added', subject: 'type export'};
  assert.deepEqual(mergeReexported([change, {...change, entry: 'query/react'}]).map(({entry}) => entry), [
    'query, query/react',
  ]);
});
