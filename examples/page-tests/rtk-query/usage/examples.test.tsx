import assert from 'node:assert/strict'
import { test } from 'node:test'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { delay, http, HttpResponse } from 'msw'
import { holdRequests, recordRequests, server } from '../../setup/fake-api'
import { Root } from '@page/rtk-query/usage/examples/main'
import * as kitchenSink from '@page/rtk-query/usage/examples/kitchen-sink/api'
import { App as KitchenSinkApp } from '@page/rtk-query/usage/examples/kitchen-sink/App'
import * as optimistic from '@page/rtk-query/usage/examples/optimistic-updates/api'
import { App as OptimisticApp } from '@page/rtk-query/usage/examples/optimistic-updates/App'
import * as auth from '@page/rtk-query/usage/examples/auth/api'
import { App as AuthApp } from '@page/rtk-query/usage/examples/auth/App'
import * as infiniteFeed from '@page/rtk-query/usage/examples/infinite-feed/api'
import { App as InfiniteFeedApp } from '@page/rtk-query/usage/examples/infinite-feed/App'
import * as polling from '@page/rtk-query/usage/examples/polling/api'
import { App as PollingApp } from '@page/rtk-query/usage/examples/polling/App'
import * as streaming from '@page/rtk-query/usage/examples/streaming/api'
import { App as StreamingApp } from '@page/rtk-query/usage/examples/streaming/App'
import { openConnections, pushFromServer } from '@page/rtk-query/usage/examples/streaming/fakeSocket'

// The fake API's data lives for the whole file, so the tests of one app run as a story, in page order.
// Every test uses a store of its own (main.tsx's, or a new one from the app's makeStore).

const postTitles = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0].textContent)

// ---- main.tsx and the kitchen sink ----

test('main.tsx: Root renders the kitchen sink with a store of its own', async () => {
  render(<Root />)
  assert.ok(screen.getByText('Loading posts...'))
  await screen.findByRole('button', { name: 'Hello Redux Toolkit' })
  assert.equal(postTitles().length, 5)
})

test('kitchen sink: clicking a title shows that post', async () => {
  render(
    <Provider store={kitchenSink.makeStore()}>
      <KitchenSinkApp />
    </Provider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'Hello Redux Toolkit' }))
  assert.equal((await screen.findByRole('heading', { level: 2 })).textContent, 'Hello Redux Toolkit')
  assert.ok(screen.getByText('A first post about slices.'))
})

test('kitchen sink: adding a post refetches only the list; deleting it removes it', async () => {
  render(
    <Provider store={kitchenSink.makeStore()}>
      <KitchenSinkApp />
    </Provider>,
  )
  await screen.findByRole('button', { name: 'Hello Redux Toolkit' })
  // open post 1 so that a getPost query is on screen too
  await userEvent.click(screen.getByRole('button', { name: 'Hello Redux Toolkit' }))
  await screen.findByRole('heading', { level: 2 })

  const requests = recordRequests()
  await userEvent.type(screen.getByRole('textbox', { name: 'New post title' }), 'Caching explained')
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))
  await screen.findByRole('button', { name: 'Caching explained' })
  assert.equal((screen.getByRole('textbox', { name: 'New post title' }) as HTMLInputElement).value, '')
  await waitFor(() => assert.deepEqual(requests, ['POST /posts', 'GET /posts']))

  requests.length = 0
  await userEvent.click(screen.getByRole('button', { name: 'Delete "Caching explained"' }))
  await waitFor(() => assert.equal(screen.queryByRole('button', { name: 'Caching explained' }), null))
  assert.deepEqual(requests, ['DELETE /posts/6', 'GET /posts'])
  assert.equal(postTitles().length, 5)
})

test('kitchen sink: renaming a post updates both the list and the detail view', async () => {
  render(
    <Provider store={kitchenSink.makeStore()}>
      <KitchenSinkApp />
    </Provider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'Fetching with RTK Query' }))
  await screen.findByRole('heading', { level: 2, name: 'Fetching with RTK Query' })

  const requests = recordRequests()
  await userEvent.type(screen.getByRole('textbox', { name: 'New title' }), 'Fetching and caching')
  await userEvent.click(screen.getByRole('button', { name: 'Rename' }))
  await screen.findByRole('heading', { level: 2, name: 'Fetching and caching' })
  await screen.findByRole('button', { name: 'Fetching and caching' })
  assert.deepEqual([...requests].sort(), ['GET /posts', 'GET /posts/2', 'PATCH /posts/2'])
})

test('kitchen sink: deleting the open post makes its detail view report it gone', async () => {
  render(
    <Provider store={kitchenSink.makeStore()}>
      <KitchenSinkApp />
    </Provider>,
  )
  await userEvent.click(await screen.findByRole('button', { name: 'Testing reducers' }))
  await screen.findByRole('heading', { level: 2, name: 'Testing reducers' })
  await userEvent.click(screen.getByRole('button', { name: 'Delete "Testing reducers"' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'Post 5 is gone.')
  await waitFor(() => assert.equal(postTitles().length, 4))
})

// ---- optimistic updates ----

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

test('optimistic update: the box is ticked before the server answers, and stays ticked', async () => {
  render(
    <Provider store={optimistic.makeStore()}>
      <OptimisticApp />
    </Provider>,
  )
  await screen.findByRole('checkbox', { name: 'Write a slice' })
  assert.equal(checkbox('Write a slice').checked, false)

  const { release, held } = holdRequests('patch', 'https://api.example.com/todos/:id')
  await userEvent.click(checkbox('Write a slice'))
  await waitFor(() => assert.deepEqual(held, ['PATCH /todos/2']))
  // the server has the request and has not answered
  assert.equal(checkbox('Write a slice').checked, true)

  release()
  await waitFor(async () => {
    const todo = (await (await fetch('https://api.example.com/todos/2')).json()) as optimistic.Todo
    assert.equal(todo.completed, true)
  })
  assert.equal(checkbox('Write a slice').checked, true)
  assert.equal(screen.queryByRole('alert'), null)
})

test('optimistic update: a 500 from the server takes the tick back and shows the alert', async () => {
  render(
    <Provider store={optimistic.makeStore()}>
      <OptimisticApp />
    </Provider>,
  )
  await screen.findByRole('checkbox', { name: 'Fetch data with RTK Query' })

  const { release, held } = holdRequests('patch', 'https://api.example.com/todos/:id', () =>
    HttpResponse.json({ error: 'x' }, { status: 500 }),
  )
  await userEvent.click(checkbox('Fetch data with RTK Query'))
  await waitFor(() => assert.deepEqual(held, ['PATCH /todos/3']))
  assert.equal(checkbox('Fetch data with RTK Query').checked, true)

  release()
  assert.equal((await screen.findByRole('alert')).textContent, 'Your last change could not be saved.')
  assert.equal(checkbox('Fetch data with RTK Query').checked, false)
  assert.equal(checkbox('Write a slice').checked, true)
})

// ---- authentication ----

/** Renders the auth app with a store of its own and signs in through the form, as a reader would. */
async function signedInAuthApp() {
  const store = auth.makeStore()
  render(
    <Provider store={store}>
      <AuthApp />
    </Provider>,
  )
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'reader')
  await userEvent.type(screen.getByLabelText('Password'), 'secret')
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  await screen.findByText('Signed in as Ada Reader')
  return store
}

test('auth: a wrong password shows an alert and stays on the form', async () => {
  render(
    <Provider store={auth.makeStore()}>
      <AuthApp />
    </Provider>,
  )
  await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'reader')
  await userEvent.type(screen.getByLabelText('Password'), 'wrong')
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'Wrong username or password.')
  assert.ok(screen.getByRole('button', { name: 'Sign in' }))
})

test('auth: sign in, survive a stale access token with one refresh, sign out', async () => {
  const store = await signedInAuthApp()
  assert.equal(store.getState().auth.accessToken, 'access-token-1')

  // another client refreshes: the server now accepts only access-token-2, and this store still holds -1
  await fetch('https://api.example.com/auth/refresh', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: 'refresh-token-1' }),
  })

  const requests = recordRequests()
  await userEvent.click(screen.getByRole('button', { name: 'Reload profile' }))
  await waitFor(() => assert.equal(store.getState().auth.accessToken, 'access-token-3'))
  await waitFor(() => assert.equal(screen.getByRole('button', { name: 'Reload profile' }).hasAttribute('disabled'), false))
  assert.deepEqual(requests, ['GET /me', 'POST /auth/refresh', 'GET /me'])
  assert.ok(screen.getByText('Signed in as Ada Reader'))

  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
  assert.ok(await screen.findByRole('button', { name: 'Sign in' }))
  assert.deepEqual(store.getState().auth, { accessToken: null, refreshToken: null })
})

test('auth: requests that fail with the same stale token share one refresh', async () => {
  const store = auth.makeStore()
  await store.dispatch(auth.authApi.endpoints.login.initiate({ username: 'reader', password: 'secret' }))
  // another client refreshes: the token this store holds is stale from now on
  await fetch('https://api.example.com/auth/refresh', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: 'refresh-token-1' }),
  })

  // /me?wait=ms answers (with a 401, for the stale token) only after that many milliseconds
  const api = auth.authApi.injectEndpoints({
    endpoints: (build) => ({
      getMeAfter: build.query<auth.User, number>({ query: (ms) => `me?wait=${ms}` }),
    }),
  })
  server.use(
    http.get('https://api.example.com/me', async ({ request }) => {
      await delay(Number(new URL(request.url).searchParams.get('wait') ?? 0))
    }),
  )

  const requests = recordRequests()
  // two 401s arrive at about the same time; the third comes 500 ms later, normally after the refresh has
  // finished (on a slow machine, while it is under way): either way one refresh serves all three
  const results = await Promise.all(
    [0, 1, 500].map((ms) => store.dispatch(api.endpoints.getMeAfter.initiate(ms))),
  )
  assert.deepEqual(
    results.map((result) => result.data?.name),
    ['Ada Reader', 'Ada Reader', 'Ada Reader'],
  )
  assert.equal(requests.filter((request) => request === 'POST /auth/refresh').length, 1)
  assert.equal(requests.length, 7)
})

test('auth: a failing refresh signs the reader out', async () => {
  const store = await signedInAuthApp()

  server.use(
    http.get('https://api.example.com/me', () => HttpResponse.json({ error: 'expired' }, { status: 401 })),
    http.post('https://api.example.com/auth/refresh', () => HttpResponse.json({ error: 'no' }, { status: 401 })),
  )
  await userEvent.click(screen.getByRole('button', { name: 'Reload profile' }))
  assert.ok(await screen.findByRole('button', { name: 'Sign in' }))
  assert.equal(store.getState().auth.accessToken, null)
})

// ---- infinite scroll ----

// happy-dom has no layout, so the test plays the browser: it decides when the sentinel is on screen.
const observers = new Set<{ callback: IntersectionObserverCallback; observed: Element[] }>()
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; observed: Element[] }
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, observed: [] }
    observers.add(this.entry)
  }
  observe(element: Element) {
    this.entry.observed.push(element)
  }
  disconnect() {
    observers.delete(this.entry)
  }
}
function scrollSentinelIntoView() {
  for (const { callback, observed } of [...observers]) {
    callback(
      observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    )
  }
}

const feedTexts = () =>
  within(screen.getByRole('list', { name: 'Feed' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

test('infinite scroll: ten items, then ten more on "Load more", then the rest on scrolling', async () => {
  const original = globalThis.IntersectionObserver
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver
  try {
    const requests = recordRequests()
    render(
      <Provider store={infiniteFeed.makeStore()}>
        <InfiniteFeedApp />
      </Provider>,
    )
    assert.ok(screen.getByText('Loading feed...'))
    await screen.findByText('Update number 25')
    assert.equal(feedTexts().length, 10)
    assert.equal(feedTexts()[9], 'Update number 16')

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    await screen.findByText('Update number 6')
    assert.equal(feedTexts().length, 20)

    await waitFor(() => assert.equal(observers.size, 1))
    await act(async () => scrollSentinelIntoView())
    await screen.findByText('You have reached the end.')
    assert.equal(feedTexts().length, 25)
    assert.equal(feedTexts()[24], 'Update number 1')
    assert.equal(screen.queryByRole('button', { name: 'Load more' }), null)
    // no observer is left once there is no next page
    assert.equal(observers.size, 0)
    assert.deepEqual(requests, ['GET /feed', 'GET /feed?cursor=16', 'GET /feed?cursor=6'])
  } finally {
    globalThis.IntersectionObserver = original
  }
})

// ---- polling ----

test("polling: a teammate's new todo appears without a click; unticking Live updates stops requests", async () => {
  render(
    <Provider store={polling.makeStore()}>
      <PollingApp interval={100} />
    </Provider>,
  )
  await screen.findByText('✓ Learn Redux Toolkit')
  assert.equal(screen.queryByText('Review the pull request'), null)

  // the teammate, on another machine
  await fetch('https://api.example.com/todos', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: 'Review the pull request', completed: false }),
  })
  // a poll every 100 ms; the wide timeout is for a loaded machine
  await screen.findByText('Review the pull request', undefined, { timeout: 3000 })

  await userEvent.click(screen.getByRole('checkbox', { name: 'Live updates' }))
  const requests = recordRequests()
  await new Promise((resolve) => setTimeout(resolve, 350))
  assert.deepEqual(requests, [])

  // ticking it again resumes polling
  const resumed = recordRequests()
  await userEvent.click(screen.getByRole('checkbox', { name: 'Live updates' }))
  await waitFor(() => assert.ok(resumed.length >= 2), { timeout: 3000 })
  assert.ok(resumed.every((request) => request === 'GET /todos'))
})

// ---- streaming ----

test('streaming: pushed items appear at the top, five at most; removing the entry closes the connection', async () => {
  const store = streaming.makeStore()
  const { unmount } = render(
    <Provider store={store}>
      <StreamingApp />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading updates...'))
  await screen.findByText('Update number 25')
  const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent)
  assert.deepEqual(texts(), [25, 24, 23, 22, 21].map((id) => `Update number ${id}`))
  await waitFor(() => assert.equal(openConnections(), 1))

  await act(async () => pushFromServer({ id: 26, text: 'Update number 26' }))
  await act(async () => pushFromServer({ id: 27, text: 'Update number 27' }))
  assert.deepEqual(texts(), [27, 26, 25, 24, 23].map((id) => `Update number ${id}`))

  // unmounting keeps the entry (and the connection) for keepUnusedDataFor; removing the entry closes it
  unmount()
  assert.equal(openConnections(), 1)
  store.dispatch(streaming.liveApi.util.resetApiState())
  await waitFor(() => assert.equal(openConnections(), 0))
})
