// Knows when a run is over: Node exits when nothing is left to do, and the checker does not wait for timers of a
// second or more once the block's top-level code has finished (RTK Query's 60-second cache lifetime, polling).
// A worker cannot see its own event loop, so the short timers and the requests in flight are counted here.

const LONG_TIMER_MS = 1000;

const pendingTimers = new Set<number>();
let requestsInFlight = 0;

const realSetTimeout = self.setTimeout.bind(self);
const realClearTimeout = self.clearTimeout.bind(self);
const realSetInterval = self.setInterval.bind(self);
const realClearInterval = self.clearInterval.bind(self);

function isShort(delay: unknown): boolean {
  return Number(delay ?? 0) < LONG_TIMER_MS;
}

/** Replaces the global timer functions with ones that count the short timers. */
export function trackTimers(): void {
  const scope = self as unknown as Record<string, unknown>;
  scope.setTimeout = (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = realSetTimeout(
      (...callbackArgs: unknown[]) => {
        pendingTimers.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...callbackArgs);
      },
      delay,
      ...args,
    );
    if (isShort(delay)) pendingTimers.add(id);
    return id;
  };
  scope.setInterval = (handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = realSetInterval(handler, delay, ...args);
    if (isShort(delay)) pendingTimers.add(id);
    return id;
  };
  scope.clearTimeout = (id?: number) => {
    if (id !== undefined) pendingTimers.delete(id);
    realClearTimeout(id);
  };
  scope.clearInterval = (id?: number) => {
    if (id !== undefined) pendingTimers.delete(id);
    realClearInterval(id);
  };
}

/** Counts a request from its start until `promise` settles. */
export function trackRequest<T>(promise: Promise<T>): Promise<T> {
  requestsInFlight += 1;
  return promise.finally(() => (requestsInFlight -= 1));
}

/**
 * Settles once no short timer and no request is pending, seen in two tasks in a row: the browser reports an
 * unhandled rejection in a task of its own after the one that rejected, and the run must not end before it.
 */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    let idleChecks = 0;
    const check = () => {
      idleChecks = pendingTimers.size === 0 && requestsInFlight === 0 ? idleChecks + 1 : 0;
      if (idleChecks === 2) resolve();
      else realSetTimeout(check, 1);
    };
    realSetTimeout(check, 0);
  });
}
