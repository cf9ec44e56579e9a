import assert from 'node:assert/strict'
import { test } from 'node:test'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import App from '@page/tutorials/quick-start/App'
import { store } from '@page/tutorials/quick-start/app/store'
import { increment } from '@page/tutorials/quick-start/features/counter/counterSlice'

// The page's store is a module-level singleton, so its count carries over from one test to the next. Each test
// reads the count it starts from and checks the change, as main.tsx renders it: <App /> inside <Provider>.
function renderApp() {
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  return () => Number(screen.getByRole('status', { name: 'Count' }).textContent)
}

test('the app shows the heading and a count that starts at 0', () => {
  const count = renderApp()
  assert.ok(screen.getByRole('heading', { name: 'Counter' }))
  assert.equal(count(), 0)
  assert.deepEqual(store.getState(), { counter: { value: 0 } })
})

test('"+" adds one and "-" subtracts one', async () => {
  const count = renderApp()
  const start = count()
  await userEvent.click(screen.getByRole('button', { name: 'Increment value' }))
  assert.equal(count(), start + 1)
  await userEvent.click(screen.getByRole('button', { name: 'Increment value' }))
  assert.equal(count(), start + 2)
  await userEvent.click(screen.getByRole('button', { name: 'Decrement value' }))
  assert.equal(count(), start + 1)
  assert.equal(store.getState().counter.value, start + 1)
})

test('"Add Amount" adds the number typed in the text box, 2 at first', async () => {
  const count = renderApp()
  const input = screen.getByRole('textbox', { name: 'Amount to add' })
  assert.equal((input as HTMLInputElement).value, '2')

  const start = count()
  await userEvent.click(screen.getByRole('button', { name: 'Add Amount' }))
  assert.equal(count(), start + 2)

  await userEvent.clear(input)
  await userEvent.type(input, '5')
  await userEvent.click(screen.getByRole('button', { name: 'Add Amount' }))
  assert.equal(count(), start + 7)
})

test('"Add Amount" adds 0 for an empty or non-numeric amount', async () => {
  const count = renderApp()
  const input = screen.getByRole('textbox', { name: 'Amount to add' })
  const start = count()
  await userEvent.clear(input)
  await userEvent.click(screen.getByRole('button', { name: 'Add Amount' }))
  await userEvent.type(input, 'abc')
  await userEvent.click(screen.getByRole('button', { name: 'Add Amount' }))
  assert.equal(count(), start)
})

test('a count changed outside the component shows up in it', async () => {
  const count = renderApp()
  const start = count()
  store.dispatch(increment())
  assert.equal(await screen.findByText(String(start + 1)), screen.getByRole('status', { name: 'Count' }))
})

test('main.tsx renders the app into the #root element of index.html, inside the Provider', async () => {
  // index.html's <div id="root">; main.tsx renders into it when it is imported
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  try {
    await act(async () => {
      await import('@page/tutorials/quick-start/main')
    })
    assert.ok(root.contains(screen.getByRole('heading', { name: 'Counter' })))
    const start = store.getState().counter.value
    assert.equal(Number(screen.getByRole('status', { name: 'Count' }).textContent), start)
    await userEvent.click(screen.getByRole('button', { name: 'Increment value' }))
    assert.equal(Number(screen.getByRole('status', { name: 'Count' }).textContent), start + 1)
    assert.equal(store.getState().counter.value, start + 1)
  } finally {
    root.remove()
  }
})
