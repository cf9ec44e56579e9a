import '../../../../page-tests/setup/dom'
// Imported for its effect too (the fake API answers fetch): esbuild drops an import whose names go unused
import '../../../../page-tests/setup/fake-api'
import { holdRequests, recordRequests, server } from '../../../../page-tests/setup/fake-api'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { after } from 'node:test'
import path from 'node:path'
import { createElement, type ReactNode } from 'react'
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit'
import { createApi, fakeBaseQuery, fetchBaseQuery, type Patch, type PrefetchOptions } from '@reduxjs/toolkit/query'
import { createApi as createReactApi } from '@reduxjs/toolkit/query/react'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import ts from 'typescript'
import { claimsOf } from '../../../claim'
import { loadRelease, releaseDir } from '../../../releases'

const claim = claimsOf(__filename)

// Every store of this file: its API slices are reset after the last test, which clears their removal timers (up to
// 60 seconds), so that the file's process ends when its tests do
const stores: { dispatch: (action: UnknownAction) => unknown; getState: () => unknown }[] = []
function track<S>(store: S): S {
  stores.push(store as unknown as (typeof stores)[number])
  return store
}
after(() => {
  for (const store of stores) {
    for (const [key, slice] of Object.entries(store.getState() as Record<string, object>)) {
      if (slice && 'queries' in slice && 'config' in slice) store.dispatch({ type: `${key}/resetApiState` })
    }
  }
})

// The page's API, as its titled file api.ts has it
interface Post {
  id: number
  title: string
  body: string
}

const postsApi = createApi({
  reducerPath: 'postsApi',
  baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
  tagTypes: ['Post'],
  keepUnusedDataFor: 0.1,
  endpoints: (build) => ({
    getPosts: build.query<Post[], void>({
      query: () => 'posts',
      providesTags: (result = []) => [
        { type: 'Post', id: 'LIST' },
        ...result.map(({ id }) => ({ type: 'Post' as const, id })),
      ],
    }),
    getPost: build.query<Post, number>({
      query: (id) => `posts/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Post', id }],
    }),
    updatePost: build.mutation<Post, Pick<Post, 'id'> & Partial<Post>>({
      query: ({ id, ...changes }) => ({ url: `posts/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Post', id }],
    }),
  }),
})

/** The page's makeStore, with the actions that reach the reducer recorded. */
function makeStore() {
  const actions: UnknownAction[] = []
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction)
    return next(action)
  }
  const store = track(
    configureStore({
      reducer: { [postsApi.reducerPath]: postsApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(postsApi.middleware, record),
    }),
  )
  return Object.assign(store, { actions })
}

// Endpoints the page describes beside its API: data that is not an object, an infinite query, a `merge`, a
// `forceRefetch`, a `providesTags` that throws, and a custom cache key. Their answers come from `queryFn`.
let served: Post[] = []
const seed = (): Post[] => [1, 2, 3, 4, 5].map((id) => ({ id, title: `Title ${id}`, body: `Body ${id}` }))
const queryFnCalls: string[] = []

const moreApi = createApi({
  reducerPath: 'moreApi',
  baseQuery: fakeBaseQuery<{ status: number }>(),
  tagTypes: ['Post', 'Count'],
  // The default 60 seconds: the cases below read entries without subscribing to them
  endpoints: (build) => ({
    getList: build.query<Post[], void>({
      queryFn: () => {
        queryFnCalls.push('getList')
        return { data: served.map((post) => ({ ...post })) }
      },
      providesTags: (result = []) => result.map(({ id }) => ({ type: 'Post' as const, id })),
    }),
    getOne: build.query<Post, number>({
      queryFn: (id) => {
        queryFnCalls.push(`getOne(${id})`)
        const post = served.find((item) => item.id === id)
        return post ? { data: { ...post } } : { error: { status: 404 } }
      },
      providesTags: (_result, _error, id) => [{ type: 'Post', id }],
    }),
    getCount: build.query<number, void>({
      queryFn: () => ({ data: served.length }),
      providesTags: ['Count'],
    }),
    getPages: build.infiniteQuery<string[], string, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (_last, _all, param) => param + 1 },
      queryFn: ({ queryArg, pageParam }) => ({ data: [`${queryArg} ${pageParam}`] }),
    }),
    getMerged: build.query<string[], void>({
      queryFn: () => ({ data: ['from server'] }),
      merge: (cached, incoming) => {
        cached.push(...incoming)
      },
    }),
    getForced: build.query<Post, number>({
      queryFn: (id) => {
        queryFnCalls.push(`getForced(${id})`)
        return { data: { ...served[0], id } }
      },
      forceRefetch: () => true,
    }),
    getChecked: build.query<Post, number>({
      queryFn: (id) => ({ data: { ...served[0], id } }),
      providesTags: (result) => {
        if (result?.title === 'throws') throw new Error('providesTags failed')
        return [{ type: 'Post', id: result?.id }]
      },
    }),
    getPage: build.query<string, { page: number | string }>({
      queryFn: ({ page }) => ({ data: `page ${page}` }),
    }),
    getKeyed: build.query<Post, number>({
      queryFn: (id) => ({ data: { ...served[0], id } }),
      serializeQueryArgs: ({ queryArgs }) => String(queryArgs),
    }),
    savePost: build.mutation<Post, Post>({
      queryFn: (post) => ({ data: post }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Post', id }],
    }),
  }),
})

function makeMoreStore() {
  served = seed()
  queryFnCalls.length = 0
  return track(
    configureStore({
      reducer: { [moreApi.reducerPath]: moreApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(moreApi.middleware),
    }),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 3000) throw new Error(`timed out waiting for ${what}`)
    await sleep(5)
  }
}

/** Calls `run` with console.warn and console.error recorded instead of printed. */
function consoleOf<T>(run: () => T): { result: T; warn: string[]; error: string[] } {
  const { warn, error } = console
  const logged = { warn: [] as string[], error: [] as string[] }
  console.warn = (...args: unknown[]) => logged.warn.push(args.map(String).join(' '))
  console.error = (...args: unknown[]) => logged.error.push(args.map(String).join(' '))
  try {
    return { result: run(), ...logged }
  } finally {
    console.warn = warn
    console.error = error
  }
}

/** Runs CommonJS `code` in a Node process of its own (from the examples folder); returns what it printed. */
function inNode(code: string, env: Record<string, string> = {}) {
  const child = spawnSync(process.execPath, ['-e', code], {
    cwd: path.resolve(__dirname, '../../../..'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  assert.equal(child.status, 0, child.stderr)
  return { stdout: child.stdout.trim(), stderr: child.stderr.trim() }
}

const inProduction = (code: string) => inNode(code, { NODE_ENV: 'production' })

const pageMarkdown = fs.readFileSync(
  path.resolve(__dirname, '../../../../../docs/rtk-query/api/created-api/cache-management-utils.md'),
  'utf8',
)

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const typeIs = <T extends true>(_proof?: T) => {}

// ---------------------------------------------------------------------------------------------------------------
// The utilities

const UTILITIES = {
  thunks: [
    'updateQueryData',
    'upsertQueryData',
    'patchQueryData',
    'prefetch',
    'getRunningQueryThunk',
    'getRunningQueriesThunk',
    'getRunningMutationThunk',
    'getRunningMutationsThunk',
  ],
  actionCreators: ['upsertQueryEntries', 'invalidateTags', 'resetApiState'],
  selectors: ['selectInvalidatedBy', 'selectCachedArgsForQuery', 'selectEntriesForEndpoint', 'selectAllQueryEntries'],
}

claim('`Object.keys(api.util)` lists 15 keys in 2.14', () => {
  const keys = Object.keys(postsApi.util).sort()
  assert.equal(keys.length, 15)
  assert.deepEqual(keys, Object.values(UTILITIES).flat().sort())
  // The table lists the same 15, each once, with the kind the claim below checks
  const rows = [...pageMarkdown.matchAll(/^\| \[`(\w+)`\]\(#[\w-]+\) \| ([\w ]+) \|/gm)]
  assert.deepEqual(rows.map((row) => row[1]).sort(), keys)
  const kinds = { thunk: UTILITIES.thunks, 'action creator': UTILITIES.actionCreators, selector: UTILITIES.selectors }
  for (const [, name, kind] of rows) assert.ok(kinds[kind as keyof typeof kinds].includes(name), `${name}: ${kind}`)
})

claim("Each one is dispatched, or called with the store's state; none needs React.", async () => {
  // From @reduxjs/toolkit/query, with no React loaded: thunks are functions for dispatch, action creators make
  // plain actions, selectors take the root state
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.getPost.initiate(1))
  const util = postsApi.util as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const name of UTILITIES.thunks) assert.equal(typeof util[name]('getPost', 1, () => {}), 'function', name)
  assert.equal((postsApi.util.upsertQueryEntries([]) as UnknownAction).type, 'postsApi/queries/cacheEntriesUpserted')
  assert.equal(postsApi.util.invalidateTags([]).type, 'postsApi/invalidateTags')
  assert.equal(postsApi.util.resetApiState().type, 'postsApi/resetApiState')
  assert.deepEqual(postsApi.util.selectCachedArgsForQuery(store.getState(), 'getPost'), [1])
  assert.equal(postsApi.util.selectAllQueryEntries(store.getState()).length, 1)
  // In a process that never loads React
  const { stdout } = inNode(`
    const { configureStore } = require('@reduxjs/toolkit')
    const { createApi, fakeBaseQuery } = require('@reduxjs/toolkit/query')
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      keepUnusedDataFor: 0,
      endpoints: (build) => ({ getCount: build.query({ queryFn: () => ({ data: 1 }) }) }),
    })
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    store.dispatch(api.util.upsertQueryData('getCount', undefined, 2)).then(() => {
      store.dispatch(api.util.updateQueryData('getCount', undefined, (count) => count + 1))
      const react = Object.keys(require.cache).filter((file) => /node_modules[\\/]react(-dom|-redux)?[\\/]/.test(file))
      console.log(api.util.selectCachedArgsForQuery(store.getState(), 'getCount').length, api.endpoints.getCount.select()(store.getState()).data, react.length)
    })
  `)
  assert.equal(stdout, '1 3 0')
})

claim('Sets the data of many cache entries in one action (2.3.0)', () => {
  const util = (version: string) => {
    const query = loadRelease<typeof import('@reduxjs/toolkit/query')>(version, 'query')
    const api = query.createApi({ baseQuery: query.fakeBaseQuery(), endpoints: () => ({}) })
    return Object.keys(api.util)
  }
  assert.equal(util('2.2.8').includes('upsertQueryEntries'), false)
  assert.equal(util('2.3.0').includes('upsertQueryEntries'), true)
})

for (const name of ['selectEntriesForEndpoint', 'selectAllQueryEntries']) {
  const fragment =
    name === 'selectEntriesForEndpoint'
      ? 'Returns the entries of one endpoint (2.14.0)'
      : 'Returns every query entry (2.14.0)'
  claim(fragment, () => {
    const util = (version: string) => {
      const query = loadRelease<typeof import('@reduxjs/toolkit/query')>(version, 'query')
      return Object.keys(query.createApi({ baseQuery: query.fakeBaseQuery(), endpoints: () => ({}) }).util)
    }
    assert.equal(util('2.13.0').includes(name), false)
    assert.equal(util('2.14.0').includes(name), true)
  })
}

claim('Starts a query without subscribing to it.', async () => {
  const store = makeStore()
  store.dispatch(postsApi.util.prefetch('getPost', 1))
  assert.equal(postsApi.endpoints.getPost.select(1)(store.getState()).status, 'pending')
  const subscriptions = store.dispatch(postsApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    getSubscriptionCount: (queryCacheKey: string) => number
  }
  assert.equal(subscriptions.getSubscriptionCount('getPost(1)'), 0)
})

claim('makes unused entries go away after a tenth of a second instead of a minute', async (t) => {
  // The page's API: gone a tenth of a second after the last subscriber leaves
  const store = makeStore()
  const subscription = store.dispatch(postsApi.endpoints.getPost.initiate(1))
  await subscription
  t.mock.timers.enable({ apis: ['setTimeout'] })
  subscription.unsubscribe()
  t.mock.timers.tick(99)
  assert.equal(postsApi.endpoints.getPost.select(1)(store.getState()).status, 'fulfilled')
  t.mock.timers.tick(1)
  assert.equal(postsApi.endpoints.getPost.select(1)(store.getState()).status, 'uninitialized')
  t.mock.timers.reset()

  // Without the option: 60 seconds
  const defaultApi = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({ getOne: build.query<number, void>({ queryFn: () => ({ data: 1 }) }) }),
  })
  const defaultStore = track(
    configureStore({
      reducer: { [defaultApi.reducerPath]: defaultApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(defaultApi.middleware),
    }),
  )
  t.mock.timers.enable({ apis: ['setTimeout'] })
  const entry = defaultStore.dispatch(defaultApi.endpoints.getOne.initiate())
  await entry
  entry.unsubscribe()
  t.mock.timers.tick(59_999)
  assert.equal(defaultApi.endpoints.getOne.select()(defaultStore.getState()).status, 'fulfilled')
  t.mock.timers.tick(1)
  assert.equal(defaultApi.endpoints.getOne.select()(defaultStore.getState()).status, 'uninitialized')
})

// ---------------------------------------------------------------------------------------------------------------
// Signatures and their types

claim('for an infinite query, `Data` is `{ pages, pageParams }`', async () => {
  const store = makeMoreStore()
  await store.dispatch(moreApi.endpoints.getPages.initiate('news'))
  store.dispatch(
    moreApi.util.updateQueryData('getPages', 'news', (draft) => {
      const pages: string[][] = draft.pages
      const pageParams: number[] = draft.pageParams
      // @ts-expect-error the pages are the endpoint's data type, not any
      const wrong: number[][] = draft.pages
      void [pages, pageParams, wrong]
      draft.pages[0].push('added')
    }),
  )
  assert.deepEqual(moreApi.endpoints.getPages.select('news')(store.getState()).data, {
    pages: [['news 1', 'added']],
    pageParams: [1],
  })
  // @ts-expect-error an upsert into an infinite query takes { pages, pageParams }, not one page
  moreApi.util.upsertQueryData('getPages', 'news', ['one page'])
})

claim('`patchQueryData` and `prefetch` take query endpoints only', () => {
  // @ts-expect-error not an infinite query endpoint
  moreApi.util.patchQueryData('getPages', 'news', [])
  // @ts-expect-error not an infinite query endpoint
  moreApi.util.prefetch('getPages', 'news')
  moreApi.util.patchQueryData('getOne', 1, [])
  moreApi.util.prefetch('getOne', 1)
})

claim("the other utilities that take a query endpoint's name also take infinite query endpoints", async () => {
  const store = makeMoreStore()
  const pages = { pages: [['a']], pageParams: [1] }
  const upserted = await store.dispatch(moreApi.util.upsertQueryData('getPages', 'news', pages))
  assert.deepEqual(upserted.data, pages)
  store.dispatch(moreApi.util.upsertQueryEntries([{ endpointName: 'getPages', arg: 'sport', value: pages }]))
  store.dispatch(moreApi.util.updateQueryData('getPages', 'news', (draft) => void draft.pages.push(['b'])))
  assert.deepEqual(moreApi.util.selectCachedArgsForQuery(store.getState(), 'getPages'), ['news', 'sport'])
  assert.equal(moreApi.util.selectEntriesForEndpoint(store.getState(), 'getPages').length, 2)
  const running = store.dispatch(moreApi.endpoints.getPages.initiate('weather'))
  assert.equal(store.dispatch(moreApi.util.getRunningQueryThunk('getPages', 'weather')), running)
  await running
  // The mutation endpoint is not a query name
  // @ts-expect-error
  moreApi.util.updateQueryData('savePost', 1, () => {})
  // @ts-expect-error
  moreApi.util.selectCachedArgsForQuery(store.getState(), 'savePost')
})

claim('`upsertQueryEntries` also has a `match(action)` type guard', () => {
  const action: unknown = moreApi.util.upsertQueryEntries([{ endpointName: 'getOne', arg: 1, value: seed()[0] }])
  if (moreApi.util.upsertQueryEntries.match(action)) {
    typeIs<Equal<typeof action.payload, Array<{ endpointName: string; arg: unknown; value: unknown }>>>()
  } else assert.fail('match() did not recognise the action')
  assert.equal(moreApi.util.upsertQueryEntries.match(moreApi.util.resetApiState()), false)
  assert.equal(moreApi.util.upsertQueryEntries.match(postsApi.util.upsertQueryEntries([])), false)
})

claim('at run time each item is `{ queryDescription, value, providedTags }`', () => {
  const action = moreApi.util.upsertQueryEntries([{ endpointName: 'getOne', arg: 1, value: seed()[0] }])
  const [item] = action.payload as unknown as Array<Record<string, unknown>>
  assert.deepEqual(Object.keys(item).sort(), ['providedTags', 'queryDescription', 'value'])
  assert.equal((item as unknown as { endpointName?: string }).endpointName, undefined)
  assert.deepEqual(item.queryDescription, {
    type: 'query',
    endpointName: 'getOne',
    originalArgs: 1,
    queryCacheKey: 'getOne(1)',
  })
  assert.deepEqual(item.providedTags, [{ type: 'Post', id: 1 }])
})

claim('`resetApiState` is an action creator whose action type is typed as `` `${string}/resetApiState` ``', () => {
  const action = postsApi.util.resetApiState()
  typeIs<Equal<typeof action.type, `${string}/resetApiState`>>()
  typeIs<Equal<typeof action, { payload: undefined; type: `${string}/resetApiState` }>>()
  // @ts-expect-error the types do not carry the reducerPath
  const typed: 'postsApi/resetApiState' = action.type
  void typed
})

claim('the action it creates is `postsApi/resetApiState` here', () => {
  assert.equal(postsApi.util.resetApiState().type, 'postsApi/resetApiState')
  assert.equal(postsApi.util.resetApiState.type, 'postsApi/resetApiState')
  assert.equal(moreApi.util.resetApiState().type, 'moreApi/resetApiState')
})

// ---------------------------------------------------------------------------------------------------------------
// updateQueryData

const selectPosts = postsApi.endpoints.getPosts.select()
const titleOf = (store: ReturnType<typeof makeStore>, id: number) =>
  postsApi.endpoints.getPost.select(id)(store.getState()).data?.title

claim('mutate the draft, or return a new value to replace the data', async () => {
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.getPost.initiate(1))
  store.dispatch(postsApi.util.updateQueryData('getPost', 1, (draft) => void (draft.title = 'Mutated')))
  assert.equal(titleOf(store, 1), 'Mutated')
  const replaced = store.dispatch(
    postsApi.util.updateQueryData('getPost', 1, () => ({ id: 1, title: 'Returned', body: '' })),
  )
  assert.deepEqual(postsApi.endpoints.getPost.select(1)(store.getState()).data, { id: 1, title: 'Returned', body: '' })
  assert.deepEqual(replaced.patches, [{ op: 'replace', path: [], value: { id: 1, title: 'Returned', body: '' } }])
})

claim('Dispatches [`patchQueryData`](#patchquerydata) with the inverse patches.', async () => {
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.getPost.initiate(1))
  const result = store.dispatch(postsApi.util.updateQueryData('getPost', 1, (draft) => void (draft.title = 'New')))
  const before = store.actions.length
  result.undo()
  const patched = store.actions.slice(before).filter(postsApi.internalActions.queryResultPatched.match)
  assert.equal(patched.length, 1)
  assert.deepEqual(patched[0].payload, { queryCacheKey: 'getPost(1)', patches: result.inversePatches })
  assert.deepEqual(result.inversePatches, [{ op: 'replace', path: ['title'], value: 'Hello Redux Toolkit' }])
  assert.equal(titleOf(store, 1), 'Hello Redux Toolkit')
})

claim(
  'for an entry that is not cached (or still has no data), nothing happens and both patch lists are empty',
  async () => {
    const store = makeStore()
    const rename = (id: number) =>
      store.dispatch(postsApi.util.updateQueryData('getPost', id, (draft) => void (draft.title = 'Never stored')))
    const before = store.actions.length
    const notCached = rename(1)
    assert.deepEqual([notCached.patches, notCached.inversePatches], [[], []])
    assert.equal(store.actions.length, before)
    assert.deepEqual(postsApi.util.selectCachedArgsForQuery(store.getState(), 'getPost'), [])

    // Pending, with no data yet
    const held = holdRequests('get', 'https://api.example.com/posts/:id')
    const request = store.dispatch(postsApi.endpoints.getPost.initiate(2))
    assert.equal(postsApi.endpoints.getPost.select(2)(store.getState()).status, 'pending')
    const pending = rename(2)
    assert.deepEqual([pending.patches, pending.inversePatches], [[], []])
    held.release()
    await request
    assert.equal(titleOf(store, 2), 'Fetching with RTK Query')

    // Rejected, with no data
    await store.dispatch(postsApi.endpoints.getPost.initiate(9))
    assert.equal(postsApi.endpoints.getPost.select(9)(store.getState()).status, 'rejected')
    const failed = rename(9)
    assert.deepEqual([failed.patches, failed.inversePatches], [[], []])
    assert.equal(postsApi.endpoints.getPost.select(9)(store.getState()).data, undefined)
  },
)

claim('The update does not touch the server and does not make the entry refetch.', async () => {
  const store = makeStore()
  const subscription = store.dispatch(postsApi.endpoints.getPosts.initiate())
  await subscription
  const requestId = selectPosts(store.getState()).requestId
  const requests = recordRequests()
  store.dispatch(postsApi.util.updateQueryData('getPosts', undefined, (draft) => void draft.pop()))
  store.dispatch(postsApi.util.updateQueryData('getPosts', undefined, (draft) => void (draft[0].title = 'Local')))
  await sleep(100)
  assert.deepEqual(requests, [])
  assert.equal(selectPosts(store.getState()).requestId, requestId)
  assert.equal(selectPosts(store.getState()).status, 'fulfilled')
  subscription.unsubscribe()
})

claim('Pass `false` to keep the tags as they were.', async () => {
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.getPosts.initiate())
  const invalidatedBy = (id: number) => postsApi.util.selectInvalidatedBy(store.getState(), [{ type: 'Post', id }])
  store.dispatch(
    postsApi.util.updateQueryData(
      'getPosts',
      undefined,
      (draft) => void draft.push({ id: 99, title: '', body: '' }),
      false,
    ),
  )
  assert.equal(invalidatedBy(99).length, 0)
  const removal = store.dispatch(
    postsApi.util.updateQueryData('getPosts', undefined, (draft) => void draft.splice(0, 1), false),
  )
  assert.equal(invalidatedBy(1).length, 1)
  // undo() passes the same value on
  removal.undo()
  assert.equal(invalidatedBy(99).length, 0)
  // With the default, undo() runs providesTags again too
  const added = store.dispatch(
    postsApi.util.updateQueryData('getPosts', undefined, (draft) => void draft.push({ id: 77, title: '', body: '' })),
  )
  assert.equal(invalidatedBy(77).length, 1)
  added.undo()
  assert.equal(invalidatedBy(77).length, 0)
})

claim(
  "When the data is not an object or array (a number, a string), the recipe's return value replaces it.",
  async () => {
    const store = makeMoreStore()
    await store.dispatch(moreApi.endpoints.getCount.initiate())
    const result = store.dispatch(moreApi.util.updateQueryData('getCount', undefined, (count) => count + 1))
    assert.equal(moreApi.endpoints.getCount.select()(store.getState()).data, 6)
    assert.deepEqual(result.patches, [{ op: 'replace', path: [], value: 6 }])
    assert.deepEqual(result.inversePatches, [{ op: 'replace', path: [], value: 5 }])
    // A recipe that returns nothing stores undefined
    store.dispatch(moreApi.util.updateQueryData('getCount', undefined, () => {}))
    assert.equal(moreApi.endpoints.getCount.select()(store.getState()).data, undefined)
  },
)

claim(
  "`undo()` puts the post's old title back and keeps what other updates have changed in its other fields since",
  async () => {
    const store = makeStore()
    await store.dispatch(postsApi.endpoints.getPost.initiate(3))
    const rename = store.dispatch(
      postsApi.util.updateQueryData('getPost', 3, (draft) => void (draft.title = 'Renamed')),
    )
    store.dispatch(postsApi.util.updateQueryData('getPost', 3, (draft) => void (draft.body = 'Edited body')))
    rename.undo()
    assert.deepEqual(postsApi.endpoints.getPost.select(3)(store.getState()).data, {
      id: 3,
      title: 'Normalizing state',
      body: 'Edited body',
    })
  },
)

claim('it writes the old title over that newer one too', async () => {
  // Two renames of post 3 in flight through the page's onQueryStarted; the first one fails
  const store = makeStore()
  const renaming = postsApi.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      renamePost: build.mutation<Post, Pick<Post, 'id' | 'title'>>({
        query: ({ id, title }) => ({ url: `posts/${id}`, method: 'PATCH', body: { title } }),
        async onQueryStarted({ id, title }, { dispatch, queryFulfilled }) {
          const patchResult = dispatch(
            postsApi.util.updateQueryData('getPost', id, (draft) => {
              draft.title = title
            }),
          )
          try {
            await queryFulfilled
          } catch {
            patchResult.undo()
          }
        },
      }),
    }),
  })
  await store.dispatch(postsApi.endpoints.getPost.initiate(3))
  let answered = 0
  let releaseFirst!: () => void
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
  server.use(
    http.patch('https://api.example.com/posts/3', async ({ request }) => {
      const { title } = (await request.clone().json()) as { title: string }
      answered += 1
      if (title === 'First') {
        await firstHeld
        return HttpResponse.json({ error: 'Status 500' }, { status: 500 })
      }
      return HttpResponse.json({ id: 3, title, body: 'Entity adapters keep items by ID.' })
    }),
  )
  const first = store.dispatch(renaming.endpoints.renamePost.initiate({ id: 3, title: 'First' }))
  const second = store.dispatch(renaming.endpoints.renamePost.initiate({ id: 3, title: 'Second' }))
  await second
  assert.equal(titleOf(store, 3), 'Second')
  releaseFirst()
  await first
  assert.equal(answered, 2)
  assert.equal(titleOf(store, 3), 'Normalizing state')
})

// ---------------------------------------------------------------------------------------------------------------
// upsertQueryData

// The same kind of API with React hooks, for what a component sees
const hookRequests: number[] = []
const hooksApi = createReactApi({
  reducerPath: 'hooksApi',
  baseQuery: fakeBaseQuery(),
  keepUnusedDataFor: 0.1,
  endpoints: (build) => ({
    getPosts: build.query<Post[], void>({ queryFn: () => ({ data: seed() }) }),
    getOne: build.query<Post, number>({
      queryFn: async (id) => {
        hookRequests.push(id)
        await sleep(20)
        return { data: { ...seed()[id - 1] } }
      },
    }),
  }),
})

function makeHooksStore(autoBatch: false | undefined = undefined) {
  hookRequests.length = 0
  return track(
    configureStore({
      reducer: { [hooksApi.reducerPath]: hooksApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(hooksApi.middleware),
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers(autoBatch === false ? { autoBatch: false } : undefined),
    }),
  )
}

const wrapperFor =
  (store: object) =>
  ({ children }: { children: ReactNode }) =>
    createElement(Provider, { store: store as never, children })

claim('it creates the entry when it does not exist and replaces the data when it does', async () => {
  const store = makeStore()
  const requests = recordRequests()
  await store.dispatch(postsApi.util.upsertQueryData('getPost', 10, { id: 10, title: 'New', body: '' }))
  assert.equal(titleOf(store, 10), 'New')
  await store.dispatch(postsApi.endpoints.getPost.initiate(1))
  await store.dispatch(postsApi.util.upsertQueryData('getPost', 1, { id: 1, title: 'Replaced', body: '' }))
  assert.deepEqual(postsApi.endpoints.getPost.select(1)(store.getState()).data, { id: 1, title: 'Replaced', body: '' })
  assert.deepEqual(requests, ['GET /posts/1'])
})

claim(
  'its `providesTags` runs on `value`, `onQueryStarted` runs for it, and so does `onCacheEntryAdded` when it creates the entry; no request is sent',
  async () => {
    const started: number[] = []
    const added: number[] = []
    const withHooks = postsApi.injectEndpoints({
      endpoints: (build) => ({
        getWatched: build.query<Post, number>({
          query: (id) => `posts/${id}`,
          providesTags: (result) => (result ? [{ type: 'Post', id: result.title }] : []),
          onQueryStarted: (id) => void started.push(id),
          onCacheEntryAdded: (id) => void added.push(id),
        }),
      }),
    })
    const store = makeStore()
    const requests = recordRequests()
    await store.dispatch(withHooks.util.upsertQueryData('getWatched', 7, { id: 7, title: 'seven', body: '' }))
    assert.deepEqual([started, added], [[7], [7]])
    assert.deepEqual(
      postsApi.util
        .selectInvalidatedBy(store.getState(), [{ type: 'Post', id: 'seven' }])
        .map((entry) => entry.queryCacheKey),
      ['getWatched(7)'],
    )
    // Into the existing entry: onQueryStarted again, onCacheEntryAdded not
    await store.dispatch(withHooks.util.upsertQueryData('getWatched', 7, { id: 7, title: 'again', body: '' }))
    assert.deepEqual([started, added], [[7, 7], [7]])
    assert.equal(postsApi.util.selectInvalidatedBy(store.getState(), [{ type: 'Post', id: 'again' }]).length, 1)
    assert.equal(postsApi.util.selectInvalidatedBy(store.getState(), [{ type: 'Post', id: 'seven' }]).length, 0)
    assert.deepEqual(requests, [])
  },
)

/** The statuses and flags of one entry after every action, while `run` runs. */
async function statesDuring<S>(
  store: { getState: () => S },
  selectEntry: (state: S) => { status: string; isLoading: boolean; data?: unknown },
  subscribe: (listener: () => void) => () => void,
  run: () => Promise<unknown>,
) {
  const seen: string[] = []
  const record = () => {
    const { status, isLoading, data } = selectEntry(store.getState())
    const line = `${status} isLoading:${isLoading} ${JSON.stringify(data)}`
    if (seen.at(-1) !== line) seen.push(line)
  }
  const stop = subscribe(record)
  await run()
  stop()
  return seen
}

claim('A new entry passes through `pending` to `fulfilled`.', async () => {
  const listeners: (() => void)[] = []
  const recordAll: Middleware = () => (next) => (action) => {
    const result = next(action)
    listeners.forEach((listener) => listener())
    return result
  }
  const recording = track(
    configureStore({
      reducer: { [moreApi.reducerPath]: moreApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(moreApi.middleware, recordAll),
    }),
  )
  const onEveryAction = (listener: () => void) => {
    listeners.push(listener)
    return () => void listeners.splice(listeners.indexOf(listener), 1)
  }
  const select = moreApi.endpoints.getOne.select(8)
  const seen = await statesDuring(recording, select, onEveryAction, () =>
    recording.dispatch(moreApi.util.upsertQueryData('getOne', 8, { id: 8, title: 'Eight', body: '' })),
  )
  // (before the thunk's pending action, the entry does not exist yet)
  assert.deepEqual(seen, [
    'uninitialized isLoading:false undefined',
    'pending isLoading:true undefined',
    'fulfilled isLoading:false {"id":8,"title":"Eight","body":""}',
  ])
})

/** A store of a release's API whose middleware calls `listeners` after every action. */
function releaseStore(version: string) {
  const rtk = loadRelease<typeof import('@reduxjs/toolkit')>(version)
  const query = loadRelease<typeof import('@reduxjs/toolkit/query')>(version, 'query')
  const api = query.createApi({
    baseQuery: query.fakeBaseQuery(),
    endpoints: (build) => ({ getOne: build.query<string[], number>({ queryFn: () => ({ data: ['server'] }) }) }),
  })
  const listeners: (() => void)[] = []
  const recordAll: Middleware = () => (next) => (action) => {
    const result = next(action)
    listeners.forEach((listener) => listener())
    return result
  }
  const store = track(
    rtk.configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recordAll),
    }),
  )
  const onEveryAction = (listener: () => void) => {
    listeners.push(listener)
    return () => void listeners.splice(listeners.indexOf(listener), 1)
  }
  return { api, store, onEveryAction }
}

claim('An existing entry keeps its status and its old data until the thunk settles', async () => {
  for (const version of ['2.14.0', '2.13.0', '2.0.1']) {
    const { api, store, onEveryAction } = releaseStore(version)
    await store.dispatch(api.endpoints.getOne.initiate(1))
    const seen = await statesDuring(store, api.endpoints.getOne.select(1), onEveryAction, () =>
      store.dispatch(api.util.upsertQueryData('getOne', 1, ['upserted'])),
    )
    if (version === '2.14.0') {
      assert.deepEqual(
        seen,
        ['fulfilled isLoading:false ["server"]', 'fulfilled isLoading:false ["upserted"]'],
        version,
      )
    } else {
      // "in 2.13.0 and before, the entry turned `pending` for that moment: its `select` reported `isLoading: true`"
      assert.deepEqual(seen, ['pending isLoading:true ["server"]', 'fulfilled isLoading:false ["upserted"]'], version)
    }
  }
})

claim('so `isLoading` and `isFetching` stay `false` for a component showing it', async () => {
  // With the store's default auto-batching and without it (a store that notifies after every action)
  for (const autoBatch of [undefined, false] as const) {
    const store = makeHooksStore(autoBatch)
    const flags: string[] = []
    const { result } = renderHook(
      () => {
        const query = hooksApi.useGetOneQuery(1)
        flags.push(`${query.isLoading}/${query.isFetching}/${query.data?.title}`)
        return query
      },
      { wrapper: wrapperFor(store) },
    )
    await waitFor(() => assert.equal(result.current.isSuccess, true))
    flags.length = 0
    await store.dispatch(hooksApi.util.upsertQueryData('getOne', 1, { id: 1, title: 'Upserted', body: '' }))
    await waitFor(() => assert.equal(result.current.data?.title, 'Upserted'))
    assert.ok(flags.length > 0)
    assert.deepEqual(
      flags.filter((line) => line !== 'false/false/Title 1' && line !== 'false/false/Upserted'),
      [],
      String(autoBatch),
    )
  }
})

claim('a hook that rendered then had `isFetching: true`', async () => {
  const rtk = loadRelease<typeof import('@reduxjs/toolkit')>('2.13.0')
  const query = loadRelease<typeof import('@reduxjs/toolkit/query/react')>('2.13.0', 'query/react')
  const api = query.createApi({
    baseQuery: query.fakeBaseQuery(),
    endpoints: (build) => ({ getOne: build.query<string[], number>({ queryFn: () => ({ data: ['server'] }) }) }),
  })
  const store = track(
    rtk.configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
    }),
  )
  const flags: string[] = []
  const { result } = renderHook(
    () => {
      const entry = api.endpoints.getOne.useQuery(1)
      flags.push(`isLoading:${entry.isLoading} isFetching:${entry.isFetching} ${JSON.stringify(entry.data)}`)
      return entry
    },
    { wrapper: wrapperFor(store) },
  )
  await waitFor(() => assert.equal(result.current.isSuccess, true))
  flags.length = 0
  await store.dispatch(api.util.upsertQueryData('getOne', 1, ['upserted']))
  await waitFor(() => assert.deepEqual(result.current.data, ['upserted']))
  assert.ok(flags.includes('isLoading:false isFetching:true ["server"]'), flags.join(', '))
})

claim('an upsert into an entry that has data goes through `merge` like a response does', async () => {
  const store = makeMoreStore()
  await store.dispatch(moreApi.util.upsertQueryData('getMerged', undefined, ['first upsert']))
  // No data yet: the value is stored as it is
  assert.deepEqual(moreApi.endpoints.getMerged.select()(store.getState()).data, ['first upsert'])
  await store.dispatch(moreApi.util.upsertQueryData('getMerged', undefined, ['second upsert']))
  assert.deepEqual(moreApi.endpoints.getMerged.select()(store.getState()).data, ['first upsert', 'second upsert'])
  // upsertQueryEntries merges the same way
  store.dispatch(moreApi.util.upsertQueryEntries([{ endpointName: 'getMerged', arg: undefined, value: ['entries'] }]))
  assert.deepEqual(moreApi.endpoints.getMerged.select()(store.getState()).data, [
    'first upsert',
    'second upsert',
    'entries',
  ])
})

claim('Dispatching it returns the same kind of promise as `initiate`', async () => {
  const store = makeMoreStore()
  const upsert = store.dispatch(moreApi.util.upsertQueryData('getOne', 1, seed()[0]))
  const initiated = store.dispatch(moreApi.endpoints.getOne.initiate(2))
  typeIs<Equal<typeof upsert, typeof initiated>>()
  assert.ok(upsert instanceof Promise)
  assert.deepEqual(Object.keys(upsert).sort(), Object.keys(initiated).sort())
  const settled = await upsert
  assert.equal(settled.status, 'fulfilled')
  assert.deepEqual(settled.data, seed()[0])
  initiated.unsubscribe()

  const pages = { pages: [['a']], pageParams: [1] }
  const infinite = store.dispatch(moreApi.util.upsertQueryData('getPages', 'news', pages))
  const initiatedInfinite = store.dispatch(moreApi.endpoints.getPages.initiate('sport'))
  typeIs<Equal<typeof infinite, typeof initiatedInfinite>>()
  assert.deepEqual((await infinite).data, pages)
  assert.deepEqual(await infinite.unwrap(), pages)
  initiatedInfinite.unsubscribe()
})

claim(
  'The entry has no subscriber, so it is removed after `keepUnusedDataFor` unless a component or `initiate` subscribes to it.',
  async () => {
    const store = makeStore()
    await store.dispatch(postsApi.util.upsertQueryData('getPost', 10, { id: 10, title: 'Ten', body: '' }))
    await store.dispatch(postsApi.util.upsertQueryData('getPost', 11, { id: 11, title: 'Eleven', body: '' }))
    const subscription = store.dispatch(postsApi.endpoints.getPost.initiate(11))
    await subscription
    await sleep(250)
    assert.deepEqual(postsApi.util.selectCachedArgsForQuery(store.getState(), 'getPost'), [11])
    subscription.unsubscribe()
    await sleep(250)
    assert.deepEqual(postsApi.util.selectCachedArgsForQuery(store.getState(), 'getPost'), [])

    // A component's subscription
    const hooksStore = makeHooksStore()
    await hooksStore.dispatch(hooksApi.util.upsertQueryData('getOne', 3, { id: 3, title: 'Upserted', body: '' }))
    const { result, unmount } = renderHook(() => hooksApi.useGetOneQuery(3), { wrapper: wrapperFor(hooksStore) })
    assert.equal(result.current.data?.title, 'Upserted')
    await sleep(250)
    assert.equal(hooksApi.endpoints.getOne.select(3)(hooksStore.getState()).data?.title, 'Upserted')
    assert.deepEqual(hookRequests, [])
    unmount()
    await sleep(250)
    assert.equal(hooksApi.endpoints.getOne.select(3)(hooksStore.getState()).status, 'uninitialized')
  },
)

// ---------------------------------------------------------------------------------------------------------------
// upsertQueryEntries

/** A release's API with a query that provides tags (a title of "throws" makes its providesTags throw) and a mutation. */
function releaseEntriesApi(version: string) {
  const rtk = loadRelease<typeof import('@reduxjs/toolkit')>(version)
  const query = loadRelease<typeof import('@reduxjs/toolkit/query')>(version, 'query')
  const api = query.createApi({
    baseQuery: query.fakeBaseQuery(),
    tagTypes: ['Post'],
    endpoints: (build) => ({
      getOne: build.query<Post, number>({
        queryFn: (id) => ({ data: { id, title: 'from the server', body: '' } }),
        providesTags: (result) => {
          if (result?.title === 'throws') throw new Error('providesTags failed')
          return [{ type: 'Post', id: result?.id }]
        },
      }),
      savePost: build.mutation<Post, Post>({ queryFn: (post) => ({ data: post }) }),
    }),
  })
  const store = track(
    rtk.configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: false }).concat(api.middleware),
    }),
  )
  const post = (id: number, title = `Post ${id}`): Post => ({ id, title, body: '' })
  const keys = () => Object.keys(store.getState().api.queries)
  return { api, store, post, keys }
}

claim(
  'dispatching the action creates or replaces all of those cache entries in one reducer run, as `fulfilled`',
  async () => {
    const store = makeStore()
    await store.dispatch(postsApi.endpoints.getPost.initiate(1))
    const before = store.actions.length
    store.dispatch(
      postsApi.util.upsertQueryEntries([
        { endpointName: 'getPost', arg: 1, value: { id: 1, title: 'Replaced', body: '' } },
        { endpointName: 'getPost', arg: 20, value: { id: 20, title: 'Created', body: '' } },
      ]),
    )
    assert.deepEqual(
      store.actions.slice(before).map((action) => action.type),
      ['postsApi/queries/cacheEntriesUpserted'],
    )
    for (const [id, title] of [
      [1, 'Replaced'],
      [20, 'Created'],
    ] as const) {
      const entry = postsApi.endpoints.getPost.select(id)(store.getState())
      assert.deepEqual([entry.status, entry.data?.title], ['fulfilled', title])
    }
  },
)

claim(
  'An entry that already exists gets `value` since 2.5.1 (from 2.3.0 to 2.5.0 it stayed `pending` with its old data)',
  async () => {
    for (const version of ['2.3.0', '2.5.0', '2.5.1', '2.14.0']) {
      const { api, store, post } = releaseEntriesApi(version)
      await store.dispatch(api.endpoints.getOne.initiate(1))
      store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getOne', arg: 1, value: post(1, 'upserted') }]))
      const entry = api.endpoints.getOne.select(1)(store.getState())
      const expected = ['2.3.0', '2.5.0'].includes(version) ? ['pending', 'from the server'] : ['fulfilled', 'upserted']
      assert.deepEqual([entry.status, entry.data?.title], expected, version)
    }
  },
)

claim('through `merge` on an endpoint that has one, as `upsertQueryData` does', () => {
  for (const version of ['2.5.1', '2.14.0']) {
    const query = loadRelease<typeof import('@reduxjs/toolkit/query')>(version, 'query')
    const rtk = loadRelease<typeof import('@reduxjs/toolkit')>(version)
    const api = query.createApi({
      baseQuery: query.fakeBaseQuery(),
      endpoints: (build) => ({
        getLog: build.query<string[], void>({
          queryFn: () => ({ data: [] }),
          merge: (cached, incoming) => void cached.push(...incoming),
        }),
      }),
    })
    const store = track(
      rtk.configureStore({
        reducer: { [api.reducerPath]: api.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      }),
    )
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getLog', arg: undefined, value: ['a'] }]))
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getLog', arg: undefined, value: ['b'] }]))
    assert.deepEqual(api.endpoints.getLog.select()(store.getState()).data, ['a', 'b'], version)
  }
})

claim("The entries provide their endpoint's `providesTags` since 2.6.1 (before, they provided no tags)", () => {
  for (const version of ['2.3.0', '2.6.0', '2.6.1', '2.14.0']) {
    const { api, store, post } = releaseEntriesApi(version)
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getOne', arg: 2, value: post(2) }]))
    const provided = api.util.selectInvalidatedBy(store.getState(), [{ type: 'Post', id: 2 }]).length
    assert.equal(provided, ['2.3.0', '2.6.0'].includes(version) ? 0 : 1, version)
  }
})

claim(
  'an item is skipped when its endpoint is not a query or infinite query, with a `console.warn` in development (earlier releases stored it as a query entry)',
  () => {
    for (const version of ['2.3.0', '2.13.0', '2.14.0']) {
      const { api, store, post, keys } = releaseEntriesApi(version)
      const logged = consoleOf(() =>
        store.dispatch(
          api.util.upsertQueryEntries([
            // The types only allow query endpoints
            { endpointName: 'savePost', arg: 1, value: post(1) } as never,
            { endpointName: 'getOne', arg: 2, value: post(2) },
          ]),
        ),
      )
      if (version === '2.14.0') {
        assert.deepEqual(keys(), ['getOne(2)'])
        assert.deepEqual(logged.warn, [
          'upsertQueryEntries: "savePost" is not a query or infinite query endpoint. This entry will be skipped.',
        ])
      } else {
        assert.deepEqual(keys(), ['savePost(1)', 'getOne(2)'], version)
        assert.deepEqual(logged.warn, [], version)
      }
      assert.deepEqual(logged.error, [], version)
    }
  },
)

claim(
  "when its `providesTags` throws, with a `console.error` in development (from 2.6.1 to 2.13.0 the error escaped from `dispatch`, and none of the action's entries was stored)",
  () => {
    for (const version of ['2.6.0', '2.6.1', '2.13.0', '2.14.0']) {
      const { api, store, post, keys } = releaseEntriesApi(version)
      const logged = consoleOf(() => {
        // In 2.14.0 the action creator skips the item; before, the reducer ran providesTags
        const action = api.util.upsertQueryEntries([
          { endpointName: 'getOne', arg: 1, value: post(1, 'throws') },
          { endpointName: 'getOne', arg: 2, value: post(2) },
        ])
        try {
          store.dispatch(action)
          return 'dispatched'
        } catch (error) {
          return (error as Error).message
        }
      })
      if (version === '2.14.0') {
        assert.equal(logged.result, 'dispatched')
        assert.deepEqual(keys(), ['getOne(2)'])
        assert.equal(logged.error.length, 1)
        assert.match(
          logged.error[0],
          /^upsertQueryEntries: providesTags for "getOne" threw an error\. This entry will be skipped\. Error: providesTags failed/,
        )
        assert.deepEqual(logged.warn, [])
      } else if (version === '2.6.0') {
        // providesTags did not run for upserted entries yet
        assert.equal(logged.result, 'dispatched')
        assert.deepEqual(keys(), ['getOne(1)', 'getOne(2)'])
      } else {
        assert.equal(logged.result, 'providesTags failed', version)
        assert.deepEqual(keys(), [], version)
        assert.deepEqual([logged.warn, logged.error], [[], []], version)
      }
    }
  },
)

claim(
  'Since 2.14.0 too, a `value` that is a promise gets a `console.warn` in development: it is stored as it is, not awaited.',
  () => {
    for (const version of ['2.13.0', '2.14.0']) {
      const { api, store, post } = releaseEntriesApi(version)
      const promise = Promise.resolve(post(3))
      const logged = consoleOf(() =>
        store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getOne', arg: 3, value: promise as never }])),
      )
      const entry = api.endpoints.getOne.select(3)(store.getState())
      assert.equal(entry.data, promise, version)
      assert.equal(entry.status, 'fulfilled', version)
      assert.deepEqual(
        logged.warn,
        version === '2.14.0'
          ? [
              'upsertQueryEntries: the value for "getOne" is a promise. upsertQueryEntries stores values as-is, so await the promise and upsert the result instead.',
            ]
          : [],
      )
    }
  },
)

claim('In production the same items are skipped and a promise is stored, with nothing logged.', () => {
  const { stdout, stderr } = inProduction(`
    const { configureStore } = require('@reduxjs/toolkit')
    const { createApi, fakeBaseQuery } = require('@reduxjs/toolkit/query')
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Post'],
      keepUnusedDataFor: 0, // so that no removal timer keeps the process alive
      endpoints: (build) => ({
        getOne: build.query({
          queryFn: (id) => ({ data: { id } }),
          providesTags: (result) => {
            if (result.title === 'throws') throw new Error('providesTags failed')
            return [{ type: 'Post', id: result.id }]
          },
        }),
        savePost: build.mutation({ queryFn: (post) => ({ data: post }) }),
      }),
    })
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    const promise = Promise.resolve({ id: 4 })
    store.dispatch(api.util.upsertQueryEntries([
      { endpointName: 'savePost', arg: 1, value: { id: 1 } },
      { endpointName: 'getOne', arg: 2, value: { id: 2, title: 'throws' } },
      { endpointName: 'getOne', arg: 3, value: { id: 3 } },
      { endpointName: 'getOne', arg: 4, value: promise },
    ]))
    const queries = store.getState().api.queries
    console.log(process.env.NODE_ENV, Object.keys(queries).join(), queries['getOne(4)'].data === promise)
  `)
  assert.equal(stdout, 'production getOne(3),getOne(4) true')
  assert.equal(stderr, '')
})

claim(
  'there is no `pending` step and no `onQueryStarted`, and it returns the action, not a promise (`onCacheEntryAdded` still runs for new entries)',
  async () => {
    const started: number[] = []
    const added: number[] = []
    const watched = postsApi.injectEndpoints({
      endpoints: (build) => ({
        getObserved: build.query<Post, number>({
          query: (id) => `posts/${id}`,
          onQueryStarted: (id) => void started.push(id),
          onCacheEntryAdded: (id) => void added.push(id),
        }),
      }),
    })
    const store = makeStore()
    store.dispatch(postsApi.util.invalidateTags([])) // the middleware registers itself at the first action
    const before = store.actions.length
    const value = (id: number) => ({ id, title: `Post ${id}`, body: '' })
    const action = watched.util.upsertQueryEntries([{ endpointName: 'getObserved', arg: 1, value: value(1) }])
    const returned = store.dispatch(action)
    assert.equal(returned, action)
    assert.equal(returned instanceof Promise, false)
    assert.deepEqual(
      store.actions.slice(before).map((entry) => entry.type),
      ['postsApi/queries/cacheEntriesUpserted'],
    )
    // into the existing entry: onCacheEntryAdded does not run again
    store.dispatch(watched.util.upsertQueryEntries([{ endpointName: 'getObserved', arg: 1, value: value(1) }]))
    store.dispatch(watched.util.upsertQueryEntries([{ endpointName: 'getObserved', arg: 2, value: value(2) }]))
    await sleep(10)
    assert.deepEqual(started, [])
    assert.deepEqual(added, [1, 2])
  },
)

// ---------------------------------------------------------------------------------------------------------------
// patchQueryData

claim('applies a list of Immer [`Patch`](#types) objects to the data of an existing entry', async () => {
  const store = makeStore()
  const patches: Patch[] = [{ op: 'replace', path: ['title'], value: 'Patched' }]
  // No entry: nothing is created
  store.dispatch(postsApi.util.patchQueryData('getPost', 1, patches))
  assert.deepEqual(postsApi.util.selectCachedArgsForQuery(store.getState(), 'getPost'), [])
  await store.dispatch(postsApi.endpoints.getPost.initiate(1))
  store.dispatch(postsApi.util.patchQueryData('getPost', 1, [...patches, { op: 'add', path: ['tag'], value: 'new' }]))
  assert.deepEqual(postsApi.endpoints.getPost.select(1)(store.getState()).data, {
    id: 1,
    title: 'Patched',
    body: 'A first post about slices.',
    tag: 'new',
  })
})

claim('`updateProvided` runs `providesTags` again when `true`; here it defaults to `false`', async () => {
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.getPosts.initiate())
  const provides99 = () => postsApi.util.selectInvalidatedBy(store.getState(), [{ type: 'Post', id: 99 }]).length
  const add99: Patch[] = [{ op: 'add', path: [5], value: { id: 99, title: '', body: '' } }]
  store.dispatch(postsApi.util.patchQueryData('getPosts', undefined, add99))
  assert.equal(selectPosts(store.getState()).data?.length, 6)
  assert.equal(provides99(), 0)
  store.dispatch(postsApi.util.patchQueryData('getPosts', undefined, [{ op: 'remove', path: [5] }]))
  store.dispatch(postsApi.util.patchQueryData('getPosts', undefined, add99, true))
  assert.equal(provides99(), 1)
})

claim('It takes query endpoints (not infinite queries) and returns nothing.', async () => {
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.getPost.initiate(1))
  const returned = store.dispatch(postsApi.util.patchQueryData('getPost', 1, []))
  typeIs<Equal<typeof returned, void>>()
  assert.equal(returned, undefined)
})

// ---------------------------------------------------------------------------------------------------------------
// prefetch

claim('The `usePrefetch` hook of [the React hooks](./hooks.md#useprefetch) dispatches it.', async () => {
  const store = makeHooksStore()
  const util = hooksApi.util as { prefetch: typeof hooksApi.util.prefetch }
  const original = util.prefetch
  const calls: unknown[][] = []
  util.prefetch = ((...args: Parameters<typeof original>) => {
    calls.push(args)
    return original(...args)
  }) as typeof original
  try {
    const { result } = renderHook(() => hooksApi.usePrefetch('getOne', { ifOlderThan: 30 }), {
      wrapper: wrapperFor(store),
    })
    assert.equal(result.current(2), undefined)
    assert.deepEqual(calls, [['getOne', 2, { ifOlderThan: 30 }]])
    assert.equal(hooksApi.endpoints.getOne.select(2)(store.getState()).status, 'pending')
  } finally {
    util.prefetch = original
  }
})

/** Dispatches a prefetch and tells whether it ran the query function. */
async function prefetchRuns(
  store: ReturnType<typeof makeMoreStore>,
  endpoint: 'getOne' | 'getForced',
  id: number,
  options?: PrefetchOptions,
) {
  queryFnCalls.length = 0
  store.dispatch(moreApi.util.prefetch(endpoint, id, options))
  await sleep(5)
  return queryFnCalls.length > 0
}

claim(
  "Only when the entry has no successful result (it is not cached, or its requests failed), or when the endpoint's [`forceRefetch`](../createApi.md#forcerefetch) returns `true`.",
  async () => {
    const store = makeMoreStore()
    assert.equal(await prefetchRuns(store, 'getOne', 1), true) // not cached
    assert.equal(await prefetchRuns(store, 'getOne', 1), false) // fulfilled
    assert.equal(await prefetchRuns(store, 'getOne', 9), true) // not cached; answers 404
    assert.equal(moreApi.endpoints.getOne.select(9)(store.getState()).status, 'rejected')
    assert.equal(await prefetchRuns(store, 'getOne', 9), true) // its requests failed
    // A failed refetch keeps the earlier successful result: no request
    served = []
    await store.dispatch(moreApi.endpoints.getOne.initiate(1, { forceRefetch: true, subscribe: false }))
    assert.equal(moreApi.endpoints.getOne.select(1)(store.getState()).status, 'rejected')
    assert.equal(await prefetchRuns(store, 'getOne', 1), false)
    served = seed()
    // forceRefetch returns true: a request every time
    assert.equal(await prefetchRuns(store, 'getForced', 1), true)
    assert.equal(await prefetchRuns(store, 'getForced', 1), true)
  },
)

claim(
  'When the entry has no successful result, or was fulfilled at least `seconds` ago. `0` and `false` behave like no option.',
  async () => {
    const store = makeMoreStore()
    assert.equal(await prefetchRuns(store, 'getOne', 1, { ifOlderThan: 60 }), true)
    assert.equal(await prefetchRuns(store, 'getOne', 1, { ifOlderThan: 60 }), false)
    await sleep(120)
    assert.equal(await prefetchRuns(store, 'getOne', 1, { ifOlderThan: 0.1 }), true)
    assert.equal(await prefetchRuns(store, 'getOne', 9, { ifOlderThan: 60 }), true)
    assert.equal(await prefetchRuns(store, 'getOne', 9, { ifOlderThan: 60 }), true) // rejected
    for (const [ifOlderThan, notCached] of [
      [0, 2],
      [false, 3],
    ] as const) {
      assert.equal(await prefetchRuns(store, 'getOne', 1, { ifOlderThan }), false)
      assert.equal(await prefetchRuns(store, 'getOne', notCached, { ifOlderThan }), true)
      // like no option, it asks forceRefetch; a fresh ifOlderThan does not
      assert.equal(await prefetchRuns(store, 'getForced', 1, { ifOlderThan }), true)
    }
    assert.equal(await prefetchRuns(store, 'getForced', 1, { ifOlderThan: 60 }), false)
  },
)

claim('Every time, except while a request for the entry is running: no option starts a second one then.', async () => {
  const store = makeMoreStore()
  assert.equal(await prefetchRuns(store, 'getOne', 1, { force: true }), true)
  assert.equal(await prefetchRuns(store, 'getOne', 1, { force: true }), true)
  // While one runs
  const slowApi = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getSlow: build.query<number, void>({
        queryFn: async () => {
          slowCalls += 1
          await sleep(50)
          return { data: slowCalls }
        },
      }),
    }),
  })
  let slowCalls = 0
  const slowStore = track(
    configureStore({
      reducer: { [slowApi.reducerPath]: slowApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(slowApi.middleware),
    }),
  )
  slowStore.dispatch(slowApi.util.prefetch('getSlow', undefined, { force: true }))
  for (const options of [{ force: true }, { ifOlderThan: 0.001 }, {}, undefined]) {
    slowStore.dispatch(slowApi.util.prefetch('getSlow', undefined, options))
  }
  await sleep(100)
  assert.equal(slowCalls, 1)
})

claim("It returns nothing: read the result with the endpoint's `select`, or subscribe with `initiate`.", async () => {
  const store = makeMoreStore()
  const returned = store.dispatch(moreApi.util.prefetch('getOne', 1))
  typeIs<Equal<typeof returned, void>>()
  assert.equal(returned, undefined)
})

// ---------------------------------------------------------------------------------------------------------------
// invalidateTags

claim(
  'every entry that provides one of them refetches if it has a subscriber, and is removed if it has none',
  async () => {
    for (const how of ['invalidateTags', 'mutation'] as const) {
      const store = makeStore()
      const subscription = store.dispatch(postsApi.endpoints.getPost.initiate(3))
      await subscription
      await store.dispatch(postsApi.util.prefetch('getPost', 4)) // cached, no subscriber
      await until(() => titleOf(store, 4) !== undefined, 'post 4')
      const requests = recordRequests()
      if (how === 'invalidateTags') {
        store.dispatch(
          postsApi.util.invalidateTags([
            { type: 'Post', id: 3 },
            { type: 'Post', id: 4 },
          ]),
        )
      } else {
        await store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 3 }))
        await store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 4 }))
      }
      await until(
        () => requests.includes('GET /posts/3') && !postsApi.endpoints.getPost.select(3)(store.getState()).isLoading,
        'the refetch',
      )
      await sleep(20)
      assert.equal(postsApi.endpoints.getPost.select(4)(store.getState()).status, 'uninitialized', how)
      assert.deepEqual(
        requests.filter((line) => line.startsWith('GET')),
        ['GET /posts/3'],
        how,
      )
      subscription.unsubscribe()
    }
  },
)

claim("marks the given tags (`'Post'`, `{ type: 'Post', id: 3 }`) as invalid", async () => {
  const store = makeStore()
  const list = store.dispatch(postsApi.endpoints.getPosts.initiate())
  const one = store.dispatch(postsApi.endpoints.getPost.initiate(2))
  await Promise.all([list, one])
  const requests = recordRequests()
  store.dispatch(postsApi.util.invalidateTags(['Post']))
  await until(() => requests.length === 2, 'both refetches')
  assert.deepEqual([...requests].sort(), ['GET /posts', 'GET /posts/2'])
  list.unsubscribe()
  one.unsubscribe()
})

claim('`null` and `undefined` items are ignored.', async () => {
  const store = makeStore()
  const subscription = store.dispatch(postsApi.endpoints.getPost.initiate(3))
  await subscription
  const requests = recordRequests()
  store.dispatch(postsApi.util.invalidateTags([null, undefined]))
  await sleep(50)
  assert.deepEqual(requests, [])
  store.dispatch(postsApi.util.invalidateTags([null, { type: 'Post', id: 3 }, undefined]))
  await until(() => requests.length === 1, 'the refetch')
  assert.deepEqual(requests, ['GET /posts/3'])
  subscription.unsubscribe()
})

// ---------------------------------------------------------------------------------------------------------------
// resetApiState

claim(
  "puts the API slice's state back to its initial value: every query and mutation entry, every subscription and every provided tag is gone",
  async () => {
    const store = makeStore()
    const initial = store.getState().postsApi
    const subscription = store.dispatch(postsApi.endpoints.getPosts.initiate())
    await subscription
    await store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 1, title: 'Hello Redux Toolkit' }))
    const subscriptions = () =>
      (
        store.dispatch(postsApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
          getSubscriptionCount: (queryCacheKey: string) => number
        }
      ).getSubscriptionCount('getPosts(undefined)')
    assert.equal(subscriptions(), 1)
    assert.notDeepEqual(store.getState().postsApi.provided, initial.provided)
    store.dispatch(postsApi.util.resetApiState())
    const after = store.getState().postsApi
    assert.deepEqual(
      [after.queries, after.mutations, after.provided],
      [initial.queries, initial.mutations, initial.provided],
    )
    assert.deepEqual(after.queries, {})
    assert.deepEqual(after.mutations, {})
    assert.deepEqual(after, { ...initial, config: { ...initial.config, middlewareRegistered: true } })
    assert.equal(subscriptions(), 0)
  },
)

/** A running query and mutation of a release, and what `resetApiState` does to them. */
async function resetWhileRunning(version: string) {
  const rtk = loadRelease<typeof import('@reduxjs/toolkit')>(version)
  const query = loadRelease<typeof import('@reduxjs/toolkit/query')>(version, 'query')
  const aborted: string[] = []
  const slow =
    (name: string) =>
    async (_arg: unknown, { signal }: { signal: AbortSignal }) => {
      await sleep(40)
      if (signal.aborted) aborted.push(name)
      return { data: `${name} data` }
    }
  const api = query.createApi({
    baseQuery: query.fakeBaseQuery(),
    endpoints: (build) => ({
      getOne: build.query<string, void>({ queryFn: slow('query') }),
      save: build.mutation<string, void>({ queryFn: slow('mutation') }),
    }),
  })
  const store = track(
    rtk.configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    }),
  )
  const running = store.dispatch(api.endpoints.getOne.initiate())
  const mutation = store.dispatch(api.endpoints.save.initiate())
  store.dispatch(api.util.resetApiState())
  const [queryResult, mutationResult] = await Promise.all([running, mutation])
  await sleep(60)
  return { aborted, queryResult, mutationResult, state: store.getState().api }
}

claim(
  "Since 2.9.2 it also aborts every running query and mutation of the store (before, they ran to the end: a running mutation's promise still resolved with its data, though nothing was written into the emptied state)",
  async () => {
    for (const version of ['2.9.2', '2.14.0']) {
      const { aborted, queryResult, mutationResult, state } = await resetWhileRunning(version)
      assert.deepEqual(aborted.sort(), ['mutation', 'query'], version)
      assert.equal(queryResult.status, 'uninitialized', version)
      assert.equal('data' in mutationResult, false, version)
      assert.equal((mutationResult as { error?: { name?: string } }).error?.name, 'AbortError', version)
      assert.deepEqual([state.queries, state.mutations], [{}, {}], version)
    }
    for (const version of ['2.0.1', '2.9.1']) {
      const { aborted, queryResult, mutationResult, state } = await resetWhileRunning(version)
      assert.deepEqual(aborted, [], version)
      assert.equal(queryResult.status, 'uninitialized', version)
      assert.deepEqual(mutationResult, { data: 'mutation data' }, version)
      assert.deepEqual([state.queries, state.mutations], [{}, {}], version)
    }
  },
)

claim(
  'A query hook that is still mounted notices that its subscription is gone, subscribes again and refetches.',
  async () => {
    const store = makeHooksStore()
    const { result } = renderHook(() => hooksApi.useGetOneQuery(2), { wrapper: wrapperFor(store) })
    await waitFor(() => assert.equal(result.current.isSuccess, true))
    assert.deepEqual(hookRequests, [2])
    store.dispatch(hooksApi.util.resetApiState())
    await waitFor(() => assert.deepEqual(hookRequests, [2, 2]))
    await waitFor(() => assert.equal(hooksApi.endpoints.getOne.select(2)(store.getState()).status, 'fulfilled'))
    const subscriptions = store.dispatch(hooksApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount: (queryCacheKey: string) => number
    }
    assert.equal(subscriptions.getSubscriptionCount('getOne(2)'), 1)
    assert.equal(result.current.data?.title, 'Title 2')
  },
)

// ---------------------------------------------------------------------------------------------------------------
// The selectors

claim(
  'returns the entries that `invalidateTags(tags)` would invalidate, as `{ endpointName, originalArgs, queryCacheKey }`, without invalidating anything',
  async () => {
    const store = makeStore()
    const subscriptions = [
      store.dispatch(postsApi.endpoints.getPosts.initiate()),
      store.dispatch(postsApi.endpoints.getPost.initiate(3)),
      store.dispatch(postsApi.endpoints.getPost.initiate(4)),
    ]
    await Promise.all(subscriptions)
    const requests = recordRequests()
    const selected = postsApi.util.selectInvalidatedBy(store.getState(), [{ type: 'Post', id: 3 }])
    assert.deepEqual(selected, [
      { queryCacheKey: 'getPosts(undefined)', endpointName: 'getPosts', originalArgs: undefined },
      { queryCacheKey: 'getPost(3)', endpointName: 'getPost', originalArgs: 3 },
    ])
    await sleep(50)
    assert.deepEqual(requests, [])
    // The same entries refetch when the tags are invalidated
    store.dispatch(postsApi.util.invalidateTags([{ type: 'Post', id: 3 }]))
    await until(() => requests.length === 2, 'the refetches')
    assert.deepEqual([...requests].sort(), ['GET /posts', 'GET /posts/3'])
    subscriptions.forEach((subscription) => subscription.unsubscribe())
  },
)

claim(
  "`selectCachedArgsForQuery(state, queryName)` returns the arguments of the endpoint's cache entries, in the order they were added.",
  async () => {
    const store = makeMoreStore()
    for (const id of [3, 1, 2]) await store.dispatch(moreApi.endpoints.getOne.initiate(id, { subscribe: false }))
    store.dispatch(moreApi.util.upsertQueryEntries([{ endpointName: 'getOne', arg: 0, value: seed()[0] }]))
    assert.deepEqual(moreApi.util.selectCachedArgsForQuery(store.getState(), 'getOne'), [3, 1, 2, 0])
    // A pending entry is listed too
    store.dispatch(moreApi.endpoints.getOne.initiate(9, { subscribe: false }))
    assert.deepEqual(moreApi.util.selectCachedArgsForQuery(store.getState(), 'getOne'), [3, 1, 2, 0, 9])
  },
)

claim(
  "a custom [`serializeQueryArgs`](../createApi.md#serializequeryargs-endpoint) that returns integer-like keys (`'3'`) puts those entries first, in ascending order; the selectors below do the same",
  async () => {
    const store = makeMoreStore()
    await store.dispatch(moreApi.endpoints.getOne.initiate(5, { subscribe: false }))
    for (const id of [3, 1, 2]) await store.dispatch(moreApi.endpoints.getKeyed.initiate(id, { subscribe: false }))
    assert.deepEqual(moreApi.util.selectCachedArgsForQuery(store.getState(), 'getKeyed'), [1, 2, 3])
    assert.deepEqual(
      moreApi.util.selectEntriesForEndpoint(store.getState(), 'getKeyed').map((entry) => entry.originalArgs),
      [1, 2, 3],
    )
    assert.deepEqual(
      moreApi.util.selectAllQueryEntries(store.getState()).map((entry) => entry.queryCacheKey),
      ['1', '2', '3', 'getOne(5)'],
    )
  },
)

claim(
  'each a `QueryCacheEntry` with `status`, `data`, `error`, `originalArgs`, `queryCacheKey` and the timestamps, in the order they were added',
  async () => {
    const store = makeMoreStore()
    await store.dispatch(moreApi.endpoints.getOne.initiate(9, { subscribe: false }))
    await store.dispatch(moreApi.endpoints.getOne.initiate(2, { subscribe: false }))
    await store.dispatch(moreApi.endpoints.getCount.initiate(undefined, { subscribe: false }))
    const [failed, fulfilled, ...others] = moreApi.util.selectEntriesForEndpoint(store.getState(), 'getOne')
    assert.deepEqual(others, [])
    assert.deepEqual(
      [failed.status, failed.error, failed.originalArgs, failed.queryCacheKey],
      ['rejected', { status: 404 }, 9, 'getOne(9)'],
    )
    assert.deepEqual([fulfilled.status, fulfilled.data, fulfilled.originalArgs], ['fulfilled', seed()[1], 2])
    assert.equal(typeof fulfilled.startedTimeStamp, 'number')
    assert.equal(typeof fulfilled.fulfilledTimeStamp, 'number')
    // The type carries the endpoint's data
    const post: Post | undefined = fulfilled.data
    // @ts-expect-error data has the endpoint's type
    const count: number | undefined = fulfilled.data
    void [post, count]
  },
)

claim(
  '`selectAllQueryEntries(state)` (added in 2.14.0) returns every query and infinite query entry of the API slice.',
  async () => {
    const store = makeMoreStore()
    await store.dispatch(moreApi.endpoints.getOne.initiate(1, { subscribe: false }))
    await store.dispatch(moreApi.endpoints.getPages.initiate('news', { subscribe: false }))
    await store.dispatch(moreApi.endpoints.savePost.initiate(seed()[4])) // a mutation entry; it invalidates post 5
    assert.deepEqual(
      moreApi.util.selectAllQueryEntries(store.getState()).map((entry) => entry.queryCacheKey),
      ['getOne(1)', 'getPages("news")'],
    )
  },
)

claim('Both leave out uninitialized entries', async () => {
  const store = makeMoreStore()
  await store.dispatch(moreApi.endpoints.getOne.initiate(1, { subscribe: false }))
  const state = store.getState()
  // An uninitialized entry, as the state can hold one
  const withUninitialized = {
    ...state,
    moreApi: {
      ...state.moreApi,
      queries: { ...state.moreApi.queries, 'getOne(2)': { status: 'uninitialized', endpointName: 'getOne' } },
    },
  } as typeof state
  assert.deepEqual(
    moreApi.util.selectAllQueryEntries(withUninitialized).map((entry) => entry.queryCacheKey),
    ['getOne(1)'],
  )
  assert.equal(moreApi.util.selectEntriesForEndpoint(withUninitialized, 'getOne').length, 1)
  assert.deepEqual(moreApi.util.selectCachedArgsForQuery(withUninitialized, 'getOne'), [1])
})

claim(
  'both are memoized: they return the same array as long as the entries have not changed, so you can use them in `useSelector`',
  async () => {
    const store = makeMoreStore()
    await store.dispatch(moreApi.endpoints.getOne.initiate(1, { subscribe: false }))
    await store.dispatch(moreApi.endpoints.getCount.initiate(undefined, { subscribe: false }))
    const all = moreApi.util.selectAllQueryEntries(store.getState())
    const ones = moreApi.util.selectEntriesForEndpoint(store.getState(), 'getOne')
    // A mutation changes the state, not the entries (it invalidates post 5, which nothing provides)
    await store.dispatch(moreApi.endpoints.savePost.initiate(seed()[4]))
    assert.equal(moreApi.util.selectAllQueryEntries(store.getState()), all)
    assert.equal(moreApi.util.selectEntriesForEndpoint(store.getState(), 'getOne'), ones)
    // Another endpoint's entry changes: a new list of all entries, the same list for getOne
    store.dispatch(moreApi.util.updateQueryData('getCount', undefined, () => 7))
    assert.notEqual(moreApi.util.selectAllQueryEntries(store.getState()), all)
    assert.equal(moreApi.util.selectEntriesForEndpoint(store.getState(), 'getOne'), ones)
    // Its own entry changes
    store.dispatch(moreApi.util.updateQueryData('getOne', 1, (draft) => void (draft.title = 'Changed')))
    assert.notEqual(moreApi.util.selectEntriesForEndpoint(store.getState(), 'getOne'), ones)

    // useSelector's check for selectors that return a new reference for the same state stays quiet
    const { useSelector } = await import('react-redux')
    const warnings = consoleOf(() => {
      renderHook(() => useSelector(moreApi.util.selectAllQueryEntries), { wrapper: wrapperFor(store) })
      renderHook(
        () =>
          useSelector((state: ReturnType<typeof store.getState>) =>
            moreApi.util.selectEntriesForEndpoint(state, 'getOne'),
          ),
        {
          wrapper: wrapperFor(store),
        },
      )
    })
    assert.deepEqual(warnings.warn, [])
    // ...and speaks up for one that is not memoized
    const unstable = consoleOf(() => {
      renderHook(
        () => useSelector((state: ReturnType<typeof store.getState>) => [...moreApi.util.selectAllQueryEntries(state)]),
        {
          wrapper: wrapperFor(store),
        },
      )
    })
    assert.match(unstable.warn.join('\n'), /returned a different result when called with the same parameters/)
  },
)

// ---------------------------------------------------------------------------------------------------------------
// getRunningQueryThunk and the other running-request thunks

claim(
  'returns the promise (`QueryActionCreatorResult`, or `InfiniteQueryActionCreatorResult`) of the request that this store is running for that entry, or `undefined` when none runs',
  async () => {
    const store = makeStore()
    const other = makeStore()
    assert.equal(store.dispatch(postsApi.util.getRunningQueryThunk('getPost', 1)), undefined)
    const running = store.dispatch(postsApi.endpoints.getPost.initiate(1))
    assert.equal(store.dispatch(postsApi.util.getRunningQueryThunk('getPost', 1)), running)
    assert.equal(other.dispatch(postsApi.util.getRunningQueryThunk('getPost', 1)), undefined)
    assert.deepEqual(other.dispatch(postsApi.util.getRunningQueriesThunk()), [])
    await running
    assert.equal(store.dispatch(postsApi.util.getRunningQueryThunk('getPost', 1)), undefined)
    // Infinite queries
    const moreStore = makeMoreStore()
    const pages = moreStore.dispatch(moreApi.endpoints.getPages.initiate('news'))
    const found = moreStore.dispatch(moreApi.util.getRunningQueryThunk('getPages', 'news'))
    assert.equal(found, pages)
    await pages
    running.unsubscribe()
    pages.unsubscribe()
  },
)

claim(
  'They list the requests this store runs through `initiate`, which the hooks and `prefetch` use; an `upsertQueryData` in progress is not listed.',
  async () => {
    const store = makeHooksStore()
    renderHook(() => hooksApi.useGetOneQuery(1), { wrapper: wrapperFor(store) })
    store.dispatch(hooksApi.util.prefetch('getOne', 2))
    const upsert = store.dispatch(hooksApi.util.upsertQueryData('getOne', 3, seed()[2]))
    const running = store.dispatch(hooksApi.util.getRunningQueriesThunk())
    assert.deepEqual(running.map((request) => request.queryCacheKey).sort(), ['getOne(1)', 'getOne(2)'])
    assert.equal(store.dispatch(hooksApi.util.getRunningQueryThunk('getOne', 3)), undefined)
    assert.equal(hooksApi.endpoints.getOne.select(3)(store.getState()).status, 'pending')
    await Promise.all([...running, upsert])
  },
)

claim(
  'found by its `requestId` or, when it has one, by its `fixedCacheKey`; `undefined` when it is not running',
  async () => {
    const store = makeStore()
    const shared = store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 1 }, { fixedCacheKey: 'save-post' }))
    const plain = store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 2 }))
    const find = (key: string) => store.dispatch(postsApi.util.getRunningMutationThunk('updatePost', key))
    assert.equal(find('save-post'), shared)
    assert.equal(find(shared.requestId), shared)
    assert.equal(find(plain.requestId), plain)
    assert.equal(find('another-key'), undefined)
    await Promise.all([shared, plain])
    assert.deepEqual(
      [find('save-post'), find(shared.requestId), find(plain.requestId)],
      [undefined, undefined, undefined],
    )
  },
)

claim(
  'a mutation with a `fixedCacheKey` appears twice in that array (once under each key), which does not matter for `Promise.all`',
  async () => {
    const store = makeStore()
    const shared = store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 1 }, { fixedCacheKey: 'save-post' }))
    const plain = store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 2 }))
    const running = store.dispatch(postsApi.util.getRunningMutationsThunk())
    assert.equal(running.length, 3)
    assert.equal(running.filter((mutation) => mutation === shared).length, 2)
    assert.equal(running.filter((mutation) => mutation === plain).length, 1)
    const results = await Promise.all(running)
    assert.deepEqual(
      results.map((result) => ('data' in result ? (result.data as Post).id : 'error')),
      running.map((mutation) => (mutation === shared ? 1 : 2)),
    )
  },
)

// ---------------------------------------------------------------------------------------------------------------
// TypeScript and the types

claim(
  'the endpoint name must be a key of the API, `arg` must have its argument type, and the `updateQueryData` draft and the `upsertQueryData` value have its data type',
  () => {
    // @ts-expect-error no such endpoint
    postsApi.util.updateQueryData('getComments', 1, () => {})
    // @ts-expect-error getPost takes a number
    postsApi.util.updateQueryData('getPost', '1', () => {})
    // @ts-expect-error getPost takes a number
    postsApi.util.prefetch('getPost', '1')
    // @ts-expect-error getPost takes a number
    postsApi.util.getRunningQueryThunk('getPost', '1')
    postsApi.util.updateQueryData('getPost', 1, (draft) => {
      const title: string = draft.title
      // @ts-expect-error a post has no such field
      draft.author = title
    })
    postsApi.util.updateQueryData('getPosts', undefined, (draft) => void draft.push({ id: 6, title: '', body: '' }))
    // @ts-expect-error the value is a Post
    postsApi.util.upsertQueryData('getPost', 1, { id: 1, title: 'No body' })
    postsApi.util.upsertQueryData('getPost', 1, { id: 1, title: 'Complete', body: '' })
  },
)

claim(
  'TypeScript keeps the literal endpoint name when you build the entries inside the call; when you build them in a variable first, write the name `as const`',
  () => {
    const posts = seed()
    // Inside the call, from an array literal or a map callback
    postsApi.util.upsertQueryEntries([{ endpointName: 'getPost', arg: 1, value: posts[0] }])
    postsApi.util.upsertQueryEntries(posts.map((post) => ({ endpointName: 'getPost', arg: post.id, value: post })))
    // In a variable first
    const entry = { endpointName: 'getPost', arg: 1, value: posts[0] }
    // @ts-expect-error the name widened to string
    postsApi.util.upsertQueryEntries([entry])
    const entries = posts.map((post) => ({ endpointName: 'getPost', arg: post.id, value: post }))
    // @ts-expect-error the name widened to string
    postsApi.util.upsertQueryEntries(entries)
    const typed = posts.map((post) => ({ endpointName: 'getPost' as const, arg: post.id, value: post }))
    postsApi.util.upsertQueryEntries(typed)
    const typedEntry = { endpointName: 'getPost' as const, arg: 1, value: posts[0] }
    postsApi.util.upsertQueryEntries([typedEntry])
  },
)

/**
 * What a release's `@reduxjs/toolkit/query` declarations export (its dist/query/index.d.ts), and the modules that any
 * of its declaration files import `Patch` from.
 */
function declarationsOf(version: string) {
  const queryDir = path.join(releaseDir(version), 'dist/query')
  const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const exported = new Set<string>()
  for (const statement of parse(path.join(queryDir, 'index.d.ts')).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) exported.add(element.name.text)
    }
  }
  const patchFrom = new Set<string>()
  const files = fs.readdirSync(queryDir, { recursive: true }) as string[]
  for (const name of files.filter((file) => file.endsWith('.d.ts'))) {
    for (const statement of parse(path.join(queryDir, name)).statements) {
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined
      if (
        bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.some((element) => element.name.text === 'Patch')
      ) {
        patchFrom.add(((statement as ts.ImportDeclaration).moduleSpecifier as ts.StringLiteral).text)
      }
    }
  }
  return { exported, patchFrom }
}

claim("exported from `@reduxjs/toolkit/query` since 2.14.0 (earlier versions used Immer's own `Patch` type)", () => {
  const patch: Patch = { op: 'replace', path: [1, 'title'], value: 'Renamed' }
  typeIs<Equal<Patch['op'], 'replace' | 'remove' | 'add'>>()
  typeIs<Equal<Patch['path'], (string | number)[]>>()
  const removal: Patch = { op: 'remove', path: [5] }
  void [patch, removal]
  const pinned = declarationsOf('2.14.0')
  assert.deepEqual([pinned.exported.has('Patch'), [...pinned.patchFrom]], [true, []])
  for (const version of ['2.0.1', '2.13.0']) {
    const { exported, patchFrom } = declarationsOf(version)
    assert.deepEqual([exported.has('Patch'), [...patchFrom]], [false, ['immer']], version)
  }
})

claim('`{ ifOlderThan }` (a number of seconds, or `false`) or `{ force }` (a boolean)', () => {
  typeIs<Equal<PrefetchOptions, { ifOlderThan?: false | number } | { force?: boolean }>>()
  // @ts-expect-error ifOlderThan is a number or false
  const wrong: PrefetchOptions = { ifOlderThan: true }
  void wrong
})

// ---------------------------------------------------------------------------------------------------------------
// Pitfalls

claim('It does nothing and returns empty patches.', async () => {
  const store = makeMoreStore()
  const before = store.getState()
  const result = store.dispatch(moreApi.util.updateQueryData('getList', undefined, (draft) => void draft.pop()))
  assert.deepEqual([result.patches, result.inversePatches], [[], []])
  assert.equal(store.getState(), before)
})

claim(
  "`updateQueryData('getPosts', undefined, ...)` updates the entry the component created with `useGetPostsQuery()`.",
  async () => {
    const store = makeHooksStore()
    const { result } = renderHook(() => hooksApi.useGetPostsQuery(), { wrapper: wrapperFor(store) })
    await waitFor(() => assert.equal(result.current.isSuccess, true))
    assert.deepEqual(hooksApi.util.selectCachedArgsForQuery(store.getState(), 'getPosts'), [undefined])
    const patch = store.dispatch(hooksApi.util.updateQueryData('getPosts', undefined, (draft) => void draft.pop()))
    assert.equal(patch.patches.length, 1)
    await waitFor(() => assert.equal(result.current.data?.length, 4))
  },
)

claim("An argument that serializes differently (`{ page: 1 }` against `{ page: '1' }`) is another entry.", async () => {
  const store = makeMoreStore()
  await store.dispatch(moreApi.endpoints.getPage.initiate({ page: 1 }, { subscribe: false }))
  const other = store.dispatch(moreApi.util.updateQueryData('getPage', { page: '1' }, () => 'changed'))
  assert.deepEqual(other.patches, [])
  assert.equal(moreApi.endpoints.getPage.select({ page: 1 })(store.getState()).data, 'page 1')
  const same = store.dispatch(moreApi.util.updateQueryData('getPage', { page: 1 }, () => 'changed'))
  assert.equal(same.patches.length, 1)
  assert.equal(moreApi.endpoints.getPage.select({ page: 1 })(store.getState()).data, 'changed')
})

// The undo table, row by row, on the list of five posts and on one post
async function undoCase() {
  const store = makeMoreStore()
  await store.dispatch(moreApi.endpoints.getList.initiate(undefined, { subscribe: false }))
  await store.dispatch(moreApi.endpoints.getOne.initiate(2, { subscribe: false }))
  const list = () => moreApi.endpoints.getList.select()(store.getState()).data!
  const ids = () => list().map((post) => post.id)
  const titles = () => list().map((post) => `${post.id}: ${post.title}`)
  const post = () => moreApi.endpoints.getOne.select(2)(store.getState()).data!
  const updateList = (recipe: (draft: Post[]) => void | Post[]) =>
    store.dispatch(moreApi.util.updateQueryData('getList', undefined, recipe))
  const updatePost = (recipe: (draft: Post) => void) =>
    store.dispatch(moreApi.util.updateQueryData('getOne', 2, recipe))
  const inserted = { id: 20, title: 'Pushed by a socket', body: '' }
  return { store, list, ids, titles, post, updateList, updatePost, inserted }
}

claim(
  "renaming post 2 in the list of the [`updateQueryData`](#updatequerydata) example is the patch `[1, 'title']`, and undoing it writes the old title into whichever item is at index 1 by then",
  async () => {
    const { titles, updateList, inserted } = await undoCase()
    const rename = updateList((draft) => void (draft.find((post) => post.id === 2)!.title = 'Renamed'))
    assert.deepEqual(rename.patches, [{ op: 'replace', path: [1, 'title'], value: 'Renamed' }])
    updateList((draft) => void draft.unshift(inserted))
    rename.undo()
    assert.deepEqual(titles().slice(0, 3), ['20: Pushed by a socket', '1: Title 2', '2: Renamed'])
  },
)

claim('Puts the field back and keeps the other change.', async () => {
  const { post, updatePost } = await undoCase()
  const rename = updatePost((draft) => void (draft.title = 'Renamed'))
  updatePost((draft) => void (draft.body = 'Newer body'))
  rename.undo()
  assert.deepEqual(post(), { id: 2, title: 'Title 2', body: 'Newer body' })
})

claim('changed the same field (an update, or a refetch) | Writes the old value over the newer one.', async () => {
  // Another update
  const { store, post, updatePost } = await undoCase()
  const rename = updatePost((draft) => void (draft.title = 'Renamed'))
  updatePost((draft) => void (draft.title = 'Renamed again'))
  rename.undo()
  assert.equal(post().title, 'Title 2')
  // A refetch that brings the server's newer title
  const renameAgain = updatePost((draft) => void (draft.title = 'Renamed'))
  served[1].title = 'Changed on the server'
  await store.dispatch(moreApi.endpoints.getOne.initiate(2, { subscribe: false, forceRefetch: true }))
  assert.equal(post().title, 'Changed on the server')
  renameAgain.undo()
  assert.equal(post().title, 'Title 2')
})

const appended = { id: 10, title: 'Optimistic', body: '' }

claim(
  'Changed a field of a list item | changed other items, or appended items at the end | Puts back exactly what it changed.',
  async () => {
    const { list, titles, updateList, inserted } = await undoCase()
    const rename = updateList((draft) => void (draft[1].title = 'Renamed'))
    updateList((draft) => {
      draft[3].title = 'Other item'
      draft[1].body = 'Other field'
      draft.push(inserted)
    })
    rename.undo()
    assert.deepEqual(list()[1], { id: 2, title: 'Title 2', body: 'Other field' })
    assert.deepEqual(titles(), [
      '1: Title 1',
      '2: Title 2',
      '3: Title 3',
      '4: Other item',
      '5: Title 5',
      '20: Pushed by a socket',
    ])
  },
)

claim(
  'Added or removed an item | changed items before that point, or appended items at the end | Puts back exactly what it changed.',
  async () => {
    const cases: [string, (draft: Post[]) => void, string[]][] = [
      [
        'push',
        (draft) => void draft.push(appended),
        ['1: Before', '2: Title 2', '3: Title 3', '4: Title 4', '5: Title 5'],
      ],
      [
        'unshift',
        (draft) => void draft.unshift(appended),
        ['1: Title 1', '2: Title 2', '3: Title 3', '4: Title 4', '5: Title 5'],
      ],
      [
        'splice in',
        (draft) => void draft.splice(2, 0, appended),
        ['1: Before', '2: Title 2', '3: Title 3', '4: Title 4', '5: Title 5'],
      ],
      [
        'splice out',
        (draft) => void draft.splice(2, 1),
        ['1: Before', '2: Title 2', '3: Title 3', '4: Title 4', '5: Title 5'],
      ],
      ['pop', (draft) => void draft.pop(), ['1: Before', '2: Title 2', '3: Title 3', '4: Title 4', '5: Title 5']],
    ]
    for (const [name, recipe, expected] of cases) {
      const { titles, updateList, inserted } = await undoCase()
      const change = updateList(recipe)
      updateList((draft) => {
        if (name !== 'unshift') draft[0].title = 'Before' // before the point of the change
        draft.push(inserted)
      })
      change.undo()
      assert.deepEqual(titles(), [...expected, '20: Pushed by a socket'], name)
    }
  },
)

claim('Writes the old value into the item now at that index; the changed item keeps its new value.', async () => {
  for (const shift of ['insert', 'remove'] as const) {
    const { titles, updateList, inserted } = await undoCase()
    const rename = updateList((draft) => void (draft[1].title = 'Renamed'))
    updateList((draft) => void (shift === 'insert' ? draft.unshift(inserted) : draft.splice(0, 1)))
    rename.undo()
    if (shift === 'insert') {
      assert.deepEqual(titles().slice(0, 3), ['20: Pushed by a socket', '1: Title 2', '2: Renamed'])
    } else {
      assert.deepEqual(titles().slice(0, 2), ['2: Renamed', '3: Title 2'])
    }
  }
})

claim('Removes the item now at the appended index, not the appended one (below).', async () => {
  const { ids, updateList, inserted } = await undoCase()
  const add = updateList((draft) => void draft.push(appended))
  updateList((draft) => void draft.unshift(inserted))
  add.undo()
  assert.deepEqual(ids(), [20, 1, 2, 3, 4, 10])
})

claim('Removes nothing: the index is past the end of the list.', async () => {
  const { ids, updateList } = await undoCase()
  const add = updateList((draft) => void draft.push(appended))
  assert.deepEqual(add.inversePatches, [{ op: 'remove', path: [5] }])
  updateList((draft) => void draft.splice(0, 1))
  add.undo()
  assert.deepEqual(ids(), [2, 3, 4, 5, 10])
})

claim(
  'Inserted an item before the end (`unshift`, `splice`), or removed an item | changed an item after that point | Writes that item back as it was, losing the change.',
  async () => {
    const cases: [string, (draft: Post[]) => void, number][] = [
      ['unshift', (draft) => void draft.unshift(appended), 3],
      ['splice in', (draft) => void draft.splice(2, 0, appended), 4],
      ['splice out', (draft) => void draft.splice(1, 1), 2],
    ]
    for (const [name, recipe, later] of cases) {
      const { list, titles, updateList } = await undoCase()
      const change = updateList(recipe)
      const changedId = list()[later].id
      updateList((draft) => void (draft[later].title = 'Later change'))
      change.undo()
      assert.deepEqual(titles(), ['1: Title 1', '2: Title 2', '3: Title 3', '4: Title 4', '5: Title 5'], name)
      assert.ok(changedId > 1, name)
    }
  },
)

claim(
  'Writes back, by index, the items from that point to the end as they were: items end up out of place, twice or missing, or the inserted item stays.',
  async () => {
    const cases: [string, (draft: Post[]) => void, (draft: Post[]) => void, number[]][] = [
      // out of place
      ['pop, then unshift', (draft) => void draft.pop(), (draft) => void draft.unshift(appended), [10, 1, 2, 3, 5, 4]],
      // twice or missing
      [
        'remove, then unshift',
        (draft) => void draft.splice(1, 1),
        (draft) => void draft.unshift(appended),
        [10, 2, 3, 4, 5, 5],
      ],
      [
        'remove, then remove before',
        (draft) => void draft.splice(3, 1),
        (draft) => void draft.splice(0, 1),
        [2, 3, 5, 4, 5],
      ],
      [
        'unshift, then unshift',
        (draft) => void draft.unshift({ ...appended, id: 11 }),
        (draft) => void draft.unshift(appended),
        [1, 2, 3, 4, 5, 5],
      ],
      // the inserted item stays
      [
        'insert, then remove before',
        (draft) => void draft.splice(2, 0, appended),
        (draft) => void draft.splice(0, 1),
        [2, 10, 3, 4, 5],
      ],
    ]
    for (const [name, undone, later, expected] of cases) {
      const { ids, updateList } = await undoCase()
      const change = updateList(undone)
      updateList(later)
      change.undo()
      assert.deepEqual(ids(), expected, name)
    }
    // The inverse patches of a removal, by index
    const { updateList } = await undoCase()
    const removal = updateList((draft) => void draft.splice(1, 1))
    assert.deepEqual(
      removal.inversePatches.map(({ op, path }) => `${op} ${path}`),
      ['replace 1', 'replace 2', 'replace 3', 'add 4'],
    )
  },
)

claim('Puts back the whole old data, losing every change since.', async () => {
  const { titles, updateList, post, updatePost } = await undoCase()
  const filtered = updateList((draft) => draft.filter((item) => item.id !== 2))
  assert.deepEqual(
    filtered.inversePatches.map(({ op, path }) => `${op} [${path}]`),
    ['replace []'],
  )
  updateList((draft) => void (draft[0].title = 'Later change'))
  filtered.undo()
  assert.deepEqual(titles(), ['1: Title 1', '2: Title 2', '3: Title 3', '4: Title 4', '5: Title 5'])
  // On one object too
  const replaced = updatePost(() => ({ id: 2, title: 'Replaced', body: 'Replaced' }) as never)
  updatePost((draft) => void (draft.body = 'Later change'))
  replaced.undo()
  assert.deepEqual(post(), { id: 2, title: 'Title 2', body: 'Body 2' })
})

claim(
  "on failure, invalidate the entry's tags so that it refetches, or write the reverse change by ID in a new `updateQueryData`",
  async () => {
    // By ID, after another update shifted the list
    const byId = await undoCase()
    byId.updateList((draft) => void (draft.find((post) => post.id === 2)!.title = 'Renamed'))
    byId.updateList((draft) => void draft.push({ id: 10, title: 'Optimistic', body: '' }))
    byId.updateList((draft) => void draft.unshift(byId.inserted))
    byId.updateList((draft) => {
      draft.find((post) => post.id === 2)!.title = 'Title 2'
      draft.splice(
        draft.findIndex((post) => post.id === 10),
        1,
      )
    })
    assert.deepEqual(byId.titles(), [
      '20: Pushed by a socket',
      '1: Title 1',
      '2: Title 2',
      '3: Title 3',
      '4: Title 4',
      '5: Title 5',
    ])

    // Invalidating the tags: a subscribed entry refetches the server's data
    const refetched = await undoCase()
    const subscription = refetched.store.dispatch(moreApi.endpoints.getList.initiate())
    refetched.updateList((draft) => void draft.push({ id: 10, title: 'Optimistic', body: '' }))
    refetched.updateList((draft) => void draft.unshift(refetched.inserted))
    refetched.store.dispatch(moreApi.util.invalidateTags([{ type: 'Post', id: 10 }]))
    await until(() => refetched.ids().length === 5, 'the refetch')
    assert.deepEqual(refetched.ids(), [1, 2, 3, 4, 5])
    subscription.unsubscribe()
  },
)

claim(
  'Without a subscriber, an entry from `upsertQueryData`, `upsertQueryEntries` or `prefetch` is removed after `keepUnusedDataFor` seconds (60 by default).',
  async (t) => {
    const defaultApi = createApi({
      baseQuery: fakeBaseQuery(),
      endpoints: (build) => ({ getOne: build.query<number, number>({ queryFn: (id) => ({ data: id }) }) }),
    })
    const store = track(
      configureStore({
        reducer: { [defaultApi.reducerPath]: defaultApi.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(defaultApi.middleware),
      }),
    )
    t.mock.timers.enable({ apis: ['setTimeout'] })
    const upserted = store.dispatch(defaultApi.util.upsertQueryData('getOne', 1, 1))
    store.dispatch(defaultApi.util.upsertQueryEntries([{ endpointName: 'getOne', arg: 2, value: 2 }]))
    store.dispatch(defaultApi.util.prefetch('getOne', 3))
    await upserted
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
    const cached = () => defaultApi.util.selectCachedArgsForQuery(store.getState(), 'getOne')
    assert.deepEqual(cached(), [1, 2, 3])
    t.mock.timers.tick(59_999)
    assert.deepEqual(cached(), [1, 2, 3])
    t.mock.timers.tick(1)
    assert.deepEqual(cached(), [])
  },
)

claim(
  'A later `prefetch` that finds the entry cached sends no request and does not restart that time (since 2.14.0',
  async (t) => {
    for (const version of ['2.13.0', '2.14.0']) {
      const rtk = loadRelease<typeof import('@reduxjs/toolkit')>(version)
      const query = loadRelease<typeof import('@reduxjs/toolkit/query')>(version, 'query')
      let requests = 0
      const api = query.createApi({
        baseQuery: query.fakeBaseQuery(),
        endpoints: (build) => ({
          getOne: build.query<number, number>({ queryFn: (id) => ((requests += 1), { data: id }) }),
        }),
      })
      const store = track(
        rtk.configureStore({
          reducer: { [api.reducerPath]: api.reducer },
          middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
        }),
      )
      t.mock.timers.enable({ apis: ['setTimeout'] })
      store.dispatch(api.util.prefetch('getOne', 1))
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve()
      assert.equal(api.endpoints.getOne.select(1)(store.getState()).status, 'fulfilled', version)
      t.mock.timers.tick(30_000)
      store.dispatch(api.util.prefetch('getOne', 1))
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve()
      assert.equal(requests, 1, version)
      t.mock.timers.tick(30_000)
      const status = api.endpoints.getOne.select(1)(store.getState()).status
      // 2.13.0 counted the 60 seconds again from the second prefetch
      assert.equal(status, version === '2.14.0' ? 'uninitialized' : 'fulfilled', version)
      t.mock.timers.reset()
    }
  },
)

claim(
  'Do not keep it and change it later; do not change `data` read from `select` directly: it is frozen.',
  async () => {
    const store = makeStore()
    await store.dispatch(postsApi.endpoints.getPosts.initiate())
    let kept: Post[] | undefined
    store.dispatch(postsApi.util.updateQueryData('getPosts', undefined, (draft) => void (kept = draft)))
    assert.throws(() => void (kept![0].title = 'Later'), TypeError)
    const data = selectPosts(store.getState()).data!
    assert.equal(Object.isFrozen(data) && Object.isFrozen(data[0]), true)
    // A write throws in strict code (ES modules, classes); elsewhere it is ignored
    assert.throws(() => {
      'use strict'
      data[0].title = 'Changed'
    }, TypeError)
    assert.equal(data[0].title, 'Hello Redux Toolkit')
    // In production too
    const { stdout } = inProduction(`
    const { configureStore } = require('@reduxjs/toolkit')
    const { createApi, fakeBaseQuery } = require('@reduxjs/toolkit/query')
    const api = createApi({
      baseQuery: fakeBaseQuery(),
      keepUnusedDataFor: 0,
      endpoints: (build) => ({ getPosts: build.query({ queryFn: () => ({ data: [{ id: 1, title: 'One' }] }) }) }),
    })
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    store.dispatch(api.endpoints.getPosts.initiate(undefined, { subscribe: false })).then(({ data }) => {
      console.log(process.env.NODE_ENV, Object.isFrozen(data), Object.isFrozen(data[0]))
    })
  `)
    assert.equal(stdout, 'production true true')
  },
)

// ---------------------------------------------------------------------------------------------------------------
// Changes from 1.x

/** The keys of `api.util` in 1.9.7, from its UMD build, which bundles its own Redux, Immer and Reselect. */
function utilOf197() {
  const query = require(
    path.join(releaseDir('1.9.7'), 'dist/query/rtk-query.umd.js'),
  ) as typeof import('@reduxjs/toolkit/query')
  const api = query.createApi({ baseQuery: query.fakeBaseQuery(), endpoints: () => ({}) })
  return api.util as unknown as Record<string, () => unknown>
}

claim(
  '2.0.0 added `selectCachedArgsForQuery` and removed `getRunningOperationPromises` and `getRunningOperationPromise`, which in 1.9 only threw an error',
  () => {
    const old = utilOf197()
    for (const name of ['getRunningOperationPromises', 'getRunningOperationPromise']) {
      assert.throws(() => old[name](), /This method had to be removed due to a conceptual bug in RTK/)
    }
    assert.equal('selectCachedArgsForQuery' in old, false)
    const query = loadRelease<typeof import('@reduxjs/toolkit/query')>('2.0.0', 'query')
    const keys = Object.keys(query.createApi({ baseQuery: query.fakeBaseQuery(), endpoints: () => ({}) }).util)
    assert.equal(keys.includes('selectCachedArgsForQuery'), true)
    assert.equal(keys.includes('getRunningOperationPromises') || keys.includes('getRunningOperationPromise'), false)
  },
)

claim('the other utilities of 1.9 are still there', () => {
  const remaining = Object.keys(utilOf197()).filter((name) => !name.startsWith('getRunningOperationPromise'))
  assert.equal(remaining.length, 11)
  assert.deepEqual(
    remaining.filter((name) => !(name in postsApi.util)),
    [],
  )
})

claim(
  '`updateQueryData` and `upsertQueryData` accept infinite query endpoints since infinite queries arrived in 2.6.0',
  async () => {
    const before = loadRelease<typeof import('@reduxjs/toolkit/query')>('2.5.1', 'query')
    before.createApi({
      baseQuery: before.fakeBaseQuery(),
      endpoints: (build) => {
        assert.equal('infiniteQuery' in build, false)
        return {}
      },
    })
    const rtk = loadRelease<typeof import('@reduxjs/toolkit')>('2.6.0')
    const query = loadRelease<typeof import('@reduxjs/toolkit/query')>('2.6.0', 'query')
    const api = query.createApi({
      baseQuery: query.fakeBaseQuery(),
      endpoints: (build) => ({
        getPages: build.infiniteQuery<string[], string, number>({
          infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (_last, _all, param) => param + 1 },
          queryFn: ({ queryArg, pageParam }) => ({ data: [`${queryArg} ${pageParam}`] }),
        }),
      }),
    })
    const store = track(
      rtk.configureStore({
        reducer: { [api.reducerPath]: api.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      }),
    )
    await store.dispatch(api.util.upsertQueryData('getPages', 'news', { pages: [['a']], pageParams: [1] }))
    store.dispatch(api.util.updateQueryData('getPages', 'news', (draft) => void draft.pages[0].push('b')))
    assert.deepEqual(api.endpoints.getPages.select('news')(store.getState()).data, {
      pages: [['a', 'b']],
      pageParams: [1],
    })
  },
)

claim(
  'It restores exactly what the update changed only while no later update has changed or moved what its patches address',
  async () => {
    // Nothing else changed: exact, for a field, an insert, a removal and a returned value
    for (const recipe of [
      (draft: Post[]) => void (draft[2].title = 'Renamed'),
      (draft: Post[]) => void draft.push({ id: 10, title: 'Added', body: '' }),
      (draft: Post[]) => void draft.splice(1, 2),
      (draft: Post[]) => draft.filter((post) => post.id !== 4),
    ]) {
      const { list, updateList } = await undoCase()
      const before = list()
      updateList(recipe).undo()
      assert.deepEqual(list(), before)
    }
    // A later update that moved the items: not exact
    const { titles, updateList, inserted } = await undoCase()
    const rename = updateList((draft) => void (draft[2].title = 'Renamed'))
    updateList((draft) => void draft.unshift(inserted))
    rename.undo()
    assert.notDeepEqual(titles(), [
      '20: Pushed by a socket',
      '1: Title 1',
      '2: Title 2',
      '3: Title 3',
      '4: Title 4',
      '5: Title 5',
    ])
  },
)

claim("and `state` is the store's root state (`ApiRootState`)", async () => {
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.getPost.initiate(1))
  assert.deepEqual(postsApi.util.selectCachedArgsForQuery(store.getState(), 'getPost'), [1])
  // Compiled, not run
  const typesOnly = () => {
    // @ts-expect-error the API slice's own state is not the root state
    postsApi.util.selectCachedArgsForQuery(store.getState().postsApi, 'getPost')
    // @ts-expect-error a state without the API slice
    postsApi.util.selectInvalidatedBy({ other: {} }, [])
  }
  void typesOnly
})

claim('for an item inserted before the end or removed, that is every item from that point to the end', async () => {
  const paths = async (recipe: (draft: Post[]) => void) => {
    const { updateList } = await undoCase()
    return updateList(recipe).inversePatches.map(({ op, path }) => `${op} ${path}`)
  }
  assert.deepEqual(await paths((draft) => void draft.splice(2, 0, appended)), [
    'replace 2',
    'replace 3',
    'replace 4',
    'remove 5',
  ])
  assert.deepEqual(await paths((draft) => void draft.unshift(appended)), [
    'replace 0',
    'replace 1',
    'replace 2',
    'replace 3',
    'replace 4',
    'remove 5',
  ])
  assert.deepEqual(await paths((draft) => void draft.splice(1, 1)), ['replace 1', 'replace 2', 'replace 3', 'add 4'])
  // An appended item, a removed last item and a field: only their own path
  assert.deepEqual(await paths((draft) => void draft.push(appended)), ['remove 5'])
  assert.deepEqual(await paths((draft) => void draft.pop()), ['add 4'])
  assert.deepEqual(await paths((draft) => void (draft[1].title = 'Renamed')), ['replace 1,title'])
})
