import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { App } from '@page/rtk-query/usage/polling/App'
import { store } from '@page/rtk-query/usage/polling/app/store'
import { server } from '../../setup/fake-api'

// One story over the page's store, which is created once for this file. Polling uses real timers, and the checks run
// on a busy machine: a poll never starts before its interval, counted from the fake API's answer (10 ms allowed for
// timer rounding), but it may start late, so every upper bound below leaves a second or more of margin.

// the GET /todos requests, with when each started and when the fake API answered it (polls never overlap)
const requests: { started: number; answered?: number }[] = []
const isGetTodos = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/todos'
server.events.on('request:start', ({ request }) => {
  if (isGetTodos(request)) requests.push({ started: Date.now() })
})
server.events.on('response:mocked', ({ request }) => {
  const last = requests.at(-1)
  if (isGetTodos(request) && last) last.answered = Date.now()
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

  // the next poll comes a second after the change, far sooner than the 5 s it replaced
  assert.ok(await screen.findByText('✓ Write a slice', undefined, { timeout: 3000 }))
  assert.equal(screen.getByRole('status').textContent, '1 open')

  // two more polls, each a second after the previous answer (the list's 1 s wins over the badge's 10 s): at 5 or
  // 10 s, they would not come within 4 s
  requests.length = 0
  await waitFor(() => assert.ok(requests.length >= 2), { timeout: 4000 })
  const [first, second] = requests
  assert.ok(first.answered !== undefined && second.started - first.answered >= 990, `polls: ${JSON.stringify(requests)}`)
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
  // at the next tick of the 1 s interval
  assert.ok(await screen.findByText('✓ Fetch data with RTK Query', undefined, { timeout: 3000 }))
  assert.equal(screen.getByRole('status').textContent, '0 open')
})

test('set to "never", the list stops polling, and the badge alone polls every 10 seconds', async () => {
  const mounted = Date.now()
  renderApp()
  await screen.findByText('✓ Write a slice')
  assert.equal(screen.getByRole('status').textContent, '0 open')
  fireEvent.change(screen.getByRole('combobox'), { target: { value: '0' } })
  // the entry is cached, so mounting made no request; another user reopens a to-do
  await fetch('https://api.example.com/todos/1', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ completed: false }),
  })

  // the next poll, the badge's, brings it 10 s after the last answer, and the list shows it too
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, '1 open'), { timeout: 14_000 })
  assert.ok(screen.getByText('○ Learn Redux Toolkit'))
  assert.equal(requests.filter((request) => request.started >= mounted).length, 1)
  const [previous, poll] = requests.slice(-2)
  const gap = poll.started - previous.answered!
  assert.ok(gap >= 9990, `the poll came ${gap} ms after the previous answer`)
})
