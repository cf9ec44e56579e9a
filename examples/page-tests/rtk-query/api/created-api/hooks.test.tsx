import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ReactNode } from 'react'
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { makeStore } from '@page/rtk-query/api/created-api/hooks/store'
import type { AppStore } from '@page/rtk-query/api/created-api/hooks/store'
import { PostTitle } from '@page/rtk-query/api/created-api/hooks/PostTitle'
import { PostDetail } from '@page/rtk-query/api/created-api/hooks/PostDetail'
import { PostsPanel } from '@page/rtk-query/api/created-api/hooks/PostsPanel'
import { PostLookup } from '@page/rtk-query/api/created-api/hooks/PostLookup'
import { KeepPostLoaded } from '@page/rtk-query/api/created-api/hooks/KeepPostLoaded'
import { PostPages } from '@page/rtk-query/api/created-api/hooks/PostPages'
import { PostMenu } from '@page/rtk-query/api/created-api/hooks/PostMenu'
import { AddPostForm, NewPostNotice } from '@page/rtk-query/api/created-api/hooks/AddPost'
import { usePostWithDefaults } from '@page/rtk-query/api/created-api/hooks/usePostWithDefaults'
import { useGetPostQuery } from '@page/rtk-query/api/created-api/hooks/api'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { holdRequests } from '../../../setup/fake-api'

// Each test gets a fresh store. The fake API's data lives for the whole file, so the infinite list (5 posts) runs
// before the mutation adds post 6. An in-between state ("Updating...") is checked with fireEvent and a waitFor that
// runs when the DOM changes, before the fake API answers.

function renderWithStore(ui: ReactNode): AppStore {
  const store = makeStore()
  render(<Provider store={store}>{ui}</Provider>)
  return store
}

test('useQuery: PostTitle shows "Loading..." and then the post title', async () => {
  renderWithStore(<PostTitle id={2} />)
  assert.ok(screen.getByText('Loading...'))
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
})

test('useQuery: a mounted PostTitle whose id changes shows "Loading...", not the previous title', async () => {
  const store = makeStore()
  const { rerender } = render(
    <Provider store={store}>
      <PostTitle id={1} />
    </Provider>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Hello Redux Toolkit' }))
  const { release } = holdRequests('get', 'https://api.example.com/posts/3')
  rerender(
    <Provider store={store}>
      <PostTitle id={3} />
    </Provider>,
  )
  assert.ok(await screen.findByText('Loading...'))
  assert.equal(screen.queryByRole('heading', { name: 'Hello Redux Toolkit' }), null)
  release()
  assert.ok(await screen.findByRole('heading', { name: 'Normalizing state' }))
})

test('useQuery: PostDetail keeps the old title dimmed while the next post loads, then shows the 404', async () => {
  const store = renderWithStore(<PostDetail />)
  assert.ok(screen.getByText('Loading...'))
  const first = await screen.findByRole('heading', { name: 'Hello Redux Toolkit' })
  assert.equal(first.style.opacity, '1')

  fireEvent.click(screen.getByRole('button', { name: 'Post 2' }))
  // checked together at the moment the DOM changes, before the fake API answers
  await waitFor(() => {
    assert.ok(screen.getByText('Updating...'))
    assert.equal(screen.queryByText('Loading...'), null)
    assert.equal(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }).style.opacity, '0.5')
  })
  const second = await screen.findByRole('heading', { name: 'Fetching with RTK Query' })
  assert.equal(second.style.opacity, '1')

  // a refetch sends a new request for the same post; the fake API answers too fast to catch "Updating..." here
  const entry = () => store.getState().postsApi.queries['getPost(2)']
  const firstRequest = entry()?.requestId
  await userEvent.click(screen.getByRole('button', { name: 'Refetch' }))
  await waitFor(() => assert.notEqual(entry()?.requestId, firstRequest))
  await waitFor(() => assert.equal(entry()?.status, 'fulfilled'))
  assert.equal(screen.getByRole('heading', { name: 'Fetching with RTK Query' }).style.opacity, '1')

  fireEvent.click(screen.getByRole('button', { name: 'Post 9' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'Post 9 could not be loaded')
  assert.equal(screen.queryByRole('heading'), null)
})

test('useQuerySubscription and useQueryState: PostsPanel shows 0 posts, then 5 posts', async () => {
  const store = renderWithStore(<PostsPanel />)
  assert.ok(screen.getByText('0 posts'))
  assert.ok(await screen.findByText('5 posts'))
  const before = store.getState().postsApi.queries['getPosts(undefined)']?.fulfilledTimeStamp
  await userEvent.click(screen.getByRole('button', { name: 'Reload posts' }))
  await waitFor(() =>
    assert.notEqual(store.getState().postsApi.queries['getPosts(undefined)']?.fulfilledTimeStamp, before),
  )
  assert.ok(screen.getByText('5 posts'))
})

test('useLazyQuery: PostLookup fetches only on "Look up", and "Clear" resets the result', async () => {
  const store = renderWithStore(<PostLookup />)
  assert.deepEqual(Object.keys(store.getState().postsApi.queries), [])

  await userEvent.type(screen.getByLabelText('Post ID'), '3')
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }))
  assert.ok(await screen.findByText('Found: Normalizing state'))

  await userEvent.click(screen.getByRole('button', { name: 'Clear' }))
  assert.equal(screen.queryByText('Found: Normalizing state'), null)
  assert.equal(store.getState().postsApi.queries['getPost(3)'], undefined)

  await userEvent.clear(screen.getByLabelText('Post ID'))
  await userEvent.type(screen.getByLabelText('Post ID'), '9')
  await userEvent.click(screen.getByRole('button', { name: 'Look up' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'No post 9')
})

test('useLazyQuerySubscription: KeepPostLoaded subscribes to post 4 on click', async () => {
  const store = renderWithStore(<KeepPostLoaded />)
  assert.equal(store.getState().postsApi.queries['getPost(4)'], undefined)
  await userEvent.click(screen.getByRole('button', { name: 'Keep post 4 cached' }))
  assert.ok(screen.getByText('Post 4 stays cached while this is shown'))
  await waitFor(() => assert.equal(store.getState().postsApi.queries['getPost(4)']?.status, 'fulfilled'))
})

test('useInfiniteQuery and its halves: PostPages loads pages of two until there are no more', async () => {
  renderWithStore(<PostPages />)
  assert.ok(screen.getByText('Loading...'))
  assert.ok(await screen.findByText('Hello Redux Toolkit'))
  assert.equal(screen.getAllByRole('listitem').length, 2)
  assert.ok(screen.getByText('1 pages loaded'))

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
  assert.ok(await screen.findByText('Typed hooks'))
  assert.ok(screen.getByText('2 pages loaded'))

  await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
  assert.ok(await screen.findByText('Testing reducers'))
  const done = await screen.findByRole('button', { name: 'No more posts' })
  assert.equal((done as HTMLButtonElement).disabled, true)
  assert.ok(screen.getByText('3 pages loaded'))
  assert.equal(screen.getAllByRole('listitem').length, 5)

  await userEvent.click(screen.getByRole('button', { name: 'Start over' }))
  await screen.findByText('1 pages loaded')
  assert.equal(screen.getAllByRole('listitem').length, 2)
  assert.ok(screen.getByRole('button', { name: 'Load more' }))
})

test('usePrefetch and skipToken: hovering fetches the post, so a click shows it without "Loading..."', async () => {
  const store = renderWithStore(<PostMenu />)
  assert.deepEqual(Object.keys(store.getState().postsApi.queries), [])
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Open post 3' }))
  await waitFor(() => assert.equal(store.getState().postsApi.queries['getPost(3)']?.status, 'fulfilled'))
  fireEvent.click(screen.getByRole('button', { name: 'Open post 3' }))
  assert.equal(screen.queryByText('Loading...'), null)
  assert.ok(screen.getByText('Normalizing state'))

  // post 5 was not hovered: its request starts on the click
  fireEvent.click(screen.getByRole('button', { name: 'Open post 5' }))
  assert.ok(await screen.findByText('Testing reducers'))
})

test('useMutation with fixedCacheKey: the notice shows the post the form added, until "Dismiss"', async () => {
  renderWithStore(
    <>
      <AddPostForm />
      <NewPostNotice />
    </>,
  )
  await userEvent.type(screen.getByLabelText('Title'), 'Hooks reference')
  fireEvent.submit(screen.getByRole('button', { name: 'Add post' }).closest('form')!)
  assert.ok(screen.getByRole('button', { name: 'Saving...' }))
  assert.ok(await screen.findByText(/Added post 6: Hooks reference/))
  assert.equal((screen.getByLabelText('Title') as HTMLInputElement).value, '')

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  assert.equal(screen.queryByText(/Added post 6/), null)
})

test('usePostWithDefaults returns the useQuery result', async () => {
  const store = makeStore()
  const { result } = renderHook(() => usePostWithDefaults(1), {
    wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
  })
  await waitFor(() => assert.equal(result.current.data?.title, 'Hello Redux Toolkit'))
  assert.equal(result.current.isSuccess, true)
})

test('the flags table: useGetPostQuery, render by render', async () => {
  // slow the fake API down, so that each pending state gets a render of its own
  const realFetch = globalThis.fetch
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    await new Promise((resolve) => setTimeout(resolve, 100))
    return realFetch(...args)
  }
  try {
    const store = makeStore()
    const rows: string[] = []
    const { result, rerender } = renderHook(
      ({ id }: { id: number | typeof skipToken }) => {
        const r = useGetPostQuery(id)
        const post = (p: { id: number } | undefined) => (p ? `post ${p.id}` : 'undefined')
        const row = [r.isUninitialized, r.isLoading, r.isFetching, r.isSuccess, r.isError]
          .map(String)
          .concat(post(r.data), post(r.currentData))
          .join(' | ')
        if (rows.at(-1) !== row) rows.push(row)
        return r
      },
      {
        wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
        initialProps: { id: skipToken as number | typeof skipToken },
      },
    )
    rerender({ id: 1 })
    await waitFor(() => assert.equal(result.current.currentData?.id, 1))
    rerender({ id: 2 })
    await waitFor(() => assert.equal(result.current.currentData?.id, 2))
    await result.current.refetch()
    await waitFor(() => assert.equal(result.current.isFetching, false))
    rerender({ id: 9 })
    await waitFor(() => assert.equal(result.current.isError, true))
    await result.current.refetch()
    await waitFor(() => assert.ok(result.current.isError && !result.current.isFetching))

    assert.deepEqual(rows, [
      // isUninitialized | isLoading | isFetching | isSuccess | isError | data | currentData
      'true | false | false | false | false | undefined | undefined', // skipped
      'false | true | true | false | false | undefined | undefined', // first request for 1 pending
      'false | false | false | true | false | post 1 | post 1', // 1 fulfilled
      'false | false | true | true | false | post 1 | undefined', // argument changed to 2, pending
      'false | false | false | true | false | post 2 | post 2', // 2 fulfilled
      'false | false | true | true | false | post 2 | post 2', // refetch() pending
      'false | false | false | true | false | post 2 | post 2', // refetch fulfilled
      'false | false | true | true | false | post 2 | undefined', // argument changed to 9, pending
      'false | false | false | false | true | post 2 | undefined', // 9 rejected (404)
      'false | false | true | false | false | post 2 | undefined', // refetch() of 9 pending
      'false | false | false | false | true | post 2 | undefined', // 9 rejected again
    ])
  } finally {
    globalThis.fetch = realFetch
  }
})
