import assert from 'node:assert/strict'
import { afterEach, beforeEach, test } from 'node:test'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { recordRequests, server } from '../../setup/fake-api'
import { makeStore } from '@page/rtk-query/usage/usage-without-react-hooks/app/store'
import { mountPostList } from '@page/rtk-query/usage/usage-without-react-hooks/ui/postList'
import { mountNewPostForm } from '@page/rtk-query/usage/usage-without-react-hooks/ui/newPostForm'
import { postsApi } from '@page/rtk-query/usage/usage-without-react-hooks/services/posts'

// The widgets are plain DOM code: each test mounts them in a fresh container with a fresh store.
// The fake API's data lives as long as the file runs, so the tests are written as one story.

let requests: string[] = []
beforeEach(() => {
  requests = recordRequests()
})

let root: HTMLElement
afterEach(() => {
  root?.remove()
})

function mountApp() {
  const store = makeStore()
  root = document.createElement('div')
  document.body.append(root)
  mountNewPostForm(root, store)
  const unmountList = mountPostList(root, store)
  return { store, unmountList }
}

test('the list shows "Loading posts...", then the five titles; Refresh refetches and keeps them', async () => {
  // the fake API answers the list after 150 ms here, so the in-between states can be seen
  server.use(
    http.get('https://api.example.com/posts', async () => {
      await delay(150)
    }),
  )
  mountApp()
  assert.ok(screen.getByText('Loading posts...'))
  assert.ok(await screen.findByText('Testing reducers'))
  assert.ok(screen.getByText('5 posts'))
  assert.equal(screen.getAllByRole('listitem').length, 5)

  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
  assert.ok(screen.getByText('Refreshing...'))
  assert.equal(screen.getAllByRole('listitem').length, 5)
  assert.ok(await screen.findByText('5 posts'))
  assert.deepEqual(requests, ['GET /posts', 'GET /posts'])
})

test('adding a post shows "Added post 6" and the list grows to six titles through invalidation', async () => {
  mountApp()
  await screen.findByText('5 posts')
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Plain Redux')
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))

  await waitFor(() => assert.equal(screen.getByRole('status').textContent, 'Added post 6'))
  assert.ok(await screen.findByText('Plain Redux'))
  assert.ok(screen.getByText('6 posts'))
  assert.equal(screen.getAllByRole('listitem').length, 6)
  assert.equal((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value, '')
  assert.deepEqual(requests, ['GET /posts', 'POST /posts', 'GET /posts'])
})

test('a failing save shows "Could not add the post."; the list still has six titles', async () => {
  server.use(http.post('https://api.example.com/posts', () => HttpResponse.json({ error: 'x' }, { status: 500 })))
  mountApp()
  await screen.findByText('6 posts')
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Doomed')
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, 'Could not add the post.'))
  // invalidatesTags as an array also applies to a failed mutation, so the list refetches
  await waitFor(() => assert.deepEqual(requests, ['GET /posts', 'POST /posts', 'GET /posts']))
  assert.equal(screen.getAllByRole('listitem').length, 6)
})

test('an action that does not touch the posts entry does not redraw the list', async () => {
  const { store } = mountApp()
  await screen.findByText('6 posts')
  const firstItem = screen.getAllByRole('listitem')[0]
  store.dispatch(postsApi.endpoints.getPost.initiate(1, { subscribe: false }))
  await waitFor(() => assert.equal(postsApi.endpoints.getPost.select(1)(store.getState()).status, 'fulfilled'))
  // the same DOM node: the list was not rebuilt
  assert.ok(screen.getAllByRole('listitem')[0] === firstItem)
})

test('unmounting the list ends its subscription: the entry leaves the cache after keepUnusedDataFor', async () => {
  const { store, unmountList } = mountApp()
  const status = await screen.findByText('6 posts')
  unmountList()
  assert.equal(screen.queryByRole('list')?.textContent, undefined)
  assert.deepEqual(Object.keys(store.getState().postsApi.queries), ['getPosts(undefined)'])
  await waitFor(() => assert.deepEqual(Object.keys(store.getState().postsApi.queries), []), { timeout: 1000 })
  // the removal changed the entry, but the store no longer reaches the removed list: it was not redrawn
  assert.equal(status.textContent, '6 posts')
})
