import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { makeStore } from '@page/rtk-query/usage/code-generation/src/store/store'
import { TodoList } from '@page/rtk-query/usage/code-generation/src/features/todos/TodoList'

test('the generated hooks list the todos, and checking one saves it and refetches the list', async () => {
  render(
    <Provider store={makeStore()}>
      <TodoList />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading todos…'))

  const writeASlice = await screen.findByRole('checkbox', { name: 'Write a slice' })
  assert.equal((writeASlice as HTMLInputElement).checked, false)
  assert.equal((screen.getByRole('checkbox', { name: 'Learn Redux Toolkit' }) as HTMLInputElement).checked, true)

  await userEvent.click(writeASlice)
  // The box changes only when the refetched list arrives: nothing updates the cache before the server answers.
  await waitFor(() =>
    assert.equal((screen.getByRole('checkbox', { name: 'Write a slice' }) as HTMLInputElement).checked, true),
  )
})
