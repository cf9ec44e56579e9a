import assert from 'node:assert/strict'
import { test } from 'node:test'
import { StrictMode, useLayoutEffect } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
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

// Renders the view and returns what its first render showed, before its effect requested the post. A layout effect
// of a later sibling runs after the view is in the DOM and before any effect dispatches.
function renderPostFirstFrame(postId: number) {
  let firstFrame = ''
  function FirstFrame() {
    useLayoutEffect(() => {
      firstFrame = document.body.textContent ?? ''
    }, [])
    return null
  }
  const view = render(
    <Provider store={store}>
      <PostView postId={postId} />
      <FirstFrame />
    </Provider>,
  )
  return { ...view, firstFrame }
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

test('after another post failed, a view of a post that loaded before fetches it again and shows it', async () => {
  const loaded = renderPost(2)
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  loaded.unmount()
  const failed = renderPost(9)
  await screen.findByRole('alert')
  failed.unmount()

  renderPost(2)
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.equal(screen.queryByRole('alert'), null)
})

test('switching from post 2 to 3 and back to 2 before post 3 arrives shows post 2', async () => {
  const { rerender } = renderPost(2)
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  rerender(
    <Provider store={store}>
      <PostView postId={3} />
    </Provider>,
  )
  rerender(
    <Provider store={store}>
      <PostView postId={2} />
    </Provider>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.equal(screen.queryByRole('alert'), null)
  assert.equal(store.getState().post.status, 'succeeded')
})

test('a view that mounts after another post failed shows "Loading", never that post\'s error', async () => {
  const failed = renderPost(9)
  await screen.findByRole('alert')
  failed.unmount()

  const { firstFrame } = renderPostFirstFrame(1)
  assert.equal(firstFrame, 'Loading post 1…')
  assert.ok(await screen.findByRole('heading', { name: 'Hello Redux Toolkit' }))
})

test('a view that unmounts while its post loads leaves no error; mounting it again shows "Loading", then the post', async () => {
  const leaving = renderPost(4)
  assert.ok(screen.getByText('Loading post 4…'))
  leaving.unmount() // the cleanup aborts the request in flight
  await waitFor(() => assert.equal(store.getState().post.status, 'idle'))
  assert.equal(store.getState().post.error, null)

  const { firstFrame } = renderPostFirstFrame(4)
  assert.equal(firstFrame, 'Loading post 4…')
  assert.ok(await screen.findByRole('heading', { name: 'Typed hooks' }))
})
