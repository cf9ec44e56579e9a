// A browser-like window for React DOM and Testing Library (happy-dom), with Testing Library's cleanup after every
// test, which it only registers by itself under test runners that have a global `afterEach`.
import {afterEach} from 'node:test';
import {GlobalRegistrator} from '@happy-dom/global-registrator';

GlobalRegistrator.register({url: 'http://localhost:5173/'});

afterEach(async () => {
  const {cleanup} = await import('@testing-library/react');
  cleanup();
});
