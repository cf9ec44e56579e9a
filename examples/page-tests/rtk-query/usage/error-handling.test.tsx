import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ReactNode } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { http, HttpResponse } from 'msw'
import { holdRequests, server } from '../../setup/fake-api'
import { makeStore } from '@page/rtk-query/usage/error-handling/app/store'
import { PostDetails } from '@page/rtk-query/usage/error-handling/components/PostDetails'
import { AddPostForm } from '@page/rtk-query/usage/error-handling/components/AddPostForm'
import { Notifications } from '@page/rtk-query/usage/error-handling/components/Notifications'

// Each test gets a fresh store (and so an empty cache and no notifications).
function renderWithStore(ui: ReactNode) {
  const store = makeStore()
  render(<Provider store={store}>{ui}</Provider>)
  return store
}

test('PostDetails shows the 404 message for a missing post, and Notifications reports it', async () => {
  renderWithStore(
    <>
      <PostDetails id={9} />
      <Notifications />
    </>,
  )
  assert.ok(screen.getByText('Loading post 9...'))
  const alert = await screen.findByRole('alert')
  assert.equal(within(alert).getByText(/Could not load post 9/).textContent, 'Could not load post 9: Post 9 not found')
  const notifications = screen.getByRole('list', { name: 'Notifications' })
  assert.deepEqual(
    within(notifications)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
    ['Post 9 not found'],
  )
})

test('"Try again" refetches after a failed request and then shows the post', async () => {
  // the first request for post 2 fails with a 500; the next one is held until release(), then reaches the fake API
  const { release } = holdRequests('get', 'https://api.example.com/posts/2')
  // added later, so it is asked first
  server.use(
    http.get('https://api.example.com/posts/2', () => HttpResponse.json({ error: 'Status 500' }, { status: 500 }), {
      once: true,
    }),
  )
  renderWithStore(<PostDetails id={2} />)
  const alert = await screen.findByRole('alert')
  assert.ok(within(alert).getByText('Could not load post 2: Status 500'))

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  // the entry still has no data, so isLoading is true again while the new request runs, and the error is hidden
  assert.ok(screen.getByText('Loading post 2...'))
  assert.equal(screen.queryByRole('alert'), null)
  release()
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.equal(screen.queryByRole('alert'), null)
})

test('a mounted PostDetails whose id changes shows "Loading post 2...", not post 1', async () => {
  const store = makeStore()
  const { rerender } = render(
    <Provider store={store}>
      <PostDetails id={1} />
    </Provider>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Hello Redux Toolkit' }))
  const { release } = holdRequests('get', 'https://api.example.com/posts/2')
  rerender(
    <Provider store={store}>
      <PostDetails id={2} />
    </Provider>,
  )
  assert.ok(await screen.findByText('Loading post 2...'))
  assert.equal(screen.queryByRole('heading', { name: 'Hello Redux Toolkit' }), null)
  release()
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
})

test('AddPostForm keeps the title and shows the server\'s message when the save fails', async () => {
  server.use(
    http.post('https://api.example.com/posts', () =>
      HttpResponse.json({ error: 'A post with this title exists' }, { status: 409 }),
    ),
  )
  renderWithStore(
    <>
      <AddPostForm />
      <Notifications />
    </>,
  )
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello Redux Toolkit')
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  assert.equal((await screen.findByRole('status')).textContent, 'Could not save: A post with this title exists')
  assert.equal((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value, 'Hello Redux Toolkit')
  // the middleware saw the failed mutation too
  assert.ok(within(screen.getByRole('list', { name: 'Notifications' })).getByText('A post with this title exists'))
})

test('AddPostForm clears the title and names the new post when the save succeeds', async () => {
  renderWithStore(<AddPostForm />)
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Error handling')
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  assert.equal((await screen.findByRole('status')).textContent, 'Saved post 6')
  assert.equal((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value, '')
})
