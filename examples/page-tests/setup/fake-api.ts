// The same fake API that `run` blocks reach (support/fake-api.ts), answering the page's fetches. A request to any
// other URL fails the test, so nothing leaves the machine. A test that needs one answer to differ (a failing save, to
// show a rollback) imports `server` and calls `server.use(...)`; the override ends with the test.
import {after, afterEach} from 'node:test';
import {setupServer} from 'msw/node';
import {handlers} from '../../support/fake-api';

export const server = setupServer(...handlers);
server.listen({onUnhandledRequest: 'error'});
afterEach(() => server.resetHandlers());
after(() => server.close());
