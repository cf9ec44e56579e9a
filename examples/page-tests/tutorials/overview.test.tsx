import assert from 'node:assert/strict'
import { test } from 'node:test'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { configureStore } from '@reduxjs/toolkit'
import { applyMiddleware, legacy_createStore } from 'redux'
import { thunk } from 'redux-thunk'
import { server } from '../setup/fake-api'
// "Moving an existing Redux app to Redux Toolkit": the app before (connect components, switch reducers)...
import LegacyFilterButtons from '@page/tutorials/overview/containers/FilterButtons'
import LegacyTodoList from '@page/tutorials/overview/containers/TodoList'
import rootReducer from '@page/tutorials/overview/reducers/index'
// ...and after step 4 (slices, createAsyncThunk, hooks components, configureStore)
import { FilterButtons } from '@page/tutorials/overview/features/filter/FilterButtons'
import { TodoList } from '@page/tutorials/overview/features/todos/TodoList'
import { store } from '@page/tutorials/overview/store'

// The page's first store.ts, which step 1 replaces: createStore with the thunk middleware. createStore and
// legacy_createStore are the same function in Redux 5.
const makeLegacyStore = () => legacy_createStore(rootReducer, applyMiddleware(thunk))

// Step 1's store.ts: configureStore with the same root reducer, and no other change
const makeStep1Store = () => configureStore({ reducer: rootReducer })

function renderLegacyApp(legacyStore: ReturnType<typeof makeLegacyStore> | ReturnType<typeof makeStep1Store> = makeLegacyStore()) {
  render(
    <Provider store={legacyStore}>
      <LegacyFilterButtons />
      <LegacyTodoList />
    </Provider>,
  )
  return legacyStore
}

function renderNewApp() {
  render(
    <Provider store={store}>
      <FilterButtons />
      <TodoList />
    </Provider>,
  )
  return store
}

const shownTodos = () => screen.queryAllByRole('listitem').map((item) => item.textContent)
const checkbox = (text: string) => screen.getByRole('checkbox', { name: text }) as HTMLInputElement
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent)

// What a reader does on either screen, with what they see after each action
async function loadToggleAndFilter() {
  assert.ok(screen.getByText('Loading todos…'))
  await screen.findAllByRole('checkbox')
  assert.equal(screen.queryByText('Loading todos…'), null)
  assert.deepEqual(shownTodos(), ['Learn Redux Toolkit', 'Write a slice', 'Fetch data with RTK Query'])
  assert.deepEqual(pressed(), ['all'])
  assert.equal(checkbox('Learn Redux Toolkit').checked, true)
  assert.equal(checkbox('Write a slice').checked, false)

  await userEvent.click(checkbox('Write a slice'))
  assert.equal(checkbox('Write a slice').checked, true)

  await userEvent.click(screen.getByRole('button', { name: 'active' }))
  assert.deepEqual(pressed(), ['active'])
  assert.deepEqual(shownTodos(), ['Fetch data with RTK Query'])

  await userEvent.click(screen.getByRole('button', { name: 'completed' }))
  assert.deepEqual(shownTodos(), ['Learn Redux Toolkit', 'Write a slice'])

  // Unchecking a todo under "completed" removes it from the list
  await userEvent.click(checkbox('Learn Redux Toolkit'))
  assert.deepEqual(shownTodos(), ['Write a slice'])

  await userEvent.click(screen.getByRole('button', { name: 'all' }))
  assert.deepEqual(shownTodos(), ['Learn Redux Toolkit', 'Write a slice', 'Fetch data with RTK Query'])
  assert.deepEqual(
    screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked),
    [false, true, false],
  )
}

const finalStates: unknown[] = []

test('the app before: it loads the todos, toggles one and filters them', async () => {
  const legacyStore = renderLegacyApp()
  await loadToggleAndFilter()
  finalStates.push(legacyStore.getState())
})

test('the app after step 1: the old reducers and connect components run unchanged on configureStore', async () => {
  const step1Store = makeStep1Store()
  renderLegacyApp(step1Store)
  await loadToggleAndFilter()
  assert.deepEqual(step1Store.getState(), finalStates[0])
})

test('the app after step 4: the same clicks show the same todos', async () => {
  const newStore = renderNewApp()
  await loadToggleAndFilter()
  finalStates.push(newStore.getState())
})

test('both apps end in the same state, with the same shape', () => {
  assert.equal(finalStates.length, 2)
  assert.deepEqual(finalStates[0], finalStates[1])
  assert.deepEqual(finalStates[1], {
    todos: {
      items: [
        { id: 1, text: 'Learn Redux Toolkit', completed: false },
        { id: 2, text: 'Write a slice', completed: true },
        { id: 3, text: 'Fetch data with RTK Query', completed: false },
      ],
      loading: false,
      error: null,
    },
    visibilityFilter: 'all',
  })
})

for (const [name, renderApp] of [
  ['before', () => renderLegacyApp()],
  ['after step 1', () => renderLegacyApp(makeStep1Store())],
  ['after step 4', renderNewApp],
] as const) {
  test(`the app ${name}: a failed request shows the same message and no list`, async () => {
    server.use(http.get('https://api.example.com/todos', () => HttpResponse.json({ error: 'Status 500' }, { status: 500 })))
    renderApp()
    assert.ok(screen.getByText('Loading todos…'))
    const alert = await screen.findByRole('alert')
    assert.equal(alert.textContent, 'Loading failed: 500')
    assert.equal(screen.queryByRole('list'), null)
  })
}
