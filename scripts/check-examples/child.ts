// Runs one `run` block in this process (started by run.ts with tsx): `node --import tsx child.ts <entry file>`.
// Reports on file descriptor 3, one JSON message a line, so that the block's own stdout and stderr stay apart.
import fs from 'node:fs';
import net from 'node:net';
import util from 'node:util';
import {pathToFileURL} from 'node:url';

export type ChildMessage = {log: string} | {error: string};

// The run ends when the block has nothing left to do. Timers of a second or more do not count once its top-level
// code has finished: RTK Query's cache lifetime (60 s) and polling would keep it alive for minutes.
const LONG_TIMER_MS = 1000;

function send(message: ChildMessage) {
  fs.writeSync(3, `${JSON.stringify(message)}\n`);
}

function fail(error: unknown) {
  send({error: error instanceof Error ? (error.stack ?? String(error)) : util.inspect(error)});
  process.exit(1);
}

console.log = (...args: unknown[]) => send({log: util.formatWithOptions({breakLength: Infinity}, ...args)});
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

// Loading msw costs as much as the rest of a run, and most blocks never fetch: the fake API starts on the first
// `fetch`. Until then no socket may connect. From then on msw 3 intercepts at the socket (through the real
// `connect`), and a request to a URL the fake API does not serve fails there: nothing leaves the machine.
const realConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = () => {
  throw new Error('Examples may only reach the network through fetch and the fake API (examples/support).');
};
const realFetch = globalThis.fetch;
let fakeApi: Promise<void> | undefined;
globalThis.fetch = async (...args) => {
  fakeApi ??= startFakeApi();
  await fakeApi;
  return globalThis.fetch(...args);
};

async function startFakeApi() {
  const {startFakeServer} = await import('../../examples/support/fake-server');
  // msw wraps the fetch and the socket connect it finds.
  globalThis.fetch = realFetch;
  net.Socket.prototype.connect = realConnect;
  startFakeServer();
}

const longTimers = new Set<NodeJS.Timeout>();
let topLevelDone = false;
function trackingLongTimers<Schedule>(schedule: Schedule): Schedule {
  // Node's timers, whatever the DOM types say they return.
  const nodeSchedule = schedule as unknown as (...args: unknown[]) => NodeJS.Timeout;
  const tracked = (...args: unknown[]) => {
    const timer = nodeSchedule(...args);
    if (Number(args[1] ?? 0) >= LONG_TIMER_MS) {
      if (topLevelDone) timer.unref();
      else longTimers.add(timer);
    }
    return timer;
  };
  return tracked as unknown as Schedule;
}
globalThis.setTimeout = trackingLongTimers(globalThis.setTimeout);
globalThis.setInterval = trackingLongTimers(globalThis.setInterval);

import(pathToFileURL(process.argv[2]!).href).then(() => {
  topLevelDone = true;
  for (const timer of longTimers) timer.unref();
}, fail);
