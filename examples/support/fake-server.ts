// The fake API as Node's `run` blocks meet it (scripts/check-examples/child.ts starts it). It sits in the examples
// workspace so that msw resolves from there: the browser runner bundles fake-api.ts alone, without msw/node.
import {setupServer} from 'msw/node';
import {handlers} from './fake-api';

/** Answers `fetch` with the fake API from now on; a request to any other URL fails. */
export function startFakeServer(): void {
  setupServer(...handlers).listen({onUnhandledFrame: 'error'});
}
