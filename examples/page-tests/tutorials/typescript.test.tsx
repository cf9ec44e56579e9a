import assert from 'node:assert/strict'
import { test } from 'node:test'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import App from '@page/tutorials/typescript/App'
import { makeStore, store as appStore } from '@page/tutorials/typescript/app/store'
import { useAppStore } from '@page/tutorials/typescript/app/hooks'

// Every test renders the app as main.tsx does, <App /> inside <Provider>, with a fresh store from makeStore.
function renderApp() {
  const store = makeStore()
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  const count = () => Number(screen.getByRole('status', { name: 'Count' }).textContent)
  return { store, count }
}

test('the count starts at 0 and "+" and "-" change it by one', async () => {
  const { store, count } = renderApp()
  assert.ok(screen.getByRole('heading', { name: 'Counter' }))
  assert.equal(count(), 0)
  await userEvent.click(screen.getByRole('button', { name: 'Increment value' }))
  await userEvent.click(screen.getByRole('button', { name: 'Increment value' }))
  assert.equal(count(), 2)
  await userEvent.click(screen.getByRole('button', { name: 'Decrement value' }))
  assert.equal(count(), 1)
  assert.deepEqual(store.getState(), { counter: { value: 1, status: 'idle' } })
})

test('"Add Amount" adds the typed amount at once, 2 by default', async () => {
  const { count } = renderApp()
  const input = screen.getByRole('textbox', { name: 'Amount to add' })
  assert.equal((input as HTMLInputElement).value, '2')
  await userEvent.click(screen.getByRole('button', { name: 'Add Amount' }))
  assert.equal(count(), 2)
  await userEvent.clear(input)
  await userEvent.type(input, '5')
  await userEvent.click(screen.getByRole('button', { name: 'Add Amount' }))
  assert.equal(count(), 7)
})

test('"Add Async" shows "Adding…", disables itself, then adds the amount', async () => {
  const { store, count } = renderApp()
  const input = screen.getByRole('textbox', { name: 'Amount to add' })
  await userEvent.clear(input)
  await userEvent.type(input, '4')
  const addAsync = screen.getByRole('button', { name: 'Add Async' })
  await userEvent.click(addAsync)

  assert.ok(screen.getByText('Adding…'))
  assert.equal((addAsync as HTMLButtonElement).disabled, true)
  assert.equal(store.getState().counter.status, 'loading')
  assert.equal(count(), 0)

  await waitFor(() => assert.equal(count(), 4))
  assert.equal(screen.queryByText('Adding…'), null)
  assert.equal((addAsync as HTMLButtonElement).disabled, false)
  assert.equal(store.getState().counter.status, 'idle')
})

test('"Add Async" with an amount that is not whole shows the failure message and keeps the count', async () => {
  const { store, count } = renderApp()
  const input = screen.getByRole('textbox', { name: 'Amount to add' })
  await userEvent.clear(input)
  await userEvent.type(input, '1.5')
  await userEvent.click(screen.getByRole('button', { name: 'Add Async' }))

  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'The amount was not added.')
  assert.equal(count(), 0)
  assert.equal(store.getState().counter.status, 'failed')

  // "Add Amount" adds at once and leaves the message; the next "Add Async" call clears it once it starts
  await userEvent.click(screen.getByRole('button', { name: 'Add Amount' }))
  assert.equal(count(), 1.5)
  assert.equal(screen.getByRole('alert').textContent, 'The amount was not added.')
  await userEvent.clear(input)
  await userEvent.type(input, '2')
  await userEvent.click(screen.getByRole('button', { name: 'Add Async' }))
  assert.equal(screen.queryByRole('alert'), null)
  await waitFor(() => assert.equal(count(), 3.5))
})

test('useAppStore returns the store the Provider was given', () => {
  const store = makeStore()
  let seen: unknown
  function ShowStore() {
    seen = useAppStore()
    return null
  }
  render(
    <Provider store={store}>
      <ShowStore />
    </Provider>,
  )
  assert.equal(seen, store)
})

test('main.tsx renders the app into the #root element of index.html, with the app\'s store', async () => {
  // index.html's <div id="root">; main.tsx renders into it when it is imported
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  try {
    await act(async () => {
      await import('@page/tutorials/typescript/main')
    })
    assert.ok(root.contains(screen.getByRole('heading', { name: 'Counter' })))
    assert.equal(screen.getByRole('status', { name: 'Count' }).textContent, '0')
    await userEvent.click(screen.getByRole('button', { name: 'Increment value' }))
    assert.equal(screen.getByRole('status', { name: 'Count' }).textContent, '1')
    assert.deepEqual(appStore.getState(), { counter: { value: 1, status: 'idle' } })
  } finally {
    root.remove()
  }
})
