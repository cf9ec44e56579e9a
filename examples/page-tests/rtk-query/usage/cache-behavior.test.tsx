import assert from 'node:assert/strict'
import { beforeEach, mock, test } from 'node:test'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { App } from '@page/rtk-query/usage/cache-behavior/App'
import { store } from '@page/rtk-query/usage/cache-behavior/app/store'
import { PostDetails } from '@page/rtk-query/usage/cache-behavior/features/posts/PostDetails'
import { delay, http } from 'msw'
import { holdRequests, recordRequests, server } from '../../setup/fake-api'

// The page's store is created once for this file, so its cache carries over from one test to the next, as in the
// app. Clicks use fireEvent, which returns right after React has rendered: that makes it visible whether a post
// appears in the same render (from the cache) or after "Loading post...".

let requests: string[] = []
beforeEach(() => {
  requests = recordRequests()
})
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

function renderApp() {
  return render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
}

test('the list loads, and a post opened from it loads once', async () => {
  renderApp()
  assert.ok(screen.getByText('Loading posts...'))
  fireEvent.click(await screen.findByRole('button', { name: 'Hello Redux Toolkit' }))
  assert.ok(screen.getByText('Loading post...'))
  assert.ok(await screen.findByRole('heading', { name: 'Hello Redux Toolkit' }))
  assert.ok(screen.getByText('A first post about slices.'))
  await settle()
  assert.deepEqual(requests, ['GET /posts', 'GET /posts/1'])
})

test('two components showing the same post share one request and one cache entry', async () => {
  requests.length = 0
  render(
    <Provider store={store}>
      <PostDetails id={2} />
      <PostDetails id={2} />
    </Provider>,
  )
  assert.equal(screen.getAllByText('Loading post...').length, 2)
  await waitFor(() =>
    assert.equal(screen.getAllByRole('heading', { name: 'Fetching with RTK Query' }).length, 2),
  )
  await settle()
  assert.deepEqual(requests, ['GET /posts/2'])
})

test('a post closed and opened again within 30 seconds appears at once, without a request', async () => {
  renderApp()
  fireEvent.click(await screen.findByRole('button', { name: 'Hello Redux Toolkit' }))
  assert.ok(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }))
  requests.length = 0

  fireEvent.click(screen.getByRole('button', { name: 'Close post' }))
  assert.equal(screen.queryByRole('article'), null)
  fireEvent.click(screen.getByRole('button', { name: 'Hello Redux Toolkit' }))
  // same render as the click: no "Loading post...", no "Refreshing..."
  assert.ok(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }))
  assert.equal(screen.queryByText('Loading post...'), null)
  assert.equal(screen.queryByText('Refreshing...'), null)
  await settle()
  assert.deepEqual(requests, [])
})

test('after 30 seconds, the post appears with its old content and "Refreshing...", then the new content', async () => {
  // Someone else renames post 1 on the server
  await fetch('https://api.example.com/posts/1', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'Hello again, Redux Toolkit' }),
  })
  requests.length = 0

  // Move the clock 31 seconds ahead (only Date: timers keep running normally)
  mock.timers.enable({ apis: ['Date'], now: Date.now() })
  try {
    mock.timers.tick(31_000)
    renderApp()
    fireEvent.click(await screen.findByRole('button', { name: 'Hello Redux Toolkit' }))
    assert.ok(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }))
    assert.ok(screen.getByText('Refreshing...'))
    assert.ok(await screen.findByRole('heading', { name: 'Hello again, Redux Toolkit' }))
    assert.equal(screen.queryByText('Refreshing...'), null)
    assert.deepEqual(requests, ['GET /posts/1'])
  } finally {
    mock.timers.reset()
  }
})

test('focusing the window refetches the list (its hook asks for it), which then shows the new title, but not the open post', async () => {
  renderApp()
  // the list was cached before the rename: it still shows the old title
  fireEvent.click(await screen.findByRole('button', { name: 'Normalizing state' }))
  assert.ok(await screen.findByRole('heading', { name: 'Normalizing state' }))
  assert.ok(screen.getByRole('button', { name: 'Hello Redux Toolkit' }))
  await settle()
  requests.length = 0

  // the server takes 200 ms to answer this time, so that "(updating)" stays long enough to be seen
  server.use(http.get('https://api.example.com/posts', () => delay(200)))
  window.dispatchEvent(new Event('focus'))
  assert.ok(await screen.findByText('(updating)'))
  assert.ok(await screen.findByRole('button', { name: 'Hello again, Redux Toolkit' }))
  assert.equal(screen.queryByText('(updating)'), null)
  await settle()
  assert.deepEqual(requests, ['GET /posts'])
})

test('going back online refetches every subscribed query, and drops a closed post from the cache', async () => {
  renderApp()
  fireEvent.click(await screen.findByRole('button', { name: 'Testing reducers' }))
  assert.ok(await screen.findByRole('heading', { name: 'Testing reducers' }))
  await settle()
  requests.length = 0

  // both the list and the open post refetch (createApi's refetchOnReconnect: true)
  window.dispatchEvent(new Event('online'))
  await waitFor(() => assert.deepEqual([...requests].sort(), ['GET /posts', 'GET /posts/5']))
  await settle()
  assert.equal(requests.length, 2)

  // a closed post has no subscriber: it is removed, and opening it again loads it
  fireEvent.click(screen.getByRole('button', { name: 'Close post' }))
  window.dispatchEvent(new Event('online'))
  await settle()
  fireEvent.click(screen.getByRole('button', { name: 'Testing reducers' }))
  assert.ok(screen.getByText('Loading post...'))
  assert.ok(await screen.findByRole('heading', { name: 'Testing reducers' }))
})

test('opening another post while one is open shows "Loading post...", not the previous post', async () => {
  renderApp()
  fireEvent.click(await screen.findByRole('button', { name: 'Testing reducers' }))
  assert.ok(await screen.findByRole('heading', { name: 'Testing reducers' }))

  // PostDetails stays mounted and only its id changes; post 4 is not cached yet, and its answer waits for release()
  const { release } = holdRequests('get', 'https://api.example.com/posts/4')
  fireEvent.click(screen.getByRole('button', { name: 'Typed hooks' }))
  assert.ok(await screen.findByText('Loading post...'))
  assert.equal(screen.queryByRole('heading', { name: 'Testing reducers' }), null)
  release()
  assert.ok(await screen.findByRole('heading', { name: 'Typed hooks' }))
})
