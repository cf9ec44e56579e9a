// The same fake API that `run` blocks reach (support/fake-api.ts), answering the page's fetches. A request to any
// other URL fails the test, so nothing leaves the machine.
import {after} from 'node:test';
import {setupServer} from 'msw/node';
import {handlers} from '../../support/fake-api';

const server = setupServer(...handlers);
server.listen({onUnhandledRequest: 'error'});
after(() => server.close());
