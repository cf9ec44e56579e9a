import assert from 'node:assert/strict'
import { beforeEach, test } from 'node:test'
import { Profiler } from 'react'
import type { ReactNode } from 'react'
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { delay, http, HttpResponse } from 'msw'
import { recordRequests, server } from '../../setup/fake-api'
import { makeStore } from '@page/rtk-query/usage/queries/app/store'
import { useGetPostQuery } from '@page/rtk-query/usage/queries/services/posts'
import { PostsList } from '@page/rtk-query/usage/queries/features/posts/PostsList'
import { PostViewer } from '@page/rtk-query/usage/queries/features/posts/PostViewer'
import { PostPages } from '@page/rtk-query/usage/queries/features/posts/PostPages'
import { PostTitle } from '@page/rtk-query/usage/queries/features/posts/PostTitle'
import { PostsHeader } from '@page/rtk-query/usage/queries/features/posts/PostsHeader'
import { ReadMore } from '@page/rtk-query/usage/queries/features/posts/ReadMore'

// Every test gets a fresh store (an empty cache). Requests are counted through msw's events.

let requests: string[] = []
beforeEach(() => {
  requests = recordRequests()
})

function renderWithStore(ui: ReactNode) {
  const store = makeStore()
  render(<Provider store={store}>{ui}</Provider>)
  return store
}

// the fake API answers after 150 ms (then as usual), so the in-between states can be seen
function slowPosts() {
  const wait = async () => {
    await delay(150)
  }
  server.use(http.get('https://api.example.com/posts', wait), http.get('https://api.example.com/posts/:id', wait))
}

test('PostsList: "Loading posts...", then the five titles; Refresh shows "Refreshing..." and keeps the list', async () => {
  slowPosts()
  renderWithStore(<PostsList />)
  assert.ok(screen.getByText('Loading posts...'))
  assert.ok(await screen.findByText('Testing reducers'))
  assert.equal(screen.getAllByRole('listitem').length, 5)

  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
  assert.ok(screen.getByRole('button', { name: 'Refreshing...' }))
  assert.equal(screen.getAllByRole('listitem').length, 5)
  assert.ok(await screen.findByRole('button', { name: 'Refresh' }))
  assert.deepEqual(requests, ['GET /posts', 'GET /posts'])
})

test('PostsList: a refresh that fails replaces the list with the error message', async () => {
  renderWithStore(<PostsList />)
  assert.ok(await screen.findByText('Testing reducers'))
  server.use(
    http.get('https://api.example.com/posts', () => HttpResponse.json({ error: 'Status 500' }, { status: 500 }), {
      once: true,
    }),
  )
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'Could not load the posts.')
  assert.equal(screen.queryAllByRole('listitem').length, 0)
})

test('the table of fields: useGetPostQuery render by render, 1 -> 2 -> refetch -> 9', async () => {
  slowPosts()
  const store = makeStore()
  const rows: string[] = []
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const title = (post: { title: string } | undefined) => (post ? post.title : 'undefined')
  const { result, rerender } = renderHook(
    ({ id }: { id: number }) => {
      const r = useGetPostQuery(id)
      const row = [r.isLoading, r.isFetching, r.isSuccess, r.isError, title(r.data), title(r.currentData)].join(' | ')
      if (rows.at(-1) !== row) rows.push(row)
      return r
    },
    { wrapper, initialProps: { id: 1 } },
  )
  await waitFor(() => assert.equal(result.current.isSuccess && !result.current.isFetching, true))
  rerender({ id: 2 })
  await waitFor(() => assert.equal(result.current.currentData?.id, 2))
  act(() => {
    result.current.refetch()
  })
  await waitFor(() => assert.equal(result.current.isFetching, true))
  await waitFor(() => assert.equal(result.current.isFetching, false))
  rerender({ id: 9 })
  await waitFor(() => assert.equal(result.current.isError, true))
  assert.deepEqual(result.current.error, { status: 404, data: { error: 'Post 9 not found' } })

  const post1 = 'Hello Redux Toolkit'
  const post2 = 'Fetching with RTK Query'
  assert.deepEqual(rows, [
    `true | true | false | false | undefined | undefined`,
    `false | false | true | false | ${post1} | ${post1}`,
    `false | true | true | false | ${post1} | undefined`,
    `false | false | true | false | ${post2} | ${post2}`,
    `false | true | true | false | ${post2} | ${post2}`,
    `false | false | true | false | ${post2} | ${post2}`,
    `false | true | true | false | ${post2} | undefined`,
    `false | false | false | true | ${post2} | undefined`,
  ])
})

test('PostViewer: the previous post stays dimmed while the next loads; a cached post shows at once; post 6 fails', async () => {
  slowPosts()
  renderWithStore(<PostViewer />)
  assert.ok(screen.getByText('Loading post...'))
  const first = await screen.findByRole('heading', { name: 'Hello Redux Toolkit' })
  assert.equal(first.parentElement!.style.opacity, '1')

  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  assert.ok(await screen.findByText('Loading post 2...'))
  assert.equal(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }).parentElement!.style.opacity, '0.5')
  assert.equal(screen.queryByText('Loading post...'), null)
  const second = await screen.findByRole('heading', { name: 'Fetching with RTK Query' })
  assert.equal(second.parentElement!.style.opacity, '1')

  // back to post 1: cached, shown in the same render, no request
  const before = requests.length
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
  assert.equal(screen.getByRole('heading', { name: 'Hello Redux Toolkit' }).parentElement!.style.opacity, '1')
  assert.equal(screen.queryByText(/Loading post/), null)
  assert.equal(requests.length, before)

  for (const title of ['Fetching with RTK Query', 'Normalizing state', 'Typed hooks', 'Testing reducers']) {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: title })
  }
  fireEvent.click(screen.getByRole('button', { name: 'Next' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'Post 6 could not be loaded.')
  assert.equal(screen.queryByRole('heading'), null)
})

test('PostPages: an inline object argument; "Older" loads page 2, "Newer" shows cached page 1 without a request', async () => {
  renderWithStore(<PostPages />)
  await screen.findByText('Hello Redux Toolkit')
  assert.deepEqual(
    screen.getAllByRole('listitem').map((item) => item.textContent),
    ['Hello Redux Toolkit', 'Fetching with RTK Query'],
  )
  await userEvent.click(screen.getByRole('button', { name: 'Older' }))
  await screen.findByText('Normalizing state')
  assert.deepEqual(
    screen.getAllByRole('listitem').map((item) => item.textContent),
    ['Normalizing state', 'Typed hooks'],
  )
  await userEvent.click(screen.getByRole('button', { name: 'Newer' }))
  assert.ok(screen.getByText('Hello Redux Toolkit'))
  // each render passed a new object; only two pages were requested
  assert.deepEqual(requests, ['GET /posts?page=1&limit=2', 'GET /posts?page=2&limit=2'])
})

test('selectFromResult: PostTitle does not render when the list refetches, PostsList does', async () => {
  slowPosts()
  const renders = { list: 0, title: 0 }
  renderWithStore(
    <>
      <Profiler id="list" onRender={() => renders.list++}>
        <PostsList />
      </Profiler>
      <Profiler id="title" onRender={() => renders.title++}>
        <PostTitle id={3} />
      </Profiler>
    </>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Normalizing state' }))
  await screen.findByRole('button', { name: 'Refresh' })
  const before = { ...renders }

  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
  await screen.findByRole('button', { name: 'Refreshing...' })
  await screen.findByRole('button', { name: 'Refresh' })
  assert.equal(requests.length, 2)
  assert.ok(renders.list >= before.list + 2, `PostsList rendered ${renders.list - before.list} more times`)
  assert.equal(renders.title, before.title)
  assert.ok(screen.getByRole('heading', { name: 'Normalizing state' }))
})

test('useQueryState: PostsHeader alone reads "Posts" and sends no request; next to PostsList it reads "Posts (5)"', async () => {
  renderWithStore(<PostsHeader />)
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.equal(screen.getByRole('heading').textContent, 'Posts')
  assert.deepEqual(requests, [])
})

test('useQueryState: PostsHeader shows the count of the list that PostsList fetched', async () => {
  renderWithStore(
    <>
      <PostsHeader />
      <PostsList />
    </>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Posts (5)' }))
  assert.deepEqual(requests, ['GET /posts'])
})

test('useLazyQuery: ReadMore requests nothing until "Read more", then shows the body', async () => {
  slowPosts()
  renderWithStore(<ReadMore id={4} />)
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.deepEqual(requests, [])
  fireEvent.click(screen.getByRole('button', { name: 'Read more' }))
  assert.ok(await screen.findByRole('button', { name: 'Loading...' }))
  assert.ok(await screen.findByText('useAppDispatch and useAppSelector.'))
  assert.equal(screen.queryByRole('button'), null)
  assert.deepEqual(requests, ['GET /posts/4'])
})

test('useLazyQuery: with preferCacheValue, ReadMore shows a post that is already cached without a request', async () => {
  renderWithStore(
    <>
      <PostViewer />
      <ReadMore id={1} />
    </>,
  )
  await screen.findByRole('heading', { name: 'Hello Redux Toolkit' })
  fireEvent.click(screen.getByRole('button', { name: 'Read more' }))
  assert.equal((await screen.findAllByText('A first post about slices.')).length, 2)
  // a forced request would start a moment after the click: wait before counting
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
  assert.deepEqual(requests, ['GET /posts/1'])
})
