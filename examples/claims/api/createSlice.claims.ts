import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import '../../page-tests/setup/dom'
import { act, render } from '@testing-library/react'
import { createElement } from 'react'
import { Provider, useSelector } from 'react-redux'
import ts from 'typescript'
import {
  asyncThunkCreator,
  buildCreateSlice,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createSelector,
  createSlice,
  isActionCreator,
  ReducerType,
} from '@reduxjs/toolkit'
import type {
  AsyncThunkConfig,
  AsyncThunkOptions,
  CaseReducerActions,
  CreateSliceOptions,
  PayloadAction,
  PrepareAction,
  ReducerCreators,
  Slice,
  SliceCaseReducers,
  SliceSelectors,
  ThunkDispatch,
  UnknownAction,
} from '@reduxjs/toolkit'
import { claimsOf } from '../claim'
import { type Equal } from '../types'
import { loadRelease, releaseDir } from '../releases'

const claim = claimsOf(__filename)

const EXAMPLES_DIR = path.resolve(__dirname, '../..')
const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })


/** Throws, returning the message (assert.throws only checks it). */
function messageOf(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('did not throw')
}

/**
 * Runs a CommonJS script in Node with NODE_ENV set (or unset: undefined), from the examples workspace, so that
 * `require('@reduxjs/toolkit')` loads the build that NODE_ENV picks. Returns what it printed.
 */
function runWithNodeEnv(nodeEnv: string | undefined, script: string) {
  const env = { ...process.env, NODE_ENV: nodeEnv }
  if (nodeEnv === undefined) delete env.NODE_ENV
  const child = spawnSync(process.execPath, ['-e', script], { cwd: EXAMPLES_DIR, env, encoding: 'utf8' })
  assert.equal(child.status, 0, child.stderr)
  return { stdout: child.stdout.trim(), stderr: child.stderr.trim() }
}

const ALL_ENVS = ['development', 'test', undefined, 'production'] as const

// Intro, Options

claim('calls [`createAction`](./createAction.md) for every case reducer\'s action', () => {
  const slice = createAppSlice({
    name: 'todos',
    initialState: [] as string[],
    reducers: (create) => ({
      todoAdded: create.reducer<string>((state, action) => {
        state.push(action.payload)
      }),
      todosLoaded: create.asyncThunk(async () => ['Walk the dog']),
    }),
  })
  const byHand = createAction<string>('todos/todoAdded')
  assert.ok(isActionCreator(slice.actions.todoAdded))
  assert.deepEqual(slice.actions.todoAdded('Walk the dog'), byHand('Walk the dog'))
  assert.equal(slice.actions.todoAdded.type, byHand.type)
  assert.equal(slice.actions.todoAdded.toString(), byHand.toString())
  // The async thunk entry is not a createAction action creator
  assert.ok(!isActionCreator(slice.actions.todosLoaded))
  assert.equal(slice.actions.todosLoaded.typePrefix, 'todos/todosLoaded')
})

claim('`reducerPath`, `selectors`, the `create` callback form of `reducers`, and the slice\'s `selectSlice`, `getSelectors` and `injectInto` arrived in 2.0.0; 1.x has none of them', () => {
  const keysOf = (toolkit: any) => {
    const slice = toolkit.createSlice({
      name: 'counter',
      reducerPath: 'count',
      initialState: 0,
      reducers: (create: any) => ({ incremented: create.reducer((state: number) => state + 1) }),
      selectors: { selectValue: (state: number) => state },
    })
    return { slice: Object.keys(slice).sort(), actions: Object.keys(slice.actions) }
  }
  const released = keysOf(loadRelease('2.0.0'))
  assert.deepEqual(released, keysOf({ createSlice }))
  assert.deepEqual(released, {
    slice: ['actions', 'caseReducers', 'getInitialState', 'getSelectors', 'injectInto', 'name', 'reducer', 'reducerPath', 'selectSlice', 'selectors'],
    actions: ['incremented'],
  })
  // 1.9.7, the last 1.x, calls Immer's enableES5 when it loads (Immer 10, which the workspace has, dropped it), so it
  // runs in a process of its own with a no-op in its place. A function passed as `reducers` is read as an object.
  const v1 = JSON.parse(
    runWithNodeEnv(
      'development',
      `require('immer').enableES5 = () => {}
      const toolkit = require(${JSON.stringify(path.join(releaseDir('1.9.7'), 'dist/redux-toolkit.cjs.development.js'))})
      const slice = toolkit.createSlice({
        name: 'counter',
        reducerPath: 'count',
        initialState: 0,
        reducers: (create) => ({ incremented: create.reducer((state) => state + 1) }),
        selectors: { selectValue: (state) => state },
      })
      console.log(JSON.stringify({ slice: Object.keys(slice).sort(), actions: Object.keys(slice.actions) }))`,
    ).stdout,
  )
  assert.deepEqual(v1, { slice: ['actions', 'caseReducers', 'getInitialState', 'name', 'reducer'], actions: [] })
})

// `name`

claim('An empty or missing name throws `` `name` is a required option for createSlice `` when `createSlice` is called', () => {
  for (const name of ['', undefined]) {
    assert.throws(() => createSlice({ name: name as string, initialState: 0, reducers: {} }), {
      message: '`name` is a required option for createSlice',
    })
  }
})

claim('It is also the default for [`reducerPath`](#reducerpath).', () => {
  const slice = createSlice({ name: 'todos', initialState: [], reducers: {} })
  assert.equal(slice.reducerPath, 'todos')
  const ok: Equal<typeof slice.reducerPath, 'todos'> = true
  assert.deepEqual(combineSlices(slice)(undefined, { type: 'init' }), { todos: [] })
})

// `initialState`

claim('a lazy initializer function, which is called whenever the initial state is needed', () => {
  let calls = 0
  const slice = createSlice({
    name: 'settings',
    initialState: () => {
      calls += 1
      return { theme: 'light' }
    },
    reducers: {},
  })
  assert.equal(calls, 0)
  const first = slice.getInitialState()
  slice.reducer(undefined, { type: 'init' })
  // An existing state needs no initial state
  slice.reducer({ theme: 'dark' }, { type: 'other' })
  assert.equal(calls, 2)
  assert.notEqual(slice.getInitialState(), first)
})

claim('The value is deep-frozen in place, the first time the reducer runs or `getInitialState` is called (not when `createSlice` is called)', () => {
  for (const firstUse of ['reducer', 'getInitialState'] as const) {
    const initialState = { filters: { status: 'all' } }
    const slice = createSlice({ name: 'filters', initialState, reducers: {} })
    assert.ok(!Object.isFrozen(initialState))
    if (firstUse === 'reducer') assert.equal(slice.reducer(undefined, { type: 'init' }), initialState)
    else assert.equal(slice.getInitialState(), initialState)
    assert.ok(Object.isFrozen(initialState) && Object.isFrozen(initialState.filters))
  }
  // A production build freezes it too
  const { stdout } = runWithNodeEnv(
    'production',
    `const { createSlice } = require('@reduxjs/toolkit')
    const initialState = { filters: { status: 'all' } }
    const slice = createSlice({ name: 'filters', initialState, reducers: {} })
    const before = Object.isFrozen(initialState)
    slice.getInitialState()
    console.log(before, Object.isFrozen(initialState), Object.isFrozen(initialState.filters))`,
  )
  assert.equal(stdout, 'false true true')
})

claim('When `NODE_ENV` is `development`, an `undefined` initial state logs an error to the console', () => {
  const script = `const { createSlice } = require('@reduxjs/toolkit')
  createSlice({ name: 'typo', initalState: 0, reducers: {} })`
  for (const env of ALL_ENVS) {
    const { stderr } = runWithNodeEnv(env, script)
    if (env === 'development') {
      assert.equal(stderr, 'You must provide an `initialState` value that is not `undefined`. You may have misspelled `initialState`')
    } else {
      assert.equal(stderr, '', `NODE_ENV=${env}`)
    }
  }
})

// `reducers`

claim('TypeScript requires `reducers` (at runtime a missing `reducers` counts as `{}`)', () => {
  // @ts-expect-error: `reducers` is missing
  const slice = createSlice({ name: 'empty', initialState: 0 })
  assert.deepEqual(slice.actions, {})
  assert.equal(slice.reducer(undefined, { type: 'init' }), 0)
})

claim('The generated action creator takes one argument, the payload, or none when the function has no `action` parameter (TypeScript then rejects an argument)', () => {
  const slice = createSlice({
    name: 'counter',
    initialState: { value: 0 },
    reducers: {
      reset(state) {
        state.value = 0
      },
      incrementedBy(state, action: PayloadAction<number>) {
        state.value += action.payload
      },
      set(state, action) {
        state.value = action.payload
      },
    },
  })
  assert.deepEqual(slice.actions.incrementedBy(5), { type: 'counter/incrementedBy', payload: 5 })
  assert.deepEqual(slice.actions.set(3), { type: 'counter/set', payload: 3 })
  assert.deepEqual(slice.actions.reset(), { type: 'counter/reset', payload: undefined })
  // @ts-expect-error: takes no argument
  slice.actions.reset(1)
  // @ts-expect-error: takes one argument
  slice.actions.incrementedBy()
  // @ts-expect-error: takes one argument, even without an annotation on `action`
  slice.actions.set()
})

// `extraReducers`

claim('The builder offers `addCase`, `addAsyncThunk` (since 2.9.0), `addMatcher` and `addDefaultCase`, with the same order rules', () => {
  const builderMethods = (toolkit: any) => {
    let methods: string[] = []
    toolkit
      .createSlice({
        name: 'probe',
        initialState: 0,
        reducers: {},
        extraReducers: (builder: object) => {
          methods = ['addCase', 'addAsyncThunk', 'addMatcher', 'addDefaultCase'].filter(
            (method) => typeof (builder as Record<string, unknown>)[method] === 'function',
          )
        },
      })
      .reducer(undefined, { type: 'init' })
    return methods
  }
  assert.deepEqual(builderMethods(loadRelease('2.8.2')), ['addCase', 'addMatcher', 'addDefaultCase'])
  for (const toolkit of [loadRelease('2.9.0'), { createSlice }]) {
    assert.deepEqual(builderMethods(toolkit), ['addCase', 'addAsyncThunk', 'addMatcher', 'addDefaultCase'])
  }
  // The order rule of createReducer's builder: no addCase after addMatcher
  const slice = createSlice({
    name: 'order',
    initialState: 0,
    reducers: {},
    extraReducers: (builder) => {
      builder.addMatcher(() => false, (state) => state)
      builder.addCase('order/late', (state) => state)
    },
  })
  assert.throws(() => slice.reducer(undefined, { type: 'init' }), {
    message: '`builder.addCase` should only be called before calling `builder.addMatcher`',
  })
})

claim('a `reducers` entry replaces an `extraReducers` case for the same action type', async () => {
  const ran: string[] = []
  const slice = createAppSlice({
    name: 'posts',
    initialState: {},
    reducers: (create) => ({
      postAdded: create.reducer(() => {
        ran.push('reducers postAdded')
      }),
      postsLoaded: create.asyncThunk(async () => [], {
        fulfilled: () => {
          ran.push('reducers fulfilled')
        },
      }),
    }),
    extraReducers: (builder) => {
      builder.addCase('posts/postAdded', () => {
        ran.push('extraReducers postAdded')
      })
      builder.addCase('posts/postsLoaded/fulfilled', () => {
        ran.push('extraReducers fulfilled')
      })
      builder.addCase('posts/other', () => {
        ran.push('extraReducers other')
      })
    },
  })
  const store = configureStore({ reducer: slice.reducer })
  store.dispatch(slice.actions.postAdded())
  await store.dispatch(slice.actions.postsLoaded())
  store.dispatch({ type: 'posts/other' })
  assert.deepEqual(ran, ['reducers postAdded', 'reducers fulfilled', 'extraReducers other'])
})

claim('their matchers (from `create.asyncThunk`\'s `settled`) run before the `extraReducers` matchers', async () => {
  const ran: string[] = []
  const slice = createAppSlice({
    name: 'posts',
    initialState: {},
    reducers: (create) => ({
      postsLoaded: create.asyncThunk(
        async (fail: boolean) => {
          if (fail) throw new Error('offline')
          return []
        },
        {
          settled: (state, action) => {
            ran.push(`settled ${action.meta.requestStatus}`)
          },
        },
      ),
    }),
    // Added first in extraReducers, still after the slice's own matcher
    extraReducers: (builder) => {
      builder.addMatcher(
        (action) => action.type.startsWith('posts/postsLoaded/'),
        (state, action) => {
          ran.push(`extraReducers ${action.type}`)
        },
      )
    },
  })
  const store = configureStore({ reducer: slice.reducer })
  await store.dispatch(slice.actions.postsLoaded(false))
  await store.dispatch(slice.actions.postsLoaded(true))
  assert.deepEqual(ran, [
    'extraReducers posts/postsLoaded/pending',
    'settled fulfilled',
    'extraReducers posts/postsLoaded/fulfilled',
    'extraReducers posts/postsLoaded/pending',
    'settled rejected',
    'extraReducers posts/postsLoaded/rejected',
  ])
})

claim('The callback runs lazily, the first time the reducer or `getInitialState` is called, not when `createSlice` is called.', () => {
  for (const firstUse of ['reducer', 'getInitialState'] as const) {
    let calls = 0
    const slice = createSlice({
      name: 'lazy',
      initialState: 0,
      reducers: {},
      selectors: { selectValue: (state) => state },
      extraReducers: () => {
        calls += 1
      },
    })
    slice.selectors.selectValue({ lazy: 1 })
    slice.getSelectors()
    assert.equal(calls, 0)
    if (firstUse === 'reducer') slice.reducer(undefined, { type: 'init' })
    else slice.getInitialState()
    slice.reducer(1, { type: 'again' })
    slice.getInitialState()
    assert.equal(calls, 1)
  }
})

claim('That lets two slice files refer to each other\'s actions without a circular-import crash.', () => {
  // What a circular import does: the other module's binding is not initialized yet when this one runs
  const cart = createSlice({
    name: 'cart',
    initialState: ['Coffee beans'],
    reducers: {},
    extraReducers: (builder) => {
      builder.addCase(auth.actions.loggedOut, () => [])
    },
  })
  const auth = createSlice({
    name: 'auth',
    initialState: { user: 'ana' as string | null },
    reducers: {
      loggedOut(state) {
        state.user = null
      },
    },
  })
  assert.deepEqual(cart.reducer(undefined, auth.actions.loggedOut()), [])
})

claim('outside production the first call of the reducer throws "The object notation for `createSlice.extraReducers` has been removed"', () => {
  const script = `const { createSlice } = require('@reduxjs/toolkit')
  const slice = createSlice({ name: 'todos', initialState: ['a'], reducers: {}, extraReducers: { 'auth/loggedOut': () => [] } })
  console.log('created')
  try { console.log(JSON.stringify(slice.reducer(undefined, { type: 'auth/loggedOut' }))) } catch (e) { console.log(e.message) }`
  for (const env of ALL_ENVS) {
    const { stdout } = runWithNodeEnv(env, script)
    const [created, result] = stdout.split('\n')
    assert.equal(created, 'created')
    if (env === 'production') assert.equal(result, '[]', 'a production build applies the object')
    else assert.match(result, /^The object notation for `createSlice.extraReducers` has been removed/, `NODE_ENV=${env}`)
  }
})

claim('A production build skips that check and still applies the object', () => {
  // Shown with the previous claim (every NODE_ENV); TypeScript rejects the object:
  createSlice({
    name: 'todos',
    initialState: [] as string[],
    reducers: {},
    // @ts-expect-error: extraReducers must be a builder callback
    extraReducers: { 'auth/loggedOut': () => [] },
  })
})

// `reducerPath`, `selectors`

claim('[`combineSlices`](./other-exports.md) mounts the slice there', () => {
  const session = createSlice({ name: 'session', reducerPath: 'auth', initialState: { userId: null }, reducers: {} })
  const state = combineSlices(session)(undefined, { type: 'init' })
  assert.deepEqual(state, { auth: { userId: null } })
  assert.equal(session.selectSlice(state), state.auth)
  assert.equal(session.reducerPath, 'auth')
  assert.equal(session.name, 'session')
})

interface Post {
  id: number
  title: string
  authorId: string
}

claim('The wrappers do not memoize.', () => {
  const posts = createSlice({
    name: 'posts',
    initialState: { items: [{ id: 1, title: 'Hello Redux', authorId: 'ana' }] as Post[] },
    reducers: {},
    selectors: {
      selectTitlesBy: (sliceState, authorId: string) =>
        sliceState.items.filter((p) => p.authorId === authorId).map((p) => p.title),
    },
  })
  const rootState = { posts: posts.getInitialState() }
  const first = posts.selectors.selectTitlesBy(rootState, 'ana')
  assert.deepEqual(first, ['Hello Redux'])
  assert.notEqual(posts.selectors.selectTitlesBy(rootState, 'ana'), first)
})

claim('makes a component that reads it with `useSelector` re-render after every action that changes the store\'s state, even when the posts did not change', () => {
  const posts = createSlice({
    name: 'posts',
    initialState: { items: [{ id: 1, title: 'Hello Redux', authorId: 'ana' }] as Post[] },
    reducers: {},
    selectors: {
      selectTitlesBy: (sliceState, authorId: string) =>
        sliceState.items.filter((p) => p.authorId === authorId).map((p) => p.title),
      selectTitlesMemoized: createSelector(
        [(sliceState: { items: Post[] }) => sliceState.items, (_: { items: Post[] }, authorId: string) => authorId],
        (items, authorId) => items.filter((p) => p.authorId === authorId).map((p) => p.title),
      ),
    },
  })
  const ui = createSlice({
    name: 'ui',
    initialState: { clicks: 0 },
    reducers: {
      clicked(state) {
        state.clicks += 1
      },
      nothingChanged() {},
    },
  })
  const store = configureStore({ reducer: { posts: posts.reducer, ui: ui.reducer } })
  type RootState = ReturnType<typeof store.getState>
  const renders = { plain: 0, memoized: 0 }
  function Titles() {
    const titles = useSelector((state: RootState) => posts.selectors.selectTitlesBy(state, 'ana'))
    renders.plain += 1
    return titles.join(', ')
  }
  function MemoizedTitles() {
    const titles = useSelector((state: RootState) => posts.selectors.selectTitlesMemoized(state, 'ana'))
    renders.memoized += 1
    return titles.join(', ')
  }
  // react-redux's development check warns once about the selector that returns a new array; not the point here
  const warn = console.warn
  console.warn = () => {}
  try {
    render(createElement(Provider, { store, children: [createElement(Titles, { key: 'plain' }), createElement(MemoizedTitles, { key: 'memoized' })] }))
    assert.deepEqual(renders, { plain: 1, memoized: 1 })
    act(() => {
      store.dispatch(ui.actions.nothingChanged())
    })
    assert.deepEqual(renders, { plain: 1, memoized: 1 }, 'an action that changes no state')
    act(() => {
      store.dispatch(ui.actions.clicked())
    })
    act(() => {
      store.dispatch(ui.actions.clicked())
    })
    assert.deepEqual(renders, { plain: 3, memoized: 1 }, 'two actions that change another slice')
  } finally {
    console.warn = warn
  }
})

// The `create` callback

claim('Pass `reducers` a function, and it is called once, at `createSlice` time', () => {
  let calls = 0
  const slice = createSlice({
    name: 'counter',
    initialState: 0,
    reducers: (create) => {
      calls += 1
      return { incremented: create.reducer((state) => state + 1) }
    },
  })
  assert.equal(calls, 1)
  slice.reducer(undefined, slice.actions.incremented())
  slice.getInitialState()
  assert.equal(calls, 1)
})

claim('type PreparedAction<Prepare extends PrepareAction<any>> = PayloadAction<', () => {
  // The page's helper type, against the action `create.preparedReducer` gives its reducer
  type PreparedAction<Prepare extends PrepareAction<any>> = PayloadAction<
    ReturnType<Prepare>['payload'],
    string,
    ReturnType<Prepare> extends { meta: infer M } ? M : never,
    ReturnType<Prepare> extends { error: infer E } ? E : never
  >
  const withMeta = (text: string) => ({ payload: text, meta: { at: 1 } })
  const withError = (text: string) => ({ payload: text, error: true as const })
  const plain = (text: string) => ({ payload: text })
  createSlice({
    name: 'notes',
    initialState: [] as string[],
    reducers: (create) => ({
      a: create.preparedReducer(withMeta, (state, action) => {
        const ok: Equal<typeof action, PreparedAction<typeof withMeta>> = true
        const meta: { at: number } = action.meta
      }),
      b: create.preparedReducer(withError, (state, action) => {
        const ok: Equal<typeof action, PreparedAction<typeof withError>> = true
      }),
      c: create.preparedReducer(plain, (state, action) => {
        const ok: Equal<typeof action, PreparedAction<typeof plain>> = true
        // @ts-expect-error: no meta when prepare returns none
        action.meta
      }),
    }),
  })
})

claim('Config takes any keys of AsyncThunkConfig except `state` and `dispatch`', () => {
  createAppSlice({
    name: 'profile',
    initialState: { bio: '' },
    reducers: (create) => ({
      // The third type argument
      bioSaved: create.asyncThunk<string, string, { rejectValue: string }>(async (bio, { rejectWithValue }) =>
        bio.length > 160 ? rejectWithValue('too long') : bio,
      ),
      // @ts-expect-error: no `state` in Config
      bioLoaded: create.asyncThunk<string, void, { state: { profile: { bio: string } } }>(async () => ''),
    }),
  })
})

claim('Plain case reducer functions still work as entries beside `create.reducer` and `create.preparedReducer`, but not beside `create.asyncThunk`', async () => {
  // Beside create.reducer and create.preparedReducer: compiles, and runs
  const comments = createSlice({
    name: 'comments',
    initialState: { draft: '', count: 0 },
    reducers: (create) => ({
      draftCleared(state) {
        state.draft = ''
      },
      draftChanged: create.reducer<string>((state, action) => {
        state.draft = action.payload
      }),
      commentAdded: create.preparedReducer(
        (body: string) => ({ payload: body }),
        (state) => {
          state.count += 1
        },
      ),
    }),
  })
  let state = comments.reducer(undefined, comments.actions.draftChanged('Hi'))
  state = comments.reducer(state, comments.actions.commentAdded('Hi'))
  state = comments.reducer(state, comments.actions.draftCleared())
  assert.deepEqual(state, { draft: '', count: 1 })

  // Beside create.asyncThunk: a type error, though createSlice runs it
  const posts = createAppSlice({
    name: 'posts',
    initialState: { items: [] as string[], status: 'idle' },
    // @ts-expect-error: a plain function and an async thunk definition in one `reducers` object
    reducers: (create) => ({
      postsCleared(state) {
        state.items = []
      },
      postsLoaded: create.asyncThunk(async () => ['Hello Redux'], {
        fulfilled: (state, action) => {
          state.items = action.payload
        },
      }),
    }),
  })
  const store = configureStore({ reducer: posts.reducer })
  await store.dispatch((posts.actions as any).postsLoaded())
  assert.deepEqual(store.getState().items, ['Hello Redux'])
  store.dispatch((posts.actions as any).postsCleared())
  assert.deepEqual(store.getState().items, [])

  // Written with create.reducer, the same entries compile
  createAppSlice({
    name: 'posts',
    initialState: { items: [] as string[] },
    reducers: (create) => ({
      postsCleared: create.reducer((state) => {
        state.items = []
      }),
      postsLoaded: create.asyncThunk(async () => ['Hello Redux']),
    }),
  })
})

claim('A `{ reducer, prepare }` object type-checks but does not work: `createSlice` throws an error that asks you to use `create.preparedReducer` instead', () => {
  // Compiles (no @ts-expect-error), and throws at createSlice time
  const make = () =>
    createSlice({
      name: 'todos',
      initialState: [] as string[],
      reducers: (create) => ({
        todoAdded: {
          reducer(state, action: PayloadAction<string>) {
            state.push(action.payload)
          },
          prepare: (text: string) => ({ payload: text }),
        },
      }),
    })
  assert.throws(make, {
    message: 'Please use the `create.preparedReducer` notation for prepared action creators with the `create` notation.',
  })
})

claim('For other reducers the two forms are equivalent', () => {
  const objectForm = createSlice({
    name: 'counter',
    initialState: 0,
    reducers: {
      incrementedBy: (state, action: PayloadAction<number>) => state + action.payload,
    },
  })
  const createForm = createSlice({
    name: 'counter',
    initialState: 0,
    reducers: (create) => ({
      incrementedBy: create.reducer<number>((state, action) => state + action.payload),
    }),
  })
  assert.deepEqual(createForm.actions.incrementedBy(2), objectForm.actions.incrementedBy(2))
  assert.equal(createForm.reducer(1, createForm.actions.incrementedBy(2)), objectForm.reducer(1, objectForm.actions.incrementedBy(2)))
  const ok: Equal<Parameters<typeof createForm.actions.incrementedBy>, Parameters<typeof objectForm.actions.incrementedBy>> = true
})

// create.reducer, create.preparedReducer

claim('Without the type argument, it takes the payload type you annotate on `action`, and nothing when you annotate none.', () => {
  const slice = createSlice({
    name: 'draft',
    initialState: { text: '' },
    reducers: (create) => ({
      typed: create.reducer<string>((state, action) => {
        state.text = action.payload
      }),
      annotated: create.reducer((state, action: PayloadAction<string>) => {
        state.text = action.payload
      }),
      cleared: create.reducer((state) => {
        state.text = ''
      }),
    }),
  })
  const typed: Equal<Parameters<typeof slice.actions.typed>, [payload: string]> = true
  const annotated: Equal<Parameters<typeof slice.actions.annotated>, [payload: string]> = true
  slice.actions.cleared()
  // @ts-expect-error: takes nothing
  slice.actions.cleared('x')
  // @ts-expect-error: takes a string
  slice.actions.annotated(1)
  assert.deepEqual(slice.actions.annotated('Hi'), { type: 'draft/annotated', payload: 'Hi' })
})

claim('The action the reducer receives is typed from what `prepare` returns, so you annotate only `prepare`\'s parameters.', () => {
  const slice = createSlice({
    name: 'comments',
    initialState: [] as { postId: number; body: string }[],
    reducers: (create) => ({
      commentAdded: create.preparedReducer(
        (postId: number, body: string) => ({ payload: { postId, body }, meta: { local: true } }),
        (state, action) => {
          const payload: Equal<typeof action.payload, { postId: number; body: string }> = true
          const meta: Equal<typeof action.meta, { local: boolean }> = true
          state.push(action.payload)
        },
      ),
    }),
  })
  const args: Equal<Parameters<typeof slice.actions.commentAdded>, [postId: number, body: string]> = true
  assert.deepEqual(slice.actions.commentAdded(7, 'Nice'), {
    type: 'comments/commentAdded',
    payload: { postId: 7, body: 'Nice' },
    meta: { local: true },
  })
})

// create.asyncThunk

claim('| `settled`    | Reducer that runs for `fulfilled` and `rejected` both, after their own case reducer. |', async () => {
  const ran: string[] = []
  const slice = createAppSlice({
    name: 'posts',
    initialState: {},
    reducers: (create) => ({
      postsLoaded: create.asyncThunk(
        async (fail: boolean, { signal }) => {
          if (fail) throw new Error('offline')
          await new Promise((resolve) => setTimeout(resolve, 10))
          signal.throwIfAborted()
          return []
        },
        {
          pending: () => void ran.push('pending'),
          fulfilled: () => void ran.push('fulfilled'),
          rejected: (state, action) => void ran.push(`rejected${action.meta.aborted ? ' (aborted)' : ''}`),
          settled: (state, action) => void ran.push(`settled ${action.meta.requestStatus}`),
        },
      ),
    }),
  })
  const store = configureStore({ reducer: slice.reducer })
  await store.dispatch(slice.actions.postsLoaded(false))
  await store.dispatch(slice.actions.postsLoaded(true))
  const aborted = store.dispatch(slice.actions.postsLoaded(false))
  aborted.abort()
  await aborted
  assert.deepEqual(ran, [
    'pending',
    'fulfilled',
    'settled fulfilled',
    'pending',
    'rejected',
    'settled rejected',
    'pending',
    'rejected (aborted)',
    'settled rejected',
  ])
})

claim('| `options`    | The `createAsyncThunk` options: `condition`, `dispatchConditionRejection`, `idGenerator`, `serializeError`, `getPendingMeta`. |', async () => {
  const keys: Equal<
    keyof AsyncThunkOptions<number>,
    'condition' | 'dispatchConditionRejection' | 'idGenerator' | 'serializeError' | 'getPendingMeta'
  > = true
  const slice = createAppSlice({
    name: 'posts',
    initialState: { requests: [] as string[] },
    reducers: (create) => ({
      postLoaded: create.asyncThunk(async (id: number) => id, {
        pending: (state, action) => {
          state.requests.push(action.meta.requestId)
        },
        options: { condition: (id) => id > 0, idGenerator: (id) => `post-${id}` },
      }),
    }),
  })
  const store = configureStore({ reducer: slice.reducer })
  await store.dispatch(slice.actions.postLoaded(3))
  await store.dispatch(slice.actions.postLoaded(0))
  assert.deepEqual(store.getState().requests, ['post-3'])
})

claim('All keys are optional. `slice.actions.fetchPosts` is then the thunk action creator, with `.pending`, `.fulfilled`, `.rejected`, `.settled` and `.typePrefix` as from `createAsyncThunk`.', () => {
  const slice = createAppSlice({
    name: 'posts',
    initialState: {},
    reducers: (create) => ({ fetchPosts: create.asyncThunk(async () => ['Hello Redux']) }),
  })
  const byHand = createAsyncThunk('posts/fetchPosts', async () => ['Hello Redux'])
  const thunk = slice.actions.fetchPosts
  assert.equal(typeof thunk, 'function')
  for (const key of ['pending', 'fulfilled', 'rejected'] as const) assert.equal(thunk[key].type, byHand[key].type)
  assert.ok(thunk.settled(byHand.fulfilled(['x'], 'id')) && thunk.settled(byHand.rejected(null, 'id')))
  assert.ok(!thunk.settled(byHand.pending('id')))
  assert.equal(thunk.typePrefix, 'posts/fetchPosts')
})

claim('throws "Cannot use `create.asyncThunk` in the built-in `createSlice`" when it meets one', () => {
  const message =
    'Cannot use `create.asyncThunk` in the built-in `createSlice`. Use `buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })` to create a customised version of `createSlice`.'
  // It compiles with the exported createSlice, and with buildCreateSlice() without the creator
  for (const make of [createSlice, buildCreateSlice()]) {
    assert.throws(
      () =>
        make({
          name: 'posts',
          initialState: {},
          reducers: (create) => ({ fetchPosts: create.asyncThunk(async () => []) }),
        }),
      { message },
    )
  }
})

claim('The payload creator receives `(arg, thunkAPI)` as in `createAsyncThunk`, so `rejectWithValue`, `getState`, `dispatch`, `signal` and `extra` are all there.', async () => {
  let seen: Record<string, unknown> = {}
  const slice = createAppSlice({
    name: 'probe',
    initialState: { value: 1 },
    reducers: (create) => ({
      probed: create.asyncThunk(async (arg: string, thunkAPI) => {
        seen = {
          arg,
          state: thunkAPI.getState(),
          extra: thunkAPI.extra,
          signal: thunkAPI.signal instanceof AbortSignal,
          dispatch: typeof thunkAPI.dispatch,
          rejectWithValue: thunkAPI.rejectWithValue('no').payload,
        }
      }),
    }),
  })
  const store = configureStore({
    reducer: { probe: slice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: { api: 'client' } } }),
  })
  await store.dispatch(slice.actions.probed('x'))
  assert.deepEqual(seen, {
    arg: 'x',
    state: { probe: { value: 1 } },
    extra: { api: 'client' },
    signal: true,
    dispatch: 'function',
    rejectWithValue: 'no',
  })
})

// Return value

claim('It is built on its first call, or on the first call of `getInitialState` if that comes first.', () => {
  let builds = 0
  const slice = createSlice({
    name: 'counter',
    initialState: 0,
    reducers: {},
    extraReducers: () => {
      builds += 1
    },
  })
  assert.equal(builds, 0)
  slice.getInitialState()
  assert.equal(builds, 1)
  slice.reducer(undefined, { type: 'init' })
  assert.equal(builds, 1)
})

claim('made by [`createAction`](./createAction.md) with the type `` `${name}/${key}` ``, so each has `.type` and `.match`', () => {
  const slice = createSlice({
    name: 'filters',
    initialState: { status: 'all' },
    reducers: {
      statusChanged(state, action: PayloadAction<string>) {
        state.status = action.payload
      },
    },
  })
  const { statusChanged } = slice.actions
  assert.equal(statusChanged.type, 'filters/statusChanged')
  assert.ok(statusChanged.match({ type: 'filters/statusChanged', payload: 'active' }))
  assert.ok(!statusChanged.match({ type: 'filters/other' }))
})

claim('from `create.reducer`\'s type argument, or from the prepare callback', () => {
  const slice = createSlice({
    name: 'filters',
    initialState: { status: 'all', search: '' },
    reducers: (create) => ({
      statusChanged: create.reducer<'all' | 'active'>((state, action) => {
        state.status = action.payload
      }),
      searched: create.preparedReducer(
        (text: string, caseSensitive: boolean) => ({ payload: caseSensitive ? text : text.toLowerCase() }),
        (state, action) => {
          state.search = action.payload
        },
      ),
    }),
  })
  const status: Equal<Parameters<typeof slice.actions.statusChanged>, [payload: 'all' | 'active']> = true
  const search: Equal<Parameters<typeof slice.actions.searched>, [text: string, caseSensitive: boolean]> = true
  assert.deepEqual(slice.actions.searched('Redux', false).payload, 'redux')
})

claim('for a `create.reducer` entry, a function that calls yours; for a `create.asyncThunk` entry, an object `{ pending, fulfilled, rejected, settled }` (no-op functions where you gave none)', () => {
  const added = (state: string[], action: PayloadAction<string>) => {
    state.push(action.payload)
  }
  const cleared = () => [] as string[]
  const prepared = (state: string[], action: PayloadAction<string>) => {
    state.push(action.payload)
  }
  const fulfilled = (state: string[], action: PayloadAction<string[]>) => action.payload
  const slice = createAppSlice({
    name: 'notes',
    initialState: [] as string[],
    reducers: (create) => ({
      cleared: create.reducer(cleared),
      noteAdded: create.preparedReducer((text: string) => ({ payload: text.trim() }), prepared),
      notesLoaded: create.asyncThunk(async () => ['a'], { fulfilled }),
    }),
  })
  const plain = createSlice({
    name: 'notes',
    initialState: [] as string[],
    reducers: { added, withPrepare: { reducer: prepared, prepare: (text: string) => ({ payload: text }) } },
  })
  assert.equal(plain.caseReducers.added, added)
  assert.equal(plain.caseReducers.withPrepare, prepared)
  assert.equal(slice.caseReducers.noteAdded, prepared)
  assert.notEqual(slice.caseReducers.cleared, cleared)
  assert.deepEqual(slice.caseReducers.cleared(['x'], { type: 'notes/cleared', payload: undefined }), [])
  const thunkReducers = slice.caseReducers.notesLoaded
  assert.deepEqual(Object.keys(thunkReducers).sort(), ['fulfilled', 'pending', 'rejected', 'settled'])
  assert.equal(thunkReducers.fulfilled, fulfilled)
  for (const key of ['pending', 'rejected', 'settled'] as const) {
    assert.equal(thunkReducers[key].length, 0)
    assert.equal((thunkReducers[key] as () => unknown)(), undefined)
  }
})

claim('Returns the initial state: the frozen value you passed, or a fresh call of your lazy initializer.', () => {
  const initialState = { points: 0 }
  const value = createSlice({ name: 'score', initialState, reducers: {} })
  assert.equal(value.getInitialState(), initialState)
  assert.equal(value.getInitialState(), value.getInitialState())
  assert.ok(Object.isFrozen(initialState))
  let calls = 0
  const lazy = createSlice({
    name: 'score',
    initialState: () => ({ points: (calls += 1) }),
    reducers: {},
  })
  assert.deepEqual(lazy.getInitialState(), { points: 1 })
  assert.deepEqual(lazy.getInitialState(), { points: 2 })
  assert.ok(Object.isFrozen(lazy.getInitialState()))
})

claim('A wrapper exposes your original function as `.unwrapped`. The object is created once and cached', () => {
  const selectUnread = (sliceState: { unread: number }) => sliceState.unread
  const slice = createSlice({ name: 'notifications', initialState: { unread: 4 }, reducers: {}, selectors: { selectUnread } })
  assert.equal(slice.selectors, slice.selectors)
  assert.equal(slice.selectors.selectUnread.unwrapped, selectUnread)
  const { selectUnread: destructured } = slice.selectors
  assert.equal(destructured, slice.selectors.selectUnread)
  assert.equal(destructured({ notifications: { unread: 2 } }), 2)
})

claim('If `rootState[reducerPath]` is `undefined`, the wrappers throw `selectSlice returned undefined for an uninjected slice reducer` outside production builds; a production build passes `undefined` on to your selector.', () => {
  const script = `const { createSlice } = require('@reduxjs/toolkit')
  const slice = createSlice({ name: 'notifications', initialState: { unread: 4 }, reducers: {},
    selectors: { selectUnread: (sliceState) => (sliceState === undefined ? 'got undefined' : sliceState.unread) } })
  const show = (run) => { try { return String(run()) } catch (e) { return e.message } }
  console.log(show(() => slice.selectors.selectUnread({})))
  console.log(show(() => slice.selectors.selectUnread({ notifications: null })))
  console.log(show(() => slice.selectSlice({})))`
  for (const env of ALL_ENVS) {
    const lines = runWithNodeEnv(env, script).stdout.split('\n')
    // A null slice state is no `undefined`: the selector gets it in every build
    const onNull = "Cannot read properties of null (reading 'unread')"
    if (env === 'production') {
      assert.deepEqual(lines, ['got undefined', onNull, 'undefined'])
    } else {
      const message = 'selectSlice returned undefined for an uninjected slice reducer'
      assert.deepEqual(lines, [message, onNull, message], `NODE_ENV=${env}`)
    }
  }
})

claim('Results are cached per `selectState` function.', () => {
  const slice = createSlice({
    name: 'notifications',
    initialState: { unread: 4 },
    reducers: {},
    selectors: { selectUnread: (sliceState) => sliceState.unread },
  })
  const selectState = (state: { ui: { notifications: { unread: number } } }) => state.ui.notifications
  assert.equal(slice.getSelectors(selectState), slice.getSelectors(selectState))
  assert.equal(slice.getSelectors(), slice.getSelectors())
  assert.notEqual(slice.getSelectors(selectState), slice.getSelectors((state: { ui: { notifications: { unread: number } } }) => state.ui.notifications))
  assert.equal(slice.getSelectors(selectState).selectUnread({ ui: { notifications: { unread: 9 } } }), 9)
})

// injectInto

claim('The copy\'s `selectors` and `selectSlice` return the initial state while the state is still `undefined`, that is, before the store has run an action since the injection.', () => {
  const theme = createSlice({ name: 'theme', initialState: 'light', reducers: {} })
  const chat = createSlice({
    name: 'chat',
    initialState: { messages: [] as string[] },
    reducers: {
      messageSent(state, action: PayloadAction<string>) {
        state.messages.push(action.payload)
      },
    },
    selectors: { selectMessages: (sliceState) => sliceState.messages },
  })
  const rootReducer = combineSlices(theme).withLazyLoadedSlices<{ chat: { messages: string[] } }>()
  const store = configureStore({ reducer: rootReducer })
  const injected = chat.injectInto(rootReducer)
  assert.equal(store.getState().chat, undefined)
  assert.equal(injected.selectSlice(store.getState()), chat.getInitialState())
  assert.equal(injected.selectors.selectMessages(store.getState()), chat.getInitialState().messages)
  // The original's still throw
  assert.throws(() => chat.selectors.selectMessages(store.getState() as any), { message: /uninjected slice reducer/ })
  store.dispatch({ type: 'any/action' })
  assert.equal(store.getState().chat, chat.getInitialState())
  store.dispatch(chat.actions.messageSent('Hi'))
  assert.deepEqual(injected.selectors.selectMessages(store.getState()), ['Hi'])
  // At another path
  const moved = chat.injectInto(rootReducer, { reducerPath: 'messaging' })
  assert.equal(moved.reducerPath, 'messaging')
  assert.equal(moved.selectSlice({}), chat.getInitialState())
})

/** What an injected copy's selectors and selectSlice give for a missing state, in one release. */
function injectedCopyOnMissingState(toolkit: any) {
  let initializerCalls = 0
  const chat = toolkit.createSlice({
    name: 'chat',
    initialState: () => {
      initializerCalls += 1
      return { messages: [] }
    },
    reducers: {},
    selectors: { selectChat: (sliceState: unknown) => sliceState },
  })
  const copy = chat.injectInto(toolkit.combineSlices({ theme: (state = 'light') => state }))
  // Whether two calls give the same object, and how many of the calls ran the initializer
  const twice = (select: (state: object) => unknown) => {
    let callsThatRanIt = 0
    const call = () => {
      const before = initializerCalls
      const result = select({})
      if (initializerCalls > before) callsThatRanIt += 1
      return result
    }
    try {
      return `${call() === call() ? 'same object' : 'new object'}, initializer run by ${callsThatRanIt} of 2 calls`
    } catch (error) {
      return `throws: ${(error as Error).message}`
    }
  }
  return {
    selectors: twice((state) => copy.selectors.selectChat(state)),
    selectSlice: twice((state) => copy.selectSlice(state)),
  }
}

claim('in 2.0.x the copy\'s `selectors` still threw for a missing state, as the original\'s do (fixed in 2.1.0)', () => {
  for (const version of ['2.0.0', '2.0.1']) {
    assert.deepEqual(injectedCopyOnMissingState(loadRelease(version)), {
      selectors: 'throws: selectSlice returned undefined for an uninjected slice reducer',
      selectSlice: 'new object, initializer run by 2 of 2 calls',
    })
  }
  assert.equal(injectedCopyOnMissingState(loadRelease('2.1.0')).selectors, 'new object, initializer run by 2 of 2 calls')
})

claim('before 2.7.0 a lazy `initialState` function ran on every such call, so a memoized selector got a new object each time. Since 2.7.0 the copy computes that initial state once and returns the same object on every call.', () => {
  for (const version of ['2.1.0', '2.3.0', '2.5.0', '2.6.1']) {
    const everyCall = 'new object, initializer run by 2 of 2 calls'
    assert.deepEqual(injectedCopyOnMissingState(loadRelease(version)), { selectors: everyCall, selectSlice: everyCall }, version)
  }
  for (const toolkit of [loadRelease('2.7.0'), loadRelease('2.10.0'), loadRelease('2.13.0'), { createSlice, combineSlices }]) {
    // The selectors' first call computes it (1 of 2); selectSlice then reuses the same object (0 of 2)
    assert.deepEqual(injectedCopyOnMissingState(toolkit), {
      selectors: 'same object, initializer run by 1 of 2 calls',
      selectSlice: 'same object, initializer run by 0 of 2 calls',
    })
  }
})

claim('with a `console.error` only when `process.env.NODE_ENV` is exactly `\'development\'` (not in tests, and not when it is unset)', () => {
  const script = `const { combineSlices, createSlice } = require('@reduxjs/toolkit')
  const make = (start) => createSlice({ name: 'chat', initialState: start, reducers: {} })
  const rootReducer = combineSlices({ theme: (state = 'light') => state })
  const first = make('first')
  first.injectInto(rootReducer)
  first.injectInto(rootReducer) // the same reducer again: nothing to replace
  console.log(rootReducer(undefined, { type: 'init' }).chat)
  make('second').injectInto(rootReducer)
  console.log(rootReducer(undefined, { type: 'init' }).chat)
  make('third').injectInto(rootReducer, { overrideExisting: true })
  console.log(rootReducer(undefined, { type: 'init' }).chat)`
  for (const env of ALL_ENVS) {
    const { stdout, stderr } = runWithNodeEnv(env, script)
    assert.equal(stdout, 'first\nfirst\nthird', `NODE_ENV=${env}`)
    assert.equal(
      stderr,
      env === 'development' ? 'called `inject` to override already-existing reducer chat without specifying `overrideExisting: true`' : '',
      `NODE_ENV=${env}`,
    )
  }
})

// buildCreateSlice, asyncThunkCreator, ReducerType

claim('The only creator you can add is `asyncThunk`', () => {
  // @ts-expect-error: no other creators
  buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator, entityMethods: {} } })
  type Config = NonNullable<Parameters<typeof buildCreateSlice>[0]>
  const keys: Equal<keyof NonNullable<Config['creators']>, 'asyncThunk'> = true
})

claim('`buildCreateSlice()` with no config behaves like the exported `createSlice`', () => {
  const make = buildCreateSlice()
  const options = {
    name: 'counter',
    initialState: 0,
    reducers: { incremented: (state: number) => state + 1 },
    selectors: { selectDouble: (state: number) => state * 2 },
  }
  const built = make(options)
  const exported = createSlice(options)
  assert.deepEqual(Object.keys(built).sort(), Object.keys(exported).sort())
  assert.deepEqual(built.actions.incremented(), exported.actions.incremented())
  assert.equal(built.reducer(1, built.actions.incremented()), exported.reducer(1, exported.actions.incremented()))
  assert.equal(built.selectors.selectDouble({ counter: 2 }), 4)
  const sameType: Equal<typeof make, typeof createSlice> = true
})

claim('It is an opaque object that carries a reference to `createAsyncThunk` under a private symbol key; it has no methods of its own and is not meant to be called.', () => {
  assert.equal(typeof asyncThunkCreator, 'object')
  assert.deepEqual(Object.getOwnPropertyNames(asyncThunkCreator), [])
  const symbols = Object.getOwnPropertySymbols(asyncThunkCreator)
  assert.equal(symbols.length, 1)
  assert.equal((asyncThunkCreator as unknown as Record<symbol, unknown>)[symbols[0]], createAsyncThunk)
})

claim('Each definition carries its kind in a `_reducerDefinitionType` field', () => {
  assert.deepEqual({ ...ReducerType }, { reducer: 'reducer', reducerWithPrepare: 'reducerWithPrepare', asyncThunk: 'asyncThunk' })
  createAppSlice({
    name: 'inspect',
    initialState: 0,
    reducers: (create) => {
      const definitions = {
        incremented: create.reducer((state) => state + 1),
        set: create.preparedReducer((value: number) => ({ payload: value }), (state, action) => action.payload),
        loaded: create.asyncThunk(async () => 1),
      }
      assert.equal(definitions.incremented._reducerDefinitionType, ReducerType.reducer)
      assert.equal(definitions.set._reducerDefinitionType, ReducerType.reducerWithPrepare)
      assert.equal(definitions.loaded._reducerDefinitionType, ReducerType.asyncThunk)
      return definitions
    },
  })
})

// TypeScript

claim('Without the annotation, `{ status: \'signedOut\', userName: null }` would infer `status: string` and `userName: null`, and assigning a name later would fail.', () => {
  createSlice({
    name: 'auth',
    initialState: { status: 'signedOut', userName: null },
    reducers: {
      signedIn(state, action: PayloadAction<string>) {
        const status: Equal<typeof state.status, string> = true
        state.status = 'anything at all'
        // @ts-expect-error: userName is typed `null`
        state.userName = action.payload
      },
    },
  })
})

claim('TypeScript checks that the payload `prepare` returns matches the `reducer`\'s `PayloadAction`, and the action creator takes `prepare`\'s parameters', () => {
  const slice = createSlice({
    name: 'uploads',
    initialState: [] as number[],
    reducers: {
      sizeAdded: {
        reducer(state, action: PayloadAction<number>) {
          state.push(action.payload)
        },
        prepare: (kilobytes: number, unit: 'kB' | 'MB') => ({ payload: unit === 'MB' ? kilobytes * 1024 : kilobytes }),
      },
    },
  })
  const args: Equal<Parameters<typeof slice.actions.sizeAdded>, [kilobytes: number, unit: 'kB' | 'MB']> = true
  assert.deepEqual(slice.actions.sizeAdded(2, 'MB').payload, 2048)
  createSlice({
    name: 'uploads',
    initialState: [] as number[],
    reducers: {
      sizeRemoved: {
        reducer(state, action: PayloadAction<number>) {
          state.splice(action.payload, 1)
        },
        // @ts-expect-error: a string payload for a reducer that expects a number
        prepare: (name: string) => ({ payload: name }),
      },
    },
  })
})

claim('`Config` takes the keys of `AsyncThunkConfig` except `state` and `dispatch`: `extra`, `rejectValue`, `serializedErrorType`, `pendingMeta`, `fulfilledMeta` and `rejectedMeta`.', () => {
  const keys: Equal<
    Exclude<keyof AsyncThunkConfig, 'state' | 'dispatch'>,
    'extra' | 'rejectValue' | 'serializedErrorType' | 'pendingMeta' | 'fulfilledMeta' | 'rejectedMeta'
  > = true
  createAppSlice({
    name: 'profile',
    initialState: { bio: '' },
    reducers: (create) => {
      const createProfileThunk = create.asyncThunk.withTypes<{
        extra: { api: string }
        rejectValue: string
        serializedErrorType: { message: string }
        pendingMeta: { startedAt: number }
        fulfilledMeta: { source: 'server' }
        rejectedMeta: { retry: boolean }
      }>()
      const thunk = createProfileThunk(async (bio: string, { extra, fulfillWithValue }) => {
        const api: string = extra.api
        return fulfillWithValue(bio, { source: 'server' })
      })
      // @ts-expect-error: `state` cannot be given
      create.asyncThunk.withTypes<{ state: { profile: { bio: string } } }>()
      // @ts-expect-error: `dispatch` cannot be given
      create.asyncThunk.withTypes<{ dispatch: ThunkDispatch<{ profile: { bio: string } }, unknown, UnknownAction> }>()
      return { bioSaved: thunk }
    },
  })
})

/** Type-checks small files as if they were in the examples workspace, from memory; returns the diagnostics. */
function compile(files: Record<string, string>): string[] {
  const { config } = ts.readConfigFile(path.join(EXAMPLES_DIR, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, EXAMPLES_DIR)
  const dir = path.join(EXAMPLES_DIR, '.claims-virtual')
  const virtual = new Map(Object.entries(files).map(([name, text]) => [path.join(dir, name), text]))
  const host = ts.createCompilerHost(options, true)
  const { fileExists, readFile, getSourceFile, directoryExists } = host
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName)
  host.directoryExists = (name) => name === dir || (directoryExists?.(name) ?? true)
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName)
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = virtual.get(fileName)
    return text === undefined ? getSourceFile(fileName, languageVersion, ...rest) : ts.createSourceFile(fileName, text, languageVersion, true)
  }
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options: { ...options, types: [] }, host })
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${path.basename(d.file?.fileName ?? '')}: TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n')[0]}`)
}

claim('when `RootState` comes from the store that includes the slice, an inferred return type makes TypeScript report the slice as circular (`\'profileSlice\' implicitly has type \'any\' because it does not have a type annotation and is referenced directly or indirectly in its own initializer`)', () => {
  const store = `import { configureStore } from '@reduxjs/toolkit'
import { profileSlice } from './profileSlice'
export const store = configureStore({ reducer: { profile: profileSlice.reducer } })
export type RootState = ReturnType<typeof store.getState>
`
  const slice = (returnType: string) => `import { asyncThunkCreator, buildCreateSlice } from '@reduxjs/toolkit'
import type { RootState } from './store'
const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })
export const profileSlice = createAppSlice({
  name: 'profile',
  initialState: { bio: '' },
  reducers: (create) => ({
    bioSaved: create.asyncThunk(async (bio: string, { getState })${returnType} => {
      const { profile } = getState() as RootState
      if (profile.bio === bio) throw new Error('No change')
      return bio
    }, {
      fulfilled: (state, action) => {
        state.bio = action.payload
      },
    }),
  }),
})
`
  const inferred = compile({ 'store.ts': store, 'profileSlice.ts': slice('') })
  assert.ok(
    inferred.includes(
      "profileSlice.ts: TS7022: 'profileSlice' implicitly has type 'any' because it does not have a type annotation and is referenced directly or indirectly in its own initializer.",
    ),
    inferred.join('\n'),
  )
  assert.ok(inferred.includes("store.ts: TS2456: Type alias 'RootState' circularly references itself."), inferred.join('\n'))
  assert.deepEqual(compile({ 'store.ts': store, 'profileSlice.ts': slice(': Promise<string>') }), [])
})

claim('The root-state wrappers in `slice.selectors` accept any object with the slice state at `reducerPath`, so they work with your `RootState` without a cast.', () => {
  const posts = createSlice({
    name: 'posts',
    initialState: { items: ['Hello Redux'] },
    reducers: {},
    selectors: {
      selectCount: (sliceState) => {
        const typed: Equal<typeof sliceState, { items: string[] }> = true
        return sliceState.items.length
      },
    },
  })
  const store = configureStore({ reducer: { posts: posts.reducer, theme: (state: string = 'light') => state } })
  assert.equal(posts.selectors.selectCount(store.getState()), 1)
  // @ts-expect-error: no posts state at `posts`
  assert.throws(() => posts.selectors.selectCount({ theme: 'light' }))
})

// Types

claim('`ReducerCreators<State>`, the type of `create` in the `reducers` callback', () => {
  const slice = createSlice({
    name: 'counter',
    initialState: 0,
    reducers: (create) => {
      const typed: Equal<typeof create, ReducerCreators<number>> = true
      return { incremented: create.reducer((state) => state + 1) }
    },
  })
  type Parts = typeof slice extends Slice<infer State, infer CaseReducers, infer Name> ? [State, CaseReducers, Name] : never
  const actions: Equal<typeof slice.actions, CaseReducerActions<Parts[1], 'counter'>> = true
  const state: Equal<Parts[0], number> = true
})

claim('ReducerPath extends string = Name,', () => {
  // The page's signature of createSlice, against the package's
  type PageCreateSlice = <
    State,
    CaseReducers extends SliceCaseReducers<State>,
    Name extends string,
    Selectors extends SliceSelectors<State>,
    ReducerPath extends string = Name,
  >(
    options: CreateSliceOptions<State, CaseReducers, Name, ReducerPath, Selectors>,
  ) => Slice<State, CaseReducers, Name, ReducerPath, Selectors>
  const same: Equal<PageCreateSlice, typeof createSlice> = true
})

// Pitfalls

claim('generate the same action types, so each slice\'s reducer also runs for the other\'s actions. Nothing warns you.', () => {
  const script = `const { configureStore, createSlice } = require('@reduxjs/toolkit')
  const first = createSlice({ name: 'counter', initialState: 0, reducers: { incremented: (state) => state + 1 } })
  const second = createSlice({ name: 'counter', initialState: 100, reducers: { incremented: (state) => state + 10 } })
  const store = configureStore({ reducer: { first: first.reducer, second: second.reducer } })
  store.dispatch(first.actions.incremented())
  console.log(JSON.stringify(store.getState()))`
  for (const env of ALL_ENVS) {
    const { stdout, stderr } = runWithNodeEnv(env, script)
    assert.equal(stdout, '{"first":1,"second":110}')
    assert.equal(stderr, '', `NODE_ENV=${env}`)
  }
})

claim('the slice reducer wins and the `extraReducers` case is dropped, silently. `builder.addCase` twice for one type within `extraReducers` does throw, on the reducer\'s first call.', () => {
  const script = `const { createSlice } = require('@reduxjs/toolkit')
  const todos = createSlice({
    name: 'todos', initialState: [], reducers: { todoAdded: (state, action) => [...state, 'reducers: ' + action.payload] },
    extraReducers: (builder) => { builder.addCase('todos/todoAdded', (state, action) => [...state, 'extraReducers: ' + action.payload]) },
  })
  console.log(JSON.stringify(todos.reducer(undefined, todos.actions.todoAdded('Walk the dog'))))
  const twice = createSlice({
    name: 'twice', initialState: [], reducers: {},
    extraReducers: (builder) => { builder.addCase('auth/loggedOut', () => []).addCase('auth/loggedOut', () => []) },
  })
  console.log('created')
  try { twice.reducer(undefined, { type: 'init' }) } catch (e) { console.log(e.message) }`
  for (const env of ALL_ENVS) {
    const { stdout, stderr } = runWithNodeEnv(env, script)
    const [result, created, error] = stdout.split('\n')
    assert.equal(result, '["reducers: Walk the dog"]')
    assert.equal(stderr, '', `NODE_ENV=${env}`)
    assert.equal(created, 'created')
    assert.equal(
      error,
      env === 'production'
        ? 'Minified Redux Toolkit error #29; visit https://redux-toolkit.js.org/Errors?code=29 for the full message or use the non-minified dev environment for full errors.'
        : "`builder.addCase` cannot be called with two reducers for the same action type 'auth/loggedOut'",
    )
  }
})

claim('`createAction(\'todos/todoAdded\')` in another file is the same action as the slice\'s `todoAdded`', () => {
  const todos = createSlice({
    name: 'todos',
    initialState: [] as string[],
    reducers: {
      todoAdded(state, action: PayloadAction<string>) {
        state.push(action.payload)
      },
    },
  })
  const redeclared = createAction<string>('todos/todoAdded')
  assert.deepEqual(todos.reducer(undefined, redeclared('Walk the dog')), ['Walk the dog'])
  assert.ok(todos.actions.todoAdded.match(redeclared('x')) && redeclared.match(todos.actions.todoAdded('x')))
})

claim('It type-checks, because the types cannot tell the two functions apart, but throws at `createSlice` time.', () => {
  // Compiles without @ts-expect-error; the message is checked with the caution above
  let created = false
  assert.throws(() => {
    createSlice({
      name: 'posts',
      initialState: [] as string[],
      reducers: (create) => ({ fetchPosts: create.asyncThunk(async () => ['Hello Redux']) }),
    })
    created = true
  })
  assert.equal(created, false)
})

claim('when the assignment changed the draft, the reducer throws an error, and when it did not (the field already had that value), the assigned value silently becomes the new state. TypeScript rejects such a reducer when the value is not of the state\'s type.', () => {
  createSlice({
    name: 'status',
    initialState: { status: 'idle' },
    reducers: {
      // @ts-expect-error: returns a string, not the state
      statusChanged: (state, action: PayloadAction<string>) => (state.status = action.payload),
    },
  })
  const script = `const { createSlice } = require('@reduxjs/toolkit')
  const slice = createSlice({ name: 'status', initialState: { status: 'idle' },
    reducers: { statusChanged: (state, action) => (state.status = action.payload) } })
  const show = (run) => { try { return JSON.stringify(run()) } catch (e) { return 'throws' } }
  console.log(show(() => slice.reducer(undefined, slice.actions.statusChanged('loading'))))
  console.log(show(() => slice.reducer(undefined, slice.actions.statusChanged('idle'))))`
  for (const env of ['development', 'production']) {
    assert.equal(runWithNodeEnv(env, script).stdout, 'throws\n"idle"', `NODE_ENV=${env}`)
  }
  const slice = createSlice({
    name: 'status',
    initialState: { status: 'idle' },
    reducers: { statusChanged: (state, action: PayloadAction<string>) => (state.status = action.payload) as any },
  })
  assert.throws(() => slice.reducer(undefined, slice.actions.statusChanged('loading')), {
    message: '[Immer] An immer producer returned a new value *and* modified its draft. Either return a new value *or* modify the draft.',
  })
})

claim('logs an error to the console, outside production builds, when a dispatched action or the state after it holds a non-serializable value (one error each for the action and the state, naming the first such value)', () => {
  const script = `const { configureStore, createSlice } = require('@reduxjs/toolkit')
  const events = createSlice({ name: 'events', initialState: { last: null },
    reducers: { happened: (state, action) => { state.last = action.payload } } })
  const store = configureStore({ reducer: { events: events.reducer } })
  const errors = []
  console.error = (message) => errors.push(message.split('. Value:')[0])
  store.dispatch(events.actions.happened({ at: new Date(0), error: new Error('offline') }))
  console.log(JSON.stringify(errors))`
  for (const env of ALL_ENVS) {
    const errors = JSON.parse(runWithNodeEnv(env, script).stdout)
    assert.deepEqual(
      errors,
      env === 'production'
        ? []
        : [
            'A non-serializable value was detected in an action, in the path: `payload.at`',
            'A non-serializable value was detected in the state, in the path: `events.last.at`',
          ],
      `NODE_ENV=${env}`,
    )
  }
})

claim('A production build (`NODE_ENV` set to `production`) throws the errors below at the same points, with a numbered message instead', () => {
  const script = `const { createSlice } = require('@reduxjs/toolkit')
  const show = (run) => { try { run(); return 'no error' } catch (e) { return e.message } }
  console.log(show(() => createSlice({ name: '', initialState: 0, reducers: {} })))
  console.log(show(() => createSlice({ name: 'todos', initialState: [], reducers: () => ({ todoAdded: { reducer: (s) => s, prepare: (t) => ({ payload: t }) } }) })))
  console.log(show(() => createSlice({ name: 'posts', initialState: [], reducers: (create) => ({ fetchPosts: create.asyncThunk(async () => []) }) })))`
  const minified = (code: number) =>
    `Minified Redux Toolkit error #${code}; visit https://redux-toolkit.js.org/Errors?code=${code} for the full message or use the non-minified dev environment for full errors.`
  const lines = (env: string | undefined) => runWithNodeEnv(env, script).stdout.split('\n').map((line) => line.trimEnd())
  assert.deepEqual(lines('production'), [minified(11), minified(17), minified(18)])
  for (const env of ['development', 'test', undefined]) {
    const [name, prepared, asyncThunk] = lines(env)
    assert.equal(name, '`name` is a required option for createSlice')
    assert.match(prepared, /^Please use the `create.preparedReducer` notation/)
    assert.match(asyncThunk, /^Cannot use `create.asyncThunk` in the built-in `createSlice`/)
  }
  // #29 is checked with the name collisions above
})

claim('The checks this page describes as outside production builds or in development do not run there at all.', () => {
  const script = `const { combineSlices, configureStore, createSlice } = require('@reduxjs/toolkit')
  const logged = []
  console.error = console.warn = (message) => logged.push(String(message))
  const show = (run) => { try { return JSON.stringify(run()) ?? 'undefined' } catch (e) { return e.message.trimEnd() } }
  // extraReducers as an object, and an undefined initial state
  const todos = createSlice({ name: 'todos', initialState: ['a'], reducers: {}, extraReducers: { 'auth/loggedOut': () => [] } })
  const typo = createSlice({ name: 'typo', initalState: 0, reducers: {} })
  // selectSlice and the selectors on a missing state
  const chat = createSlice({ name: 'chat', initialState: { unread: 1 }, reducers: {}, selectors: { selectChat: (sliceState) => sliceState } })
  // inject over a different reducer, a non-serializable value
  const rootReducer = combineSlices(chat)
  rootReducer.inject({ reducerPath: 'chat', reducer: () => 'other' })
  const store = configureStore({ reducer: rootReducer })
  store.dispatch({ type: 'happened', payload: new Date(0) })
  // builder.addCase twice, first met by getInitialState
  const twice = createSlice({ name: 'twice', initialState: 0, reducers: {},
    extraReducers: (builder) => { builder.addCase('x', (s) => s).addCase('x', (s) => s) } })
  console.log(JSON.stringify([
    show(() => todos.reducer(undefined, { type: 'auth/loggedOut' })),
    show(() => chat.selectSlice({})),
    show(() => chat.selectors.selectChat({})),
    show(() => twice.getInitialState()),
    logged,
  ]))`
  assert.deepEqual(JSON.parse(runWithNodeEnv('production', script).stdout), [
    '[]',
    'undefined',
    'undefined',
    'Minified Redux Toolkit error #29; visit https://redux-toolkit.js.org/Errors?code=29 for the full message or use the non-minified dev environment for full errors.',
    [],
  ])
  const [objectNotation, selectSlice, selectors, addCaseTwice, logged] = JSON.parse(runWithNodeEnv('development', script).stdout)
  assert.match(objectNotation, /^The object notation for `createSlice.extraReducers` has been removed/)
  assert.equal(selectSlice, 'selectSlice returned undefined for an uninjected slice reducer')
  assert.equal(selectors, 'selectSlice returned undefined for an uninjected slice reducer')
  assert.equal(addCaseTwice, "`builder.addCase` cannot be called with two reducers for the same action type 'x'")
  assert.deepEqual(
    logged.map((message: string) => message.split('. ')[0]),
    [
      'You must provide an `initialState` value that is not `undefined`',
      'called `inject` to override already-existing reducer chat without specifying `overrideExisting: true`',
      'A non-serializable value was detected in an action, in the path: `payload`',
    ],
  )
})
