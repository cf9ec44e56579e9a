// Stands in for ts-interface-checker in the runner's bundle: sucrase uses it only to describe and validate its
// options, which are fixed in src/runner/worker/modules.ts.
const describe = (): undefined => undefined;
export const array = describe;
export const iface = describe;
export const lit = describe;
export const opt = describe;
export const union = describe;

export function createCheckers(): Record<string, {strictCheck(value: unknown): void}> {
  return new Proxy({}, {get: () => ({strictCheck: () => undefined})});
}
