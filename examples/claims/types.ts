// Type-level claims: `expectType<Equal<typeof value, Expected>>(true)` compiles only when the two types are the
// same, not merely assignable either way.
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const expectType = <T extends true>(_: T) => {};
