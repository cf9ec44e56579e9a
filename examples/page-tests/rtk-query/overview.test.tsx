import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { App } from '@page/rtk-query/overview/App'
import { store } from '@page/rtk-query/overview/app/store'
import { postsApi } from '@page/rtk-query/overview/features/posts/postsApi'
import { recordRequests, server } from '../setup/fake-api'

// The store is created once for this file, so each test starts by emptying the API slice's cache.

test('the list loads, and "Add post" makes it refetch and show the new post', async () => {
  store.dispatch(postsApi.util.resetApiState())
  const requests = recordRequests()

  render(<App />)

  assert.ok(screen.getByText('Loading posts...'))
  assert.ok(await screen.findByText('Hello Redux Toolkit'))
  assert.equal(screen.getAllByRole('listitem').length, 5)
  assert.deepEqual(requests, ['GET /posts'])

  await userEvent.click(screen.getByRole('button', { name: 'Add post' }))

  assert.ok(await screen.findByText('Written in the overview'))
  const items = screen.getAllByRole('listitem').map((item) => item.textContent)
  assert.equal(items.length, 6)
  assert.equal(items[5], 'Written in the overview')
  await waitFor(() => assert.equal(screen.getByRole('list').getAttribute('aria-busy'), 'false'))
  // one POST, then the list fetched again because the mutation invalidated the `Post` tag
  assert.deepEqual(requests, ['GET /posts', 'POST /posts', 'GET /posts'])
})

test('a failing server answer shows the error message instead of the list', async () => {
  store.dispatch(postsApi.util.resetApiState())
  server.use(http.get('https://api.example.com/posts', () => HttpResponse.json({ error: 'x' }, { status: 500 })))

  render(<App />)

  assert.ok(screen.getByText('Loading posts...'))
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'Could not load the posts.')
  assert.equal(screen.queryByRole('list'), null)
})
