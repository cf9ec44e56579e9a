import assert from 'node:assert/strict'
import { test } from 'node:test'
import { stopListening, store, todosApi } from '@page/rtk-query/api/setupListeners/app/store'

const selectTodos = todosApi.endpoints.getTodos.select()
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('window focus refetches a subscribed query; visibilitychange sets focused; stopListening removes the listeners', async () => {
  const subscription = store.dispatch(todosApi.endpoints.getTodos.initiate())
  await subscription
  const first = selectTodos(store.getState()).fulfilledTimeStamp!
  assert.equal(selectTodos(store.getState()).data?.length, 3)

  await wait(5)
  window.dispatchEvent(new Event('focus'))
  assert.equal(selectTodos(store.getState()).status, 'pending')
  await wait(50)
  const second = selectTodos(store.getState()).fulfilledTimeStamp!
  assert.ok(second > first)

  // the browser fires visibilitychange on document; it bubbles to window
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  assert.equal(store.getState().api.config.focused, false)

  window.dispatchEvent(new Event('offline'))
  assert.equal(store.getState().api.config.online, false)
  window.dispatchEvent(new Event('online'))
  assert.equal(store.getState().api.config.online, true)
  await wait(50)
  assert.ok(selectTodos(store.getState()).fulfilledTimeStamp! > second)

  stopListening()
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  window.dispatchEvent(new Event('focus'))
  assert.equal(store.getState().api.config.focused, false)
  subscription.unsubscribe()
})

test('every registered dispatch gets each event once; listeners stay until every returned function is called', async () => {
  const { setupListeners } = await import('@reduxjs/toolkit/query')
  const seen: string[] = []
  const first = (action: { type: string }) => seen.push(`first ${action.type}`)
  const second = (action: { type: string }) => seen.push(`second ${action.type}`)
  const stopFirst = setupListeners(first as any)
  const stopFirstAgain = setupListeners(first as any)
  const stopSecond = setupListeners(second as any)

  window.dispatchEvent(new Event('online'))
  assert.deepEqual(seen.splice(0), ['first __rtkq/online', 'second __rtkq/online'])

  stopFirst()
  stopFirst()
  window.dispatchEvent(new Event('online'))
  assert.deepEqual(seen.splice(0), ['first __rtkq/online', 'second __rtkq/online'])

  stopFirstAgain()
  window.dispatchEvent(new Event('online'))
  assert.deepEqual(seen.splice(0), ['second __rtkq/online'])

  stopSecond()
  window.dispatchEvent(new Event('online'))
  assert.deepEqual(seen, [])
})
