import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit'
import type { Reducer, UnknownAction } from '@reduxjs/toolkit'
import { claimsOf } from '../claim'

// The packages read process.env.NODE_ENV when they load, so the production case runs this file again in a child
// process with NODE_ENV=production: it then prints what each mutation did instead of defining the claims.
const SCENARIO_ONLY = 'USAGE_GUIDE_CLAIMS_SCENARIO'

interface Todo {
  title: string
  done: boolean
}

// A hand-written reducer (no Immer) with the bugs the check is for: it changes the state it was given
function todosReducer(state: Todo[] = [{ title: 'Buy milk', done: false }], action: UnknownAction): Todo[] {
  switch (action.type) {
    case 'todos/firstToggled':
      state[0].done = !state[0].done
      return state
    case 'todos/pushed':
      state.push({ title: 'Walk the dog', done: false })
      return state
    case 'todos/copiedAfterToggling':
      // Mutates the existing item, then returns a new array holding it
      state[0].done = !state[0].done
      return [...state]
    default:
      return state
  }
}

const todosSlice = createSlice({
  name: 'todos',
  initialState: [{ title: 'Buy milk', done: false }] as Todo[],
  reducers: {
    firstToggled(state) {
      state[0].done = !state[0].done
    },
  },
})

/** What each dispatch did: 'ok', or the message it threw. */
function mutations() {
  const outcome = (run: () => void) => {
    try {
      run()
      return 'ok'
    } catch (error) {
      return (error as Error).message
    }
  }
  const inReducer = (reducer: () => Reducer<any, UnknownAction>, type: string) =>
    outcome(() => configureStore({ reducer: reducer() }).dispatch({ type }))
  const results: Record<string, string> = {}
  for (const type of ['todos/firstToggled', 'todos/pushed', 'todos/copiedAfterToggling']) {
    // In the `reducer` object (configureStore calls combineReducers), through combineReducers, and as the root reducer
    results[`object ${type}`] = outcome(() => configureStore({ reducer: { todos: todosReducer } }).dispatch({ type }))
    results[`combineReducers ${type}`] = inReducer(() => combineReducers({ todos: todosReducer }), type)
    results[`root ${type}`] = inReducer(() => todosReducer, type)
  }
  // Code outside the reducers changes the state between two dispatches: the next dispatch reports it
  const store = configureStore({ reducer: { todos: todosReducer } })
  results.betweenDispatchesMutation = outcome(() => {
    store.getState().todos[0].done = true
  })
  results.betweenDispatchesNextDispatch = outcome(() => store.dispatch({ type: 'todos/unrelated' }))
  // A createSlice reducer "mutates" an Immer draft: nothing to report
  const sliceStore = configureStore({ reducer: { todos: todosSlice.reducer } })
  results.immer = outcome(() => sliceStore.dispatch(todosSlice.actions.firstToggled()))
  results.immerDone = String(sliceStore.getState().todos[0].done)
  return results
}

if (process.env[SCENARIO_ONLY]) {
  console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, results: mutations() }))
} else {
  const claim = claimsOf(__filename)
  const insideDispatch = (path: string, type: string) =>
    `A state mutation was detected inside a dispatch, in the path: ${path}. Take a look at the reducer(s) handling the action {"type":"${type}"}. (https://redux.js.org/style-guide/style-guide#do-not-mutate-state)`

  claim('by a hand-written reducer or, between dispatches, by other code', () => {
    assert.notEqual(process.env.NODE_ENV, 'production')
    const results = mutations()
    for (const [type, path] of [
      ['todos/firstToggled', '0.done'],
      ['todos/pushed', '1'],
      ['todos/copiedAfterToggling', '0.done'],
    ]) {
      assert.equal(results[`object ${type}`], insideDispatch(`todos.${path}`, type))
      assert.equal(results[`combineReducers ${type}`], insideDispatch(`todos.${path}`, type))
      assert.equal(results[`root ${type}`], insideDispatch(path, type))
    }
    // Between dispatches: the change itself goes through, and the next dispatch throws
    assert.equal(results.betweenDispatchesMutation, 'ok')
    assert.equal(
      results.betweenDispatchesNextDispatch,
      "A state mutation was detected between dispatches, in the path 'todos.0.done'.  This may cause incorrect behavior. (https://redux.js.org/style-guide/style-guide#do-not-mutate-state)",
    )
    // Immer's drafts are not state mutations
    assert.equal(results.immer, 'ok')
    assert.equal(results.immerDone, 'true')
  })

  claim('when `process.env.NODE_ENV` is not `\'production\'`', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', __filename], {
      env: { ...process.env, NODE_ENV: 'production', [SCENARIO_ONLY]: '1', NODE_TEST_CONTEXT: undefined },
      encoding: 'utf8',
    })
    const { nodeEnv, results } = JSON.parse(output) as { nodeEnv: string; results: Record<string, string> }
    assert.equal(nodeEnv, 'production')
    // No check in production: every mutation goes through without an error
    for (const [name, result] of Object.entries(results)) {
      if (name !== 'immerDone') assert.equal(result, 'ok', name)
    }
  })
}
