import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { PostList } from '@page/usage/usage-with-typescript/features/posts/PostList'
import { makeStore } from '@page/usage/usage-with-typescript/app/store'

const titles = [
  'Hello Redux Toolkit',
  'Fetching with RTK Query',
  'Normalizing state',
  'Typed hooks',
  'Testing reducers',
]

function renderPostList(store = makeStore()) {
  render(
    <Provider store={store}>
      <PostList />
    </Provider>,
  )
  return store
}

test('PostList shows "Loading posts..." and then the five posts from the API', async () => {
  const store = renderPostList()
  assert.ok(screen.getByText('Loading posts...'))
  assert.ok(await screen.findByRole('heading', { name: 'Posts' }))
  const items = screen.getAllByRole('listitem').map((item) => item.textContent)
  assert.deepEqual(items, titles)
  assert.equal(store.getState().posts.status, 'succeeded')
})

test('"Reload" fetches the posts again and reports the count that unwrap() resolved to', async () => {
  renderPostList()
  await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
  const status = await screen.findByRole('status')
  assert.equal(status.textContent, 'Reloaded 5 posts')
  assert.equal(screen.getAllByRole('listitem').length, 5)
})

test('a failed state from makeStore(preloadedState) shows the error message', () => {
  const store = makeStore({
    posts: { ids: [], entities: {}, status: 'failed', error: 'The server answered 500', notes: [] },
  })
  renderPostList(store)
  assert.equal(screen.getByRole('alert').textContent, 'The server answered 500')
  assert.equal(screen.queryByRole('button', { name: 'Reload' }), null)
})
