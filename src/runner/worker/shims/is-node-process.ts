// Stands in for is-node-process in the runner's bundle: the runner plays the part of the checker's Node process,
// so msw behaves as it does there (cookies kept in memory, not in localStorage, which the sandbox does not have;
// `delay()` without a duration waits as in Node).
export function isNodeProcess(): boolean {
  return true;
}
