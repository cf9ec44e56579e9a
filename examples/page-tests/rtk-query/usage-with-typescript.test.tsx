import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { http, HttpResponse } from 'msw'
import { recordRequests, server } from '../setup/fake-api'
import { App } from '@page/rtk-query/usage-with-typescript/App'
import { makeStore } from '@page/rtk-query/usage-with-typescript/app/store'
import { PostPicker } from '@page/rtk-query/usage-with-typescript/components/PostPicker'

// App creates its own store on mount, so each test starts with an empty cache. The fake API's data lives for the
// whole file: the post added by the last test stays added.

test('PostPicker with skipToken sends no request until a post is chosen, then shows it or the 404 message', async () => {
  const requests = recordRequests()
  render(
    <Provider store={makeStore()}>
      <PostPicker />
    </Provider>,
  )
  assert.ok(screen.getByText('Choose a post.'))
  // give a request that should not be sent the time to start
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.deepEqual(requests, [])

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Post' }), '2')
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.deepEqual(requests, ['GET /posts/2'])

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Post' }), '9')
  assert.equal((await screen.findByRole('alert')).textContent, 'This post does not exist')

  // skipped again: the hook still holds post 2's data with isSuccess: true, so this shows only because
  // PostDetails checks isUninitialized first
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Post' }), '')
  assert.ok(await screen.findByText('Choose a post.'))
})

test('App: a failed save shows the ApiError message in SaveStatus, and the count stays at 5', async () => {
  server.use(
    http.post('https://api.example.com/posts', () =>
      HttpResponse.json({ error: 'A post with this title exists' }, { status: 409 }),
    ),
  )
  render(<App />)
  assert.ok(await screen.findByText('5 posts'))
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello Redux Toolkit')
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))
  assert.equal((await screen.findByText(/Not saved/)).textContent, 'Not saved: A post with this title exists')
  assert.ok(screen.getByText('5 posts'))
})

test('App: the wrapper hook loads post 1, and adding a post changes the count from 5 to 6', async () => {
  render(<App />)
  assert.ok(screen.getByText('Counting posts...'))
  assert.ok(await screen.findByText('First post: Hello Redux Toolkit'))
  assert.ok(await screen.findByText('5 posts'))

  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Typed hooks, part 2')
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))
  assert.equal((await screen.findByText(/Saved as post/)).textContent, 'Saved as post 6')
  await waitFor(() => assert.ok(screen.getByText('6 posts')))
})
