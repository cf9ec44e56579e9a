import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { App } from '@page/rtk-query/usage/code-splitting/app/App'
import { api } from '@page/rtk-query/usage/code-splitting/app/api'
import { makeStore } from '@page/rtk-query/usage/code-splitting/app/store'

test('the Todos screen and its endpoints load only when the reader opens it, then work', async () => {
  render(
    <Provider store={makeStore()}>
      <App />
    </Provider>,
  )
  const posts = await screen.findByRole('list', { name: 'Posts' })
  assert.equal(within(posts).getAllByRole('listitem').length, 5)
  assert.equal('getTodos' in api.endpoints, false)

  await userEvent.click(screen.getByRole('button', { name: 'Todos' }))
  const writeASlice = await screen.findByRole('checkbox', { name: 'Write a slice' })
  assert.equal('getTodos' in api.endpoints, true)
  assert.equal((writeASlice as HTMLInputElement).checked, false)

  // The toggle invalidates the Todo tag; the refetched list shows the saved state
  await userEvent.click(writeASlice)
  await waitFor(() =>
    assert.equal((screen.getByRole('checkbox', { name: 'Write a slice' }) as HTMLInputElement).checked, true),
  )

  await userEvent.click(screen.getByRole('button', { name: 'Posts' }))
  assert.ok(await screen.findByRole('list', { name: 'Posts' }))
})
