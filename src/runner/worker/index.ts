// The runner's Web Worker, started in the sandbox frame (src/runner/sandbox.ts) for one run each: it waits for a
// RunRequest, runs the project as the checker would in Node (scripts/check-examples/child.ts), and posts RunEvents.
import type {LogLevel, RunEvent, RunRequest} from '../protocol';
import {installFakeFetch} from './fakeFetch';
import {runProject} from './modules';
import {idle, trackTimers} from './pending';
import {formatLog, formatUncaught} from './print';

const post = (event: RunEvent) => self.postMessage(event);

// Node's globals that examples read (`process.env.NODE_ENV` in store setup); the checker leaves NODE_ENV unset.
(self as unknown as {process: object}).process = {env: {}};

for (const level of ['log', 'info', 'warn', 'error'] as LogLevel[]) {
  console[level] = (...args: unknown[]) => post({type: 'log', level, text: formatLog(args)});
}
trackTimers();
installFakeFetch();
// Every way to the network but `fetch` (the fake API's), and nested workers that would have their own: the frame's
// Content-Security-Policy does not reach a blob worker in every Chromium, so the worker closes them itself.
const networkApis = ['XMLHttpRequest', 'WebSocket', 'EventSource', 'WebTransport', 'importScripts', 'Worker', 'SharedWorker'];
for (const name of networkApis) {
  Object.defineProperty(self, name, {value: undefined, writable: false, configurable: false});
}

let files: Record<string, string> = {};
// Node exits at the first error nothing caught: the frame ends the worker when it reads `done`.
const fail = (fromPromise: boolean) => (error: unknown) => {
  post({type: 'error', text: formatUncaught(error, files, fromPromise)});
  post({type: 'done'});
};
self.addEventListener('error', (event) => {
  event.preventDefault();
  fail(false)(event.error);
});
self.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  fail(true)(event.reason);
});

self.addEventListener(
  'message',
  (event: MessageEvent<RunRequest>) => {
    files = event.data.files;
    runProject(files, event.data.entry)
      .then(idle)
      .then(() => post({type: 'done'}), fail(false));
  },
  {once: true},
);
