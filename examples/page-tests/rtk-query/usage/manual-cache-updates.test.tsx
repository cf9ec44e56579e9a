import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { HttpResponse } from 'msw'
import { makeStore } from '@page/rtk-query/usage/manual-cache-updates/store'
import { TodoList } from '@page/rtk-query/usage/manual-cache-updates/TodoList'
import { AddTodo } from '@page/rtk-query/usage/manual-cache-updates/AddTodo'
import { holdRequests, recordRequests } from '../../setup/fake-api'

// Each test gets a fresh store; the fake API's todos live for the whole file, so the tests run as one story:
// todo 2 ("Write a slice") is ticked and saved, todo 3 fails to save, then todo 4 is added.

function renderApp() {
  const store = makeStore()
  render(
    <Provider store={store}>
      <TodoList />
      <AddTodo />
    </Provider>,
  )
  return store
}

test('an optimistic update: the checkbox is ticked before the server answers, and stays ticked', async () => {
  renderApp()
  const box = (await screen.findByRole('checkbox', { name: 'Write a slice' })) as HTMLInputElement
  assert.equal(box.checked, false)

  const { release, held } = holdRequests('patch', 'https://api.example.com/todos/:id')
  await userEvent.click(box)
  // the PATCH has reached the server, which has not answered yet
  await waitFor(() => assert.deepEqual(held, ['PATCH /todos/2']))
  assert.equal((screen.getByRole('checkbox', { name: 'Write a slice' }) as HTMLInputElement).checked, true)

  release()
  // the server agrees: the fake API now has todo 2 completed
  await waitFor(async () => {
    const todo = (await (await fetch('https://api.example.com/todos/2')).json()) as { completed: boolean }
    assert.equal(todo.completed, true)
  })
  assert.equal((screen.getByRole('checkbox', { name: 'Write a slice' }) as HTMLInputElement).checked, true)
  assert.equal(screen.queryByRole('alert'), null)
})

test('a failing save: the checkbox is ticked at once, then unticked when the server answers 500', async () => {
  renderApp()
  const box = (await screen.findByRole('checkbox', { name: 'Fetch data with RTK Query' })) as HTMLInputElement
  assert.equal(box.checked, false)

  const { release, held } = holdRequests('patch', 'https://api.example.com/todos/:id', () =>
    HttpResponse.json({ error: 'x' }, { status: 500 }),
  )
  await userEvent.click(box)
  await waitFor(() => assert.deepEqual(held, ['PATCH /todos/3']))
  assert.equal((screen.getByRole('checkbox', { name: 'Fetch data with RTK Query' }) as HTMLInputElement).checked, true)
  assert.equal(screen.queryByRole('alert'), null)

  release()
  assert.equal((await screen.findByRole('alert')).textContent, 'Your last change could not be saved.')
  assert.equal((screen.getByRole('checkbox', { name: 'Fetch data with RTK Query' }) as HTMLInputElement).checked, false)
  // the other todos are untouched
  assert.equal((screen.getByRole('checkbox', { name: 'Write a slice' }) as HTMLInputElement).checked, true)
})

test('a pessimistic update: the new todo appears after the server answers, without refetching the list', async () => {
  const store = renderApp()
  await screen.findByRole('checkbox', { name: 'Learn Redux Toolkit' })
  const requests = recordRequests()
  const { release } = holdRequests('post', 'https://api.example.com/todos')

  await userEvent.type(screen.getByRole('textbox', { name: 'New todo' }), 'Water the plants')
  await userEvent.click(screen.getByRole('button', { name: 'Add' }))
  // the server has not answered yet: the form says so, and the list does not show the todo
  assert.ok(await screen.findByRole('button', { name: 'Adding...' }))
  assert.equal(screen.queryByRole('checkbox', { name: 'Water the plants' }), null)

  release()
  const added = (await screen.findByRole('checkbox', { name: 'Water the plants' })) as HTMLInputElement
  assert.equal(added.checked, false)
  assert.equal((screen.getByRole('textbox', { name: 'New todo' }) as HTMLInputElement).value, '')
  assert.equal(screen.getAllByRole('checkbox').length, 4)

  // one request: the POST; the list was not fetched again and the new todo's own entry was upserted
  assert.deepEqual(requests, ['POST /todos'])
  const detail = store.getState().todosApi.queries['getTodo(4)']
  assert.equal(detail?.status, 'fulfilled')
})

test('the listener seeds a getTodo entry for every todo of the list', async () => {
  const store = renderApp()
  await screen.findByRole('checkbox', { name: 'Learn Redux Toolkit' })
  await waitFor(() =>
    assert.deepEqual(
      Object.keys(store.getState().todosApi.queries).sort(),
      ['getTodo(1)', 'getTodo(2)', 'getTodo(3)', 'getTodo(4)', 'getTodos(undefined)'],
    ),
  )
})
