import '../../../page-tests/setup/dom'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { mock, type TestContext } from 'node:test'
import { createElement, type ReactNode } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery, setupListeners } from '@reduxjs/toolkit/query/react'
import ts from 'typescript'
import { claimsOf } from '../../claim'
import { loadRelease, packedPackage } from '../../releases'
import { holdRequests, recordRequests } from '../../../page-tests/setup/fake-api'

const claim = claimsOf(__filename)

// Each case builds its own API slice and store on the fake posts API (the page's `getPosts` and `getPost`, with
// tags, and a mutation that invalidates one post), so that timers and subscriptions of one case do not reach the
// next. Stores that listen to window events stop listening when their case ends.
interface Post {
  id: number
  title: string
  body: string
}

interface ApiOptions {
  keepUnusedDataFor?: number
  refetchOnMountOrArgChange?: boolean | number
  refetchOnFocus?: boolean
  refetchOnReconnect?: boolean
  postKeepUnusedDataFor?: number
  extractRehydrationInfo?: (action: UnknownAction, api: { reducerPath: string }) => any
}

function makePostsApi({ postKeepUnusedDataFor, ...options }: ApiOptions = {}) {
  return createApi({
    reducerPath: 'postsApi',
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    tagTypes: ['Post'],
    ...options,
    endpoints: (build) => ({
      getPosts: build.query<Post[], void>({
        query: () => 'posts',
        providesTags: ['Post'],
      }),
      getPost: build.query<Post, number>({
        query: (id) => `posts/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Post', id }],
        ...(postKeepUnusedDataFor === undefined ? {} : { keepUnusedDataFor: postKeepUnusedDataFor }),
      }),
      // Changes nothing on the server (an empty PATCH); it only invalidates the post's tag
      touchPost: build.mutation<Post, number>({
        query: (id) => ({ url: `posts/${id}`, method: 'PATCH', body: {} }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Post', id }],
      }),
    }),
  })
}
type PostsApi = ReturnType<typeof makePostsApi>

function setup(t: TestContext, options: ApiOptions = {}, { listeners = false } = {}) {
  const api = makePostsApi(options)
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
  const stopListening = listeners ? setupListeners(store.dispatch) : () => {}
  t.after(stopListening)
  // Stops this store's removal timers and running requests when the case ends
  t.after(() => store.dispatch(api.util.resetApiState()))
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
  const keys = () => Object.keys(store.getState().postsApi.queries)
  // The middleware's own count of an entry's subscribers (what the timer and the window events read)
  const subscribers = (key: string) =>
    (
      store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
        getSubscriptionCount: (queryCacheKey: string) => number
      }
    ).getSubscriptionCount(key)
  return { api, store, wrapper, keys, subscribers, stopListening }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// Renders hooks, then lets the requests they start reach the fake API
const settle = () => act(() => wait(60))
const titleOf = (post: Post | undefined) => post?.title ?? 'none'
const flags = (result: { isLoading: boolean; isFetching: boolean; isError: boolean }) =>
  `isLoading ${result.isLoading}, isFetching ${result.isFetching}, isError ${result.isError}`

// ---- Cache entries and subscribers

claim("every mounted component that calls the query's hook (without `skip`) is a subscriber", async (t) => {
  const { api, wrapper, subscribers } = setup(t)
  const requests = recordRequests()
  const hooks = renderHook(
    () => [
      api.endpoints.getPost.useQuery(1),
      api.endpoints.getPost.useQuery(1),
      api.endpoints.getPost.useQuery(1, { skip: true }),
    ],
    { wrapper },
  )
  await waitFor(() => assert.equal(hooks.result.current[0].isSuccess, true))
  assert.equal(subscribers('getPost(1)'), 2)
  assert.deepEqual(requests, ['GET /posts/1'])
  hooks.unmount()
  assert.equal(subscribers('getPost(1)'), 0)
})

claim('While an entry holds data, a new subscriber gets it without a request.', async (t) => {
  const { api, wrapper } = setup(t)
  const requests = recordRequests()
  const first = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
  await waitFor(() => assert.equal(first.result.current.isSuccess, true))
  // A component that mounts later has the post in its first render, and asks for nothing
  const later = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
  assert.equal(later.result.current.data?.title, 'Hello Redux Toolkit')
  assert.equal(later.result.current.isFetching, false)
  await settle()
  assert.deepEqual(requests, ['GET /posts/1'])
})

claim('the entry stays for `keepUnusedDataFor` seconds (60 by default) and is then removed', async (t) => {
  const { api, store, keys } = setup(t)
  assert.equal(store.getState().postsApi.config.keepUnusedDataFor, 60)
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscription
  t.mock.timers.enable({ apis: ['setTimeout'] })
  subscription.unsubscribe()
  t.mock.timers.tick(59_999)
  assert.deepEqual(keys(), ['getPost(1)'])
  t.mock.timers.tick(1)
  assert.deepEqual(keys(), [])
})

claim('moves its subscription when the argument changes, and unsubscribes when the component unmounts', async (t) => {
  const { api, wrapper, subscribers } = setup(t)
  const hook = renderHook(({ id }) => api.endpoints.getPost.useQuery(id), { wrapper, initialProps: { id: 1 } })
  await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
  assert.equal(subscribers('getPost(1)'), 1)
  hook.rerender({ id: 2 })
  await waitFor(() => assert.equal(hook.result.current.currentData?.id, 2))
  assert.equal(subscribers('getPost(1)'), 0)
  assert.equal(subscribers('getPost(2)'), 1)
  hook.unmount()
  assert.equal(subscribers('getPost(2)'), 0)
})

claim('each `dispatch(endpoint.initiate(arg))` is a subscriber until you call `unsubscribe()`', async (t) => {
  const { api, store, subscribers } = setup(t)
  const first = store.dispatch(api.endpoints.getPost.initiate(1))
  await first
  // A second call for the cached entry sends nothing, and is a subscriber too
  const second = store.dispatch(api.endpoints.getPost.initiate(1))
  await second
  assert.equal(subscribers('getPost(1)'), 2)
  first.unsubscribe()
  assert.equal(subscribers('getPost(1)'), 1)
  second.unsubscribe()
  assert.equal(subscribers('getPost(1)'), 0)
})

claim('unless you pass `subscribe: false`', async (t) => {
  const { api, store, subscribers } = setup(t)
  const requests = recordRequests()
  const result = await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
  assert.equal(result.data?.id, 1)
  assert.equal(subscribers('getPost(1)'), 0)
  assert.deepEqual(requests, ['GET /posts/1'])
})

claim(
  'An entry that never had a subscriber (from a prefetch, `initiate(arg, { subscribe: false })` or an upsert) gets the same timer when its request settles',
  async (t) => {
    const { api, store, keys } = setup(t, { keepUnusedDataFor: 0.5 })
    // post 1 answers only when released: its entry waits for the answer before the timer starts
    const { release } = holdRequests('get', 'https://api.example.com/posts/1')
    store.dispatch(api.util.prefetch('getPost', 1, { force: true }))
    store.dispatch(api.endpoints.getPost.initiate(2, { subscribe: false }))
    store.dispatch(api.util.upsertQueryData('getPost', 3, { id: 3, title: 'Upserted', body: '' }))
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getPost', arg: 4, value: { id: 4, title: 'Entry', body: '' } }]))
    // a request that fails settles too
    store.dispatch(api.endpoints.getPost.initiate(9, { subscribe: false }))
    await wait(100)
    assert.deepEqual(keys().sort(), ['getPost(1)', 'getPost(2)', 'getPost(3)', 'getPost(4)', 'getPost(9)'])
    await wait(550)
    // 0.5 s after each settled; post 1 is still waiting for its answer
    assert.deepEqual(keys(), ['getPost(1)'])
    release()
    await wait(100)
    assert.deepEqual(keys(), ['getPost(1)'])
    assert.equal(store.getState().postsApi.queries['getPost(1)']?.status, 'fulfilled')
    await wait(550)
    assert.deepEqual(keys(), [])
  },
)

claim(
  'since 2.2.2; from 2.0.0 to 2.2.1, such an entry stayed until something removed it. A prefetch gets the timer since 2.9.2: before, it subscribed to the entry for good',
  async () => {
    // The same entries on published releases (queryFn endpoints, no network): which are left 0.3 s after they settled
    const leftAfterTimer = async (version?: string) => {
      type Core = typeof import('@reduxjs/toolkit')
      type Query = typeof import('@reduxjs/toolkit/query')
      const { configureStore: configure } = version ? loadRelease<Core>(version) : await import('@reduxjs/toolkit')
      const query = version ? loadRelease<Query>(version, 'query') : await import('@reduxjs/toolkit/query')
      const api = query.createApi({
        baseQuery: query.fakeBaseQuery<string>(),
        keepUnusedDataFor: 0.1,
        endpoints: (build) => ({
          getPost: build.query<number, number>({ queryFn: async (id) => (id === 9 ? { error: 'missing' } : { data: id }) }),
        }),
      })
      const store = configure({
        reducer: { [api.reducerPath]: api.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      })
      store.dispatch(api.util.prefetch('getPost', 1, { force: true }))
      store.dispatch(api.endpoints.getPost.initiate(2, { subscribe: false }))
      store.dispatch(api.util.upsertQueryData('getPost', 3, 3))
      store.dispatch(api.endpoints.getPost.initiate(9, { subscribe: false }))
      await wait(50)
      assert.deepEqual(Object.keys(store.getState().api.queries), ['getPost(1)', 'getPost(2)', 'getPost(3)', 'getPost(9)'])
      await wait(250)
      const left = Object.keys(store.getState().api.queries)
      const selectors = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
        getSubscriptionCount: (queryCacheKey: string) => number
      }
      prefetchSubscribers.set(version ?? 'pinned', selectors.getSubscriptionCount('getPost(1)'))
      store.dispatch(api.util.resetApiState())
      return left
    }
    const prefetchSubscribers = new Map<string, number>()
    const all = ['getPost(1)', 'getPost(2)', 'getPost(3)', 'getPost(9)']
    assert.deepEqual(await leftAfterTimer('2.0.0'), all)
    assert.deepEqual(await leftAfterTimer('2.2.1'), all)
    assert.deepEqual(await leftAfterTimer('2.2.2'), ['getPost(1)'])
    assert.deepEqual(await leftAfterTimer('2.9.1'), ['getPost(1)'])
    assert.deepEqual(await leftAfterTimer('2.9.2'), [])
    assert.deepEqual(await leftAfterTimer(), [])
    // The prefetch was a subscriber of its entry up to 2.9.1
    assert.equal(prefetchSubscribers.get('2.9.1'), 1)
    assert.equal(prefetchSubscribers.get('2.9.2'), 0)
    assert.equal(prefetchSubscribers.get('pinned'), 0)
  },
)

claim('removes every entry, subscribed or not', async (t) => {
  const { api, store, keys } = setup(t)
  const subscribed = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscribed
  await store.dispatch(api.endpoints.getPost.initiate(2, { subscribe: false }))
  assert.deepEqual(keys(), ['getPost(1)', 'getPost(2)'])
  store.dispatch(api.util.resetApiState())
  assert.deepEqual(keys(), [])
})

// ---- How long unused data stays

claim('Set it on `createApi` for every endpoint, or on one endpoint, which wins for that endpoint', async (t) => {
  for (const [apiWide, endpoint] of [
    [0.1, 0.6],
    [0.6, 0.1],
  ]) {
    const { api, store, keys } = setup(t, { keepUnusedDataFor: apiWide, postKeepUnusedDataFor: endpoint })
    const post = store.dispatch(api.endpoints.getPost.initiate(1))
    const list = store.dispatch(api.endpoints.getPosts.initiate())
    await Promise.all([post, list])
    post.unsubscribe()
    list.unsubscribe()
    await wait(300)
    // after 0.3 s, only the entry with 0.6 s is left
    assert.deepEqual(keys(), apiWide < endpoint ? ['getPost(1)'] : ['getPosts(undefined)'])
    await wait(400)
    assert.deepEqual(keys(), [])
  }
})

claim('`0` removes the entry as soon as its last subscriber leaves (in a zero-delay timer). Negative values count as `0`.', async (t) => {
  for (const keepUnusedDataFor of [0, -5]) {
    const { api, store, keys } = setup(t, { keepUnusedDataFor })
    const first = store.dispatch(api.endpoints.getPost.initiate(1))
    const second = store.dispatch(api.endpoints.getPost.initiate(1))
    await Promise.all([first, second])
    first.unsubscribe()
    await wait(10)
    assert.deepEqual(keys(), ['getPost(1)'])
    second.unsubscribe()
    // still there right after: the removal waits for a timer
    assert.deepEqual(keys(), ['getPost(1)'])
    await wait(0)
    assert.deepEqual(keys(), [])
  }
})

claim('`Infinity` keeps unused entries until the page reloads, or until something removes them', async (t) => {
  const { api, store, keys } = setup(t, { keepUnusedDataFor: Infinity })
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscription
  t.mock.timers.enable({ apis: ['setTimeout'] })
  subscription.unsubscribe()
  t.mock.timers.tick(30 * 24 * 3600 * 1000)
  t.mock.timers.reset()
  assert.deepEqual(keys(), ['getPost(1)'])
  store.dispatch(api.util.resetApiState())
  assert.deepEqual(keys(), [])
})

claim('a mutation that invalidates one of their tags (an unused entry is removed rather than refetched)', async (t) => {
  const { api, store, keys } = setup(t, { keepUnusedDataFor: Infinity })
  const requests = recordRequests()
  const unused = store.dispatch(api.endpoints.getPost.initiate(1))
  const used = store.dispatch(api.endpoints.getPost.initiate(2))
  await Promise.all([unused, used])
  unused.unsubscribe()
  await store.dispatch(api.endpoints.touchPost.initiate(1))
  await store.dispatch(api.endpoints.touchPost.initiate(2))
  await wait(50)
  // post 1 (unused) is gone without a request; post 2 (used) was refetched
  assert.deepEqual(keys(), ['getPost(2)'])
  assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/2', 'PATCH /posts/1', 'PATCH /posts/2', 'GET /posts/2'])
})

claim(
  'or a focus or reconnect event when the matching `createApi` option is `true`, except for entries that only `upsertQueryEntries` or a rehydration put in the cache',
  async (t) => {
    for (const [option, event] of [
      ['refetchOnFocus', 'focus'],
      ['refetchOnReconnect', 'online'],
    ] as const) {
      for (const value of [true, false]) {
        const { api, store, keys } = setup(
          t,
          {
            keepUnusedDataFor: Infinity,
            [option]: value,
            extractRehydrationInfo: (action, { reducerPath }) =>
              action.type === 'test/rehydrate' ? (action.payload as any)[reducerPath] : undefined,
          },
          { listeners: true },
        )
        // A saved state with post 5 in it, as another session would have left it
        const other = setup(t)
        await other.store.dispatch(other.api.endpoints.getPost.initiate(5))
        store.dispatch({ type: 'test/rehydrate', payload: JSON.parse(JSON.stringify(other.store.getState())) })

        const requests = recordRequests()
        const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
        await subscription
        subscription.unsubscribe()
        await store.dispatch(api.endpoints.getPost.initiate(2, { subscribe: false }))
        await store.dispatch(api.util.upsertQueryData('getPost', 3, { id: 3, title: 'Upserted', body: '' }))
        store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getPost', arg: 4, value: { id: 4, title: 'Entry', body: '' } }]))
        assert.deepEqual(keys().sort(), ['getPost(1)', 'getPost(2)', 'getPost(3)', 'getPost(4)', 'getPost(5)'])

        window.dispatchEvent(new Event(event))
        await wait(50)
        assert.deepEqual(keys().sort(), value ? ['getPost(4)', 'getPost(5)'] : ['getPost(1)', 'getPost(2)', 'getPost(3)', 'getPost(4)', 'getPost(5)'])
        // removed, not refetched
        assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/2'])
      }
    }
  },
)

claim('The largest delay is 2,147,482 seconds (about 24.8 days)', async (t) => {
  const delays: number[] = []
  const realSetTimeout = globalThis.setTimeout
  // Records every delay RTK Query asks for, and lets the timers run as usual
  t.mock.method(globalThis, 'setTimeout', ((callback: () => void, ms?: number) => {
    delays.push(ms ?? 0)
    return realSetTimeout(callback, ms)
  }) as typeof setTimeout)
  for (const [keepUnusedDataFor, expected] of [
    [2_147_482, 2_147_482_000],
    [2_147_483, 2_147_482_647],
    [10 ** 9, 2_147_482_647],
  ]) {
    const { api, store, keys } = setup(t, { keepUnusedDataFor })
    const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
    await subscription
    delays.length = 0
    subscription.unsubscribe()
    assert.deepEqual(delays, [expected], `keepUnusedDataFor ${keepUnusedDataFor}`)
    // An uncapped delay above 2,147,483,647 ms would fire at once
    await wait(20)
    assert.deepEqual(keys(), ['getPost(1)'])
    assert.ok(expected / 1000 / 86_400 > 24.8 && expected / 1000 / 86_400 < 24.9)
  }
})

claim('A larger finite value is capped to it.', async (t) => {
  const warnings: string[] = []
  const onWarning = (warning: Error) => warnings.push(warning.name)
  process.on('warning', onWarning)
  t.after(() => process.off('warning', onWarning))
  const { api, store, keys } = setup(t, { keepUnusedDataFor: 10 ** 9 })
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscription
  subscription.unsubscribe()
  await wait(50)
  assert.deepEqual(keys(), ['getPost(1)'])
  // Node warns about a timer delay it cannot store (TimeoutOverflowWarning): RTK Query never asks for one
  assert.deepEqual(warnings, [])
})

// ---- The loading state after a removal, and an argument that changes

claim('a component that mounts shows its loading state again (`isLoading`), not the old data', async (t) => {
  const { api, wrapper, keys } = setup(t, { keepUnusedDataFor: 0.05 })
  const requests = recordRequests()
  const first = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
  await waitFor(() => assert.equal(first.result.current.isSuccess, true))
  first.unmount()
  await wait(100)
  assert.deepEqual(keys(), [])
  const again = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
  assert.equal(again.result.current.isLoading, true)
  assert.equal(again.result.current.data, undefined)
  await waitFor(() => assert.equal(again.result.current.isSuccess, true))
  assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1'])
})

claim(
  "the hook keeps returning the previous argument's `data`, with `isLoading` `false` and `isFetching` `true`, until the new answer arrives; if that answer is an error, `data` stays the previous argument's",
  async (t) => {
    const { api, wrapper } = setup(t)
    const hook = renderHook(({ id }) => api.endpoints.getPost.useQuery(id), { wrapper, initialProps: { id: 1 } })
    await waitFor(() => assert.equal(hook.result.current.isSuccess, true))

    const { release } = holdRequests('get', 'https://api.example.com/posts/2')
    hook.rerender({ id: 2 })
    await settle()
    assert.equal(titleOf(hook.result.current.data), 'Hello Redux Toolkit')
    assert.equal(hook.result.current.currentData, undefined)
    assert.equal(flags(hook.result.current), 'isLoading false, isFetching true, isError false')
    release()
    await waitFor(() => assert.equal(hook.result.current.isFetching, false))
    assert.equal(titleOf(hook.result.current.data), 'Fetching with RTK Query')
    assert.equal(titleOf(hook.result.current.currentData), 'Fetching with RTK Query')

    // post 9 does not exist: after the 404, `data` is still post 2
    const missing = holdRequests('get', 'https://api.example.com/posts/9')
    hook.rerender({ id: 9 })
    await settle()
    assert.equal(flags(hook.result.current), 'isLoading false, isFetching true, isError false')
    missing.release()
    await waitFor(() => assert.equal(hook.result.current.isFetching, false))
    assert.equal(flags(hook.result.current), 'isLoading false, isFetching false, isError true')
    assert.equal(titleOf(hook.result.current.data), 'Fetching with RTK Query')
    assert.equal(hook.result.current.currentData, undefined)
  },
)

claim("with `data`, picking post 2 in the list while post 1 is open would show post 1's title and body", async (t) => {
  const { api, wrapper } = setup(t)
  // PostDetails as the page shows it, but reading `data` instead of `currentData`
  function PostDetailsWithData({ id }: { id: number }) {
    const { data: post, isFetching } = api.endpoints.getPost.useQuery(id, { refetchOnMountOrArgChange: 30 })
    if (!post) return isFetching ? createElement('p', null, 'Loading post...') : null
    return createElement(
      'article',
      null,
      createElement('h2', null, post.title),
      createElement('p', null, post.body),
      isFetching && createElement('p', null, 'Refreshing...'),
    )
  }
  const view = render(createElement(PostDetailsWithData, { id: 1 }), { wrapper })
  await screen.findByRole('heading', { name: 'Hello Redux Toolkit' })
  const { release } = holdRequests('get', 'https://api.example.com/posts/2')
  view.rerender(createElement(PostDetailsWithData, { id: 2 }))
  await settle()
  assert.ok(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }))
  assert.ok(screen.getByText('A first post about slices.'))
  assert.ok(screen.getByText('Refreshing...'))
  assert.equal(screen.queryByText('Loading post...'), null)
  release()
  await screen.findByRole('heading', { name: 'Fetching with RTK Query' })
})

// ---- Refetching when a component mounts

claim('mounting a component causes no request when the entry holds data', async (t) => {
  const { api, wrapper } = setup(t)
  const requests = recordRequests()
  const first = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
  await waitFor(() => assert.equal(first.result.current.isSuccess, true))
  first.unmount()
  // The data is now a day old (only Date moves; the entry's 60 s timer does not run)
  t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 24 * 3600 * 1000 })
  const later = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
  assert.equal(titleOf(later.result.current.data), 'Hello Redux Toolkit')
  await settle()
  assert.equal(later.result.current.isFetching, false)
  assert.deepEqual(requests, ['GET /posts/1'])
})

claim('`true`: refetch every time a subscriber is added, that is each time a component mounts or its hook gets a new argument', async (t) => {
  const { api, wrapper } = setup(t)
  const requests = recordRequests()
  const first = renderHook(({ id }) => api.endpoints.getPost.useQuery(id, { refetchOnMountOrArgChange: true }), {
    wrapper,
    initialProps: { id: 1 },
  })
  await waitFor(() => assert.equal(first.result.current.isSuccess, true))
  // A second component mounts: it shows the cached post while the request runs
  const { release } = holdRequests('get', 'https://api.example.com/posts/1')
  const second = renderHook(() => api.endpoints.getPost.useQuery(1, { refetchOnMountOrArgChange: true }), { wrapper })
  await settle()
  assert.equal(titleOf(second.result.current.data), 'Hello Redux Toolkit')
  assert.equal(flags(second.result.current), 'isLoading false, isFetching true, isError false')
  release()
  await waitFor(() => assert.equal(second.result.current.isFetching, false))
  // The first hook goes to post 2, then back to the cached post 1: each new argument is a request
  first.rerender({ id: 2 })
  await waitFor(() => assert.equal(first.result.current.currentData?.id, 2))
  first.rerender({ id: 1 })
  await waitFor(() => assert.equal(first.result.current.isFetching, false))
  assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1', 'GET /posts/2', 'GET /posts/1'])
})

claim('or as a hook option (or `forceRefetch` of `initiate`) for one subscriber, which wins', async (t) => {
  for (const [apiWide, hookOption, refetches] of [
    [true, false, false],
    [false, true, true],
    [true, undefined, true],
  ] as const) {
    const { api, store, wrapper } = setup(t, { refetchOnMountOrArgChange: apiWide })
    await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
    const requests = recordRequests()
    renderHook(() => api.endpoints.getPost.useQuery(1, { refetchOnMountOrArgChange: hookOption }), { wrapper })
    await settle()
    assert.deepEqual(requests, refetches ? ['GET /posts/1'] : [], `createApi ${apiWide}, hook ${hookOption}`)
  }
})

claim('It never prevents a first request: an entry without data is always fetched.', async (t) => {
  const { api, store, wrapper } = setup(t)
  const requests = recordRequests()
  await store.dispatch(api.endpoints.getPost.initiate(1, { forceRefetch: false, subscribe: false }))
  renderHook(() => api.endpoints.getPost.useQuery(2, { refetchOnMountOrArgChange: false }), { wrapper })
  await settle()
  // An entry that failed has no data: a new subscriber fetches it again
  await store.dispatch(api.endpoints.getPost.initiate(9, { subscribe: false }))
  await store.dispatch(api.endpoints.getPost.initiate(9, { forceRefetch: false, subscribe: false }))
  assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/2', 'GET /posts/9', 'GET /posts/9'])
})

claim('The age is counted from the last successful response, not from the last request.', async (t) => {
  const { api, store } = setup(t, { refetchOnMountOrArgChange: 0.5 })
  const requests = recordRequests()
  // The answer takes 0.5 s: 0.05 s after it, the data is 0.55 s past the request but 0.05 s old
  const { release } = holdRequests('get', 'https://api.example.com/posts/1')
  const first = store.dispatch(api.endpoints.getPost.initiate(1))
  await wait(500)
  release()
  await first
  await wait(50)
  await store.dispatch(api.endpoints.getPost.initiate(1))
  assert.equal(requests.length, 1)
  // A failed refetch does not make the data younger
  const refetching = holdRequests('get', 'https://api.example.com/posts/1', () => Response.json({ error: 'x' }, { status: 500 }))
  const failed = first.refetch()
  await wait(20)
  refetching.release()
  await failed
  assert.equal(store.getState().postsApi.queries['getPost(1)']?.status, 'rejected')
  await wait(450)
  // 0.5 s after the last success, 0.45 s after the failure: refetched
  await store.dispatch(api.endpoints.getPost.initiate(1))
  assert.equal(requests.length, 3)
})

claim('A request that is already running for the entry is never started twice, forced or not.', async (t) => {
  const { api, store } = setup(t)
  const requests = recordRequests()
  const { release } = holdRequests('get', 'https://api.example.com/posts/1')
  const first = store.dispatch(api.endpoints.getPost.initiate(1))
  await wait(20)
  const forced = store.dispatch(api.endpoints.getPost.initiate(1, { forceRefetch: true }))
  const refetched = first.refetch()
  await wait(20)
  release()
  const results = await Promise.all([first, forced, refetched])
  assert.deepEqual(
    results.map((result) => result.data?.id),
    [1, 1, 1],
  )
  assert.deepEqual(requests, ['GET /posts/1'])
})

// ---- Refetching on focus and on reconnect

claim('Both default to `false`', async (t) => {
  const { api, store } = setup(t, {}, { listeners: true })
  assert.equal(store.getState().postsApi.config.refetchOnFocus, false)
  assert.equal(store.getState().postsApi.config.refetchOnReconnect, false)
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscription
  const requests = recordRequests()
  window.dispatchEvent(new Event('focus'))
  window.dispatchEvent(new Event('online'))
  await wait(50)
  assert.deepEqual(requests, [])
  subscription.unsubscribe()
})

claim(
  "which turns the window's `focus`, `visibilitychange`, `online` and `offline` events into actions. Without it, the options type-check and do nothing.",
  async (t) => {
    for (const listening of [true, false]) {
      const { api, store, stopListening } = setup(
        t,
        { refetchOnFocus: true, refetchOnReconnect: true },
        { listeners: listening },
      )
      const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
      await subscription
      const requests = recordRequests()
      // The config's `focused` and `online` flags, each time one of the actions changes them
      const configFlags = () => {
        const { focused, online } = store.getState().postsApi.config
        return `focused ${focused}, online ${online}`
      }
      const seen = [configFlags()]
      const stopRecording = store.subscribe(() => {
        if (seen.at(-1) !== configFlags()) seen.push(configFlags())
      })
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      window.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('offline'))
      await wait(50)
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      window.dispatchEvent(new Event('visibilitychange'))
      await wait(50)
      window.dispatchEvent(new Event('focus'))
      await wait(50)
      window.dispatchEvent(new Event('online'))
      await wait(50)
      stopRecording()
      stopListening()
      subscription.unsubscribe()
      if (listening) {
        assert.deepEqual(seen, [
          'focused true, online true',
          'focused false, online true',
          'focused false, online false',
          'focused true, online false',
          'focused true, online true',
        ])
        // becoming visible, focus and online: one refetch each
        assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1', 'GET /posts/1'])
      } else {
        assert.deepEqual(seen, ['focused true, online true'])
        assert.deepEqual(requests, [])
      }
    }
  },
)

claim(
  'RTK Query refetches every cache entry that has at least one subscriber and has been requested before, if the option applies to it',
  async (t) => {
    const { api, store } = setup(t, { refetchOnFocus: true }, { listeners: true })
    const used = store.dispatch(api.endpoints.getPost.initiate(1))
    const list = store.dispatch(api.endpoints.getPosts.initiate())
    await Promise.all([used, list])
    const requests = recordRequests()
    window.dispatchEvent(new Event('focus'))
    await wait(50)
    assert.deepEqual(requests.sort(), ['GET /posts', 'GET /posts/1'])
    used.unsubscribe()
    list.unsubscribe()
  },
)

claim("Set as a hook option (`PostsList`'s `refetchOnFocus: true`), it applies to that subscriber's entry.", async (t) => {
  const { api, wrapper } = setup(t, {}, { listeners: true })
  const hooks = renderHook(
    () => [api.endpoints.getPosts.useQuery(undefined, { refetchOnFocus: true }), api.endpoints.getPost.useQuery(1)],
    { wrapper },
  )
  await waitFor(() => assert.equal(hooks.result.current.every((result) => result.isSuccess), true))
  const requests = recordRequests()
  window.dispatchEvent(new Event('focus'))
  await settle()
  assert.deepEqual(requests, ['GET /posts'])
})

claim(
  'An entry refetches when any of its subscribers sets `true`; the `createApi` option counts only when none of its subscribers sets a value.',
  async (t) => {
    for (const [apiWide, first, second, refetches] of [
      [false, true, undefined, true],
      [false, true, false, true],
      [true, false, undefined, false],
      [true, undefined, undefined, true],
      [false, undefined, undefined, false],
    ] as const) {
      const { api, store } = setup(t, { refetchOnFocus: apiWide }, { listeners: true })
      const subscriptions = [first, second].map((refetchOnFocus) =>
        store.dispatch(api.endpoints.getPost.initiate(1, { subscriptionOptions: { refetchOnFocus } })),
      )
      await Promise.all(subscriptions)
      const requests = recordRequests()
      window.dispatchEvent(new Event('focus'))
      await wait(50)
      assert.deepEqual(requests, refetches ? ['GET /posts/1'] : [], `createApi ${apiWide}, subscribers ${first}, ${second}`)
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  },
)

claim(
  'is removed instead of refetched when the `createApi` option is `true`, so the next subscriber fetches fresh data',
  async (t) => {
    for (const [apiWide, hookOption] of [
      [true, undefined],
      [false, true],
    ] as const) {
      const { api, store, wrapper, keys } = setup(t, { refetchOnReconnect: apiWide }, { listeners: true })
      const hook = renderHook(() => api.endpoints.getPost.useQuery(1, { refetchOnReconnect: hookOption }), { wrapper })
      await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
      hook.unmount()
      const requests = recordRequests()
      window.dispatchEvent(new Event('online'))
      await wait(50)
      // Removed only by the createApi option: a hook option left with its component
      assert.deepEqual(keys(), apiWide ? [] : ['getPost(1)'])
      assert.deepEqual(requests, [])
      await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
      assert.deepEqual(requests, apiWide ? ['GET /posts/1'] : [])
    }
  },
)

claim('Entries that only `upsertQueryEntries` or a rehydration put in the cache are not removed this way.', async (t) => {
  // The same case as the `Infinity` one, with the default 60 s
  const { api, store, keys } = setup(
    t,
    {
      refetchOnReconnect: true,
      extractRehydrationInfo: (action, { reducerPath }) =>
        action.type === 'test/rehydrate' ? (action.payload as any)[reducerPath] : undefined,
    },
    { listeners: true },
  )
  const other = setup(t)
  await other.store.dispatch(other.api.endpoints.getPost.initiate(5))
  store.dispatch({ type: 'test/rehydrate', payload: JSON.parse(JSON.stringify(other.store.getState())) })
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getPost', arg: 4, value: { id: 4, title: 'Entry', body: '' } }]))
  await store.dispatch(api.endpoints.getPost.initiate(2, { subscribe: false }))
  window.dispatchEvent(new Event('online'))
  await wait(50)
  assert.deepEqual(keys().sort(), ['getPost(4)', 'getPost(5)'])
})

claim("`initiate`'s `subscriptionOptions`", async (t) => {
  const { api, store } = setup(t, {}, { listeners: true })
  const subscription = store.dispatch(
    api.endpoints.getPost.initiate(1, { subscriptionOptions: { refetchOnFocus: true, refetchOnReconnect: true } }),
  )
  await subscription
  const requests = recordRequests()
  window.dispatchEvent(new Event('focus'))
  await wait(50)
  window.dispatchEvent(new Event('online'))
  await wait(50)
  assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1'])
  subscription.unsubscribe()
})

claim('pass a custom handler to `setupListeners` that dispatches the same actions from your own signals', async (t) => {
  const { api, store } = setup(t, { refetchOnFocus: true })
  // An app-state emitter of our own, in place of the window's events
  const appState = new EventTarget()
  const stop = setupListeners(store.dispatch, (dispatch, { onFocus, onFocusLost }) => {
    const onChange = (event: Event) => dispatch((event as CustomEvent<string>).detail === 'active' ? onFocus() : onFocusLost())
    appState.addEventListener('change', onChange)
    return () => appState.removeEventListener('change', onChange)
  })
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscription
  const requests = recordRequests()
  appState.dispatchEvent(new CustomEvent('change', { detail: 'background' }))
  appState.dispatchEvent(new CustomEvent('change', { detail: 'active' }))
  await wait(50)
  assert.deepEqual(requests, ['GET /posts/1'])
  stop()
  subscription.unsubscribe()
})

// ---- Other things that refetch

claim('and polling (see [Polling](./polling.md))', async (t) => {
  const { api, store } = setup(t)
  const requests = recordRequests()
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1, { subscriptionOptions: { pollingInterval: 100 } }))
  await wait(350)
  subscription.unsubscribe()
  // the first request, then one about every 0.1 s
  assert.ok(requests.length >= 3, String(requests))
  assert.ok(requests.every((request) => request === 'GET /posts/1'))
})

claim('a mutation that invalidates a tag the query provides', async (t) => {
  const { api, store } = setup(t)
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscription
  const requests = recordRequests()
  await store.dispatch(api.endpoints.touchPost.initiate(1))
  await wait(50)
  assert.deepEqual(requests, ['PATCH /posts/1', 'GET /posts/1'])
  subscription.unsubscribe()
})

claim("And a component can call `refetch()` from its hook's result, except while the hook is skipped, when it throws", async (t) => {
  const { api, wrapper } = setup(t)
  const requests = recordRequests()
  const hook = renderHook(({ skip }) => api.endpoints.getPost.useQuery(1, { skip }), {
    wrapper,
    initialProps: { skip: true },
  })
  assert.throws(() => hook.result.current.refetch(), { message: 'Cannot refetch a query that has not been started yet.' })
  hook.rerender({ skip: false })
  await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
  const refetched = await act(() => hook.result.current.refetch())
  assert.equal(refetched.data?.id, 1)
  assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1'])
})

// ---- Persisting and rehydrating

// Two sessions of one API slice on queryFn endpoints that answer when the case says so: `saveSession` fetches
// posts 1 (success) and 9 (failure), starts post 2 (never answered), runs three mutations and returns the state
// as a persisted JSON string would give it back.
function makeSessionApi(options: { keepUnusedDataFor?: number; withRehydration?: boolean } = {}) {
  const { withRehydration = true, ...rest } = options
  const requests: string[] = []
  const api = createApi({
    reducerPath: 'postsApi',
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    tagTypes: ['Post'],
    ...rest,
    extractRehydrationInfo: withRehydration
      ? (action, { reducerPath }) =>
          action.type === 'persist/REHYDRATE' ? (action.payload as Record<string, any> | undefined)?.[reducerPath] : undefined
      : undefined,
    endpoints: (build) => ({
      getPost: build.query<{ id: number }, number>({
        queryFn: (id) => {
          requests.push(`getPost ${id}`)
          if (id === 2) return new Promise(() => {})
          return id === 9 ? { error: { status: 404, data: 'missing' } } : { data: { id } }
        },
        providesTags: (_result, _error, id) => [{ type: 'Post', id }],
      }),
      savePost: build.mutation<{ id: number }, number>({
        queryFn: (id) => (id === 2 ? new Promise(() => {}) : { data: { id } }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Post', id }],
      }),
    }),
  })
  const makeStore = () =>
    configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
  return { api, requests, makeStore }
}

async function saveSession(t: TestContext, { withSubscriptions = false } = {}) {
  const { api, makeStore } = makeSessionApi()
  const store = makeStore()
  t.after(() => store.dispatch(api.util.resetApiState()))
  await store.dispatch(api.endpoints.getPost.initiate(1))
  await store.dispatch(api.endpoints.getPost.initiate(9))
  store.dispatch(api.endpoints.getPost.initiate(2))
  await store.dispatch(api.endpoints.savePost.initiate(1, { fixedCacheKey: 'saved' }))
  await store.dispatch(api.endpoints.savePost.initiate(3))
  store.dispatch(api.endpoints.savePost.initiate(2, { fixedCacheKey: 'saving' }))
  // The subscriptions reach the state after at most 0.5 s
  await wait(withSubscriptions ? 600 : 20)
  return JSON.parse(JSON.stringify(store.getState())) as ReturnType<typeof store.getState>
}

function secondSession(t: TestContext, options: { keepUnusedDataFor?: number } = {}) {
  const session = makeSessionApi(options)
  const store = session.makeStore()
  t.after(() => store.dispatch(session.api.util.resetApiState()))
  return { ...session, store }
}

claim('is called with every action', (t) => {
  const seen: string[] = []
  const reduced: string[] = []
  const api = createApi({
    reducerPath: 'postsApi',
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    extractRehydrationInfo(action) {
      seen.push(action.type)
      return undefined
    },
    endpoints: (build) => ({ getPost: build.query<Post, number>({ query: (id) => `posts/${id}` }) }),
  })
  const rootReducer = combineReducers({ [api.reducerPath]: api.reducer, other: (state: number = 0) => state })
  const store = configureStore({
    // Records every action that reaches the store's reducer
    reducer: (state: ReturnType<typeof rootReducer> | undefined, action: UnknownAction) => {
      reduced.push(action.type)
      return rootReducer(state, action)
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
  t.after(() => store.dispatch(api.util.resetApiState()))
  store.dispatch({ type: 'todos/added' })
  store.dispatch(api.internalActions.onFocus())
  store.dispatch(api.util.invalidateTags([]))
  // Each action the store reduces: Redux's own, RTK Query's and other code's
  for (const type of reduced) assert.ok(seen.includes(type), type)
  // once each (the library keeps the answer per action object)
  assert.deepEqual(seen.slice(-3), ['todos/added', '__rtkq/focused', 'postsApi/invalidateTags'])
})

claim(
  'queries that had succeeded or failed; entries whose request was still running when the state was saved are skipped, so they are fetched again',
  async (t) => {
    const saved = await saveSession(t)
    assert.deepEqual(
      Object.values(saved.postsApi.queries).map((entry) => entry?.status),
      ['fulfilled', 'rejected', 'pending'],
    )
    const { api, store, requests } = secondSession(t)
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root', payload: saved })
    const { queries } = store.getState().postsApi
    assert.deepEqual(Object.keys(queries), ['getPost(1)', 'getPost(9)'])
    assert.equal(queries['getPost(9)']?.status, 'rejected')
    store.dispatch(api.endpoints.getPost.initiate(2, { subscribe: false }))
    await store.dispatch(api.endpoints.getPost.initiate(1, { subscribe: false }))
    assert.deepEqual(requests, ['getPost 2'])
  },
)

claim('mutations kept under a `fixedCacheKey` that had finished', async (t) => {
  const saved = await saveSession(t)
  // 'saved' finished, 'saving' was running, and the third one is kept under its request id
  assert.equal(Object.keys(saved.postsApi.mutations).length, 3)
  const { store } = secondSession(t)
  store.dispatch({ type: 'persist/REHYDRATE', key: 'root', payload: saved })
  const { mutations } = store.getState().postsApi
  assert.deepEqual(Object.keys(mutations), ['saved'])
  assert.equal(mutations.saved?.status, 'fulfilled')
})

claim('the provided tags, so that mutations still invalidate the rehydrated queries', async (t) => {
  const saved = await saveSession(t)
  const { api, store, requests } = secondSession(t)
  store.dispatch({ type: 'persist/REHYDRATE', key: 'root', payload: saved })
  assert.deepEqual(store.getState().postsApi.provided, saved.postsApi.provided)
  // A subscriber to post 1 takes the rehydrated data; saving post 1 refetches it
  const subscription = store.dispatch(api.endpoints.getPost.initiate(1))
  await subscription
  assert.deepEqual(requests, [])
  await store.dispatch(api.endpoints.savePost.initiate(1))
  await wait(20)
  assert.deepEqual(requests, ['getPost 1'])
  // post 9 has no subscriber: invalidating it removes it
  await store.dispatch(api.endpoints.savePost.initiate(9))
  assert.deepEqual(Object.keys(store.getState().postsApi.queries), ['getPost(1)'])
  subscription.unsubscribe()
})

claim('It never takes `subscriptions` or `config` from the saved state', async (t) => {
  const saved = await saveSession(t, { withSubscriptions: true })
  assert.deepEqual(Object.keys(saved.postsApi.subscriptions).sort(), ['getPost(1)', 'getPost(2)', 'getPost(9)'])
  saved.postsApi.config.keepUnusedDataFor = 1
  saved.postsApi.config.online = false
  const { store } = secondSession(t)
  store.dispatch({ type: 'app/started' })
  const configBefore = store.getState().postsApi.config
  store.dispatch({ type: 'persist/REHYDRATE', key: 'root', payload: saved })
  await wait(600)
  assert.deepEqual(store.getState().postsApi.subscriptions, {})
  assert.deepEqual(store.getState().postsApi.config, configBefore)
})

claim(
  'Rehydrated entries start without subscribers, so each is removed after `keepUnusedDataFor` unless a component subscribes to it in time.',
  async (t) => {
    const saved = await saveSession(t)
    const { api, store, requests } = secondSession(t, { keepUnusedDataFor: 0.5 })
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root', payload: saved })
    await wait(100)
    const hook = renderHook(() => api.endpoints.getPost.useQuery(1), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }),
    })
    assert.deepEqual(hook.result.current.data, { id: 1 })
    await wait(550)
    // post 1 has a subscriber; post 9 was removed 0.5 s after the rehydration
    assert.deepEqual(Object.keys(store.getState().postsApi.queries), ['getPost(1)'])
    assert.deepEqual(requests, [])
    hook.unmount()
  },
)

claim("its rehydrated entries use the `createApi` value, not the endpoint's own", async (t) => {
  for (const injectedFirst of [false, true]) {
    const saved = await saveSession(t)
    const api = createApi({
      reducerPath: 'postsApi',
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      keepUnusedDataFor: 0.1,
      extractRehydrationInfo: (action, { reducerPath }) =>
        action.type === 'persist/REHYDRATE' ? (action.payload as Record<string, any>)[reducerPath] : undefined,
      endpoints: () => ({}),
    })
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    t.after(() => store.dispatch(api.util.resetApiState()))
    const inject = () =>
      api.injectEndpoints({
        endpoints: (build) => ({
          getPost: build.query<{ id: number }, number>({ queryFn: (id) => ({ data: { id } }), keepUnusedDataFor: 0.8 }),
        }),
      })
    if (injectedFirst) inject()
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root', payload: saved })
    if (!injectedFirst) inject()
    await wait(400)
    // Injected after the rehydration: removed after createApi's 0.1 s; injected before: kept for its own 0.8 s
    assert.deepEqual(Object.keys(store.getState().postsApi.queries).length, injectedFirst ? 2 : 0)
  }
})

claim('the API slice\'s reducer returns a new state object for the `REHYDRATE` action', async (t) => {
  const saved = await saveSession(t)
  const { api, store } = secondSession(t)
  const before = store.getState().postsApi
  // Also when the saved state has nothing RTK Query takes
  const empty = { ...saved, postsApi: { ...saved.postsApi, queries: {}, mutations: {}, provided: { tags: {}, keys: {} } } }
  const after = api.reducer(before, { type: 'persist/REHYDRATE', key: 'root', payload: empty })
  assert.notEqual(after, before)
  assert.notEqual(after.config, before.config)
  // An action without rehydration info leaves the slice as it is
  assert.equal(api.reducer(before, { type: 'todos/added' }), before)
})

// The redux-persist cases: a real persistReducer and persistStore on a memory storage, two sessions in a row.
// redux-persist is not a dependency of the examples: its last release, 6.0.0 (no dependencies, redux as a peer), is
// packed from the npm registry on first use and kept in examples/.releases/ (releases.ts).
interface ReduxPersist {
  REHYDRATE: 'persist/REHYDRATE'
  persistReducer: (config: Record<string, unknown>, reducer: (state: any, action: UnknownAction) => any) => any
  persistStore: (store: unknown) => { flush: () => Promise<unknown>; pause: () => void }
  autoMergeLevel2: unknown
  hardSet: unknown
}

function loadReduxPersist(): ReduxPersist {
  const dir = packedPackage('redux-persist', '6.0.0')
  // Its CommonJS build; redux resolves from the examples workspace
  const load = createRequire(path.join(dir, 'package.json'))
  const main = load('./lib/index.js')
  return {
    ...main,
    autoMergeLevel2: load('./lib/stateReconciler/autoMergeLevel2.js').default,
    hardSet: load('./lib/stateReconciler/hardSet.js').default,
  }
}

function memoryStorage() {
  const data: Record<string, string> = {}
  return {
    data,
    getItem: async (key: string) => data[key] ?? null,
    setItem: async (key: string, value: string) => {
      data[key] = value
    },
    removeItem: async (key: string) => {
      delete data[key]
    },
  }
}

const persist = loadReduxPersist()


// A second API slice definition for the redux-persist cases, whose `extractRehydrationInfo` follows the page's two
// ways of persisting (or is left out)
function makePersistApi(mode: 'root' | 'slice' | 'none') {
  const requests: string[] = []
  const api = createApi({
    reducerPath: 'postsApi',
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    extractRehydrationInfo:
      mode === 'none'
        ? undefined
        : (action, { reducerPath }) => {
            if (action.type !== persist.REHYDRATE) return undefined
            const { key, payload } = action as UnknownAction & { key: string; payload?: Record<string, any> }
            if (mode === 'root') return payload?.[reducerPath]
            return key === 'postsApi' ? payload : undefined
          },
    endpoints: (build) => ({
      getPost: build.query<{ id: number }, number>({
        queryFn: (id) => {
          requests.push(`getPost ${id}`)
          return id === 2 ? new Promise(() => {}) : { data: { id } }
        },
      }),
      savePost: build.mutation<{ id: number }, number>({
        queryFn: (id) => (id === 2 ? new Promise(() => {}) : { data: { id } }),
      }),
    }),
  })
  return { api, requests }
}

async function launch(
  t: TestContext,
  storage: ReturnType<typeof memoryStorage>,
  mode: 'root' | 'slice' | 'none',
  stateReconciler?: unknown,
  rootConfig: Record<string, unknown> = {},
) {
  const { api, requests } = makePersistApi(mode)
  const reconciler = stateReconciler === undefined ? {} : { stateReconciler }
  const rehydrations: { key: string; payload: unknown }[] = []
  const rootReducer =
    mode === 'slice'
      ? persist.persistReducer(
          { key: 'root', storage, blacklist: ['postsApi'] },
          combineReducers({ postsApi: persist.persistReducer({ key: 'postsApi', storage, ...reconciler }, api.reducer) }),
        )
      : persist.persistReducer({ key: 'root', storage, ...reconciler, ...rootConfig }, combineReducers({ postsApi: api.reducer }))
  const store = configureStore({
    reducer: (state: any, action: UnknownAction) => {
      if (action.type === persist.REHYDRATE) {
        rehydrations.push({ key: (action as any).key, payload: (action as any).payload })
      }
      return rootReducer(state, action)
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  })
  t.after(() => store.dispatch(api.util.resetApiState()))
  const persistor = persist.persistStore(store)
  await wait(50)
  return { api, requests, store, persistor, rehydrations }
}

type Launched = Awaited<ReturnType<typeof launch>>

/** The first session's work: posts 1 (loaded) and 2 (loading), mutations 'saved' (done) and 'saving' (running). */
async function firstSessionWork({ api, store, persistor }: Launched, { onlyRunning = false, offline = false } = {}) {
  if (offline) store.dispatch(api.internalActions.onOffline())
  if (!onlyRunning) {
    await store.dispatch(api.endpoints.getPost.initiate(1))
    await store.dispatch(api.endpoints.savePost.initiate(1, { fixedCacheKey: 'saved' }))
  }
  store.dispatch(api.endpoints.getPost.initiate(2))
  store.dispatch(api.endpoints.savePost.initiate(2, { fixedCacheKey: 'saving' }))
  await wait(600)
  await persistor.flush()
  persistor.pause()
}

const summary = (store: Launched['store']) => {
  const slice = store.getState().postsApi
  const statuses = (entries: Record<string, { status: string } | undefined>) =>
    Object.entries(entries).map(([key, entry]) => `${key} ${entry?.status}`)
  return { queries: statuses(slice.queries), mutations: statuses(slice.mutations), subscriptions: Object.keys(slice.subscriptions) }
}

claim("that action is its `REHYDRATE` action, whose `payload` is the saved state, or `undefined` on a first launch", async (t) => {
  const storage = memoryStorage()
  const first = await launch(t, storage, 'root')
  assert.equal(persist.REHYDRATE, 'persist/REHYDRATE')
  assert.deepEqual(first.rehydrations, [{ key: 'root', payload: undefined }])
  await firstSessionWork(first)
  const second = await launch(t, storage, 'root')
  const { payload } = second.rehydrations[0] as { payload: Record<string, any> }
  assert.deepEqual(Object.keys(payload).sort(), ['_persist', 'postsApi'])
  assert.deepEqual(Object.keys(payload.postsApi.queries), ['getPost(1)', 'getPost(2)'])
})

claim('Use the `autoMergeLevel1` (redux-persist\'s default) or `autoMergeLevel2` state reconciler, not `hardSet`', async (t) => {
  const results: Record<string, ReturnType<typeof summary>> = {}
  for (const [name, reconciler] of [
    ['autoMergeLevel1', undefined],
    ['autoMergeLevel2', persist.autoMergeLevel2],
    ['hardSet', persist.hardSet],
  ] as const) {
    const storage = memoryStorage()
    await firstSessionWork(await launch(t, storage, 'root', reconciler))
    results[name] = summary((await launch(t, storage, 'root', reconciler)).store)
  }
  const merged = { queries: ['getPost(1) fulfilled'], mutations: ['saved fulfilled'], subscriptions: [] }
  assert.deepEqual(results.autoMergeLevel1, merged)
  assert.deepEqual(results.autoMergeLevel2, merged)
  // hardSet puts the saved slice back as it was
  assert.deepEqual(results.hardSet, {
    queries: ['getPost(1) fulfilled', 'getPost(2) pending'],
    mutations: ['saved fulfilled', 'saving pending'],
    subscriptions: ['getPost(1)', 'getPost(2)'],
  })
})

claim('Then the `REHYDRATE` action\'s `payload` is the API slice\'s state itself, and its `key` is the key of that persist config', async (t) => {
  const storage = memoryStorage()
  await firstSessionWork(await launch(t, storage, 'slice', false))
  const second = await launch(t, storage, 'slice', false)
  const sliceRehydration = second.rehydrations.find(({ key }) => key === 'postsApi') as { payload: Record<string, unknown> }
  assert.deepEqual(Object.keys(sliceRehydration.payload).sort(), ['_persist', 'config', 'mutations', 'provided', 'queries', 'subscriptions'])
  // With `stateReconciler: false`, the slice is what RTK Query merged
  assert.deepEqual(summary(second.store), { queries: ['getPost(1) fulfilled'], mutations: ['saved fulfilled'], subscriptions: [] })
})

claim(
  "the old session's `subscriptions`; its `queries` unless one was rehydrated, so entries saved while loading come back as `pending`; and its `mutations` unless one was rehydrated, so a `fixedCacheKey` mutation that was still running comes back as `pending` too",
  async (t) => {
    const storage = memoryStorage()
    await firstSessionWork(await launch(t, storage, 'slice'))
    const second = await launch(t, storage, 'slice')
    // Something of each kind was rehydrated: only the subscriptions are the saved ones
    assert.deepEqual(summary(second.store), {
      queries: ['getPost(1) fulfilled'],
      mutations: ['saved fulfilled'],
      subscriptions: ['getPost(1)', 'getPost(2)'],
    })

    const onlyRunning = memoryStorage()
    await firstSessionWork(await launch(t, onlyRunning, 'slice'), { onlyRunning: true })
    const third = await launch(t, onlyRunning, 'slice')
    // Nothing was rehydrated: the saved queries and mutations come back as they were
    assert.deepEqual(summary(third.store), {
      queries: ['getPost(2) pending'],
      mutations: ['saving pending'],
      subscriptions: ['getPost(2)'],
    })
    // and no request starts for the loading entry
    await third.store.dispatch(third.api.endpoints.getPost.initiate(2, { subscribe: false }))
    assert.deepEqual(third.requests, [])
  },
)

claim(
  'It then writes the saved slice back as it is: entries saved while loading come back as `pending`, and no request ever starts for them',
  async (t) => {
    const storage = memoryStorage()
    // The first session ends offline
    await firstSessionWork(await launch(t, storage, 'none'), { offline: true })
    const second = await launch(t, storage, 'none')
    assert.deepEqual(summary(second.store), {
      queries: ['getPost(1) fulfilled', 'getPost(2) pending'],
      mutations: ['saved fulfilled', 'saving pending'],
      subscriptions: ['getPost(1)', 'getPost(2)'],
    })
    // and the second one starts with its settings
    assert.equal(second.store.getState().postsApi.config.online, false)
    // The query stays loading: a component that shows post 2 never gets it
    const hook = renderHook(() => second.api.endpoints.getPost.useQuery(2), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store: second.store, children }),
    })
    await settle()
    await wait(100)
    assert.equal(hook.result.current.isLoading, true)
    assert.deepEqual(second.requests, [])
    hook.unmount()
  },
)

claim('`blacklist: [postsApi.reducerPath]` in the root persist config', async (t) => {
  const storage = memoryStorage()
  await firstSessionWork(await launch(t, storage, 'root', undefined, { blacklist: ['postsApi'] }))
  const saved = JSON.parse(storage.data['persist:root']!) as Record<string, string>
  assert.deepEqual(Object.keys(saved), ['_persist'])
  const second = await launch(t, storage, 'root', undefined, { blacklist: ['postsApi'] })
  assert.deepEqual(summary(second.store), { queries: [], mutations: [], subscriptions: [] })
})

claim('so that rehydrated entries are refreshed when a component first shows them', async (t) => {
  for (const refetchOnMountOrArgChange of [false, 300]) {
    const saved = await saveSession(t)
    const requests: string[] = []
    const api = createApi({
      reducerPath: 'postsApi',
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      refetchOnMountOrArgChange,
      extractRehydrationInfo: (action, { reducerPath }) =>
        action.type === 'persist/REHYDRATE' ? (action.payload as Record<string, any>)[reducerPath] : undefined,
      endpoints: (build) => ({
        getPost: build.query<{ id: number }, number>({
          queryFn: (id) => {
            requests.push(`getPost ${id}`)
            return { data: { id } }
          },
        }),
      }),
    })
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    t.after(() => store.dispatch(api.util.resetApiState()))
    store.dispatch({ type: 'persist/REHYDRATE', key: 'root', payload: saved })
    // Ten minutes later, as when the app opens again
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 10 * 60 * 1000 })
    try {
      const hook = renderHook(() => api.endpoints.getPost.useQuery(1), {
        wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }),
      })
      assert.deepEqual(hook.result.current.data, { id: 1 })
      await settle()
      assert.deepEqual(requests, refetchOnMountOrArgChange ? ['getPost 1'] : [])
      hook.unmount()
    } finally {
      mock.timers.reset()
    }
  }
})

// ---- The circular type

/** Type-checks files of code with the examples' settings (one program) and returns the codes of each file's errors. */
function typeErrors(files: Record<string, string>): Record<string, number[]> {
  const paths = Object.fromEntries(Object.keys(files).map((name) => [path.join(__dirname, name), files[name]!]))
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name in paths ? ts.createSourceFile(name, paths[name]!, languageVersion) : getSourceFile(name, languageVersion, ...rest)
  const fileExists = host.fileExists
  host.fileExists = (name) => name in paths || fileExists(name)
  const program = ts.createProgram(Object.keys(paths), options, host)
  return Object.fromEntries(
    Object.keys(files).map((name) => [
      name,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(path.join(__dirname, name))).map(({ code }) => code),
    ]),
  )
}

const hydrationCase = (returnType: string) => `
import { configureStore, type UnknownAction } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query'

function isHydrateAction(action: UnknownAction): action is UnknownAction & { payload: RootState } {
  return action.type === 'HYDRATE'
}

export const postsApi = createApi({
  reducerPath: 'postsApi',
  baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
  extractRehydrationInfo(action, { reducerPath })${returnType} {
    if (isHydrateAction(action)) {
      return action.payload[reducerPath]
    }
  },
  endpoints: (build) => ({
    getPosts: build.query<{ id: number }[], void>({ query: () => 'posts' }),
  }),
})

export const store = configureStore({
  reducer: { [postsApi.reducerPath]: postsApi.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(postsApi.middleware),
})
export type RootState = ReturnType<typeof store.getState>
`

let hydrationErrors: Record<string, number[]> | undefined
const hydrationCaseErrors = () =>
  (hydrationErrors ??= typeErrors({
    'hydration-typed-with-root-state.ts': hydrationCase(''),
    'hydration-returning-any.ts': hydrationCase(': any'),
  }))

claim("If your hydration action's payload is typed with your app's `RootState`, TypeScript reports a circular type", () => {
  const errors = hydrationCaseErrors()['hydration-typed-with-root-state.ts']!
  // 'postsApi' implicitly has type 'any' because it is referenced in its own initializer; RootState circularly
  // references itself
  assert.ok(errors.includes(7022), String(errors))
  assert.ok(errors.includes(2456), String(errors))
})

claim("Annotate the function's return type as `any`", () => {
  assert.deepEqual(hydrationCaseErrors()['hydration-returning-any.ts'], [])
})
