import '../../../page-tests/setup/dom'
import assert from 'node:assert/strict'
import { createElement, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { act, configure, renderHook, waitFor } from '@testing-library/react'
import { configureStore } from '@reduxjs/toolkit'
import { createApi } from '@reduxjs/toolkit/query/react'
import { claimsOf } from '../../claim'
import { loadRelease } from '../../releases'

const claim = claimsOf(__filename)
// the machine may be busy: wait up to 4 s for what the cases expect
configure({ asyncUtilTimeout: 4000 })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Post {
  id: number
}

// The page's getPost, answered by a queryFn: post 9 does not exist. `hold()` keeps the next requests running until
// the returned function is called, so a test can act while a request is in flight.
function makeBlog({
  keepUnusedDataFor = 60,
  forceRefetch,
}: { keepUnusedDataFor?: number; forceRefetch?: () => boolean } = {}) {
  const requests: number[] = []
  let held: Promise<void> | undefined
  const api = createApi({
    reducerPath: 'postsApi',
    baseQuery: async () => ({ data: null }),
    keepUnusedDataFor,
    endpoints: (build) => ({
      getPost: build.query<Post, number>({
        async queryFn(id) {
          requests.push(id)
          await held
          return id === 9 ? { error: { status: 404, data: { error: 'Post 9 not found' } } } : { data: { id } }
        },
        forceRefetch,
      }),
    }),
  })
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
  const settled = () => Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
  const entry = (id: number) => api.endpoints.getPost.select(id)(store.getState())
  const subscribers = (id: number) =>
    (
      store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
        getSubscriptionCount: (queryCacheKey: string) => number
      }
    ).getSubscriptionCount(`getPost(${id})`)
  const hold = () => {
    let release!: () => void
    held = new Promise<void>((resolve) => (release = resolve))
    return () => {
      held = undefined
      release()
    }
  }
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
  return { api, store, requests, settled, entry, subscribers, hold, wrapper }
}

claim('for that argument and returns `undefined`', async () => {
  const { api, store, requests, settled, wrapper } = makeBlog()
  const calls: unknown[][] = []
  const prefetch = api.util.prefetch
  api.util.prefetch = ((...args: Parameters<typeof prefetch>) => {
    calls.push(args)
    return prefetch(...args)
  }) as typeof prefetch
  try {
    const { result } = renderHook(() => api.usePrefetch('getPost', { ifOlderThan: 60 }), { wrapper })
    assert.equal(result.current(3), undefined)
    assert.equal(store.dispatch(api.util.prefetch('getPost', 4)), undefined)
    await settled()
    assert.deepEqual(calls, [
      ['getPost', 3, { ifOlderThan: 60 }],
      ['getPost', 4],
    ])
    assert.deepEqual(requests, [3, 4])
  } finally {
    api.util.prefetch = prefetch
  }
})

claim(
  "The function keeps its identity from render to render as long as the hook's options stay shallowly equal",
  () => {
    const { api, wrapper } = makeBlog()
    const { result, rerender } = renderHook(
      ({ seconds }: { seconds?: number }) =>
        api.usePrefetch('getPost', seconds === undefined ? undefined : { ifOlderThan: seconds }),
      { wrapper, initialProps: {} },
    )
    const withoutOptions = result.current
    rerender({})
    assert.equal(result.current, withoutOptions)
    rerender({ seconds: 60 })
    const sixty = result.current
    assert.notEqual(sixty, withoutOptions)
    // a new object with the same keys and values each render
    rerender({ seconds: 60 })
    assert.equal(result.current, sixty)
    rerender({ seconds: 30 })
    assert.notEqual(result.current, sixty)
  },
)

claim('`data` would go on showing post 3, with `isLoading` `false`, until post 4 arrived', async () => {
  const { api, hold, wrapper } = makeBlog()
  const { result, rerender } = renderHook(({ id }: { id: number }) => api.useGetPostQuery(id), {
    wrapper,
    initialProps: { id: 3 },
  })
  await waitFor(() => assert.deepEqual(result.current.data, { id: 3 }))
  const release = hold()
  rerender({ id: 4 })
  assert.deepEqual(result.current.data, { id: 3 })
  assert.equal(result.current.currentData, undefined)
  assert.equal(result.current.isLoading, false)
  assert.equal(result.current.isFetching, true)
  release()
  await waitFor(() => assert.deepEqual(result.current.data, { id: 4 }))
  assert.deepEqual(result.current.currentData, { id: 4 })
})

claim('A prefetch never adds a subscriber (since 2.9.2', async () => {
  const { api, store, settled, subscribers, hold } = makeBlog()
  // with each kind of options, while the request runs and after it settled
  const release = hold()
  store.dispatch(api.util.prefetch('getPost', 1))
  store.dispatch(api.util.prefetch('getPost', 2, { force: true }))
  store.dispatch(api.util.prefetch('getPost', 3, { ifOlderThan: 60 }))
  assert.deepEqual([subscribers(1), subscribers(2), subscribers(3)], [0, 0, 0])
  release()
  await settled()
  store.dispatch(api.util.prefetch('getPost', 1, { force: true }))
  await settled()
  assert.deepEqual([subscribers(1), subscribers(2), subscribers(3)], [0, 0, 0])

  // the release before added one, and kept it; the subscriptions are in the API's state there
  for (const [version, expected] of [
    ['2.9.1', 1],
    ['2.9.2', 0],
  ] as const) {
    const { configureStore: configureOld } = loadRelease<any>(version)
    const { createApi: createOld } = loadRelease<any>(version, 'query')
    const old = createOld({
      baseQuery: async () => ({ data: null }),
      endpoints: (build: any) => ({ getPost: build.query({ queryFn: async (id: number) => ({ data: { id } }) }) }),
    })
    const oldStore = configureOld({
      reducer: { [old.reducerPath]: old.reducer },
      middleware: (getDefaultMiddleware: any) => getDefaultMiddleware().concat(old.middleware),
    })
    oldStore.dispatch(old.util.prefetch('getPost', 1, {}))
    await wait(100)
    const { getSubscriptionCount } = oldStore.dispatch(old.internalActions.internal_getRTKQSubscriptions())
    assert.equal(getSubscriptionCount('getPost(1)'), expected, version)
  }
})

claim('never sends a second request for an entry whose request is still running', async () => {
  // even with options that always refetch, and with an endpoint forceRefetch that always says yes
  const { api, store, requests, settled, hold } = makeBlog({ forceRefetch: () => true })
  const release = hold()
  store.dispatch(api.util.prefetch('getPost', 1))
  store.dispatch(api.util.prefetch('getPost', 1))
  store.dispatch(api.util.prefetch('getPost', 1, { force: true }))
  store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan: 0.001 }))
  // a cached entry that is being refetched
  store.dispatch(api.util.prefetch('getPost', 2))
  release()
  await settled()
  const refetch = hold()
  store.dispatch(api.util.prefetch('getPost', 2, { force: true }))
  store.dispatch(api.util.prefetch('getPost', 2, { force: true }))
  store.dispatch(api.util.prefetch('getPost', 2, { ifOlderThan: 0.001 }))
  refetch()
  await settled()
  assert.deepEqual(requests, [1, 2, 2])
})

claim('The entry has never received data: it is not cached, or every request for it failed.', async () => {
  const { api, store, requests, settled, entry } = makeBlog()
  store.dispatch(api.util.prefetch('getPost', 1)) // not cached
  store.dispatch(api.util.prefetch('getPost', 9)) // fails
  await settled()
  store.dispatch(api.util.prefetch('getPost', 1)) // cached
  store.dispatch(api.util.prefetch('getPost', 9)) // failed: requested again
  await settled()
  assert.deepEqual(requests, [1, 9, 9])

  // an entry that has data and whose refetch failed is not requested again
  const flakyRequests: number[] = []
  let fail = false
  const failing = createApi({
    reducerPath: 'flaky',
    baseQuery: async () => ({ data: null }),
    endpoints: (build) => ({
      getPost: build.query<Post, number>({
        queryFn: (id) => {
          flakyRequests.push(id)
          return fail ? { error: { status: 500, data: null } } : { data: { id } }
        },
      }),
    }),
  })
  const failingStore = configureStore({
    reducer: { [failing.reducerPath]: failing.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(failing.middleware),
  })
  await failingStore.dispatch(failing.endpoints.getPost.initiate(1, { subscribe: false }))
  fail = true
  await failingStore.dispatch(failing.endpoints.getPost.initiate(1, { subscribe: false, forceRefetch: true }))
  const state = failing.endpoints.getPost.select(1)(failingStore.getState())
  assert.equal(state.status, 'rejected')
  assert.deepEqual(state.data, { id: 1 })
  failingStore.dispatch(failing.util.prefetch('getPost', 1))
  await Promise.all(failingStore.dispatch(failing.util.getRunningQueriesThunk()))
  assert.deepEqual(flakyRequests, [1, 1])
  assert.equal(entry(9).status, 'rejected')
})

claim('its last successful response is at least `seconds` old', async () => {
  const { api, store, requests, settled } = makeBlog()
  store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan: 60 })) // not cached
  store.dispatch(api.util.prefetch('getPost', 9, { ifOlderThan: 60 })) // fails
  await settled()
  store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan: 60 })) // 60 s have not passed
  store.dispatch(api.util.prefetch('getPost', 9, { ifOlderThan: 60 })) // never received data
  await settled()
  assert.deepEqual(requests, [1, 9, 9])
  await wait(120)
  store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan: 0.1 }))
  await settled()
  assert.deepEqual(requests, [1, 9, 9, 1])
})

claim('`0` and `false` behave like no option.', async () => {
  const { api, store, requests, settled } = makeBlog()
  store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan: 0 }))
  store.dispatch(api.util.prefetch('getPost', 9, { ifOlderThan: false }))
  await settled()
  for (const ifOlderThan of [0, false] as const) {
    store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan })) // cached: no request
    store.dispatch(api.util.prefetch('getPost', 9, { ifOlderThan })) // failed: requested again
    await settled()
  }
  assert.deepEqual(requests, [1, 9, 9, 9])
})

claim('Always, unless a request for the entry is running.', async () => {
  const { api, store, requests, settled } = makeBlog()
  store.dispatch(api.util.prefetch('getPost', 1, { force: true }))
  store.dispatch(api.util.prefetch('getPost', 9, { force: true }))
  await settled()
  store.dispatch(api.util.prefetch('getPost', 1, { force: true }))
  store.dispatch(api.util.prefetch('getPost', 9, { force: true }))
  await settled()
  assert.deepEqual(requests, [1, 9, 1, 9])
})

claim("The two objects are merged key by key, the call's keys over the hook's.", async () => {
  const { api, requests, settled, wrapper } = makeBlog()
  const { result } = renderHook(
    () => ({
      forcing: api.usePrefetch('getPost', { force: true }),
      sixtySeconds: api.usePrefetch('getPost', { ifOlderThan: 60 }),
    }),
    { wrapper },
  )
  result.current.forcing(1)
  await settled()
  result.current.forcing(1, { force: false }) // the call's force: false wins: cached, no request
  result.current.sixtySeconds(1) // younger than 60 s
  await settled()
  assert.deepEqual(requests, [1])
  await wait(5)
  result.current.sixtySeconds(1, { ifOlderThan: 0.001 }) // the call's ifOlderThan wins
  await settled()
  result.current.sixtySeconds(1, { force: true })
  await settled()
  assert.deepEqual(requests, [1, 1, 1])
})

claim('If the merged options contain `force: true`, `ifOlderThan` is ignored.', async () => {
  const { api, store, requests, settled, wrapper } = makeBlog()
  const { result } = renderHook(() => api.usePrefetch('getPost', { force: true }), { wrapper })
  result.current(1)
  await settled()
  // merged: { force: true, ifOlderThan: 60 }
  result.current(1, { ifOlderThan: 60 })
  await settled()
  store.dispatch(api.util.prefetch('getPost', 1, { force: true, ifOlderThan: 60 }))
  await settled()
  assert.deepEqual(requests, [1, 1, 1])
})

claim('callback is asked, as for any request, and can start a request for cached data', async () => {
  let asked = 0
  const { api, store, requests, settled } = makeBlog({ forceRefetch: () => (asked += 1) > 0 })
  store.dispatch(api.util.prefetch('getPost', 1))
  await settled()
  store.dispatch(api.util.prefetch('getPost', 1))
  await settled()
  assert.deepEqual(requests, [1, 1])
  assert.ok(asked >= 2)
})

claim(
  'With `ifOlderThan`, an entry that is not old enough is not requested, whatever that callback says.',
  async () => {
    const { api, store, requests, settled } = makeBlog({ forceRefetch: () => true })
    store.dispatch(api.util.prefetch('getPost', 1))
    await settled()
    store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan: 60 }))
    await settled()
    assert.deepEqual(requests, [1])
    // old enough: requested
    await wait(60)
    store.dispatch(api.util.prefetch('getPost', 1, { ifOlderThan: 0.05 }))
    await settled()
    assert.deepEqual(requests, [1, 1])
  },
)

claim('Without options, each post is fetched at most once while it is cached', async () => {
  const { api, requests, settled, wrapper } = makeBlog()
  const { result } = renderHook(() => api.usePrefetch('getPost'), { wrapper })
  for (let pass = 0; pass < 3; pass++) {
    for (const id of [1, 2, 3]) result.current(id)
    await settled()
  }
  assert.deepEqual(requests, [1, 2, 3])
})

claim('every pass of the pointer sends a request unless the last one is still running', async () => {
  const { api, requests, settled, hold, wrapper } = makeBlog()
  const { result } = renderHook(() => api.usePrefetch('getPost', { force: true }), { wrapper })
  result.current(1)
  await settled()
  result.current(1)
  await settled()
  const release = hold()
  result.current(1)
  result.current(1) // the last one is still running
  release()
  await settled()
  assert.deepEqual(requests, [1, 1, 1])
})

/**
 * Records when an entry leaves the cache: the store tells its subscribers in the dispatch that removes it. Timers run
 * late on a busy machine, so the cases compare these times with lower bounds, which lateness cannot break.
 */
function removalOf(store: { subscribe: (listener: () => void) => () => void }, isCached: () => boolean) {
  const removal: { at?: number } = {}
  const stop = store.subscribe(() => {
    if (removal.at === undefined && !isCached()) {
      removal.at = Date.now()
      stop()
    }
  })
  return removal
}

claim('`keepUnusedDataFor` seconds after its latest request settles (60 by default', async () => {
  assert.equal(makeBlog().store.getState().postsApi.config.keepUnusedDataFor, 60)
  const { api, store, settled, entry, hold } = makeBlog({ keepUnusedDataFor: 0.3 })
  // counted from the answer, not from the prefetch: the requests take 200 ms, and one of them fails
  const release = hold()
  const prefetched = Date.now()
  store.dispatch(api.util.prefetch('getPost', 1))
  store.dispatch(api.util.prefetch('getPost', 9))
  const removals = [1, 9].map((id) => removalOf(store, () => entry(id).status !== 'uninitialized'))
  await wait(200)
  const released = Date.now()
  release()
  await settled()
  assert.equal(entry(1).status, 'fulfilled')
  assert.equal(entry(9).status, 'rejected')
  await waitFor(() => assert.ok(removals.every((removal) => removal.at !== undefined)))
  for (const removal of removals) {
    assert.ok(removal.at! - released >= 295, `removed ${removal.at! - released} ms after the answer`)
    assert.ok(removal.at! - prefetched >= 495)
  }

  // a later prefetch that sends a request starts the countdown again when it settles
  store.dispatch(api.util.prefetch('getPost', 2))
  const removal = removalOf(store, () => entry(2).status !== 'uninitialized')
  await settled()
  await wait(200)
  const refetched = Date.now()
  store.dispatch(api.util.prefetch('getPost', 2, { force: true }))
  await settled()
  await waitFor(() => assert.ok(removal.at !== undefined))
  assert.ok(removal.at! - refetched >= 295, `removed ${removal.at! - refetched} ms after the second request`)
})

interface Release {
  version: string
  configureStore: typeof configureStore
  createApi: typeof createApi
}

// One prefetch of post 1; a prefetch of post 2 and another one 200 ms later, which finds it cached; with
// keepUnusedDataFor 0.3 s. For each entry: removed, removed 300 ms after the second prefetch ("restarted"), or kept.
// The releases are loaded before any of them starts its timers: loading one blocks the process for a while.
async function hoverAgain(versions: string[]) {
  const releases: Release[] = versions.map((version) => ({
    version,
    configureStore: loadRelease<any>(version).configureStore,
    createApi: loadRelease<any>(version, 'query').createApi,
  }))
  return Promise.all(releases.map(hoverAgainWith))
}

async function hoverAgainWith({ version, configureStore, createApi }: Release) {
  let requests = 0
  const api = createApi({
    baseQuery: async () => ({ data: null }),
    keepUnusedDataFor: 0.3,
    endpoints: (build) => ({
      getPost: build.query<Post, number>({
        queryFn: async (id) => {
          requests += 1
          return { data: { id } }
        },
      }),
    }),
  })
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
  const cached = (id: number) => api.endpoints.getPost.select(id)(store.getState()).status !== 'uninitialized'
  // the releases before 2.2.x need the options object
  store.dispatch(api.util.prefetch('getPost', 1, {}))
  store.dispatch(api.util.prefetch('getPost', 2, {}))
  const [once, twice] = [1, 2].map((id) => removalOf(store, () => cached(id)))
  await wait(200)
  const again = Date.now()
  store.dispatch(api.util.prefetch('getPost', 2, {}))
  await wait(1000)
  return {
    version,
    once: once.at === undefined ? 'kept' : 'removed',
    twice: twice.at === undefined ? 'kept' : twice.at - again >= 280 ? 'restarted' : 'removed',
    requests,
  }
}

claim('do not push that time back, since 2.14.0', async () => {
  const result = await hoverAgainWith({ version: '2.14.0', configureStore, createApi })
  assert.deepEqual(result, { version: '2.14.0', once: 'removed', twice: 'removed', requests: 2 })
})

// The releases where the prefetch thunk, initiate or the cache collection changed, around each boundary
claim('From 2.9.2 to 2.13.0, each of them restarted the countdown', async () => {
  for (const result of await hoverAgain(['2.9.2', '2.10.0', '2.13.0'])) {
    assert.deepEqual(result, { version: result.version, once: 'removed', twice: 'restarted', requests: 2 })
  }
})

claim('Before 2.9.2, a prefetch subscribed to the entry and nothing ever released that subscription', async () => {
  const versions = ['2.0.0', '2.1.0', '2.2.6', '2.2.7', '2.3.0', '2.6.0', '2.9.0', '2.9.1']
  for (const result of await hoverAgain(versions)) {
    assert.deepEqual(result, { version: result.version, once: 'kept', twice: 'kept', requests: 2 })
  }
})

claim('When a component subscribes before then, the entry stays for as long as the component is mounted.', async () => {
  const { api, store, settled, entry, wrapper } = makeBlog({ keepUnusedDataFor: 0.3 })
  store.dispatch(api.util.prefetch('getPost', 1))
  await settled()
  await wait(150)
  const { unmount } = renderHook(() => api.useGetPostQuery(1), { wrapper })
  await wait(500)
  assert.equal(entry(1).status, 'fulfilled')
  const removal = removalOf(store, () => entry(1).status !== 'uninitialized')
  const unmounted = Date.now()
  act(() => unmount())
  await waitFor(() => assert.ok(removal.at !== undefined))
  assert.ok(removal.at! - unmounted >= 280, `removed ${removal.at! - unmounted} ms after the unmount`)
})

claim('With `{ subscribe: false }` it adds no subscriber either', async () => {
  const { api, store, entry, subscribers } = makeBlog({ keepUnusedDataFor: 0.2 })
  const result = await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
  assert.deepEqual(result.data, { id: 1 })
  assert.equal(subscribers(1), 0)
  await waitFor(() => assert.equal(entry(1).status, 'uninitialized'))
})

claim('`initiate` by default sends no request for an entry that holds data or is being fetched', async () => {
  const { api, store, requests, settled, hold } = makeBlog()
  const release = hold()
  store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
  store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
  store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false, forceRefetch: true }))
  release()
  await settled()
  await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
  assert.deepEqual(requests, [1])
})

claim('option plays the part of `force` and `ifOlderThan`', async () => {
  const { api, store, requests } = makeBlog()
  const load = (forceRefetch?: boolean | number) =>
    store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false, forceRefetch }))
  await load()
  await load(60) // younger than 60 s
  assert.deepEqual(requests, [1])
  await load(true)
  await wait(60)
  await load(0.05)
  assert.deepEqual(requests, [1, 1, 1])
})

claim('a component that asks for it requests it again', async () => {
  const { api, store, requests, wrapper } = makeBlog()
  await store.dispatch(api.endpoints.getPost.initiate(9, { subscribe: false }))
  const { result } = renderHook(() => api.useGetPostQuery(9), { wrapper })
  await waitFor(() => assert.equal(result.current.isError, true))
  assert.deepEqual(requests, [9, 9])
  assert.deepEqual(result.current.error, { status: 404, data: { error: 'Post 9 not found' } })
})
