import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { App } from '@page/rtk-query/usage/mutations/App'
import { NewPostForm } from '@page/rtk-query/usage/mutations/NewPostForm'
import { store } from '@page/rtk-query/usage/mutations/store'
import { server } from '../../setup/fake-api'

// The store and the fake API's posts live for the whole file: the tests are one story, in order.
// Submits and clicks whose in-between state ("Saving...") is checked use fireEvent, which returns as soon as React
// has rendered, before the in-process fake API answers. The store batches RTK Query's "pending" notifications to
// the next frame, so a component that only reads the store (AddPostStatus) shows "Saving" a moment after the
// click: the first test slows the fake API's answer to a new post by 200 ms (a handler that returns nothing falls
// through to the fake API) to see it.
// Absence is checked on text (`?.textContent` equal to undefined), never as `assert.equal(element, null)`: a failing
// assertion on a DOM element makes node:assert inspect the whole happy-dom window, which takes seconds, and inside
// waitFor it fails on every retry (the delete test took 5 to 14 s that way, and timed the file out on a busy machine).

const titles = () =>
  within(screen.getByRole('list', { name: 'Posts' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent?.trim())

test('the list loads, and adding a post shows it in the list after the refetch', async () => {
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading posts...'))
  await screen.findByText('Hello Redux Toolkit')
  assert.equal(titles().length, 5)

  server.use(http.post('https://api.example.com/posts', () => delay(200)))
  await userEvent.type(screen.getByLabelText('New post'), 'Writing mutations')
  fireEvent.click(screen.getByRole('button', { name: 'Add post' }))
  assert.ok(screen.getByRole('button', { name: 'Saving...' }))
  assert.equal((await screen.findByRole('status')).textContent, 'Saving the new post...')

  await waitFor(() => assert.equal(screen.getByRole('status').textContent, 'Added "Writing mutations". Dismiss'))
  assert.equal((screen.getByLabelText('New post') as HTMLInputElement).value, '')
  await waitFor(() => assert.equal(titles().length, 6), { timeout: 5000 })
  assert.equal(titles()[5], 'Writing mutations')

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  assert.equal(screen.queryByRole('status')?.textContent, undefined)
})

test('renaming post 1 shows the new title in the list', async () => {
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  // The cached list is shown at once
  assert.equal(titles()[0], 'Hello Redux Toolkit')

  await userEvent.click(screen.getByRole('button', { name: 'Rename post 1' }))
  const input = screen.getByLabelText('Title of post 1')
  await userEvent.clear(input)
  await userEvent.type(input, 'Hello mutations')
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  assert.ok(screen.getByRole('button', { name: 'Saving...' }))

  await waitFor(() => assert.equal(titles()[0], 'Hello mutations'), { timeout: 5000 })
  assert.equal(screen.queryByLabelText('Title of post 1')?.outerHTML, undefined)
  assert.equal(titles().length, 6)
})

test('deleting post 2 removes it from the list', async () => {
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  assert.equal(titles()[1], 'Fetching with RTK Query')

  fireEvent.click(screen.getByRole('button', { name: 'Delete post 2' }))
  const deleting = screen.getByRole('button', { name: 'Delete post 2' })
  assert.equal(deleting.textContent, 'Deleting...')
  assert.equal((deleting as HTMLButtonElement).disabled, true)
  // Only that row is busy
  assert.equal((screen.getByRole('button', { name: 'Delete post 3' }) as HTMLButtonElement).disabled, false)

  await waitFor(
    () =>
      assert.deepEqual(titles(), [
        'Hello mutations',
        'Normalizing state',
        'Typed hooks',
        'Testing reducers',
        'Writing mutations',
      ]),
    { timeout: 5000 },
  )
})

test('a refused post shows the error in the status line, keeps the title, and Dismiss resets it', async () => {
  server.use(http.post('https://api.example.com/posts', () => HttpResponse.json({ error: 'x' }, { status: 500 })))
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  await userEvent.type(screen.getByLabelText('New post'), 'Refused post')
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))

  assert.equal((await screen.findByRole('alert')).textContent, 'The post was not saved. Dismiss')
  assert.equal((screen.getByLabelText('New post') as HTMLInputElement).value, 'Refused post')
  assert.equal(titles().length, 5)

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
  assert.equal(screen.queryByRole('alert')?.textContent, undefined)
})

test('NewPostForm shows its own error and keeps the title; a success clears the input', async () => {
  server.use(http.post('https://api.example.com/posts', () => HttpResponse.json({ error: 'x' }, { status: 500 })))
  render(
    <Provider store={store}>
      <NewPostForm />
    </Provider>,
  )
  const input = screen.getByLabelText('New post') as HTMLInputElement
  assert.equal((screen.getByRole('button', { name: 'Add post' }) as HTMLButtonElement).disabled, true)
  await userEvent.type(input, 'Second try')
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'The post was not saved.')
  assert.equal(input.value, 'Second try')

  server.resetHandlers()
  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))
  await waitFor(() => assert.equal(input.value, ''))
  assert.equal(screen.queryByRole('alert')?.textContent, undefined)
})
