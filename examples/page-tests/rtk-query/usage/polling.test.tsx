import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { App } from '@page/rtk-query/usage/polling/App'
import { store } from '@page/rtk-query/usage/polling/app/store'
import { server } from '../../setup/fake-api'

// One story over the page's store, which is created once for this file. Polling uses real timers: the intervals the
// reader can pick are 1 s and 5 s, and the badge's 10 s never comes up within a test.

const requests: number[] = []
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname === '/todos') requests.push(Date.now())
})
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Another user changes a to-do on the server, which the app only learns about by polling
const completeOnServer = (id: number) =>
  fetch(`https://api.example.com/todos/${id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ completed: true }),
  })

function renderApp() {
  return render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
}

test('the list and the badge share one request, and the list refreshes every 5 seconds by default', async () => {
  renderApp()
  assert.ok(screen.getByText('Loading...'))
  assert.ok(await screen.findByText('○ Write a slice'))
  assert.equal(screen.getByRole('status').textContent, '2 open')
  assert.equal((screen.getByRole('combobox') as HTMLSelectElement).value, '5000')
  await wait(200)
  assert.equal(requests.length, 1)
})

test('set to "every second", the list and the badge pick up a change on the server within a second', async () => {
  renderApp()
  await screen.findByText('○ Write a slice')
  fireEvent.change(screen.getByRole('combobox'), { target: { value: '1000' } })
  await completeOnServer(2)
  requests.length = 0

  assert.ok(await screen.findByText('✓ Write a slice', undefined, { timeout: 1500 }))
  assert.equal(screen.getByRole('status').textContent, '1 open')

  // about one request a second: 2 more in the next 2.2 s (the shorter interval wins over the badge's 10 s)
  const start = Date.now()
  await wait(2200)
  const inWindow = requests.filter((time) => time >= start)
  assert.equal(inWindow.length, 2)
  const gap = inWindow[1] - inWindow[0]
  assert.ok(gap >= 950 && gap < 1300, `gap between polls: ${gap} ms`)
})

test('while the tab is hidden, the list makes no request; it polls again once the tab is visible', async () => {
  renderApp()
  await screen.findByText('✓ Write a slice')
  fireEvent.change(screen.getByRole('combobox'), { target: { value: '1000' } })
  await wait(100)

  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  window.dispatchEvent(new Event('visibilitychange'))
  assert.equal(store.getState().todosApi.config.focused, false)
  await completeOnServer(3)
  requests.length = 0
  await wait(2200)
  assert.equal(requests.length, 0)
  assert.ok(screen.getByText('○ Fetch data with RTK Query'))

  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  window.dispatchEvent(new Event('visibilitychange'))
  assert.ok(await screen.findByText('✓ Fetch data with RTK Query', undefined, { timeout: 1500 }))
  assert.equal(screen.getByRole('status').textContent, '0 open')
})

test('set to "never", the list stops polling, and the badge alone polls only every 10 seconds', async () => {
  renderApp()
  await screen.findByText('✓ Write a slice')
  fireEvent.change(screen.getByRole('combobox'), { target: { value: '0' } })
  await wait(100)
  requests.length = 0
  await wait(2200)
  assert.deepEqual(requests, [])
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, '0 open'))
})
