import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import {
  configureStore,
  createDraftSafeSelector,
  createDraftSafeSelectorCreator,
  createEntityAdapter,
  createReducer,
  createSelector,
  createSelectorCreator,
  createSlice,
  current,
  isDraft,
  lruMemoize,
  weakMapMemoize,
  type OutputSelector,
  type PayloadAction,
  type Selector,
} from '@reduxjs/toolkit'
import * as reselect from 'reselect'
import { claimsOf } from '../claim'
import { loadRelease, packedPackage, releaseDir } from '../releases'
import type { Equal } from '../types'

const claim = claimsOf(__filename)

const examplesDir = path.resolve(__dirname, '../..')

/** Runs a CommonJS script in a Node process of its own (production unless `env` says otherwise). */
function runNode(script: string, { env = { NODE_ENV: 'production' } as Record<string, string | undefined>, args = [] as string[] } = {}) {
  const run = spawnSync(process.execPath, [...args, '-e', script], {
    cwd: examplesDir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  assert.equal(run.status, 0, run.stderr)
  return { stdout: run.stdout.trim(), stderr: run.stderr }
}

/** The compiler's errors for one snippet, compiled as a file of this folder with the examples' settings. */
function compileErrors(code: string, extraOptions: ts.CompilerOptions = {}, { inLibraries = false } = {}): string[] {
  const configPath = path.join(examplesDir, 'tsconfig.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, examplesDir)
  const compilerOptions = { ...options, types: [], ...extraOptions }
  const fileName = path.join(__dirname, '__snippet__.ts')
  const host = ts.createCompilerHost(compilerOptions)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName ? ts.createSourceFile(name, code, languageVersion) : getSourceFile.call(host, name, languageVersion, ...rest)
  host.fileExists = (name) => name === fileName || fileExists.call(host, name)
  host.readFile = (name) => (name === fileName ? code : readFile.call(host, name))
  const program = ts.createProgram([fileName], compilerOptions, host)
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => inLibraries || diagnostic.file?.fileName === fileName)
    .map((diagnostic) => {
      const where = diagnostic.file && diagnostic.file.fileName !== fileName ? `${path.relative(examplesDir, diagnostic.file.fileName)}: ` : ''
      return `${where}TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`
    })
}

/** console.warn calls made while `run` runs. */
function warningsOf(run: () => void): unknown[][] {
  const warnings: unknown[][] = []
  const warn = console.warn
  console.warn = (...args: unknown[]) => void warnings.push(args)
  try {
    run()
  } finally {
    console.warn = warn
  }
  return warnings
}
const firstLines = (warnings: unknown[][]) => warnings.map((args) => String(args[0]).split('\n')[0])
const INPUT_UNSTABLE = 'An input selector returned a different result when passed same arguments.'
const IDENTITY = 'The result function returned its own inputs without modification. e.g'

type Reselect = typeof reselect
const reselectAt = (version: string) => require(packedPackage('reselect', version)) as Reselect
const packageJson = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
/** Runs `check` with Reselect's global dev-mode checks set, and puts the defaults back. */
function withGlobalChecks(checks: Parameters<typeof reselect.setGlobalDevModeChecks>[0], check: () => void) {
  reselect.setGlobalDevModeChecks(checks)
  try {
    check()
  } finally {
    reselect.setGlobalDevModeChecks({ inputStabilityCheck: 'once', identityFunctionCheck: 'once', cacheSizeCheck: 'once' })
  }
}

interface Todo {
  id: number
  title: string
  completed: boolean
}
interface RootState {
  todos: Todo[]
  filter: 'all' | 'active' | 'completed'
  theme: 'light' | 'dark'
}
const selectTodos = (state: RootState) => state.todos
const selectFilter = (state: RootState) => state.filter
const visible = (todos: Todo[], filter: RootState['filter']) =>
  todos.filter((todo) => filter === 'all' || todo.completed === (filter === 'completed'))
const rootState = (): RootState => ({
  todos: [
    { id: 1, title: 'Buy milk', completed: false },
    { id: 2, title: 'Write report', completed: true },
  ],
  filter: 'active',
  theme: 'light',
})

// -- Overview ----------------------------------------------------------------------------------------------------

claim('Without memoization such a selector returns a new reference on every call, and every `useSelector` that uses it re-renders the component after every action that changes the state, even when the part it reads stayed the same.', async () => {
  const { renders, warnings } = await renderCounts()
  // Plain selector: a new array per call, so a re-render for every state change, none for an action that changes nothing
  assert.notEqual(selectOpenPlain(rootState()), selectOpenPlain(rootState()))
  assert.deepEqual(renders.plain, { mounted: 1, unknownAction: 1, otherSlice: 2, ownSlice: 3 })
  // Memoized: only for a change of what it reads
  assert.deepEqual(renders.memoized, { mounted: 1, unknownAction: 1, otherSlice: 1, ownSlice: 2 })
  void warnings
})

// The components of the useSelector claims: one per selector, rendered with a store, then three actions
const todosSlice = createSlice({
  name: 'todos',
  initialState: rootState().todos,
  reducers: {
    todoToggled(state, action: PayloadAction<number>) {
      const todo = state.find((t) => t.id === action.payload)
      if (todo) todo.completed = !todo.completed
    },
  },
})
const themeSlice = createSlice({
  name: 'theme',
  initialState: 'light' as RootState['theme'],
  reducers: { themeToggled: (theme) => (theme === 'light' ? 'dark' : 'light') },
})
type StoreState = { todos: Todo[]; theme: RootState['theme'] }
const selectOpenPlain = (state: { todos: Todo[] }) => state.todos.filter((todo) => !todo.completed)
// Made anew for each render: the development checks run on a selector's first call only
const makeSelectOpenMemoized = () => createSelector([(state: StoreState) => state.todos], (todos) => todos.filter((todo) => !todo.completed))
const makeSelectOpenUnstable = () =>
  createSelector([(state: StoreState) => state.todos.map((todo) => todo)], (todos) => todos.filter((todo) => !todo.completed))
type Counts = { mounted: number; unknownAction: number; otherSlice: number; ownSlice: number }
async function renderCounts() {
  await import('../../page-tests/setup/dom')
  const { createElement } = await import('react')
  const { render, act } = await import('@testing-library/react')
  const { Provider, useSelector } = await import('react-redux')
  const renders: Record<string, Counts> = {}
  const warnings: Record<string, string[]> = {}
  const selectors = { plain: selectOpenPlain, memoized: makeSelectOpenMemoized(), unstable: makeSelectOpenUnstable() }
  for (const [name, selector] of Object.entries(selectors)) {
    const store = configureStore({ reducer: { todos: todosSlice.reducer, theme: themeSlice.reducer } })
    let count = 0
    const OpenTodos = () => {
      count++
      const open = useSelector(selector)
      return createElement('p', null, `${open.length} open`)
    }
    const seen = warningsOf(() => {
      const view = render(createElement(Provider, { store, children: createElement(OpenTodos) }))
      const mounted = count
      act(() => void store.dispatch({ type: 'nothing/handles/this' }))
      const unknownAction = count
      act(() => void store.dispatch(themeSlice.actions.themeToggled()))
      const otherSlice = count
      act(() => void store.dispatch(todosSlice.actions.todoToggled(1)))
      renders[name] = { mounted, unknownAction, otherSlice, ownSlice: count }
      view.unmount()
    })
    warnings[name] = firstLines(seen)
  }
  return { renders, warnings }
}

claim('Redux Toolkit re-exports `createSelector` and its helpers from [Reselect](https://github.com/reduxjs/reselect) 5 (RTK 2.14 depends on `reselect@^5.1.0`; this page describes 5.3)', () => {
  const rtk = packageJson(path.join(examplesDir, 'node_modules/@reduxjs/toolkit'))
  assert.equal(rtk.version, '2.14.0')
  assert.equal(rtk.dependencies.reselect, '^5.1.0')
  const installed = packageJson(path.dirname(path.dirname(path.dirname(require.resolve('reselect')))))
  assert.match(installed.version, /^5\.3\./)
})

claim('| `createSelector` | Reselect | Makes a memoized selector |', () => {
  assert.equal(createSelector, reselect.createSelector)
  assert.equal(createSelectorCreator, reselect.createSelectorCreator)
  assert.equal(weakMapMemoize, reselect.weakMapMemoize)
  assert.equal(lruMemoize, reselect.lruMemoize)
  // The draft-safe pair is Toolkit's own
  assert.equal('createDraftSafeSelector' in reselect, false)
  assert.equal('createDraftSafeSelectorCreator' in reselect, false)
})

claim('The types `Selector` and `OutputSelector` are re-exported too. `createStructuredSelector`, `setGlobalDevModeChecks` and `referenceEqualityCheck` are not: import them from `reselect`, which is installed with RTK.', async () => {
  const selector: Selector<RootState, Todo[]> = selectTodos
  const output: OutputSelector<[typeof selectTodos], number> = createSelector([selectTodos], (todos) => todos.length)
  void [selector, output]
  const rtk = (await import('@reduxjs/toolkit')) as Record<string, unknown>
  for (const name of ['createStructuredSelector', 'setGlobalDevModeChecks', 'referenceEqualityCheck']) {
    assert.equal(name in rtk, false, name)
    assert.equal(typeof (reselect as Record<string, unknown>)[name], 'function', name)
  }
  assert.deepEqual(compileErrors(`import { createStructuredSelector } from '@reduxjs/toolkit'`).map((e) => e.slice(0, 6)), ['TS2305'])
  const rtkPackage = packageJson(path.join(examplesDir, 'node_modules/@reduxjs/toolkit'))
  assert.ok('reselect' in rtkPackage.dependencies)
})

// -- createSelector ------------------------------------------------------------------------------------------------

claim('inputStabilityCheck?: \'once\' | \'always\' | \'never\'', () => {
  for (const setting of ['once', 'always', 'never'] as const) {
    createSelector([selectTodos], (todos) => todos.length, { devModeChecks: { inputStabilityCheck: setting, identityFunctionCheck: setting } })
  }
  // @ts-expect-error no other setting
  createSelector([selectTodos], (todos) => todos.length, { devModeChecks: { inputStabilityCheck: 'sometimes' } })
})

claim('Pass them as an array (as above) or as separate arguments before the result function: `createSelector(selectTodos, selectFilter, resultFunc)`. Both forms do the same thing', () => {
  const asArray = createSelector([selectTodos, selectFilter], visible)
  const asArguments = createSelector(selectTodos, selectFilter, visible)
  const state = rootState()
  assert.deepEqual(asArguments(state), asArray(state))
  assert.equal(asArguments(state), asArguments({ ...state, theme: 'dark' }))
  assert.equal(asArguments.recomputations(), 1)
  assert.deepEqual(asArguments.dependencies, [selectTodos, selectFilter])
  const typed: Equal<Parameters<typeof asArguments>, Parameters<typeof asArray>> = true
  void typed
})

claim('Every input selector receives **all** the arguments the selector was called with.', () => {
  const seen: unknown[][] = []
  const selector = createSelector(
    [(state: RootState, ...rest: unknown[]) => (seen.push(['first', ...rest]), state.todos), (state: RootState, minId: number, extra: string) => (seen.push(['second', minId, extra]), minId)],
    (todos, minId) => todos.filter((todo) => todo.id >= minId).length,
  )
  assert.equal(selector(rootState(), 2, 'x'), 1)
  assert.deepEqual(seen.slice(0, 2), [['first', 2, 'x'], ['second', 2, 'x']])
})

claim('so the result function runs on every call that the arguments cache does not answer (in an app, after every change of the state), and memoization is lost. In development, the [`inputStabilityCheck`](#devmodechecksinputstabilitycheck) warns about it.', () => {
  const selectIds = createSelector([(state: RootState) => state.todos.map((todo) => todo.id)], (ids) => ids.length)
  const state = rootState()
  const warnings = warningsOf(() => {
    selectIds(state)
    selectIds(state)
  })
  // The same state object: the arguments cache answers, no second run
  assert.equal(selectIds.recomputations(), 1)
  assert.deepEqual(firstLines(warnings), [INPUT_UNSTABLE])
  // A new state with the same todos: the input selector's new array makes the result function run again
  selectIds({ ...state, theme: 'dark' })
  selectIds({ ...state, theme: 'light' })
  assert.equal(selectIds.recomputations(), 3)
})

claim('It runs only when at least one of those results changed by reference (`===`, with the default memoizer); otherwise the selector returns the cached value.', () => {
  const selector = createSelector([selectTodos, selectFilter], visible)
  const state = rootState()
  const first = selector(state)
  assert.equal(selector({ ...state, theme: 'dark' }), first)
  assert.equal(selector.recomputations(), 1)
  // Equal but new todos: a new reference, so it runs
  selector({ ...state, todos: [...state.todos] })
  assert.equal(selector.recomputations(), 2)
  selector({ ...state, filter: 'completed' })
  assert.equal(selector.recomputations(), 3)
})

claim('A result function that returns its input unchanged (`(todos) => todos`) is pointless and triggers the [`identityFunctionCheck`](#devmodechecksidentityfunctioncheck).', () => {
  const selectSame = createSelector([selectTodos], (todos) => todos)
  const state = rootState()
  const warnings = warningsOf(() => assert.equal(selectSame(state), state.todos))
  assert.deepEqual(firstLines(warnings), [IDENTITY])
})

claim('[`dependencyRecomputations()`](#dependencyrecomputations) counts the calls that got past this cache.', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  const state = rootState()
  selector(state)
  selector(state)
  selector({ ...state })
  assert.deepEqual([selector.dependencyRecomputations(), selector.recomputations()], [2, 1])
})

claim('In a Redux app, every action that changes the state gives a new root state object (an action that no reducer handles keeps the old one), so the first cache misses after each change and the second one does the real work.', () => {
  const store = configureStore({ reducer: { todos: todosSlice.reducer, theme: themeSlice.reducer } })
  const selector = createSelector([(state: StoreState) => state.todos], (todos) => todos.length)
  const before = store.getState()
  store.dispatch({ type: 'nothing/handles/this' })
  assert.equal(store.getState(), before)
  selector(store.getState())
  store.dispatch(themeSlice.actions.themeToggled())
  assert.notEqual(store.getState(), before)
  selector(store.getState())
  selector(store.getState())
  assert.deepEqual([selector.dependencyRecomputations(), selector.recomputations()], [2, 1])
})

claim('The last argument of `createSelector` may be an options object. It overrides, for this selector, what [`createSelectorCreator`](#createselectorcreator) set.', () => {
  const createLruSelector = createSelectorCreator({ memoize: lruMemoize, argsMemoize: lruMemoize })
  const fromCreator = createLruSelector([selectTodos], (todos) => todos.length)
  assert.deepEqual([fromCreator.memoize, fromCreator.argsMemoize], [lruMemoize, lruMemoize])
  const overridden = createLruSelector([selectTodos], (todos) => todos.length, { memoize: weakMapMemoize })
  assert.deepEqual([overridden.memoize, overridden.argsMemoize], [weakMapMemoize, lruMemoize])
  // Another selector of the same creator keeps the creator's settings
  assert.equal(createLruSelector([selectTodos], (todos) => todos.length).memoize, lruMemoize)
})

claim('| `memoize` | a memoizer | [`weakMapMemoize`](#weakmapmemoize) | Memoizes the result function on the input results |', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  assert.equal(selector.memoize, weakMapMemoize)
  assert.equal(selector.argsMemoize, weakMapMemoize)
})

claim('| `devModeChecks` | `{ inputStabilityCheck?, identityFunctionCheck? }` | `\'once\'` each | Development-only warnings |', () => {
  // Each check runs on the first call only: a later unstable or identity result goes unnoticed
  let unstable = false
  const selector = createSelector([(state: RootState) => (unstable ? [...state.todos] : state.todos)], (todos) => (unstable ? todos : todos.length))
  const warnings = warningsOf(() => {
    selector(rootState())
    unstable = true
    selector(rootState())
  })
  assert.deepEqual(warnings, [])
  assert.equal(selector.dependencyRecomputations(), 2)
})

claim('The memoizer applied to the result function: [`weakMapMemoize`](#weakmapmemoize) by default, [`lruMemoize`](#lrumemoize), or any function of the form `(func, ...options) => memoizedFunc`. The selector\'s [`memoize`](#memoize-and-argsmemoize) field tells you which one is in use.', () => {
  const received: unknown[] = []
  // A memoizer that remembers the last input array's length only
  const lengthMemoize = <Func extends (...args: any[]) => any>(func: Func, ...options: unknown[]) => {
    received.push(options)
    let last: { key: number; value: ReturnType<Func> } | undefined
    return ((todos: unknown[]) => {
      if (last?.key !== todos.length) last = { key: todos.length, value: func(todos) }
      return last.value
    }) as unknown as Func
  }
  const selector = createSelector([selectTodos], (todos) => todos.map((todo) => todo.title), {
    memoize: lengthMemoize,
    memoizeOptions: ['a', 'b'],
  })
  const state = rootState()
  const first = selector(state)
  assert.equal(selector({ ...state, todos: [...state.todos] }), first)
  assert.equal(selector.recomputations(), 1)
  assert.equal(selector.memoize, lengthMemoize)
  assert.deepEqual(received[0], ['a', 'b'])
})

claim('Switch it to `lruMemoize` with a custom `equalityCheck` when callers pass equal but newly created arguments.', () => {
  const sameArray = (a: unknown, b: unknown) =>
    Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b
  const inputs = [selectTodos, (state: RootState, ids: number[]) => ids] as const
  const pick = (todos: Todo[], ids: number[]) => todos.filter((todo) => ids.includes(todo.id))
  const byReference = createSelector([...inputs], pick, { memoize: lruMemoize, memoizeOptions: { equalityCheck: sameArray } })
  const byValue = createSelector([...inputs], pick, {
    memoize: lruMemoize,
    memoizeOptions: { equalityCheck: sameArray },
    argsMemoize: lruMemoize,
    argsMemoizeOptions: { equalityCheck: sameArray },
  })
  const state = rootState()
  for (const selector of [byReference, byValue]) {
    selector(state, [1, 2])
    selector(state, [1, 2])
  }
  assert.deepEqual([byReference.dependencyRecomputations(), byValue.dependencyRecomputations()], [2, 1])
})

claim('The options for `memoize`: an options object (`{ maxSize: 10 }`), or an array of arguments when the memoizer takes several. For `lruMemoize` it may also be an equality function. TypeScript checks the options against the memoizer you chose.', () => {
  const byLength = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.length === b.length : a === b)
  const withFunction = createSelector([selectTodos], (todos) => todos.map((todo) => todo.id), { memoize: lruMemoize, memoizeOptions: byLength })
  const state = rootState()
  const ids = withFunction(state)
  assert.equal(withFunction({ ...state, todos: [...state.todos].reverse() }), ids)
  const withObject = createSelector([selectTodos, (state: RootState, n: number) => n], (todos, n) => todos.length + n, {
    memoize: lruMemoize,
    memoizeOptions: { maxSize: 10 },
  })
  for (const n of [1, 2, 3, 1, 2, 3]) withObject(state, n)
  assert.equal(withObject.recomputations(), 3)
  const typeErrors = () => {
    // @ts-expect-error weakMapMemoize takes no equality function
    createSelector([selectTodos], (todos) => todos.length, { memoizeOptions: byLength })
    // @ts-expect-error ... and lruMemoize no `resultsCount` option
    createSelector([selectTodos], (todos) => todos.length, { memoize: lruMemoize, memoizeOptions: { resultsCount: 1 } })
  }
  void typeErrors
})

claim('// Cache the last 20 customers\' totals, comparing the customer id by value', () => {
  interface OrdersState {
    orders: { id: string; customerId: string; total: number }[]
  }
  const selectCustomerTotal = createSelector(
    [(state: OrdersState) => state.orders, (state: OrdersState, customerId: string) => customerId],
    (orders, customerId) => orders.filter((o) => o.customerId === customerId).reduce((sum, o) => sum + o.total, 0),
    { memoize: lruMemoize, memoizeOptions: { maxSize: 20 }, argsMemoize: lruMemoize, argsMemoizeOptions: { maxSize: 20 } },
  )
  const state: OrdersState = { orders: [{ id: 'o1', customerId: 'c1', total: 5 }] }
  const customers = Array.from({ length: 20 }, (_, i) => `c${i + 1}`)
  for (const id of customers) selectCustomerTotal(state, id)
  // Ids built anew, equal by value: all 20 answered from the cache
  for (const id of customers) selectCustomerTotal(state, `c${id.slice(1)}`)
  assert.equal(selectCustomerTotal.recomputations(), 20)
  selectCustomerTotal(state, 'c21')
  selectCustomerTotal(state, 'c1')
  assert.equal(selectCustomerTotal.recomputations(), 22)
})

// -- devModeChecks -------------------------------------------------------------------------------------------------

claim('Reselect runs two checks in development (when `process.env.NODE_ENV` is not `\'production\'`) and logs a `console.warn` when one fails.', () => {
  assert.notEqual(process.env.NODE_ENV, 'production')
  const warnings = warningsOf(() => {
    createSelector([(state: RootState) => state.todos.map((todo) => todo)], (todos) => todos.length)(rootState())
    createSelector([selectTodos], (todos) => todos)(rootState())
  })
  assert.deepEqual(firstLines(warnings), [INPUT_UNSTABLE, IDENTITY])
})

claim('Each takes `\'once\'` (the default: check on the selector\'s first call), `\'always\'` or `\'never\'`. The checks run only inside a call that gets past the [arguments cache](#how-the-two-caches-work), so `\'always\'` means every call with new arguments: calling a selector again with the same `state` object checks nothing.', () => {
  const make = (setting: 'once' | 'always' | 'never') =>
    createSelector([(state: RootState) => state.todos.map((todo) => todo)], (todos) => todos.length, {
      devModeChecks: { inputStabilityCheck: setting },
    })
  const state = rootState()
  const count = (setting: 'once' | 'always' | 'never') => {
    const selector = make(setting)
    return warningsOf(() => {
      selector(state)
      selector(state)
      selector({ ...state })
      selector({ ...state })
    }).length
  }
  assert.deepEqual([count('once'), count('always'), count('never')], [1, 3, 0])
})

claim('Set them per selector here, or for all selectors with `setGlobalDevModeChecks` from `reselect`. Production builds skip the checks.', () => {
  withGlobalChecks({ inputStabilityCheck: 'never', identityFunctionCheck: 'always' }, () => {
    const selector = createSelector([(state: RootState) => state.todos.map((todo) => todo)], (todos) => todos)
    const warnings = warningsOf(() => {
      selector(rootState())
      selector(rootState())
    })
    assert.deepEqual(firstLines(warnings), [IDENTITY, IDENTITY])
    // A selector's own setting wins over the global one
    const own = createSelector([(state: RootState) => state.todos.map((todo) => todo)], (todos) => todos.length, {
      devModeChecks: { inputStabilityCheck: 'once' },
    })
    assert.deepEqual(firstLines(warningsOf(() => own(rootState()))), [INPUT_UNSTABLE])
  })
  const { stderr } = runNode(`
    const { createSelector } = require('@reduxjs/toolkit')
    const options = { devModeChecks: { inputStabilityCheck: 'always', identityFunctionCheck: 'always' } }
    const unstable = createSelector([(state) => state.todos.map((t) => t)], (todos) => todos.length, options)
    const identity = createSelector([(state) => state.todos], (todos) => todos, options)
    for (let i = 0; i < 3; i++) { unstable({ todos: [] }); identity({ todos: [] }) }
  `)
  assert.equal(stderr, '')
})

claim('Calls the input selectors a second time with the same arguments and warns if the results differ (by reference, or by the equality your `memoize` uses): "An input selector returned a different result when passed same arguments." The warning comes with the arguments and both sets of results.', () => {
  let calls = 0
  const selector = createSelector([(state: RootState, id: number) => (calls++, state.todos.filter((todo) => todo.id === id))], (todos) => todos.length)
  const state = rootState()
  const warnings = warningsOf(() => selector(state, 1))
  assert.equal(calls, 2)
  assert.equal(warnings.length, 1)
  assert.equal(String(warnings[0][0]).split('\n')[0], INPUT_UNSTABLE)
  const details = warnings[0][1] as { arguments: IArguments; firstInputs: unknown[]; secondInputs: unknown[] }
  assert.deepEqual([...details.arguments], [state, 1])
  assert.deepEqual(details.firstInputs, details.secondInputs)
  assert.notEqual(details.firstInputs[0], details.secondInputs[0])
  // With lruMemoize and an equality by value, equal results pass
  const byValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const lenient = createSelector([(state: RootState, id: number) => state.todos.filter((todo) => todo.id === id)], (todos) => todos.length, {
    memoize: lruMemoize,
    memoizeOptions: { equalityCheck: byValue },
  })
  assert.deepEqual(warningsOf(() => lenient(state, 1)), [])
})

claim('Warns when the selector has one input selector and the result function is an identity function: "The result function returned its own inputs without modification."', () => {
  const state = rootState()
  assert.deepEqual(firstLines(warningsOf(() => createSelector([selectTodos], (todos) => todos)(state))), [IDENTITY])
  // Two input selectors, the first one returned as it is: no warning
  assert.deepEqual(warningsOf(() => createSelector([selectTodos, selectFilter], (todos) => todos)(state)), [])
})

claim('To tell an identity function from one that returns its input only sometimes (`(todos) => (todos.length > 0 ? todos : [])`, which does not warn), Reselect calls your result function once more, with an empty object, when the check runs and the result function returned its input; errors from that extra call are ignored, and `recomputations()` does not count it.', () => {
  const state = rootState()
  const received: unknown[] = []
  const sometimes = createSelector([selectTodos], (todos) => (received.push(todos), todos.length > 0 ? todos : []))
  assert.deepEqual(warningsOf(() => assert.equal(sometimes(state), state.todos)), [])
  assert.deepEqual(received, [state.todos, {}])
  assert.equal(sometimes.recomputations(), 1)
  // No extra call when the result is not the input
  const counted: unknown[] = []
  createSelector([selectTodos], (todos) => (counted.push(todos), todos.length))(state)
  assert.equal(counted.length, 1)
  // An extra call that throws is ignored
  const throwing = createSelector([selectTodos], (todos) => {
    todos.forEach((todo) => todo.id)
    return todos
  })
  assert.deepEqual(warningsOf(() => assert.equal(throwing(state), state.todos)), [])
})

claim('A third check, `cacheSizeCheck`, belongs to `weakMapMemoize` rather than to a selector, and is set only through `setGlobalDevModeChecks`: the `devModeChecks` type accepts it, but a selector ignores it there', () => {
  const fill = (devModeChecks?: { cacheSizeCheck: 'never' }) => {
    const inputs = [selectTodos, (state: RootState, n: number) => n] as const
    const count = (todos: Todo[], n: number) => todos.length + n
    const selector = devModeChecks ? createSelector([...inputs], count, { devModeChecks }) : createSelector([...inputs], count)
    const state = rootState()
    return warningsOf(() => {
      for (let n = 0; n <= 1000; n++) selector(state, n)
    })
  }
  const isCacheSize = (args: unknown[]) => String(args[0]).startsWith('A function memoized with weakMapMemoize')
  assert.equal(fill().filter(isCacheSize).length, 2)
  assert.equal(fill({ cacheSizeCheck: 'never' }).filter(isCacheSize).length, 2)
  withGlobalChecks({ cacheSizeCheck: 'never' }, () => assert.equal(fill().filter(isCacheSize).length, 0))
})

// -- The selector's fields -----------------------------------------------------------------------------------------

claim('A selector made by `createSelector` is a function with these fields attached:', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  const fields = ['argsMemoize', 'clearCache', 'dependencies', 'dependencyRecomputations', 'lastResult', 'memoize', 'memoizedResultFunc', 'recomputations', 'resetDependencyRecomputations', 'resetRecomputations', 'resetResultsCount', 'resultFunc', 'resultsCount']
  assert.deepEqual(Object.keys(selector).sort(), fields)
  assert.equal(typeof selector.memoizedResultFunc.clearCache, 'function')
})

claim('The result function as you wrote it. Calling it runs your logic with no cache and does not touch `recomputations()`', () => {
  const resultFunc = (todos: Todo[]) => todos.map((todo) => todo.title)
  const selector = createSelector([selectTodos], resultFunc)
  assert.equal(selector.resultFunc, resultFunc)
  const todos = rootState().todos
  assert.notEqual(selector.resultFunc(todos), selector.resultFunc(todos))
  assert.equal(selector.recomputations(), 0)
})

claim('The result function after `memoize` wrapped it. It has the memoizer\'s own fields, so `selector.memoizedResultFunc.clearCache()` empties the results cache.', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  const state = rootState()
  selector(state)
  selector.memoizedResultFunc.clearCache()
  selector({ ...state })
  assert.equal(selector.recomputations(), 2)
  assert.equal(typeof selector.memoizedResultFunc.resultsCount, 'function')
  const lru = createSelector([selectTodos], (todos) => todos.length, { memoize: lruMemoize })
  assert.equal(typeof lru.memoizedResultFunc.clearCache, 'function')
})

claim('`lastResult()` returns the value the selector computed most recently. A call answered from the arguments cache does not update it.', () => {
  const selector = createSelector([(state: { n: number }) => state.n], (n) => n * 10)
  const a = { n: 1 }
  const b = { n: 2 }
  selector(a)
  selector(b)
  assert.equal(selector.lastResult(), 20)
  assert.equal(selector(a), 10)
  assert.equal(selector.lastResult(), 20)
  // Answered by the results cache (new arguments, same input): updated
  selector({ n: 1 })
  assert.equal(selector.lastResult(), 10)
})

claim('Useful in tests and for composing: `selectVisibleTodos.dependencies[0]` is `selectTodos`.', () => {
  const selectVisibleTodos = createSelector([selectTodos, selectFilter], visible)
  assert.deepEqual(selectVisibleTodos.dependencies, [selectTodos, selectFilter])
})

claim('`resetRecomputations()` sets the `recomputations()` count back to 0. It does not clear any cache.', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  const state = rootState()
  selector(state)
  selector.resetRecomputations()
  assert.equal(selector.recomputations(), 0)
  selector({ ...state })
  selector(state)
  assert.deepEqual([selector.recomputations(), selector.dependencyRecomputations()], [0, 2])
  selector.resetDependencyRecomputations()
  assert.equal(selector.dependencyRecomputations(), 0)
})

claim('`dependencyRecomputations()` returns how many calls were not answered by the arguments cache, so that the input selectors ran.', () => {
  let inputRuns = 0
  const selector = createSelector([(state: RootState) => (inputRuns++, state.todos)], (todos) => todos.length, {
    devModeChecks: { inputStabilityCheck: 'never' },
  })
  const state = rootState()
  for (const s of [state, state, { ...state }, state]) selector(s)
  assert.deepEqual([selector.dependencyRecomputations(), inputRuns, selector.recomputations()], [2, 2, 1])
})

claim('The memoizer functions in use for this selector, after defaults and overrides were applied. `selector.memoize === lruMemoize` tells you which one a selector ended up with.', () => {
  const createLru = createSelectorCreator(lruMemoize)
  assert.deepEqual([createLru([selectTodos], (t) => t.length).memoize, createLru([selectTodos], (t) => t.length).argsMemoize], [lruMemoize, weakMapMemoize])
  const overridden = createLru([selectTodos], (t) => t.length, { memoize: weakMapMemoize, argsMemoize: lruMemoize })
  assert.deepEqual([overridden.memoize, overridden.argsMemoize], [weakMapMemoize, lruMemoize])
})

claim('These come from `argsMemoize` and apply to the **arguments** cache only. `clearCache()` empties it; the results cache keeps its entries, so a later call with new arguments can still get a cached result. To reset a selector completely, call both `selector.clearCache()` and `selector.memoizedResultFunc.clearCache()`. `resultsCount()` is the number of values the arguments cache computed; `resetResultsCount()` sets it back to 0, and so does `clearCache()`.', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  const state = rootState()
  selector(state)
  selector(state)
  selector({ ...state })
  assert.equal(selector.resultsCount(), 2)
  selector.clearCache()
  assert.equal(selector.resultsCount(), 0)
  selector(state)
  assert.deepEqual([selector.dependencyRecomputations(), selector.recomputations()], [3, 1])
  selector.resetResultsCount()
  assert.equal(selector.resultsCount(), 0)
  selector.clearCache()
  selector.memoizedResultFunc.clearCache()
  selector(state)
  assert.equal(selector.recomputations(), 2)
})

// -- withTypes -----------------------------------------------------------------------------------------------------

claim('`createSelector.withTypes<RootState>()` returns a `createSelector` whose input selectors\' first parameter is already typed as `RootState`', () => {
  const createAppSelector = createSelector.withTypes<RootState>()
  const selectCount = createAppSelector([(state) => state.todos], (todos) => todos.length)
  const typed: Equal<Parameters<typeof selectCount>[0], RootState> = true
  // @ts-expect-error no such field in RootState
  createAppSelector([(state) => state.posts], (posts) => posts)
  void typed
})

claim('At run time `withTypes` returns the same function; it only changes types. `createDraftSafeSelector.withTypes` works the same way; Toolkit added it in 2.1.0.', () => {
  assert.equal(createSelector.withTypes<RootState>(), createSelector)
  assert.equal(createDraftSafeSelector.withTypes<RootState>(), createDraftSafeSelector)
  type Release = { createDraftSafeSelector: { withTypes?: unknown } }
  for (const version of ['2.0.0', '2.0.1']) assert.equal(loadRelease<Release>(version).createDraftSafeSelector.withTypes, undefined, version)
  for (const version of ['2.1.0', '2.2.3']) {
    const { createDraftSafeSelector: fromRelease } = loadRelease<{ createDraftSafeSelector: typeof createDraftSafeSelector }>(version)
    assert.equal(fromRelease.withTypes(), fromRelease, version)
  }
})

claim('`createSelector.withTypes` itself comes from Reselect 5.1.0, which Toolkit requires since 2.2.4 (2.0.x to 2.2.3 accept Reselect 5.0, which lacks it).', () => {
  for (const version of ['2.0.0', '2.0.1', '2.1.0', '2.2.0', '2.2.1', '2.2.2', '2.2.3']) {
    assert.match(packageJson(releaseDir(version)).dependencies.reselect, /^\^5\.0\.\d+$/, version)
  }
  for (const version of ['2.2.4', '2.14.0']) assert.equal(packageJson(releaseDir(version)).dependencies.reselect, '^5.1.0', version)
  assert.equal(reselectAt('5.0.1').createSelector.withTypes, undefined)
  const from51 = reselectAt('5.1.0').createSelector
  assert.equal(from51.withTypes(), from51)
})

claim('Toolkit\'s declaration of `createDraftSafeSelector` passes `CreateSelectorFunction` a third type argument, the state type, which Reselect has only since 5.1.0. So Toolkit 2.1.0 to 2.2.3 with Reselect 5.0 do not type-check: TypeScript reports TS2707 in Toolkit\'s own `.d.ts`, and with `skipLibCheck` on it types `createDraftSafeSelector` as `any`, so none of its calls are checked, while `withTypes` still works at run time.', () => {
  const snippet = `
    import { createDraftSafeSelector } from '@reduxjs/toolkit'
    export const createAppSelector = createDraftSafeSelector.withTypes<{ count: number }>()
    // Accepted only when createDraftSafeSelector is \`any\`
    export const notASelector: number = createDraftSafeSelector
  `
  const against = (toolkit: string, version: string, skipLibCheck: boolean) =>
    compileErrors(snippet, { skipLibCheck, paths: { '@reduxjs/toolkit': [releaseDir(toolkit)], reselect: [packedPackage('reselect', version)] } }, { inLibraries: true })
  // 2.1.0 to 2.2.3 ship the same declaration; the compiler runs on the last of them
  const declaration = (toolkit: string) => fs.readFileSync(path.join(releaseDir(toolkit), 'dist/createDraftSafeSelector.d.ts'), 'utf8')
  for (const toolkit of ['2.1.0', '2.2.0', '2.2.1', '2.2.2']) assert.equal(declaration(toolkit), declaration('2.2.3'), toolkit)
  {
    const toolkit = '2.2.3'
    const withoutSkip = against(toolkit, '5.0.1', false).filter((error) => error.includes('TS2707'))
    assert.deepEqual(withoutSkip, [
      `.releases/${toolkit}/dist/createDraftSafeSelector.d.ts: TS2707: Generic type 'CreateSelectorFunction<MemoizeFunction, ArgsMemoizeFunction>' requires between 0 and 2 type arguments.`,
    ], toolkit)
    // skipLibCheck: no error at all, since createDraftSafeSelector is `any`
    assert.deepEqual(against(toolkit, '5.0.1', true), [], toolkit)
    // With Reselect 5.1.0 the declaration holds, and a selector creator is no number
    const with51 = against(toolkit, '5.1.0', true)
    assert.equal(with51.length, 1, with51.join('\n'))
    assert.match(with51[0], /^TS2322: Type 'CreateSelectorFunction<.*' is not assignable to type 'number'\./)
    const { stdout } = runNode(`
      const Module = require('node:module')
      const resolve = Module._resolveFilename
      Module._resolveFilename = function (request, ...rest) {
        return resolve.call(this, request === 'reselect' ? ${JSON.stringify(packedPackage('reselect', '5.0.1'))} : request, ...rest)
      }
      for (const toolkit of ${JSON.stringify(['2.1.0', '2.2.3'].map(releaseDir))}) {
        const { createDraftSafeSelector, createSelector } = require(toolkit)
        console.log(typeof createDraftSafeSelector.withTypes, createDraftSafeSelector.withTypes() === createDraftSafeSelector, typeof createSelector.withTypes)
      }
    `)
    assert.equal(stdout, 'function true undefined\nfunction true undefined', toolkit)
  }
  // 2.0.x passed two type arguments, which Reselect 5.0 takes
  assert.match(fs.readFileSync(path.join(releaseDir('2.0.1'), 'dist/createDraftSafeSelector.d.ts'), 'utf8'), /CreateSelectorFunction<typeof weakMapMemoize, typeof weakMapMemoize>;/)
})

// -- weakMapMemoize ------------------------------------------------------------------------------------------------

claim('The default memoizer of Reselect 5, for both `memoize` and `argsMemoize`. It keeps a tree of caches keyed by the arguments, compared by reference (`===`): objects and functions in `WeakMap`s, primitives in `Map`s. So it remembers results for **every** combination of arguments it has seen, not only the last one', () => {
  let runs = 0
  const describe = weakMapMemoize((todos: Todo[], id: number, label: string) => (runs++, `${label} ${todos.find((t) => t.id === id)?.title}`))
  const todos = rootState().todos
  for (const [id, label] of [[1, 'a'], [2, 'a'], [1, 'b'], [1, 'a'], [2, 'a'], [1, 'b']] as const) describe(todos, id, label)
  assert.equal(runs, 3)
  describe([...todos], 1, 'a')
  assert.equal(runs, 4)
  const selector = createSelector([selectTodos], (t) => t.length)
  assert.deepEqual([selector.memoize, selector.argsMemoize], [weakMapMemoize, weakMapMemoize])
})

claim('An object key is released when the object is garbage-collected, together with everything cached after it. A primitive key stays until `clearCache()` (or until `maxSize` drops it)', () => {
  const { stdout } = runNode(
    `
    const { weakMapMemoize } = require('@reduxjs/toolkit')
    const tick = () => new Promise((resolve) => setImmediate(resolve))
    const collect = async () => { await tick(); gc(); await tick() }
    ;(async () => {
      const byObject = weakMapMemoize((state, id) => ({ id }))
      const byPrimitive = weakMapMemoize((key, id) => ({ id }))
      const bounded = weakMapMemoize((key) => ({ key }), { maxSize: 1 })
      let state = {}
      const objectResult = new WeakRef(byObject(state, 1))
      const primitiveResult = new WeakRef(byPrimitive('todos', 1))
      const boundedResult = new WeakRef(bounded('a'))
      bounded('b')
      bounded('c')
      state = null
      await collect()
      const afterGc = [objectResult.deref() === undefined, primitiveResult.deref() !== undefined, boundedResult.deref() === undefined]
      byPrimitive.clearCache()
      await collect()
      console.log(JSON.stringify([...afterGc, primitiveResult.deref() === undefined]))
    })()
  `,
    { args: ['--expose-gc'], env: {} },
  )
  assert.equal(stdout, '[true,true,true,true]')
})

claim('It compares arguments by reference only. To compare by value, use [`lruMemoize`](#lrumemoize) with an `equalityCheck`.', () => {
  let runs = 0
  const total = weakMapMemoize((prices: number[]) => (runs++, prices.reduce((a, b) => a + b, 0)))
  total([1, 2])
  total([1, 2])
  assert.equal(runs, 2)
  // @ts-expect-error weakMapMemoize has no equalityCheck option
  weakMapMemoize((prices: number[]) => prices.length, { equalityCheck: () => true })
})

claim('After the function computed a new result, `weakMapMemoize` compares it with the previous result it computed; when they are equal, it returns the previous result\'s reference instead.', () => {
  const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i])
  const ids = weakMapMemoize((todos: { id: number }[]) => todos.map((t) => t.id), { resultEqualityCheck: sameIds })
  const a = ids([{ id: 1 }])
  const b = ids([{ id: 2 }])
  // Only the most recent result (b) is compared: a result equal to `a` is a new array
  const c = ids([{ id: 1 }])
  assert.notEqual(c, a)
  // ... and one equal to the last result (c) returns c itself, and does not count
  assert.equal(ids([{ id: 1 }]), c)
  assert.deepEqual([b, ids.resultsCount()], [[2], 3])
})

claim('The result function still ran (`recomputations()` is 2), but components using the ids get the same array and do not re-render.', async () => {
  await import('../../page-tests/setup/dom')
  const { createElement } = await import('react')
  const { render, act } = await import('@testing-library/react')
  const { Provider, useSelector } = await import('react-redux')
  const shallowEqualArrays = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i])
  const renamed = createSlice({
    name: 'todos',
    initialState: [{ id: 1, title: 'Buy milk' }],
    reducers: { renamed: (todos, action: PayloadAction<string>) => void (todos[0].title = action.payload) },
  })
  const store = configureStore({ reducer: { todos: renamed.reducer } })
  type State = ReturnType<typeof store.getState>
  for (const [name, memoizeOptions] of [['with', { resultEqualityCheck: shallowEqualArrays }], ['without', {}]] as const) {
    const selectTodoIds = createSelector([(state: State) => state.todos], (todos) => todos.map((todo) => todo.id), { memoizeOptions })
    let renders = 0
    const Ids = () => {
      renders++
      return createElement('p', null, useSelector(selectTodoIds).join(','))
    }
    const view = render(createElement(Provider, { store, children: createElement(Ids) }))
    act(() => void store.dispatch(renamed.actions.renamed(`Buy oat milk ${name}`)))
    assert.equal(selectTodoIds.recomputations(), 2, name)
    assert.equal(renders, name === 'with' ? 1 : 2, name)
    view.unmount()
  }
})

claim('Reselect 5.3 and later. A positive integer that bounds how many results cached for **primitive** arguments are kept.', () => {
  // 5.2 ignores the option: nothing is dropped, and 0 does not throw
  for (const [version, expected] of [['5.2.0', 3], ['5.3.0', 4]] as const) {
    const memoize = version === '5.3.0' ? weakMapMemoize : reselectAt(version).weakMapMemoize
    let runs = 0
    const double = memoize((n: number) => (runs++, n * 2), { maxSize: 1 } as never)
    for (const n of [1, 2, 3, 1]) double(n)
    assert.equal(runs, expected, version)
  }
  assert.doesNotThrow(() => reselectAt('5.2.0').weakMapMemoize((n: number) => n, { maxSize: 0 } as never))
})

claim('With it, the cache works in generations: after `maxSize` new entries, the current cache becomes the previous one and a fresh cache starts; a hit in the previous cache is carried forward, and a cache that goes unused for a whole generation is dropped. At most about `2 * maxSize` results are kept. Any other value (0, a negative number, a fraction) throws a `TypeError`.', () => {
  let runs: number[] = []
  const double = weakMapMemoize((n: number) => (runs.push(n), n * 2), { maxSize: 2 })
  const call = (...ns: number[]) => {
    runs = []
    for (const n of ns) double(n)
    return runs
  }
  // Generation 1: 1, 2. Generation 2: 3, then 1 carried forward from the previous one
  assert.deepEqual(call(1, 2, 3, 1), [1, 2, 3])
  // 2 was in the previous generation and not used in this one: dropped with it
  assert.deepEqual(call(4, 2), [4, 2])
  // Of ten new values only the last generation is left: 10 and 9 answer from the cache, 8 does not
  call(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
  assert.deepEqual(call(10, 9), [])
  assert.deepEqual(call(8), [8])
  for (const maxSize of [0, -1, 1.5]) {
    assert.throws(() => weakMapMemoize((n: number) => n, { maxSize }), { name: 'TypeError', message: `maxSize must be a positive integer, received: ${maxSize}` })
  }
})

claim('For a selector, the arguments cache and the results cache are separate, so pass `maxSize` in both `memoizeOptions` and `argsMemoizeOptions`:', () => {
  const make = (argsMaxSize?: number) =>
    createSelector([selectTodos, (state: RootState, id: number) => id], (todos, id) => todos.filter((t) => t.id === id), {
      memoizeOptions: { maxSize: 2 },
      argsMemoizeOptions: argsMaxSize ? { maxSize: argsMaxSize } : {},
    })
  const state = rootState()
  for (const argsMaxSize of [undefined, 2]) {
    const selector = make(argsMaxSize)
    for (const id of [1, 2, 3, 4, 5, 6, 1]) selector(state, id)
    // Without the bound, the arguments cache still answers id 1 after the results cache dropped it
    assert.equal(selector.dependencyRecomputations(), argsMaxSize ? 7 : 6, String(argsMaxSize))
  }
})

claim('In development, a `weakMapMemoize` cache that holds more than 1000 results for one primitive argument position logs a warning that names `maxSize`, `lruMemoize` and `clearCache()` as fixes.', () => {
  const square = weakMapMemoize(function square(n: number) {
    return n * n
  })
  const upTo = (last: number) => warningsOf(() => {
    for (let n = 0; n <= last; n++) square(n)
  })
  assert.deepEqual(upTo(999), [])
  const warnings = upTo(1000)
  assert.equal(warnings.length, 1)
  const message = String(warnings[0][0])
  assert.match(message, /^A function memoized with weakMapMemoize \(`square`\) has seen over 1001 distinct values for the same primitive argument position\./)
  for (const fix of ['`maxSize`', '`lruMemoize`', '`.clearCache()`']) assert.ok(message.includes(fix), fix)
  const { stderr } = runNode(`
    const { weakMapMemoize } = require('@reduxjs/toolkit')
    const square = weakMapMemoize((n) => n * n)
    for (let n = 0; n < 5000; n++) square(n)
  `)
  assert.equal(stderr, '')
})

claim('Control it with `setGlobalDevModeChecks({ cacheSizeCheck: \'once\' | \'always\' | \'never\' })` from `reselect`; there is no per-selector setting.', () => {
  const count = () => {
    const square = weakMapMemoize((n: number) => n * n)
    return warningsOf(() => {
      for (let n = 0; n < 1003; n++) square(n)
    }).length
  }
  assert.equal(count(), 1)
  // 1,003 distinct values: over 1,000 at the 1,001st, 1,002nd and 1,003rd
  withGlobalChecks({ cacheSizeCheck: 'always' }, () => assert.equal(count(), 3))
  withGlobalChecks({ cacheSizeCheck: 'never' }, () => assert.equal(count(), 0))
})

// -- lruMemoize ----------------------------------------------------------------------------------------------------

claim('A memoizer with a cache of a fixed size that evicts the least recently used entry. It was the default of Reselect 4 under the name `defaultMemoize`, with a cache of one.', () => {
  const reselect4 = reselectAt('4.1.8') as unknown as { createSelector: typeof createSelector; defaultMemoize: typeof lruMemoize }
  const selector = reselect4.createSelector([(s: { n: number }) => s.n], (n) => n + 1)
  const [a, b] = [{ n: 1 }, { n: 2 }]
  for (const s of [a, b, a, b]) selector(s)
  assert.equal(selector.recomputations(), 4)
  let runs = 0
  const memoized = reselect4.defaultMemoize((n: number) => (runs++, n))
  for (const n of [1, 2, 1]) memoized(n)
  assert.equal(runs, 3)
  assert.equal('defaultMemoize' in reselect, false)
})

claim('The second argument is an options object, or an equality function (the same as `{ equalityCheck }`).', () => {
  const byLength = (a: unknown, b: unknown) => String(a).length === String(b).length
  for (const option of [byLength, { equalityCheck: byLength }]) {
    let runs = 0
    const memoized = lruMemoize((word: string) => (runs++, word.toUpperCase()), option)
    assert.equal(memoized('cat'), 'CAT')
    assert.equal(memoized('dog'), 'CAT')
    assert.equal(runs, 1)
  }
})

claim('| `maxSize` | `number` | `1` |', () => {
  let runs = 0
  const memoized = lruMemoize((n: number) => (runs++, n))
  for (const n of [1, 2, 1, 1]) memoized(n)
  assert.equal(runs, 3)
  // equalityCheck: reference equality
  const byRef = lruMemoize((list: number[]) => (runs++, list.length))
  runs = 0
  byRef([1])
  byRef([1])
  assert.equal(runs, 2)
})

claim('How many results to keep; `1` by default. When the cache is full, the entry used least recently is dropped.', () => {
  let runs: number[] = []
  const memoized = lruMemoize((n: number) => (runs.push(n), n), { maxSize: 2 })
  for (const n of [1, 2, 1, 3, 1, 2]) memoized(n)
  // 1 was used again before 3 came, so 2 was dropped, not 1
  assert.deepEqual(runs, [1, 2, 3, 2])
})

claim('`(a, b) => boolean`, used to compare each argument with the cached call\'s argument at the same position.', () => {
  const compared: [unknown, unknown][] = []
  const memoized = lruMemoize((a: number, b: string) => `${a}${b}`, {
    equalityCheck: (x: unknown, y: unknown) => (compared.push([x, y]), x === y),
  })
  memoized(1, 'a')
  memoized(1, 'b')
  assert.deepEqual(compared, [[1, 1], ['a', 'b']])
  // Different lengths of arguments never match
  compared.length = 0
  ;(memoized as (...args: unknown[]) => string)(1)
  assert.deepEqual(compared, [])
})

claim('Like [the `weakMapMemoize` option](#resultequalitycheck-weakmapmemoize), but the new result is compared with every entry in the cache, not only the last one.', () => {
  const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i])
  const ids = lruMemoize((todos: { id: number }[]) => todos.map((t) => t.id), { maxSize: 3, resultEqualityCheck: sameIds })
  const a = ids([{ id: 1 }])
  ids([{ id: 2 }])
  assert.equal(ids([{ id: 1 }]), a)
  assert.equal(ids.resultsCount(), 2)
})

// -- createSelectorCreator -----------------------------------------------------------------------------------------

claim('// Form 1: an options object; `memoize` is required', () => {
  createSelectorCreator({ memoize: lruMemoize })
  // @ts-expect-error no `memoize`
  createSelectorCreator({ argsMemoize: lruMemoize })
  // Form 2, with the memoizer's options after it
  const createBySize = createSelectorCreator(lruMemoize, { maxSize: 3 })
  const selector = createBySize([(s: { n: number }) => s.n], (n) => n)
  assert.equal(selector.memoize, lruMemoize)
})

claim('With the options object you can set all five options; with the positional form you set `memoize` and the options passed to it, and `argsMemoize` stays `weakMapMemoize`.', () => {
  const received: unknown[][] = []
  const spy = <Func extends (...args: any[]) => any>(func: Func, ...options: unknown[]) => (received.push(options), lruMemoize(func, ...(options as [])))
  const createFull = createSelectorCreator({
    memoize: spy,
    memoizeOptions: { maxSize: 2 },
    argsMemoize: spy,
    argsMemoizeOptions: { maxSize: 3 },
    devModeChecks: { identityFunctionCheck: 'never' },
  })
  const full = createFull([selectTodos], (todos) => todos)
  assert.deepEqual([full.memoize, full.argsMemoize], [spy, spy])
  assert.deepEqual(received, [[{ maxSize: 2 }], [{ maxSize: 3 }]])
  assert.deepEqual(warningsOf(() => full(rootState())), [])
  received.length = 0
  const createPositional = createSelectorCreator(spy, { maxSize: 4 })
  const positional = createPositional([selectTodos], (todos) => todos.length)
  assert.deepEqual([positional.memoize, positional.argsMemoize], [spy, weakMapMemoize])
  assert.deepEqual(received, [[{ maxSize: 4 }]])
})

claim('Options passed to a single `createSelector` call still override these defaults, each option **as a whole**: a selector that passes its own `memoizeOptions` or `devModeChecks` loses every key the creator set in that option (a `devModeChecks` key it leaves out falls back to the global setting, not to the creator\'s).', () => {
  const createQuiet = createSelectorCreator({
    memoize: weakMapMemoize,
    devModeChecks: { identityFunctionCheck: 'never', inputStabilityCheck: 'never' },
  })
  const unstableIdentity = (devModeChecks?: { inputStabilityCheck: 'never' }) => {
    const input = (state: RootState) => state.todos.map((t) => t)
    return devModeChecks ? createQuiet([input], (todos) => todos, { devModeChecks }) : createQuiet([input], (todos) => todos)
  }
  assert.deepEqual(warningsOf(() => unstableIdentity()(rootState())), [])
  // Its own devModeChecks without identityFunctionCheck: the global 'once' applies, not the creator's 'never'
  assert.deepEqual(firstLines(warningsOf(() => unstableIdentity({ inputStabilityCheck: 'never' })(rootState()))), [IDENTITY])
  withGlobalChecks({ identityFunctionCheck: 'never' }, () => {
    assert.deepEqual(warningsOf(() => unstableIdentity({ inputStabilityCheck: 'never' })(rootState())), [])
  })
})

// -- createDraftSafeSelector ---------------------------------------------------------------------------------------

claim('Inside a reducer written with Immer (every case reducer of [`createSlice`](./createSlice.md) and [`createReducer`](./createReducer.md)), `state` is a draft: a proxy whose reference stays the same while you change it.', () => {
  const seen: boolean[] = []
  const counter = { n: 0 }
  const reducer = createReducer(counter, (builder) => {
    builder.addCase('bumped', (state) => {
      const before = state
      state.n += 1
      seen.push(isDraft(state), before === state)
    })
  })
  const slice = createSlice({ name: 'counter', initialState: counter, reducers: { bumped: (state) => void seen.push(isDraft(state)) } })
  reducer(undefined, { type: 'bumped' })
  slice.reducer(undefined, slice.actions.bumped())
  assert.deepEqual(seen, [true, true, true])
})

claim('`createDraftSafeSelector` takes the same arguments as `createSelector`, but when its first argument is a draft, it reads a snapshot of the draft\'s current value (Immer\'s `current`), so it sees your changes. Given normal state, it behaves exactly like `createSelector`.', () => {
  const plain = createSelector([selectTodos, selectFilter], visible)
  const safe = createDraftSafeSelector([selectTodos, selectFilter], visible)
  const state = rootState()
  for (const s of [state, state, { ...state, theme: 'dark' as const }, { ...state, filter: 'all' as const }]) {
    assert.deepEqual(safe(s), plain(s))
  }
  assert.deepEqual(
    [safe.recomputations(), safe.dependencyRecomputations(), safe.lastResult()],
    [plain.recomputations(), plain.dependencyRecomputations(), plain.lastResult()],
  )
  const asArguments = createDraftSafeSelector(selectTodos, selectFilter, visible)
  assert.deepEqual(asArguments(state), plain(state))
})

claim('The selectors of [`createEntityAdapter`](./createEntityAdapter.md#getselectors) are made with `createDraftSafeSelector` for this reason. Use it for selectors that you call inside reducers; elsewhere, `createSelector` is enough, and `current` has a cost on every call with a draft.', () => {
  const adapter = createEntityAdapter<{ id: number; done: boolean }>()
  const { selectAll } = adapter.getSelectors()
  const safeCount = createDraftSafeSelector([(s: { ids: number[] }) => s.ids], (ids) => ids.length)
  const slice = createSlice({
    name: 'tasks',
    initialState: adapter.getInitialState(undefined, [{ id: 1, done: false }]),
    reducers: {
      added(state) {
        adapter.addOne(state, { id: 2, done: false })
        assert.equal(selectAll(state).length, 2)
        // Each call with the draft takes a new snapshot, so the arguments cache never answers, and the changed
        // `ids` is a new copy each time, so the result function runs again too
        safeCount(state)
        safeCount(state)
        assert.equal(safeCount.dependencyRecomputations(), 2)
        assert.equal(safeCount.recomputations(), 2)
        assert.notEqual(current(state), current(state))
      },
    },
  })
  slice.reducer(undefined, slice.actions.added())
})

claim('Takes the same arguments as [`createSelectorCreator`](#createselectorcreator) and returns a `createDraftSafeSelector` with those defaults. `createDraftSafeSelector` itself is `createDraftSafeSelectorCreator(weakMapMemoize)`.', () => {
  const sameType: Equal<typeof createDraftSafeSelectorCreator, typeof createSelectorCreator> = true
  void sameType
  const byOptions = createDraftSafeSelectorCreator({ memoize: lruMemoize, memoizeOptions: { maxSize: 10 } })
  const byPosition = createDraftSafeSelectorCreator(lruMemoize, { maxSize: 10 })
  for (const create of [byOptions, byPosition]) {
    const selector = create([(s: { n: number }) => s.n], (n) => n + 1)
    assert.deepEqual([selector.memoize, selector.argsMemoize], [lruMemoize, weakMapMemoize])
  }
  const fromDefault = createDraftSafeSelector([(s: { n: number }) => s.n], (n) => n + 1)
  const fromCreator = createDraftSafeSelectorCreator(weakMapMemoize)([(s: { n: number }) => s.n], (n) => n + 1)
  assert.deepEqual([fromDefault.memoize, fromDefault.argsMemoize], [fromCreator.memoize, fromCreator.argsMemoize])
  // A draft-safe creator's selectors read drafts
  const slice = createSlice({
    name: 'counter',
    initialState: { n: 1 },
    reducers: {
      bumped(state) {
        const selectDouble = byOptions([(s: { n: number }) => s.n], (n) => n * 2)
        selectDouble(state)
        state.n = 5
        assert.equal(selectDouble(state), 10)
      },
    },
  })
  slice.reducer(undefined, slice.actions.bumped())
})

// -- Using selectors in components -----------------------------------------------------------------------------------

claim('With `weakMapMemoize`, one selector instance serves many components with different arguments, so you no longer need a selector instance per component as with Reselect 4. Define selectors at module level, or with `useMemo`, never in the component body, or each render starts with an empty cache.', async () => {
  await import('../../page-tests/setup/dom')
  const { createElement, useMemo } = await import('react')
  const { render, act } = await import('@testing-library/react')
  const { Provider, useSelector } = await import('react-redux')
  const countWithStatus = (todos: Todo[], done: boolean) => todos.filter((todo) => todo.completed === done).length
  const shared = createSelector([(state: StoreState) => state.todos, (state: StoreState, done: boolean) => done], countWithStatus)
  let inBody = 0
  let inMemo = 0
  const Shared = ({ done }: { done: boolean }) => createElement('p', null, useSelector((state: StoreState) => shared(state, done)))
  const InBody = ({ done }: { done: boolean }) => {
    const own = createSelector([(state: StoreState) => state.todos, (state: StoreState, d: boolean) => d], (todos, d) => (inBody++, countWithStatus(todos, d)))
    return createElement('p', null, useSelector((state: StoreState) => own(state, done)))
  }
  const InMemo = ({ done }: { done: boolean }) => {
    const own = useMemo(() => createSelector([(state: StoreState) => state.todos, (state: StoreState, d: boolean) => d], (todos, d) => (inMemo++, countWithStatus(todos, d))), [])
    return createElement('p', null, useSelector((state: StoreState) => own(state, done)))
  }
  const store = configureStore({ reducer: { todos: todosSlice.reducer, theme: themeSlice.reducer } })
  const App = ({ label }: { label: string }) =>
    createElement('div', { title: label }, [true, false].flatMap((done) => [
      createElement(Shared, { key: `s${done}`, done }),
      createElement(InBody, { key: `b${done}`, done }),
      createElement(InMemo, { key: `m${done}`, done }),
    ]))
  const view = render(createElement(Provider, { store, children: createElement(App, { label: 'first' }) }))
  const after = { shared: shared.recomputations(), inBody, inMemo }
  // A re-render of every component with the same state, then a change the selectors do not read
  view.rerender(createElement(Provider, { store, children: createElement(App, { label: 'second' }) }))
  act(() => void store.dispatch(themeSlice.actions.themeToggled()))
  assert.deepEqual(after, { shared: 2, inBody: after.inBody, inMemo: 2 })
  assert.equal(shared.recomputations(), 2)
  assert.equal(inMemo, 2)
  assert.ok(inBody > after.inBody, `${inBody}`)
  // Reselect 4: one instance for two arguments recomputes whenever the argument alternates
  const reselect4 = reselectAt('4.1.8') as unknown as { createSelector: typeof createSelector }
  const old = reselect4.createSelector([(state: StoreState) => state.todos, (state: StoreState, done: boolean) => done], countWithStatus)
  const state = store.getState()
  for (const done of [true, false, true, false]) old(state, done)
  assert.equal(old.recomputations(), 4)
  view.unmount()
})

// -- TypeScript ----------------------------------------------------------------------------------------------------

const selectProductsInCategory = createSelector(
  [
    (state: { products: { category: string; price: number; name: string }[] }) => state.products,
    (state: unknown, category: string) => category,
    (state: unknown, category: string, maxPrice: number) => maxPrice,
  ],
  (products, category, maxPrice) => products.filter((p) => p.category === category && p.price <= maxPrice).map((p) => p.name),
)

claim('The state type and extra parameters come from the input selectors. Annotate the `state` parameter of each input selector, or use [`createSelector.withTypes`](#createselectorwithtypes).', () => {
  const selector = createSelector([selectTodos, (state: RootState, id: number) => id], (todos, id) => todos.find((t) => t.id === id))
  const params: Equal<Parameters<typeof selector>, [state: RootState, id: number]> = true
  // @ts-expect-error the state type comes from the input selectors
  selector({ todos: [] }, 1)
  void params
})

claim('When input selectors take different extra parameters, the selector\'s parameters are merged by position: the selector in the [input selectors example](#input-selectors) takes `(state, category: string, maxPrice: number)`.', () => {
  type Params = Parameters<typeof selectProductsInCategory>
  const merged: Equal<Params, [state: { products: { category: string; price: number; name: string }[] }, category: string, maxPrice: number]> = true
  // @ts-expect-error maxPrice is a number
  selectProductsInCategory({ products: [] }, 'lighting', '50')
  void merged
})

claim('The result function\'s parameters are inferred from the input selectors\' return types; do not annotate them.', () => {
  createSelector([selectTodos, selectFilter], (todos, filter) => {
    const types: [Equal<typeof todos, Todo[]>, Equal<typeof filter, RootState['filter']>] = [true, true]
    return types
  })
  // An annotation that disagrees is an error
  // @ts-expect-error
  createSelector([selectTodos], (todos: string[]) => todos.length)
})

claim('`Selector<State, Result, Params>` is the type of a plain selector function. `OutputSelector<InputSelectors, Result, MemoizeFunction, ArgsMemoizeFunction>` is the type of what `createSelector` returns, fields included.', () => {
  const byId: Selector<RootState, Todo | undefined, [id: number]> = (state, id) => state.todos.find((t) => t.id === id)
  const plain: (state: RootState, id: number) => Todo | undefined = byId
  const selector = createSelector([selectTodos], (todos) => todos.length, { memoize: lruMemoize })
  const typed: OutputSelector<[typeof selectTodos], number, typeof lruMemoize, typeof weakMapMemoize> = selector
  typed.memoizedResultFunc.clearCache()
  assert.equal(typed.recomputations(), 0)
  void plain
})

claim('`memoizeOptions` and `argsMemoizeOptions` are checked against the memoizers you chose: `{ equalityCheck }` is an error with `weakMapMemoize`.', () => {
  const equalityCheck = (a: unknown, b: unknown) => a === b
  createSelector([selectTodos], (todos) => todos.length, { memoize: lruMemoize, memoizeOptions: { equalityCheck }, argsMemoize: lruMemoize, argsMemoizeOptions: { equalityCheck } })
  const typeErrors = () => {
    // @ts-expect-error
    createSelector([selectTodos], (todos) => todos.length, { memoizeOptions: { equalityCheck } })
    // @ts-expect-error
    createSelector([selectTodos], (todos) => todos.length, { argsMemoizeOptions: { equalityCheck } })
  }
  void typeErrors
})

claim('| `Selector` | `Selector<State, Result, Params>`, `(state: State, ...params: Params) => Result`; annotate a plain selector or a parameter that takes one |', () => {
  const withParams: Selector<RootState, number, [min: number]> = (state, min) => state.todos.filter((t) => t.id >= min).length
  const asFunction: (state: RootState, min: number) => number = withParams
  const fromFunction: Selector<RootState, number, [min: number]> = asFunction
  const run = (selector: Selector<RootState, Todo[]>) => selector(rootState()).length
  assert.equal(run(selectTodos), 2)
  void fromFunction
})

claim('| `OutputSelector` | `OutputSelector<InputSelectors, Result, MemoizeFunction, ArgsMemoizeFunction>`, what `createSelector` returns: the selector plus the fields listed under [The selector\'s fields](#the-selectors-fields) |', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  const assignable: OutputSelector<[typeof selectTodos], number> = selector
  const fields: Equal<ReturnType<typeof assignable.lastResult>, number> = true
  assignable.memoizedResultFunc.clearCache()
  assert.equal(assignable.dependencies[0], selectTodos)
  void fields
})

// -- Pitfalls ------------------------------------------------------------------------------------------------------

claim('A selector without `createSelector` that calls `filter` or `map` returns a new array on every call; a `createSelector` whose input selector builds a value returns one on every call with a new state.', () => {
  const state = { todos: rootState().todos, theme: 'light' as const }
  assert.notEqual(selectOpenPlain(state), selectOpenPlain(state))
  const unstable = createSelector([(s: StoreState) => s.todos.map((t) => t)], (todos) => todos.filter((t) => !t.completed), {
    devModeChecks: { inputStabilityCheck: 'never' },
  })
  assert.equal(unstable(state), unstable(state))
  assert.notEqual(unstable({ ...state }), unstable(state))
})

claim('`useSelector` compares results by reference, so the component re-renders after every action that changes the state, even a part it does not read.', async () => {
  const { renders } = await renderCounts()
  for (const name of ['plain', 'unstable']) {
    assert.deepEqual(renders[name], { mounted: 1, unknownAction: 1, otherSlice: 2, ownSlice: 3 }, name)
  }
})

claim('In development, react-redux 9 warns about the first kind, on the first call: it calls the selector a second time with the same state and compares. It does not see the second kind, because the arguments cache answers that second call; Reselect\'s [`inputStabilityCheck`](#devmodechecksinputstabilitycheck) warns about it instead.', async () => {
  const { warnings } = await renderCounts()
  assert.deepEqual(warnings.plain, ['Selector selectOpenPlain returned a different result when called with the same parameters. This can lead to unnecessary rerenders.'])
  assert.deepEqual(warnings.unstable, [INPUT_UNSTABLE])
  assert.deepEqual(warnings.memoized, [])
  const reactRedux = packageJson(path.join(examplesDir, 'node_modules/react-redux'))
  assert.match(reactRedux.version, /^9\./)
})

claim('A selector that returns a value straight from the state (`state.user.name`) is already stable: wrapping it in `createSelector` adds overhead and, with an identity result function, a dev-mode warning.', () => {
  const state = { user: { name: 'Ada' } }
  const selectName = (s: typeof state) => s.user.name
  assert.equal(selectName(state), selectName(state))
  const wrapped = createSelector([(s: typeof state) => s.user], (user) => user)
  assert.deepEqual(firstLines(warningsOf(() => wrapped(state))), [IDENTITY])
})

claim('With the default `weakMapMemoize`, results for primitive arguments stay cached as long as the objects before them in the arguments do: for the results cache, that is as long as the input selectors return the same array or object.', () => {
  const selector = createSelector([selectTodos, (state: RootState, id: number) => id], (todos, id) => todos.find((t) => t.id === id))
  const state = rootState()
  for (let id = 1; id <= 50; id++) selector(state, id)
  // New root states with the same todos: every id is still in the results cache
  for (let id = 1; id <= 50; id++) selector({ ...state }, id)
  assert.equal(selector.recomputations(), 50)
  // New todos: a new branch of the cache
  selector({ ...state, todos: [...state.todos] }, 1)
  assert.equal(selector.recomputations(), 51)
})

claim('`selector.clearCache()` empties the arguments cache; the results cache still answers. Call `selector.memoizedResultFunc.clearCache()` as well.', () => {
  const selector = createSelector([selectTodos], (todos) => todos.length)
  const state = rootState()
  selector(state)
  selector.clearCache()
  selector(state)
  assert.deepEqual([selector.dependencyRecomputations(), selector.recomputations()], [2, 1])
  selector.clearCache()
  selector.memoizedResultFunc.clearCache()
  selector(state)
  assert.equal(selector.recomputations(), 2)
})

// -- Changes from Reselect 4 and RTK 1.x ---------------------------------------------------------------------------

claim('The default memoizer is `weakMapMemoize`, which caches many argument combinations. Reselect 4\'s `defaultMemoize` kept one.', () => {
  const reselect4 = reselectAt('4.1.8') as unknown as { createSelector: typeof createSelector }
  const count = (create: typeof createSelector) => {
    const selector = create([(s: { n: number }, k: string) => k], (k) => k.toUpperCase())
    const state = { n: 1 }
    for (const k of ['a', 'b', 'a', 'b']) selector(state, k)
    return selector.recomputations()
  }
  assert.deepEqual([count(reselect4.createSelector), count(createSelector)], [4, 2])
  assert.equal(packageJson(releaseDir('1.9.7')).dependencies.reselect, '^4.1.8')
})

claim('`defaultMemoize` is now `lruMemoize`, and `defaultEqualityCheck` is now `referenceEqualityCheck`.', () => {
  const reselect4 = reselectAt('4.1.8') as unknown as Record<string, unknown>
  assert.deepEqual([typeof reselect4.defaultMemoize, typeof reselect4.defaultEqualityCheck, 'lruMemoize' in reselect4], ['function', 'function', false])
  assert.deepEqual(['defaultMemoize' in reselect, 'defaultEqualityCheck' in reselect], [false, false])
  assert.equal(reselect.referenceEqualityCheck(1, 1), true)
  assert.equal(reselect.referenceEqualityCheck([], []), false)
})

claim('New in Reselect 5: `argsMemoize` and `argsMemoizeOptions`, `dependencyRecomputations()`, and the development checks (`inputStabilityCheck`, `identityFunctionCheck`), which can log warnings where old code was silent. `createSelector.withTypes` came in 5.1; the `maxSize` option of `weakMapMemoize` and the `cacheSizeCheck` in 5.3.', () => {
  type Any = Record<string, any>
  const selectorOf = (r: Any) => r.createSelector([(s: Any) => s.todos.map((t: unknown) => t)], (todos: unknown[]) => todos)
  const reselect4 = reselectAt('4.1.8') as unknown as Any
  const old = selectorOf(reselect4)
  assert.deepEqual([old.dependencyRecomputations, old.argsMemoize], [undefined, undefined])
  assert.deepEqual(warningsOf(() => old({ todos: [] })), [])
  const reselect50 = reselectAt('5.0.1') as unknown as Any
  const fromFive = selectorOf(reselect50)
  assert.deepEqual([typeof fromFive.dependencyRecomputations, fromFive.argsMemoize], ['function', reselect50.weakMapMemoize])
  assert.deepEqual(firstLines(warningsOf(() => fromFive({ todos: [] }))), [IDENTITY, INPUT_UNSTABLE])
  assert.equal(reselect50.createSelector.withTypes, undefined)
  assert.equal(typeof (reselectAt('5.1.0') as unknown as Any).createSelector.withTypes, 'function')
  // maxSize and the cache size check: 5.2 has neither, 5.3 both
  const reselect52 = reselectAt('5.2.0') as unknown as Any
  assert.doesNotThrow(() => reselect52.weakMapMemoize((n: number) => n, { maxSize: 0 }))
  const square52 = reselect52.weakMapMemoize((n: number) => n * n)
  assert.deepEqual(warningsOf(() => { for (let n = 0; n < 1002; n++) square52(n) }), [])
  assert.throws(() => weakMapMemoize((n: number) => n, { maxSize: 0 }), TypeError)
})
