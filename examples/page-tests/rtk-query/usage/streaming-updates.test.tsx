import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { delay, http, ws } from 'msw'
import { makeStore } from '@page/rtk-query/usage/streaming-updates/store'
import { App } from '@page/rtk-query/usage/streaming-updates/App'
import { server } from '../../setup/fake-api'

// The socket's server, played by msw: msw intercepts the global WebSocket, here happy-dom's (the last test runs one
// in plain Node, without a DOM environment). Each test
// installs its own connection handler (server.use), so the counts start from zero.
const live = ws.link('wss://api.example.com/live')
const pushUpdate = (id: number) => live.broadcast(JSON.stringify({ id, text: `Update number ${id}` }))

function countSockets() {
  const sockets = { opened: 0, closed: 0 }
  server.use(
    live.addEventListener('connection', ({ client }) => {
      sockets.opened += 1
      client.addEventListener('close', () => {
        sockets.closed += 1
      })
    }),
  )
  return sockets
}

const texts = () => screen.getAllByRole('listitem').map((item) => item.textContent)

test('a pushed update appears at the top; hiding the list closes the socket a second later', async () => {
  const sockets = countSockets()
  render(
    <Provider store={makeStore()}>
      <App />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading...'))
  await screen.findByText('Update number 25')
  assert.deepEqual(texts(), [25, 24, 23, 22, 21].map((id) => `Update number ${id}`))
  await waitFor(() => assert.equal(sockets.opened, 1))

  pushUpdate(26)
  await screen.findByText('Update number 26')
  assert.equal(texts()[0], 'Update number 26')
  assert.equal(texts().length, 6)

  // hidden and shown again within the second: the same entry, the same socket
  await userEvent.click(screen.getByRole('button', { name: 'Hide updates' }))
  assert.equal(screen.queryByRole('list'), null)
  await userEvent.click(screen.getByRole('button', { name: 'Show updates' }))
  assert.equal(texts()[0], 'Update number 26')
  assert.deepEqual(sockets, { opened: 1, closed: 0 })

  // hidden for longer: the entry is removed and the socket closes
  await userEvent.click(screen.getByRole('button', { name: 'Hide updates' }))
  assert.equal(sockets.closed, 0)
  await waitFor(() => assert.equal(sockets.closed, 1), { timeout: 3000 })

  // shown again: a new entry fetches the list again and opens a new socket
  await userEvent.click(screen.getByRole('button', { name: 'Show updates' }))
  await screen.findByText('Update number 25')
  assert.equal(texts()[0], 'Update number 25')
  assert.equal(screen.queryByText('Update number 26'), null)
  await waitFor(() => assert.equal(sockets.opened, 2))
})

test('an update sent while the first request is running is applied once the list loads, once', async () => {
  server.use(
    // the fake API answers the feed 150 ms late: this handler waits, then leaves the answer to the feed handler
    http.get('https://api.example.com/feed', () => delay(150)),
    live.addEventListener('connection', ({ client }) => {
      client.send(JSON.stringify({ id: 26, text: 'Update number 26' }))
      client.send(JSON.stringify({ id: 25, text: 'Update number 25' }))
    }),
  )
  render(
    <Provider store={makeStore()}>
      <App />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading...'))
  await screen.findByText('Update number 26')
  assert.deepEqual(texts(), [26, 25, 24, 23, 22, 21].map((id) => `Update number ${id}`))
})

// "Node 22 and later have one, so a test of the store alone needs no DOM environment": a Node process without
// happy-dom, started from the examples workspace (the page tests' working directory), so that msw resolves from there.
test("msw replaces Node's own WebSocket when its server starts listening, and answers its connections", async () => {
  const script = `
    import { ws } from 'msw'
    import { setupServer } from 'msw/node'
    import msw from 'msw/package.json' with { type: 'json' }
    const nodeWebSocket = globalThis.WebSocket
    const live = ws.link('wss://api.example.com/live')
    const server = setupServer(
      live.addEventListener('connection', ({ client }) => client.send('{"id":26,"text":"Update number 26"}')),
    )
    const before = { type: typeof nodeWebSocket, unchanged: globalThis.WebSocket === nodeWebSocket }
    server.listen({ onUnhandledFrame: 'error' })
    const socket = new WebSocket('wss://api.example.com/live')
    socket.addEventListener('message', (event) => {
      const replaced = globalThis.WebSocket !== nodeWebSocket
      console.log(JSON.stringify({ node: process.versions.node, msw: msw.version, before, replaced, message: event.data }))
      socket.close()
      server.close()
    })
  `
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: process.cwd(),
    timeout: 10_000,
  })
  const seen = JSON.parse(stdout)
  assert.ok(Number(seen.node.split('.')[0]) >= 22, `Node ${seen.node}`)
  // The page says which msw it is checked with
  assert.deepEqual(
    { msw: seen.msw, before: seen.before, replaced: seen.replaced, message: seen.message },
    {
      msw: '3.0.5',
      // Node's own class, still in place after setupServer()...
      before: { type: 'function', unchanged: true },
      // ...and replaced by listen()
      replaced: true,
      message: '{"id":26,"text":"Update number 26"}',
    },
  )
})
