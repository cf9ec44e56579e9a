import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import ts from 'typescript'
import { from } from 'rxjs'
import {
  SHOULD_AUTOBATCH,
  Tuple,
  addListener,
  autoBatchEnhancer,
  combineReducers,
  configureStore,
  createListenerMiddleware,
  createSlice,
  prepareAutoBatched,
  type ConfigureStoreOptions,
  type Dispatch,
  type EnhancedStore,
  type Middleware,
  type PayloadAction,
  type StoreEnhancer,
  type AutoBatchOptions,
  type UnknownAction,
  type UnsubscribeListener,
} from '@reduxjs/toolkit'
import { thunk as reduxThunk } from 'redux-thunk'
import { createApi } from '@reduxjs/toolkit/query'
import { claimsOf } from '../claim'
import { type Equal, expectType } from '../types'
import { loadRelease, packedPackage, releaseDir } from '../releases'

const claim = claimsOf(__filename)

type RTK = typeof import('@reduxjs/toolkit')

const EXAMPLES = path.resolve(__dirname, '../..')

const todosSlice = createSlice({
  name: 'todos',
  initialState: [] as string[],
  reducers: {
    todoAdded(state, action: PayloadAction<string>) {
      state.push(action.payload)
    },
  },
})
const { todoAdded } = todosSlice.actions
const passThrough = (): Middleware => () => (next) => (action) => next(action)

/** Runs CommonJS code in a Node process of its own (so the packages load afresh), and parses the JSON it prints. */
function runNode<T = any>(code: string, env: Record<string, string> = {}): T {
  const out = execFileSync(process.execPath, ['-e', code], {
    cwd: EXAMPLES,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
  })
  return JSON.parse(out.trim().split('\n').pop()!)
}

/** The same production facts are asserted by several claims: computed once, in one production process. */
let productionFacts: any
function production() {
  productionFacts ??= runNode(
    `
    const errors = []
    console.error = (...args) => errors.push(args.join(' '))
    const { configureStore, createSlice, Tuple } = require('@reduxjs/toolkit')
    const todos = createSlice({ name: 'todos', initialState: [], reducers: {} })
    const facts = {}
    const seen = []
    const logger = () => (next) => (action) => { seen.push(action.type); return next(action) }
    // The default middleware, each alone in a store: does it run thunks?
    let defaults = []
    configureStore({ reducer: todos.reducer, middleware: (gDM) => (defaults = gDM()) })
    facts.defaultMiddlewareRunsThunks = defaults.map((item) =>
      configureStore({ reducer: todos.reducer, middleware: () => new Tuple(item) }).dispatch(() => 'ran') === 'ran')
    try { configureStore({ reducer: [] }) } catch (e) { facts.reducerError = e.message }
    // 1.x forms: arrays instead of callbacks
    const arrayMiddleware = configureStore({ reducer: todos.reducer, middleware: [logger] })
    arrayMiddleware.dispatch({ type: 'todos/anything' })
    facts.arrayMiddlewareRan = seen.length > 0
    facts.arrayMiddlewareThunks = typeof arrayMiddleware.dispatch(() => 'thunk ran') === 'string'
    let enhancerRan = false
    const arrayEnhancers = configureStore({ reducer: todos.reducer, enhancers: [(next) => (...args) => { enhancerRan = true; return next(...args) }] })
    facts.arrayEnhancerRan = enhancerRan
    facts.arrayEnhancersThunks = typeof arrayEnhancers.dispatch(() => 'thunk ran') === 'string'
    // Checks of the middleware callback's result
    try {
      seen.length = 0
      configureStore({ reducer: todos.reducer, middleware: () => new Tuple(logger, logger) }).dispatch({ type: 'todos/twice' })
      facts.duplicateRuns = seen.length
    } catch (e) { facts.duplicateRuns = e.message }
    facts.nonFunctionMiddleware = [new Tuple('not a function'), new Tuple(logger, 'not a function')].map((tuple) => {
      try { configureStore({ reducer: todos.reducer, middleware: () => tuple }); return 'accepted' } catch (e) { return e.constructor.name + ': ' + e.message }
    })
    facts.nonFunctionEnhancer = [new Tuple('not a function'), new Tuple((next) => next, 'not a function')].map((tuple) => {
      try { configureStore({ reducer: todos.reducer, enhancers: () => tuple }); return 'accepted' } catch (e) { return e.constructor.name + ': ' + e.message }
    })
    const noMiddlewareEnhancer = configureStore({ reducer: todos.reducer, enhancers: () => new Tuple() })
    facts.withoutMiddlewareEnhancerThunks = (() => { try { noMiddlewareEnhancer.dispatch(() => 'x'); return true } catch (e) { return false } })()
    // preloadedState with a key no reducer handles
    const combined = configureStore({ reducer: { todos: todos.reducer }, preloadedState: { todos: ['a'], stray: 1 } })
    facts.preloadedState = combined.getState()
    facts.errors = errors
    console.log(JSON.stringify(facts))
    `,
    { NODE_ENV: 'production' },
  )
  return productionFacts
}

/** RTK 1.x: its UMD build bundles its own redux, immer and reselect, which the examples workspace has in newer majors. */
const loadRelease1 = (version: string): any => require(path.join(releaseDir(version), 'dist/redux-toolkit.umd.js'))

/** Type-checks small projects of several files, as a reader's app has them, with the examples' compiler settings. */
let compiled: Map<string, string[]> | undefined
const projects: Record<string, Record<string, string>> = {
  middlewareFromStore: {
    'store.ts': `
      import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit'
      const todosSlice = createSlice({ name: 'todos', initialState: [] as string[], reducers: {} })
      const todoCountLogger: Middleware<{}, RootState> = (api) => (next) => (action) => {
        const result = next(action)
        console.log(api.getState().todos.length)
        return result
      }
      export const store = configureStore({
        reducer: { todos: todosSlice.reducer },
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(todoCountLogger),
      })
      export type RootState = ReturnType<typeof store.getState>
    `,
  },
  middlewareFromRootReducer: {
    'store.ts': `
      import { combineReducers, configureStore, createSlice, type Middleware } from '@reduxjs/toolkit'
      const todosSlice = createSlice({ name: 'todos', initialState: [] as string[], reducers: {} })
      const rootReducer = combineReducers({ todos: todosSlice.reducer })
      type RootState = ReturnType<typeof rootReducer>
      const todoCountLogger: Middleware<{}, RootState> = (api) => (next) => (action) => {
        const result = next(action)
        console.log(api.getState().todos.length)
        return result
      }
      export const store = configureStore({
        reducer: rootReducer,
        middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(todoCountLogger),
      })
      const count: number = store.getState().todos.length
    `,
  },
}
function diagnostics(project: string): string[] {
  if (!compiled) {
    const root = path.join(__dirname, '__projects__')
    const files = new Map<string, string>()
    for (const [name, project] of Object.entries(projects)) {
      for (const [file, text] of Object.entries(project)) files.set(path.join(root, name, file), text)
    }
    const options: ts.CompilerOptions = {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      noEmit: true,
    }
    const host = ts.createCompilerHost(options)
    const { fileExists, readFile, getSourceFile } = host
    host.fileExists = (file) => files.has(file) || fileExists(file)
    host.readFile = (file) => files.get(file) ?? readFile(file)
    host.getSourceFile = (file, language, ...rest) =>
      files.has(file) ? ts.createSourceFile(file, files.get(file)!, language) : getSourceFile(file, language, ...rest)
    const program = ts.createProgram([...files.keys()], options, host)
    compiled = new Map(Object.keys(projects).map((name) => [name, []]))
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const name = d.file && path.relative(root, d.file.fileName).split(path.sep)[0]
      if (!name || !compiled.has(name)) throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      compiled.get(name)!.push(`TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)
    }
  }
  return compiled.get(project)!
}

// ---------------------------------------------------------------------------------------------------------------
// Options

claim('an object of slice reducers and it combines them', () => {
  const store = configureStore({ reducer: { todos: todosSlice.reducer, count: (state: number = 0) => state } })
  assert.deepEqual(store.getState(), { todos: [], count: 0 })
  // A function is the root reducer as is
  const root = (state = { custom: true }) => state
  assert.deepEqual(configureStore({ reducer: root }).getState(), { custom: true })
})

claim('Anything else (a missing `reducer`, an array, a class instance) throws', () => {
  const message =
    '`reducer` is a required argument, and must be a function or an object of functions that can be passed to combineReducers'
  class Reducers {
    todos = todosSlice.reducer
  }
  for (const reducer of [undefined, [todosSlice.reducer], new Reducers()]) {
    assert.throws(() => configureStore({ reducer } as any), { message })
  }
  // A production build throws too, with the short message of error 1
  assert.match(production().reducerError, /^Minified Redux Toolkit error #1; visit https:\/\/redux-toolkit\.js\.org\/Errors\?code=1/)
})

claim('in development `[actionCreatorCheck, immutableCheck, thunk, serializableCheck]`, in production `[thunk]`', (t) => {
  let defaults: ReadonlyArray<Middleware> = []
  configureStore({
    reducer: todosSlice.reducer,
    middleware: (gDM) => {
      const tuple = gDM()
      defaults = tuple
      return tuple
    },
  })
  assert.equal(defaults.length, 4)
  // Each item alone in a store, told apart by what it does
  const alone = (index: number) =>
    configureStore({
      reducer: (state: { items: string[] } = { items: [] }, action: UnknownAction) =>
        action.type === 'mutate' ? ((state.items.push('x'), state)) : state,
      middleware: () => new Tuple(defaults[index]),
    })
  const warn = t.mock.method(console, 'warn', () => {})
  // (with no thunk middleware behind it, the dispatched function then fails in Redux)
  assert.throws(() => alone(0).dispatch(todoAdded as any), /Actions must be plain objects/)
  assert.match(String(warn.mock.calls[0]?.arguments[0]), /Detected an action creator with type "todos\/todoAdded" being dispatched/)
  assert.throws(() => alone(1).dispatch({ type: 'mutate' }), /A state mutation was detected inside a dispatch/)
  assert.equal(defaults[2], reduxThunk)
  const error = t.mock.method(console, 'error', () => {})
  alone(3).dispatch({ type: 'with a function', payload: () => {} })
  assert.match(String(error.mock.calls[0]?.arguments[0]), /A non-serializable value was detected in an action/)
  assert.deepEqual(production().defaultMiddlewareRunsThunks, [true])
})

claim('Both return a new `Tuple`', () => {
  const logger = passThrough()
  const defaults = new Tuple(passThrough(), passThrough())
  const added = defaults.concat(logger)
  const first = defaults.prepend(logger)
  assert.ok(added instanceof Tuple && first instanceof Tuple)
  assert.equal(defaults.length, 2)
  assert.equal(added[2], logger)
  assert.equal(first[0], logger)
})

claim('you lose the thunk middleware and the checks, so do it knowingly', (t) => {
  let seen = 0
  const counter: Middleware = () => (next) => (action) => ((seen += 1), next(action))
  const store = configureStore({ reducer: todosSlice.reducer, middleware: () => new Tuple(counter) })
  store.dispatch(todoAdded('x'))
  assert.equal(seen, 1)
  assert.throws(() => store.dispatch((() => {}) as any), /Actions must be plain objects/)
  // No serializability check any more
  const error = t.mock.method(console, 'error', () => {})
  store.dispatch({ type: 'with a function', payload: () => {} })
  assert.equal(error.mock.callCount(), 0)
})

claim('The callback runs once, when the store is created.', () => {
  let calls = 0
  const store = configureStore({
    reducer: todosSlice.reducer,
    middleware: (gDM) => ((calls += 1), gDM()),
  })
  assert.equal(calls, 1)
  store.dispatch(todoAdded('a'))
  store.dispatch(todoAdded('b'))
  assert.equal(calls, 1)
})

claim('the callback must return an array (`"when using a middleware builder function, an array of middleware must be returned"`)', () => {
  assert.throws(() => configureStore({ reducer: todosSlice.reducer, middleware: (() => passThrough()) as any }), {
    message: 'when using a middleware builder function, an array of middleware must be returned',
  })
  assert.throws(() => configureStore({ reducer: todosSlice.reducer, middleware: () => new Tuple(passThrough(), 'x' as any) }), {
    message: 'each middleware provided to configureStore must be a function',
  })
  // A production build does not check: creating the store fails later, with an error that does not name the item
  for (const error of production().nonFunctionMiddleware) assert.equal(error, 'TypeError: middleware is not a function')
  // and a middleware listed twice runs twice
  assert.equal(production().duplicateRuns, 2)
})

claim('the middleware enhancer built from your [`middleware`](#middleware), followed by the [`autoBatchEnhancer`]', () => {
  let enhancers: ReadonlyArray<StoreEnhancer> = []
  const store = configureStore({
    reducer: todosSlice.reducer,
    enhancers: (gDE) => {
      enhancers = gDE()
      return gDE()
    },
  })
  assert.equal(enhancers.length, 2)
  // The first one is what applies the middleware: without it thunks fail
  const withFirstOnly = configureStore({ reducer: todosSlice.reducer, enhancers: () => new Tuple(enhancers[0]) })
  assert.equal((withFirstOnly.dispatch as any)(() => 'thunk ran'), 'thunk ran')
  // The second one batches: a marked action does not notify at once
  const batchedOnly = configureStore({ reducer: todosSlice.reducer, enhancers: () => new Tuple(enhancers[1]) } as any)
  let notified = 0
  batchedOnly.subscribe(() => (notified += 1))
  batchedOnly.dispatch({ type: 'todos/low', meta: { [SHOULD_AUTOBATCH]: true } })
  assert.equal(notified, 0)
  assert.ok(store)
})

// An enhancer that records what its store's dispatch receives
const recordingEnhancer = (seen: string[]): StoreEnhancer => (next) => (reducer, preloaded) => {
  const store = next(reducer, preloaded)
  return {
    ...store,
    dispatch(action: any) {
      seen.push(typeof action === 'function' ? 'a thunk' : action.type)
      return store.dispatch(action)
    },
  }
}
const innerThunk = (dispatch: Dispatch) => {
  dispatch(todoAdded('from the thunk'))
}

claim('its `dispatch` sees only the plain actions that reach the reducers, after every middleware has run', () => {
  const seen: string[] = []
  const order: string[] = []
  const middleware: Middleware = () => (next) => (action: any) => {
    order.push(`middleware ${action.type}`)
    return next(action)
  }
  const store = configureStore({
    reducer: todosSlice.reducer,
    middleware: (gDM) => gDM().concat(middleware),
    enhancers: (gDE) => gDE().concat(recordingEnhancer(seen)),
  })
  store.dispatch(innerThunk)
  // The thunk never reaches it; the action the thunk dispatches does, once the middleware has seen it
  assert.deepEqual(seen, ['todos/todoAdded'])
  assert.deepEqual(order, ['middleware todos/todoAdded'])
})

claim('Add it with `.prepend()` instead to wrap the middleware too', () => {
  const seen: string[] = []
  const store = configureStore({
    reducer: todosSlice.reducer,
    enhancers: (gDE) => gDE().prepend(recordingEnhancer(seen)),
  })
  store.dispatch(innerThunk)
  store.dispatch(todoAdded('directly'))
  // What the app dispatches on the store, thunks included; not what the thunk dispatches through the middleware
  assert.deepEqual(seen, ['a thunk', 'todos/todoAdded'])
  assert.deepEqual(store.getState(), ['from the thunk', 'directly'])
})

claim('If the returned `Tuple` lacks it, no middleware runs at all', (t) => {
  const error = t.mock.method(console, 'error', () => {})
  let ran = false
  const spy: Middleware = () => (next) => (action) => ((ran = true), next(action))
  const store = configureStore({
    reducer: todosSlice.reducer,
    middleware: (gDM) => gDM().concat(spy),
    enhancers: () => new Tuple(autoBatchEnhancer()),
  })
  store.dispatch(todoAdded('x'))
  assert.equal(ran, false)
  assert.throws(() => store.dispatch((() => {}) as any), /Actions must be plain objects/)
  assert.deepEqual(error.mock.calls.map((call) => call.arguments[0]), [
    'middlewares were provided, but middleware enhancer was not included in final enhancers - make sure to call `getDefaultEnhancers`',
  ])
  // With no middleware at all there is nothing to warn about
  configureStore({ reducer: todosSlice.reducer, middleware: () => new Tuple(), enhancers: () => new Tuple() })
  assert.equal(error.mock.callCount(), 1)
  // A production build logs nothing and still runs no middleware
  assert.equal(production().withoutMiddlewareEnhancerThunks, false)
  assert.ok(!production().errors.some((line: string) => line.includes('middleware enhancer')))
})

claim('hands the whole list to the extension\'s compose function', () => {
  const facts = runNode(`
    const calls = []
    const { compose } = require('redux')
    globalThis.window = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options) => (...enhancers) => {
      calls.push({ options, enhancers: enhancers.length })
      return compose(...enhancers)
    } }
    const { configureStore, Tuple } = require('@reduxjs/toolkit')
    const reducer = (state = 0) => state
    configureStore({ reducer })
    configureStore({ reducer, enhancers: (gDE) => gDE().concat((next) => next) })
    configureStore({ reducer, enhancers: (gDE) => gDE({ autoBatch: false }) })
    console.log(JSON.stringify(calls))
  `)
  assert.deepEqual(facts, [
    { options: { trace: true }, enhancers: 2 },
    { options: { trace: true }, enhancers: 3 },
    { options: { trace: true }, enhancers: 1 },
  ])
})

claim('In development, the callback must return an array (``"`enhancers` callback must return an array"``)', () => {
  assert.throws(() => configureStore({ reducer: todosSlice.reducer, enhancers: (() => autoBatchEnhancer()) as any }), {
    message: '`enhancers` callback must return an array',
  })
  assert.throws(() => configureStore({ reducer: todosSlice.reducer, enhancers: () => new Tuple('x' as any) }), {
    message: 'each enhancer provided to configureStore must be a function',
  })
  const [alone, second] = production().nonFunctionEnhancer
  assert.match(alone, /^Error: Minified Redux error #1;/)
  assert.match(second, /^TypeError: .+ is not a function$/)
})

claim('`getDefaultEnhancers(options?)` returns `Tuple [middlewareEnhancer, autoBatchEnhancer]`', async (t) => {
  const build = (autoBatch: boolean | AutoBatchOptions | 'left out') => {
    let tuple: ReadonlyArray<StoreEnhancer> = []
    const store = configureStore({
      reducer: todosSlice.reducer,
      enhancers: (gDE) => {
        tuple = autoBatch === 'left out' ? gDE() : gDE({ autoBatch })
        return tuple as any
      },
    })
    const counter = { notified: 0 }
    store.subscribe(() => (counter.notified += 1))
    store.dispatch({ type: 'todos/low', meta: { [SHOULD_AUTOBATCH]: true } })
    assert.ok(tuple instanceof Tuple)
    return { length: tuple.length, counter }
  }
  // `false`: only the middleware enhancer, so a marked action notifies at once
  const off = build(false)
  assert.deepEqual([off.length, off.counter.notified], [1, 1])
  // An object: autoBatchEnhancer(thatObject), here one microtask later
  const tick = build({ type: 'tick' })
  assert.deepEqual([tick.length, tick.counter.notified], [2, 0])
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  assert.equal(tick.counter.notified, 1)
  // `true` or left out: the 'raf' default, which in Node (no requestAnimationFrame) waits 10 ms
  t.mock.timers.enable({ apis: ['setTimeout'] })
  for (const autoBatch of [true, 'left out'] as const) {
    const raf = build(autoBatch)
    assert.equal(raf.length, 2)
    t.mock.timers.tick(9)
    assert.equal(raf.counter.notified, 0)
    t.mock.timers.tick(1)
    assert.equal(raf.counter.notified, 1)
  }
})

claim('`true` by default. When the Redux DevTools browser extension is present', () => {
  const script = (setup: string) => `
    const calls = []
    ${setup}
    const { configureStore } = require('@reduxjs/toolkit')
    const reducer = (state = 0) => state
    ${'${LATE}'}
    configureStore({ reducer })
    configureStore({ reducer, devTools: false })
    configureStore({ reducer, devTools: { trace: false, name: 'Todo app' } })
    configureStore({ reducer, devTools: { maxAge: 10 } })
    console.log(JSON.stringify(calls))
  `
  const extension = `globalThis.window = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options) => (calls.push(options), require('redux').compose) }`
  const expected = (trace: boolean) => [{ trace }, { trace: false, name: 'Todo app' }, { trace, maxAge: 10 }]
  // Development: trace on; production: trace off; `false` never connects; an object is spread over `trace`
  assert.deepEqual(runNode(script(extension).replace('${LATE}', '')), expected(true))
  assert.deepEqual(runNode(script(extension).replace('${LATE}', ''), { NODE_ENV: 'production' }), expected(false))
  // The extension must be there when the package loads: one that appears later is never called
  assert.deepEqual(runNode(script('').replace('${LATE}', extension)), [])
  // Without it, every option builds a working store with Redux's compose
  for (const devTools of [true, false, { name: 'x' }]) {
    assert.equal(configureStore({ reducer: todosSlice.reducer, devTools }).dispatch(() => 'thunk ran'), 'thunk ran')
  }
})

claim('The defaults below are the extension\'s, as stated in the type declarations', () => {
  const declarations = fs.readFileSync(path.join(path.dirname(require.resolve('@reduxjs/toolkit/package.json')), 'dist/index.d.ts'), 'utf8')
  const body = declarations.slice(declarations.indexOf('interface DevToolsEnhancerOptions {'))
  const docOf = (field: string) => {
    const at = body.search(new RegExp(`\\n\\s*${field}\\?:`))
    assert.ok(at > 0, field)
    const before = body.slice(0, at)
    return before.slice(before.lastIndexOf('/**'))
  }
  assert.match(docOf('name'), /Default value is `document\.title`/)
  assert.match(docOf('latency'), /@default 500 ms/)
  assert.match(docOf('maxAge'), /@default 50\b/)
  assert.match(docOf('traceLimit'), /Defaults to 10/)
  assert.match(docOf('trace'), /Defaults to false/)
  assert.match(docOf('shouldRecordChanges'), /@default true/)
  assert.match(docOf('pauseActionType'), /@default "@@PAUSED"/)
  assert.match(docOf('autoPause'), /@default false/)
  assert.match(docOf('autoPause'), /Not available for Redux enhancer \(as it already does it/)
  assert.match(docOf('shouldStartLocked'), /@default false/)
  assert.match(docOf('shouldHotReload'), /@default true/)
  assert.match(docOf('shouldHotReload'), /on replacing the reducers/)
  assert.match(docOf('shouldCatchErrors'), /@default false/)
  assert.match(docOf('actionsAllowlist'), /If `actionsAllowlist` specified, `actionsDenylist` is ignored/)
  assert.match(docOf('actionsDenylist'), /while passed to the reducers/)
  assert.match(docOf('features'), /If not specified, all of the features are enabled/)
  assert.match(docOf('options'), /`undefined` - will use regular `JSON\.stringify`/)
})

claim('keys you leave out start from their reducer\'s initial state', () => {
  const store = configureStore({
    reducer: { todos: todosSlice.reducer, filter: (state: string = 'all') => state },
    preloadedState: { filter: 'done' },
  })
  assert.deepEqual(store.getState(), { todos: [], filter: 'done' })
})

claim('A key that no reducer handles is dropped, and in development Redux logs `Unexpected key "..." found in preloadedState argument passed to createStore`', (t) => {
  const error = t.mock.method(console, 'error', () => {})
  const store = configureStore({
    reducer: { todos: todosSlice.reducer },
    preloadedState: { todos: ['a'], stray: 1 } as unknown as { todos: string[] },
  })
  assert.deepEqual(store.getState(), { todos: ['a'] })
  assert.equal(error.mock.callCount(), 1)
  assert.match(String(error.mock.calls[0].arguments[0]), /^Unexpected key "stray" found in preloadedState argument passed to createStore\./)
  // Production drops it without a word
  assert.deepEqual(production().preloadedState, { todos: ['a'] })
  assert.ok(!production().errors.some((line: string) => line.includes('Unexpected key')))
})

claim('which for an object of reducers is a partial version of the state', () => {
  const reducer = { todos: todosSlice.reducer, filter: (state: string = 'all') => state }
  configureStore({ reducer, preloadedState: {} })
  configureStore({ reducer, preloadedState: { filter: 'done' } })
  // @ts-expect-error: a key's value must have the slice's type
  configureStore({ reducer, preloadedState: { filter: 1 } })
  // @ts-expect-error: and a key no reducer handles is an error too
  configureStore({ reducer, preloadedState: { stray: 1 } })
  type Preloaded = NonNullable<ConfigureStoreOptions<{ todos: string[]; filter: string }, UnknownAction, any, any, Partial<{ todos: string[]; filter: string }>>['preloadedState']>
  expectType<Equal<Preloaded, Partial<{ todos: string[]; filter: string }>>>(true)
})

claim('Added in 2.7.0; earlier versions have no duplicate check.', () => {
  const logger = passThrough()
  const build = (rtk: RTK) =>
    rtk.configureStore({ reducer: todosSlice.reducer, middleware: (gDM: any) => gDM().concat(logger, logger) })
  assert.doesNotThrow(() => build(loadRelease<RTK>('2.6.1')))
  for (const rtk of [loadRelease<RTK>('2.7.0'), require('@reduxjs/toolkit') as RTK]) {
    assert.throws(() => build(rtk), /^Error: Duplicate middleware references found when creating the store\./)
  }
})

claim('so two middleware created by separate calls to the same factory count as different', () => {
  assert.doesNotThrow(() =>
    configureStore({ reducer: todosSlice.reducer, middleware: (gDM) => gDM().concat(passThrough(), passThrough()) }),
  )
})

claim('Set it to `false` only when you add the same middleware twice on purpose. The check does not run in production.', () => {
  let runs = 0
  const counter: Middleware = () => (next) => (action) => ((runs += 1), next(action))
  const store = configureStore({
    reducer: todosSlice.reducer,
    middleware: (gDM) => gDM().concat(counter, counter),
    duplicateMiddlewareCheck: false,
  })
  store.dispatch(todoAdded('x'))
  assert.equal(runs, 2)
  assert.equal(production().duplicateRuns, 2)
})

// ---------------------------------------------------------------------------------------------------------------
// Return value

claim('`store.dispatch(action)` sends an action through the middleware to the root reducer and returns the action', () => {
  const store = configureStore({ reducer: { todos: todosSlice.reducer }, middleware: (gDM) => gDM({ thunk: { extraArgument: 'api client' } }) })
  const action = todoAdded('x')
  assert.equal(store.dispatch(action), action)
  let received: any[] = []
  const result = store.dispatch((...args: any[]) => {
    received = args
    return 'what the thunk returns'
  })
  assert.equal(result, 'what the thunk returns')
  // dispatch and getState of the store (the middleware's own wrapper around dispatch), then the extra argument
  received[0](todoAdded('y'))
  assert.deepEqual(received[1](), { todos: ['x', 'y'] })
  assert.equal(received[1](), store.getState())
  assert.equal(received[2], 'api client')
})

claim('The listener gets no arguments; call `getState()` inside it.', () => {
  const store = configureStore({ reducer: todosSlice.reducer })
  const calls: unknown[][] = []
  const unsubscribe = store.subscribe((...args: unknown[]) => calls.push(args))
  store.dispatch(todoAdded('a'))
  store.dispatch({ type: 'nothing/changes' })
  unsubscribe()
  store.dispatch(todoAdded('b'))
  // Called after each dispatched action, even one that changes nothing, with no arguments
  assert.deepEqual(calls, [[], []])
})

claim('actions marked for batching notify listeners once, later, instead of once each', async () => {
  const store = configureStore({
    reducer: todosSlice.reducer,
    enhancers: (gDE) => gDE({ autoBatch: { type: 'tick' } }),
  })
  let notified = 0
  store.subscribe(() => (notified += 1))
  const marked = createSlice({
    name: 'marked',
    initialState: 0,
    reducers: { bumped: { reducer: (state) => state + 1, prepare: prepareAutoBatched<void>() } },
  })
  store.dispatch(marked.actions.bumped())
  store.dispatch(marked.actions.bumped())
  assert.equal(notified, 0)
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  assert.equal(notified, 1)
})

claim('`store.replaceReducer(nextReducer)` swaps the root reducer', () => {
  const seen: string[] = []
  const store = configureStore({ reducer: combineReducers({ todos: todosSlice.reducer }) })
  store.dispatch(todoAdded('kept'))
  const next = combineReducers({
    todos: todosSlice.reducer,
    filter: (state: string = 'all', action: UnknownAction) => (seen.push(action.type), state),
  })
  // combineReducers probes its reducers when it is called; only what comes after counts
  seen.length = 0
  store.replaceReducer(next as any)
  assert.deepEqual(store.getState(), { todos: ['kept'], filter: 'all' })
  assert.equal(seen.length, 1)
  assert.match(seen[0], /^@@redux\/REPLACE/)
})

claim('Redux stores it under `Symbol.observable` when the runtime defines that symbol', async () => {
  const store = configureStore({ reducer: todosSlice.reducer })
  assert.equal((Symbol as any).observable, undefined)
  assert.equal(typeof (store as any)['@@observable'], 'function')
  const states: string[][] = []
  const subscription = from(store as any).subscribe((state) => states.push(state as string[]))
  store.dispatch(todoAdded('a'))
  subscription.unsubscribe()
  store.dispatch(todoAdded('b'))
  assert.deepEqual(states, [[], ['a']])
  // With the symbol defined before Redux loads, the store has it there instead
  const keys = runNode(`
    Symbol.observable = Symbol('observable')
    const store = require('@reduxjs/toolkit').configureStore({ reducer: (state = 0) => state })
    console.log(JSON.stringify({ symbol: typeof store[Symbol.observable], string: typeof store['@@observable'] }))
  `)
  assert.deepEqual(keys, { symbol: 'function', string: 'undefined' })
})

// ---------------------------------------------------------------------------------------------------------------
// TypeScript

claim('so the store\'s `dispatch` knows about thunks without any annotation', () => {
  const store = configureStore({ reducer: { todos: todosSlice.reducer } })
  const result: string = store.dispatch((dispatch, getState) => {
    dispatch(todoAdded('x'))
    return getState().todos[0]
  })
  assert.equal(result, 'x')
  const typed: EnhancedStore<{ todos: string[] }> = store
  assert.ok(typed)
})

claim('The plain `Dispatch` type from Redux does not accept thunks.', () => {
  const store = configureStore({ reducer: { todos: todosSlice.reducer } })
  type AppDispatch = typeof store.dispatch
  const appDispatch: AppDispatch = store.dispatch
  appDispatch(() => {})
  const plain: Dispatch = store.dispatch
  // @ts-expect-error: a thunk is not an action
  plain(() => {})
})

claim('With react-redux 9.1.0 or later, create typed hooks once with `withTypes`', () => {
  const reactRedux = (version: string) => createRequire(path.join(packedPackage('react-redux', version), 'package.json'))('react-redux')
  const hooks = (rr: any) => [rr.useDispatch.withTypes, rr.useSelector.withTypes, rr.useStore.withTypes].map((f) => typeof f)
  assert.deepEqual(hooks(reactRedux('9.0.4')), ['undefined', 'undefined', 'undefined'])
  assert.deepEqual(hooks(reactRedux('9.1.0')), ['function', 'function', 'function'])
  assert.deepEqual(hooks(require('react-redux')), ['function', 'function', 'function'])
})

claim('Returning a plain array is a type error', () => {
  configureStore({
    reducer: todosSlice.reducer,
    // @ts-expect-error: a plain array of middleware
    middleware: (gDM) => [...gDM()],
  })
  configureStore({
    reducer: todosSlice.reducer,
    // @ts-expect-error: a plain array of enhancers
    enhancers: (gDE) => [...gDE()],
  })
})

claim('dispatching `addListener` returns a function that removes the listener again', () => {
  const listenerMiddleware = createListenerMiddleware()
  const store = configureStore({
    reducer: { todos: todosSlice.reducer },
    middleware: (gDM) => gDM().prepend(listenerMiddleware.middleware),
  })
  const heard: string[] = []
  const unsubscribe: UnsubscribeListener = store.dispatch(
    addListener({ actionCreator: todoAdded, effect: (action) => void heard.push(action.payload) }),
  )
  store.dispatch(todoAdded('a'))
  unsubscribe()
  store.dispatch(todoAdded('b'))
  assert.deepEqual(heard, ['a'])
})

claim('take it from the root reducer rather than from the store, which would make the type refer to itself', () => {
  const fromStore = diagnostics('middlewareFromStore')
  assert.ok(fromStore.some((d) => d.startsWith("TS2502: 'todoCountLogger' is referenced directly or indirectly in its own type annotation")))
  assert.ok(fromStore.some((d) => d.startsWith('TS2456: Type alias \'RootState\' circularly references itself')))
  assert.deepEqual(diagnostics('middlewareFromRootReducer'), [])
})

claim('enhancers typed as `StoreEnhancer<{ extra: Fields }>` add those fields to the store type', () => {
  const withVersion: StoreEnhancer<{ appVersion: string }> = (next) => (reducer, preloaded) => ({
    ...next(reducer, preloaded),
    appVersion: '1.2.3',
  })
  const store = configureStore({ reducer: todosSlice.reducer, enhancers: (gDE) => gDE().concat(withVersion) })
  const version: string = store.appVersion
  assert.equal(version, '1.2.3')
  // M decides dispatch: the listener middleware's signature is there only when it is in the tuple
  const plain = configureStore({ reducer: todosSlice.reducer })
  // @ts-expect-error: no such field without the enhancer
  plain.appVersion
})

// ---------------------------------------------------------------------------------------------------------------
// Pitfalls and changes from 1.x

claim('In development, an array throws ``"`middleware` field must be a callback"`` or ``"`enhancers` field must be a callback"``.', () => {
  assert.throws(() => configureStore({ reducer: todosSlice.reducer, middleware: [passThrough()] } as any), {
    message: '`middleware` field must be a callback',
  })
  assert.throws(() => configureStore({ reducer: todosSlice.reducer, enhancers: [autoBatchEnhancer()] } as any), {
    message: '`enhancers` field must be a callback',
  })
})

claim('In production that check is skipped, and an array is **silently ignored**', () => {
  const facts = production()
  // The array's middleware never ran, but the default thunk middleware is there
  assert.equal(facts.arrayMiddlewareRan, false)
  assert.equal(facts.arrayMiddlewareThunks, true)
  // The array's enhancer never ran, and the default enhancers (with the middleware) are there
  assert.equal(facts.arrayEnhancerRan, false)
  assert.equal(facts.arrayEnhancersThunks, true)
  assert.ok(!facts.errors.some((line: string) => line.includes('callback')))
})

claim('In 1.x, `middleware` could be an array and `enhancers` an array or a callback that received the default enhancers as an array.', () => {
  const rtk1 = loadRelease1('1.9.7')
  let ran = false
  const spy = () => (next: any) => (action: any) => ((ran = true), next(action))
  const store = rtk1.configureStore({ reducer: todosSlice.reducer, middleware: [spy] })
  store.dispatch({ type: 'x' })
  assert.equal(ran, true)
  let received: unknown
  rtk1.configureStore({ reducer: todosSlice.reducer, enhancers: (defaults: unknown) => ((received = defaults), defaults) })
  assert.ok(Array.isArray(received))
  rtk1.configureStore({ reducer: todosSlice.reducer, enhancers: [(next: any) => next] })
})

claim('The standalone `getDefaultMiddleware` export is removed', () => {
  const rtk1 = loadRelease1('1.9.7')
  assert.equal(typeof rtk1.getDefaultMiddleware, 'function')
  assert.equal(typeof rtk1.getType, 'function')
  for (const rtk of [loadRelease<any>('2.0.0'), require('@reduxjs/toolkit')]) {
    assert.equal(rtk.getDefaultMiddleware, undefined)
    assert.equal(rtk.getType, undefined)
  }
})

claim('`autoBatchEnhancer` is now one of the default enhancers', () => {
  const notifiedAtOnce = (rtk: any) => {
    const store = rtk.configureStore({ reducer: todosSlice.reducer })
    let notified = 0
    store.subscribe(() => (notified += 1))
    store.dispatch({ type: 'todos/low', meta: { RTK_autoBatch: true } })
    return notified
  }
  assert.equal(notifiedAtOnce(loadRelease1('1.9.7')), 1)
  assert.equal(notifiedAtOnce(loadRelease('2.0.0')), 0)
  assert.equal(notifiedAtOnce(require('@reduxjs/toolkit')), 0)
})

claim('write `middleware` before `enhancers` in the options object', () => {
  const listenerMiddleware = createListenerMiddleware()
  const before = configureStore({
    reducer: todosSlice.reducer,
    middleware: (gDM) => gDM().prepend(listenerMiddleware.middleware),
    enhancers: (gDE) => gDE(),
  })
  const unsubscribe: UnsubscribeListener = before.dispatch(addListener({ actionCreator: todoAdded, effect: () => {} }))
  unsubscribe()
  configureStore({
    reducer: todosSlice.reducer,
    enhancers: (gDE) => gDE(),
    // @ts-expect-error: the other order: the enhancers fixed M to the defaults before this callback was read
    middleware: (gDM) => gDM().prepend(listenerMiddleware.middleware),
  })
  // Without a change to the defaults, either order compiles
  configureStore({ reducer: todosSlice.reducer, enhancers: (gDE) => gDE(), middleware: (gDM) => gDM() })
})

claim('that is why the [listener middleware](./other-exports.md#createlistenermiddleware), whose `addListener` actions carry functions, goes in with `prepend`', (t) => {
  const reported = (place: 'prepend' | 'concat') => {
    const error = t.mock.method(console, 'error', () => {})
    const listenerMiddleware = createListenerMiddleware()
    const store = configureStore({
      reducer: todosSlice.reducer,
      middleware: (gDM) =>
        place === 'prepend' ? gDM().prepend(listenerMiddleware.middleware) : gDM().concat(listenerMiddleware.middleware),
    })
    store.dispatch(addListener({ actionCreator: todoAdded, effect: () => {} }) as any)
    const messages = error.mock.calls.map((call) => String(call.arguments[0]))
    error.mock.restore()
    return messages.filter((message) => message.startsWith('A non-serializable value was detected in an action'))
  }
  assert.equal(reported('concat').length, 1)
  assert.equal(reported('prepend').length, 0)
})

claim('which checks each action once the rest of the chain returns', (t) => {
  const order: string[] = []
  t.mock.method(console, 'error', () => order.push('serializability check'))
  const swallow: Middleware = () => () => (action: any) => {
    order.push(`swallowed ${action.type}`)
  }
  const store = configureStore({ reducer: todosSlice.reducer, middleware: (gDM) => gDM().concat(swallow) })
  store.dispatch({ type: 'never/reaches/reducers', payload: () => {} })
  assert.deepEqual(order, ['swallowed never/reaches/reducers', 'serializability check'])
})

// ---------------------------------------------------------------------------------------------------------------
// Tuple, autoBatchEnhancer, prepareAutoBatched, SHOULD_AUTOBATCH

claim('Array methods such as `map` and `filter` also return a `Tuple` at runtime, but their types are those of a plain array.', () => {
  const a = passThrough()
  const b = passThrough()
  const tuple = new Tuple(a, b)
  const mapped = tuple.map((m) => m)
  const filtered = tuple.filter((m) => m === a)
  // Checked before the assertion below, which narrows them to Tuple for the compiler
  expectType<'prepend' extends keyof typeof mapped ? false : true>(true)
  expectType<'prepend' extends keyof typeof filtered ? false : true>(true)
  const plainArrays: [Middleware[], Middleware[]] = [mapped, filtered]
  assert.ok(mapped instanceof Tuple && filtered instanceof Tuple)
  const concatenated = tuple.concat(passThrough())
  expectType<typeof concatenated extends Tuple<[Middleware, Middleware, Middleware]> ? true : false>(true)
  assert.equal(plainArrays.length, 2)
  assert.equal(tuple.length, 2)
})

claim('A normal action notifies right away, and that notification also covers any batched actions before it.', async () => {
  const store = configureStore({ reducer: todosSlice.reducer, enhancers: (gDE) => gDE({ autoBatch: { type: 'tick' } }) })
  const seen: number[] = []
  store.subscribe(() => seen.push(store.getState().length))
  store.dispatch({ type: 'todos/todoAdded', payload: 'a', meta: { [SHOULD_AUTOBATCH]: true } })
  store.dispatch({ type: 'todos/todoAdded', payload: 'b', meta: { [SHOULD_AUTOBATCH]: true } })
  store.dispatch(todoAdded('c'))
  assert.deepEqual(seen, [3])
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  await new Promise((resolve) => setTimeout(resolve, 20))
  // The queued notification found nothing left to tell
  assert.deepEqual(seen, [3])
})

claim('RTK Query marks several of its internal actions this way.', async () => {
  const marked: string[] = []
  const recorder: Middleware = () => (next) => (action: any) => {
    if (action?.meta?.[SHOULD_AUTOBATCH]) marked.push(action.type)
    return next(action)
  }
  const api = createApi({
    baseQuery: async () => ({ data: 1 }),
    endpoints: (build) => ({ getOne: build.query<number, void>({ query: () => '' }) }),
  })
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (gDM) => gDM().prepend(recorder).concat(api.middleware),
  })
  await store.dispatch(api.endpoints.getOne.initiate())
  assert.ok(marked.includes('api/executeQuery/pending'), marked.join())
  assert.ok(marked.includes('api/executeQuery/fulfilled'), marked.join())
})

// 'raf' with a window whose frames never come (a tab in the background), or come
function rafCase(rtk: any, t: any, frames: 'never' | 'soon') {
  const callbacks: (() => void)[] = []
  const stub = {
    requestAnimationFrame: (callback: () => void) => (callbacks.push(callback), callbacks.length),
    cancelAnimationFrame: () => {},
  }
  // 2.12.0 reads window.requestAnimationFrame but calls the global cancelAnimationFrame, as browsers have both
  Object.assign(globalThis, { window: stub, cancelAnimationFrame: stub.cancelAnimationFrame })
  try {
    const store = rtk.configureStore({ reducer: todosSlice.reducer })
    let notified = 0
    store.subscribe(() => (notified += 1))
    store.dispatch({ type: 'todos/low', meta: { RTK_autoBatch: true } })
    if (frames === 'soon') {
      t.mock.timers.tick(16)
      callbacks.forEach((callback) => callback())
      const atFrame = notified
      t.mock.timers.tick(200)
      return { atFrame, later: notified }
    }
    t.mock.timers.tick(99)
    const before = notified
    t.mock.timers.tick(1)
    const at100 = notified
    t.mock.timers.tick(60_000)
    return { before, at100, later: notified }
  } finally {
    delete (globalThis as any).window
    delete (globalThis as any).cancelAnimationFrame
  }
}

claim('or after 100 ms if no frame comes first (a tab in the background; this fallback arrived in 2.12.0', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] })
  for (const rtk of [loadRelease('2.12.0'), require('@reduxjs/toolkit')]) {
    assert.deepEqual(rafCase(rtk, t, 'never'), { before: 0, at100: 1, later: 1 })
    assert.deepEqual(rafCase(rtk, t, 'soon'), { atFrame: 1, later: 1 })
  }
  // Before it, no notification at all until a frame came
  assert.deepEqual(rafCase(loadRelease('2.11.2'), t, 'never'), { before: 0, at100: 0, later: 0 })
  assert.deepEqual(rafCase(loadRelease('2.11.2'), t, 'soon'), { atFrame: 1, later: 1 })
})

claim('Where `window.requestAnimationFrame` does not exist (Node, tests without a DOM), after a `setTimeout` of 10 ms.', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] })
  const store = configureStore({ reducer: todosSlice.reducer })
  let notified = 0
  store.subscribe(() => (notified += 1))
  store.dispatch({ type: 'todos/low', meta: { [SHOULD_AUTOBATCH]: true } })
  t.mock.timers.tick(9)
  assert.equal(notified, 0)
  t.mock.timers.tick(1)
  assert.equal(notified, 1)
})

claim('`\'timer\'` | After `setTimeout(notify, timeout)`; `timeout` is required', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] })
  const timer = configureStore({ reducer: todosSlice.reducer, enhancers: (gDE) => gDE({ autoBatch: { type: 'timer', timeout: 50 } }) })
  let notified = 0
  timer.subscribe(() => (notified += 1))
  timer.dispatch({ type: 'todos/low', meta: { [SHOULD_AUTOBATCH]: true } })
  t.mock.timers.tick(49)
  assert.equal(notified, 0)
  t.mock.timers.tick(1)
  assert.equal(notified, 1)
  // @ts-expect-error: `timeout` is required
  autoBatchEnhancer({ type: 'timer' })
  // 'callback': when your function calls notify
  let notify: () => void = () => {}
  const custom = configureStore({
    reducer: todosSlice.reducer,
    enhancers: (gDE) => gDE({ autoBatch: { type: 'callback', queueNotification: (n) => (notify = n) } }),
  })
  let customNotified = 0
  custom.subscribe(() => (customNotified += 1))
  custom.dispatch({ type: 'todos/low', meta: { [SHOULD_AUTOBATCH]: true } })
  t.mock.timers.tick(60_000)
  assert.equal(customNotified, 0)
  notify()
  assert.equal(customNotified, 1)
})

claim('Its `meta` is typed as `unknown`.', () => {
  const prepared = prepareAutoBatched<number>()(3)
  expectType<Equal<typeof prepared, { payload: number; meta: unknown }>>(true)
  assert.deepEqual(prepared, { payload: 3, meta: { [SHOULD_AUTOBATCH]: true } })
})

claim('Any action with `meta[SHOULD_AUTOBATCH] === true`, however you create it, is batched', () => {
  const store = configureStore({ reducer: todosSlice.reducer })
  let notified = 0
  store.subscribe(() => (notified += 1))
  store.dispatch({ type: 'hand/written', meta: { RTK_autoBatch: true, other: 1 } })
  assert.equal(notified, 0)
  store.dispatch({ type: 'hand/written', meta: { RTK_autoBatch: false } })
  assert.equal(notified, 1)
})
