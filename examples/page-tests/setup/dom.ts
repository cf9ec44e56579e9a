// A browser-like window for React DOM and Testing Library (happy-dom), with Testing Library's cleanup after every
// test, which it only registers by itself under test runners that have a global `afterEach`. happy-dom's fetch applies
// the browser's cross-origin rules (preflight requests, CORS headers) to the fake API's URLs, which answer as the real
// APIs would, not as a CORS server; msw 3 intercepts at the socket and every query failed. The tests are about Redux,
// not CORS, so the window lifts the same-origin policy.
import {afterEach} from 'node:test';
import {GlobalRegistrator} from '@happy-dom/global-registrator';

GlobalRegistrator.register({url: 'http://localhost:5173/', settings: {fetch: {disableSameOriginPolicy: true}}});

afterEach(async () => {
  const {cleanup} = await import('@testing-library/react');
  cleanup();
});
