import assert from 'node:assert/strict';
import {test} from 'node:test';
import {findBrokenAnchors, routeOf} from '../../scripts/check-anchors/anchors';

const page = (route: string, body: string) => ({route, html: `<!DOCTYPE html><html><body>${body}</body></html>`});

test('build files map to the routes the site serves', () => {
  assert.equal(routeOf('index.html'), '/');
  assert.equal(routeOf('api/createSlice/index.html'), '/api/createSlice');
  assert.equal(routeOf('api/createSlice.html'), '/api/createSlice');
});

test('links to existing ids pass, in every form Docusaurus writes them', () => {
  const pages = [
    page('/api/createSlice', '<h2 id="reducers">Reducers</h2><a href="#reducers">top</a>'),
    page(
      '/api/createAction',
      '<a href="/api/createSlice#reducers">a</a><a href="createSlice#reducers">b</a>' +
        '<a href="/api/createSlice/#reducers">c</a><a href="https://example.com/#nowhere">d</a>',
    ),
  ];
  assert.deepEqual(findBrokenAnchors(pages), {checked: 4, broken: []});
});

test('a fragment that names no element of its page is reported with the page that links', () => {
  const pages = [
    page('/api/createSlice', '<h2 id="reducers">Reducers</h2>'),
    page('/usage/usage-guide', '<a href="/api/createSlice#extra-reducers">see</a><a href="#missing">toc</a>'),
  ];
  assert.deepEqual(findBrokenAnchors(pages).broken, [
    {
      source: '/usage/usage-guide',
      href: '/api/createSlice#extra-reducers',
      reason: 'no element with id "extra-reducers" on that page',
    },
    {source: '/usage/usage-guide', href: '#missing', reason: 'no element with id "missing" on that page'},
  ]);
});

test('an encoded fragment is compared decoded, and a link to a missing page is reported', () => {
  const pages = [page('/a', '<h2 id="café">x</h2><a href="#caf%C3%A9">ok</a><a href="/b#x">gone</a>')];
  assert.deepEqual(findBrokenAnchors(pages).broken, [{source: '/a', href: '/b#x', reason: 'no page at /b'}]);
});
