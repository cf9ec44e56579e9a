import assert from 'node:assert/strict'
import { beforeEach, test } from 'node:test'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { App } from '@page/rtk-query/usage/automated-refetching/App'
import { PostDetail } from '@page/rtk-query/usage/automated-refetching/PostDetail'
import { makeStore } from '@page/rtk-query/usage/automated-refetching/store'
import { recordRequests } from '../../setup/fake-api'

// Every request the fake API receives during a test, to prove which queries a mutation refetched.
let requests: string[] = []
beforeEach(() => {
  requests = recordRequests()
})

const listTitles = () =>
  within(screen.getByRole('region', { name: 'All posts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

// One store for the file, rendered once per test; the fake API's posts also carry over, so the tests run in order.
const store = makeStore()

function renderApp() {
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
}

async function loaded() {
  await screen.findByRole('button', { name: 'Add a post' })
  await waitFor(() => assert.equal(screen.getAllByRole('button', { name: 'Mark as edited' }).length, 2))
}

test('the app loads the list and posts 1 and 3, one request each', async () => {
  renderApp()
  assert.ok(screen.getByText('Loading posts...'))
  assert.ok(screen.getByText('Loading post 1...'))
  assert.ok(screen.getByText('Loading post 3...'))
  await loaded()
  assert.equal(listTitles().length, 5)
  assert.ok(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }))
  assert.ok(screen.getByRole('heading', { name: 'Normalizing state' }))
  assert.deepEqual([...requests].sort(), ['GET /posts', 'GET /posts/1', 'GET /posts/3'])
})

test('editing post 1 refetches the list and post 1, not post 3, and both show the new title', async () => {
  renderApp()
  await loaded()
  requests.length = 0

  const post1 = screen.getByRole('article', { name: 'Post 1' })
  await userEvent.click(within(post1).getByRole('button', { name: 'Mark as edited' }))

  await screen.findByRole('heading', { name: 'Hello Redux Toolkit (edited)' })
  await waitFor(() => assert.equal(listTitles()[0], 'Hello Redux Toolkit (edited)'), { timeout: 5000 })
  assert.equal(requests[0], 'PATCH /posts/1')
  assert.deepEqual(requests.slice(1).sort(), ['GET /posts', 'GET /posts/1'])
  assert.ok(screen.getByRole('heading', { name: 'Normalizing state' }))
})

test('adding a post refetches only the list, which then shows it', async () => {
  renderApp()
  await loaded()
  requests.length = 0

  await userEvent.click(screen.getByRole('button', { name: 'Add a post' }))

  await waitFor(() => assert.equal(listTitles().length, 6), { timeout: 5000 })
  assert.equal(listTitles()[5], 'Untitled post')
  assert.deepEqual(requests, ['POST /posts', 'GET /posts'])
})

test('a post the server does not have shows the error message', async () => {
  render(
    <Provider store={store}>
      <PostDetail id={99} />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading post 99...'))
  assert.equal((await screen.findByRole('alert')).textContent, 'Post 99 could not be loaded.')
})
