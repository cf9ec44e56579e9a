// The sandbox the runner's worker lives in: a hidden frame with `sandbox="allow-scripts"` (an opaque origin: no
// access to the site's page, cookies or storage, and no navigation of the page) whose Content-Security-Policy
// allows no network at all; the worker it starts from a blob inherits that policy. One frame serves every run of
// the visit, across pages.
import type {RunEvent, RunRequest} from './protocol';

// The worker evaluates the page's code with the Function constructor (src/runner/worker/modules.ts).
const POLICY = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:";

let opened: Promise<MessagePort> | undefined;

async function open(): Promise<MessagePort> {
  const workerSource = fetch(process.env.RUNNER_WORKER_URL!).then((response) => {
    if (!response.ok) throw new Error(`The runner could not be loaded (${response.status}).`);
    return response.text();
  });
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.hidden = true;
  frame.srcdoc =
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="${POLICY}">` +
    `<script>${process.env.RUNNER_FRAME_SCRIPT}</script>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, {once: true}));
  document.body.append(frame);
  const [worker] = await Promise.all([workerSource, loaded]);
  const channel = new MessageChannel();
  const ready = new Promise((resolve) => (channel.port1.onmessage = resolve));
  frame.contentWindow!.postMessage({worker}, '*', [channel.port2]);
  await ready;
  return channel.port1;
}

let nextId = 0;
const listeners = new Map<number, (event: RunEvent) => void>();

/** Runs a request in a fresh worker of the sandbox; `onEvent` hears every event up to `done` or `timeout`. */
export async function runInSandbox(request: RunRequest, onEvent: (event: RunEvent) => void): Promise<void> {
  opened ??= open().then((port) => {
    port.onmessage = ({data}: MessageEvent<{id: number; event: RunEvent}>) => listeners.get(data.id)?.(data.event);
    return port;
  });
  // A failed load is tried again at the next Run.
  const port = await opened.catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  const id = nextId++;
  return new Promise((resolve) => {
    listeners.set(id, (event) => {
      onEvent(event);
      if (event.type === 'done' || event.type === 'timeout') {
        listeners.delete(id);
        resolve();
      }
    });
    port.postMessage({id, request});
  });
}
