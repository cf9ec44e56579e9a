import '../../../page-tests/setup/dom'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { createElement, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { act, configure, render, renderHook, screen, waitFor } from '@testing-library/react'
import { configureStore } from '@reduxjs/toolkit'
import { createApi, setupListeners } from '@reduxjs/toolkit/query/react'
import { claimsOf } from '../../claim'
import { loadRelease } from '../../releases'

const claim = claimsOf(__filename)
// the machine may be busy: wait up to 4 s for what the cases expect
configure({ asyncUtilTimeout: 4000 })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Polls use real timers. A poll never starts before its interval, counted from the answer (10 ms allowed for timer
// rounding); on a busy machine it can start late, so upper bounds leave a wide margin, and cases that tell two
// behaviours apart are chosen so that the two differ by hundreds of milliseconds.

interface Modules {
  createApi: typeof createApi
  configureStore: typeof configureStore
  setupListeners: typeof setupListeners
}
const installed: Modules = { createApi, configureStore, setupListeners }

/** A published release, typed as the installed one (only what the cases call is used). */
function release(version: string): Modules & { version: string } {
  return {
    version,
    configureStore: loadRelease<any>(version).configureStore,
    createApi: loadRelease<any>(version, 'query/react').createApi,
    setupListeners: loadRelease<any>(version, 'query/react').setupListeners,
  }
}

// The releases where polling.ts changed, with the first and last 2.x releases around them
const POLLING_RELEASES = ['2.0.0', '2.1.0', '2.2.0', '2.2.8', '2.6.0', '2.9.0', '2.10.0', '2.12.0', '2.13.0']

interface Request {
  arg: number | undefined
  start: number
  end?: number
}

// The page's to-dos, answered by a queryFn. Each answer is { n }, the number of requests so far. `fail` makes the
// next answers errors, `hold()` keeps the next requests running until its result is called, `delay` slows every answer.
function makeTodos(modules: Modules = installed, { keepUnusedDataFor = 60, delay = 0 } = {}) {
  const requests: Request[] = []
  const control = { fail: false, held: undefined as Promise<void> | undefined }
  async function answer(arg: number | undefined) {
    const request: Request = { arg, start: Date.now() }
    requests.push(request)
    if (delay) await wait(delay)
    await control.held
    request.end = Date.now()
    return control.fail ? { error: { status: 500, data: { error: 'Status 500' } } } : { data: { n: requests.length } }
  }
  const api = modules.createApi({
    reducerPath: 'todosApi',
    baseQuery: async () => ({ data: null }),
    keepUnusedDataFor,
    endpoints: (build) => ({
      getTodos: build.query<{ n: number }, void>({ queryFn: () => answer(undefined) }),
      getTodo: build.query<{ n: number }, number>({ queryFn: (id) => answer(id) }),
      getOpenTodos: build.query<{ n: number }, void>({ queryFn: () => answer(-1) }),
    }),
  })
  const store = modules.configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
  // stands in for the browser's events, as the page's last run block does
  const page = { hide: () => {}, show: () => {}, offline: () => {}, online: () => {} }
  const listenTo = () =>
    modules.setupListeners(store.dispatch, (dispatch, { onFocus, onFocusLost, onOffline, onOnline }) => {
      page.hide = () => dispatch(onFocusLost())
      page.show = () => dispatch(onFocus())
      page.offline = () => dispatch(onOffline())
      page.online = () => dispatch(onOnline())
      return () => {}
    })
  const hold = () => {
    let release!: () => void
    control.held = new Promise<void>((resolve) => (release = resolve))
    return () => {
      control.held = undefined
      release()
    }
  }
  /** Resolves once `count` requests have started; fails after 4 s. */
  async function started(count: number) {
    const deadline = Date.now() + 4000
    while (requests.length < count) {
      if (Date.now() > deadline) throw new Error(`${requests.length} requests, expected ${count}`)
      await wait(5)
    }
    return requests[count - 1]
  }
  const since = (time: number) => requests.filter((request) => request.start >= time)
  /** Resolves once `count` requests (for `arg`, when given) have started since `time`; fails after 4 s. */
  async function startedSince(time: number, count: number, ...arg: [number | undefined] | []) {
    const deadline = Date.now() + 4000
    const matching = () => since(time).filter((request) => arg.length === 0 || request.arg === arg[0])
    while (matching().length < count) {
      if (Date.now() > deadline) throw new Error(`${matching().length} requests since then, expected ${count}`)
      await wait(5)
    }
  }
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
  return { api, store, requests, control, page, listenTo, hold, started, since, startedSince, wrapper }
}

/** Time from one request's answer to the next request's start. */
const gap = (requests: Request[], index: number) => requests[index].start - requests[index - 1].end!

claim('or the interval becomes `0`, the default', async () => {
  // no pollingInterval, from a hook and from initiate: no polls
  const { api, store, requests, started, wrapper } = makeTodos()
  const { unmount } = renderHook(() => api.useGetTodosQuery(), { wrapper })
  const subscription = store.dispatch(api.endpoints.getTodo.initiate(1))
  await started(2)
  await wait(400)
  assert.equal(requests.length, 2)
  unmount()
  subscription.unsubscribe()

  // given to the hook, or to initiate in subscriptionOptions: polls
  const polled = makeTodos()
  const hook = renderHook(() => polled.api.useGetTodosQuery(undefined, { pollingInterval: 100 }), {
    wrapper: polled.wrapper,
  })
  const thunk = polled.store.dispatch(
    polled.api.endpoints.getTodo.initiate(1, { subscriptionOptions: { pollingInterval: 100 } }),
  )
  await polled.startedSince(0, 3, undefined)
  await polled.startedSince(0, 3, 1)
  hook.unmount()
  thunk.unsubscribe()
})

claim('`setupListeners` is only needed for `skipPollingIfUnfocused`, which the list uses', async () => {
  // no setupListeners at all: the list's interval still polls
  const { api, started, wrapper } = makeTodos()
  const { unmount } = renderHook(() => api.useGetTodosQuery(undefined, { pollingInterval: 100 }), { wrapper })
  await started(3)
  unmount()
})

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  window.dispatchEvent(new Event('visibilitychange'))
}

claim('tells RTK Query when the page is hidden, shown or focused, and when the browser goes offline or online', () => {
  const { store } = makeTodos()
  const config = () => store.getState().todosApi.config
  const added: string[] = []
  const addEventListener = window.addEventListener
  window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
    added.push(type)
    return (addEventListener as (...args: unknown[]) => void).call(this, type, ...rest)
  } as typeof window.addEventListener
  let stop: () => void
  try {
    stop = setupListeners(store.dispatch)
  } finally {
    window.addEventListener = addEventListener
  }
  try {
    // the events it listens to: no blur
    assert.deepEqual(added.sort(), ['focus', 'offline', 'online', 'visibilitychange'])
    setVisibility('hidden')
    assert.equal(config().focused, false)
    setVisibility('visible')
    assert.equal(config().focused, true)
    setVisibility('hidden')
    window.dispatchEvent(new Event('focus'))
    assert.equal(config().focused, true)
    window.dispatchEvent(new Event('blur'))
    assert.equal(config().focused, true)
    window.dispatchEvent(new Event('offline'))
    assert.equal(config().online, false)
    window.dispatchEvent(new Event('online'))
    assert.equal(config().online, true)
  } finally {
    stop()
    setVisibility('visible')
  }
})

claim('Both components use the same cache entry, `getTodos(undefined)`', async () => {
  const { api, store, requests, wrapper } = makeTodos()
  const { result } = renderHook(
    () => [
      api.useGetTodosQuery(undefined, { pollingInterval: 10_000 }),
      api.useGetTodosQuery(undefined, { pollingInterval: 5000 }),
    ],
    { wrapper },
  )
  await waitFor(() => assert.ok(result.current.every((todos) => todos.isSuccess)))
  assert.deepEqual(Object.keys(store.getState().todosApi.queries), ['getTodos(undefined)'])
  assert.equal(requests.length, 1)
})

claim('the first poll comes one interval after its answer', async () => {
  // a slow answer: counted from the answer, not from the request
  const { api, requests, started, wrapper } = makeTodos(installed, { delay: 150 })
  const { unmount } = renderHook(() => api.useGetTodosQuery(undefined, { pollingInterval: 200 }), { wrapper })
  await started(2)
  unmount()
  assert.ok(gap(requests, 1) >= 190, `gap ${gap(requests, 1)}`)
  assert.ok(gap(requests, 1) < 2000, `gap ${gap(requests, 1)}`)
})

claim(
  'if no other subscriber polls the entry, the first poll comes one interval after the component subscribes',
  async () => {
    const { api, store, requests, started, wrapper } = makeTodos()
    await store.dispatch(api.endpoints.getTodos.initiate(undefined, { subscribe: false }))
    await wait(300)
    const mounted = Date.now()
    const { unmount } = renderHook(() => api.useGetTodosQuery(undefined, { pollingInterval: 200 }), { wrapper })
    await wait(50)
    assert.equal(requests.length, 1, 'no request on mount')
    const poll = await started(2)
    unmount()
    assert.ok(poll.start - mounted >= 190, `poll ${poll.start - mounted} ms after mount`)

    // with another subscriber already polling the entry at the same interval, the poll it scheduled comes first
    const shared = makeTodos()
    const first = shared.store.dispatch(
      shared.api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 1000 } }),
    )
    await first
    await wait(200)
    const secondMounted = Date.now()
    const second = renderHook(() => shared.api.useGetTodosQuery(undefined, { pollingInterval: 1000 }), {
      wrapper: shared.wrapper,
    })
    const sharedPoll = await shared.started(2)
    // its own interval would bring it 1000 ms or more after the mount
    assert.ok(sharedPoll.start - secondMounted < 990, `poll ${sharedPoll.start - secondMounted} ms after mount`)
    second.unmount()
    first.unsubscribe()
  },
)

claim('The next request starts `pollingInterval` milliseconds after each response, successful or failed.', async () => {
  const { api, store, requests, control, started } = makeTodos(installed, { delay: 50 })
  const subscription = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 150 } }),
  )
  await started(2)
  control.fail = true
  await started(4)
  subscription.unsubscribe()
  for (const index of [1, 2, 3]) assert.ok(gap(requests, index) >= 140, `gap ${index}: ${gap(requests, index)}`)
  await waitFor(() => assert.equal(api.endpoints.getTodos.select(undefined)(store.getState()).isError, true))
})

claim('A slow server therefore gets fewer requests than the interval suggests', async () => {
  const { api, store, requests } = makeTodos(installed, { delay: 200 })
  const subscription = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 100 } }),
  )
  await wait(1000)
  subscription.unsubscribe()
  // each cycle is 200 ms of answer plus 100 ms of interval: at most 4 requests in a second, not 10
  assert.ok(requests.length <= 4, `${requests.length} requests`)
  for (let index = 1; index < requests.length; index++) assert.ok(requests[index].start >= requests[index - 1].end!)
})

claim(
  'when a tick comes while a request for the entry is still running (a `refetch()`, for example), it makes no request',
  async () => {
    const { api, store, requests, hold, started } = makeTodos()
    const subscription = store.dispatch(
      api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 200 } }),
    )
    await subscription
    await wait(100)
    // a refetch that takes 400 ms: the tick 200 ms after the first answer falls while it runs
    const release = hold()
    subscription.refetch()
    await wait(400)
    release()
    const poll = await started(3)
    subscription.unsubscribe()
    assert.equal(requests.length, 3)
    assert.ok(gap(requests, 2) >= 190, `the poll came ${gap(requests, 2)} ms after the refetch's answer`)
    assert.ok(poll.start - requests[0].end! >= 690)
  },
)

claim('Polling stops when the last polling subscriber goes', async () => {
  const { api, since, startedSince, wrapper } = makeTodos()
  // two polling components and one that does not poll; the polling ones unmount one after the other
  const polling1 = renderHook(() => api.useGetTodosQuery(undefined, { pollingInterval: 100 }), { wrapper })
  const polling2 = renderHook(() => api.useGetTodosQuery(undefined, { pollingInterval: 100 }), { wrapper })
  const plain = renderHook(() => api.useGetTodosQuery(), { wrapper })
  await wait(150)
  polling1.unmount()
  let from = Date.now()
  // still polled for the other polling component
  await startedSince(from, 2)
  polling2.unmount()
  await wait(150)
  from = Date.now()
  await wait(350)
  assert.equal(since(from).length, 0, 'a subscriber without an interval does not keep polling')
  plain.unmount()

  // the interval becomes 0; skip: true
  for (const change of [{ pollingInterval: 0 }, { pollingInterval: 100, skip: true }]) {
    const todos = makeTodos()
    const { rerender, unmount } = renderHook((options) => todos.api.useGetTodosQuery(undefined, options), {
      wrapper: todos.wrapper,
      initialProps: { pollingInterval: 100 } as { pollingInterval: number; skip?: boolean },
    })
    await todos.started(3)
    rerender(change)
    await wait(150)
    const after = Date.now()
    await wait(350)
    assert.equal(todos.since(after).length, 0, JSON.stringify(change))
    unmount()
  }

  // the argument changes: the new argument's entry is polled instead
  const { rerender, unmount } = renderHook(({ id }) => api.useGetTodoQuery(id, { pollingInterval: 100 }), {
    wrapper,
    initialProps: { id: 1 },
  })
  await wait(250)
  rerender({ id: 2 })
  await wait(150)
  from = Date.now()
  await startedSince(from, 2, 2)
  await wait(300)
  assert.equal(since(from).filter((request) => request.arg === 1).length, 0)
  unmount()
})

claim('A `useLazyQuery` starts polling once its trigger has been called.', async () => {
  const { api, requests, started, wrapper } = makeTodos()
  const { result, unmount } = renderHook(() => api.useLazyGetTodosQuery({ pollingInterval: 100 }), { wrapper })
  await wait(300)
  assert.equal(requests.length, 0)
  const [trigger] = result.current
  act(() => void trigger())
  await started(3)
  unmount()
})

claim('Each poll is a normal refetch: `isFetching` is `true` during it.', async () => {
  const { api, control, hold, started, wrapper } = makeTodos()
  const { result, unmount } = renderHook(() => api.useGetTodosQuery(undefined, { pollingInterval: 100 }), {
    wrapper,
  })
  await waitFor(() => assert.equal(result.current.isSuccess, true))
  let release = hold()
  await started(2)
  await waitFor(() => assert.equal(result.current.isFetching, true))
  // an entry that has data keeps showing it
  assert.deepEqual(result.current.data, { n: 1 })
  assert.equal(result.current.isLoading, false)
  release()
  await waitFor(() => assert.deepEqual(result.current.data, { n: 2 }))

  // also once a poll has failed: the data stays, and the next poll does not set isLoading
  control.fail = true
  await started(3)
  await waitFor(() => assert.equal(result.current.isError, true))
  release = hold()
  await started(4)
  await waitFor(() => assert.equal(result.current.isFetching, true))
  assert.deepEqual(result.current.data, { n: 2 })
  assert.equal(result.current.isLoading, false)
  release()
  unmount()
})

// The hook's flags during a poll of an entry that has only failed so far, in one release
async function pollOfFailedEntry(modules: Modules) {
  const { api, control, hold, started, wrapper } = makeTodos(modules)
  control.fail = true
  const { result, unmount } = renderHook(() => api.useGetTodosQuery(undefined, { pollingInterval: 100 }), {
    wrapper,
  })
  await waitFor(() => assert.equal(result.current.isError, true))
  const release = hold()
  await started(2)
  await waitFor(() => assert.equal(result.current.isFetching, true))
  const { isLoading, isFetching, isError, error, data } = result.current
  release()
  unmount()
  return { isLoading, isFetching, isError, error, data }
}

// buildHooks.ts changed in almost every release: each minor's first release, and the releases at the boundaries
const HOOK_RELEASES = [
  '2.0.0',
  '2.1.0',
  '2.2.3',
  '2.2.4',
  '2.3.0',
  '2.5.0',
  '2.6.0',
  '2.8.0',
  '2.9.0',
  '2.10.0',
  '2.11.0',
  '2.12.0',
  '2.13.0',
]
let failedPolls: Promise<Map<string, Awaited<ReturnType<typeof pollOfFailedEntry>>>> | undefined
function failedPollsByRelease() {
  failedPolls ??= (async () => {
    const releases = HOOK_RELEASES.map(release)
    const flags = await Promise.all([installed, ...releases].map(pollOfFailedEntry))
    return new Map(['2.14.0', ...HOOK_RELEASES].map((version, index) => [version, flags[index]]))
  })()
  return failedPolls
}
const isLoadingBefore = (version: string) => {
  const [, minor, patch] = version.split('.').map(Number)
  return minor < 2 || (minor === 2 && patch <= 3) || version === '2.14.0'
}

claim('since 2.14.0 (and in 2.0.0 to 2.2.3), each of its polls sets `isLoading` to `true`', async () => {
  for (const [version, flags] of await failedPollsByRelease()) {
    assert.equal(flags.isLoading, isLoadingBefore(version), version)
    assert.equal(flags.isFetching, true, version)
    assert.equal(flags.data, undefined, version)
  }
})

claim(
  'If the entry never had data, `isLoading` is `true` too (since 2.14.0; from 2.2.4 to 2.13.x, only `isFetching` was)',
  async () => {
    const results = await failedPollsByRelease()
    assert.equal(results.get('2.14.0')!.isLoading, true)
    assert.equal(results.get('2.13.0')!.isLoading, false)
    assert.equal(results.get('2.2.4')!.isLoading, false)
    assert.equal(results.get('2.2.3')!.isLoading, true)
  },
)

claim('During each of those polls, `isError` is `false` and `error` keeps the last error.', async () => {
  for (const [version, flags] of await failedPollsByRelease()) {
    assert.equal(flags.isError, false, version)
    assert.deepEqual(flags.error, { status: 500, data: { error: 'Status 500' } }, version)
  }
})

claim(
  'swaps the message for "Loading..." at every poll. To keep the message on screen, show it while `error` is set.',
  async () => {
    const { api, control, hold, started, wrapper } = makeTodos()
    control.fail = true
    function OnFlags() {
      const { isLoading, isError } = api.useGetTodosQuery(undefined, { pollingInterval: 100 })
      return createElement('p', null, isLoading ? 'Loading...' : isError ? 'Could not load' : 'Loaded')
    }
    function OnError() {
      const { error, isLoading } = api.useGetTodosQuery(undefined, { pollingInterval: 100 })
      return createElement('p', null, error ? 'Could not load, still' : isLoading ? 'Waiting...' : 'Loaded')
    }
    render(createElement(wrapper, null, createElement(OnFlags), createElement(OnError)))
    await screen.findByText('Could not load')
    assert.ok(screen.getByText('Could not load, still'))
    const release = hold()
    await started(2)
    await screen.findByText('Loading...')
    assert.ok(screen.getByText('Could not load, still'))
    release()
    await screen.findByText('Could not load')
  },
)

claim(
  'Values above 2,147,483,647 ms (about 24.8 days, the largest timer delay) are capped to it, with a warning in development, since 2.14.0.',
  async () => {
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (message: unknown) => void warnings.push(String(message))
    try {
      for (const pollingInterval of [2 ** 31 - 1, 2 ** 31, 10 ** 12]) {
        const { api, store, requests } = makeTodos()
        const subscription = store.dispatch(
          api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval } }),
        )
        await wait(200)
        subscription.unsubscribe()
        assert.equal(requests.length, 1, String(pollingInterval))
      }
    } finally {
      console.warn = warn
    }
    // for the two values above the largest delay only
    assert.deepEqual(
      [...new Set(warnings)],
      [
        'pollingInterval 2147483648 is larger than the maximum timer delay. Using 2147483647 instead.',
        'pollingInterval 1000000000000 is larger than the maximum timer delay. Using 2147483647 instead.',
      ],
    )

    // in production: capped, without the warning
    const script = `
    const { configureStore } = require('@reduxjs/toolkit')
    const { createApi } = require('@reduxjs/toolkit/query')
    let requests = 0
    const api = createApi({ baseQuery: async () => ({ data: null }), endpoints: (build) => ({
      getTodos: build.query({ queryFn: () => ({ data: ++requests }) }) }) })
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware) })
    console.warn = (message) => console.log('warned: ' + message)
    const subscription = store.dispatch(api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 2 ** 31 } }))
    setTimeout(() => { subscription.unsubscribe(); console.log(process.env.NODE_ENV, requests); process.exit(0) }, 200)
  `
    const output = execFileSync(process.execPath, ['-e', script], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    })
    assert.equal(output.trim(), 'production 1')
  },
)

claim(
  'In 2.13.0 and earlier, such a value overflowed the timer, and the entry was polled again as soon as each answer arrived.',
  async () => {
    const releases = POLLING_RELEASES.map(release)
    // Node warns once per process about the overflowing timer
    const emitWarning = process.emitWarning
    process.emitWarning = () => {}
    try {
      // one release at a time: a timer that overflows keeps the process busy
      for (const modules of releases) {
        const cases = [
          { pollingInterval: 2 ** 31 - 1, overflows: false },
          { pollingInterval: 2 ** 31, overflows: true },
        ]
        await Promise.all(
          cases.map(async ({ pollingInterval, overflows }) => {
            const { api, store, requests, started } = makeTodos(modules)
            const subscription = store.dispatch(
              api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval } }),
            )
            // the overflowing timer fires after 1 ms: five requests come at once, not in 24.8 days
            if (overflows) await started(5)
            else await wait(300)
            subscription.unsubscribe()
            if (!overflows) assert.equal(requests.length, 1, `${modules.version}, ${pollingInterval}`)
          }),
        )
      }
    } finally {
      process.emitWarning = emitWarning
    }
  },
)

claim("When a hook's options change, it updates its subscription, so a new `pollingInterval`", async () => {
  const { api, requests, started, wrapper } = makeTodos()
  const { rerender, unmount } = renderHook(
    (pollingInterval: number) => api.useGetTodosQuery(undefined, { pollingInterval }),
    {
      wrapper,
      initialProps: 5000,
    },
  )
  await started(1)
  await wait(50)
  const changed = Date.now()
  rerender(100)
  await wait(20)
  assert.equal(requests.length, 1, 'the change itself makes no request')
  const poll = await started(2)
  unmount()
  assert.ok(poll.start - changed < 1000, `the poll came ${poll.start - changed} ms after the change`)
})

claim(
  'if waiting the new interval from now ends earlier than the poll already scheduled, the poll is rescheduled',
  async () => {
    // 1000 ms, changed to 200 ms 100 ms after the answer: the poll comes 200 ms after the change
    {
      const { api, store, requests, started } = makeTodos()
      const subscription = store.dispatch(
        api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 1000 } }),
      )
      await subscription
      await wait(100)
      const changed = Date.now()
      subscription.updateSubscriptionOptions({ pollingInterval: 200 })
      const poll = await started(2)
      subscription.unsubscribe()
      assert.ok(poll.start - changed >= 190, `${poll.start - changed} ms after the change`)
      // the old interval would bring it 1000 ms after the answer
      assert.ok(gap(requests, 1) < 990, `${gap(requests, 1)} ms after the answer`)
    }
    // 1000 ms, changed to 800 ms 600 ms after the answer: 1400 ms would be later, so the poll stays at 1000 ms
    {
      const { api, store, requests, started } = makeTodos()
      const subscription = store.dispatch(
        api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 1000 } }),
      )
      await subscription
      await wait(600)
      const changed = Date.now()
      subscription.updateSubscriptionOptions({ pollingInterval: 800 })
      const poll = await started(2)
      subscription.unsubscribe()
      assert.ok(gap(requests, 1) >= 990, `${gap(requests, 1)} ms after the answer`)
      assert.ok(poll.start - changed < 790, `${poll.start - changed} ms after the change`)
    }
  },
)

// 200 ms, changed to 600 ms 50 ms after the answer: the time from the answer to the next request
async function lengthened(modules: Modules) {
  const { api, store, requests, started } = makeTodos(modules)
  const subscription = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 200 } }),
  )
  await subscription
  await wait(50)
  subscription.updateSubscriptionOptions({ pollingInterval: 600 })
  await started(2)
  subscription.unsubscribe()
  return gap(requests, 1)
}

claim(
  'This is since 2.14.0; in 2.13.0 and earlier, the poll already scheduled still came at the old interval',
  async () => {
    const releases = POLLING_RELEASES.map(release)
    const gaps = await Promise.all([lengthened(installed), ...releases.map(lengthened)])
    assert.ok(gaps[0] >= 590, `2.14.0: ${gaps[0]} ms`)
    releases.forEach(({ version }, index) => {
      const oldGap = gaps[index + 1]
      assert.ok(oldGap >= 190 && oldGap < 590, `${version}: ${oldGap} ms`)
    })
  },
)

claim('`0` stops polling; the data stays cached while the subscriber is there.', async () => {
  const { api, store, requests, started } = makeTodos(installed, { keepUnusedDataFor: 0.1 })
  const subscription = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 100 } }),
  )
  await started(2)
  await wait(20)
  subscription.updateSubscriptionOptions({ pollingInterval: 0 })
  const count = requests.length
  await wait(400)
  assert.equal(requests.length, count)
  assert.equal(api.endpoints.getTodos.select(undefined)(store.getState()).status, 'fulfilled')
  subscription.unsubscribe()
  await waitFor(() => assert.equal(api.endpoints.getTodos.select(undefined)(store.getState()).status, 'uninitialized'))
})

claim('The subscription polls until you call `unsubscribe()`', async () => {
  const { api, store, since, startedSince } = makeTodos()
  const subscription = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 100 } }),
  )
  await wait(200)
  let from = Date.now()
  await startedSince(from, 3)
  subscription.unsubscribe()
  await wait(150)
  from = Date.now()
  await wait(350)
  assert.equal(since(from).length, 0)
})

claim("`updateSubscriptionOptions` replaces all of this subscriber's options", async () => {
  // replaced without skipPollingIfUnfocused and refetchOnFocus: both are gone; passed again: both stay
  for (const again of [false, true]) {
    const { api, store, page, listenTo, since, startedSince } = makeTodos()
    listenTo()
    const options = { pollingInterval: 100, skipPollingIfUnfocused: true, refetchOnFocus: true }
    const subscription = store.dispatch(api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: options }))
    await subscription
    subscription.updateSubscriptionOptions(again ? { ...options, pollingInterval: 150 } : { pollingInterval: 150 })
    page.hide()
    await wait(150)
    let from = Date.now()
    // skipPollingIfUnfocused
    if (again) {
      await wait(500)
      assert.equal(since(from).length, 0, 'polled while hidden')
    } else {
      await startedSince(from, 2)
    }
    subscription.updateSubscriptionOptions(
      again ? { ...options, pollingInterval: 10_000 } : { pollingInterval: 10_000 },
    )
    await wait(200)
    from = Date.now()
    page.show()
    // refetchOnFocus (the next poll is 10 s away)
    if (again) {
      await startedSince(from, 1)
    } else {
      await wait(300)
      assert.equal(since(from).length, 0, 'refetched on focus')
    }
    subscription.unsubscribe()
  }
})

claim('the entry is refetched at the shortest of their intervals, and every subscriber gets each answer', async () => {
  const { api, requests, started, wrapper } = makeTodos()
  const { result, unmount } = renderHook(
    () => ({
      dashboard: api.useGetTodosQuery(undefined, { pollingInterval: 600 }),
      widget: api.useGetTodosQuery(undefined, { pollingInterval: 150 }),
    }),
    { wrapper },
  )
  await started(4)
  // the dashboard's 600 ms would not bring them within 590 ms
  for (const index of [2, 3]) assert.ok(gap(requests, index) >= 140 && gap(requests, index) < 590)
  await waitFor(() => assert.ok(result.current.dashboard.data!.n >= 4))
  assert.deepEqual(result.current.widget.data, result.current.dashboard.data)
  unmount()
})

claim('Subscribers without an interval (or with `0`) do not count.', async () => {
  const { api, store, requests, started } = makeTodos()
  const plain = store.dispatch(api.endpoints.getTodos.initiate(undefined))
  const zero = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 0 } }),
  )
  await wait(400)
  assert.equal(requests.length, 1)
  const polling = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 300 } }),
  )
  await started(3)
  assert.ok(gap(requests, 2) >= 290, `gap ${gap(requests, 2)}`)
  for (const subscription of [plain, zero, polling]) subscription.unsubscribe()
})

// A dashboard polls every 600 ms and a widget every 200 ms; the widget leaves 50 ms after an answer: the time from
// that answer to the next request
async function fastestLeaves(modules: Modules) {
  const { api, store, requests, started } = makeTodos(modules)
  const dashboard = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 600 } }),
  )
  await dashboard
  const widget = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 200 } }),
  )
  await started(2)
  await wait(50)
  widget.unsubscribe()
  await started(3)
  dashboard.unsubscribe()
  return gap(requests, 2)
}

claim('counted from the last response (since 2.14.0; before, one more poll came at the old interval)', async () => {
  const releases = POLLING_RELEASES.map(release)
  const gaps = await Promise.all([fastestLeaves(installed), ...releases.map(fastestLeaves)])
  assert.ok(gaps[0] >= 590, `2.14.0: ${gaps[0]} ms`)
  releases.forEach(({ version }, index) => {
    const oldGap = gaps[index + 1]
    assert.ok(oldGap >= 190 && oldGap < 590, `${version}: ${oldGap} ms`)
  })
})

claim(
  'To poll two things at different rates, they must be different cache entries: different endpoints, or different arguments.',
  async () => {
    const { api, store, since, startedSince } = makeTodos()
    const subscriptions = [
      store.dispatch(api.endpoints.getTodo.initiate(1, { subscriptionOptions: { pollingInterval: 100 } })),
      store.dispatch(api.endpoints.getTodo.initiate(2, { subscriptionOptions: { pollingInterval: 400 } })),
      store.dispatch(api.endpoints.getOpenTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 400 } })),
      store.dispatch(api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 100 } })),
    ]
    await wait(100)
    const from = Date.now()
    // six polls at 100 ms take at least 600 ms, in which the 400 ms entries poll at most twice (three with a late tick)
    await startedSince(from, 6, 1)
    await startedSince(from, 6, undefined)
    const count = (arg: number | undefined) => since(from).filter((request) => request.arg === arg).length
    for (const subscription of subscriptions) subscription.unsubscribe()
    assert.ok(count(2) <= 3 && count(-1) <= 3, `${count(2)}, ${count(-1)}`)
  },
)

// With skipPollingIfUnfocused and a 400 ms interval: hidden 50 ms after the first answer, shown again 1350 ms later,
// 200 ms before a tick. Returns how many requests started while hidden and how long after showing the next one did.
async function hiddenAndShown(modules: Modules) {
  const { api, store, page, listenTo, requests, since, started } = makeTodos(modules)
  listenTo()
  const subscription = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, {
      subscriptionOptions: { pollingInterval: 400, skipPollingIfUnfocused: true },
    }),
  )
  await subscription
  await wait(50)
  const hidden = Date.now()
  page.hide()
  await wait(1350)
  const shown = Date.now()
  page.show()
  const whileHidden = since(hidden).length
  const next = await started(requests.length + 1)
  subscription.unsubscribe()
  return { whileHidden, nextAfterShown: next.start - shown }
}

claim('Added in 2.1.0.', async () => {
  const releases = ['2.0.0', '2.0.1', '2.1.0'].map(release)
  const [v200, v201, v210] = await Promise.all(releases.map(hiddenAndShown))
  // ignored before: polled all along
  assert.ok(v200.whileHidden >= 2 && v201.whileHidden >= 2, JSON.stringify([v200, v201]))
  assert.ok(v210.whileHidden <= 1, JSON.stringify(v210))
})

claim(
  'the polls that fall while the page is hidden (another tab is active, or the window is minimized) make no request; polling goes on when the page is shown again.',
  async () => {
    const { whileHidden, nextAfterShown } = await hiddenAndShown(installed)
    assert.equal(whileHidden, 0)
    // at the next tick, about 200 ms after the page was shown; one tick later would be 600 ms
    assert.ok(nextAfterShown < 400, `${nextAfterShown} ms`)
  },
)

claim(
  'Before 2.13.0, a poll checked the focus state as it was when the poll was scheduled, an interval earlier',
  async () => {
    const versions = ['2.1.0', '2.2.0', '2.2.8', '2.6.0', '2.9.0', '2.10.0', '2.12.0']
    const releases = [...versions, '2.13.0'].map(release)
    const results = await Promise.all([...releases.map(hiddenAndShown), hiddenAndShown(installed)])
    results.forEach((result, index) => {
      const version = releases[index]?.version ?? '2.14.0'
      const label = `${version}: ${JSON.stringify(result)}`
      if (versions.includes(version)) {
        // the first poll after hiding made its request; the first after showing (about 200 ms later) made none
        assert.equal(result.whileHidden, 1, label)
        assert.ok(result.nextAfterShown >= 400, label)
      } else {
        assert.equal(result.whileHidden, 0, label)
        assert.ok(result.nextAfterShown < 400, label)
      }
    })
  },
)

claim('A window that stays visible but loses focus to another window keeps polling.', async () => {
  const { api, store, startedSince } = makeTodos()
  const stop = setupListeners(store.dispatch)
  const subscription = store.dispatch(
    api.endpoints.getTodos.initiate(undefined, {
      subscriptionOptions: { pollingInterval: 100, skipPollingIfUnfocused: true },
    }),
  )
  await subscription
  window.dispatchEvent(new Event('blur'))
  const from = Date.now()
  await startedSince(from, 3)
  assert.equal(store.getState().todosApi.config.focused, true)
  subscription.unsubscribe()
  stop()
})

claim(
  'Without it, the focus state RTK Query keeps is read once, when `createApi` runs, and never changes.',
  async () => {
    try {
      setVisibility('hidden')
      const hiddenAtStart = makeTodos()
      setVisibility('visible')
      const visibleAtStart = makeTodos()
      assert.equal(hiddenAtStart.store.getState().todosApi.config.focused, false)
      assert.equal(visibleAtStart.store.getState().todosApi.config.focused, true)
      setVisibility('hidden')
      window.dispatchEvent(new Event('focus'))
      assert.equal(visibleAtStart.store.getState().todosApi.config.focused, true)
      setVisibility('visible')
      assert.equal(hiddenAtStart.store.getState().todosApi.config.focused, false)
      // a store created after createApi ran starts from the state read then
      setVisibility('visible')
      const laterStore = configureStore({ reducer: { [hiddenAtStart.api.reducerPath]: hiddenAtStart.api.reducer } })
      assert.equal(laterStore.getState().todosApi.config.focused, false)

      // so skipPollingIfUnfocused polls on while the page is hidden
      const { api, store, startedSince } = visibleAtStart
      const subscription = store.dispatch(
        api.endpoints.getTodos.initiate(undefined, {
          subscriptionOptions: { pollingInterval: 100, skipPollingIfUnfocused: true },
        }),
      )
      await subscription
      setVisibility('hidden')
      await startedSince(Date.now(), 3)
      subscription.unsubscribe()
    } finally {
      setVisibility('visible')
    }
  },
)

claim(
  'if any polling subscriber of the entry sets it, the entry skips its polls while the page is hidden',
  async () => {
    for (const [first, second, polls] of [
      // one polling subscriber sets it: no polls for the other one either
      [{ pollingInterval: 300, skipPollingIfUnfocused: true }, { pollingInterval: 100 }, false],
      // set by a subscriber that does not poll: it does not count
      [{ skipPollingIfUnfocused: true }, { pollingInterval: 100 }, true],
    ] as const) {
      const { api, store, page, listenTo, since, startedSince } = makeTodos()
      listenTo()
      const subscriptions = [first, second].map((subscriptionOptions) =>
        store.dispatch(api.endpoints.getTodos.initiate(undefined, { subscriptionOptions })),
      )
      await subscriptions[0]
      page.hide()
      await wait(150)
      const from = Date.now()
      if (polls) {
        await startedSince(from, 2)
      } else {
        await wait(500)
        assert.equal(since(from).length, 0, JSON.stringify(first))
      }
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  },
)

claim(
  'To refetch as soon as the user comes back, rather than at the next tick, add `refetchOnFocus: true`',
  async () => {
    for (const refetchOnFocus of [false, true]) {
      const { api, store, page, listenTo, since, startedSince } = makeTodos()
      listenTo()
      // the next tick is 10 s away
      const subscription = store.dispatch(
        api.endpoints.getTodos.initiate(undefined, {
          subscriptionOptions: { pollingInterval: 10_000, skipPollingIfUnfocused: true, refetchOnFocus },
        }),
      )
      await subscription
      page.hide()
      await wait(100)
      const shown = Date.now()
      page.show()
      if (refetchOnFocus) {
        await startedSince(shown, 1)
      } else {
        await wait(300)
        assert.equal(since(shown).length, 0)
      }
      subscription.unsubscribe()
    }
  },
)

claim(
  'A failed answer schedules the next poll like a successful one, so a query that errors keeps polling at the same rate.',
  async () => {
    const { api, store, requests, control, started } = makeTodos()
    control.fail = true
    const subscription = store.dispatch(
      api.endpoints.getTodos.initiate(undefined, { subscriptionOptions: { pollingInterval: 150 } }),
    )
    await started(4)
    subscription.unsubscribe()
    for (const index of [1, 2, 3]) assert.ok(gap(requests, index) >= 140 && gap(requests, index) < 600)
    await waitFor(() => assert.equal(api.endpoints.getTodos.select(undefined)(store.getState()).isError, true))
  },
)

claim(
  'Ten mounted components that each poll one to-do by its ID every second make ten requests a second.',
  async () => {
    const { api, requests, since, wrapper } = makeTodos()
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    const hooks = ids.map((id) => renderHook(() => api.useGetTodoQuery(id, { pollingInterval: 1000 }), { wrapper }))
    await waitFor(() => assert.equal(requests.length, 10))
    const from = Date.now()
    await waitFor(() => assert.ok(since(from).length >= 10))
    // one poll per to-do, each a second after its own answer
    const round = since(from).slice(0, 10)
    assert.deepEqual(
      round.map((request) => request.arg).sort((a, b) => a! - b!),
      ids,
    )
    for (const poll of round) {
      const answer = requests.find((request) => request.arg === poll.arg)!
      assert.ok(poll.start - answer.end! >= 990, `to-do ${poll.arg}: ${poll.start - answer.end!} ms`)
    }
    for (const hook of hooks) hook.unmount()
  },
)

// An infinite feed of pages 1, 2, 3, ... with three pages loaded; `requested` lists the pages each request fetched.
function makeFeed(modules: Modules = installed, refetchCachedPages?: boolean) {
  const requested: number[] = []
  const api = modules.createApi({
    reducerPath: 'feedApi',
    baseQuery: async () => ({ data: null }),
    tagTypes: ['Feed'],
    endpoints: (build) => ({
      getFeed: build.infiniteQuery<number[], void, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (_lastPage, _allPages, lastPageParam) => lastPageParam + 1,
          ...(refetchCachedPages === undefined ? {} : { refetchCachedPages }),
        },
        queryFn: ({ pageParam }) => {
          requested.push(pageParam)
          return { data: [pageParam] }
        },
        providesTags: ['Feed'],
      }),
    }),
  })
  const store = modules.configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  })
  const pages = () => api.endpoints.getFeed.select(undefined)(store.getState()).data?.pages
  const loadThreePages = async () => {
    await store.dispatch(api.endpoints.getFeed.initiate(undefined, { subscribe: false }))
    await store.dispatch(api.endpoints.getFeed.initiate(undefined, { subscribe: false, direction: 'forward' }))
    await store.dispatch(api.endpoints.getFeed.initiate(undefined, { subscribe: false, direction: 'forward' }))
    assert.deepEqual(pages(), [[1], [2], [3]])
    requested.length = 0
  }
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
  return { api, store, requested, pages, loadThreePages, wrapper }
}

// One request of each kind for an infinite query with three cached pages, with the hook's option and the
// endpoint's: which pages it fetched
async function refetchOfKind(kind: string, endpointOption?: boolean, hookOption?: boolean) {
  const { api, store, requested, pages, loadThreePages, wrapper } = makeFeed(installed, endpointOption)
  let focus = () => {}
  let reconnect = () => {}
  setupListeners(store.dispatch, (dispatch, { onFocus, onOnline }) => {
    focus = () => dispatch(onFocus())
    reconnect = () => dispatch(onOnline())
    return () => {}
  })
  await loadThreePages()
  const { result, unmount } = renderHook(
    () =>
      api.useGetFeedInfiniteQuery(undefined, {
        pollingInterval: kind === 'poll' ? 500 : 0,
        refetchOnFocus: kind === 'focus',
        refetchOnReconnect: kind === 'reconnect',
        refetchOnMountOrArgChange: kind === 'mount',
        ...(hookOption === undefined ? {} : { refetchCachedPages: hookOption }),
      }),
    { wrapper },
  )
  await waitFor(() => assert.equal(result.current.isSuccess, true))
  if (kind === 'refetch') await act(() => result.current.refetch())
  if (kind === 'invalidation') store.dispatch(api.util.invalidateTags(['Feed']))
  if (kind === 'focus') focus()
  if (kind === 'reconnect') reconnect()
  await waitFor(() => assert.ok(requested.length > 0, kind))
  // no further poll: unmounted before the next tick; the running request fetches its pages
  unmount()
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
  return { requested: [...requested], pages: pages()?.length }
}

const ALL_PAGES = { requested: [1, 2, 3], pages: 3 }
const FIRST_PAGE = { requested: [1], pages: 1 }

claim(
  'Each poll of an infinite query refetches every page the entry has cached, in order, starting from the first.',
  async () => {
    assert.deepEqual(await refetchOfKind('poll'), ALL_PAGES)
    // every poll: two in a row
    const { api, store, requested, loadThreePages } = makeFeed()
    await loadThreePages()
    const subscription = store.dispatch(
      api.endpoints.getFeed.initiate(undefined, { subscriptionOptions: { pollingInterval: 150 } }),
    )
    await waitFor(() => assert.ok(requested.length >= 6))
    subscription.unsubscribe()
    assert.deepEqual(requested.slice(0, 6), [1, 2, 3, 1, 2, 3])
  },
)

claim("set `refetchCachedPages: false` in the endpoint's `infiniteQueryOptions` (added in 2.11.0)", async () => {
  assert.deepEqual(await refetchOfKind('poll', false), FIRST_PAGE)
  // the hook's true does not bring the other pages back
  assert.deepEqual(await refetchOfKind('poll', false, true), FIRST_PAGE)
  // the release before ignored the option
  for (const [version, expected] of [
    ['2.10.1', ALL_PAGES],
    ['2.11.0', FIRST_PAGE],
  ] as const) {
    const { api, store, requested, pages, loadThreePages } = makeFeed(release(version), false)
    await loadThreePages()
    const subscription = store.dispatch(
      api.endpoints.getFeed.initiate(undefined, { subscriptionOptions: { pollingInterval: 500 } }),
    )
    await waitFor(() => assert.ok(requested.length > 0))
    subscription.unsubscribe()
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
    assert.deepEqual({ requested: [...requested], pages: pages()?.length }, expected, version)
  }
})

claim(
  "The hook's own `refetchCachedPages` option does not change polls, not even those of its own `pollingInterval`",
  async () => {
    assert.deepEqual(await refetchOfKind('poll', undefined, false), ALL_PAGES)
    // nor does initiate's
    const { api, store, requested, loadThreePages } = makeFeed()
    await loadThreePages()
    const subscription = store.dispatch(
      api.endpoints.getFeed.initiate(undefined, {
        refetchCachedPages: false,
        subscriptionOptions: { pollingInterval: 150 },
      }),
    )
    await waitFor(() => assert.ok(requested.length >= 3))
    subscription.unsubscribe()
    assert.deepEqual(requested.slice(0, 3), [1, 2, 3])
  },
)

claim(
  'it applies only to the refetches the hook starts itself, with its `refetch()` or `refetchOnMountOrArgChange`',
  async () => {
    assert.deepEqual(await refetchOfKind('refetch', undefined, false), FIRST_PAGE)
    assert.deepEqual(await refetchOfKind('mount', undefined, false), FIRST_PAGE)
    // and over the endpoint's setting
    assert.deepEqual(await refetchOfKind('refetch', false, true), ALL_PAGES)
    assert.deepEqual(await refetchOfKind('mount', false, true), ALL_PAGES)
  },
)

claim("Invalidated tags and refetches on focus or reconnect follow the endpoint's option too.", async () => {
  for (const kind of ['invalidation', 'focus', 'reconnect']) {
    assert.deepEqual(await refetchOfKind(kind, undefined, false), ALL_PAGES, `${kind}, hook false`)
    assert.deepEqual(await refetchOfKind(kind, false), FIRST_PAGE, `${kind}, endpoint false`)
    assert.deepEqual(await refetchOfKind(kind, false, true), FIRST_PAGE, `${kind}, endpoint false, hook true`)
  }
})
