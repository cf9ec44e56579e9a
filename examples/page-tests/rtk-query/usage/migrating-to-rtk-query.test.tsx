import assert from 'node:assert/strict'
import { beforeEach, test } from 'node:test'
import type { ReactNode } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { http, HttpResponse } from 'msw'
import { recordRequests, server } from '../../setup/fake-api'
import { makeStore } from '@page/rtk-query/usage/migrating-to-rtk-query/app/store'
import { PostsList } from '@page/rtk-query/usage/migrating-to-rtk-query/features/posts/PostsList'
import { PostsListQuery } from '@page/rtk-query/usage/migrating-to-rtk-query/features/posts/PostsListQuery'

// Every test gets a fresh store and a fresh record of the requests the fake API receives.

let requests: string[] = []
beforeEach(() => {
  requests = recordRequests()
})

function renderWithStore(ui: ReactNode) {
  const store = makeStore()
  const view = render(<Provider store={store}>{ui}</Provider>)
  return { store, ...view }
}

const failPosts = () =>
  server.use(http.get('https://api.example.com/posts', () => HttpResponse.json({ error: 'x' }, { status: 500 })))

test('before: PostsList shows "Loading posts...", then the five titles, with one request', async () => {
  renderWithStore(<PostsList />)
  assert.ok(screen.getByText('Loading posts...'))
  assert.ok(await screen.findByText('Testing reducers'))
  assert.equal(screen.getAllByRole('listitem').length, 5)
  assert.deepEqual(requests, ['GET /posts'])
})

test('before: two PostsList mounted together send two requests', async () => {
  renderWithStore(
    <>
      <PostsList />
      <PostsList />
    </>,
  )
  await waitFor(() => assert.equal(screen.getAllByText('Testing reducers').length, 2))
  assert.deepEqual(requests, ['GET /posts', 'GET /posts'])
})

test('before: a 500 answer shows "Could not load the posts: Request failed with status 500"', async () => {
  failPosts()
  renderWithStore(<PostsList />)
  assert.equal(
    (await screen.findByRole('alert')).textContent,
    'Could not load the posts: Request failed with status 500',
  )
})

test('after: PostsListQuery shows "Loading posts...", then the same five titles; two of them send one request', async () => {
  renderWithStore(
    <>
      <PostsListQuery />
      <PostsListQuery />
    </>,
  )
  assert.equal(screen.getAllByText('Loading posts...').length, 2)
  await waitFor(() => assert.equal(screen.getAllByText('Testing reducers').length, 2))
  assert.equal(screen.getAllByRole('listitem').length, 10)
  assert.deepEqual(requests, ['GET /posts'])
})

test('after: a 500 answer shows "Could not load the posts: status 500"', async () => {
  failPosts()
  renderWithStore(<PostsListQuery />)
  assert.equal((await screen.findByRole('alert')).textContent, 'Could not load the posts: status 500')
})

test('step 4: after the new component fetched, the old PostsList shows the posts without a request of its own', async () => {
  const { store, rerender } = renderWithStore(<PostsListQuery />)
  assert.ok(await screen.findByText('Testing reducers'))
  assert.equal(store.getState().posts.status, 'succeeded')

  rerender(
    <Provider store={store}>
      <PostsListQuery />
      <PostsList />
    </Provider>,
  )
  assert.equal(screen.getAllByText('Testing reducers').length, 2)
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.deepEqual(requests, ['GET /posts'])
})
