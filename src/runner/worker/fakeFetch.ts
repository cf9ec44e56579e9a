// `fetch` in the runner: answered by the fake API the checker uses (examples/support/fake-api.ts), through msw's
// request handling without a service worker. A request it does not answer fails, as in the checker; an aborted
// request (its signal: an AbortController, a timeout) fails with the signal's reason, as Node's fetch does.
import {answerRequest} from '../../../examples/support/fake-api';
import {trackRequest} from './pending';

export function installFakeFetch(): void {
  const fakeFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
    trackRequest(
      (async () => {
        const request = new Request(input, init);
        const {signal} = request;
        signal.throwIfAborted();
        const aborted = new Promise<never>((resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), {once: true}),
        );
        const response = await Promise.race([answerRequest(request), aborted]);
        if (!response) {
          throw new TypeError(`fetch failed: ${request.method} ${request.url} is not answered by the fake API`);
        }
        return response;
      })(),
    );
  self.fetch = fakeFetch;
  // Reading a body takes tasks of its own in the browser; in Node it keeps the process alive, so it counts too.
  for (const method of ['arrayBuffer', 'blob', 'formData', 'json', 'text'] as const) {
    const read = Response.prototype[method] as (this: Response) => Promise<unknown>;
    Object.defineProperty(Response.prototype, method, {
      value(this: Response) {
        return trackRequest(read.call(this));
      },
    });
  }
}
