// The script of the runner's sandbox frame (src/runner/sandbox.ts makes the frame). It receives the worker's
// source and a MessagePort from the page, then runs each request in a fresh worker, so that no run sees what an
// earlier one left (the fake API's data, module state). A worker is started ahead, so a run does not wait for the
// bundle to be evaluated. A run still going after the time limit is stopped: its worker is terminated.
import type {RunEvent, RunRequest} from '../protocol';

declare const RUN_LIMIT_SECONDS: number;

interface Start {
  worker: string;
}

interface Started {
  worker: Worker;
  /** Settles with the message of an error the worker's script did not handle, even one before the run. */
  failure: Promise<string>;
}

function startWorker(source: string): Started {
  const worker = new Worker(source);
  const failure = new Promise<string>((resolve) => (worker.onerror = (error) => resolve(error.message)));
  return {worker, failure};
}

addEventListener(
  'message',
  (event: MessageEvent<Start>) => {
    const [port] = event.ports;
    if (!port) return;
    const source = URL.createObjectURL(new Blob([event.data.worker], {type: 'text/javascript'}));
    let spare = startWorker(source);
    port.onmessage = ({data: {id, request}}: MessageEvent<{id: number; request: RunRequest}>) => {
      const {worker, failure} = spare;
      spare = startWorker(source);
      const send = (runEvent: RunEvent) => port.postMessage({id, event: runEvent});
      const end = () => {
        clearTimeout(timer);
        worker.terminate();
      };
      const timer = setTimeout(() => {
        end();
        send({type: 'timeout', seconds: RUN_LIMIT_SECONDS});
      }, RUN_LIMIT_SECONDS * 1000);
      worker.onmessage = ({data}: MessageEvent<RunEvent>) => {
        send(data);
        if (data.type === 'done') end();
      };
      // The worker's own script failed (it reports the code's errors itself): the run ends with that error.
      void failure.then((message) => {
        end();
        send({type: 'error', text: message});
        send({type: 'done'});
      });
      worker.postMessage(request);
    };
    port.postMessage({ready: true});
  },
  {once: true},
);
