/**
 * Queries a reader types into the search box, each with the pages (or `page#heading`) that should be among the
 * first three results: API names, options, tasks in plain words, error messages and typos. Used by the relevance
 * test of the local search (tests/unit/local-search-relevance.test.ts).
 */
export interface RelevanceQuery {
  query: string;
  /** Any one of them among the first three results is a hit; a `#heading` must match the result's heading too. */
  expected: string[];
}

export const relevanceQueries: RelevanceQuery[] = [
  // API names and options: their reference heading.
  {query: 'keepUnusedDataFor', expected: ['/rtk-query/api/createApi#keepunuseddatafor']},
  {query: 'createSlice selectors', expected: ['/api/createSlice#selectors']},
  {query: 'createEntityAdapter', expected: ['/api/createEntityAdapter']},
  {query: 'configureStore', expected: ['/api/configureStore']},
  {query: 'refetchOnMountOrArgChange', expected: ['/rtk-query/api/createApi#refetchonmountorargchange']},
  {query: 'providesTags', expected: ['/rtk-query/api/createApi', '/rtk-query/usage/automated-refetching']},
  {query: 'invalidatesTags', expected: ['/rtk-query/api/createApi', '/rtk-query/usage/automated-refetching']},
  {query: 'extraReducers', expected: ['/api/createSlice#extrareducers']},
  {query: 'prepareHeaders', expected: ['/rtk-query/api/fetchBaseQuery']},
  {query: 'serializableCheck', expected: ['/api/serializabilityMiddleware', '/api/getDefaultMiddleware']},
  {query: 'onQueryStarted', expected: ['/rtk-query/api/createApi', '/rtk-query/usage/manual-cache-updates']},
  {query: 'onCacheEntryAdded', expected: ['/rtk-query/api/createApi', '/rtk-query/usage/streaming-updates']},
  {
    query: 'updateQueryData',
    expected: ['/rtk-query/api/created-api/cache-management-utils', '/rtk-query/usage/manual-cache-updates'],
  },
  {query: 'setupListeners', expected: ['/rtk-query/api/setupListeners']},
  {query: 'ApiProvider', expected: ['/rtk-query/api/ApiProvider']},
  {query: 'isAnyOf', expected: ['/api/matching-utilities']},
  {query: 'rejectWithValue', expected: ['/api/createAsyncThunk']},
  {query: 'pollingInterval', expected: ['/rtk-query/usage/polling']},
  {query: 'skipToken', expected: ['/rtk-query/usage/conditional-fetching']},
  {query: 'injectEndpoints', expected: ['/rtk-query/usage/code-splitting', '/rtk-query/api/created-api/code-splitting']},
  {query: 'getDefaultMiddleware', expected: ['/api/getDefaultMiddleware']},
  {query: 'nanoid', expected: ['/api/other-exports']},
  {query: 'transformResponse', expected: ['/rtk-query/usage/customizing-queries', '/rtk-query/api/createApi']},
  {query: 'useLazyQuery', expected: ['/rtk-query/api/created-api/hooks', '/rtk-query/usage/queries']},
  {query: 'sortComparer', expected: ['/api/createEntityAdapter']},
  // Tasks in plain words.
  {query: 'unused data', expected: ['/rtk-query/api/createApi#keepunuseddatafor', '/rtk-query/usage/cache-behavior']},
  {query: 'add middleware to the store', expected: ['/api/configureStore', '/api/getDefaultMiddleware']},
  {query: 'mutate state with immer', expected: ['/usage/immer-reducers']},
  {query: 'optimistic updates', expected: ['/rtk-query/usage/manual-cache-updates']},
  {query: 'websocket streaming updates', expected: ['/rtk-query/usage/streaming-updates']},
  {query: 'prefetch data', expected: ['/rtk-query/usage/prefetching']},
  {query: 'without react hooks', expected: ['/rtk-query/usage/usage-without-react-hooks']},
  {query: 'error handling', expected: ['/rtk-query/usage/error-handling']},
  {query: 'generate code from openapi', expected: ['/rtk-query/usage/code-generation']},
  {query: 'migrating to rtk query', expected: ['/rtk-query/usage/migrating-to-rtk-query']},
  {query: 'comparison with react query', expected: ['/rtk-query/comparison']},
  {query: 'quick start', expected: ['/tutorials/quick-start']},
  {query: 'pagination', expected: ['/rtk-query/usage/pagination']},
  {query: 'refetch on window focus', expected: ['/rtk-query/api/setupListeners', '/rtk-query/usage/polling']},
  {query: 'typescript store types', expected: ['/tutorials/typescript', '/usage/usage-with-typescript']},
  // Error messages, as pasted.
  {
    query: 'A non-serializable value was detected',
    expected: ['/api/serializabilityMiddleware', '/usage/usage-guide'],
  },
  {query: 'state mutation detected', expected: ['/api/immutabilityMiddleware']},
  {query: 'Cannot assign to read only property', expected: ['/usage/immer-reducers', '/api/immutabilityMiddleware']},
  // Typos.
  {query: 'createSlise', expected: ['/api/createSlice']},
  {query: 'configurStore', expected: ['/api/configureStore']},
  {query: 'fetchBaseQuerry', expected: ['/rtk-query/api/fetchBaseQuery']},
  {query: 'createAsyncThnuk', expected: ['/api/createAsyncThunk']},
  {query: 'createEntityAdaptor', expected: ['/api/createEntityAdapter']},
];

/** A task section of a page: its H2 and H3 anchors. A result on any of them lands the reader in the section. */
function section(page: string, anchors: string[]): string[] {
  return anchors.map((anchor) => `${page}#${anchor}`);
}

const upgrading = section('/introduction/getting-started', [
  'upgrading-from-1x-to-2x',
  'the-order-to-upgrade-in',
  'run-the-codemods',
  'changes-in-redux-toolkit',
  'changes-in-rtk-query',
  'packaging-and-imports',
  'redux-5',
  'reselect-5',
  'immer-10-and-11',
  'redux-thunk-3',
  'react-redux-9',
]);
const movingLegacyApp = section('/tutorials/overview', [
  'moving-an-existing-redux-app-to-redux-toolkit',
  'the-app-before-createstore-switch-reducers-and-connect',
  'step-1-replace-createstore-with-configurestore',
  'step-2-turn-each-reducer-into-a-slice',
  'step-3-rewrite-thunks-with-createasyncthunk',
  'step-4-move-connect-components-to-hooks',
]);
const nextJs = section('/usage/usage-guide', [
  'using-redux-toolkit-with-nextjs-app-router',
  'why-a-module-level-store-is-wrong-on-the-server',
  'create-a-store-per-request-libstorets',
  'provide-the-store-from-a-client-component-appstoreprovidertsx',
  'load-server-data-into-the-store-and-give-a-route-its-own-store',
  'rtk-query-in-client-and-server-components',
]);
const testing = section('/usage/usage-guide', [
  'testing-redux-toolkit-code',
  'setting-up-vitest-testing-library-and-msw',
  'jest-instead-of-vitest',
  'testing-a-slices-reducer-and-selectors',
  'testing-thunks-against-a-real-store',
  'a-store-factory-and-renderwithproviders',
  'testing-a-component-connected-to-the-store',
  'testing-rtk-query-endpoints',
]);

/**
 * The four tasks readers arrive with that have a section of their own (upgrading, moving a legacy app, Next.js,
 * testing), asked in the words readers use. Each must land in its section among the first three results.
 */
export const readerTaskQueries: RelevanceQuery[] = [
  {query: 'upgrade from 1.9 to 2.0', expected: upgrading},
  {query: 'what breaks in 2.x', expected: upgrading},
  {query: 'rtk codemod', expected: upgrading},
  {query: 'migrate createStore to configureStore', expected: movingLegacyApp},
  {query: 'move legacy redux app to redux toolkit', expected: movingLegacyApp},
  {query: 'replace connect with hooks', expected: movingLegacyApp},
  {query: 'next.js app router', expected: nextJs},
  {query: 'nextjs store provider', expected: nextJs},
  {query: 'store per request', expected: nextJs},
  {query: 'test a slice', expected: testing},
  {query: 'test a component with a store', expected: testing},
  {query: 'test rtk query endpoint with msw', expected: testing},
  {query: 'renderWithProviders', expected: testing},
];
