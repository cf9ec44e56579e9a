import '../../../page-tests/setup/dom'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { configureStore } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { claimsOf } from '../../claim'
import { holdRequests, recordRequests, server } from '../../../page-tests/setup/fake-api'

const claim = claimsOf(__filename)

// The page's API slice, with a few endpoints of our own for the error cases. The fake API's posts live for the
// whole file, so no case depends on how many posts there are; each case makes its own store.
interface Post {
  id: number
  title: string
  body: string
}

const postsUrl = 'https://api.example.com/posts'

const postsApi = createApi({
  reducerPath: 'postsApi',
  baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
  tagTypes: ['Post'],
  endpoints: (build) => ({
    getPosts: build.query<Post[], void>({
      query: () => 'posts',
      providesTags: ['Post'],
    }),
    addPost: build.mutation<Post, Omit<Post, 'id'>>({
      query: (newPost) => ({ url: 'posts', method: 'POST', body: newPost }),
      invalidatesTags: ['Post'],
    }),
    updatePost: build.mutation<Post, Pick<Post, 'id'> & Partial<Omit<Post, 'id'>>>({
      query: ({ id, ...changes }) => ({ url: `posts/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Post'],
    }),
    throwingQueryFn: build.mutation<Post, void>({
      queryFn: () => {
        throw new Error('queryFn broke')
      },
      invalidatesTags: ['Post'],
    }),
    throwingTransform: build.mutation<Post, Omit<Post, 'id'>>({
      query: (newPost) => ({ url: 'posts', method: 'POST', body: newPost }),
      transformResponse: (): Post => {
        throw new Error('transformResponse broke')
      },
      invalidatesTags: ['Post'],
    }),
    timingOut: build.mutation<unknown, void>({
      query: () => ({ url: 'status/200?delay=300', method: 'POST', timeout: 50 }),
    }),
  }),
})

const makeStore = () =>
  configureStore({
    reducer: { [postsApi.reducerPath]: postsApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(postsApi.middleware),
  })
type Store = ReturnType<typeof makeStore>

const wrapperFor =
  (store: Store) =>
  ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>

// The hook's result in the latest render (a function, so that an assertion does not narrow it for the next one)
const stateOf = <State,>(result: { current: readonly [unknown, State] }): State => result.current[1]
const newPost = (title: string) => ({ title, body: '' })
const mutationKeys = (store: Store) => Object.keys(store.getState().postsApi.mutations)
const posts = async () => (await (await fetch(postsUrl)).json()) as Post[]
const refusePosts = () => server.use(http.post(postsUrl, () => HttpResponse.json({ error: 'x' }, { status: 500 })))
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

// Runs JavaScript in a Node process of its own, from the examples workspace (with the single-React fix that the
// claims runner preloads), and resolves with the last line it printed. The cases that need one start it when the
// file loads, so that it runs while the other cases do.
function runNode(code: string, env: Record<string, string> = {}): Promise<string> {
  const examplesDir = path.resolve(__dirname, '../../..')
  const singleReact = path.join(examplesDir, 'page-tests/setup/single-react.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', singleReact, '-e', code], {
    cwd: examplesDir,
    env: { ...process.env, NODE_TEST_CONTEXT: undefined, ...env },
    timeout: 30_000,
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(stdout.trim().split('\n').at(-1)!) : reject(new Error(`exit code ${code}: ${stderr}`)),
    ),
  )
}

// Subscribes to getPosts the way a component would, and waits for the first answer
async function subscribeToPosts(store: Store) {
  const subscription = store.dispatch(postsApi.endpoints.getPosts.initiate())
  await subscription
  return subscription
}

claim('A mutation never runs on its own', async () => {
  const requests = recordRequests()
  const store = makeStore()
  const { result, rerender } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  rerender()
  await tick(100)
  assert.deepEqual(requests, [])
  assert.equal(stateOf(result).isUninitialized, true)

  // After a call, re-rendering does not send it again
  await act(() => result.current[0](newPost('Once')))
  rerender()
  await tick(100)
  assert.deepEqual(requests, ['POST /posts'])
})

claim('is never cached for reuse like a query', async () => {
  const requests = recordRequests()
  const store = makeStore()
  const first = await store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Twice')))
  const second = await store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Twice')))
  assert.deepEqual(requests, ['POST /posts', 'POST /posts'])
  assert.notEqual(first.data?.id, second.data?.id)
  // A query with the same argument is answered from the cache instead
  await store.dispatch(postsApi.endpoints.getPosts.initiate())
  await store.dispatch(postsApi.endpoints.getPosts.initiate())
  assert.deepEqual(requests, ['POST /posts', 'POST /posts', 'GET /posts'])
})

claim('which [`fetchBaseQuery`](../api/fetchBaseQuery.md) serializes as JSON', async () => {
  const sent: { contentType: string | null; body: string }[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST') {
      sent.push({ contentType: request.headers.get('content-type'), body: await request.clone().text() })
    }
  })
  const store = makeStore()
  await store.dispatch(postsApi.endpoints.addPost.initiate({ title: 'As JSON', body: 'A body.' }))
  server.events.removeAllListeners('request:start')
  assert.deepEqual(sent, [{ contentType: 'application/json', body: '{"title":"As JSON","body":"A body."}' }])
})

claim('A mutation endpoint takes most of the options a query takes', () => {
  createApi({
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    tagTypes: ['Post'],
    endpoints: (build) => ({
      fromQueryFn: build.mutation<number, number>({
        queryFn: (id) => ({ data: id }),
        onQueryStarted: async () => {},
        invalidatesTags: ['Post'],
      }),
      transformed: build.mutation<string, number>({
        query: (id) => ({ url: `posts/${id}`, method: 'DELETE' }),
        transformResponse: (post: Post) => post.title,
        transformErrorResponse: (error) => error.status,
        invalidatesTags: (result, error, id) => [{ type: 'Post', id }],
      }),
      providing: build.mutation<Post, number>({
        query: (id) => ({ url: `posts/${id}`, method: 'DELETE' }),
        // @ts-expect-error a mutation has no providesTags
        providesTags: ['Post'],
      }),
      invalidating: build.query<Post, number>({
        query: (id) => `posts/${id}`,
        // @ts-expect-error and a query has no invalidatesTags
        invalidatesTags: ['Post'],
      }),
    }),
  })
})

claim('It has no `keepUnusedDataFor`, no polling and no refetching options', () => {
  const api = createApi({
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    endpoints: (build) => ({
      kept: build.mutation<Post, number>({
        query: (id) => ({ url: `posts/${id}`, method: 'DELETE' }),
        // @ts-expect-error not on a mutation endpoint
        keepUnusedDataFor: 5,
      }),
      refetched: build.mutation<Post, number>({
        query: (id) => ({ url: `posts/${id}`, method: 'DELETE' }),
        // @ts-expect-error not on a mutation endpoint
        forceRefetch: () => true,
      }),
      // A query endpoint takes both
      query: build.query<Post, number>({
        query: (id) => `posts/${id}`,
        keepUnusedDataFor: 5,
        forceRefetch: () => true,
      }),
    }),
  })
  // Nor does the hook or initiate take a query's polling and refetching options
  const hookTypeOnly = () => {
    // @ts-expect-error
    api.endpoints.kept.useMutation({ pollingInterval: 1000 })
    // @ts-expect-error
    api.endpoints.kept.useMutation({ refetchOnFocus: true })
    // @ts-expect-error
    api.endpoints.kept.useMutation({ refetchOnMountOrArgChange: true })
    // @ts-expect-error
    api.endpoints.kept.initiate(1, { subscriptionOptions: { pollingInterval: 1000 } })
    // @ts-expect-error
    api.endpoints.kept.initiate(1, { forceRefetch: true })
    api.endpoints.query.useQuery(1, { pollingInterval: 1000, refetchOnFocus: true, refetchOnMountOrArgChange: true })
  }
  assert.equal(typeof hookTypeOnly, 'function')
})

claim('`useAddPostMutation()` returns a tuple: the trigger, and the result of the latest call.', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  assert.equal(result.current.length, 2)
  assert.equal(typeof result.current[0], 'function')
  await act(() => result.current[0](newPost('First')))
  await act(() => result.current[0](newPost('Latest')))
  assert.equal(stateOf(result).data?.title, 'Latest')
})

claim('Calling `addPost(arg)` sends the request at once.', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  const requests = recordRequests()
  // Both requests have reached the fake API before a timer of 0 ms fires
  const { release } = holdRequests('post', postsUrl)
  let calls: Promise<unknown>[] = []
  act(() => {
    // A second call does not wait for the first one
    calls = [result.current[0](newPost('At once')), result.current[0](newPost('At once too'))]
  })
  const beforeTimer = await new Promise((resolve) => setTimeout(() => resolve([...requests])))
  assert.deepEqual(beforeTimer, ['POST /posts', 'POST /posts'])
  release()
  await act(() => Promise.all(calls))
})

claim('Await `.unwrap()` on what it returns to get the created post, or to land in `catch`', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  const created = await act(() => result.current[0](newPost('Unwrapped')).unwrap())
  assert.equal(created.title, 'Unwrapped')
  assert.equal(typeof created.id, 'number')

  refusePosts()
  await assert.rejects(
    async () => await act(() => result.current[0](newPost('Refused')).unwrap()),
    (error) => (assert.deepEqual(error, { status: 500, data: { error: 'x' } }), true),
  )
})

// Erratum 7: the handler's `isError` is the value of the render that made the handler
claim(
  'isError is still false here: this handler belongs to a render from before the call. // The next render has isError true',
  async () => {
    refusePosts()
    const store = makeStore()
    const seen: string[] = []
    function NewPostForm() {
      const [addPost, { isError }] = postsApi.useAddPostMutation()
      seen.push(`render: isError ${isError}`)
      async function handleClick() {
        try {
          await addPost(newPost('Refused')).unwrap()
        } catch {
          seen.push(
            `catch: isError ${isError}, stored ${Object.values(store.getState().postsApi.mutations)[0]?.status}`,
          )
        }
      }
      return (
        <>
          <button onClick={handleClick}>Add post</button>
          {isError && <p role="alert">The post was not saved.</p>}
        </>
      )
    }
    render(
      <Provider store={store}>
        <NewPostForm />
      </Provider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add post' }))
    await screen.findByRole('alert')
    // The store has the error when the catch runs, but the handler's closure does not; the render after it does
    const caught = seen.findIndex((line) => line.startsWith('catch'))
    assert.equal(seen[caught], 'catch: isError false, stored rejected')
    assert.deepEqual(seen.slice(0, caught), Array(caught).fill('render: isError false'))
    assert.equal(seen[caught + 1], 'render: isError true')
  },
)

claim('The trigger returns the same object as', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  let fromHook!: ReturnType<(typeof result.current)[0]>
  act(() => {
    fromHook = result.current[0](newPost('From the hook'))
  })
  const fromInitiate = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('From initiate')))
  const members = (promise: object) =>
    Object.entries(promise)
      .map(([key, value]) => `${key}: ${typeof value}`)
      .sort()
  assert.deepEqual(members(fromHook), members(fromInitiate))
  assert.deepEqual(members(fromInitiate), [
    'abort: function',
    'arg: object',
    'requestId: string',
    'reset: function',
    'unwrap: function',
  ])
  assert.ok(fromHook instanceof Promise && fromInitiate instanceof Promise)
  // Both are keyed in the store by their requestId
  assert.deepEqual(mutationKeys(store).sort(), [fromHook.requestId, fromInitiate.requestId].sort())
  await act(() => fromHook)
  await fromInitiate
})

claim('It is a promise that **never rejects**', async () => {
  const store = makeStore()
  const { addPost, throwingQueryFn } = postsApi.endpoints
  const aborted = store.dispatch(addPost.initiate(newPost('Aborted')))
  aborted.abort()
  const calls = [
    store.dispatch(addPost.initiate(newPost('Accepted'))),
    store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 99, title: 'Not found' })),
    store.dispatch(throwingQueryFn.initiate()),
    aborted,
  ]
  const settled = await Promise.allSettled(calls)
  assert.deepEqual(
    settled.map((outcome) => outcome.status === 'fulfilled' && Object.keys(outcome.value)),
    [['data'], ['error'], ['error'], ['error']],
  )
  // A network failure too
  server.use(http.post(postsUrl, () => HttpResponse.error()))
  assert.deepEqual(Object.keys(await store.dispatch(addPost.initiate(newPost('Offline')))), ['error'])
})

claim(
  "a network failure, a timeout or a body that is not valid JSON gives a string `status` (`'FETCH_ERROR'`, `'TIMEOUT_ERROR'`, `'PARSING_ERROR'`) and an `error` message",
  async () => {
    const store = makeStore()
    const errorOf = async (call: PromiseLike<{ error?: unknown }>) => (await call).error as Record<string, unknown>

    server.use(http.post(postsUrl, () => HttpResponse.error()))
    const offline = await errorOf(store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Offline'))))
    assert.equal(offline.status, 'FETCH_ERROR')
    assert.match(String(offline.error), /Network error/)

    const timedOut = await errorOf(store.dispatch(postsApi.endpoints.timingOut.initiate()))
    assert.equal(timedOut.status, 'TIMEOUT_ERROR')
    assert.equal(typeof timedOut.error, 'string')

    server.use(http.post(postsUrl, () => HttpResponse.text('<html>Saved</html>', { status: 201 })))
    const notJson = await errorOf(store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Not JSON'))))
    assert.equal(notJson.status, 'PARSING_ERROR')
    assert.match(String(notJson.error), /^SyntaxError/)
    // And an error answer from the server is `{ status, data }` with the body it sent
    refusePosts()
    assert.deepEqual(await errorOf(store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Refused')))), {
      status: 500,
      data: { error: 'x' },
    })
  },
)

// Production runs in a process of its own, with NODE_ENV set and RTK Query's production build (on Node 24, require()
// would load the ES module build, which reads NODE_ENV as it runs)
const thrownInProduction = runNode(
  `
  const { configureStore } = require('@reduxjs/toolkit')
  const { createApi } = require('./node_modules/@reduxjs/toolkit/dist/query/cjs/rtk-query.production.min.cjs')
  const api = createApi({
    baseQuery: async () => ({ data: {} }),
    endpoints: (build) => ({
      throwingQueryFn: build.mutation({ queryFn: () => { throw new Error('queryFn broke') } }),
      throwingTransform: build.mutation({ query: () => '', transformResponse: () => { throw new Error('transformResponse broke') } }),
    }),
  })
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
  const logged = []
  console.error = (...args) => logged.push(args.map((arg) => (arg instanceof Error ? 'Error: ' + arg.message : typeof arg)))
  Promise.all([
    store.dispatch(api.endpoints.throwingQueryFn.initiate()),
    store.dispatch(api.endpoints.throwingTransform.initiate()),
  ]).then((results) => {
    const production = Object.keys(require.cache).some((file) => file.endsWith('rtk-query.production.min.cjs'))
    console.log(JSON.stringify({ production, logged, errors: results.map(({ error }) => Object.keys(error).sort()) }))
  })
  `,
  { NODE_ENV: 'production' },
)
thrownInProduction.catch(() => {}) // awaited by its case, which reports a failure

claim(
  'If your own code throws (in a `queryFn` or `transformResponse`), `error` is a serialized error with `name`, `message` and `stack` instead',
  async (t) => {
    const store = makeStore()
    await subscribeToPosts(store)
    const logged = t.mock.method(console, 'error', () => {})
    const requests = recordRequests()
    const fromQueryFn = (await store.dispatch(postsApi.endpoints.throwingQueryFn.initiate())).error
    const fromTransform = (await store.dispatch(postsApi.endpoints.throwingTransform.initiate(newPost('Broken')))).error
    await tick(100)
    for (const [error, message] of [
      [fromQueryFn, 'queryFn broke'],
      [fromTransform, 'transformResponse broke'],
    ] as const) {
      assert.deepEqual(Object.keys(error ?? {}).sort(), ['message', 'name', 'stack'])
      assert.equal((error as { name: string }).name, 'Error')
      assert.equal((error as { message: string }).message, message)
    }
    // Logged with console.error, once each, with a message in development (other lines may come from other cases'
    // late sockets)
    const ours = logged.mock.calls
      .map(({ arguments: [message, error] }) => [String(message).split('\n')[0], (error as Error)?.message])
      .filter(([, message]) => message?.endsWith('broke'))
    assert.deepEqual(ours, [
      ['An unhandled error occurred processing a request for the endpoint "throwingQueryFn".', 'queryFn broke'],
      [
        'An unhandled error occurred processing a request for the endpoint "throwingTransform".',
        'transformResponse broke',
      ],
    ])
    // No tags invalidated: the subscribed list is not fetched again (the POST of throwingTransform reached the server)
    assert.deepEqual(requests, ['POST /posts'])

    // In production, the error is logged too, without the message
    assert.deepEqual(JSON.parse(await thrownInProduction), {
      production: true,
      logged: [['Error: queryFn broke'], ['Error: transformResponse broke']],
      errors: [
        ['message', 'name', 'stack'],
        ['message', 'name', 'stack'],
      ],
    })
  },
)

claim('Returns a promise of the data alone, which rejects with the error.', async () => {
  const store = makeStore()
  const created = await store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Alone'))).unwrap()
  assert.deepEqual(Object.keys(created).sort(), ['body', 'id', 'title'])
  await assert.rejects(store.dispatch(postsApi.endpoints.updatePost.initiate({ id: 99 })).unwrap(), (error) => {
    assert.deepEqual(error, { status: 404, data: { error: 'Post 99 not found' } })
    return true
  })
})

claim(
  "The ID of this call, a string. Without `fixedCacheKey`, it keys the call's entry in `state.<reducerPath>.mutations`.",
  async () => {
    const store = makeStore()
    const call = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Keyed')))
    assert.equal(typeof call.requestId, 'string')
    assert.deepEqual(mutationKeys(store), [call.requestId])
    await call
    assert.equal(store.getState().postsApi.mutations[call.requestId]?.status, 'fulfilled')
    // With a fixedCacheKey, the key is that instead
    const shared = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Shared'), { fixedCacheKey: 'add-post' }))
    await shared
    assert.deepEqual(mutationKeys(store), [call.requestId, 'add-post'])
    assert.equal(store.getState().postsApi.mutations['add-post']?.requestId, shared.requestId)
  },
)

claim(
  "Ends the call at once with the error `{ name: 'AbortError', message: 'Aborted' }`, and aborts the `fetch` through its `AbortSignal`.",
  async () => {
    const store = makeStore()
    let signal: AbortSignal | undefined
    let received!: () => void
    const reached = new Promise<void>((resolve) => (received = resolve))
    const { release } = holdRequests('post', postsUrl, () => {
      return HttpResponse.json({ id: 0, title: 'Too late', body: '' })
    })
    server.events.on('request:start', ({ request }) => {
      signal = request.signal
      received()
    })
    const call = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Held')))
    await reached
    server.events.removeAllListeners('request:start')
    call.abort()
    // Settled while the server still holds the request
    assert.deepEqual(await call, { error: { name: 'AbortError', message: 'Aborted' } })
    assert.equal(signal?.aborted, true)
    assert.equal(store.getState().postsApi.mutations[call.requestId]?.status, 'rejected')
    release()
  },
)

claim('With `fixedCacheKey`, it removes the shared entry, even when a later call holds it now.', async () => {
  const store = makeStore()
  const { addPost } = postsApi.endpoints
  const first = store.dispatch(addPost.initiate(newPost('First'), { fixedCacheKey: 'add-post' }))
  await first
  const later = store.dispatch(addPost.initiate(newPost('Later'), { fixedCacheKey: 'add-post' }))
  await later
  assert.equal(store.getState().postsApi.mutations['add-post']?.requestId, later.requestId)
  first.reset()
  assert.deepEqual(mutationKeys(store), [])
})

claim("On the object a trigger returns, `reset()` removes that call's entry", async () => {
  // The run block shows it on a settled call; a running one is removed too, and its answer does not bring it back
  const store = makeStore()
  const { release } = holdRequests('post', postsUrl)
  const running = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Reset while running')))
  const other = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Other')))
  running.reset()
  assert.deepEqual(mutationKeys(store), [other.requestId])
  release()
  assert.equal((await running).data?.title, 'Reset while running')
  await other
  assert.deepEqual(mutationKeys(store), [other.requestId])
})

claim('`abort()` settles the promise as soon as you call it, whatever the server does.', async () => {
  const store = makeStore()
  const { release, held } = holdRequests('post', postsUrl)
  const call = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Held')))
  await waitFor(() => assert.equal(held.length, 1))
  call.abort()
  let settled = false
  void call.then(() => (settled = true))
  await tick()
  assert.equal(settled, true)
  release()
})

claim('If you abort before the request has left, nothing reaches the server', async () => {
  const requests = recordRequests()
  const store = makeStore()
  const call = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Never sent')))
  call.abort()
  assert.equal((await call).error && 'AbortError', 'AbortError')
  await tick(100)
  assert.deepEqual(requests, [])
})

// An abort after the server received the request (also the pitfall "Aborting to undo")
async function abortDoesNotUndo() {
  const store = makeStore()
  const before = (await posts()).length
  const { release, held } = holdRequests('post', postsUrl)
  const call = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Still saved')))
  await waitFor(() => assert.equal(held.length, 1))
  call.abort()
  assert.deepEqual(await call, { error: { name: 'AbortError', message: 'Aborted' } })
  // The server goes on with the request it received
  release()
  await waitFor(async () => assert.equal((await posts()).length, before + 1))
  assert.equal((await posts()).at(-1)?.title, 'Still saved')
  assert.equal(store.getState().postsApi.mutations[call.requestId]?.status, 'rejected')
}
claim('once the server has received it, the change may still happen, and you do not learn about it', abortDoesNotUndo)
claim(
  '`abort()` only stops your code from waiting. A request that reached the server may already have changed the data.',
  abortDoesNotUndo,
)

// The result, through one hook, call after call
claim('`true` until the trigger is called, and again after `reset()`.', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  assert.equal(stateOf(result).isUninitialized, true)
  assert.equal(stateOf(result).status, 'uninitialized')
  await act(() => result.current[0](newPost('Called')))
  assert.equal(stateOf(result).isUninitialized, false)
  act(() => stateOf(result).reset())
  assert.equal(stateOf(result).isUninitialized, true)
  // After a failed call too
  refusePosts()
  await act(() => result.current[0](newPost('Refused')))
  assert.equal(stateOf(result).isUninitialized, false)
  act(() => stateOf(result).reset())
  assert.equal(stateOf(result).isUninitialized, true)
})

claim('`true` while the call runs. A mutation has no `isFetching`.', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  assert.equal(stateOf(result).isLoading, false)
  const { release } = holdRequests('post', postsUrl)
  let call!: Promise<unknown>
  act(() => {
    call = result.current[0](newPost('Loading'))
  })
  await waitFor(() => assert.equal(stateOf(result).isLoading, true))
  assert.equal(stateOf(result).status, 'pending')
  release()
  await act(() => call)
  assert.equal(stateOf(result).isLoading, false)
  // @ts-expect-error a mutation result has no isFetching
  assert.equal(stateOf(result).isFetching, undefined)
})

claim("The same as a string: `'uninitialized'`, `'pending'`, `'fulfilled'` or `'rejected'`.", async () => {
  const store = makeStore()
  const seen: string[] = []
  const { result } = renderHook(
    () => {
      const hook = postsApi.useAddPostMutation()
      const { status, isSuccess, isError } = hook[1]
      seen.push(`${status} ${isSuccess} ${isError}`)
      return hook
    },
    { wrapper: wrapperFor(store) },
  )
  // Each answer is held until the render with the pending call (the store tells components of a pending call a moment
  // after it starts, and the fake API answers faster)
  for (const answer of [undefined, () => HttpResponse.json({ error: 'x' }, { status: 500 })]) {
    const { release } = holdRequests('post', postsUrl, answer)
    let call!: Promise<unknown>
    act(() => {
      call = result.current[0](newPost('Called'))
    })
    await waitFor(() => assert.equal(stateOf(result).status, 'pending'))
    release()
    await act(() => call)
    server.resetHandlers()
  }
  assert.deepEqual(
    [...new Set(seen)],
    ['uninitialized false false', 'pending false false', 'fulfilled true false', 'rejected false true'],
  )
})

claim(
  "It is `undefined` while a call runs and after a call fails: unlike a query's `data`, it does not keep the previous call's result.",
  async () => {
    const store = makeStore()
    const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
    await act(() => result.current[0](newPost('First')))
    assert.equal(stateOf(result).data?.title, 'First')
    assert.equal(stateOf(result).error, undefined)

    const { release } = holdRequests('post', postsUrl, () => HttpResponse.json({ error: 'x' }, { status: 500 }))
    let call!: Promise<unknown>
    act(() => {
      call = result.current[0](newPost('Second'))
    })
    await waitFor(() => assert.equal(stateOf(result).isLoading, true))
    assert.equal(stateOf(result).data, undefined)
    release()
    await act(() => call)
    assert.equal(stateOf(result).isError, true)
    assert.equal(stateOf(result).data, undefined)
    assert.deepEqual(stateOf(result).error, { status: 500, data: { error: 'x' } })
  },
)

claim('The argument of the latest call.', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  assert.equal(stateOf(result).originalArgs, undefined)
  await act(() => result.current[0](newPost('First')))
  await act(() => result.current[0](newPost('Latest')))
  assert.deepEqual(stateOf(result).originalArgs, newPost('Latest'))
})

claim('`requestId`, `endpointName`, `startedTimeStamp`, `fulfilledTimeStamp` | Details of the call.', async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  let call!: ReturnType<(typeof result.current)[0]>
  act(() => {
    call = result.current[0](newPost('Details'))
  })
  await act(() => call)
  const { requestId, endpointName, startedTimeStamp, fulfilledTimeStamp } = stateOf(result)
  assert.equal(requestId, call.requestId)
  assert.equal(endpointName, 'addPost')
  assert.ok(typeof startedTimeStamp === 'number' && typeof fulfilledTimeStamp === 'number')
  assert.ok(fulfilledTimeStamp >= startedTimeStamp)
})

// Each hook sees only its own calls (also the pitfall "Reading the result in another component")
async function eachHookItsOwnCalls() {
  const store = makeStore()
  const wrapper = wrapperFor(store)
  const first = renderHook(() => postsApi.useAddPostMutation(), { wrapper })
  const second = renderHook(() => postsApi.useAddPostMutation(), { wrapper })
  await act(() => first.result.current[0](newPost('From the first')))
  assert.equal(stateOf(first.result).data?.title, 'From the first')
  assert.equal(stateOf(second.result).isUninitialized, true)
  await act(() => second.result.current[0](newPost('From the second')))
  assert.equal(stateOf(first.result).data?.title, 'From the first')
  assert.equal(stateOf(second.result).data?.title, 'From the second')
}
claim('Two components calling `useAddPostMutation()` each see only their own calls', eachHookItsOwnCalls)
claim(
  'a `useAddPostMutation()` in a second component does not see the calls made from the first one',
  eachHookItsOwnCalls,
)

claim("each new call replaces the previous one: the hook removes the older call's entry from the store", async () => {
  const store = makeStore()
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  let first!: ReturnType<(typeof result.current)[0]>
  act(() => {
    first = result.current[0](newPost('First'))
  })
  await act(() => first)
  let second!: ReturnType<(typeof result.current)[0]>
  act(() => {
    second = result.current[0](newPost('Second'))
  })
  await act(() => second)
  assert.deepEqual(mutationKeys(store), [second.requestId])
  // Also when the older call is still running: its answer does not bring the entry back
  const { release } = holdRequests('post', postsUrl)
  let running!: ReturnType<(typeof result.current)[0]>
  act(() => {
    running = result.current[0](newPost('Running'))
  })
  server.resetHandlers()
  let third!: ReturnType<(typeof result.current)[0]>
  act(() => {
    third = result.current[0](newPost('Third'))
  })
  await act(() => third)
  release()
  assert.equal((await running).data?.title, 'Running')
  assert.deepEqual(mutationKeys(store), [third.requestId])
  assert.equal(stateOf(result).data?.title, 'Third')
})

// Unmounting removes the entry, not the request (also the pitfall "Expecting a result after unmounting")
async function unmountRemovesTheEntry() {
  const store = makeStore()
  await subscribeToPosts(store)
  const { result, unmount } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  // A settled call
  await act(() => result.current[0](newPost('Settled')))
  assert.equal(mutationKeys(store).length, 1)
  // A running one
  const { release, held } = holdRequests('post', postsUrl)
  let running!: ReturnType<(typeof result.current)[0]>
  act(() => {
    running = result.current[0](newPost('Unmounted'))
  })
  await waitFor(() => assert.equal(held.length, 1))
  const requests = recordRequests()
  unmount()
  assert.deepEqual(mutationKeys(store), [])
  release()
  assert.equal((await running).data?.title, 'Unmounted')
  await waitFor(() => assert.deepEqual(requests, ['GET /posts']))
  await waitFor(() =>
    assert.equal(postsApi.endpoints.getPosts.select()(store.getState()).data?.at(-1)?.title, 'Unmounted'),
  )
  assert.deepEqual(mutationKeys(store), [])
}
claim(
  "When the component unmounts, its entry is removed too. The server's answer still arrives, and tags are still invalidated; only the record of the call goes away.",
  unmountRemovesTheEntry,
)
claim('loses the result: its entry is removed. The request and its tag invalidation go on.', unmountRemovesTheEntry)

claim('`selectFromResult` to pick a part of the result', async () => {
  const store = makeStore()
  const { result } = renderHook(
    () => postsApi.useAddPostMutation({ selectFromResult: ({ data }) => ({ title: data?.title }) }),
    { wrapper: wrapperFor(store) },
  )
  await act(() => result.current[0](newPost('Picked')))
  assert.equal(stateOf(result).title, 'Picked')
  // @ts-expect-error only the picked fields (and originalArgs and reset) are there
  assert.equal(stateOf(result).status, undefined)
  assert.deepEqual(Object.keys(stateOf(result)).sort(), ['originalArgs', 'reset', 'title'])
})

claim(
  "`reset()` brings the result back to `isUninitialized`: `data`, `error` and `isError` are gone, and the call's entry is removed from the store.",
  async () => {
    const store = makeStore()
    const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
    await act(() => result.current[0](newPost('Succeeded')))
    assert.equal(stateOf(result).data?.title, 'Succeeded')
    act(() => stateOf(result).reset())
    assert.equal(stateOf(result).isUninitialized, true)
    assert.equal(stateOf(result).data, undefined)
    assert.deepEqual(mutationKeys(store), [])

    refusePosts()
    await act(() => result.current[0](newPost('Failed')))
    assert.equal(stateOf(result).isError, true)
    act(() => stateOf(result).reset())
    assert.equal(stateOf(result).isUninitialized, true)
    assert.equal(stateOf(result).isError, false)
    assert.equal(stateOf(result).error, undefined)
    assert.deepEqual(mutationKeys(store), [])
  },
)

claim('It does not cancel a running call; for that, use `abort()`.', async () => {
  const store = makeStore()
  const before = (await posts()).length
  const { result } = renderHook(() => postsApi.useAddPostMutation(), { wrapper: wrapperFor(store) })
  const { release, held } = holdRequests('post', postsUrl)
  let running!: ReturnType<(typeof result.current)[0]>
  act(() => {
    running = result.current[0](newPost('Reset, not cancelled'))
  })
  await waitFor(() => assert.equal(held.length, 1))
  act(() => stateOf(result).reset())
  release()
  assert.equal((await running).data?.title, 'Reset, not cancelled')
  assert.equal((await posts()).length, before + 1)
  // The hook stays reset
  assert.equal(stateOf(result).isUninitialized, true)
  assert.deepEqual(mutationKeys(store), [])
})

// Two hooks sharing a key, as AddPostForm and AddPostStatus do
function renderShared(store: Store) {
  const wrapper = wrapperFor(store)
  const form = renderHook(() => postsApi.useAddPostMutation({ fixedCacheKey: 'add-post' }), { wrapper })
  const status = renderHook(() => postsApi.useAddPostMutation({ fixedCacheKey: 'add-post' }), { wrapper })
  return { form, status }
}

claim('they share one entry in the store, stored under that key instead of under the request ID', async () => {
  const store = makeStore()
  const { form } = renderShared(store)
  let call!: ReturnType<(typeof form.result.current)[0]>
  act(() => {
    call = form.result.current[0](newPost('Shared'))
  })
  assert.deepEqual(mutationKeys(store), ['add-post'])
  await act(() => call)
  assert.deepEqual(mutationKeys(store), ['add-post'])
  assert.equal(store.getState().postsApi.mutations['add-post']?.requestId, call.requestId)
})

claim('A call from either one shows in both, and `reset()` in one resets both.', async () => {
  const store = makeStore()
  const { form, status } = renderShared(store)
  await act(() => form.result.current[0](newPost('From the form')))
  assert.equal(stateOf(status.result).data?.title, 'From the form')
  await act(() => status.result.current[0](newPost('From the status line')))
  assert.equal(stateOf(form.result).data?.title, 'From the status line')
  // reset() in the hook that did not make the latest call
  // (the other hook sees it a moment later: the store batches its notice of a reset)
  act(() => stateOf(form.result).reset())
  assert.equal(stateOf(form.result).isUninitialized, true)
  await waitFor(() => assert.equal(stateOf(status.result).isUninitialized, true))
  // and in the one that made it
  await act(() => form.result.current[0](newPost('Again')))
  assert.equal(stateOf(status.result).data?.title, 'Again')
  act(() => stateOf(form.result).reset())
  await waitFor(() => assert.equal(stateOf(status.result).isUninitialized, true))
  assert.deepEqual(mutationKeys(store), [])
})

claim(
  'The shared entry stays in the store when the components unmount, until `reset()` or the next call replaces it.',
  async () => {
    const store = makeStore()
    const { form, status } = renderShared(store)
    await act(() => form.result.current[0](newPost('Kept')))
    form.unmount()
    status.unmount()
    assert.equal(
      postsApi.endpoints.addPost.select({ fixedCacheKey: 'add-post', requestId: undefined })(store.getState()).data
        ?.title,
      'Kept',
    )
    // The next call replaces it
    const next = store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Next'), { fixedCacheKey: 'add-post' }))
    await next
    assert.equal(store.getState().postsApi.mutations['add-post']?.requestId, next.requestId)
    next.reset()
    assert.deepEqual(mutationKeys(store), [])
  },
)

claim('with a `fixedCacheKey` it is always `undefined`', async () => {
  const store = makeStore()
  const { form, status } = renderShared(store)
  const { release } = holdRequests('post', postsUrl)
  let call!: Promise<unknown>
  act(() => {
    call = form.result.current[0](newPost('No args'))
  })
  await waitFor(() => assert.equal(stateOf(form.result).isLoading, true))
  assert.equal(stateOf(form.result).originalArgs, undefined)
  release()
  await act(() => call)
  assert.equal(stateOf(form.result).originalArgs, undefined)
  assert.equal(stateOf(status.result).originalArgs, undefined)
  assert.equal(stateOf(status.result).data?.title, 'No args')
})

claim('Two calls with the same key are still two requests', async () => {
  const requests = recordRequests()
  const store = makeStore()
  const { form, status } = renderShared(store)
  await act(async () => {
    await Promise.all([form.result.current[0](newPost('One')), status.result.current[0](newPost('Two'))])
  })
  assert.deepEqual(requests, ['POST /posts', 'POST /posts'])
})

claim(
  'the entry follows the call started last. An earlier call that answers after it leaves the entry alone (its own promise still resolves with its result), so `isLoading` can be `false` while that earlier request still runs.',
  async () => {
    const store = makeStore()
    const { form, status } = renderShared(store)
    // The first call is held; the second one answers at once
    let releaseFirst!: () => void
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve))
    let firstSeen = false
    server.use(
      http.post(postsUrl, async () => {
        if (firstSeen) return
        firstSeen = true
        await firstHeld
      }),
    )
    let first!: ReturnType<(typeof form.result.current)[0]>
    act(() => {
      first = form.result.current[0](newPost('Earlier'))
    })
    await waitFor(() => assert.equal(firstSeen, true))
    let second!: ReturnType<(typeof form.result.current)[0]>
    act(() => {
      second = status.result.current[0](newPost('Later'))
    })
    await act(() => second)
    assert.equal(stateOf(form.result).isLoading, false)
    assert.equal(stateOf(form.result).data?.title, 'Later')
    assert.equal(store.getState().postsApi.mutations['add-post']?.requestId, second.requestId)
    releaseFirst()
    assert.equal((await first).data?.title, 'Earlier')
    await act(() => tick(50))
    assert.equal(stateOf(status.result).data?.title, 'Later')
    assert.equal(store.getState().postsApi.mutations['add-post']?.requestId, second.requestId)
  },
)

// Also the first paragraph's "makes the queries whose data it changed fetch again"
async function invalidatedQueriesRefetch() {
  // A component using the list
  const store = makeStore()
  const list = renderHook(() => postsApi.useGetPostsQuery(), { wrapper: wrapperFor(store) })
  await waitFor(() => assert.equal(list.result.current.isSuccess, true))
  let requests = recordRequests()
  await store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Refetched')))
  await waitFor(() => assert.equal(list.result.current.data?.at(-1)?.title, 'Refetched'))
  assert.deepEqual(requests, ['POST /posts', 'GET /posts'])
  // A failed call whose server answered invalidates the tags too
  refusePosts()
  requests = recordRequests()
  await store.dispatch(postsApi.endpoints.addPost.initiate(newPost('Refused')))
  await waitFor(() => assert.deepEqual(requests, ['POST /posts', 'GET /posts']))
  server.resetHandlers()
  list.unmount()

  // A cached list that nothing uses is not refetched
  const unused = makeStore()
  await unused.dispatch(postsApi.endpoints.getPosts.initiate(undefined, { subscribe: false }))
  requests = recordRequests()
  await unused.dispatch(postsApi.endpoints.addPost.initiate(newPost('Not refetched')))
  await tick(100)
  assert.deepEqual(requests, ['POST /posts'])
}
claim(
  'RTK Query refetches every query that provides an invalidated tag and has a component (or another subscriber) using it',
  invalidatedQueriesRefetch,
)
claim('makes the queries whose data it changed fetch again', invalidatedQueriesRefetch)

// The posts API with a query for one post, and tags with or without IDs
function postsApiWithTags(withIds: boolean) {
  return createApi({
    reducerPath: 'taggedApi',
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    tagTypes: ['Post'],
    endpoints: (build) => ({
      getPosts: build.query<Post[], void>({
        query: () => 'posts',
        providesTags: (result = []) =>
          withIds
            ? [{ type: 'Post', id: 'LIST' }, ...result.map(({ id }) => ({ type: 'Post' as const, id }))]
            : ['Post'],
      }),
      getPost: build.query<Post, number>({
        query: (id) => `posts/${id}`,
        providesTags: (result, error, id) => (withIds ? [{ type: 'Post', id }] : ['Post']),
      }),
      updatePost: build.mutation<Post, Pick<Post, 'id' | 'title'>>({
        query: ({ id, ...changes }) => ({ url: `posts/${id}`, method: 'PATCH', body: changes }),
        invalidatesTags: (result, error, { id }) => (withIds ? [{ type: 'Post', id }] : ['Post']),
      }),
    }),
  })
}

// Renames post 3 while the list, post 1 and post 3 are subscribed, and returns the requests that follow
async function renamePost3(taggedApi: ReturnType<typeof postsApiWithTags>) {
  const store = configureStore({
    reducer: { [taggedApi.reducerPath]: taggedApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(taggedApi.middleware),
  })
  const { getPost, getPosts, updatePost } = taggedApi.endpoints
  await Promise.all([
    store.dispatch(getPosts.initiate()),
    store.dispatch(getPost.initiate(1)),
    store.dispatch(getPost.initiate(3)),
  ])
  const title = (await posts()).find(({ id }) => id === 3)!.title
  const requests = recordRequests()
  await store.dispatch(updatePost.initiate({ id: 3, title }))
  await waitFor(() => assert.ok(requests.length >= 3))
  await tick(100)
  return requests.sort()
}

claim("A single `'Post'` tag refetches everything about posts after any change.", async () => {
  assert.deepEqual(await renamePost3(postsApiWithTags(false)), [
    'GET /posts',
    'GET /posts/1',
    'GET /posts/3',
    'PATCH /posts/3',
  ])
})

claim('(renaming post 3 refetches the list and post 3, not post 1)', async () => {
  assert.deepEqual(await renamePost3(postsApiWithTags(true)), ['GET /posts', 'GET /posts/3', 'PATCH /posts/3'])
})

// A refused change in a React event handler: React ignores what the handler returns, so a rejection it does not
// catch is unhandled. Node reports it to the process, which the test runner would take for the case's own failure,
// so the page's pattern runs in a process of its own: one form per handler, each clicked once, and the unhandled
// rejections seen, named by the title each form sends.
const handlers = {
  unwrapWithoutCatch: `async () => { await addPost(title).unwrap() }`,
  unwrapWithCatch: `async () => { try { await addPost(title).unwrap() } catch {} }`,
  promiseIgnored: `() => { addPost(title) }`,
  errorChecked: `async () => { const { error } = await addPost(title); if (error) return }`,
}
const clickedInChild = runNode(`
      const { GlobalRegistrator } = require('@happy-dom/global-registrator')
      GlobalRegistrator.register({ url: 'http://localhost/' })
      globalThis.IS_REACT_ACT_ENVIRONMENT = true
      const { createElement } = require('react')
      const { render, fireEvent, act, screen } = require('@testing-library/react')
      const { Provider } = require('react-redux')
      const { configureStore } = require('@reduxjs/toolkit')
      const { createApi } = require('@reduxjs/toolkit/query/react')
      const sent = []
      const api = createApi({
        baseQuery: async (title) => {
          sent.push(title)
          return { error: { status: 500, data: { error: 'Refused ' + title } } }
        },
        endpoints: (build) => ({ addPost: build.mutation({ query: (title) => title }) }),
      })
      const store = configureStore({
        reducer: { [api.reducerPath]: api.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
      })
      const seen = []
      process.on('unhandledRejection', (reason) => seen.push(reason.data.error))
      const handlers = { ${Object.entries(handlers)
        .map(([title, handler]) => `${title}: (addPost, title) => ${handler}`)
        .join(', ')} }
      function NewPostForm({ title }) {
        const [addPost] = api.useAddPostMutation()
        return createElement('button', { onClick: handlers[title](addPost, title) }, title)
      }
      render(
        createElement(Provider, { store }, Object.keys(handlers).map((title) => createElement(NewPostForm, { title, key: title }))),
      )
      for (const title of Object.keys(handlers)) act(() => fireEvent.click(screen.getByRole('button', { name: title })))
      setTimeout(() => {
        console.log(JSON.stringify({ sent, unhandled: seen }))
        process.exit(0)
      }, 300)
    `)
clickedInChild.catch(() => {}) // awaited by its cases, which report a failure
async function unhandledRejections() {
  // Every form sent its post, and only the handler that awaits unwrap() without a catch left a rejection unhandled
  assert.deepEqual(JSON.parse(await clickedInChild), {
    sent: Object.keys(handlers),
    unhandled: ['Refused unwrapWithoutCatch'],
  })
}

claim(
  'the promise never rejects, so ignoring it is safe. Awaiting `.unwrap()` without a `catch`, on the other hand, turns a failed mutation into an unhandled promise rejection.',
  unhandledRejections,
)
claim(
  '`unwrap()` rethrows the error. In an event handler with no `try`/`catch`, a refused change becomes an unhandled rejection.',
  unhandledRejections,
)
