import {test} from 'node:test';
import assert from 'node:assert/strict';
import {errorCodeFromUrl} from '../../src/components/NotFoundHelp/errorCodeFromUrl';

test('an error code is read from /Errors in any case, with or without a trailing slash', () => {
  for (const pathname of ['/Errors', '/errors', '/ERRORS', '/Errors/']) {
    assert.deepEqual(errorCodeFromUrl(pathname, '?code=13'), {kind: 'code', code: 13}, pathname);
  }
  assert.deepEqual(errorCodeFromUrl('/Errors', '?code=0&other=1'), {kind: 'code', code: 0});
});

test('other paths, and /Errors without a code, are plain not-found pages', () => {
  for (const [pathname, search] of [
    ['/Errors', ''],
    ['/Errors', '?other=1'],
    ['/Errorsx', '?code=1'],
    ['/api/Errors', '?code=1'],
    ['/no-such-page', '?code=1'],
  ]) {
    assert.deepEqual(errorCodeFromUrl(pathname, search), {kind: 'none'}, `${pathname}${search}`);
  }
});

test('a code that is not a whole number is malformed, as given', () => {
  for (const given of ['', 'abc', '-1', '1.5', '1e3', '99999', '0x1']) {
    assert.deepEqual(errorCodeFromUrl('/Errors', `?code=${encodeURIComponent(given)}`), {kind: 'malformed', given});
  }
});
