import assert from 'node:assert/strict'
import { test } from 'node:test'
import { StrictMode } from 'react'
import { render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { PostView } from '@page/usage/usage-guide/features/post/PostView'
import { store } from '@page/usage/usage-guide/app/store'

// The page's store is a module-level singleton: the tests run as one story, in order, and each starts from the
// post the previous one left in the state.
function renderPost(postId: number) {
  return render(
    <Provider store={store}>
      <PostView postId={postId} />
    </Provider>,
  )
}

test('PostView shows "Loading post 2…", then the post\'s title and body', async () => {
  renderPost(2)
  assert.ok(screen.getByText('Loading post 2…'))
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.ok(screen.getByText('Queries, mutations and the cache.'))
  assert.equal(store.getState().post.status, 'succeeded')
})

test('for a post the API does not have, PostView shows the error', async () => {
  renderPost(9)
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'Could not load post 9: Post 9 not found')
  assert.equal(store.getState().post.status, 'failed')
})

test('a new postId aborts the request in flight; only the newer post is shown', async () => {
  const { rerender } = renderPost(1)
  assert.ok(screen.getByText('Loading post 1…'))
  rerender(
    <Provider store={store}>
      <PostView postId={3} />
    </Provider>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Normalizing state' }))
  assert.equal(screen.queryByRole('heading', { name: 'Hello Redux Toolkit' }), null)
  assert.equal(store.getState().post.data?.id, 3)
})

test('under StrictMode the effect runs twice; the aborted first request is ignored and the post loads', async () => {
  render(
    <StrictMode>
      <Provider store={store}>
        <PostView postId={4} />
      </Provider>
    </StrictMode>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Typed hooks' }))
  assert.ok(screen.getByText('useAppDispatch and useAppSelector.'))
  assert.equal(store.getState().post.status, 'succeeded')
})
