// The same fake API that `run` blocks reach (support/fake-api.ts), answering the page's fetches. A request to any
// other URL fails the test, so nothing leaves the machine. A test that needs one answer to differ (a failing save, to
// show a rollback) imports `server` and calls `server.use(...)`; the override ends with the test. The helpers below
// cover what many page tests need: which requests went out, and a request held back while the test looks.
import {after, afterEach} from 'node:test';
import {http} from 'msw';
import {setupServer} from 'msw/node';
import {handlers} from '../../support/fake-api';

export const server = setupServer(...handlers);
server.listen({onUnhandledFrame: 'error'});

const endOfTest: (() => void)[] = [];
afterEach(() => {
  server.resetHandlers();
  endOfTest.splice(0).forEach((stop) => stop());
});
after(() => server.close());

const requestLine = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

/** The requests the fake API receives from now until the end of the test, as `GET /posts?page=2`. */
export function recordRequests(): string[] {
  const requests: string[] = [];
  const record = ({request}: {request: Request}) => {
    requests.push(requestLine(request));
  };
  server.events.on('request:start', record);
  endOfTest.push(() => server.events.removeListener('request:start', record));
  return requests;
}

/**
 * Holds the requests for `method` and `url` (an msw path, `:id` allowed) until `release()`, so that the test can
 * check what the page shows while they run. `held` lists them as `PATCH /todos/2`. Once released, each gets
 * `answer()`'s response, or the fake API's own when `answer` returns nothing.
 */
export function holdRequests(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  answer: () => Response | undefined = () => undefined,
): {release: () => void; held: string[]} {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  server.use(
    http[method](url, async ({request}) => {
      held.push(requestLine(request));
      await released;
      return answer();
    }),
  );
  return {release, held};
}
