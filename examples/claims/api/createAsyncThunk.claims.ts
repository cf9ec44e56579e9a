import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import ts from 'typescript'
import {
  Tuple,
  buildCreateSlice,
  asyncThunkCreator,
  configureStore,
  createAsyncThunk,
  createReducer,
  createSlice,
  isPending,
  isRejected,
  isRejectedWithValue,
  miniSerializeError,
  unwrapResult,
  type AsyncThunk,
  type GetThunkAPI,
  type Middleware,
  type SafePromise,
  type SerializedError,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit'
import { claimsOf } from '../claim'
import { type Equal, expectType } from '../types'
import { loadRelease, releaseDir } from '../releases'

const claim = claimsOf(__filename)

type RTK = typeof import('@reduxjs/toolkit')

const EXAMPLES = path.resolve(__dirname, '../..')

/** Runs CommonJS code in a Node process of its own and parses the JSON line it prints last. */
function runNode<T = any>(code: string, env: Record<string, string> = {}): T {
  const out = execFileSync(process.execPath, ['-e', code], {
    cwd: EXAMPLES,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
  })
  return JSON.parse(out.trim().split('\n').pop()!)
}

function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

const makeStore = () => configureStore({ reducer: (state: number = 0) => state })
type AppStore = ReturnType<typeof makeStore>

/** A store (of `rtk`, the pinned package unless given) that records every plain action it is dispatched. */
function recordingStore(rtk: RTK = require('@reduxjs/toolkit'), extraArgument?: unknown) {
  const actions: any[] = []
  const recorder: Middleware = () => (next) => (action) => {
    if (typeof action !== 'function') actions.push(action)
    return next(action)
  }
  const store = rtk.configureStore({
    reducer: (state: number = 0) => state,
    middleware: (gDM: any) =>
      gDM({ serializableCheck: false, thunk: extraArgument === undefined ? true : { extraArgument } }).prepend(recorder),
  }) as unknown as AppStore
  const types = () => actions.map((action) => action.type.split('/').pop())
  return { store, actions, types }
}

/** RTK 1.x: its UMD build bundles its own redux, immer and reselect (the workspace has newer majors of them). */
const loadRelease1 = (version: string): any => require(path.join(releaseDir(version), 'dist/redux-toolkit.umd.js'))

// ---------------------------------------------------------------------------------------------------------------
// Type-checking projects of several files, and the exports of older releases' declarations

const projects: Record<string, Record<string, string>> = {
  // A createAsyncThunk beside the slice, its Returned read from getState()
  standalone: {
    'postsSlice.ts': `
      import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
      import type { RootState } from './store'
      export const refresh = createAsyncThunk.withTypes<{ state: RootState }>()('posts/refresh', async (_: void, { getState }) => {
        return getState().posts.count + 1
      })
      export const postsSlice = createSlice({
        name: 'posts',
        initialState: { count: 0 },
        reducers: {},
        extraReducers: (builder) => {
          builder.addCase(refresh.fulfilled, (state, action) => {
            state.count = action.payload
          })
        },
      })
    `,
    'store.ts': `
      import { configureStore } from '@reduxjs/toolkit'
      import { postsSlice } from './postsSlice'
      export const store = configureStore({ reducer: { posts: postsSlice.reducer } })
      export type RootState = ReturnType<typeof store.getState>
      const count: number = store.getState().posts.count
    `,
  },
  ...Object.fromEntries(
    Object.entries({
      // create.asyncThunk inside the slice, in three ways
      returnFromState: `create.asyncThunk(async (_: void, { getState }) => (getState() as RootState).posts.count + 1, {
          fulfilled: (state, action) => { state.count = action.payload },
        })`,
      stateInTypeArguments: `create.asyncThunk<number, void, { state: RootState }>(async (_, { getState }) => getState().posts.count + 1, {
          fulfilled: (state, action) => { state.count = action.payload },
        })`,
      annotatedAndCast: `create.asyncThunk(async (_: void, { getState }): Promise<number> => (getState() as RootState).posts.count + 1, {
          fulfilled: (state, action) => { state.count = action.payload },
        })`,
    }).map(([name, thunk]) => [
      name,
      {
        'postsSlice.ts': `
          import { asyncThunkCreator, buildCreateSlice } from '@reduxjs/toolkit'
          import type { RootState } from './store'
          const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })
          export const postsSlice = createAppSlice({
            name: 'posts',
            initialState: { count: 0 },
            reducers: (create) => ({
              refresh: ${thunk},
            }),
          })
        `,
        'store.ts': `
          import { configureStore } from '@reduxjs/toolkit'
          import { postsSlice } from './postsSlice'
          export const store = configureStore({ reducer: { posts: postsSlice.reducer } })
          export type RootState = ReturnType<typeof store.getState>
        `,
      },
    ]),
  ),
}
const exportsOf = ['2.0.1', '2.1.0', '2.2.3', '2.2.4', '2.3.0', '2.4.0', '2.8.2', '2.9.0']
let compiled: { diagnostics: Map<string, string[]>; exports: Map<string, Set<string>> } | undefined
function compile() {
  if (compiled) return compiled
  const root = path.join(__dirname, '__projects__')
  const files = new Map<string, string>()
  for (const [name, project] of Object.entries(projects)) {
    for (const [file, text] of Object.entries(project)) files.set(path.join(root, name, file), text)
  }
  const declarations = exportsOf.map((version) => path.join(releaseDir(version), 'dist/index.d.ts'))
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
  // The projects' folders exist only in memory
  const { directoryExists } = host
  host.directoryExists = (dir) => dir === root || dir.startsWith(root + path.sep) || (directoryExists?.(dir) ?? true)
  host.readFile = (file) => files.get(file) ?? readFile(file)
  host.getSourceFile = (file, language, ...rest) =>
    files.has(file) ? ts.createSourceFile(file, files.get(file)!, language) : getSourceFile(file, language, ...rest)
  const program = ts.createProgram([...files.keys(), ...declarations], options, host)
  const diagnostics = new Map(Object.keys(projects).map((name) => [name, [] as string[]]))
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file && path.relative(root, d.file.fileName).split(path.sep)[0]
    if (!name || !diagnostics.has(name)) continue
    diagnostics.get(name)!.push(`TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)
  }
  const checker = program.getTypeChecker()
  const exports = new Map(
    exportsOf.map((version, index) => {
      const symbol = checker.getSymbolAtLocation(program.getSourceFile(declarations[index])!)!
      return [version, new Set(checker.getExportsOfModule(symbol).map((s) => s.name))]
    }),
  )
  compiled = { diagnostics, exports }
  return compiled
}

// ---------------------------------------------------------------------------------------------------------------
// Overview and signature

claim('When you dispatch that thunk, it dispatches a `pending` action, runs your function', async () => {
  const { store, types } = recordingStore()
  const order: string[] = []
  const ok = createAsyncThunk('posts/ok', async () => (order.push(`runs after ${types().join()}`), 1))
  const failing = createAsyncThunk('posts/failing', async () => {
    throw new Error('Nope')
  })
  await store.dispatch(ok())
  await store.dispatch(failing())
  assert.deepEqual(order, ['runs after pending'])
  assert.deepEqual(types(), ['pending', 'fulfilled', 'pending', 'rejected'])
})

claim('The thunk is a plain function until a store with the thunk middleware runs it.', () => {
  const load = createAsyncThunk('posts/load', async () => 1)
  assert.equal(typeof load(), 'function')
  const withoutThunk = configureStore({ reducer: (state: number = 0) => state, middleware: () => new Tuple() })
  assert.throws(() => withoutThunk.dispatch(load() as any), /Actions must be plain objects/)
})

claim('You pass either no type argument, one or two (`Returned`, then `ThunkArg`), or all three.', () => {
  const one = createAsyncThunk<string>('a/one', async () => 'x')
  one()
  const two = createAsyncThunk<string, number>('a/two', async (id) => `${id}`)
  two(1)
  const three = createAsyncThunk<string, number, { rejectValue: string }>('a/three', async (id, { rejectWithValue }) =>
    id > 0 ? `${id}` : rejectWithValue('negative'),
  )
  three(1)
  // A call with three merges into the config of withTypes
  const withState = createAsyncThunk.withTypes<{ state: { posts: number[] } }>()
  withState<number, void, { rejectValue: string }>('a/merged', async (_, { getState, rejectWithValue }) => {
    const count: number = getState().posts.length
    return count > 0 ? count : rejectWithValue('no posts')
  })
})

claim('Two thunks with the same prefix dispatch the same action types, so reducers cannot tell them apart', async () => {
  const a = createAsyncThunk('posts/load', async () => 'from a')
  const b = createAsyncThunk('posts/load', async () => 'from b')
  const { store } = recordingStore()
  const action = await store.dispatch(b())
  assert.equal(a.fulfilled.match(action), true)
  assert.equal(a.fulfilled.type, b.fulfilled.type)
})

claim('A payload creator with no first parameter makes a thunk you call with no argument.', () => {
  const load = createAsyncThunk('posts/load', async () => 1)
  load()
  // @ts-expect-error: no argument is expected
  load(1)
})

claim("`arg` is also copied into every action's `meta.arg`.", async () => {
  const { store, actions } = recordingStore()
  const ok = createAsyncThunk('a/ok', async (arg: { id: number }) => arg.id)
  const failing = createAsyncThunk('a/failing', async (_arg: { id: number }) => {
    throw new Error('x')
  })
  const skipped = createAsyncThunk('a/skipped', async (_arg: { id: number }) => 1, { condition: () => false })
  const arg = { id: 7 }
  await store.dispatch(ok(arg))
  await store.dispatch(failing(arg))
  const skip = await store.dispatch(skipped(arg))
  for (const action of [...actions, skip]) assert.equal(action.meta.arg, arg)
  assert.equal(actions.length, 4)
})

claim('What the payload creator does decides the final action', async () => {
  const { store } = recordingStore()
  const returns = await store.dispatch(createAsyncThunk('a/returns', () => 'value')())
  assert.deepEqual([returns.type, returns.payload, 'error' in returns], ['a/returns/fulfilled', 'value', false])
  const resolves = await store.dispatch(createAsyncThunk('a/resolves', async () => 'value')())
  assert.deepEqual([resolves.type, resolves.payload, 'error' in resolves], ['a/resolves/fulfilled', 'value', false])
  const withMeta: any = await store.dispatch(
    createAsyncThunk<string, void, { fulfilledMeta: { source: string } }>('a/meta', (_, { fulfillWithValue }) =>
      fulfillWithValue('value', { source: 'cache' }),
    )(),
  )
  assert.deepEqual([withMeta.payload, withMeta.meta.source, 'error' in withMeta], ['value', 'cache', false])
  const error = Object.assign(new Error('Nope'), { status: 500 })
  const throws = await store.dispatch(
    createAsyncThunk('a/throws', () => {
      throw error
    })(),
  )
  assert.deepEqual([throws.type, throws.payload], ['a/throws/rejected', undefined])
  assert.deepEqual((throws as any).error, miniSerializeError(error))
  const rejectsPromise = await store.dispatch(createAsyncThunk('a/rejectsPromise', () => Promise.reject(error))())
  assert.deepEqual((rejectsPromise as any).error, miniSerializeError(error))
  const withValue = await store.dispatch(createAsyncThunk('a/withValue', (_, { rejectWithValue }) => rejectWithValue({ code: 7 }))())
  assert.deepEqual([withValue.type, withValue.payload, (withValue as any).error], ['a/withValue/rejected', { code: 7 }, { message: 'Rejected' }])
  const withValueMeta = await store.dispatch(
    createAsyncThunk<never, void, { rejectValue: number; rejectedMeta: { retry: boolean } }>('a/withValueMeta', (_, { rejectWithValue }) =>
      rejectWithValue(7, { retry: true }),
    )(),
  )
  assert.deepEqual([withValueMeta.payload, (withValueMeta.meta as any).retry], [7, true])
})

claim('A promise you start and forget is not tracked', () => {
  const events = runNode(`
    const events = []
    process.on('unhandledRejection', (reason) => events.push('unhandled: ' + reason.message))
    const { configureStore, createAsyncThunk } = require('@reduxjs/toolkit')
    const save = createAsyncThunk('posts/save', async () => {
      // started, neither returned nor awaited
      new Promise((_, reject) => setTimeout(() => reject(new Error('Server is down')), 20))
    })
    const store = configureStore({ reducer: (state = 0) => state })
    store.dispatch(save()).then((action) => events.push(action.type + ' ' + action.payload))
    setTimeout(() => console.log(JSON.stringify(events)), 100)
  `)
  assert.deepEqual(events, ['posts/save/fulfilled undefined', 'unhandled: Server is down'])
})

// ---------------------------------------------------------------------------------------------------------------
// thunkAPI

claim('| `abort` | `(reason?: string) => void` | Cancel this call from inside |', () => {
  type Api = GetThunkAPI<{}>
  expectType<Equal<Api['abort'], (reason?: string) => void>>(true)
  expectType<Equal<Api['requestId'], string>>(true)
  expectType<Equal<Api['signal'], AbortSignal>>(true)
  expectType<Equal<Parameters<Api['rejectWithValue']>, [value: unknown]>>(true)
  expectType<Equal<Parameters<GetThunkAPI<{ rejectedMeta: number }>['rejectWithValue']>, [value: unknown, meta: number]>>(true)
  const fulfill: GetThunkAPI<{}>['fulfillWithValue'] = (value) => value
  const same: 'x' = fulfill('x' as const)
  assert.ok(same)
})

claim('Its type is `ThunkDispatch` over the state and extra types you declare', () => {
  interface State {
    posts: string[]
  }
  expectType<Equal<GetThunkAPI<{ state: State; extra: 'api' }>['dispatch'], ThunkDispatch<State, 'api', UnknownAction>>>(true)
  expectType<Equal<GetThunkAPI<{}>['dispatch'], ThunkDispatch<unknown, unknown, UnknownAction>>>(true)
  const store = configureStore({ reducer: { posts: (state: string[] = []) => state } })
  type AppDispatch = typeof store.dispatch
  expectType<Equal<GetThunkAPI<{ dispatch: AppDispatch }>['dispatch'], AppDispatch>>(true)
})

claim('Call it again after an `await` if you need fresh values.', async () => {
  const slice = createSlice({ name: 'count', initialState: 0, reducers: { bumped: (state) => state + 1 } })
  const store = configureStore({ reducer: { count: slice.reducer } })
  const gate = deferred()
  const read = createAsyncThunk('count/read', async (_: void, { getState }) => {
    const before = (getState() as { count: number }).count
    await gate.promise
    return [before, (getState() as { count: number }).count]
  })
  const promise = store.dispatch(read())
  store.dispatch(slice.actions.bumped())
  gate.resolve()
  assert.deepEqual((await promise).payload, [0, 1])
  createAsyncThunk('count/typed', async (_: void, { getState, extra }) => {
    expectType<Equal<ReturnType<typeof getState>, unknown>>(true)
    expectType<Equal<typeof extra, unknown>>(true)
  })
})

claim('`undefined` when you did not set one; typed `unknown` unless you declare `extra`.', async () => {
  let seen: unknown[] = []
  const read = createAsyncThunk('a/extra', async (_: void, { extra }) => void seen.push(extra))
  await recordingStore().store.dispatch(read())
  await recordingStore(undefined, { client: 'api' }).store.dispatch(read())
  assert.deepEqual(seen, [undefined, { client: 'api' }])
  createAsyncThunk<void, void, { extra: { client: string } }>('a/typedExtra', async (_, { extra }) => {
    const client: string = extra.client
    assert.ok(client)
  })
})

claim('A string that identifies this call; 21 characters from `nanoid` unless you set', async () => {
  const { store, actions } = recordingStore()
  let inside = ''
  const failing = createAsyncThunk('a/id', async (_: void, { requestId }) => {
    inside = requestId
    throw new Error('x')
  })
  const promise = store.dispatch(failing())
  await promise
  assert.match(promise.requestId, /^[A-Za-z0-9_-]{21}$/)
  assert.equal(inside, promise.requestId)
  assert.deepEqual(
    actions.map((action) => action.meta.requestId),
    [promise.requestId, promise.requestId],
  )
  const again = store.dispatch(failing())
  await again
  assert.notEqual(again.requestId, promise.requestId)
})

// A payload creator that hands out its signal and waits until told
function waitingThunk(name: string) {
  const signals: AbortSignal[] = []
  const gate = deferred<string>()
  const thunk = createAsyncThunk(name, async (_: void, { signal }) => {
    signals.push(signal)
    return gate.promise
  })
  return { thunk, signals, gate }
}

claim('An [`AbortSignal`](https://developer.mozilla.org/en-US/docs/Web/API/AbortSignal) that aborts when this call is cancelled', async () => {
  const { store } = recordingStore()
  const outside = waitingThunk('a/outside')
  const promise = store.dispatch(outside.thunk())
  promise.abort()
  assert.equal(outside.signals[0].aborted, true)
  const inside = createAsyncThunk('a/inside', async (_: void, { signal, abort }) => {
    abort()
    return signal.aborted
  })
  const controller = new AbortController()
  const external = waitingThunk('a/external')
  const externalPromise = store.dispatch(external.thunk(undefined, { signal: controller.signal }))
  controller.abort()
  assert.equal(external.signals[0].aborted, true)
  await Promise.all([promise, externalPromise])
  // abort() from inside: the signal is aborted at once, and the call settles as aborted
  const result = await store.dispatch(inside())
  assert.equal(result.meta.requestStatus, 'rejected')
})

claim("`signal.reason` is the browser's default `AbortError`, not the reason string you pass to `abort()`", async () => {
  const { store } = recordingStore()
  const { thunk, signals } = waitingThunk('a/reason')
  const promise = store.dispatch(thunk())
  promise.abort('Replaced by page 2')
  const action = await promise
  const reason = signals[0].reason
  assert.ok(reason instanceof DOMException)
  assert.equal(reason.name, 'AbortError')
  assert.notEqual(reason, 'Replaced by page 2')
  assert.equal((action as any).error.message, 'Replaced by page 2')
})

claim('`abort(reason?)` cancels the current call from inside the payload creator', async () => {
  const { store, types } = recordingStore()
  const gate = deferred<string>()
  let finished = false
  const inside = createAsyncThunk('a/inside', async (reason: string | undefined, { abort }) => {
    abort(reason)
    await gate.promise
    finished = true
    return 'late'
  })
  for (const [reason, message] of [['Not needed', 'Not needed'], [undefined, 'Aborted']]) {
    const action: any = await store.dispatch(inside(reason))
    assert.equal(finished, false)
    assert.equal(action.type, 'a/inside/rejected')
    assert.equal(action.meta.aborted, true)
    assert.equal((action as any).error.message, message)
  }
  gate.resolve('late')
  await nextTurn()
  assert.equal(finished, true)
  // The late result was dropped: only pending and rejected were dispatched, twice
  assert.deepEqual(types(), ['pending', 'rejected', 'pending', 'rejected'])
})

claim('throwing it works too, which helps inside a nested helper', async () => {
  const check = (rejectWithValue: (value: string) => unknown, ok: boolean) => {
    if (!ok) throw rejectWithValue('Not allowed')
  }
  const save = createAsyncThunk<string, boolean, { rejectValue: string }>('a/save', async (ok, { rejectWithValue }) => {
    check(rejectWithValue, ok)
    return 'saved'
  })
  const { store } = recordingStore()
  const action: any = await store.dispatch(save(false))
  assert.deepEqual([action.type, action.payload, action.meta.rejectedWithValue], ['a/save/rejected', 'Not allowed', true])
})

claim("The `meta` parameter exists only when the thunk's configuration declares `rejectedMeta`, and is then required", async () => {
  createAsyncThunk<string, void, { rejectValue: string }>('a/noMeta', async (_, { rejectWithValue }) => {
    // @ts-expect-error: no meta parameter without rejectedMeta
    return rejectWithValue('x', { retry: true })
  })
  const withMeta = createAsyncThunk<string, void, { rejectValue: string; rejectedMeta: { retry: boolean } }>(
    'a/meta',
    async (_, { rejectWithValue }) => {
      if (Math.random() > 2) {
        // @ts-expect-error: meta is required once rejectedMeta is declared
        return rejectWithValue('x')
      }
      return rejectWithValue('x', { retry: true })
    },
  )
  const action = await recordingStore().store.dispatch(withMeta())
  assert.deepEqual(action.meta, {
    retry: true,
    arg: undefined,
    requestId: action.meta.requestId,
    rejectedWithValue: true,
    requestStatus: 'rejected',
    aborted: false,
    condition: false,
  })
})

claim('the package does not export it', () => {
  const rtk = require('@reduxjs/toolkit')
  assert.equal('RejectWithValue' in rtk, false)
  assert.equal('FulfillWithMeta' in rtk, false)
})

// Rejects with `value`; what the action says, what the matcher says, and what unwrap() rejects with
async function rejectedWith(rtk: RTK, value: unknown) {
  const store = rtk.configureStore({ reducer: (state: number = 0) => state })
  const thunk = rtk.createAsyncThunk('a/reject', (_: void, { rejectWithValue }) => rejectWithValue(value))
  const action: any = await store.dispatch(thunk())
  const unwrapped = await store
    .dispatch(thunk())
    .unwrap()
    .then(
      () => 'fulfilled',
      (reason: unknown) => reason,
    )
  return { flag: action.meta.rejectedWithValue, matches: rtk.isRejectedWithValue(action), unwrapped }
}

claim('`meta.rejectedWithValue` is `true` when the payload is not `undefined`.', async () => {
  const rtk: RTK = require('@reduxjs/toolkit')
  for (const value of [null, 0, '', false, { error: 'x' }]) {
    assert.deepEqual(await rejectedWith(rtk, value), { flag: true, matches: true, unwrapped: value })
    // unwrapResult reads the same flag
    assert.throws(() => unwrapResult({ payload: value, meta: { rejectedWithValue: true }, error: { message: 'Rejected' } }), (thrown) => thrown === value)
  }
  assert.deepEqual(await rejectedWith(rtk, undefined), { flag: false, matches: false, unwrapped: { message: 'Rejected' } })
})

claim('Up to 2.12.0 the flag was `!!payload`', async () => {
  for (const version of ['2.0.1', '2.12.0']) {
    for (const value of [null, 0, '', false]) {
      assert.deepEqual(await rejectedWith(loadRelease<RTK>(version), value), {
        flag: false,
        matches: false,
        unwrapped: { message: 'Rejected' },
      })
    }
    assert.deepEqual(await rejectedWith(loadRelease<RTK>(version), 'x'), { flag: true, matches: true, unwrapped: 'x' })
  }
  assert.deepEqual(await rejectedWith(loadRelease<RTK>('2.13.0'), null), { flag: true, matches: true, unwrapped: null })
})

claim('then the call is `fulfillWithValue(value, meta)`, with `meta` required', async () => {
  const load = createAsyncThunk<string, boolean, { fulfilledMeta: { source: 'cache' | 'network' } }>(
    'a/load',
    async (cached, { fulfillWithValue }) => {
      if (Math.random() > 2) {
        // @ts-expect-error: meta is required
        return fulfillWithValue('x')
      }
      return fulfillWithValue(cached ? 'from cache' : 'from network', { source: cached ? 'cache' : 'network' })
    },
  )
  // @ts-expect-error: with fulfilledMeta, a path that fulfills must return fulfillWithValue(...), not the plain value
  createAsyncThunk<string, void, { fulfilledMeta: { source: string } }>('a/plain', async () => 'plain value')
  const action = await recordingStore().store.dispatch(load(true))
  assert.deepEqual(action.meta, { source: 'cache', arg: true, requestId: action.meta.requestId, requestStatus: 'fulfilled' })
  assert.equal(action.payload, 'from cache')
})

claim('at run time it still returns a `FulfillWithMeta` object, which the thunk unwraps', async () => {
  let returned: unknown
  const load = createAsyncThunk('a/load', async (_: void, { fulfillWithValue }) => {
    const value = { title: 'Hello' }
    returned = fulfillWithValue(value)
    assert.notEqual(returned, value)
    assert.equal((returned as any).payload, value)
    return returned as typeof value
  })
  const action = await recordingStore().store.dispatch(load())
  assert.deepEqual(action.payload, { title: 'Hello' })
  assert.deepEqual(Object.keys(action.meta).sort(), ['arg', 'requestId', 'requestStatus'])
  // Its type says it returns the value itself
  createAsyncThunk('a/typed', async (_: void, { fulfillWithValue }) => {
    const same: { id: number } = fulfillWithValue({ id: 1 })
    return same
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Options

claim('Any other return value, `undefined` included, lets the call go ahead.', async () => {
  const { store, types } = recordingStore(require('@reduxjs/toolkit'), { client: 'api' })
  let runs = 0
  const received: unknown[] = []
  const conditional = (result: unknown) =>
    createAsyncThunk('a/conditional', async (_: number) => ((runs += 1), 'ran'), {
      condition: (arg, api) => (received.push([arg, typeof api.getState, api.extra]), result as any),
    })
  for (const result of [false, Promise.resolve(false)]) {
    runs = 0
    const action: any = await store.dispatch(conditional(result)(1))
    assert.deepEqual([runs, action.meta.condition], [0, true])
  }
  for (const result of [undefined, true, null, 0, '', 'no', Promise.resolve(undefined), Promise.resolve(0)]) {
    runs = 0
    const action = await store.dispatch(conditional(result)(1))
    assert.deepEqual([runs, action.type], [1, 'a/conditional/fulfilled'])
  }
  assert.deepEqual(received[0], [1, 'function', { client: 'api' }])
  // No pending for the two skipped calls
  assert.deepEqual(types().slice(0, 2), ['pending', 'fulfilled'])
})

claim('by default that action is **not dispatched**, so reducers never see it', async () => {
  const { store, actions } = recordingStore()
  const skipped = createAsyncThunk('a/skipped', async () => 1, { condition: () => false })
  const promise = store.dispatch(skipped())
  assert.ok(promise instanceof Promise)
  const action: any = await promise
  assert.deepEqual([action.type, action.meta.condition], ['a/skipped/rejected', true])
  assert.deepEqual(actions, [])
})

claim('If `condition` throws, the call ends with a dispatched `rejected` action that carries the thrown error, and `meta.condition` is `false`.', async () => {
  const { store, types } = recordingStore()
  let ran = false
  const broken = createAsyncThunk('a/broken', async () => ((ran = true), 1), {
    condition: () => {
      throw new Error('Cannot read the cache')
    },
  })
  const action: any = await store.dispatch(broken())
  assert.deepEqual([action.type, action.meta.condition, action.meta.aborted, action.error.message], ['a/broken/rejected', false, false, 'Cannot read the cache'])
  assert.deepEqual(types(), ['rejected'])
  assert.equal(ran, false)
})

// A thunk whose async condition waits until told, aborted meanwhile
async function abortDuringCondition(rtk: RTK, answer: boolean) {
  const { store, types } = recordingStore(rtk)
  const gate = deferred<boolean>()
  let ran = false
  const thunk = rtk.createAsyncThunk('a/guarded', async () => ((ran = true), 1), { condition: () => gate.promise })
  const promise = store.dispatch(thunk())
  await nextTurn()
  const pendingBeforeAnswer = types().length
  promise.abort('Left the page')
  await nextTurn()
  const settledBeforeAnswer = await Promise.race([promise.then(() => true), nextTurn().then(() => false)])
  gate.resolve(answer)
  const action: any = await promise
  return {
    pendingBeforeAnswer,
    settledBeforeAnswer,
    dispatched: types(),
    ran,
    aborted: action.meta.aborted,
    condition: action.meta.condition,
    error: action.error,
  }
}

claim('An async `condition` delays the `pending` action until it resolves.', async () => {
  const { store, types } = recordingStore()
  const gate = deferred<boolean>()
  const thunk = createAsyncThunk('a/guarded', async () => 1, { condition: () => gate.promise })
  const promise = store.dispatch(thunk())
  await nextTurn()
  assert.deepEqual(types(), [])
  gate.resolve(true)
  await promise
  assert.deepEqual(types(), ['pending', 'fulfilled'])
})

claim('An `abort()` in that time takes effect only when `condition` resolves, and only if `condition` does not return `false`', async () => {
  const rtk: RTK = require('@reduxjs/toolkit')
  for (const version of [rtk, loadRelease<RTK>('2.13.0')]) {
    assert.deepEqual(await abortDuringCondition(version, true), {
      pendingBeforeAnswer: 0,
      settledBeforeAnswer: false,
      dispatched: ['rejected'],
      ran: false,
      aborted: true,
      condition: false,
      error: { name: 'AbortError', message: 'Left the page' },
    })
  }
  const skip = {
    pendingBeforeAnswer: 0,
    settledBeforeAnswer: false,
    dispatched: [],
    ran: false,
    aborted: false,
    condition: true,
    error: { name: 'ConditionError', message: 'Aborted due to condition callback returning false.' },
  }
  assert.deepEqual(await abortDuringCondition(rtk, false), skip)
  // before 2.13.0, such an abort ended the call as a skip
  for (const version of ['2.0.1', '2.12.0']) {
    assert.deepEqual(await abortDuringCondition(loadRelease<RTK>(version), true), skip)
  }
})

claim('With `dispatchConditionRejection: true` that action is also dispatched', async () => {
  const { store, actions } = recordingStore()
  const skipped = createAsyncThunk('a/skipped', async () => 1, { condition: () => false, dispatchConditionRejection: true })
  const action: any = await store.dispatch(skipped())
  assert.deepEqual(actions, [action])
  assert.deepEqual([action.meta.condition, (action as any).error.name], [true, 'ConditionError'])
})

claim('`(arg) => string`, called once per dispatch to make the `requestId`', async () => {
  const calls: unknown[] = []
  const thunk = createAsyncThunk('a/ids', async (_: number) => 1, { idGenerator: (arg) => (calls.push(arg), 'same-id') })
  const { store, actions } = recordingStore()
  const [a, b] = await Promise.all([store.dispatch(thunk(1)), store.dispatch(thunk(2))])
  assert.deepEqual(calls, [1, 2])
  // Nothing checks that the ids are unique
  assert.deepEqual([a.meta.requestId, b.meta.requestId], ['same-id', 'same-id'])
  assert.equal(actions.length, 4)
})

claim('`serializeError` is also called for cancellations and skipped conditions', async () => {
  const calls: unknown[] = []
  const options = {
    serializeError: (error: unknown) => (calls.push(error), { message: 'replaced', name: 'Replaced' }),
  }
  const { store } = recordingStore()
  const waiting = createAsyncThunk('a/waiting', () => new Promise<number>(() => {}), options)
  const cancelled = store.dispatch(waiting())
  cancelled.abort('Stop')
  const aborted: any = await cancelled
  const skipped: any = await store.dispatch(createAsyncThunk('a/skip', async () => 1, { ...options, condition: () => false })())
  await store.dispatch(createAsyncThunk('a/value', async (_: void, { rejectWithValue }) => rejectWithValue('x'), options)())
  for (const falsy of [0, '', null, undefined, false]) {
    await store.dispatch(
      createAsyncThunk('a/falsy', async () => {
        throw falsy
      }, options)(),
    )
  }
  assert.deepEqual(calls, [
    { name: 'AbortError', message: 'Stop' },
    { name: 'ConditionError', message: 'Aborted due to condition callback returning false.' },
    ...Array(6).fill('Rejected'),
  ])
  // The flags come from the thrown value, not from what serializeError returned
  assert.deepEqual([aborted.meta.aborted, aborted.meta.condition], [true, false])
  assert.deepEqual([skipped.meta.aborted, skipped.meta.condition], [false, true])
})

claim('The fields are merged under `arg`, `requestId` and `requestStatus`, which always win.', async () => {
  const { store, actions } = recordingStore(require('@reduxjs/toolkit'), 'extra')
  const seen: unknown[] = []
  const thunk = createAsyncThunk<number, string, { pendingMeta: Record<string, unknown> }>('a/meta', async () => 1, {
    getPendingMeta: (base, api) => {
      seen.push([base, typeof api.getState, api.extra, actions.length])
      return { startedAt: 5, arg: 'other', requestId: 'other', requestStatus: 'other' }
    },
  })
  const promise = store.dispatch(thunk('the arg'))
  await promise
  assert.deepEqual(actions[0].meta, { startedAt: 5, arg: 'the arg', requestId: promise.requestId, requestStatus: 'pending' })
  // It ran right before pending, with the argument and the id
  assert.deepEqual(seen, [[{ requestId: promise.requestId, arg: 'the arg' }, 'function', 'extra', 0]])
  // @ts-expect-error: getPendingMeta is required once pendingMeta is declared
  createAsyncThunk<number, void, { pendingMeta: { startedAt: number } }>('a/missing', async () => 1, {})
  // The fulfilled action does not get these fields
  assert.equal('startedAt' in actions[1].meta, false)
})

// ---------------------------------------------------------------------------------------------------------------
// Return value

claim('| `settled` | Matcher for `fulfilled` or `rejected` |', async () => {
  const thunk = createAsyncThunk('a/settle', async (fail: boolean) => {
    if (fail) throw new Error('x')
    return 1
  })
  const { store, actions } = recordingStore()
  await store.dispatch(thunk(false))
  await store.dispatch(thunk(true))
  assert.deepEqual(actions.map(thunk.settled), [false, true, false, true])
  assert.equal((thunk.settled as any).type, undefined)
  assert.equal(thunk.typePrefix, 'a/settle')
  assert.deepEqual([thunk.pending.type, thunk.fulfilled.type, thunk.rejected.type], ['a/settle/pending', 'a/settle/fulfilled', 'a/settle/rejected'])
})

// The external signal: aborted before the call ends
async function externalSignal(rtk: RTK, options?: object) {
  const { store, types } = recordingStore(rtk)
  const thunk = rtk.createAsyncThunk('a/external', () => new Promise<number>(() => {}), options as any)
  const controller = new AbortController()
  const promise = store.dispatch((thunk as any)(undefined, { signal: controller.signal }))
  controller.abort()
  const settled = await Promise.race([promise.then((action: any) => action), nextTurn().then(() => 'still running')])
  return { settled: typeof settled === 'string' ? settled : settled.error.message, dispatched: types() }
}

claim('The optional second argument, added in 2.6.1, passes an external `AbortSignal`', async () => {
  assert.deepEqual(await externalSignal(loadRelease<RTK>('2.6.0')), { settled: 'still running', dispatched: ['pending'] })
  for (const rtk of [loadRelease<RTK>('2.6.1'), require('@reduxjs/toolkit')]) {
    assert.deepEqual(await externalSignal(rtk), { settled: 'External signal was aborted', dispatched: ['pending', 'rejected'] })
  }
})

claim('This second argument was added in 2.6.1.', async () => {
  // The same boundary as above, seen from the action creator: 2.6.0 ignores the second argument
  assert.equal((await externalSignal(loadRelease<RTK>('2.6.0'))).settled, 'still running')
  assert.equal((await externalSignal(loadRelease<RTK>('2.6.1'))).settled, 'External signal was aborted')
})

claim('You rarely call `pending(requestId, arg, meta?)` yourself', () => {
  const thunk = createAsyncThunk<number, number, { pendingMeta: { startedAt: number } }>('a/p', async () => 1, {
    getPendingMeta: () => ({ startedAt: 1 }),
  })
  const action = thunk.pending('id-1', 4, { startedAt: 9 })
  assert.deepEqual(action, { type: 'a/p/pending', payload: undefined, meta: { startedAt: 9, arg: 4, requestId: 'id-1', requestStatus: 'pending' } })
  const unknownAction: UnknownAction = action
  if (thunk.pending.match(unknownAction)) {
    const arg: number = unknownAction.meta.arg
    assert.equal(arg, 4)
  }
})

claim('pass `null` as `error` when you provide a `rejectValue`', () => {
  const thunk = createAsyncThunk<number, number, { rejectValue: { code: number } }>('a/r', async () => 1)
  const withValue = thunk.rejected(null, 'id-1', 4, { code: 7 })
  assert.deepEqual(withValue.error, { message: 'Rejected' })
  assert.deepEqual([withValue.payload, withValue.meta.rejectedWithValue, withValue.meta.aborted, withValue.meta.condition], [{ code: 7 }, true, false, false])
  const withError = thunk.rejected(new Error('Timeout'), 'id-2', 4)
  assert.equal(withError.error.message, 'Timeout')
  assert.equal(withError.meta.rejectedWithValue, false)
})

claim('The promise does reject when something throws after the thunk has caught the payload creator\'s outcome', async () => {
  const thunk = createAsyncThunk('a/final', async (fail: boolean) => {
    if (fail) throw new Error('Failed')
    return 1
  })
  const throwingOn = (type: string) =>
    configureStore({
      reducer: (state: number = 0, action: UnknownAction) => {
        if (action.type === type) throw new Error(`Reducer broke on ${type}`)
        return state
      },
    })
  await assert.rejects(throwingOn('a/final/fulfilled').dispatch(thunk(false)), { message: 'Reducer broke on a/final/fulfilled' })
  await assert.rejects(throwingOn('a/final/rejected').dispatch(thunk(true)), { message: 'Reducer broke on a/final/rejected' })
  const picky: Middleware = () => (next) => (action: any) => {
    if (action.type === 'a/final/fulfilled') throw new Error('Middleware broke')
    return next(action)
  }
  const withMiddleware = configureStore({ reducer: (state: number = 0) => state, middleware: (gDM) => gDM().concat(picky) })
  await assert.rejects(withMiddleware.dispatch(thunk(false)), { message: 'Middleware broke' })
  const badSerializer = createAsyncThunk('a/bad', async () => {
    throw new Error('Failed')
  }, {
    serializeError: () => {
      throw new Error('Serializer broke')
    },
  })
  const { store, types } = recordingStore()
  await assert.rejects(store.dispatch(badSerializer()), { message: 'Serializer broke' })
  assert.deepEqual(types(), ['pending'])
})

claim('A reducer that throws on `pending` is different', async () => {
  let ran = false
  const thunk = createAsyncThunk('a/p', async () => ((ran = true), 1))
  const store = configureStore({
    reducer: (state: number = 0, action: UnknownAction) => {
      if (action.type === 'a/p/pending') throw new Error('Reducer broke on pending')
      return state
    },
  })
  const action: any = await store.dispatch(thunk())
  assert.deepEqual([action.type, action.error.message, ran], ['a/p/rejected', 'Reducer broke on pending', false])
  const badIds = createAsyncThunk('a/ids', async () => 1, {
    idGenerator: () => {
      throw new Error('No ids today')
    },
  })
  assert.throws(() => store.dispatch(badIds()), { message: 'No ids today' })
})

claim('What dispatch(fetchPostById(1)) returns, for a thunk that resolves with a Post', async () => {
  interface Post {
    id: number
    title: string
  }
  type Thunk = AsyncThunk<Post, number, {}>
  type DispatchResult = Promise<ReturnType<Thunk['fulfilled']> | ReturnType<Thunk['rejected']>> & {
    abort: (reason?: string) => void
    requestId: string
    arg: number
    unwrap: () => Promise<Post>
  }
  const fetchPost = createAsyncThunk('posts/fetch', async (id: number): Promise<Post> => ({ id, title: 'Hello' }))
  const { store } = recordingStore()
  const result: DispatchResult = store.dispatch(fetchPost(1))
  const safe: SafePromise<ReturnType<Thunk['fulfilled']> | ReturnType<Thunk['rejected']>> = store.dispatch(fetchPost(1))
  assert.deepEqual(Object.keys(result).sort(), ['abort', 'arg', 'requestId', 'unwrap'])
  await Promise.all([result, safe])
})

claim('Calling it after the thunk settled changes nothing about the result', async () => {
  const { thunk, signals, gate } = waitingThunk('a/late')
  const { store, actions } = recordingStore()
  const promise = store.dispatch(thunk())
  gate.resolve('done')
  const before = await promise
  promise.abort('Too late')
  assert.equal(signals[0].aborted, true)
  assert.equal(await promise, before)
  assert.equal(before.type, 'a/late/fulfilled')
  await nextTurn()
  assert.equal(actions.length, 2)
})

claim("The call's `requestId`, available synchronously, before the request finishes.", async () => {
  const { thunk, gate } = waitingThunk('a/sync')
  const { store, actions } = recordingStore()
  const promise = store.dispatch(thunk())
  assert.equal(promise.requestId, actions[0].meta.requestId)
  assert.equal(promise.arg, undefined)
  const withArg = createAsyncThunk('a/arg', async (id: number) => id)
  const second = store.dispatch(withArg(5))
  assert.equal(second.arg, 5)
  gate.resolve('x')
  await Promise.all([promise, second])
})

claim('or rejects with the `rejectWithValue` payload or, when there is none, with the serialized `error`', async () => {
  const { store } = recordingStore()
  const thunk = createAsyncThunk<string, number, { rejectValue: { reason: string } }>('a/u', async (n, { rejectWithValue }) => {
    if (n === 1) return rejectWithValue({ reason: 'Not allowed' })
    if (n === 2) throw Object.assign(new Error('Broken'), { extra: true })
    return 'ok'
  })
  assert.equal(await store.dispatch(thunk(0)).unwrap(), 'ok')
  await assert.rejects(store.dispatch(thunk(1)).unwrap(), (reason) => (assert.deepEqual(reason, { reason: 'Not allowed' }), true))
  await assert.rejects(store.dispatch(thunk(2)).unwrap(), (reason: any) => {
    assert.ok(!(reason instanceof Error))
    assert.deepEqual(Object.keys(reason).sort(), ['message', 'name', 'stack'])
    return true
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Reducers

claim('(added in 2.9.0) to handle several at once; every key is optional, and `settled` runs after `fulfilled` or `rejected`', async () => {
  const thunk = createAsyncThunk('a/t', async (fail: boolean) => {
    if (fail) throw new Error('x')
    return 1
  })
  const order: string[] = []
  const slice = createSlice({
    name: 'r',
    initialState: {},
    reducers: {},
    extraReducers: (builder) => {
      builder.addAsyncThunk(thunk, {
        fulfilled: () => void order.push('fulfilled'),
        rejected: () => void order.push('rejected'),
        settled: () => void order.push('settled'),
      })
    },
  })
  const onlySettled = createSlice({
    name: 's',
    initialState: 0,
    reducers: {},
    extraReducers: (builder) => {
      builder.addAsyncThunk(thunk, { settled: (state) => state + 1 })
    },
  })
  const store = configureStore({ reducer: { r: slice.reducer, s: onlySettled.reducer } })
  await store.dispatch(thunk(false))
  await store.dispatch(thunk(true))
  assert.deepEqual(order, ['fulfilled', 'settled', 'rejected', 'settled'])
  assert.equal(store.getState().s, 2)
  // 2.8.2 has no builder.addAsyncThunk; 2.9.0 has it
  const builderOf = (rtk: RTK) => {
    let methods: string[] = []
    rtk.createReducer(0, (builder: any) => (methods = Object.keys(builder)))
    return methods.includes('addAsyncThunk')
  }
  assert.equal(builderOf(loadRelease<RTK>('2.8.2')), false)
  assert.equal(builderOf(loadRelease<RTK>('2.9.0')), true)
})

claim('`builder.addAsyncThunk` calls go after all `addCase` calls and before `addMatcher` and `addDefaultCase`.', () => {
  const thunk = createAsyncThunk('a/t', async () => 1)
  const other = createAsyncThunk('a/other', async () => 1)
  createReducer(0, (builder) => {
    builder
      .addCase(other.pending, (state) => state)
      .addAsyncThunk(thunk, { fulfilled: (state) => state })
      .addMatcher(other.settled, (state) => state)
      .addDefaultCase((state) => state)
  })
  createReducer(0, (builder) => {
    // @ts-expect-error: no addCase after addAsyncThunk
    builder.addAsyncThunk(thunk, {}).addCase(other.pending, (state) => state)
  })
  createReducer(0, (builder) => {
    // @ts-expect-error: no addAsyncThunk after addMatcher
    builder.addMatcher(other.settled, (state) => state).addAsyncThunk(thunk, {})
  })
  assert.throws(
    () => createReducer(0, (builder) => void (builder as any).addDefaultCase((s: number) => s).addAsyncThunk(thunk, {})),
    { message: '`builder.addAsyncThunk` should only be called before calling `builder.addDefaultCase`' },
  )
})

claim('which needs a slice creator made with `buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })`', async () => {
  assert.throws(
    () =>
      createSlice({
        name: 'plain',
        initialState: 0,
        reducers: (create: any) => ({ load: create.asyncThunk(async () => 1) }),
      } as any),
    /^Error: Cannot use `create.asyncThunk` in the built-in `createSlice`/,
  )
  const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })
  let runs = 0
  const slice = createAppSlice({
    name: 'posts',
    initialState: { loaded: 0 },
    reducers: (create) => ({
      load: create.asyncThunk(async (id: number) => ((runs += 1), id), {
        fulfilled: (state) => {
          state.loaded += 1
        },
        // The options of createAsyncThunk
        options: { condition: (id) => id !== 0 },
      }),
    }),
  })
  const store = configureStore({ reducer: { posts: slice.reducer } })
  await store.dispatch(slice.actions.load(1))
  const skipped = await store.dispatch(slice.actions.load(0))
  assert.deepEqual([runs, store.getState().posts.loaded, (skipped.meta as any).condition], [1, 1, true])
})

claim('Otherwise it throws: the `payload` when `meta.rejectedWithValue` is `true`, the `error` otherwise.', () => {
  assert.equal(unwrapResult({ payload: 3, meta: {} }), 3)
  assert.throws(() => unwrapResult({ payload: 'why', meta: { rejectedWithValue: true }, error: { message: 'Rejected' } }), (e) => e === 'why')
  const error = { message: 'Broken' }
  assert.throws(() => unwrapResult({ payload: undefined, meta: { rejectedWithValue: false }, error }), (e) => e === error)
})

claim('For an object (an `Error` included), it copies `name`, `message`, `stack` and `code` when they are strings, and nothing else.', () => {
  const error = Object.assign(new TypeError('Bad'), { code: 42, status: 500 })
  const serialized = miniSerializeError(error)
  assert.deepEqual(Object.keys(serialized).sort(), ['message', 'name', 'stack'])
  assert.equal(serialized.name, 'TypeError')
  assert.deepEqual(miniSerializeError({ code: 'E1', name: 1, detail: 'x' }), { code: 'E1' })
  assert.deepEqual(miniSerializeError(null), { message: 'null' })
  assert.deepEqual(miniSerializeError(404), { message: '404' })
  assert.deepEqual(miniSerializeError(undefined), { message: 'undefined' })
})

claim("The thunk passes `'Rejected'` when the thrown value is falsy", async () => {
  const { store } = recordingStore()
  for (const falsy of [undefined, null, 0, '', false, NaN]) {
    const action: any = await store.dispatch(
      createAsyncThunk('a/falsy', async () => {
        throw falsy
      })(),
    )
    assert.deepEqual(action.error, { message: 'Rejected' })
  }
})

// ---------------------------------------------------------------------------------------------------------------
// Cancellation

claim('Once the payload creator is running, `thunkAPI.signal` aborts and the thunk settles with a `rejected` action without waiting for the payload creator', async () => {
  const { thunk, gate } = waitingThunk('a/ignores')
  const { store, types } = recordingStore()
  const promise = store.dispatch(thunk())
  promise.abort()
  const action: any = await promise
  assert.deepEqual([action.meta.aborted, action.error.message], [true, 'Aborted'])
  // The payload creator finishes later; its result is dropped
  gate.resolve('late result')
  await nextTurn()
  assert.deepEqual(types(), ['pending', 'rejected'])
})

claim('An external signal that is already aborted when you dispatch ends the call the same way, before `pending`.', async () => {
  const { store, types } = recordingStore()
  let ran = false
  const thunk = createAsyncThunk('a/pre', async () => ((ran = true), 1))
  const action: any = await store.dispatch(thunk(undefined, { signal: AbortSignal.abort() }))
  assert.deepEqual(
    [types(), ran, action.meta.aborted, action.meta.condition, action.error],
    [['rejected'], false, true, false, { name: 'AbortError', message: 'External signal was aborted' }],
  )
  // A sync condition that returns false still wins
  const guarded = createAsyncThunk('a/guarded', async () => 1, { condition: () => false })
  const skipped: any = await store.dispatch(guarded(undefined, { signal: AbortSignal.abort() }))
  assert.deepEqual([skipped.meta.condition, skipped.meta.aborted], [true, false])
})

// An external signal aborted before dispatch, on a release
async function preAborted(rtk: RTK, options?: object) {
  const { store, types } = recordingStore(rtk)
  const thunk = rtk.createAsyncThunk('a/pre', async () => 1, options as any)
  const action: any = await store.dispatch((thunk as any)(undefined, { signal: AbortSignal.abort() }))
  return { dispatched: types(), condition: action.meta.condition, aborted: action.meta.aborted, error: action.error }
}

claim('Up to 2.12.0, a call aborted before `pending`', async () => {
  const asSkip = { condition: true, aborted: false, error: { name: 'ConditionError', message: 'Aborted due to condition callback returning false.' } }
  for (const version of ['2.6.1', '2.12.0']) {
    const rtk = loadRelease<RTK>(version)
    // An external signal aborted before dispatch: dispatched only without options, or with dispatchConditionRejection
    assert.deepEqual(await preAborted(rtk, { idGenerator: () => 'id' }), { dispatched: [], ...asSkip })
    assert.deepEqual(await preAborted(rtk), { dispatched: ['rejected'], ...asSkip })
    assert.deepEqual(await preAborted(rtk, { dispatchConditionRejection: true }), { dispatched: ['rejected'], ...asSkip })
  }
  const asAbort = { dispatched: ['rejected'], condition: false, aborted: true, error: { name: 'AbortError', message: 'External signal was aborted' } }
  for (const rtk of [loadRelease<RTK>('2.13.0'), require('@reduxjs/toolkit')]) {
    assert.deepEqual(await preAborted(rtk, { idGenerator: () => 'id' }), asAbort)
    assert.deepEqual(await preAborted(rtk), asAbort)
  }
})

claim('`error.message` | the reason, `\'Aborted\'`, or `\'External signal was aborted\'`', async () => {
  const { store, types } = recordingStore()
  const { thunk } = waitingThunk('a/table')
  const aborted = store.dispatch(thunk())
  aborted.abort()
  await assert.rejects(aborted.unwrap(), (error) => (assert.deepEqual(error, { name: 'AbortError', message: 'Aborted' }), true))
  const skipped = store.dispatch(createAsyncThunk('a/skip', async () => 1, { condition: () => false })())
  await assert.rejects(skipped.unwrap(), (error) =>
    (assert.deepEqual(error, { name: 'ConditionError', message: 'Aborted due to condition callback returning false.' }), true),
  )
  assert.deepEqual(types(), ['pending', 'rejected'])
})

claim("it is also `true` when the payload creator throws any error named `'AbortError'`", async () => {
  const { store } = recordingStore()
  for (const thrown of [new DOMException('Gone', 'AbortError'), { name: 'AbortError', message: 'Plain object' }, Object.assign(new Error('x'), { name: 'AbortError' })]) {
    const action: any = await store.dispatch(
      createAsyncThunk('a/named', async () => {
        throw thrown
      })(),
    )
    assert.equal(action.meta.aborted, true)
  }
})

/** Polls until `done()`, for events of a real server that arrive in their own time (at most 5 s). */
async function waitUntil(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5000) throw new Error('gave up waiting')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A real HTTP server on the loopback interface that answers after `delay` ms, and reports closed requests. */
async function slowServer(delay: number) {
  const closed: string[] = []
  const received: string[] = []
  const server = http.createServer((request, response) => {
    received.push(request.url!)
    const timer = setTimeout(() => response.end('late'), delay)
    response.on('close', () => {
      clearTimeout(timer)
      if (!response.writableEnded) closed.push(request.url!)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    closed,
    received,
    close: () => {
      // fetch keeps its connections alive; close them so the server stops at once
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

claim("use `AbortSignal.timeout(ms)`, whose error is named `'TimeoutError'` (`meta.aborted` stays `false`)", async () => {
  const server = await slowServer(300)
  try {
    const { store } = recordingStore()
    const ownController = createAsyncThunk('reports/own', async () => {
      const timeout = new AbortController()
      setTimeout(() => timeout.abort(), 50)
      return (await fetch(`${server.url}/own`, { signal: timeout.signal })).status
    })
    const withTimeout = createAsyncThunk('reports/timeout', async () => {
      return (await fetch(`${server.url}/timeout`, { signal: AbortSignal.timeout(50) })).status
    })
    const own: any = await store.dispatch(ownController())
    const timedOut: any = await store.dispatch(withTimeout())
    assert.deepEqual([own.error.name, own.meta.aborted], ['AbortError', true])
    assert.deepEqual([timedOut.error.name, timedOut.meta.aborted], ['TimeoutError', false])
  } finally {
    await server.close()
  }
})

claim('combine the two signals with `AbortSignal.any([signal, AbortSignal.timeout(ms)])`', async () => {
  const server = await slowServer(300)
  try {
    const { store } = recordingStore()
    const fetchErrors: string[] = []
    const fetchReport = createAsyncThunk('reports/fetch', async (timeoutMs: number, { signal }) => {
      try {
        return (await fetch(`${server.url}/report-${timeoutMs}`, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) })).status
      } catch (error) {
        fetchErrors.push((error as Error).name)
        throw error
      }
    })
    // The timeout: a failure
    const timedOut: any = await store.dispatch(fetchReport(50))
    assert.deepEqual([timedOut.error.name, timedOut.meta.aborted], ['TimeoutError', false])
    // The thunk cancelled: the request stops too
    const cancelled = store.dispatch(fetchReport(10_000))
    await waitUntil(() => server.received.includes('/report-10000'))
    cancelled.abort()
    const action: any = await cancelled
    await waitUntil(() => server.closed.length === 2 && fetchErrors.length === 2)
    assert.equal(action.meta.aborted, true)
    assert.deepEqual(fetchErrors, ['TimeoutError', 'AbortError'])
    assert.deepEqual(server.closed.sort(), ['/report-10000', '/report-50'])
  } finally {
    await server.close()
  }
})

// ---------------------------------------------------------------------------------------------------------------
// TypeScript

claim('With `arg?: T` or `arg: T | undefined`, the argument is optional.', () => {
  const none = createAsyncThunk('a/none', async () => 1)
  none()
  const optional = createAsyncThunk('a/optional', async (page?: number) => page ?? 1)
  optional()
  optional(2)
  const orUndefined = createAsyncThunk('a/orUndefined', async (page: number | undefined) => page ?? 1)
  orUndefined()
  const required = createAsyncThunk('a/required', async (page: number) => page)
  // @ts-expect-error: a plain parameter is required
  required()
  expectType<Equal<ReturnType<typeof required.fulfilled>['payload'], number>>(true)
})

claim('Everything in `thunkAPI` falls back to loose defaults', () => {
  createAsyncThunk('a/loose', async (_: void, { getState, extra, rejectWithValue }) => {
    expectType<Equal<ReturnType<typeof getState>, unknown>>(true)
    expectType<Equal<typeof extra, unknown>>(true)
    expectType<Equal<Parameters<typeof rejectWithValue>[0], unknown>>(true)
  })
})

claim('| `serializedErrorType` | the `rejected` action\'s `error` and `serializeError`\'s return | `SerializedError` |', () => {
  const plain = createAsyncThunk('a/plain', async () => 1)
  expectType<Equal<ReturnType<typeof plain.rejected>['error'], SerializedError>>(true)
  expectType<Equal<ReturnType<typeof plain.rejected>['payload'], unknown>>(true)
  const typed = createAsyncThunk<number, void, { serializedErrorType: { status: number }; rejectValue: string }>('a/typed', async () => 1, {
    serializeError: () => ({ status: 500 }),
  })
  expectType<Equal<ReturnType<typeof typed.rejected>['error'], { status: number }>>(true)
  expectType<Equal<ReturnType<typeof typed.rejected>['payload'], string | undefined>>(true)
  createAsyncThunk<number, void, { fulfilledMeta: { source: string } }>('a/fm', async (_, { fulfillWithValue }) =>
    // @ts-expect-error: the second argument of fulfillWithValue is required once fulfilledMeta is declared
    fulfillWithValue(1),
  )
})

claim('once you write one, the rest are no longer inferred', () => {
  // `Returned` alone: ThunkArg is void, so an annotated parameter no longer fits
  // @ts-expect-error: the payload creator's `id: number` does not accept void
  createAsyncThunk<string>('a/one', async (id: number) => `${id}`)
  const two = createAsyncThunk<string, number>('a/two', async (id) => `${id}`)
  two(1)
})

claim('so each thunk only annotates its argument and `Returned` is inferred again', () => {
  const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: { posts: string[] }; rejectValue: string }>()
  const first = createAppAsyncThunk('a/first', async (index: number, { getState, rejectWithValue }) => {
    const post = getState().posts[index]
    return post ?? rejectWithValue('No such post')
  })
  expectType<Equal<ReturnType<typeof first.fulfilled>['payload'], string>>(true)
  expectType<Equal<ReturnType<typeof first.rejected>['payload'], string | undefined>>(true)
  // withTypes again adds or overrides fields
  const withExtra = createAppAsyncThunk.withTypes<{ extra: { client: string }; rejectValue: number }>()
  withExtra('a/again', async (_: void, { getState, extra, rejectWithValue }) => {
    const posts: string[] = getState().posts
    const client: string = extra.client
    return posts.length > 0 ? client : rejectWithValue(404)
  })
})

claim('At run time `withTypes` returns `createAsyncThunk` itself; it only changes types.', () => {
  assert.equal(createAsyncThunk.withTypes(), createAsyncThunk)
  assert.equal(createAsyncThunk.withTypes().withTypes(), createAsyncThunk)
})

claim('`createAsyncThunk.withTypes` exists since 1.9.0, and works at run time since 1.9.1', () => {
  assert.equal(loadRelease1('1.8.6').createAsyncThunk.withTypes, undefined)
  const v190 = loadRelease1('1.9.0').createAsyncThunk
  const result = v190.withTypes()
  assert.notEqual(result, v190)
  // a thunk action creator: it has the action creators of a thunk
  assert.equal(typeof result.pending, 'function')
  assert.equal(result.typePrefix, undefined)
  const v191 = loadRelease1('1.9.1').createAsyncThunk
  assert.equal(v191.withTypes(), v191)
})

claim('A standalone `createAsyncThunk`', () => {
  assert.deepEqual(compile().diagnostics.get('standalone'), [])
})

claim('when its return type comes from `getState()`, or its type arguments name `state: RootState`', () => {
  for (const project of ['returnFromState', 'stateInTypeArguments']) {
    const found = compile().diagnostics.get(project)!
    assert.ok(
      found.some((d) => /^TS7022: 'postsSlice' implicitly has type 'any' because it does not have a type annotation and is referenced directly or indirectly in its own initializer/.test(d)),
      found.join('\n'),
    )
    assert.ok(found.includes("TS2456: Type alias 'RootState' circularly references itself."), found.join('\n'))
  }
})

claim("Annotate the payload creator's return type and cast `getState() as RootState`", () => {
  assert.deepEqual(compile().diagnostics.get('annotatedAndCast'), [])
})

claim('| `AsyncThunkConfig` | The shape of `ThunkApiConfig`', () => {
  const { exports } = compile()
  const since = (name: string, before: string, release: string) => {
    assert.equal(exports.get(before)!.has(name), false, `${name} in ${before}`)
    assert.equal(exports.get(release)!.has(name), true, `${name} in ${release}`)
  }
  since('AsyncThunkConfig', '2.8.2', '2.9.0')
  since('AsyncThunkDispatchConfig', '2.8.2', '2.9.0')
  since('AsyncThunkReducers', '2.8.2', '2.9.0')
  since('CreateAsyncThunkFunction', '2.3.0', '2.4.0')
  since('GetThunkAPI', '2.2.3', '2.2.4')
  since('SafePromise', '2.0.1', '2.1.0')
  for (const name of ['AsyncThunk', 'AsyncThunkAction', 'AsyncThunkPayloadCreator', 'AsyncThunkPayloadCreatorReturnValue', 'AsyncThunkOptions', 'SerializedError']) {
    assert.equal(exports.get('2.0.1')!.has(name), true, name)
  }
})

claim('Get the action types of an existing thunk with `ReturnType<typeof fetchPostById.fulfilled>`', async () => {
  const fetchPostById = createAsyncThunk('posts/fetchById', async (id: number) => ({ id }))
  type Fulfilled = ReturnType<typeof fetchPostById.fulfilled>
  const action = await recordingStore().store.dispatch(fetchPostById(1))
  if (fetchPostById.fulfilled.match(action)) {
    const typed: Fulfilled = action
    assert.deepEqual(typed.payload, { id: 1 })
  }
})

// ---------------------------------------------------------------------------------------------------------------
// Pitfalls

claim('It throws when a reducer or middleware throws on the final action', async () => {
  const thunk = createAsyncThunk('a/final', async () => 1)
  const store = configureStore({
    reducer: (state: number = 0, action: UnknownAction) => {
      if (action.type === 'a/final/fulfilled') throw new Error('Broken reducer')
      return state
    },
  })
  await assert.rejects(store.dispatch(thunk()), { message: 'Broken reducer' })
})

claim('so `fetchPosts(userId, page)` is a type error in TypeScript and silently drops `page` in JavaScript', async () => {
  const received: unknown[] = []
  const fetchPosts = createAsyncThunk('posts/fetch', async (userId: number) => void received.push(userId))
  const { store } = recordingStore()
  // @ts-expect-error: the second parameter is the dispatch config
  const action = await store.dispatch(fetchPosts(1, 2))
  assert.deepEqual([action.type, received, action.meta.arg], ['posts/fetch/fulfilled', [1], 1])
})

claim('`return rejectWithValue(undefined)` rejects with `payload: undefined` and `meta.rejectedWithValue: false`', async () => {
  assert.deepEqual(await rejectedWith(require('@reduxjs/toolkit'), undefined), { flag: false, matches: false, unwrapped: { message: 'Rejected' } })
})

claim('Side effects after an `await` (dispatching, writing to storage) still happen.', async () => {
  const slice = createSlice({ name: 'log', initialState: [] as string[], reducers: { logged: (state, action) => void state.push(action.payload) } })
  const store = configureStore({ reducer: { log: slice.reducer } })
  const gate = deferred()
  const saved: string[] = []
  const save = createAsyncThunk('log/save', async (_: void, { dispatch, signal }) => {
    await gate.promise
    saved.push(`written, signal.aborted ${signal.aborted}`)
    dispatch(slice.actions.logged('after the await'))
  })
  const promise = store.dispatch(save())
  promise.abort()
  await promise
  gate.resolve()
  await nextTurn()
  assert.deepEqual(saved, ['written, signal.aborted true'])
  assert.deepEqual(store.getState().log, ['after the await'])
})

claim('the `pending` action reaches the reducers before `dispatch(thunk())` returns, and the payload creator starts in the same tick', () => {
  const { store, types } = recordingStore()
  let started = false
  const sync = createAsyncThunk('a/sync', async () => void (started = true), { condition: () => true })
  const none = createAsyncThunk('a/none', async () => void (started = true))
  for (const thunk of [sync, none]) {
    started = false
    const before = types().length
    store.dispatch(thunk())
    assert.deepEqual([types().slice(before), started], [['pending'], true])
  }
  // With an async condition, not yet
  started = false
  const before = types().length
  store.dispatch(createAsyncThunk('a/async', async () => void (started = true), { condition: async () => true })())
  assert.deepEqual([types().slice(before), started], [[], false])
})

claim('`action.error` is a plain object: `instanceof` checks and custom fields of your error class are gone.', async () => {
  class HttpError extends Error {
    status = 404
  }
  const thunk = createAsyncThunk('a/http', async () => {
    throw new HttpError('Not found')
  })
  const action: any = await recordingStore().store.dispatch(thunk())
  assert.equal(action.error instanceof Error, false)
  assert.equal(Object.getPrototypeOf(action.error), Object.prototype)
  assert.equal('status' in action.error, false)
})

claim('In development, a slice with that notation throws when its reducer first runs', () => {
  const fetched = createAsyncThunk('posts/fetch', async () => 1)
  const slice = createSlice({
    name: 'posts',
    initialState: 0,
    reducers: {},
    extraReducers: { [fetched.fulfilled as any]: () => 1 } as any,
  })
  assert.throws(() => configureStore({ reducer: slice.reducer }), {
    message:
      "The object notation for `createSlice.extraReducers` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createSlice",
  })
  assert.throws(() => createReducer(0, { [fetched.fulfilled.type]: () => 1 } as any), {
    message:
      "The object notation for `createReducer` has been removed. Please use the 'builder callback' notation instead: https://redux-toolkit.js.org/api/createReducer",
  })
  // A production build: the slice uses the object; createReducer fails with a TypeError
  const facts = runNode(
    `
    const { configureStore, createAsyncThunk, createReducer, createSlice } = require('@reduxjs/toolkit')
    const fetched = createAsyncThunk('posts/fetch', async () => 1)
    const slice = createSlice({ name: 'posts', initialState: 0, reducers: {}, extraReducers: { [fetched.fulfilled]: () => 'from the object' } })
    const store = configureStore({ reducer: slice.reducer })
    let createReducerError
    try { createReducer(0, { [fetched.fulfilled.type]: () => 1 }) } catch (e) { createReducerError = e.constructor.name }
    store.dispatch(fetched()).then(() => console.log(JSON.stringify({ state: store.getState(), createReducerError })))
  `,
    { NODE_ENV: 'production' },
  )
  assert.deepEqual(facts, { state: 'from the object', createReducerError: 'TypeError' })
})

claim('`create.asyncThunk` inside `createSlice` and the `settled` matcher on each thunk (2.0.0)', () => {
  const rtk1 = loadRelease1('1.9.7')
  assert.equal(rtk1.createAsyncThunk('a/b', async () => 1).settled, undefined)
  assert.equal(rtk1.asyncThunkCreator, undefined)
  const rtk2 = loadRelease<RTK>('2.0.0')
  assert.equal(typeof rtk2.createAsyncThunk('a/b', async () => 1).settled, 'function')
  assert.equal(typeof rtk2.asyncThunkCreator, 'object')
})

// ---------------------------------------------------------------------------------------------------------------
// The React effect of the Cancellation section, rendered

claim("so the old request's `rejected` action arrives after the new request's `pending`", async () => {
  const { GlobalRegistrator } = await import('@happy-dom/global-registrator')
  GlobalRegistrator.register({ url: 'http://localhost:5173/' })
  try {
    const React = await import('react')
    const { Provider, useDispatch } = await import('react-redux')
    const { render, act, cleanup } = await import('@testing-library/react')
    const log: string[] = []
    // Each post's answer waits until the test releases it (or the request is aborted)
    const answers = new Map<number, ReturnType<typeof deferred<void>>>()
    const answer = (postId: number) => (answers.has(postId) || answers.set(postId, deferred()), answers.get(postId)!)
    const fetchPostById = createAsyncThunk('posts/fetchById', async (postId: number, { signal }) => {
      await Promise.race([answer(postId).promise, new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))])
      return { id: postId }
    })
    // The first example's slice, and the same slice without its check of meta.aborted
    const postsSlice = (checksAborted: boolean) =>
      createSlice({
        name: checksAborted ? 'posts' : 'naive',
        initialState: { current: null as { id: number } | null, status: 'idle', error: null as string | null, currentRequestId: null as string | null },
        reducers: {},
        extraReducers: (builder) => {
          builder
            .addCase(fetchPostById.pending, (state, action) => {
              state.status = 'loading'
              state.error = null
              state.currentRequestId = action.meta.requestId
            })
            .addCase(fetchPostById.fulfilled, (state, action) => {
              state.status = 'succeeded'
              state.current = action.payload
            })
            .addCase(fetchPostById.rejected, (state, action) => {
              if (checksAborted && action.meta.aborted) {
                if (action.meta.requestId === state.currentRequestId) state.status = 'idle'
                return
              }
              state.status = 'failed'
              state.error = action.error.message ?? 'Unknown error'
            })
        },
      })
    const recorder: Middleware = () => (next) => (action: any) => {
      if (typeof action !== 'function') log.push(`${action.type.split('/').pop()} ${action.meta.arg}${action.meta.aborted ? ' aborted' : ''}`)
      return next(action)
    }
    const store = configureStore({
      reducer: { posts: postsSlice(true).reducer, naive: postsSlice(false).reducer },
      middleware: (gDM) => gDM().prepend(recorder),
    })
    function PostLoader({ postId }: { postId: number }) {
      const dispatch = useDispatch<typeof store.dispatch>()
      React.useEffect(() => {
        const request = dispatch(fetchPostById(postId))
        return () => request.abort()
      }, [dispatch, postId])
      return null
    }
    const view = render(React.createElement(Provider, { store, children: React.createElement(PostLoader, { postId: 1 }) }))
    view.rerender(React.createElement(Provider, { store, children: React.createElement(PostLoader, { postId: 2 }) }))
    await act(() => nextTurn())
    // While post 2 loads: the naive reducer shows the abort as a failure
    assert.deepEqual(store.getState().naive, { current: null, status: 'failed', error: 'Aborted', currentRequestId: store.getState().posts.currentRequestId })
    assert.equal(store.getState().posts.status, 'loading')
    assert.deepEqual(log, ['pending 1', 'pending 2', 'rejected 1 aborted'])
    answer(2).resolve()
    await act(() => nextTurn())
    assert.deepEqual(log, ['pending 1', 'pending 2', 'rejected 1 aborted', 'fulfilled 2'])
    // After it loaded, the naive reducer still holds the error
    assert.deepEqual([store.getState().naive.status, store.getState().naive.error], ['succeeded', 'Aborted'])
    assert.deepEqual([store.getState().posts.status, store.getState().posts.error], ['succeeded', null])
    // Unmounting while post 3 loads: no new request, and status goes back to idle
    view.rerender(React.createElement(Provider, { store, children: React.createElement(PostLoader, { postId: 3 }) }))
    view.unmount()
    await act(() => nextTurn())
    assert.deepEqual(log.slice(4), ['pending 3', 'rejected 3 aborted'])
    assert.deepEqual([store.getState().posts.status, store.getState().posts.current?.id], ['idle', 2])
    cleanup()
  } finally {
    await GlobalRegistrator.unregister()
  }
})

claim("or when the payload creator threw an error named `'ConditionError'`", async () => {
  const { store, types } = recordingStore()
  const loadUser = createAsyncThunk('users/load', async () => 'user', { condition: () => false })
  // Awaits another thunk's unwrap(), which rejects with the skip's ConditionError
  const openProfile = (options?: { dispatchConditionRejection: boolean }) =>
    createAsyncThunk('profile/open', async (_: void, { dispatch }) => await dispatch(loadUser()).unwrap(), options)
  const withOptions: any = await store.dispatch(openProfile({ dispatchConditionRejection: false })())
  assert.deepEqual([withOptions.meta.condition, withOptions.error.name], [true, 'ConditionError'])
  // pending was dispatched, the rejected action was not; without options it is
  assert.deepEqual(types(), ['pending'])
  await store.dispatch(openProfile()())
  assert.deepEqual(types(), ['pending', 'pending', 'rejected'])
})

claim('so a loading flag set on `pending` stays set. Catch that error and throw one of your own.', async () => {
  const loadUser = createAsyncThunk('users/load', async () => 'user', { condition: () => false })
  const openProfile = createAsyncThunk('profile/open', async (_: void, { dispatch }) => await dispatch(loadUser()).unwrap(), {
    idGenerator: () => 'profile',
  })
  const openProfileFixed = createAsyncThunk(
    'profile/openFixed',
    async (_: void, { dispatch }) => {
      try {
        return await dispatch(loadUser()).unwrap()
      } catch (error) {
        throw new Error(`Could not load the user: ${(error as SerializedError).message}`)
      }
    },
    { idGenerator: () => 'profile' },
  )
  const profile = createSlice({
    name: 'profile',
    initialState: { loading: false, error: null as string | null },
    reducers: {},
    extraReducers: (builder) => {
      builder
        .addMatcher(isPending(openProfile, openProfileFixed), (state) => {
          state.loading = true
        })
        .addMatcher(isRejected(openProfile, openProfileFixed), (state, action) => {
          state.loading = false
          state.error = action.error.message ?? null
        })
    },
  })
  const store = configureStore({ reducer: { profile: profile.reducer } })
  await store.dispatch(openProfile())
  assert.deepEqual(store.getState().profile, { loading: true, error: null })
  await store.dispatch(openProfileFixed())
  assert.deepEqual(store.getState().profile, {
    loading: false,
    error: 'Could not load the user: Aborted due to condition callback returning false.',
  })
})
