import '../../../page-tests/setup/dom'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import type { TestContext } from 'node:test'
import { Component, createElement, type ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { configureStore, type Middleware } from '@reduxjs/toolkit'
import type { FetchArgs, FetchBaseQueryMeta } from '@reduxjs/toolkit/query'
import { createApi as createApiWithoutHooks } from '@reduxjs/toolkit/query'
import { createApi, fetchBaseQuery, skipToken } from '@reduxjs/toolkit/query/react'
import { claimsOf } from '../../claim'
import { type Equal } from '../../types'
import { loadRelease } from '../../releases'
import { holdRequests, recordRequests } from '../../../page-tests/setup/fake-api'

// The packages read process.env.NODE_ENV when they load, so the production cases run this file again in a child
// process with NODE_ENV=production: it then runs `productionScenario()` and prints what it saw on a line of its own.
const SCENARIO_ONLY = 'QUERIES_CLAIMS_SCENARIO'
const RESULT_LINE = 'queries-claims-result: '

interface Post {
  id: number
  title: string
  body: string
}

type PostSummary = Pick<Post, 'id' | 'title'>

// The page's API slice (services/posts.ts), built once per case so that each case starts from an empty cache
function makePostsApi() {
  return createApi({
    reducerPath: 'postsApi',
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    endpoints: (build) => ({
      getPosts: build.query<Post[], void>({
        query: () => 'posts',
      }),
      getPost: build.query<Post, number>({
        query: (id) => `posts/${id}`,
      }),
      getPostPage: build.query<Post[], { page: number; limit: number }>({
        query: ({ page, limit }) => ({ url: 'posts', params: { page, limit } }),
      }),
      getPostSummaries: build.query<PostSummary[], void>({
        query: () => 'posts',
        transformResponse: (posts: Post[]) => posts.map(({ id, title }) => ({ id, title })),
      }),
    }),
  })
}

function setup(t?: TestContext, { serializableCheck = true } = {}) {
  const api = makePostsApi()
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck }).concat(api.middleware),
  })
  // Stops this store's timers and running requests when the case ends
  t?.after(() => store.dispatch(api.util.resetApiState()))
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
  return { api, store, wrapper }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// Lets the effects run and the requests they start reach the fake API
const settle = () => act(() => wait(60))
const titleOf = (post: { title: string } | undefined) => post?.title ?? 'none'
interface Flags {
  isLoading: boolean
  isFetching: boolean
  isSuccess: boolean
  isError: boolean
}
const flags = (result: Flags) =>
  `isLoading ${result.isLoading}, isFetching ${result.isFetching}, isSuccess ${result.isSuccess}, isError ${result.isError}`


/** A component without the middleware, and the error it rendered (an error boundary catches it). */
class ErrorBoundary extends Component<{ children: ReactNode }, { message?: string }> {
  state: { message?: string } = {}
  static getDerivedStateFromError(error: Error) {
    return { message: error.message }
  }
  render() {
    return this.state.message === undefined ? this.props.children : createElement('p', null, `error: ${this.state.message}`)
  }
}

/** What happens without the middleware, and when a skipped hook refetches, in the build NODE_ENV selects. */
async function productionScenario() {
  const { createRoot } = await import('react-dom/client')
  const { renderToString } = await import('react-dom/server')
  const requests = recordRequests()
  const api = makePostsApi()
  const withoutMiddleware = configureStore({ reducer: { [api.reducerPath]: api.reducer } })
  const outcome: Record<string, unknown> = {}

  try {
    const result = await withoutMiddleware.dispatch(api.endpoints.getPosts.initiate())
    outcome.initiate = `${result.status} ${result.data?.length}`
  } catch (error) {
    outcome.initiate = `threw ${(error as Error).message}`
  }
  outcome.cached = Object.keys(withoutMiddleware.getState().postsApi.queries)

  function PostTitle() {
    const { data, isLoading } = api.endpoints.getPost.useQuery(1)
    return createElement('p', null, isLoading ? 'Loading' : titleOf(data))
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container, { onCaughtError: () => {}, onUncaughtError: () => {} })
  root.render(
    createElement(Provider, { store: withoutMiddleware, children: createElement(ErrorBoundary, null, createElement(PostTitle)) }),
  )
  // until the error shows, or 5 s
  for (let waited = 0; waited < 5000 && !container.textContent?.startsWith('error:'); waited += 50) await wait(50)
  outcome.hook = container.textContent
  root.unmount()

  // A skipped hook, rendered on the server (no effects run), calls refetch during its render
  const withMiddleware = setup().store
  function SkippedPost() {
    const { refetch } = api.endpoints.getPost.useQuery(1, { skip: true })
    try {
      refetch()
      return createElement('p', null, 'refetched')
    } catch (error) {
      return createElement('p', null, (error as Error).message)
    }
  }
  outcome.skippedRefetch = renderToString(
    createElement(Provider, { store: withMiddleware, children: createElement(SkippedPost) }),
  ).replace(/<\/?p>/g, '')
  outcome.requests = [...requests]
  return outcome
}

function runInProduction(): Record<string, unknown> {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--import', './page-tests/setup/single-react.ts', __filename],
    {
      cwd: `${__dirname}/../../..`,
      env: { ...process.env, NODE_ENV: 'production', [SCENARIO_ONLY]: '1', NODE_TEST_CONTEXT: undefined },
      encoding: 'utf8',
    },
  )
  const line = output.split('\n').find((text) => text.startsWith(RESULT_LINE))
  assert.ok(line, output)
  return JSON.parse(line.slice(RESULT_LINE.length))
}

let production: Record<string, unknown> | undefined
const productionOutcome = () => (production ??= runInProduction())

if (process.env[SCENARIO_ONLY]) {
  void productionScenario().then((outcome) => {
    console.log(RESULT_LINE + JSON.stringify({ nodeEnv: process.env.NODE_ENV, ...outcome }))
    process.exit(0)
  })
} else {
  const claim = claimsOf(__filename)

  // ---- Defining query endpoints

  claim('takes the type of the cached result and the type of the argument', () => {
    const { api } = setup()
    type GetPost = typeof api.endpoints.getPost
    const resultType: Equal<NonNullable<ReturnType<ReturnType<GetPost['select']>>['data']>, Post> = true
    const argType: Equal<Parameters<GetPost['initiate']>[0], number> = true
    assert.ok(resultType && argType)
  })

  claim('a URL string, or an object with `url`, `method`, `params`, `body` and `headers`', () => {
    const request: FetchArgs = {
      url: 'posts',
      method: 'POST',
      params: { page: 1 },
      body: { title: 'New' },
      headers: { 'content-type': 'application/json' },
    }
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      endpoints: (build) => ({
        byUrl: build.query<Post[], void>({ query: () => 'posts' }),
        byObject: build.query<Post[], void>({ query: () => request }),
        // @ts-expect-error: fetchBaseQuery takes no other kind of request
        byNumber: build.query<Post[], void>({ query: () => 5 }),
      }),
    })
    assert.ok(api.endpoints.byObject)
  })

  claim('the one from `@reduxjs/toolkit/query` generates none', () => {
    const api = createApiWithoutHooks({
      reducerPath: 'postsApi',
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      endpoints: (build) => ({ getPost: build.query<Post, number>({ query: (id) => `posts/${id}` }) }),
    })
    assert.deepEqual(
      Object.keys(api).filter((key) => key.startsWith('use')),
      [],
    )
    assert.deepEqual(
      Object.keys(api.endpoints.getPost).filter((key) => key.startsWith('use')),
      [],
    )
    // @ts-expect-error: no hook in the types either
    assert.equal(api.useGetPostQuery, undefined)
    // The React entry point's createApi generates them
    assert.ok(setup().api.useGetPostQuery)
  })

  // ---- Without the middleware

  claim(
    'the first `initiate` of the API slice throws an error (once per API slice, after its request has gone out) that starts with `Warning: Middleware for RTK-Query API at reducerPath "postsApi" has not been added to the store.`',
    async () => {
      const requests = recordRequests()
      const postsApi = makePostsApi()
      const otherApi = createApi({
        reducerPath: 'otherApi',
        baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
        endpoints: (build) => ({ getTodos: build.query<unknown[], void>({ query: () => 'todos' }) }),
      })
      const store = configureStore({ reducer: { postsApi: postsApi.reducer, otherApi: otherApi.reducer } })
      const warning = (reducerPath: string) =>
        `Warning: Middleware for RTK-Query API at reducerPath "${reducerPath}" has not been added to the store.\nYou must add the middleware for RTK-Query to function correctly!`
      assert.throws(() => store.dispatch(postsApi.endpoints.getPosts.initiate()), { message: warning('postsApi') })
      // the request had gone out
      await wait(50)
      assert.deepEqual(requests, ['GET /posts'])
      // later calls of the same slice do not throw; another slice throws once too
      const later = await store.dispatch(postsApi.endpoints.getPost.initiate(1))
      assert.equal(later.data?.id, 1)
      assert.throws(() => store.dispatch(otherApi.endpoints.getTodos.initiate()), { message: warning('otherApi') })
      // (its request had gone out too)
      await waitFor(() => assert.deepEqual(requests, ['GET /posts', 'GET /posts/1', 'GET /todos']))
    },
  )

  claim('and so does a query hook such as `useGetPostsQuery` when it renders', () => {
    const api = makePostsApi()
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer } })
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
    const errors: unknown[] = []
    const originalError = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      for (let render = 1; render <= 2; render++) {
        assert.throws(() => renderHook(() => api.useGetPostsQuery(), { wrapper }), {
          message: /^Warning: Middleware for RTK-Query API at reducerPath "postsApi" has not been added to the store\./,
        })
      }
    } finally {
      console.error = originalError
    }
  })

  claim(
    'A production build does not check: `initiate` sends the request and caches its answer, while a query hook sends its request and then fails with a `TypeError` whose message ends in `isRequestSubscribed is not a function`',
    () => {
      const outcome = productionOutcome()
      assert.equal(outcome.nodeEnv, 'production')
      assert.equal(outcome.initiate, 'fulfilled 5')
      assert.deepEqual(outcome.cached, ['getPosts(undefined)'])
      assert.match(String(outcome.hook), /^error: .*isRequestSubscribed is not a function$/)
      assert.deepEqual(outcome.requests, ['GET /posts', 'GET /posts/1'])
    },
  )

  // ---- The generated hooks

  claim('`useQueryState`, `useQuerySubscription` and `useLazyQuerySubscription` exist only on the endpoint object', () => {
    const { api } = setup()
    const hookNames = Object.keys(api).filter((key) => key.startsWith('use'))
    assert.deepEqual(
      hookNames.filter((name) => /State|Subscription/.test(name)),
      [],
    )
    assert.deepEqual(hookNames.filter((name) => name !== 'usePrefetch').length, 8)
    for (const name of ['useQueryState', 'useQuerySubscription', 'useLazyQuerySubscription'] as const) {
      assert.equal(typeof api.endpoints.getPost[name], 'function')
    }
  })

  claim(
    'All of them are typed from the endpoint definition: `useGetPostQuery` takes a `number` and its `data` is `Post | undefined`.',
    () => {
      const { api } = setup()
      const { endpoints } = api
      const argument: Equal<Parameters<typeof api.useGetPostQuery>[0], number | typeof skipToken> = true
      // (a hook's result type depends on its call: these functions are never called)
      const useQuery = () => api.useGetPostQuery(1)
      const useQueryState = () => endpoints.getPost.useQueryState(1)
      const useLazyQuery = () => api.useLazyGetPostQuery()
      const data: Equal<ReturnType<typeof useQuery>['data'], Post | undefined> = true
      const stateData: Equal<ReturnType<typeof useQueryState>['data'], Post | undefined> = true
      const subscriptionArgument: Equal<
        Parameters<typeof endpoints.getPost.useQuerySubscription>[0],
        number | typeof skipToken
      > = true
      const lazyData: Equal<ReturnType<typeof useLazyQuery>[1]['data'], Post | undefined> = true
      // @ts-expect-error: a string is no post id
      void (() => api.useGetPostQuery('1'))
      const trigger: Equal<Parameters<ReturnType<typeof endpoints.getPost.useLazyQuerySubscription>[0]>[0], number> = true
      assert.ok(argument && data && stateData && subscriptionArgument && lazyData && trigger)
    },
  )

  claim('Fetches and subscribes, returns only `refetch`.', async (t) => {
    const { api, store, wrapper } = setup(t)
    const requests = recordRequests()
    const hook = renderHook(() => api.endpoints.getPost.useQuerySubscription(1), { wrapper })
    await settle()
    assert.deepEqual(Object.keys(hook.result.current), ['refetch'])
    assert.deepEqual(requests, ['GET /posts/1'])
    // subscribed: the entry stays while the component is mounted
    const selectors = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount: (queryCacheKey: string) => number
    }
    assert.equal(selectors.getSubscriptionCount('getPost(1)'), 1)
    hook.unmount()
  })

  claim('The lazy trigger without the state.', async (t) => {
    const { api, wrapper } = setup(t)
    const hook = renderHook(() => api.endpoints.getPost.useLazyQuerySubscription(), { wrapper })
    const [trigger, lastArg, { reset }] = hook.result.current
    assert.equal(typeof trigger, 'function')
    assert.equal(typeof reset, 'function')
    assert.equal(typeof lastArg, 'symbol')
    const result = await act(() => trigger(2))
    assert.equal(result.data?.id, 2)
    assert.equal(hook.result.current[1], 2)
    assert.equal(hook.result.current.length, 3)
  })

  // ---- Using a query in a component

  claim('Two components that call `useGetPostsQuery()` at the same time share one request and one cache entry.', async (t) => {
    const { api, store, wrapper } = setup(t)
    const requests = recordRequests()
    const hooks = renderHook(() => [api.useGetPostsQuery(), api.useGetPostsQuery()], { wrapper })
    await waitFor(() => assert.equal(hooks.result.current.every((result) => result.isSuccess), true))
    assert.equal(hooks.result.current[0].data, hooks.result.current[1].data)
    assert.deepEqual(Object.keys(store.getState().postsApi.queries), ['getPosts(undefined)'])
    assert.deepEqual(requests, ['GET /posts'])
  })

  claim('so a component that mounts again within that time shows the cached list at once, without a request', async (t) => {
    const { api, store, wrapper } = setup(t)
    assert.equal(store.getState().postsApi.config.keepUnusedDataFor, 60)
    const requests = recordRequests()
    const first = renderHook(() => api.useGetPostsQuery(), { wrapper })
    await waitFor(() => assert.equal(first.result.current.isSuccess, true))
    first.unmount()
    await wait(100)
    const again = renderHook(() => api.useGetPostsQuery(), { wrapper })
    assert.equal(again.result.current.data?.length, 5)
    assert.equal(again.result.current.isLoading, false)
    await settle()
    assert.deepEqual(requests, ['GET /posts'])
  })

  // ---- A query's life

  claim('A refetch sets it back to `pending` and keeps the data (or the error) it had.', async (t) => {
    const { api, store } = setup(t)
    const request = store.dispatch(api.endpoints.getPost.initiate(9))
    await request
    const select = () => api.endpoints.getPost.select(9)(store.getState())
    assert.equal(select().status, 'rejected')
    const refetched = request.refetch()
    assert.equal(select().status, 'pending')
    assert.deepEqual(select().error, { status: 404, data: { error: 'Post 9 not found' } })
    await refetched
    request.unsubscribe()
  })

  // The isLoading flag across releases: the first request for post 9 fails (404, no data), then refetch() retries
  async function loadingDuringRetry(version?: string) {
    type Core = typeof import('@reduxjs/toolkit')
    type ReactQuery = typeof import('@reduxjs/toolkit/query/react')
    const { configureStore: configure } = version ? loadRelease<Core>(version) : await import('@reduxjs/toolkit')
    const query = version ? loadRelease<ReactQuery>(version, 'query/react') : await import('@reduxjs/toolkit/query/react')
    const api = query.createApi({
      baseQuery: query.fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      endpoints: (build) => ({ getPost: build.query<Post, number>({ query: (id) => `posts/${id}` }) }),
    })
    const store = configure({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
    const hook = renderHook(() => api.endpoints.getPost.useQuery(9), { wrapper })
    await waitFor(() => assert.equal(hook.result.current.isError, true))
    const { release } = holdRequests('get', 'https://api.example.com/posts/9')
    act(() => {
      hook.result.current.refetch()
    })
    await settle()
    const during = flags(hook.result.current)
    release()
    await waitFor(() => assert.equal(hook.result.current.isFetching, false))
    hook.unmount()
    store.dispatch(api.util.resetApiState())
    return during
  }

  claim(
    'That includes a `refetch()` after an error that left no data, since 2.14.0 (as in 2.0.0 to 2.2.3); from 2.2.4 to 2.13.x, that retry reported `isLoading: false` with `isFetching: true`.',
    async () => {
      const loading = 'isLoading true, isFetching true, isSuccess false, isError false'
      const notLoading = 'isLoading false, isFetching true, isSuccess false, isError false'
      assert.equal(await loadingDuringRetry(), loading)
      assert.equal(await loadingDuringRetry('2.14.0'), loading)
      assert.equal(await loadingDuringRetry('2.13.0'), notLoading)
      assert.equal(await loadingDuringRetry('2.2.4'), notLoading)
      assert.equal(await loadingDuringRetry('2.2.3'), loading)
      assert.equal(await loadingDuringRetry('2.0.0'), loading)
    },
  )

  claim('`isLoading` is `true` only while a request runs and the hook has no data at all, from any argument.', async (t) => {
    const { api, wrapper } = setup(t)
    const seen = new Set<string>()
    const hook = renderHook(
      ({ id }) => {
        const result = api.endpoints.getPost.useQuery(id)
        seen.add(`${result.isLoading} ${result.isFetching} ${result.data === undefined}`)
        return result
      },
      { wrapper, initialProps: { id: 1 } },
    )
    assert.equal(hook.result.current.isLoading, true)
    await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
    // A new argument: post 1's data is still there, so this is no loading state
    const { release } = holdRequests('get', 'https://api.example.com/posts/2')
    hook.rerender({ id: 2 })
    await settle()
    assert.equal(flags(hook.result.current), 'isLoading false, isFetching true, isSuccess true, isError false')
    release()
    await waitFor(() => assert.equal(hook.result.current.currentData?.id, 2))
    // isLoading appeared only with no data and a request in flight
    assert.deepEqual(
      [...seen].filter((entry) => entry.startsWith('true')),
      ['true true true'],
    )
  })

  claim('`isLoading` implies `isFetching`.', async (t) => {
    const { api, wrapper } = setup(t)
    const states: Flags[] = []
    const hook = renderHook(
      ({ id }) => {
        const result = api.endpoints.getPost.useQuery(id)
        const lazy = api.endpoints.getPost.useLazyQuery()
        states.push(result, lazy[1])
        return { result, lazy }
      },
      { wrapper, initialProps: { id: 9 } },
    )
    await waitFor(() => assert.equal(hook.result.current.result.isError, true))
    await act(() => hook.result.current.result.refetch())
    hook.rerender({ id: 1 })
    await waitFor(() => assert.equal(hook.result.current.result.isSuccess, true))
    await act(() => hook.result.current.lazy[0](2))
    assert.ok(states.some((state) => state.isLoading))
    for (const state of states) if (state.isLoading) assert.equal(state.isFetching, true)
  })

  claim('though `posts` still holds it: `isError` is `true` after any failed request', async (t) => {
    const { api, wrapper } = setup(t)
    const hook = renderHook(() => api.useGetPostsQuery(), { wrapper })
    await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
    holdRequests('get', 'https://api.example.com/posts', () => Response.json({ error: 'Status 500' }, { status: 500 })).release()
    await act(() => hook.result.current.refetch())
    assert.equal(flags(hook.result.current), 'isLoading false, isFetching false, isSuccess false, isError true')
    assert.equal(hook.result.current.data?.length, 5)
  })

  // ---- data or currentData

  claim('an entry that had data keeps it in `currentData` when a refetch fails', async (t) => {
    const { api, wrapper } = setup(t)
    const hook = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
    await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
    holdRequests('get', 'https://api.example.com/posts/1', () => Response.json({ error: 'x' }, { status: 500 })).release()
    await act(() => hook.result.current.refetch())
    assert.equal(hook.result.current.isError, true)
    assert.equal(titleOf(hook.result.current.currentData), 'Hello Redux Toolkit')
  })

  // ---- Refetching with refetch

  claim(
    '`refetch()` requests the current argument again, even when its entry is fresh in the cache, and returns a promise of the result (call `.unwrap()` on it to get the data or a thrown error)',
    async (t) => {
      const { api, wrapper } = setup(t)
      const requests = recordRequests()
      const hook = renderHook(({ id }) => api.endpoints.getPost.useQuery(id), { wrapper, initialProps: { id: 1 } })
      await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
      const data = await act(() => hook.result.current.refetch().unwrap())
      assert.equal(data.id, 1)
      hook.rerender({ id: 9 })
      await waitFor(() => assert.equal(hook.result.current.isError, true))
      await act(() =>
        assert.rejects(hook.result.current.refetch().unwrap(), (error) => {
          assert.deepEqual(error, { status: 404, data: { error: 'Post 9 not found' } })
          return true
        }),
      )
      assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1', 'GET /posts/9', 'GET /posts/9'])
    },
  )

  claim('While a request for the entry is already running, it starts no second one.', async (t) => {
    const { api, wrapper } = setup(t)
    const requests = recordRequests()
    const hook = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
    await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
    const { release } = holdRequests('get', 'https://api.example.com/posts/1')
    const results = act(() => {
      hook.result.current.refetch()
      hook.result.current.refetch()
    })
    await results
    await settle()
    release()
    await waitFor(() => assert.equal(hook.result.current.isFetching, false))
    assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1'])
  })

  claim(
    'During a refetch of an entry that has data, `isFetching` is `true`, `isLoading` stays `false` and `data` keeps the previous result',
    async (t) => {
      const { api, wrapper } = setup(t)
      const hook = renderHook(() => api.endpoints.getPost.useQuery(1), { wrapper })
      await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
      const { release } = holdRequests('get', 'https://api.example.com/posts/1')
      act(() => {
        hook.result.current.refetch()
      })
      await settle()
      assert.equal(flags(hook.result.current), 'isLoading false, isFetching true, isSuccess true, isError false')
      assert.equal(titleOf(hook.result.current.data), 'Hello Redux Toolkit')
      release()
      await waitFor(() => assert.equal(hook.result.current.isFetching, false))
    },
  )

  claim(
    '`refetch()` throws "Cannot refetch a query that has not been started yet." (in a production build, the minified error #38) while the hook is skipped',
    async (t) => {
      const { api, wrapper } = setup(t)
      for (const arg of [1, skipToken] as const) {
        const hook = renderHook(() => api.endpoints.getPost.useQuery(arg, { skip: arg === 1 }), { wrapper })
        assert.throws(() => hook.result.current.refetch(), { message: 'Cannot refetch a query that has not been started yet.' })
        hook.unmount()
      }
      const outcome = productionOutcome()
      assert.match(String(outcome.skippedRefetch), /^Minified Redux Toolkit error #38;/)
    },
  )

  // ---- Query arguments and cache keys

  claim('a property set to `undefined` is dropped like in any JSON', async (t) => {
    const { api, store } = setup(t)
    const requests = recordRequests()
    const endpoint = api.endpoints.getPostPage as unknown as {
      initiate: (arg: Record<string, unknown>) => Parameters<typeof store.dispatch>[0]
    }
    await store.dispatch(endpoint.initiate({ page: 1, limit: 2 }))
    await store.dispatch(endpoint.initiate({ page: 1, limit: 2, search: undefined }))
    assert.deepEqual(Object.keys(store.getState().postsApi.queries), ['getPostPage({"limit":2,"page":1})'])
    assert.equal(requests.length, 1)
  })

  claim('a function disappears from it and a `Map` or a `Set` becomes `{}`, whatever it holds', () => {
    // (the serializability check would report these arguments in the state)
    const { api, store } = setup(undefined, { serializableCheck: false })
    const keyOf = (arg: unknown) =>
      (store.dispatch(api.endpoints.getPostPage.initiate(arg as never, { subscribe: false })) as { queryCacheKey: string })
        .queryCacheKey
    assert.equal(keyOf({ page: 1, onDone: () => {} }), 'getPostPage({"page":1})')
    assert.equal(keyOf({ filter: new Map([['author', 'ada']]) }), 'getPostPage({"filter":{}})')
    assert.equal(keyOf({ filter: new Map() }), 'getPostPage({"filter":{}})')
    assert.equal(keyOf({ tags: new Set(['redux', 'rtk']) }), 'getPostPage({"tags":{}})')
    store.dispatch(api.util.resetApiState())
  })

  claim('since 2.9.0, before which it compared them as JSON, so a function in the argument did not count', async () => {
    // An argument with a callback, written inline: a new function on every render. Each new argument the hook
    // takes is a new `initiate` (here without a request: the entry is cached), seen as an `executeQuery` action.
    async function initiatesAfterThreeRenders(version?: string) {
      type Core = typeof import('@reduxjs/toolkit')
      type ReactQuery = typeof import('@reduxjs/toolkit/query/react')
      const { configureStore: configure } = version ? loadRelease<Core>(version) : await import('@reduxjs/toolkit')
      const query = version ? loadRelease<ReactQuery>(version, 'query/react') : await import('@reduxjs/toolkit/query/react')
      const api = query.createApi({
        baseQuery: query.fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
        endpoints: (build) => ({
          getPost: build.query<Post, { id: number; onLoaded: () => void }>({ query: ({ id }) => `posts/${id}` }),
        }),
      })
      const initiates: string[] = []
      const recordInitiates: Middleware = () => (next) => (action) => {
        const { type } = action as { type?: unknown }
        if (typeof type === 'string' && /executeQuery\/(pending|rejected)$/.test(type)) initiates.push(type)
        return next(action)
      }
      const store = configure({
        reducer: { [api.reducerPath]: api.reducer },
        // (a function in the argument is not serializable)
        // (ahead of the API slice's middleware, which keeps the actions that only add a subscriber to itself)
        middleware: (getDefaultMiddleware) =>
          getDefaultMiddleware({ serializableCheck: false }).concat(recordInitiates, api.middleware),
      })
      const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
      const requests = recordRequests()
      const hook = renderHook(({ id }) => api.endpoints.getPost.useQuery({ id, onLoaded: () => {} }), {
        wrapper,
        initialProps: { id: 1 },
      })
      await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
      initiates.length = 0
      for (let render = 0; render < 3; render++) hook.rerender({ id: 1 })
      await settle()
      hook.unmount()
      store.dispatch(api.util.resetApiState())
      assert.deepEqual(requests, ['GET /posts/1'])
      return initiates.length
    }
    // Compared as JSON, the function is not there: the hook keeps its argument
    assert.equal(await initiatesAfterThreeRenders('2.0.0'), 0)
    assert.equal(await initiatesAfterThreeRenders('2.8.2'), 0)
    // Compared value by value, each new function makes a new argument
    assert.equal(await initiatesAfterThreeRenders('2.9.0'), 3)
    assert.equal(await initiatesAfterThreeRenders(), 3)
  })

  claim(
    'the hook compares each new argument with the previous one value by value (plain objects and arrays, deeply;',
    async (t) => {
      // refetchOnMountOrArgChange: every new argument the hook takes would be a request
      const { api, wrapper } = setup(t)
      const requests = recordRequests()
      const endpoint = api.endpoints.getPostPage as unknown as {
        useQuery: (arg: unknown, options: { refetchOnMountOrArgChange: boolean }) => { isFetching: boolean }
      }
      const hook = renderHook(
        ({ page }) => endpoint.useQuery({ page, limit: 2, sort: [{ by: 'id', desc: [true] }] }, { refetchOnMountOrArgChange: true }),
        { wrapper, initialProps: { page: 1 } },
      )
      await settle()
      hook.rerender({ page: 1 })
      hook.rerender({ page: 1 })
      await settle()
      assert.equal(requests.length, 1)
      hook.rerender({ page: 2 })
      await settle()
      assert.equal(requests.length, 2)
    },
  )

  // ---- transformResponse

  claim('the first type argument of `build.query` is what `transformResponse` must return', () => {
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      endpoints: (build) => ({
        getTitles: build.query<string[], void>({
          query: () => 'posts',
          transformResponse: (posts: Post[]) => posts.map((post) => post.title),
        }),
        getIds: build.query<string[], void>({
          query: () => 'posts',
          // @ts-expect-error: numbers are not the string[] the endpoint caches
          transformResponse: (posts: Post[]) => posts.map((post) => post.id),
        }),
      }),
    })
    assert.ok(api.endpoints.getTitles)
  })

  claim('With `fetchBaseQuery`, `meta` holds the `request` and the `response`, for example to read a header.', async (t) => {
    const seen: string[] = []
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      endpoints: (build) => ({
        getPosts: build.query<number, void>({
          query: () => 'posts',
          transformResponse: (posts: Post[], meta: FetchBaseQueryMeta | undefined) => {
            seen.push(`${meta?.request.method} ${meta?.request.url}`, String(meta?.response?.headers.get('content-type')))
            return posts.length
          },
        }),
      }),
    })
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    t.after(() => store.dispatch(api.util.resetApiState()))
    const { data } = await store.dispatch(api.endpoints.getPosts.initiate())
    assert.equal(data, 5)
    assert.deepEqual(seen, ['GET https://api.example.com/posts', 'application/json'])
  })

  // ---- selectFromResult

  claim('The picked object is compared field by field with the previous one (a shallow comparison).', async (t) => {
    const { api, wrapper } = setup(t)
    let renders = 0
    const hook = renderHook(
      () => {
        renders++
        // a new object on every call, with the same field values
        return api.useGetPostsQuery(undefined, { selectFromResult: ({ data }) => ({ count: data?.length ?? 0 }) })
      },
      { wrapper },
    )
    await waitFor(() => assert.equal(hook.result.current.count, 5))
    const before = renders
    await act(() => hook.result.current.refetch())
    await settle()
    assert.equal(renders, before)
  })

  claim(
    'a field computed as a new array each time, as `data?.filter(...)`, changes whenever the hook\'s result changes (a refetch starting, for example) and re-renders the component then',
    async (t) => {
      const { api, wrapper } = setup(t)
      let renders = 0
      const hook = renderHook(
        () => {
          renders++
          return api.useGetPostsQuery(undefined, {
            selectFromResult: ({ data }) => ({ early: data?.filter((post) => post.id < 3) }),
          })
        },
        { wrapper },
      )
      await waitFor(() => assert.equal(hook.result.current.early?.length, 2))
      const before = renders
      const { release } = holdRequests('get', 'https://api.example.com/posts')
      act(() => {
        hook.result.current.refetch()
      })
      await settle()
      // the refetch starting (isFetching) made a new array: one more render, with the same two posts
      assert.equal(renders, before + 1)
      assert.deepEqual(
        hook.result.current.early?.map((post) => post.id),
        [1, 2],
      )
      release()
      await settle()
      assert.equal(renders, before + 2)
    },
  )

  claim('Return an object (the hook adds `refetch` to it)', async (t) => {
    const { api, wrapper } = setup(t)
    const hook = renderHook(() => api.useGetPostsQuery(undefined, { selectFromResult: ({ data }) => ({ count: data?.length }) }), {
      wrapper,
    })
    await waitFor(() => assert.equal(hook.result.current.count, 5))
    assert.deepEqual(Object.keys(hook.result.current).sort(), ['count', 'refetch'])
  })

  claim("`selectFromResult` also changes the hook's types: the result is what the selector returns, plus `refetch`.", () => {
    const { api } = setup()
    const useTitle = () =>
      api.useGetPostsQuery(undefined, { selectFromResult: ({ data }) => ({ post: data?.find((item) => item.id === 1) }) })
    type Result = ReturnType<typeof useTitle>
    const post: Equal<Result['post'], Post | undefined> = true
    const refetch: Equal<Result['refetch'], ReturnType<typeof api.useGetPostsQuery>['refetch']> = true
    // @ts-expect-error: the other fields are gone
    type Data = Result['data']
    const fields: Equal<keyof Result, 'post' | 'refetch'> = true
    assert.ok(post && refetch && fields)
  })

  // ---- useQueryState

  claim(
    '`postsApi.endpoints.getPosts.useQueryState(arg)` returns the same state as `useGetPostsQuery(arg)` for the same argument, without `refetch`.',
    async (t) => {
      const { api, wrapper } = setup(t)
      const pairs: { query: Record<string, unknown>; state: Record<string, unknown> }[] = []
      const hook = renderHook(
        ({ id }) => {
          const { refetch, ...query } = api.endpoints.getPost.useQuery(id)
          const state = api.endpoints.getPost.useQueryState(id)
          assert.equal(typeof refetch, 'function')
          assert.equal('refetch' in state, false)
          pairs.push({ query, state })
          return query
        },
        { wrapper, initialProps: { id: 1 } },
      )
      await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
      hook.rerender({ id: 2 })
      await waitFor(() => assert.equal(hook.result.current.currentData?.id, 2))
      hook.rerender({ id: 9 })
      await waitFor(() => assert.equal(hook.result.current.isError, true))
      // Every render where useQueryState reports uninitialized is the one difference; all others are equal
      const differing = pairs.filter(({ query, state }) => JSON.stringify(query) !== JSON.stringify(state))
      assert.ok(differing.length > 0)
      for (const { state } of differing) assert.equal(state.isUninitialized, true)
      assert.ok(pairs.length - differing.length > 3)
    },
  )

  claim(
    "`useQuery` already reports `status: 'pending'` and `isFetching: true` (and `isLoading: true` when it has no data from an earlier argument), while `useQueryState` reports `isUninitialized: true`",
    async (t) => {
      const { api, wrapper } = setup(t)
      const rows: string[] = []
      const row = (result: Flags & { status: string; isUninitialized: boolean }) =>
        `${result.status}, isUninitialized ${result.isUninitialized}, isLoading ${result.isLoading}, isFetching ${result.isFetching}`
      const hook = renderHook(
        ({ id }) => {
          const query = api.endpoints.getPost.useQuery(id)
          const state = api.endpoints.getPost.useQueryState(id)
          if (state.isUninitialized) rows.push(`query: ${row(query)} | state: ${row(state)}`)
          return query
        },
        { wrapper, initialProps: { id: 1 } },
      )
      await waitFor(() => assert.equal(hook.result.current.isSuccess, true))
      hook.rerender({ id: 2 })
      await waitFor(() => assert.equal(hook.result.current.currentData?.id, 2))
      assert.deepEqual(rows, [
        // the first render
        'query: pending, isUninitialized false, isLoading true, isFetching true | state: uninitialized, isUninitialized true, isLoading false, isFetching false',
        // the first render with argument 2: post 1 is still there
        'query: pending, isUninitialized false, isLoading false, isFetching true | state: uninitialized, isUninitialized true, isLoading false, isFetching false',
      ])
    },
  )

  claim('It never starts a request and does not subscribe, so it does not keep the entry alive', async (t) => {
    const api = makePostsApi()
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    })
    t.after(() => store.dispatch(api.util.resetApiState()))
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
    const requests = recordRequests()
    const reader = renderHook(() => api.endpoints.getPost.useQueryState(1), { wrapper })
    await settle()
    assert.deepEqual(requests, [])
    // Another component owns the query for 0.1 s of keepUnusedDataFor (a short one, as an endpoint option)
    const short = api.injectEndpoints({
      overrideExisting: true,
      endpoints: (build) => ({ getPost: build.query<Post, number>({ query: (id) => `posts/${id}`, keepUnusedDataFor: 0.1 }) }),
    })
    const owner = renderHook(() => short.endpoints.getPost.useQuery(1), { wrapper })
    await waitFor(() => assert.equal(reader.result.current.isSuccess, true))
    owner.unmount()
    await act(() => wait(200))
    // the reader is still mounted, but the entry is gone
    assert.deepEqual(Object.keys(store.getState().postsApi.queries), [])
    assert.equal(reader.result.current.isUninitialized, true)
  })

  // ---- useLazyQuery

  claim('`useLazyGetPostQuery()` fetches nothing on render. It returns a trigger, the state of the last call, and `{ lastArg }`.', async (t) => {
    const { api, wrapper } = setup(t)
    const requests = recordRequests()
    const hook = renderHook(() => api.useLazyGetPostQuery(), { wrapper })
    await settle()
    assert.deepEqual(requests, [])
    assert.equal(hook.result.current.length, 3)
    assert.equal(hook.result.current[1].isUninitialized, true)
    assert.deepEqual(Object.keys(hook.result.current[2]), ['lastArg'])
    await act(() => hook.result.current[0](3))
    assert.equal(titleOf(hook.result.current[1].data), 'Normalizing state')
    assert.equal(hook.result.current[2].lastArg, 3)
    await act(() => hook.result.current[0](4))
    assert.equal(titleOf(hook.result.current[1].data), 'Typed hooks')
    assert.equal(hook.result.current[2].lastArg, 4)
    assert.deepEqual(requests, ['GET /posts/3', 'GET /posts/4'])
  })

  claim('By default the trigger requests **even when the entry is cached**; pass `true` as its second argument', async (t) => {
    const { api, wrapper } = setup(t)
    const requests = recordRequests()
    const hook = renderHook(() => api.useLazyGetPostQuery(), { wrapper })
    await act(() => hook.result.current[0](2))
    await act(() => hook.result.current[0](2))
    assert.equal(requests.length, 2)
    await act(() => hook.result.current[0](2, true))
    assert.equal(requests.length, 2)
  })

  claim('The trigger returns a promise of the result with `.unwrap()`', async (t) => {
    const { api, wrapper } = setup(t)
    const hook = renderHook(() => api.useLazyGetPostQuery(), { wrapper })
    const post = await act(() => hook.result.current[0](1).unwrap())
    assert.equal(post.title, 'Hello Redux Toolkit')
    await act(() => assert.rejects(hook.result.current[0](9).unwrap(), { status: 404 } as object))
  })

  claim(
    'the state has a `reset()` (added in 2.4.0) that removes the cache entry of the last argument: the state empties, and a mounted `useQuery` hook of that argument goes back to its loading state and fetches it again',
    async (t) => {
      const { api, store, wrapper } = setup(t)
      const requests = recordRequests()
      const hook = renderHook(() => ({ query: api.useGetPostQuery(1), lazy: api.useLazyGetPostQuery() }), { wrapper })
      await waitFor(() => assert.equal(hook.result.current.query.isSuccess, true))
      await act(() => hook.result.current.lazy[0](1, true))
      assert.equal(titleOf(hook.result.current.lazy[1].data), 'Hello Redux Toolkit')

      const { release } = holdRequests('get', 'https://api.example.com/posts/1')
      act(() => hook.result.current.lazy[1].reset())
      await settle()
      assert.equal(hook.result.current.lazy[1].data, undefined, 'lazy data')
      assert.equal(flags(hook.result.current.query), 'isLoading true, isFetching true, isSuccess false, isError false')
      assert.equal(hook.result.current.query.data, undefined, 'query data')
      release()
      await waitFor(() => assert.equal(hook.result.current.query.isSuccess, true))
      assert.deepEqual(requests, ['GET /posts/1', 'GET /posts/1'])

      // Alone, reset empties the state and removes the entry
      const alone = renderHook(() => api.useLazyGetPostQuery(), { wrapper })
      await act(() => alone.result.current[0](3))
      act(() => alone.result.current[1].reset())
      await settle()
      assert.equal(alone.result.current[1].isUninitialized, true)
      assert.equal(alone.result.current[1].data, undefined)
      assert.equal('getPost(3)' in store.getState().postsApi.queries, false)

      // The release before has no reset on the lazy query's state
      type ReactQuery = typeof import('@reduxjs/toolkit/query/react')
      for (const [version, hasReset] of [
        ['2.3.0', false],
        ['2.4.0', true],
      ] as const) {
        const { configureStore: configure } = loadRelease<typeof import('@reduxjs/toolkit')>(version)
        const query = loadRelease<ReactQuery>(version, 'query/react')
        const releaseApi = query.createApi({
          baseQuery: query.fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
          endpoints: (build) => ({ getPost: build.query<Post, number>({ query: (id) => `posts/${id}` }) }),
        })
        const releaseStore = configure({
          reducer: { [releaseApi.reducerPath]: releaseApi.reducer },
          middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(releaseApi.middleware),
        })
        const lazy = renderHook(() => releaseApi.endpoints.getPost.useLazyQuery(), {
          wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store: releaseStore, children }),
        })
        assert.equal(typeof (lazy.result.current[1] as { reset?: unknown }).reset === 'function', hasReset, version)
        lazy.unmount()
      }
    },
  )
}
