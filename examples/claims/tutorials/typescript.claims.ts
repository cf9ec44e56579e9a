import assert from 'node:assert/strict'
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after } from 'node:test'
import { promisify } from 'node:util'
import ts from 'typescript'
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import { claimsOf } from '../claim'
import { loadRelease, releaseDir, packedPackage } from '../releases'

const claim = claimsOf(__filename)

const EXAMPLES_DIR = path.resolve(__dirname, '../..')
const ROOT_DIR = path.resolve(EXAMPLES_DIR, '..')
const PAGE = path.join(ROOT_DIR, 'docs/tutorials/typescript.md')

// ---------------------------------------------------------------------------------------------------------------
// The page's files: every titled block, at its last version, as the reader ends up with them.

function pageFiles(): Map<string, string> {
  const files = new Map<string, string>()
  const markdown = fs.readFileSync(PAGE, 'utf8')
  for (const [, , title, code] of markdown.matchAll(/^```(ts|tsx) [^\n]*?title="([^"]+)"[^\n]*\n([\s\S]*?)\n```$/gm)) {
    files.set(title!, code! + '\n')
  }
  return files
}

// Projects are written under examples/ (so that the packages resolve) in a folder git ignores, removed at the end.
const workDir = fs.mkdtempSync(path.join(EXAMPLES_DIR, '.check-claims-typescript-'))
after(() => fs.rmSync(workDir, { recursive: true, force: true }))

function writeProject(name: string, files: Map<string, string>, tsconfig: object): string {
  const dir = path.join(workDir, name)
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
  return dir
}

// ---------------------------------------------------------------------------------------------------------------
// The three compilers the site is checked with, each run as a reader runs it: `tsc -p`.

interface Compiler {
  version: string
  tsc: string
}

function compilerAt(typescriptDir: string): Compiler {
  const { version } = JSON.parse(fs.readFileSync(path.join(typescriptDir, 'package.json'), 'utf8'))
  return { version, tsc: path.join(typescriptDir, 'bin/tsc') }
}

const compilers = {
  oldest: compilerAt(path.join(ROOT_DIR, 'compilers/oldest/node_modules/typescript')),
  project: compilerAt(path.dirname(require.resolve('typescript/package.json'))),
  latest: compilerAt(path.join(ROOT_DIR, 'compilers/latest/node_modules/typescript')),
}
const allCompilers = Object.values(compilers)

interface Diagnostic {
  /** Relative to the project, with forward slashes. */
  file: string
  /** 1-based. */
  line: number
  code: string
  message: string
}

async function tsc(compiler: Compiler, dir: string): Promise<Diagnostic[]> {
  const output = await promisify(execFile)(process.execPath, [compiler.tsc, '-p', dir, '--pretty', 'false'], {
    cwd: dir,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; message: string }) => error.stdout || error.message,
  )
  const diagnostics: Diagnostic[] = []
  for (const text of output.split('\n')) {
    const match = /^(.+)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(text)
    if (match) {
      diagnostics.push({ file: match[1]!.split(path.sep).join('/'), line: Number(match[2]), code: match[3]!, message: match[4]! })
    } else if (text.startsWith('  ') && diagnostics.length > 0) {
      diagnostics.at(-1)!.message += ' ' + text.trim()
    } else if (text.trim()) {
      throw new Error(`TypeScript ${compiler.version} printed something else than diagnostics:\n${output}`)
    }
  }
  return diagnostics
}

const once = <T>(make: () => Promise<T>) => {
  let promise: Promise<T> | undefined
  return () => (promise ??= make())
}

// ---------------------------------------------------------------------------------------------------------------
// Probes: small files next to the page's files. A line `// expect TS2345: text` says that the next line that is not
// such a comment has that error, with `text` in its message (the text is optional); every other line of the probe
// must compile. So a probe states what TypeScript accepts and rejects, and the check runs it on every compiler.

const Equal = `
// Whether two types are the same (not only assignable to each other)
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
export function expectType<T extends true>(_: T) {}
`

const probes: Record<string, string> = {
  'probes/equal.ts': Equal,

  // "a slice's action creators, its selectors and the store's state all get their types without annotations"
  'probes/inferred.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import type { PayloadAction } from '@reduxjs/toolkit'
import { incrementByAmount, increment, selectCount, selectStatus } from '../features/counter/counterSlice'
import type { CounterState } from '../features/counter/counterSlice'
import type { RootState } from '../app/store'
import { store } from '../app/store'

expectType<Equal<Parameters<typeof incrementByAmount>, [payload: number]>>(true)
expectType<Equal<ReturnType<typeof incrementByAmount>, PayloadAction<number, 'counter/incrementByAmount'>>>(true)
expectType<Equal<ReturnType<typeof increment>['type'], 'counter/increment'>>(true)
expectType<Equal<ReturnType<typeof selectCount>, number>>(true)
expectType<Equal<ReturnType<typeof selectStatus>, 'idle' | 'loading' | 'failed'>>(true)
expectType<Equal<RootState, { counter: CounterState }>>(true)
expectType<Equal<ReturnType<typeof store.getState>, RootState>>(true)
`,

  // RootState follows the reducers: a second slice shows up in it without touching the type
  'probes/root-state-follows.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { configureStore, createSlice } from '@reduxjs/toolkit'
import counterReducer from '../features/counter/counterSlice'
import type { CounterState } from '../features/counter/counterSlice'

const todosSlice = createSlice({ name: 'todos', initialState: [] as string[], reducers: {} })
const store = configureStore({ reducer: { counter: counterReducer, todos: todosSlice.reducer } })
type RootState = ReturnType<typeof store.getState>
expectType<Equal<RootState, { counter: CounterState; todos: string[] }>>(true)
`,

  // AppDispatch accepts thunks and returns what they return; the Dispatch of a plain useDispatch() does not
  'probes/dispatch.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch } from 'react-redux'
import type { AppDispatch, AppStore } from '../app/store'
import { store, makeStore } from '../app/store'
import { increment, incrementAsync } from '../features/counter/counterSlice'

declare const dispatch: AppDispatch
const answer = dispatch(() => 42)
expectType<Equal<typeof answer, number>>(true)
const promise = dispatch(incrementAsync(5))
const amount = await promise.unwrap()
expectType<Equal<typeof amount, number>>(true)
expectType<Equal<AppStore, typeof store>>(true)
expectType<Equal<ReturnType<typeof makeStore>, AppStore>>(true)

export function usePlainDispatch() {
  const plain = useDispatch()
  expectType<Equal<typeof plain, Dispatch<UnknownAction>>>(true)
  plain(increment())
  // expect TS2345: Argument of type 'AsyncThunkAction<number, number,
  plain(incrementAsync(5))
}
`,

  // React-redux's own hooks know nothing of the store; the app's hooks do
  'probes/hooks.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { useSelector } from 'react-redux'
import { useAppDispatch, useAppSelector, useAppStore } from '../app/hooks'
import type { AppDispatch, AppStore, RootState } from '../app/store'
import { incrementAsync } from '../features/counter/counterSlice'

export function useProbe() {
  useSelector((state) => {
    expectType<Equal<typeof state, unknown>>(true)
    return 0
  })
  const value = useAppSelector((state) => {
    expectType<Equal<typeof state, RootState>>(true)
    return state.counter.value
  })
  expectType<Equal<typeof value, number>>(true)
  const dispatch = useAppDispatch()
  expectType<Equal<typeof dispatch, AppDispatch>>(true)
  dispatch(incrementAsync(2))
  const store: AppStore = useAppStore()
  store.dispatch(incrementAsync(1))
}
`,

  // The hooks of react-redux 9.0 and 8.x, annotated instead of .withTypes()
  'probes/annotated-hooks.ts': `
import { useDispatch, useSelector } from 'react-redux'
import type { TypedUseSelectorHook } from 'react-redux'
import type { AppDispatch, RootState } from '../app/store'
import { incrementAsync } from '../features/counter/counterSlice'

export const useAppDispatch: () => AppDispatch = useDispatch
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector
export function useProbe() {
  useAppDispatch()(incrementAsync(1))
  return useAppSelector((state) => state.counter.status)
}
`,

  // createAsyncThunk without withTypes: getState() returns unknown; with it, RootState and AppDispatch
  'probes/thunks.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { createAsyncThunk } from '@reduxjs/toolkit'
import type { SerializedError, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { createAppAsyncThunk } from '../app/createAppAsyncThunk'
import type { AppDispatch, RootState } from '../app/store'
import { incrementAsync } from '../features/counter/counterSlice'

createAsyncThunk('plain', async (_: void, { getState, dispatch }) => {
  expectType<Equal<ReturnType<typeof getState>, unknown>>(true)
  expectType<Equal<typeof dispatch, ThunkDispatch<unknown, unknown, UnknownAction>>>(true)
})
const typed = createAppAsyncThunk('typed', async (amount: number, { getState, dispatch }) => {
  expectType<Equal<ReturnType<typeof getState>, RootState>>(true)
  expectType<Equal<typeof dispatch, AppDispatch>>(true)
  return String(amount)
})
typed(1)
// expect TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.
typed('1')
expectType<Equal<ReturnType<typeof typed.fulfilled>['payload'], string>>(true)
// Without the annotation the argument is void: the thunk takes none
const unannotated = createAppAsyncThunk('unannotated', async (amount) => {
  expectType<Equal<typeof amount, void>>(true)
  return 1
})
unannotated()
// expect TS2345: is not assignable to parameter of type
unannotated(5)

incrementAsync(1)
expectType<Equal<ReturnType<typeof incrementAsync.fulfilled>['payload'], number>>(true)
expectType<Equal<ReturnType<typeof incrementAsync.rejected>['error'], SerializedError>>(true)
// expect TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.
incrementAsync('5')
`,

  // The slice's state type comes from initialState, in reducers (as a draft), selectors and extraReducers
  'probes/slice-state.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { createSlice } from '@reduxjs/toolkit'
import type { Draft, SerializedError } from '@reduxjs/toolkit'
import type { WritableNonArrayDraft } from 'immer'
import { counterSlice, incrementAsync } from '../features/counter/counterSlice'
import type { CounterState } from '../features/counter/counterSlice'

expectType<Equal<ReturnType<typeof counterSlice.getInitialState>, CounterState>>(true)
expectType<Equal<ReturnType<typeof counterSlice.reducer>, CounterState>>(true)
expectType<Equal<Parameters<typeof counterSlice.selectSlice>[0], { counter: CounterState }>>(true)

const initialState: CounterState = { value: 0, status: 'idle' }
createSlice({
  name: 'counter',
  initialState,
  reducers: {
    started: (state) => {
      expectType<Equal<typeof state, Draft<CounterState>>>(true)
      expectType<Equal<typeof state, WritableNonArrayDraft<CounterState>>>(true)
      expectType<Equal<keyof typeof state, keyof CounterState>>(true)
      state.status = 'loading'
      // expect TS2820: Type '"loadng"' is not assignable to type
      state.status = 'loadng'
    },
  },
  selectors: {
    selectValue: (counter) => {
      expectType<Equal<typeof counter, CounterState>>(true)
      return counter.value
    },
  },
  extraReducers: (builder) => {
    builder.addCase(incrementAsync.rejected, (state, action) => {
      expectType<Equal<typeof state, Draft<CounterState>>>(true)
      state.status = 'failed'
      expectType<Equal<typeof action.error, SerializedError>>(true)
    })
  },
})
`,

  // Without the annotation, status is a string; with \`as\`, the three values; with satisfies, only 'idle'
  'probes/annotation.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { createSlice } from '@reduxjs/toolkit'
import type { CounterState } from '../features/counter/counterSlice'

const unannotated = createSlice({
  name: 'counter',
  initialState: { value: 0, status: 'idle' },
  reducers: {
    anyStatus: (state) => {
      state.status = 'loadng'
    },
  },
})
expectType<Equal<ReturnType<typeof unannotated.getInitialState>, { value: number; status: string }>>(true)

const cast = createSlice({
  name: 'counter',
  initialState: { value: 0, status: 'idle' } as CounterState,
  reducers: {
    started: (state) => {
      state.status = 'loading'
      // expect TS2820: Type '"loadng"' is not assignable to type
      state.status = 'loadng'
    },
  },
})
expectType<Equal<ReturnType<typeof cast.getInitialState>, CounterState>>(true)

const initialState = { value: 0, status: 'idle' } satisfies CounterState
const satisfied = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    started: (state) => {
      // expect TS2322: Type '"loading"' is not assignable to type '"idle"'.
      state.status = 'loading'
    },
  },
})
expectType<Equal<ReturnType<typeof satisfied.getInitialState>, { value: number; status: 'idle' }>>(true)
`,

  // Action creators: incrementByAmount takes exactly one number, increment none
  'probes/action-creators.ts': `
import { increment, incrementByAmount } from '../features/counter/counterSlice'

incrementByAmount(5)
// expect TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.
incrementByAmount('5')
// expect TS2554: Expected 1 arguments, but got 0.
incrementByAmount()
increment()
// expect TS2345: Argument of type 'number' is not assignable to parameter of type 'void'.
increment(1)
`,

  // A reducer that reads action.payload without PayloadAction: the payload is any, and the action creator takes any one value
  'probes/unannotated-payload.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { createSlice } from '@reduxjs/toolkit'
import type { CounterState } from '../features/counter/counterSlice'

const initialState: CounterState = { value: 0, status: 'idle' }
const slice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    incrementByAmount: (state, action) => {
      expectType<Equal<typeof action.payload, any>>(true)
      state.value += action.payload
    },
  },
})
slice.actions.incrementByAmount('5')
slice.actions.incrementByAmount({ by: 5 })
// expect TS2554: Expected 1 arguments, but got 0.
slice.actions.incrementByAmount()
`,

  // The app without makeStore: the same three type lines, the same types
  'probes/no-make-store.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { configureStore } from '@reduxjs/toolkit'
import counterReducer from '../features/counter/counterSlice'
import type { AppDispatch as PageAppDispatch, AppStore as PageAppStore, RootState as PageRootState } from '../app/store'

export const store = configureStore({
  reducer: {
    counter: counterReducer,
  },
})
export type AppStore = typeof store
export type RootState = ReturnType<typeof store.getState>
export type AppDispatch = typeof store.dispatch
expectType<Equal<AppStore, PageAppStore>>(true)
expectType<Equal<RootState, PageRootState>>(true)
expectType<Equal<AppDispatch, PageAppDispatch>>(true)
`,

  // "error in a catch clause is unknown"; "document.getElementById returns HTMLElement | null"
  'probes/unknown-and-null.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'

try {
  JSON.parse('{')
} catch (error) {
  expectType<Equal<typeof error, unknown>>(true)
  // expect TS18046: 'error' is of type 'unknown'.
  console.log(error.message)
}
const root = document.getElementById('root')
expectType<Equal<typeof root, HTMLElement | null>>(true)
`,

  // How the compiler names the types: the store's state is CounterState; the state of a case reducer is a draft
  'probes/names.ts': `
import { createSlice } from '@reduxjs/toolkit'
import { store } from '../app/store'
import type { RootState, AppDispatch } from '../app/store'
import counterReducer, { increment, incrementAsync } from '../features/counter/counterSlice'
import type { CounterState } from '../features/counter/counterSlice'

declare const rootState: RootState
// expect TS2322: Type '{ counter: CounterState; }' is not assignable to type 'number'.
export const a: number = rootState
declare const appDispatch: AppDispatch
// expect TS2322: Type 'ThunkDispatch<{ counter: CounterState; }, undefined, UnknownAction> & Dispatch<UnknownAction>' is not assignable to type 'number'.
export const b: number = appDispatch
// expect TS2322: Type 'CounterState' is not assignable to type 'number'.
export const c: number = store.getState().counter
// expect TS2322: Type 'CounterState' is not assignable to type 'number'.
export const d: number = counterReducer(undefined, increment())

const initialState: CounterState = { value: 0, status: 'idle' }
createSlice({
  name: 'counter',
  initialState,
  reducers: {
    increment: (state) => {
      // expect TS2322: Type 'WritableNonArrayDraft<CounterState>' is not assignable to type 'number'.
      const n: number = state
      return n ? state : undefined
    },
  },
  extraReducers: (builder) => {
    builder.addCase(incrementAsync.pending, (state) => {
      // expect TS2322: Type 'WritableNonArrayDraft<CounterState>' is not assignable to type 'number'.
      const n: number = state
      return n ? state : undefined
    })
  },
})
`,

  // An empty array or null as initialState, inline and as a variable (under strict: this project)
  'probes/empty-inline.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'

const todos = createSlice({
  name: 'todos',
  initialState: [],
  reducers: {
    todoAdded: (state, action: PayloadAction<string>) => {
      // expect TS2345: Argument of type 'string' is not assignable to parameter of type 'never'.
      state.push(action.payload)
    },
  },
})
expectType<Equal<ReturnType<typeof todos.getInitialState>, never[]>>(true)

const user = createSlice({
  name: 'user',
  initialState: null,
  reducers: {
    // expect TS2322: Type 'string' is not assignable to type 'void'.
    userLoaded: (_state, action: PayloadAction<string>) => action.payload,
  },
})
expectType<Equal<ReturnType<typeof user.getInitialState>, null>>(true)
`,
  'probes/empty-const-array.ts': `
import { createSlice } from '@reduxjs/toolkit'

// expect TS7034: Variable 'initialState' implicitly has type 'any[]' in some locations where its type cannot be determined.
const initialState = []

createSlice({
  name: 'todos',
  // expect TS7005: Variable 'initialState' implicitly has an 'any[]' type.
  initialState,
  reducers: {},
})
`,
  // Declared and never read, the same constant compiles: the errors come from where createSlice reads it
  'probes/empty-const-array-unused.ts': `
const initialState = []
export {}
`,
  'probes/empty-const-null.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { createSlice } from '@reduxjs/toolkit'

const initialState = null
const user = createSlice({ name: 'user', initialState, reducers: {} })
expectType<Equal<ReturnType<typeof user.getInitialState>, null>>(true)
`,
}

// The same empty values without strict: both are any, and nothing fails
const looseProbes: Record<string, string> = {
  'probes/equal.ts': Equal,
  'probes/empty-loose.ts': `
import type { Equal } from './equal'
import { expectType } from './equal'
import { createSlice } from '@reduxjs/toolkit'

const inlineArray = createSlice({ name: 'a', initialState: [], reducers: {} })
expectType<Equal<ReturnType<typeof inlineArray.getInitialState>, any[]>>(true)
const initialState = []
const constArray = createSlice({ name: 'b', initialState, reducers: {} })
expectType<Equal<ReturnType<typeof constArray.getInitialState>, any[]>>(true)
const inlineNull = createSlice({ name: 'c', initialState: null, reducers: {} })
expectType<Equal<ReturnType<typeof inlineNull.getInitialState>, any>>(true)
`,
}

/** What the markers of a probe expect: `line code` and the text its message must contain. */
function expectedErrors(file: string, text: string) {
  const expected: { file: string; line: number; code: string; text: string }[] = []
  const lines = text.split('\n')
  let pending: { code: string; text: string }[] = []
  lines.forEach((line, index) => {
    const marker = /^\s*\/\/ expect (TS\d+)(?::\s*(.*))?$/.exec(line)
    if (marker) pending.push({ code: marker[1]!, text: marker[2] ?? '' })
    else if (pending.length > 0 && !/^\s*\/\//.test(line)) {
      for (const error of pending) expected.push({ file, line: index + 1, ...error })
      pending = []
    }
  })
  return expected
}

/** Checks that a compiler's errors in `file` are exactly those its markers expect. */
function assertProbe(diagnostics: Diagnostic[], file: string, text: string, version: string) {
  const found = diagnostics.filter((diagnostic) => diagnostic.file === file)
  const expected = expectedErrors(file, text)
  const describe = (list: { line: number; code: string }[]) => list.map(({ line, code }) => `${line} ${code}`).sort()
  assert.deepEqual(describe(found), describe(expected), `TypeScript ${version}, ${file}:\n${found.map((d) => `${d.line} ${d.code}: ${d.message}`).join('\n')}`)
  for (const error of expected) {
    const match = found.find(({ line, code }) => line === error.line && code === error.code)!
    assert.ok(match.message.includes(error.text), `TypeScript ${version}, ${file}:${error.line}: "${match.message}" does not contain "${error.text}"`)
  }
}

// The page's files and the probes under the examples' settings (strict), on every compiler
const strictProject = once(async () => {
  const dir = writeProject('strict', new Map([...pageFiles(), ...Object.entries(probes)]), {
    extends: path.relative(path.join(workDir, 'strict'), path.join(EXAMPLES_DIR, 'tsconfig.json')),
    include: ['**/*'],
  })
  const runs = await Promise.all(allCompilers.map(async (compiler) => ({ compiler, diagnostics: await tsc(compiler, dir) })))
  return { dir, runs }
})

const looseProject = once(async () => {
  const dir = writeProject('loose', new Map(Object.entries(looseProbes)), {
    extends: path.relative(path.join(workDir, 'loose'), path.join(EXAMPLES_DIR, 'tsconfig.json')),
    compilerOptions: { types: [], strict: false },
    include: ['**/*'],
  })
  return Promise.all(allCompilers.map(async (compiler) => ({ compiler, diagnostics: await tsc(compiler, dir) })))
})

async function assertProbes(...files: string[]) {
  const { runs } = await strictProject()
  assert.deepEqual(
    runs.map(({ compiler }) => compiler.version.replace(/\.\d+$/, '')),
    ['5.4', '5.9', '7.0'],
  )
  for (const { compiler, diagnostics } of runs) {
    for (const file of files) assertProbe(diagnostics, file, probes[file]!, compiler.version)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Packages as published (releases.ts packs them once into examples/.releases/), and registry facts that do not
// change once published.

/** A package's built declarations and JavaScript, each joined into one text (not its src/ folder). */
function builtFiles(dir: string) {
  const names = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => !name.startsWith('src') && !name.includes('node_modules'))
  const read = (pattern: RegExp) =>
    names
      .filter((name) => pattern.test(name))
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .join('\n')
  return { types: read(/\.d\.m?ts$/), code: read(/(?<!\.d)\.(m?js|cjs)$/) }
}

const packageJson = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))

// Registry facts, kept beside the packed packages.
const CACHE_DIR = path.join(EXAMPLES_DIR, '.releases/packages')

/** `npm view <name> time`: when each version was published (past dates do not change). */
function publishTimes(name: string): Record<string, string> {
  const file = path.join(CACHE_DIR, `${name.replace('/', '+')}.time.json`)
  if (!fs.existsSync(file)) {
    const json = execFileSync('npm', ['view', name, 'time', '--json'], { encoding: 'utf8' })
    fs.mkdirSync(CACHE_DIR, { recursive: true })
    fs.writeFileSync(file, json)
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** The newest stable version published by the end of `date` (what npm's `latest` was then). */
function latestOn(name: string, date: string): string {
  const end = new Date(`${date}T23:59:59Z`).getTime()
  const versions = Object.entries(publishTimes(name))
    .filter(([version, time]) => /^\d+\.\d+\.\d+$/.test(version) && new Date(time).getTime() <= end)
    .map(([version]) => version)
  const key = (version: string) => version.split('.').map(Number)
  return versions.sort((a, b) => {
    const [x, y] = [key(a), key(b)]
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
  }).at(-1)!
}

// ---------------------------------------------------------------------------------------------------------------
// "Before you start": versions

claim('9.1.0 added `.withTypes()`', () => {
  const hasWithTypes = (version: string) => {
    const { types, code } = builtFiles(packedPackage('react-redux', version))
    return /withTypes/.test(types) && /withTypes/.test(code)
  }
  for (const version of ['8.1.3', '9.0.0', '9.0.4']) assert.equal(hasWithTypes(version), false, version)
  for (const version of ['9.1.0', '9.2.0']) assert.equal(hasWithTypes(version), true, version)
  assert.equal(typeof useSelector.withTypes, 'function')
})

claim('9.2.0 is the first version that accepts React 19', () => {
  const reactRange = (version: string) => packageJson(packedPackage('react-redux', version)).peerDependencies.react as string
  for (const version of ['8.1.3', '9.0.0', '9.0.4', '9.1.0', '9.1.2']) {
    assert.doesNotMatch(reactRange(version), /19/, version)
  }
  assert.equal(reactRange('9.2.0'), '^18.0 || ^19')
  assert.equal(packageJson(path.dirname(require.resolve('react-redux/package.json'))).peerDependencies.react, '^18.0 || ^19')
})

claim('create-vite 9.3.0 (Vite 8, TypeScript 7, React 19), `@reduxjs/toolkit` 2.16.0 and react-redux 9.3.1', () => {
  // What `npm create vite@latest` and `npm install` got on 2026-12-07
  assert.equal(latestOn('create-vite', '2026-12-07'), '9.3.0')
  assert.equal(latestOn('@reduxjs/toolkit', '2026-12-07'), '2.16.0')
  assert.equal(latestOn('react-redux', '2026-12-07'), '9.3.1')
  const template = packageJson(path.join(packedPackage('create-vite', '9.3.0'), 'template-react-ts'))
  assert.match(template.devDependencies.vite, /^\^8\./)
  assert.match(template.devDependencies.typescript, /^~7\./)
  assert.match(template.dependencies.react, /^\^19\./)
  assert.equal(template.scripts.build, 'tsc -b && vite build')
})

const templateDir = () => path.join(packedPackage('create-vite', '9.3.0'), 'template-react-ts')
const templateOptions = () => {
  // tsconfig.app.json has comments; TypeScript reads it
  const config = ts.readConfigFile(path.join(templateDir(), 'tsconfig.app.json'), ts.sys.readFile)
  return config.config as { compilerOptions: Record<string, unknown>; include: string[] }
}

// The page's files under src/ of a project with the template's tsconfig.app.json, on the Redux Toolkit the commands
// installed then (2.16.0), with the template's TypeScript 7. Two settings are left out: `types: ["vite/client"]`
// (Vite is not installed here; it declares import.meta.env and asset imports, which the files do not use) and
// `tsBuildInfoFile` (for `tsc -b`'s incremental builds).
const templateProject = once(async () => {
  const { compilerOptions, include } = templateOptions()
  const { types: _types, tsBuildInfoFile: _buildInfo, ...options } = compilerOptions
  const toolkit = path.relative(path.join(workDir, 'template'), releaseDir('2.16.0'))
  const files = new Map([...pageFiles()].map(([name, text]) => [`src/${name}`, text]))
  files.set('probe/empty-const-array.ts', "const initialState = []\nexport const state = { initialState }\n")
  const dir = writeProject('template', files, {
    compilerOptions: { ...options, types: [], paths: { '@reduxjs/toolkit': [toolkit] } },
    include: [...include, 'probe'],
  })
  return tsc(compilers.latest, dir)
})

claim("Its files type-check with TypeScript 7 under the template's `tsconfig.app.json`", async () => {
  const latest = await templateProject()
  assert.equal(compilers.latest.version, '7.0.2')
  assert.deepEqual(latest.filter(({ file }) => file.startsWith('src/')), [])
  assert.equal(packageJson(releaseDir('2.16.0')).version, '2.16.0')
})

claim('which turns on `verbatimModuleSyntax`, `noUnusedLocals` and `noUnusedParameters`', () => {
  const { compilerOptions } = templateOptions()
  assert.equal(compilerOptions.verbatimModuleSyntax, true)
  assert.equal(compilerOptions.noUnusedLocals, true)
  assert.equal(compilerOptions.noUnusedParameters, true)
})

claim('Vite 8 needs Node.js 22.12 or later, or a 20.x release from 20.19 on', () => {
  // Every 8.x release (as published when the cache was made), the template's ^8.3.4 among them
  const { devDependencies } = packageJson(templateDir())
  assert.match(devDependencies.vite, /^\^8\./)
  const file = path.join(CACHE_DIR, 'vite@8.engines.json')
  if (!fs.existsSync(file)) {
    const json = execFileSync('npm', ['view', 'vite@8', 'version', 'engines.node', '--json'], { encoding: 'utf8' })
    fs.mkdirSync(CACHE_DIR, { recursive: true })
    fs.writeFileSync(file, json)
  }
  const releases = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; 'engines.node': string }[]
  assert.ok(releases.some(({ version }) => version === '8.3.4'))
  for (const release of releases) assert.equal(release['engines.node'], '^20.19.0 || >=22.12.0', release.version)
})

claim('when a file already exists in the template (`main.tsx`, `App.tsx`)', () => {
  const templateFiles = fs.readdirSync(path.join(templateDir(), 'src'), { recursive: true }).map(String)
  const titles = [...pageFiles().keys()]
  assert.deepEqual(titles.filter((title) => templateFiles.includes(title)).sort(), ['App.tsx', 'main.tsx'])
  // main.tsx renders into index.html's #root, which the `!` on getElementById relies on
  assert.match(fs.readFileSync(path.join(templateDir(), 'index.html'), 'utf8'), /<div id="root"><\/div>/)
})

// ---------------------------------------------------------------------------------------------------------------
// Types

claim('all get their types without annotations', () => assertProbes('probes/inferred.ts'))

claim('it follows every slice you add', () => assertProbes('probes/root-state-follows.ts'))

claim('so dispatching a thunk with it is a type error', () => assertProbes('probes/dispatch.ts'))

claim("`useSelector`'s `state` is `unknown`", () => assertProbes('probes/hooks.ts'))

claim('With 9.0 or 8.x, annotate the hooks instead', () => {
  // The annotated hooks compile and type the state and dispatch; TypedUseSelectorHook exists in 9.0 and 8.x
  for (const version of ['8.1.3', '9.0.4']) {
    assert.match(builtFiles(packedPackage('react-redux', version)).types, /export.*TypedUseSelectorHook/, version)
  }
  return assertProbes('probes/annotated-hooks.ts')
})

claim('returns the same hook with its type argument fixed', () => {
  assert.equal(useDispatch.withTypes(), useDispatch)
  assert.equal(useSelector.withTypes(), useSelector)
  assert.equal(useStore.withTypes(), useStore)
})

claim('`createAsyncThunk.withTypes`, which every Redux Toolkit 2.x version has', () => {
  for (const version of ['2.0.0', '2.0.1']) {
    const release = loadRelease<{ createAsyncThunk: { withTypes: () => unknown } }>(version)
    assert.equal(typeof release.createAsyncThunk.withTypes, 'function', version)
    assert.equal(release.createAsyncThunk.withTypes(), release.createAsyncThunk, version)
  }
  assert.equal(createAsyncThunk.withTypes(), createAsyncThunk)
})

claim('You still annotate each thunk\'s argument; its return type is inferred.', () => assertProbes('probes/thunks.ts'))

claim('Without the annotation, the argument is `void` and the thunk takes none.', () => assertProbes('probes/thunks.ts'))

claim('`createSlice` takes the type of `initialState` as the slice\'s state type', () => assertProbes('probes/slice-state.ts'))

claim('a typo such as `state.status = \'loadng\'` is a compile error', () =>
  assertProbes('probes/annotation.ts', 'probes/slice-state.ts'),
)

claim('The payload type of a reducer cannot be inferred', () => assertProbes('probes/unannotated-payload.ts'))

claim('write `export const store = configureStore({ ... })` and keep the three type lines as they are', () =>
  assertProbes('probes/no-make-store.ts'),
)

claim('Calling `incrementByAmount(\'5\')` or `incrementByAmount()` is a type error', () =>
  assertProbes('probes/action-creators.ts'),
)

claim('`error` in a `catch` clause is `unknown` in TypeScript', () => assertProbes('probes/unknown-and-null.ts'))

claim('`initialState: []` makes the state `never[]`', () => assertProbes('probes/empty-inline.ts'))

claim('`const initialState = []`', async () => {
  await assertProbes('probes/empty-const-array.ts', 'probes/empty-const-array-unused.ts', 'probes/empty-const-null.ts')
})

claim('which TypeScript 7 turns on by default', async () => {
  // The template's tsconfig.app.json does not set strict, and TypeScript 7 still reports the implicit any[]
  assert.equal(templateOptions().compilerOptions.strict, undefined)
  const latest = await templateProject()
  assert.deepEqual(
    latest.filter(({ file }) => file.startsWith('probe/')).map(({ line, code }) => `${line} ${code}`),
    ['1 TS7034', '2 TS7005'],
  )
  // Without strict, on every compiler, [] and null are any
  for (const { compiler, diagnostics } of await looseProject()) {
    assertProbe(diagnostics, 'probes/empty-loose.ts', looseProbes['probes/empty-loose.ts']!, compiler.version)
  }
})

claim('`ThunkDispatch<{ counter: CounterState; }, undefined, UnknownAction> & Dispatch<UnknownAction>`', () =>
  assertProbes('probes/names.ts'),
)

// The editor: TypeScript's language service, as an editor asks it for the text shown on hover
claim('the editor shows `state` as `WritableNonArrayDraft<CounterState>`', async () => {
  const { dir } = await strictProject()
  // The language service of the project's TypeScript (5.9); probes/names.ts finds the same names in the messages of
  // all three compilers
  for (const typescript of [ts]) {
    const names = [...pageFiles().keys()].map((name) => path.join(dir, name))
    const parsed = typescript.parseJsonConfigFileContent(
      typescript.readConfigFile(path.join(dir, 'tsconfig.json'), typescript.sys.readFile).config,
      typescript.sys,
      dir,
    )
    const service = typescript.createLanguageService({
      getScriptFileNames: () => names,
      getScriptVersion: () => '1',
      getScriptSnapshot: (file) =>
        fs.existsSync(file) ? typescript.ScriptSnapshot.fromString(fs.readFileSync(file, 'utf8')) : undefined,
      getCurrentDirectory: () => dir,
      getCompilationSettings: () => parsed.options,
      getDefaultLibFileName: typescript.getDefaultLibFilePath,
      fileExists: typescript.sys.fileExists,
      readFile: typescript.sys.readFile,
      readDirectory: typescript.sys.readDirectory,
      directoryExists: typescript.sys.directoryExists,
      getDirectories: typescript.sys.getDirectories,
    })
    const hover = (file: string, before: string) => {
      const fileName = path.join(dir, file)
      const position = fs.readFileSync(fileName, 'utf8').indexOf(before) + before.length
      assert.ok(position >= before.length, `${file} has "${before}"`)
      const info = service.getQuickInfoAtPosition(fileName, position)
      return typescript.displayPartsToString(info?.displayParts).replace(/\s+/g, ' ')
    }
    const version = typescript.version
    const counter = 'features/counter/Counter.tsx'
    const slice = 'features/counter/counterSlice.ts'
    assert.equal(hover(counter, 'const '), 'const count: number', version)
    assert.equal(hover(counter, '  const s'), 'const status: "idle" | "loading" | "failed"', version)
    assert.equal(
      hover(counter, '  const d'),
      'const dispatch: ThunkDispatch<{ counter: CounterState; }, undefined, UnknownAction> & Dispatch<UnknownAction>',
      version,
    )
    assert.equal(hover('app/store.ts', 'export type R'), 'type RootState = { counter: CounterState; }', version)
    assert.equal(hover(slice, 'increment: ('), '(parameter) state: WritableNonArrayDraft<CounterState>', version)
    assert.equal(hover(slice, '.addCase(incrementAsync.pending, ('), '(parameter) state: WritableNonArrayDraft<CounterState>', version)
    assert.equal(hover(slice, 'selectCount: ('), '(parameter) counter: CounterState', version)
  }
})

// ---------------------------------------------------------------------------------------------------------------
// Behaviour of the page's files, imported from the written project (tsx compiles them)

// The written files are not part of this file's program: what the checks use of them, typed by hand
interface PageStore {
  dispatch(action: unknown): any
  getState(): { counter: { value: number; status: string } }
}
interface PageModules {
  makeStore(): PageStore
  store: PageStore
  increment(): { type: string }
  incrementAsync(amount: number): unknown
}

async function pageModules(): Promise<PageModules> {
  const { dir } = await strictProject()
  const store = await import(path.join(dir, 'app/store.ts'))
  const slice = await import(path.join(dir, 'features/counter/counterSlice.ts'))
  return { ...store, ...slice }
}

claim('each test (or each request, in server rendering) creates a store of its own', async () => {
  const { makeStore, store, increment } = await pageModules()
  const first = makeStore()
  const second = makeStore()
  assert.notEqual(first, second)
  assert.notEqual(first, store)
  first.dispatch(increment())
  assert.deepEqual(first.getState(), { counter: { value: 1, status: 'idle' } })
  assert.deepEqual(second.getState(), { counter: { value: 0, status: 'idle' } })
  assert.deepEqual(store.getState(), { counter: { value: 0, status: 'idle' } })
})

claim('leaves no import in the compiled JavaScript, so the files do not form an import cycle', () => {
  // Each page file compiled alone, as Vite and tsx do, and the imports left in its JavaScript
  const files = pageFiles()
  const importsOf = (name: string) => {
    const { outputText } = ts.transpileModule(files.get(name)!, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, verbatimModuleSyntax: true },
      fileName: name,
    })
    return ts.preProcessFile(outputText, true, true).importedFiles.map(({ fileName }) => fileName)
  }
  assert.ok(files.get('app/createAppAsyncThunk.ts')!.includes("import type { AppDispatch, RootState } from './store'"))
  assert.deepEqual(importsOf('app/createAppAsyncThunk.ts'), ['@reduxjs/toolkit'])
  assert.deepEqual(importsOf('app/hooks.ts'), ['react-redux'])
  // No cycle among the page's files at run time
  const resolve = (from: string, specifier: string) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
    return [`${base}.ts`, `${base}.tsx`].find((name) => files.has(name))
  }
  const visiting = new Set<string>()
  const visit = (name: string, trail: string[]) => {
    assert.ok(!visiting.has(name), `import cycle: ${[...trail, name].join(' -> ')}`)
    visiting.add(name)
    for (const specifier of importsOf(name).filter((specifier) => specifier.startsWith('.'))) {
      visit(resolve(name, specifier)!, [...trail, name])
    }
    visiting.delete(name)
  }
  visit('main.tsx', [])
  // Written with a plain import, the type import would close the cycle store -> counterSlice -> createAppAsyncThunk
  const plain = files.get('app/createAppAsyncThunk.ts')!.replace('import type {', 'import {')
  const { outputText } = ts.transpileModule(plain, { compilerOptions: { module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true } })
  assert.match(outputText, /from '\.\/store'/)
})

claim('pending is dispatched at once, before dispatch returns', async () => {
  const { makeStore, incrementAsync } = await pageModules()
  const store = makeStore()
  const promise = store.dispatch(incrementAsync(5))
  assert.equal(store.getState().counter.status, 'loading')
  await promise
})

claim('unless the thunk sets the [`dispatchConditionRejection`]', async () => {
  const seen: string[] = []
  const run = async (dispatchConditionRejection: boolean | undefined) => {
    const thunk = createAsyncThunk('probe/run', async () => 1, { condition: () => false, dispatchConditionRejection })
    const slice = createSlice({
      name: 'probe',
      initialState: 0,
      reducers: {},
      extraReducers: (builder) => {
        builder.addCase(thunk.rejected, (state, action) => {
          seen.push(`${dispatchConditionRejection} ${action.meta.condition}`)
          return state
        })
      },
    })
    const { configureStore } = await import('@reduxjs/toolkit')
    const store = configureStore({ reducer: slice.reducer })
    const result = await store.dispatch(thunk())
    assert.equal(thunk.rejected.match(result) && result.meta.condition, true)
  }
  await run(undefined)
  await run(false)
  await run(true)
  assert.deepEqual(seen, ['true true'])
})

claim('a plain object with the error\'s `name`, `message`, `stack` and `code`, those of them that are strings', async () => {
  const { makeStore, incrementAsync } = await pageModules()
  const error = await makeStore().dispatch(incrementAsync(0.5)).unwrap().catch((caught: unknown) => caught)
  assert.ok(!(error instanceof Error))
  assert.equal(Object.getPrototypeOf(error), Object.prototype)
  assert.deepEqual(Object.keys(error as object).sort(), ['message', 'name', 'stack'])
  assert.equal((error as Error).message, '0.5 is not a whole number')
  assert.equal((error as Error).name, 'Error')
  // code is kept when it is a string, and dropped otherwise, like any non-string field
  const failing = (code: unknown) =>
    createAsyncThunk('probe/fail', async () => {
      throw Object.assign(new Error('failed'), { code, extra: 'dropped' })
    })
  const { configureStore } = await import('@reduxjs/toolkit')
  const store = configureStore({ reducer: () => null })
  const withString = await store.dispatch(failing('E_FAILED')()).unwrap().catch((caught: unknown) => caught)
  assert.deepEqual(Object.keys(withString as object).sort(), ['code', 'message', 'name', 'stack'])
  assert.equal((withString as { code: string }).code, 'E_FAILED')
  const withNumber = await store.dispatch(failing(42)()).unwrap().catch((caught: unknown) => caught)
  assert.deepEqual(Object.keys(withNumber as object).sort(), ['message', 'name', 'stack'])
})

claim('**Add Async** shows "Adding…" for half a second and then adds the amount', async () => {
  const { makeStore, incrementAsync } = await pageModules()
  const store = makeStore()
  const started = performance.now()
  await store.dispatch(incrementAsync(2))
  const elapsed = performance.now() - started
  assert.ok(elapsed >= 495 && elapsed < 1500, `${elapsed} ms`)
  assert.deepEqual(store.getState(), { counter: { value: 2, status: 'idle' } })
})

// ---------------------------------------------------------------------------------------------------------------
// "Where to go next"

claim('starting with the store and its middleware', () => {
  const guide = fs.readFileSync(path.join(ROOT_DIR, 'docs/usage/usage-with-typescript.md'), 'utf8')
  const headings = [...guide.matchAll(/^(##+) (.*)$/gm)].map(([, level, text]) => `${level} ${text}`)
  assert.deepEqual(headings.slice(0, 3), [
    '## The store',
    '### `RootState`, `AppDispatch` and `AppStore`',
    '### Middleware: the callback and `Tuple`',
  ])
})
