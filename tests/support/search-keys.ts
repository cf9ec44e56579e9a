/**
 * The Algolia admin key `npm test` puts in the environment of its production build. It is not a real key: the
 * browser tests search the build output for it, so it has to be a value nothing else would contain.
 */
export const testAdminKey = 'test-admin-key-7c1e9b52-must-never-ship';
