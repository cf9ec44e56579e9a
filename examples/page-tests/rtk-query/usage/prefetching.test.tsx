import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { makeStore } from '@page/rtk-query/usage/prefetching/store'
import { App } from '@page/rtk-query/usage/prefetching/App'
import { holdRequests, recordRequests } from '../../setup/fake-api'

// Each test gets a fresh store. Requests are recorded with recordRequests(); clicks that must not hover
// first use fireEvent (userEvent.click moves the pointer over the button, which would prefetch).

function renderApp() {
  const store = makeStore()
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  return store
}

test('hovering a title prefetches the post once; the click then shows it without "Loading..."', async () => {
  const store = renderApp()
  const link = await screen.findByRole('button', { name: 'Normalizing state' })
  const requests = recordRequests()

  await userEvent.hover(link)
  await waitFor(() => assert.equal(store.getState().postsApi.queries['getPost(3)']?.status, 'fulfilled'))
  // hovering again, and focusing, sends nothing: the post is cached
  await userEvent.unhover(link)
  await userEvent.hover(link)
  fireEvent.focus(link)
  assert.deepEqual(requests, ['GET /posts/3'])

  fireEvent.click(link)
  // the first render of the post page already has the post
  assert.ok(screen.getByRole('heading', { name: 'Normalizing state' }))
  assert.equal(screen.queryByText('Loading...'), null)
  await waitFor(() => assert.ok(requests.includes('GET /posts/4')))
  assert.equal(requests.filter((request) => request === 'GET /posts/3').length, 1)
})

test('keyboard focus prefetches too; a click before the answer waits for that request and sends no second one', async () => {
  renderApp()
  const link = await screen.findByRole('button', { name: 'Hello Redux Toolkit' })
  // hold every post until release(), so the click comes before the prefetch's answer
  const { release } = holdRequests('get', 'https://api.example.com/posts/:id')
  const requests = recordRequests()

  await userEvent.tab()
  assert.equal(document.activeElement, link)
  await waitFor(() => assert.deepEqual(requests, ['GET /posts/1']))

  fireEvent.click(link)
  assert.ok(screen.getByText('Loading...'))
  release()
  assert.ok(await screen.findByRole('heading', { name: 'Hello Redux Toolkit' }))
  assert.equal(requests.filter((request) => request === 'GET /posts/1').length, 1)
})

test('opening a post prefetches the next one, so "Next post" shows it at once; the last post has no next', async () => {
  const store = renderApp()
  fireEvent.click(await screen.findByRole('button', { name: 'Normalizing state' }))
  assert.ok(await screen.findByRole('heading', { name: 'Normalizing state' }))
  await waitFor(() => assert.equal(store.getState().postsApi.queries['getPost(4)']?.status, 'fulfilled'))

  const requests = recordRequests()
  fireEvent.click(screen.getByRole('button', { name: 'Next post' }))
  assert.ok(screen.getByRole('heading', { name: 'Typed hooks' }))
  assert.equal(screen.queryByText('Loading...'), null)

  // post 4's page prefetches post 5
  await waitFor(() => assert.equal(store.getState().postsApi.queries['getPost(5)']?.status, 'fulfilled'))
  fireEvent.click(screen.getByRole('button', { name: 'Next post' }))
  assert.ok(screen.getByRole('heading', { name: 'Testing reducers' }))
  assert.equal(screen.queryByRole('button', { name: 'Next post' }), null)
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.deepEqual(requests, ['GET /posts/5'])

  fireEvent.click(screen.getByRole('button', { name: 'All posts' }))
  assert.ok(screen.getByRole('button', { name: 'Hello Redux Toolkit' }))
})

test('"Next post" before the next post has arrived shows "Loading...", not the post before', async () => {
  const store = renderApp()
  // post 4's answer waits for release(), so its prefetch is still running at the click
  const { release } = holdRequests('get', 'https://api.example.com/posts/4')
  fireEvent.click(await screen.findByRole('button', { name: 'Normalizing state' }))
  assert.ok(await screen.findByRole('heading', { name: 'Normalizing state' }))
  await waitFor(() => assert.equal(store.getState().postsApi.queries['getPost(4)']?.status, 'pending'))

  // PostPage stays mounted; only its id changes
  fireEvent.click(screen.getByRole('button', { name: 'Next post' }))
  assert.ok(screen.getByText('Loading...'))
  assert.equal(screen.queryByRole('heading', { name: 'Normalizing state' }), null)
  release()
  assert.ok(await screen.findByRole('heading', { name: 'Typed hooks' }))
  assert.equal(screen.queryByText('Loading...'), null)
})
