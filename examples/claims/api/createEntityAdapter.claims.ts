import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import {
  configureStore,
  createAsyncThunk,
  createDraftSafeSelector,
  createEntityAdapter,
  createSelector,
  createSelectorCreator,
  createSlice,
  isDraft,
  lruMemoize,
  type Comparer,
  type EntityAdapter,
  type EntityId,
  type EntitySelectors,
  type EntityState,
  type EntityStateAdapter,
  type IdSelector,
  type PayloadAction,
  type RemoveManyFilter,
  type Update,
} from '@reduxjs/toolkit'
import type { CreateSelectorFunction } from 'reselect'
import { claimsOf } from '../claim'
import { loadRelease, packedPackage, releaseDir } from '../releases'
import type { Equal } from '../types'

const claim = claimsOf(__filename)

interface Task {
  id: number | string
  priority: number
}

// Every task of equal priority: the comparer cannot tell them apart, so only the methods decide the order
const adapter = createEntityAdapter({ sortComparer: (a: Task, b: Task) => a.priority - b.priority })
const tasks = (ids: (number | string)[]) => ids.map((id) => ({ id, priority: 1 }))

claim('An entity that compares equal to existing ones goes after them.', () => {
  const existing = adapter.addMany(adapter.getInitialState(), tasks(['b', 40]))
  assert.deepEqual(adapter.addOne(existing, { id: 'a', priority: 1 }).ids, ['b', 40, 'a'])
  assert.deepEqual(adapter.addMany(existing, tasks([30, 10])).ids, ['b', 40, 30, 10])
  assert.deepEqual(adapter.setMany(existing, tasks(['a'])).ids, ['b', 40, 'a'])
})

claim('keep the order you pass them in with `addOne`, `addMany` and `upsertMany`', () => {
  for (const ids of [[30, 10, 20], ['30', '10', '20'], ['c', 'a', 'b']]) {
    const oneByOne = ids.reduce((state, id) => adapter.addOne(state, { id, priority: 1 }), adapter.getInitialState())
    assert.deepEqual(oneByOne.ids, ids)
    assert.deepEqual(adapter.addMany(adapter.getInitialState(), tasks(ids)).ids, ids)
    assert.deepEqual(adapter.upsertMany(adapter.getInitialState(), tasks(ids)).ids, ids)
  }
})

claim('`setAll`, `setMany` and a pre-filled `getInitialState` keep it only for ids that are not integer-like', () => {
  const strings = ['c', 'a', 'b']
  assert.deepEqual(adapter.setAll(adapter.getInitialState(), tasks(strings)).ids, strings)
  assert.deepEqual(adapter.setMany(adapter.getInitialState(), tasks(strings)).ids, strings)
  assert.deepEqual(adapter.getInitialState(undefined, tasks(strings)).ids, strings)
})

claim('integer-like ids (`10`, or the string `\'10\'`) come first, in ascending order', () => {
  assert.deepEqual(adapter.setAll(adapter.getInitialState(), tasks(['b', 30, 'a', '10'])).ids, ['10', 30, 'b', 'a'])
  // Also within one setMany call that re-inserts an existing entity
  const existing = adapter.addMany(adapter.getInitialState(), tasks([30, 10, 20]))
  assert.deepEqual(adapter.setMany(existing, tasks([30, 1])).ids, [10, 20, 1, 30])
})

claim('passing ids 30, 10 and 20 of equal priority gives `ids` 10, 20, 30', () => {
  for (const ids of [[30, 10, 20], ['30', '10', '20']]) {
    const sorted = [...ids].sort((a, b) => Number(a) - Number(b))
    assert.deepEqual(adapter.setAll(adapter.getInitialState(), tasks(ids)).ids, sorted)
    assert.deepEqual(adapter.setMany(adapter.getInitialState(), tasks(ids)).ids, sorted)
    assert.deepEqual(adapter.getInitialState(undefined, tasks(ids)).ids, sorted)
  }
})

// ---------------------------------------------------------------------------------------------------------------
// The rest of the page, section by section (claims pass, issue 42)
// ---------------------------------------------------------------------------------------------------------------

const examplesDir = path.resolve(__dirname, '../..')

/** Runs a CommonJS script with NODE_ENV=production in a process of its own; returns what it wrote. */
function inProduction(script: string) {
  const run = spawnSync(process.execPath, ['-e', script], {
    cwd: examplesDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  assert.equal(run.status, 0, run.stderr)
  return { stdout: run.stdout, stderr: run.stderr }
}

/** The compiler's errors for one snippet, compiled as a file of this folder with the examples' settings. */
function compileErrors(code: string, extraOptions: ts.CompilerOptions = {}): string[] {
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
    .filter((diagnostic) => diagnostic.file?.fileName === fileName)
    .map((diagnostic) => `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`)
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


type Release = { createEntityAdapter: typeof createEntityAdapter }

interface Book {
  id: string
  title: string
  author: string
}
interface Edition {
  isbn: string
  title: string
}
interface Item {
  id: number | string
  title: string
  priority: number
  tags?: string[]
  meta?: { pinned: boolean; color?: string }
}

const unsorted = createEntityAdapter<Item>()
const byPriority = createEntityAdapter<Item>({ sortComparer: (a, b) => a.priority - b.priority })
const adapters = { unsorted, sorted: byPriority }
const items = (...list: [id: number | string, priority: number][]) =>
  list.map(([id, priority]) => ({ id, title: `Item ${id}`, priority }))

// -- Overview ----------------------------------------------------------------------------------------------------

claim('reading one item by id is a property access and updating it leaves the other items as they were.', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, items([1, 1], [2, 2], [3, 3]))
    assert.equal(state.entities[2], state.entities[state.ids[1]])
    // A change of a field, of the sort order, of the id
    for (const changes of [{ title: 'Renamed' }, { priority: 9 }, { id: 20 }]) {
      const next = adapter.updateOne(state, { id: 2, changes })
      assert.equal(next.entities[1], state.entities[1])
      assert.equal(next.entities[3], state.entities[3])
    }
    assert.equal(adapter.updateOne(state, { id: 2, changes: { title: 'Renamed' } }).ids, state.ids)
  }
})

// -- Signature and the selectId table (erratum 10a) ---------------------------------------------------------------

claim('The first overload requires `selectId`; the second has no `selectId` option at all.', () => {
  // No type arguments, `selectId` given: the first overload, for an entity with or without an `id` field
  const editions = createEntityAdapter({ selectId: (edition: Edition) => edition.isbn })
  const editionsTyped: Equal<typeof editions, EntityAdapter<Edition, string>> = true
  const books = createEntityAdapter({ selectId: (book: Book) => book.title })
  const booksTyped: Equal<typeof books, EntityAdapter<Book, string>> = true
  assert.equal(books.selectId({ id: 'b1', title: 'Dune', author: 'Frank Herbert' }), 'Dune')
  void [editionsTyped, booksTyped]
})

claim('Optional when the entity type, read from the parameter of `selectId` or `sortComparer`, has an `id` field; required when it has none. The id type is the type `selectId` returns.', () => {
  const bySortComparer = createEntityAdapter({ sortComparer: (a: Book, b: Book) => a.title.localeCompare(b.title) })
  const inferred: Equal<typeof bySortComparer, EntityAdapter<Book, string>> = true
  const bySelectId = createEntityAdapter({ selectId: (edition: Edition) => edition.isbn })
  const idType: Equal<ReturnType<typeof bySelectId.selectId>, string> = true
  const numericId = createEntityAdapter({ selectId: (edition: Edition) => edition.isbn.length })
  numericId.removeOne(numericId.getInitialState(), 13)
  // @ts-expect-error the id type is number
  numericId.removeOne(numericId.getInitialState(), '13')
  // An entity without an `id` field and no `selectId`: no overload matches
  // @ts-expect-error
  createEntityAdapter({ sortComparer: (a: Edition, b: Edition) => a.title.localeCompare(b.title) })
  void [inferred, idType]
})

claim('A type error, even a `selectId` that returns `book.id`. `Book` must have an `id` field.', () => {
  const books = createEntityAdapter<Book>({ sortComparer: (a, b) => a.title.localeCompare(b.title) })
  const typed: Equal<typeof books, EntityAdapter<Book, string>> = true
  // @ts-expect-error `selectId` is not an option of the one-type-argument overload
  createEntityAdapter<Book>({ selectId: (book: Book) => book.id })
  // @ts-expect-error `Edition` has no `id` field
  createEntityAdapter<Edition>()
  // @ts-expect-error ... with `selectId` neither
  createEntityAdapter<Edition>({ selectId: (edition: Edition) => edition.isbn })
  void typed
})

claim('Required, even when the entity has an `id` field.', () => {
  const editions = createEntityAdapter<Edition, string>({ selectId: (edition) => edition.isbn })
  const books = createEntityAdapter<Book, string>({ selectId: (book) => book.id })
  const typed: Equal<typeof books, EntityAdapter<Book, string>> = true
  // @ts-expect-error `selectId` is missing
  createEntityAdapter<Book, string>({ sortComparer: false })
  // @ts-expect-error the options (with `selectId`) are missing
  createEntityAdapter<Book, string>()
  void [editions, typed]
})

claim('`createEntityAdapter()` with no type argument and no options makes an adapter for the type `{ id: EntityId }`', () => {
  const adapter = createEntityAdapter()
  const typed: Equal<typeof adapter, EntityAdapter<{ id: EntityId }, EntityId>> = true
  void typed
})

claim('A single type argument and `selectId` do not go together: `createEntityAdapter<Edition>({ selectId })` is a type error.', () => {
  const selectId = (edition: Edition) => edition.isbn
  // @ts-expect-error
  createEntityAdapter<Edition>({ selectId })
  const both = createEntityAdapter<Edition, string>({ selectId })
  const inferred = createEntityAdapter({ selectId })
  const same: Equal<typeof both, typeof inferred> = true
  void same
})

// -- Options -------------------------------------------------------------------------------------------------------

claim('| `selectId` | `(entity: T) => Id` | `(entity) => entity.id` |', () => {
  assert.equal(unsorted.selectId({ id: 7, title: 'x', priority: 1 }), 7)
  assert.equal(byPriority.selectId({ id: 'a', title: 'x', priority: 1 }), 'a')
})

claim('| `sortComparer` | `false` or `(a: T, b: T) => number` | `false` |', () => {
  assert.equal(unsorted.sortComparer, false)
  assert.equal(createEntityAdapter({ selectId: (edition: Edition) => edition.isbn }).sortComparer, false)
})

claim('By default the adapter reads `entity.id`.', () => {
  const state = unsorted.getInitialState(undefined, items([5, 1]))
  assert.deepEqual(state.ids, [5])
})

// The selectId warning: every method, both adapters, development and production
const noId = { title: 'No id here', priority: 1 } as unknown as Item
const isSelectIdWarning = (args: unknown[]) =>
  args[0] === 'The entity passed to the `selectId` implementation returned undefined.'
const entityMethods = ['addOne', 'addMany', 'setOne', 'setMany', 'setAll', 'upsertOne', 'upsertMany'] as const
function warnsFor(adapter: EntityAdapter<Item, EntityId>, method: (typeof entityMethods)[number] | 'getInitialState' | 'updateOne' | 'updateMany') {
  const existing = adapter.getInitialState(undefined, items([1, 1]))
  let result: EntityState<Item, EntityId> | undefined
  const warnings = warningsOf(() => {
    if (method === 'getInitialState') result = adapter.getInitialState(undefined, [noId])
    else if (method === 'updateOne') result = adapter.updateOne(existing, { id: 1, changes: { id: undefined } as Partial<Item> })
    else if (method === 'updateMany') result = adapter.updateMany(existing, [{ id: 1, changes: { id: undefined } as Partial<Item> }])
    else if (method === 'addOne' || method === 'setOne' || method === 'upsertOne') result = adapter[method](existing, noId)
    else result = adapter[method](existing, [noId])
  })
  return { warned: warnings.some(isSelectIdWarning), storedUnderUndefined: result !== undefined && 'undefined' in result.entities }
}

claim('In development, the adapter usually logs a warning when `selectId` returns `undefined` for an entity', () => {
  assert.notEqual(process.env.NODE_ENV, 'production')
  const warnings = warningsOf(() => unsorted.addOne(unsorted.getInitialState(), noId))
  assert.equal(warnings.length, 1)
  assert.ok(isSelectIdWarning(warnings[0]))
  assert.equal(warnings[0][1], 'You should probably provide your own `selectId` implementation.')
  // A production build does not warn
  const { stderr } = inProduction(`
    const { createEntityAdapter } = require('@reduxjs/toolkit')
    for (const sortComparer of [false, (a, b) => a.priority - b.priority]) {
      const adapter = createEntityAdapter({ sortComparer })
      const state = adapter.getInitialState(undefined, [{ id: 1, priority: 1 }])
      const noId = { priority: 1 }
      for (const method of ['addOne', 'setOne', 'upsertOne']) adapter[method](state, noId)
      for (const method of ['addMany', 'setMany', 'setAll', 'upsertMany']) adapter[method](state, [noId])
      adapter.getInitialState(undefined, [noId])
      adapter.updateOne(state, { id: 1, changes: { id: undefined } })
    }
  `)
  assert.equal(stderr, '')
})

claim('with a `sortComparer`, `setOne`, `setMany`, `setAll` and a pre-filled `getInitialState` (which calls `setAll`) store the entity under the key `undefined` without a warning', () => {
  for (const method of ['setOne', 'setMany', 'setAll', 'getInitialState'] as const) {
    assert.deepEqual(warnsFor(byPriority, method), { warned: false, storedUnderUndefined: true }, method)
  }
})

claim('and so do `updateOne` and `updateMany` when the changes make `selectId` return `undefined`', () => {
  for (const method of ['updateOne', 'updateMany'] as const) {
    assert.deepEqual(warnsFor(byPriority, method), { warned: false, storedUnderUndefined: true }, method)
  }
})

claim('`addOne`, `addMany`, `upsertOne` and `upsertMany` warn with or without a `sortComparer`, and without one every method that takes entities or changes warns.', () => {
  for (const method of ['addOne', 'addMany', 'upsertOne', 'upsertMany'] as const) {
    assert.equal(warnsFor(byPriority, method).warned, true, `sorted ${method}`)
  }
  for (const method of [...entityMethods, 'getInitialState', 'updateOne', 'updateMany'] as const) {
    assert.equal(warnsFor(unsorted, method).warned, true, `unsorted ${method}`)
  }
})

// -- sortComparer ----------------------------------------------------------------------------------------------------

claim('With `false` (the default) `ids` is in insertion order', () => {
  const ids = [30, 'b', 10, 'a', '20']
  const list = ids.map((id) => ({ id, title: '', priority: 1 }))
  assert.deepEqual(unsorted.addMany(unsorted.getInitialState(), list).ids, ids)
  assert.deepEqual(unsorted.setAll(unsorted.getInitialState(), list).ids, ids)
  assert.deepEqual(unsorted.setMany(unsorted.getInitialState(), list).ids, ids)
  assert.deepEqual(unsorted.upsertMany(unsorted.getInitialState(), list).ids, ids)
  assert.deepEqual(unsorted.getInitialState(undefined, list).ids, ids)
  // An entity set, upserted or updated again keeps its place
  let state = unsorted.getInitialState(undefined, list)
  state = unsorted.setOne(state, { id: 30, title: 'again', priority: 9 })
  state = unsorted.upsertOne(state, { id: 'b', title: 'again', priority: 9 })
  state = unsorted.updateOne(state, { id: 10, changes: { priority: 0 } })
  state = unsorted.addOne(state, { id: 5, title: '', priority: 1 })
  assert.deepEqual(state.ids, [...ids, 5])
})

claim('(an update that changes an id is the exception, see [`updateOne`](#updateone))', () => {
  const state = unsorted.getInitialState(undefined, items(['b', 1], [30, 1], ['a', 1], [10, 1]))
  assert.deepEqual(unsorted.updateOne(state, { id: 'b', changes: { id: 'c' } }).ids, [10, 30, 'a', 'c'])
})

claim('With a function, the adapter keeps `ids` sorted by it after every change:', () => {
  const priorities = (state: EntityState<Item, EntityId>) => state.ids.map((id) => state.entities[id].priority)
  const isSorted = (state: EntityState<Item, EntityId>) =>
    priorities(state).every((priority, index, all) => index === 0 || all[index - 1] <= priority)
  let state = byPriority.getInitialState(undefined, items([1, 5], [2, 1], [3, 3]))
  const steps: [string, (s: typeof state) => typeof state][] = [
    ['addOne', (s) => byPriority.addOne(s, { id: 4, title: '', priority: 2 })],
    ['addMany', (s) => byPriority.addMany(s, items([5, 0], [6, 9]))],
    ['setOne', (s) => byPriority.setOne(s, { id: 1, title: '', priority: -1 })],
    ['setMany', (s) => byPriority.setMany(s, items([7, 4], [2, 10]))],
    ['upsertOne', (s) => byPriority.upsertOne(s, { id: 3, title: '', priority: 11 })],
    ['upsertMany', (s) => byPriority.upsertMany(s, items([8, 6], [4, -5]))],
    ['updateOne', (s) => byPriority.updateOne(s, { id: 6, changes: { priority: -9 } })],
    ['updateMany', (s) => byPriority.updateMany(s, [{ id: 5, changes: { priority: 99 } }, { id: 1, changes: { id: 'one' } }])],
    ['removeOne', (s) => byPriority.removeOne(s, 7)],
    ['removeMany', (s) => byPriority.removeMany(s, [8, 2])],
    ['setAll', (s) => byPriority.setAll(s, items([1, 3], [2, 2], [3, 1]))],
  ]
  for (const [name, step] of steps) {
    state = step(state)
    assert.ok(isSorted(state), `${name}: ${priorities(state)}`)
  }
})

claim('New entities are inserted at their sorted position.', () => {
  const state = byPriority.getInitialState(undefined, items([1, 1], [2, 3], [3, 5]))
  assert.deepEqual(byPriority.addOne(state, { id: 4, title: '', priority: 4 }).ids, [1, 2, 4, 3])
  assert.deepEqual(byPriority.addMany(state, items([5, 0], [6, 2])).ids, [5, 1, 6, 2, 3])
  assert.deepEqual(byPriority.upsertOne(state, { id: 7, title: '', priority: 9 }).ids, [1, 2, 3, 7])
  assert.deepEqual(byPriority.setOne(state, { id: 8, title: '', priority: 2 }).ids, [1, 8, 2, 3])
})

claim('`setOne` and `setMany` on an id that exists take the entity out and insert it again, so it moves behind the entities that compare equal to it, even when nothing that the comparer reads changed.', () => {
  const state = byPriority.getInitialState(undefined, items(['a', 1], ['b', 1], ['c', 1]))
  assert.deepEqual(state.ids, ['a', 'b', 'c'])
  assert.deepEqual(byPriority.setOne(state, state.entities.a).ids, ['b', 'c', 'a'])
  assert.deepEqual(byPriority.setMany(state, [state.entities.b]).ids, ['a', 'c', 'b'])
  // upsertOne and updateOne with the same values keep the place
  assert.deepEqual(byPriority.upsertOne(state, state.entities.a).ids, ['a', 'b', 'c'])
  assert.deepEqual(byPriority.updateOne(state, { id: 'a', changes: { title: 'new' } }).ids, ['a', 'b', 'c'])
})

claim('After an update (`updateOne`, `updateMany`, and the merge part of `upsertOne` and `upsertMany`), the ids are sorted again, so a changed title moves its book.', () => {
  const byTitle = createEntityAdapter<Book>({ sortComparer: (a, b) => a.title.localeCompare(b.title) })
  const state = byTitle.getInitialState(undefined, [
    { id: 'b1', title: 'Beloved', author: 'Toni Morrison' },
    { id: 'b2', title: 'Dune', author: 'Frank Herbert' },
  ])
  assert.deepEqual(byTitle.updateOne(state, { id: 'b1', changes: { title: 'Solaris' } }).ids, ['b2', 'b1'])
  assert.deepEqual(byTitle.updateMany(state, [{ id: 'b1', changes: { title: 'Solaris' } }]).ids, ['b2', 'b1'])
  assert.deepEqual(byTitle.upsertOne(state, { id: 'b1', title: 'Solaris', author: 'Stanisław Lem' }).ids, ['b2', 'b1'])
  assert.deepEqual(byTitle.upsertMany(state, [{ id: 'b2', title: 'Anathem', author: 'Neal Stephenson' }]).ids, ['b2', 'b1'])
})

claim('A case reducer that changes an entity in the draft directly (`state.entities[id].priority = 9`) leaves `ids` as it was; call `updateOne` instead', () => {
  const slice = createSlice({
    name: 'items',
    initialState: byPriority.getInitialState(undefined, items([1, 1], [2, 2])),
    reducers: {
      prioritySetDirectly(state, action: PayloadAction<{ id: number; priority: number }>) {
        state.entities[action.payload.id].priority = action.payload.priority
      },
      prioritySet(state, action: PayloadAction<{ id: number; priority: number }>) {
        byPriority.updateOne(state, { id: action.payload.id, changes: { priority: action.payload.priority } })
      },
    },
  })
  const direct = slice.reducer(undefined, slice.actions.prioritySetDirectly({ id: 1, priority: 9 }))
  assert.deepEqual(direct.ids, [1, 2])
  assert.equal(direct.entities[1].priority, 9)
  assert.deepEqual(slice.reducer(undefined, slice.actions.prioritySet({ id: 1, priority: 9 })).ids, [2, 1])
})

claim('An update that leaves the order alone keeps the same `ids` reference, so selectors that depend on `ids` do not recompute.', () => {
  const selectIds = (state: EntityState<Item, EntityId>) => state.ids
  const selectIdCount = createSelector([selectIds], (ids) => ids.map(String).length)
  const state = byPriority.getInitialState(undefined, items([1, 1], [2, 2]))
  selectIdCount(state)
  const renamed = byPriority.updateOne(state, { id: 1, changes: { title: 'Renamed' } })
  assert.notEqual(renamed, state)
  assert.equal(renamed.ids, state.ids)
  selectIdCount(renamed)
  assert.equal(selectIdCount.recomputations(), 1)
  // An update that changes the order replaces `ids`
  const moved = byPriority.updateOne(state, { id: 1, changes: { priority: 5 } })
  assert.notEqual(moved.ids, state.ids)
  selectIdCount(moved)
  assert.equal(selectIdCount.recomputations(), 2)
})

claim('Only `ids` is sorted. `entities` is a lookup table; do not rely on its key order.', () => {
  const state = byPriority.getInitialState(undefined, items(['x', 3], ['y', 1], [20, 2], [10, 0]))
  assert.deepEqual(state.ids, [10, 'y', 20, 'x'])
  assert.deepEqual(Object.keys(state.entities), ['10', '20', 'x', 'y'])
})

claim('Inserting at the sorted position, and the rules above for entities that compare equal, arrived in 2.2.4. From 2.0.0 to 2.2.3, every add, set and update rebuilt `ids` by sorting all values of `entities` again, so entities that compare equal came out in the key order of `entities`.', () => {
  const equalPriority = (version: string) => {
    const rtk: Release = version === 'installed' ? { createEntityAdapter } : loadRelease<Release>(version)
    const adapter = rtk.createEntityAdapter<Item>({ sortComparer: (a, b) => a.priority - b.priority })
    const start = adapter.addMany(adapter.getInitialState(), items(['b', 1], [40, 1]))
    return {
      add: adapter.addOne(start, { id: 'a', title: '', priority: 1 }).ids,
      set: adapter.setOne(start, { id: 'a', title: '', priority: 1 }).ids,
      update: adapter.updateOne(start, { id: 'b', changes: { title: 'changed' } }).ids,
    }
  }
  // Key order of `entities`: integer-like keys ascending, then the other keys in insertion order
  const keyOrder = { add: [40, 'b', 'a'], set: [40, 'b', 'a'], update: [40, 'b'] }
  for (const version of ['2.0.0', '2.1.0', '2.2.0', '2.2.3']) assert.deepEqual(equalPriority(version), keyOrder, version)
  const sortedInsertion = { add: ['b', 40, 'a'], set: ['b', 40, 'a'], update: ['b', 40] }
  for (const version of ['2.2.4', 'installed']) assert.deepEqual(equalPriority(version), sortedInsertion, version)
})

// -- Return value ----------------------------------------------------------------------------------------------------

claim('| `selectId` | The `selectId` function in use (the default one if you gave none) |', () => {
  const selectId = (edition: Edition) => edition.isbn
  assert.equal(createEntityAdapter({ selectId }).selectId, selectId)
  assert.equal(typeof unsorted.selectId, 'function')
})

claim('| `sortComparer` | The `sortComparer` you passed, or `false` |', () => {
  const sortComparer: Comparer<Item> = (a, b) => a.priority - b.priority
  assert.equal(createEntityAdapter({ sortComparer }).sortComparer, sortComparer)
  assert.equal(createEntityAdapter<Item>({}).sortComparer, false)
})

claim('| `getSelectors` | Makes `selectIds`, `selectEntities`, `selectAll`, `selectTotal`, `selectById` and `selectByIds` |', () => {
  const names = ['selectAll', 'selectById', 'selectByIds', 'selectEntities', 'selectIds', 'selectTotal']
  assert.deepEqual(Object.keys(unsorted.getSelectors()).sort(), names)
  assert.deepEqual(Object.keys(unsorted.getSelectors((state: { items: EntityState<Item, EntityId> }) => state.items)).sort(), names)
  const fields = ['addMany', 'addOne', 'getInitialState', 'getSelectors', 'removeAll', 'removeMany', 'removeOne', 'selectId', 'setAll', 'setMany', 'setOne', 'sortComparer', 'updateMany', 'updateOne', 'upsertMany', 'upsertOne']
  for (const adapter of Object.values(adapters)) assert.deepEqual(Object.keys(adapter).sort(), fields)
})

// -- getInitialState -------------------------------------------------------------------------------------------------

claim('Pass an object as the first argument to add your own fields (a loading status, the selected id); pass entities, as an array or as an id-keyed object, as the second argument (added in 2.2.0) to start pre-filled.', () => {
  const withFields = unsorted.getInitialState({ status: 'idle', selectedId: null })
  assert.deepEqual(withFields, { ids: [], entities: {}, status: 'idle', selectedId: null })
  const fromObject = unsorted.getInitialState(undefined, { b: { id: 'b', title: '', priority: 1 }, a: { id: 'a', title: '', priority: 1 } })
  assert.deepEqual(fromObject.ids, ['b', 'a'])
  type Prefill = (state: undefined, entities: Item[]) => EntityState<Item, EntityId>
  for (const version of ['2.0.0', '2.1.0']) {
    const old = loadRelease<Release>(version).createEntityAdapter<Item>()
    assert.deepEqual((old.getInitialState as Prefill)(undefined, items([1, 1])), { ids: [], entities: {} }, version)
  }
  const fromRelease = loadRelease<Release>('2.2.0').createEntityAdapter<Item>()
  assert.deepEqual(fromRelease.getInitialState(undefined, items([1, 1])).ids, [1])
  assert.deepEqual(fromRelease.getInitialState(undefined, { 9: { id: 9, title: '', priority: 1 } }).ids, [9])
})

claim('Pre-filling goes through [`setAll`](#setall), so `sortComparer` applies', () => {
  const list = items(['x', 3], ['y', 1], ['z', 2])
  const state = byPriority.getInitialState(undefined, list)
  assert.deepEqual(state.ids, ['y', 'z', 'x'])
  assert.deepEqual(state, byPriority.setAll(byPriority.getInitialState(), list))
})

// -- CRUD methods ----------------------------------------------------------------------------------------------------

claim('The second argument is either the value itself or an action that carries it as `payload`.', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState()
    const entity = { id: 1, title: 'One', priority: 1 }
    assert.deepEqual(adapter.addOne(state, { type: 'items/added', payload: entity }), adapter.addOne(state, entity))
    const filled = adapter.addOne(state, entity)
    assert.deepEqual(adapter.removeOne(filled, { type: 'items/removed', payload: 1 }).ids, [])
    assert.deepEqual(adapter.updateOne(filled, { type: 'items/updated', payload: { id: 1, changes: { title: 'Uno' } } }).entities[1].title, 'Uno')
  }
})

claim('it mutates an Immer draft in place, or returns an updated copy of a plain state object.', () => {
  for (const adapter of Object.values(adapters)) {
    const plain = adapter.getInitialState(undefined, items([1, 1]))
    const copy = adapter.addOne(plain, { id: 2, title: '', priority: 2 })
    assert.notEqual(copy, plain)
    assert.deepEqual(plain.ids, [1])
    assert.deepEqual(copy.ids, [1, 2])
    const slice = createSlice({
      name: 'items',
      initialState: plain,
      reducers: {
        added(state, action: PayloadAction<Item>) {
          const returned = adapter.addOne(state, action.payload)
          assert.ok(isDraft(state))
          assert.equal(returned, state)
          assert.deepEqual(state.ids, [1, 2])
        },
      },
    })
    assert.deepEqual(slice.reducer(plain, slice.actions.added({ id: 2, title: '', priority: 2 })).ids, [1, 2])
  }
})

claim('A call that changes nothing (adding an id that exists, updating or removing an id that does not) leaves the state as it was; on a plain state it returns the same object.', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, items([1, 1], [2, 2]))
    assert.equal(adapter.addOne(state, { id: 1, title: 'other', priority: 0 }), state)
    assert.equal(adapter.addMany(state, items([2, 0])), state)
    assert.equal(adapter.updateOne(state, { id: 99, changes: { title: 'x' } }), state)
    assert.equal(adapter.updateMany(state, [{ id: 99, changes: { title: 'x' } }]), state)
    assert.equal(adapter.removeOne(state, 99), state)
    assert.equal(adapter.removeMany(state, [98, 99]), state)
    assert.equal(adapter.removeMany(state, { where: { title: 'nothing matches' } }), state)
    assert.equal(adapter.addMany(state, []), state)
  }
})

claim('| `setAll` | entities | replaces the whole collection | |', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState({ status: 'idle' }, items([1, 1], [2, 2]))
    const next = adapter.setAll(state, items([3, 3], [2, 5]))
    assert.deepEqual(next.ids, [3, 2])
    assert.deepEqual(Object.keys(next.entities).sort(), ['2', '3'])
    assert.equal(next.entities[2].priority, 5)
    assert.equal(next.status, 'idle')
  }
})

claim('| `updateOne` | `Update` | ignored | shallow-merged |', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, [{ id: 1, title: 'One', priority: 1, meta: { pinned: true, color: 'red' } }])
    const next = adapter.updateOne(state, { id: 1, changes: { meta: { pinned: false } } })
    assert.deepEqual(next.entities[1], { id: 1, title: 'One', priority: 1, meta: { pinned: false } })
    const many = adapter.updateMany(state, [{ id: 1, changes: { title: 'Uno' } }, { id: 2, changes: { title: 'Dos' } }])
    assert.deepEqual(many.ids, [1])
    assert.equal(many.entities[1].title, 'Uno')
  }
})

claim('| `upsertOne` | entity | added | shallow-merged |', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, [{ id: 1, title: 'One', priority: 1, tags: ['a'] }])
    assert.deepEqual(adapter.upsertOne(state, { id: 2, title: 'Two', priority: 2 }).ids, [1, 2])
    assert.deepEqual(adapter.upsertOne(state, { id: 1, title: 'Uno', priority: 1 }).entities[1], { id: 1, title: 'Uno', priority: 1, tags: ['a'] })
    const many = adapter.upsertMany(state, [{ id: 1, title: 'Uno', priority: 1 }, { id: 3, title: 'Three', priority: 3 }])
    assert.deepEqual(many.ids, [1, 3])
    assert.deepEqual(many.entities[1].tags, ['a'])
  }
})

claim('| `removeAll` | none | | all removed |', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState({ status: 'idle' }, items([1, 1], [2, 2]))
    assert.deepEqual(adapter.removeAll(state), { ids: [], entities: {}, status: 'idle' })
    assert.deepEqual(adapter.removeOne(state, 1).ids, [2])
  }
})

claim('"Entities" means an array of entities or an object whose values are entities (`Record<Id, T>`)', () => {
  for (const adapter of Object.values(adapters)) {
    const lookup = { 2: { id: 2, title: 'Two', priority: 2 }, 1: { id: 1, title: 'One', priority: 1 } }
    const fromArray = Object.values(lookup)
    for (const method of ['addMany', 'setMany', 'setAll', 'upsertMany'] as const) {
      assert.deepEqual(adapter[method](adapter.getInitialState(), lookup), adapter[method](adapter.getInitialState(), fromArray), method)
    }
  }
})

claim('The `Update` shape is `{ id, changes }`, where `changes` is a `Partial<T>`.', () => {
  const shape: Equal<Update<Item, EntityId>, { id: EntityId; changes: Partial<Item> }> = true
  void shape
})

claim('When the input holds the same id twice, the first one is added.', () => {
  for (const adapter of Object.values(adapters)) {
    const next = adapter.addMany(adapter.getInitialState(undefined, items([1, 1])), [
      { id: 2, title: 'first', priority: 2 },
      { id: 1, title: 'existing is kept', priority: 1 },
      { id: 2, title: 'second', priority: 2 },
    ])
    assert.deepEqual(next.ids, [1, 2])
    assert.equal(next.entities[2].title, 'first')
    assert.equal(next.entities[1].title, 'Item 1')
  }
})

claim('When the input holds the same id twice, the last one wins. Entities not in the input stay.', () => {
  for (const adapter of Object.values(adapters)) {
    const next = adapter.setMany(adapter.getInitialState(undefined, items([1, 1], [3, 3])), [
      { id: 2, title: 'first', priority: 2, tags: ['gone'] },
      { id: 2, title: 'second', priority: 2 },
      { id: 3, title: 'replaced', priority: 3 },
    ])
    assert.deepEqual([...next.ids].sort(), [1, 2, 3])
    assert.deepEqual(next.entities[2], { id: 2, title: 'second', priority: 2 })
    assert.equal(next.entities[3].title, 'replaced')
    assert.equal(next.entities[1].title, 'Item 1')
  }
})

claim('Removes every entity, then sets the given ones: the collection becomes exactly the input. Fields you added with `getInitialState` are kept.', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState({ selectedId: 1 as number | null }, items([1, 1], [2, 2]))
    const next = adapter.setAll(state, [{ id: 2, title: 'Two', priority: 2 }])
    assert.deepEqual(next, { ids: [2], entities: { 2: { id: 2, title: 'Two', priority: 2 } }, selectedId: 1 })
    assert.deepEqual(adapter.setAll(state, []), { ids: [], entities: {}, selectedId: 1 })
  }
})

claim('Removes the entity with that id from `entities` and `ids`. Does nothing for an unknown id.', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, items([1, 1], ['2', 2]))
    const next = adapter.removeOne(state, '2')
    assert.deepEqual(next.ids, [1])
    assert.deepEqual(Object.keys(next.entities), ['1'])
    assert.equal(adapter.removeOne(state, 3), state)
  }
})

claim('`removeMany(state, { where })`, added in 2.14.0, removes every entity whose fields are strictly equal (`===`) to **all** the fields in `where`. Only the fields you list are compared; a `where` with no fields removes nothing.', () => {
  interface Note {
    id: number
    channel: string
    read: boolean | string
    tags?: string[]
  }
  const tags = ['x']
  for (const adapter of [createEntityAdapter<Note>(), createEntityAdapter<Note>({ sortComparer: (a, b) => a.id - b.id })]) {
    const state = adapter.getInitialState(undefined, [
      { id: 1, channel: 'email', read: true, tags },
      { id: 2, channel: 'email', read: 'true' },
      { id: 3, channel: 'push', read: true },
      { id: 4, channel: 'email', read: false, tags: ['x'] },
    ])
    assert.deepEqual(adapter.removeMany(state, { where: { channel: 'email', read: true } }).ids, [2, 3, 4])
    assert.deepEqual(adapter.removeMany(state, { where: { read: true } }).ids, [2, 4])
    assert.deepEqual(adapter.removeMany(state, { where: { tags } }).ids, [2, 3, 4])
    assert.deepEqual(adapter.removeMany(state, { where: { tags: ['x'] } }).ids, [1, 2, 3, 4])
    assert.equal(adapter.removeMany(state, { where: {} }), state)
  }
  const before = loadRelease<Release>('2.13.0').createEntityAdapter<Note>()
  const old = before.getInitialState(undefined, [{ id: 1, channel: 'email', read: true }])
  assert.throws(() => before.removeMany(old, { where: { read: true } }), TypeError)
})

claim('Used directly as a case reducer, `removeMany` types its action\'s payload as an array of ids.', () => {
  const slice = createSlice({
    name: 'items',
    initialState: unsorted.getInitialState(undefined, items([1, 1], [2, 2])),
    reducers: { itemsRemoved: unsorted.removeMany },
  })
  const payloadType: Equal<Parameters<typeof slice.actions.itemsRemoved>[0], readonly EntityId[]> = true
  const typeErrors = () => {
    // @ts-expect-error the filter form is not the action's payload
    slice.actions.itemsRemoved({ where: { priority: 1 } })
  }
  assert.deepEqual(slice.reducer(undefined, slice.actions.itemsRemoved([1])).ids, [2])
  void [payloadType, typeErrors]
})

claim('`removeAll(state)`. Empties `ids` and `entities`. Other fields of the state stay. As a case reducer, its action creator takes no argument.', () => {
  const slice = createSlice({
    name: 'items',
    initialState: byPriority.getInitialState({ status: 'idle' }, items([1, 1])),
    reducers: { cleared: byPriority.removeAll },
  })
  assert.deepEqual(slice.reducer(undefined, slice.actions.cleared()), { ids: [], entities: {}, status: 'idle' })
  // @ts-expect-error no argument
  slice.actions.cleared([1])
})

claim('Shallow-merges `changes` into the entity with that id; nested objects in `changes` replace the old ones, they are not merged. Does nothing for an unknown id, so an update never creates an entity', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, [{ id: 1, title: 'One', priority: 1, meta: { pinned: true, color: 'red' } }])
    assert.deepEqual(adapter.updateOne(state, { id: 1, changes: { meta: { pinned: false } } }).entities[1].meta, { pinned: false })
    const unknown = adapter.updateOne(state, { id: 2, changes: { title: 'Two', priority: 2 } })
    assert.equal(unknown, state)
    assert.equal(2 in unknown.entities, false)
  }
})

claim('Without a `sortComparer`, the entity is replaced by a new object on every update, even when `changes` holds the values it already has, so the state, the entity and `selectAll`\'s result are new references.', () => {
  const { selectAll } = unsorted.getSelectors()
  const state = unsorted.getInitialState(undefined, items([1, 1]))
  const all = selectAll(state)
  for (const next of [
    unsorted.updateOne(state, { id: 1, changes: { priority: 1 } }),
    unsorted.updateOne(state, { id: 1, changes: {} }),
    unsorted.updateMany(state, [{ id: 1, changes: { title: 'Item 1' } }]),
  ]) {
    assert.notEqual(next, state)
    assert.notEqual(next.entities[1], state.entities[1])
    assert.deepEqual(next.entities[1], state.entities[1])
    assert.notEqual(selectAll(next), all)
  }
})

claim('With a `sortComparer`, the changes are written into the existing entity, and an update that changes no value leaves the state as it was. The same goes for the merge part of `upsertOne` and `upsertMany`.', () => {
  const state = byPriority.getInitialState(undefined, items([1, 1], [2, 2]))
  assert.equal(byPriority.updateOne(state, { id: 1, changes: { priority: 1, title: 'Item 1' } }), state)
  assert.equal(byPriority.updateMany(state, [{ id: 1, changes: {} }]), state)
  assert.equal(byPriority.upsertOne(state, { id: 1, title: 'Item 1', priority: 1 }), state)
  assert.equal(byPriority.upsertMany(state, items([1, 1], [2, 2])), state)
  // A change: a new state and entity, other entities kept
  const changed = byPriority.upsertOne(state, { id: 1, title: 'New', priority: 1 })
  assert.notEqual(changed.entities[1], state.entities[1])
  assert.equal(changed.entities[2], state.entities[2])
  // Without a sortComparer the merge part of an upsert makes new references too
  const plain = unsorted.getInitialState(undefined, items([1, 1]))
  assert.notEqual(unsorted.upsertOne(plain, { id: 1, title: 'Item 1', priority: 1 }), plain)
  assert.notEqual(unsorted.upsertMany(plain, items([1, 1])), plain)
})

claim('the entity moves to the new id, and an entity that already had the new id is overwritten.', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, [
      { id: 'tmp-1', title: 'Draft', priority: 1 },
      { id: 'srv-42', title: 'Old', priority: 2 },
      { id: 'x', title: 'Other', priority: 3 },
    ])
    const next = adapter.updateOne(state, { id: 'tmp-1', changes: { id: 'srv-42' } })
    assert.deepEqual(next.entities['srv-42'], { id: 'srv-42', title: 'Draft', priority: 1 })
    assert.equal('tmp-1' in next.entities, false)
    assert.equal(next.ids.length, 2)
  }
})

claim('With no `sortComparer`, the adapter then rebuilds `ids` from the keys of `entities`, in the key order of a JavaScript object: integer-like ids (`20`, or the string `\'20\'`) first, in ascending order, then the other ids in the order their keys were added. So an entity renamed to `\'srv-42\'` goes to the end of `ids`, or takes the place of the entity it overwrote, and one renamed to `20` goes between `10` and `30`.', () => {
  const state = unsorted.getInitialState(undefined, items(['tmp-1', 1], [30, 1], ['b', 1], [10, 1]))
  assert.deepEqual(state.ids, ['tmp-1', 30, 'b', 10])
  const rename = (id: EntityId, from = state) => unsorted.updateOne(from, { id: 'tmp-1', changes: { id } }).ids
  assert.deepEqual(rename('srv-42'), [10, 30, 'b', 'srv-42'])
  assert.deepEqual(rename(20), [10, 20, 30, 'b'])
  assert.deepEqual(rename('20'), [10, '20', 30, 'b'])
  const taken = unsorted.getInitialState(undefined, items(['srv-42', 1], ['tmp-1', 1], ['x', 1]))
  assert.deepEqual(rename('srv-42', taken), ['srv-42', 'x'])
  // An update that renames nothing leaves the insertion order alone
  assert.deepEqual(unsorted.updateOne(state, { id: 'tmp-1', changes: { priority: 2 } }).ids, state.ids)
})

claim('Several updates for the same id are merged in order, so later changes win field by field', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, items([1, 1]))
    const next = adapter.updateMany(state, [
      { id: 1, changes: { title: 'first', tags: ['a'] } },
      { id: 1, changes: { title: 'second' } },
    ])
    assert.deepEqual(next.entities[1], { id: 1, title: 'second', priority: 1, tags: ['a'] })
  }
})

claim('With a `sortComparer` that holds since 2.13.0; from 2.0.0 to 2.12.0 the sorted adapter dropped such a later update.', () => {
  const renameThenSave = (rtk: Release, sorted: boolean) => {
    const adapter = rtk.createEntityAdapter<{ id: string; priority: number; saved?: boolean }>(
      sorted ? { sortComparer: (a, b) => a.priority - b.priority } : {},
    )
    // Built with addOne: 2.0.x and 2.1.0 have no pre-filled getInitialState
    const state = adapter.addOne(adapter.getInitialState(), { id: 'tmp-1', priority: 1 })
    return adapter.updateMany(state, [
      { id: 'tmp-1', changes: { id: 'srv-42' } },
      { id: 'tmp-1', changes: { saved: true } },
    ]).entities['srv-42']
  }
  const old = ['2.0.0', '2.1.0', '2.2.3', '2.2.4', '2.3.0', '2.4.0', '2.5.0', '2.6.0', '2.7.0', '2.8.0', '2.9.0', '2.10.0', '2.11.0', '2.12.0']
  for (const version of old) {
    const rtk = loadRelease<Release>(version)
    assert.deepEqual(renameThenSave(rtk, true), { id: 'srv-42', priority: 1 }, version)
    assert.deepEqual(renameThenSave(rtk, false), { id: 'srv-42', priority: 1, saved: true }, `${version} unsorted`)
  }
  for (const rtk of [loadRelease<Release>('2.13.0'), { createEntityAdapter }]) {
    assert.deepEqual(renameThenSave(rtk, true), { id: 'srv-42', priority: 1, saved: true })
    assert.deepEqual(renameThenSave(rtk, false), { id: 'srv-42', priority: 1, saved: true })
  }
})

claim('Adds the entity if its id is new; otherwise shallow-merges it into the existing one, keeping fields the new object does not have.', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, [{ id: 1, title: 'One', priority: 1, tags: ['a'], meta: { pinned: true, color: 'red' } }])
    const merged = adapter.upsertOne(state, { id: 1, title: 'Uno', priority: 1, meta: { pinned: false } })
    assert.deepEqual(merged.entities[1], { id: 1, title: 'Uno', priority: 1, tags: ['a'], meta: { pinned: false } })
    assert.deepEqual(adapter.upsertOne(state, { id: 2, title: 'Two', priority: 2 }).entities[2], { id: 2, title: 'Two', priority: 2 })
  }
})

claim('When the input holds the same id twice, the second is merged into the first.', () => {
  for (const adapter of Object.values(adapters)) {
    for (const start of [adapter.getInitialState(), adapter.getInitialState(undefined, [{ id: 1, title: 'Old', priority: 1, tags: ['old'] }])]) {
      const next = adapter.upsertMany(start, [
        { id: 1, title: 'first', priority: 1, meta: { pinned: true } },
        { id: 1, title: 'second', priority: 1 },
      ])
      assert.deepEqual(next.ids, [1])
      assert.equal(next.entities[1].title, 'second')
      assert.deepEqual(next.entities[1].meta, { pinned: true })
    }
  }
})

// -- getSelectors ----------------------------------------------------------------------------------------------------

claim('interface GetSelectorsOptions {', () => {
  // The signature block: the option takes any selector creator, whatever its memoizers
  type Options = NonNullable<Parameters<typeof unsorted.getSelectors>[1]>
  const optionsType: Equal<Options, { createSelector?: CreateSelectorFunction<any, any, any> }> = true
  const lru: Options = { createSelector: createSelectorCreator(lruMemoize) }
  const local: EntitySelectors<Item, EntityState<Item, EntityId>, EntityId> = unsorted.getSelectors()
  const global: EntitySelectors<Item, { items: EntityState<Item, EntityId> }, EntityId> = unsorted.getSelectors(
    (state: { items: EntityState<Item, EntityId> }) => state.items,
  )
  void [optionsType, lru, local, global]
})

claim('Call `getSelectors` once, at module level, and export the result: every call builds new memoized selectors.', () => {
  const state = unsorted.getInitialState(undefined, items([1, 1]))
  const first = unsorted.getSelectors()
  const second = unsorted.getSelectors()
  assert.notEqual(first.selectAll, second.selectAll)
  assert.equal(first.selectAll(state), first.selectAll(state))
  assert.notEqual(first.selectAll(state), second.selectAll(state))
})

claim('| `selectIds(state)` | The `ids` array |', () => {
  for (const adapter of Object.values(adapters)) {
    const state = adapter.getInitialState(undefined, items([2, 2], [1, 1]))
    const root = { items: state }
    const local = adapter.getSelectors()
    const global = adapter.getSelectors((s: typeof root) => s.items)
    assert.equal(local.selectIds(state), state.ids)
    assert.equal(global.selectIds(root), state.ids)
    assert.equal(local.selectEntities(state), state.entities)
    assert.equal(global.selectEntities(root), state.entities)
    assert.deepEqual(global.selectAll(root), state.ids.map((id) => state.entities[id]))
    assert.equal(global.selectTotal(root), 2)
    assert.equal(global.selectById(root, 2), state.entities[2])
    assert.equal(global.selectById(root, 3), undefined)
  }
})

claim('`(state) => Id[]`. Returns `state.ids` as is, sorted if you set `sortComparer`.', () => {
  const state = byPriority.getInitialState(undefined, items([1, 5], [2, 1]))
  assert.equal(byPriority.getSelectors().selectIds(state), state.ids)
  assert.deepEqual(state.ids, [2, 1])
})

claim('Render lists from ids, and let each row select its own entity by id, so that a change to one item re-renders one row. That holds while `ids` stays the same array: adding, removing or reordering items (with a `sortComparer`, a change that moves an item) re-renders the list, and with it every row that is not wrapped in `React.memo`.', async () => {
  await import('../../page-tests/setup/dom')
  const { createElement, memo } = await import('react')
  const { render, act } = await import('@testing-library/react')
  const { Provider, useSelector } = await import('react-redux')
  for (const [name, adapter] of Object.entries(adapters)) {
    for (const memoized of [false, true]) {
      const slice = createSlice({
        name: 'items',
        initialState: adapter.getInitialState(undefined, items([1, 1], [2, 2], [3, 3])),
        reducers: { itemUpdated: adapter.updateOne, itemAdded: adapter.addOne, itemRemoved: adapter.removeOne },
      })
      const store = configureStore({ reducer: { items: slice.reducer } })
      type Root = ReturnType<typeof store.getState>
      const selectors = adapter.getSelectors((state: Root) => state.items)
      const renders: EntityId[] = []
      const Row = ({ id }: { id: EntityId }) => {
        renders.push(id)
        const item = useSelector((state: Root) => selectors.selectById(state, id))
        return createElement('li', null, item.title)
      }
      const ShownRow = memoized ? memo(Row) : Row
      const List = () => {
        const ids = useSelector(selectors.selectIds)
        return createElement('ul', null, ids.map((id) => createElement(ShownRow, { key: id, id })))
      }
      const view = render(createElement(Provider, { store, children: createElement(List) }))
      const rendersAfter = (action: () => void) => {
        renders.length = 0
        act(action)
        return [...renders].sort()
      }
      const label = `${name}${memoized ? ', memo' : ''}`
      assert.deepEqual(rendersAfter(() => store.dispatch(slice.actions.itemUpdated({ id: 2, changes: { title: 'Two' } }))), [2], label)
      const reordered = rendersAfter(() => store.dispatch(slice.actions.itemUpdated({ id: 1, changes: { priority: 5 } })))
      assert.deepEqual(reordered, name === 'sorted' && !memoized ? [1, 2, 3] : [1], label)
      const added = rendersAfter(() => store.dispatch(slice.actions.itemAdded({ id: 4, title: 'Four', priority: 4 })))
      assert.deepEqual(added, memoized ? [4] : [1, 2, 3, 4], label)
      const removed = rendersAfter(() => store.dispatch(slice.actions.itemRemoved(4)))
      assert.deepEqual(removed, memoized ? [] : [1, 2, 3], label)
      view.unmount()
    }
  }
})

claim('`(state) => T[]`. Maps `ids` to entities. Memoized: it returns the same array until `ids` or `entities` changes.', () => {
  const selectors = unsorted.getSelectors((s: { items: EntityState<Item, EntityId>; other: number }) => s.items)
  const items1 = unsorted.getInitialState(undefined, items([1, 1], [2, 2]))
  const all = selectors.selectAll({ items: items1, other: 0 })
  assert.equal(selectors.selectAll({ items: items1, other: 1 }), all)
  assert.equal(selectors.selectAll({ items: { ...items1 }, other: 1 }), all)
  assert.notEqual(selectors.selectAll({ items: { ...items1, entities: { ...items1.entities } }, other: 1 }), all)
  assert.notEqual(selectors.selectAll({ items: { ...items1, ids: [...items1.ids] }, other: 1 }), all)
})

claim('`(state) => number`. The length of `ids`.', () => {
  const state = unsorted.getInitialState(undefined, items([1, 1], [2, 2], [3, 3]))
  assert.equal(unsorted.getSelectors().selectTotal(state), 3)
  assert.equal(unsorted.getSelectors().selectTotal(unsorted.getInitialState()), 0)
})

claim('For an id that is not in the state it returns `undefined`, although the return type is `T` unless you enable `noUncheckedIndexedAccess`', () => {
  const { selectById } = unsorted.getSelectors()
  const found: Item = selectById(unsorted.getInitialState(), 1)
  assert.equal(found, undefined)
  const snippet = `
    import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit'
    interface Book { id: string; title: string }
    const { selectById } = createEntityAdapter<Book>().getSelectors()
    declare const state: EntityState<Book, string>
    export const book: Book = selectById(state, 'b1')
    export const entity: Book = state.entities['b1']
  `
  assert.deepEqual(compileErrors(snippet), [])
  const errors = compileErrors(snippet, { noUncheckedIndexedAccess: true })
  assert.equal(errors.length, 2, errors.join('\n'))
  for (const error of errors) assert.match(error, /^TS2322: Type '.*undefined' is not assignable to type 'Book'/)
})

claim('`(state, ids) => T[]`, added in 2.14.0. Looks up several entities in the order of `ids`, skipping ids that are not in the state. The result is memoized on the `ids` array\'s reference', () => {
  const { selectByIds } = unsorted.getSelectors()
  const state = unsorted.getInitialState(undefined, items([1, 1], [2, 2], [3, 3]))
  const wanted = [3, 9, 1]
  const found = selectByIds(state, wanted)
  assert.deepEqual(found.map((item) => item.id), [3, 1])
  assert.equal(selectByIds(state, wanted), found)
  assert.notEqual(selectByIds(state, [3, 9, 1]), found)
  assert.deepEqual(selectByIds(state, [3, 9, 1]), found)
  assert.equal('selectByIds' in loadRelease<Release>('2.13.0').createEntityAdapter().getSelectors(), false)
})

claim('The derived selectors are made with [`createDraftSafeSelector`](./createSelector.md#createdraftsafeselector), so they return the same reference while the input has not changed and they read an Immer draft correctly.', () => {
  const { selectAll, selectTotal } = byPriority.getSelectors()
  const slice = createSlice({
    name: 'items',
    initialState: byPriority.getInitialState(undefined, items([1, 1])),
    reducers: {
      added(state, action: PayloadAction<Item>) {
        const before = selectAll(state)
        byPriority.addOne(state, action.payload)
        const after = selectAll(state)
        assert.deepEqual([before.length, after.length, selectTotal(state)], [1, 2, 2])
      },
    },
  })
  slice.reducer(undefined, slice.actions.added({ id: 2, title: '', priority: 2 }))
  // A plain createSelector, passed as the option, returns the stale result on the same draft
  const plain = byPriority.getSelectors(undefined, { createSelector })
  const plainSlice = createSlice({
    name: 'items',
    initialState: byPriority.getInitialState(undefined, items([1, 1])),
    reducers: {
      added(state, action: PayloadAction<Item>) {
        plain.selectAll(state)
        byPriority.addOne(state, action.payload)
        assert.equal(plain.selectAll(state).length, 1)
      },
    },
  })
  plainSlice.reducer(undefined, plainSlice.actions.added({ id: 2, title: '', priority: 2 }))
})

claim('Pass `{ createSelector }` as the second argument to use another selector creator, for example one made with [`createSelectorCreator`](./createSelector.md#createselectorcreator) and [`lruMemoize`](./createSelector.md#lrumemoize).', () => {
  const createLruSelector = createSelectorCreator({ memoize: lruMemoize, argsMemoize: lruMemoize })
  let created = 0
  const counting = Object.assign(
    (...args: Parameters<typeof createLruSelector>) => {
      created++
      return createLruSelector(...args)
    },
    { withTypes: () => counting },
  ) as unknown as CreateSelectorFunction<any, any, any>
  const selectors = unsorted.getSelectors((s: { items: EntityState<Item, EntityId> }) => s.items, { createSelector: counting })
  assert.ok(created > 0)
  const state = { items: unsorted.getInitialState(undefined, items([1, 1], [2, 2])) }
  // lruMemoize keeps one result: alternating ids recompute
  const selectById = selectors.selectById as typeof selectors.selectById & { recomputations: () => number }
  for (const id of [1, 2, 1]) selectById(state, id)
  assert.equal(selectById.recomputations(), 3)
})

// -- Case reducers and helpers ---------------------------------------------------------------------------------------

claim('The action creator\'s payload type comes from the method: `bookAdded(book)`, `bookUpdated({ id, changes })`, `bookRemoved(id)`.', async () => {
  const books = createEntityAdapter<Book>()
  const fetchBooks = createAsyncThunk('books/fetch', async () => [{ id: 'b9', title: 'Kindred', author: 'Octavia E. Butler' }])
  const slice = createSlice({
    name: 'books',
    initialState: books.getInitialState(),
    reducers: { bookAdded: books.addOne, bookUpdated: books.updateOne, bookRemoved: books.removeOne },
    extraReducers: (builder) => {
      builder.addCase(fetchBooks.fulfilled, books.setAll)
    },
  })
  const added: Equal<Parameters<typeof slice.actions.bookAdded>[0], Book> = true
  const updated: Equal<Parameters<typeof slice.actions.bookUpdated>[0], Update<Book, string>> = true
  const removed: Equal<Parameters<typeof slice.actions.bookRemoved>[0], string> = true
  const typeErrors = () => {
    // @ts-expect-error an id of the wrong type
    slice.actions.bookRemoved(1)
  }
  void [added, updated, removed, typeErrors]
  const store = configureStore({ reducer: { books: slice.reducer } })
  store.dispatch(slice.actions.bookAdded({ id: 'b1', title: 'Dune', author: 'Frank Herbert' }))
  store.dispatch(slice.actions.bookUpdated({ id: 'b1', changes: { title: 'Dune Messiah' } }))
  assert.equal(store.getState().books.entities.b1.title, 'Dune Messiah')
  store.dispatch(slice.actions.bookRemoved('b1'))
  await store.dispatch(fetchBooks())
  assert.deepEqual(store.getState().books.ids, ['b9'])
})

claim('The method mutates the draft and returns it, so you can call it among other changes and do not need to return anything', () => {
  const slice = createSlice({
    name: 'items',
    initialState: unsorted.getInitialState({ loading: true }),
    reducers: {
      received(state, action: PayloadAction<Item[]>) {
        state.loading = false
        unsorted.setAll(state, action.payload)
      },
      receivedAndReturned(state, action: PayloadAction<Item[]>) {
        return unsorted.setAll(state, action.payload)
      },
    },
  })
  assert.deepEqual(slice.reducer(undefined, slice.actions.received(items([1, 1]))), {
    ids: [1],
    entities: { 1: { id: 1, title: 'Item 1', priority: 1 } },
    loading: false,
  })
  assert.deepEqual(slice.reducer(undefined, slice.actions.receivedAndReturned(items([1, 1]))).ids, [1])
})

claim('Given a plain (non-draft) state, a method does not change it: it returns a new state, produced and frozen by Immer.', () => {
  for (const adapter of Object.values(adapters)) {
    const plain = { ids: [1], entities: { 1: { id: 1, title: 'One', priority: 1 } } }
    const next: EntityState<Item, EntityId> = adapter.addOne(plain, { id: 2, title: 'Two', priority: 2 })
    assert.deepEqual(plain, { ids: [1], entities: { 1: { id: 1, title: 'One', priority: 1 } } })
    assert.ok(Object.isFrozen(next) && Object.isFrozen(next.ids) && Object.isFrozen(next.entities))
    assert.ok(Object.isFrozen(next.entities[2]))
  }
})

claim('To read entities inside a reducer, use the selectors from `getSelectors()` (without a state selector) on the draft; they are draft-safe and see changes made earlier in the same reducer.', () => {
  const { selectById, selectAll, selectByIds, selectTotal } = unsorted.getSelectors()
  const slice = createSlice({
    name: 'items',
    initialState: unsorted.getInitialState(undefined, items([1, 1])),
    reducers: {
      bumped(state) {
        assert.equal(selectAll(state).length, 1)
        unsorted.updateOne(state, { id: 1, changes: { priority: 2 } })
        unsorted.addOne(state, { id: 2, title: '', priority: 1 })
        assert.equal(selectById(state, 1).priority, 2)
        assert.equal(selectAll(state).length, 2)
        assert.equal(selectByIds(state, [2, 1]).length, 2)
        assert.equal(selectTotal(state), 2)
      },
    },
  })
  slice.reducer(undefined, slice.actions.bumped())
})

// -- TypeScript ------------------------------------------------------------------------------------------------------

claim('Give the entity type as the one type argument, `createEntityAdapter<Book>()`, when it has an `id` field; the id type is `Book[\'id\']`.', () => {
  interface NumberedBook {
    id: number
    title: string
  }
  const books = createEntityAdapter<NumberedBook>()
  const idType: Equal<ReturnType<typeof books.selectId>, number> = true
  const both = createEntityAdapter<Edition, string>({ selectId: (e) => e.isbn })
  const inferred = createEntityAdapter({ selectId: (e: Edition) => e.isbn })
  const same: Equal<typeof both, typeof inferred> = true
  void [idType, same]
})

claim('Everything that follows from the adapter is typed with those two types: `getInitialState`\'s result, each method\'s argument, the action creators of methods used as case reducers, and the selectors.', () => {
  const books = createEntityAdapter<Book>()
  const withFields = books.getInitialState({ status: 'idle' })
  const initial: Equal<typeof withFields, EntityState<Book, string> & { status: string }> = true
  const empty: EntityState<Book, string> = books.getInitialState()
  const typeErrors = () => {
    // @ts-expect-error an entity of another type
    books.addOne(empty, { id: 'e1', isbn: '978-0441013593' })
    // @ts-expect-error an id of another type
    books.removeOne(empty, 1)
  }
  const selectors = books.getSelectors()
  const all: Equal<ReturnType<typeof selectors.selectAll>, Book[]> = true
  const ids: Equal<ReturnType<typeof selectors.selectIds>, string[]> = true
  const slice = createSlice({ name: 'books', initialState: empty, reducers: { bookSet: books.setOne } })
  const payload: Equal<Parameters<typeof slice.actions.bookSet>[0], Book> = true
  void [initial, typeErrors, all, ids, payload]
})

claim('Both type arguments are required.', () => {
  interface BooksState extends EntityState<Book, string> {
    status: 'idle' | 'loading'
  }
  const state: BooksState = { ...createEntityAdapter<Book>().getInitialState(), status: 'idle' }
  // @ts-expect-error one type argument
  type OneArgument = EntityState<Book>
  void state
})

claim('`number | string`, the types an id may have.', () => {
  const idType: Equal<EntityId, number | string> = true
  // @ts-expect-error a symbol is no id
  createEntityAdapter({ selectId: (edition: Edition) => Symbol(edition.isbn) })
  void idType
})

claim('`EntityAdapter<T, Id>` is the type of what `createEntityAdapter` returns.', () => {
  const typed: Equal<typeof unsorted, EntityAdapter<Item, EntityId>> = true
  const emptyIds = (adapter: EntityAdapter<Book, string>) => adapter.getInitialState().ids
  assert.deepEqual(emptyIds(createEntityAdapter<Book>()), [])
  void typed
})

claim('| `Update` | `Update<T, Id>`, `{ id: Id; changes: Partial<T> }`, the argument of `updateOne` (and an array of them for `updateMany`)', () => {
  const state = unsorted.getInitialState(undefined, items([1, 1]))
  const update: Update<Item, EntityId> = { id: 1, changes: { title: 'One' } }
  assert.equal(unsorted.updateOne(state, update).entities[1].title, 'One')
  assert.equal(unsorted.updateMany(state, [update, { id: 1, changes: { priority: 2 } }]).entities[1].priority, 2)
  const typeErrors = () => {
    // @ts-expect-error `changes` is a Partial<T>
    unsorted.updateOne(state, { id: 1, changes: { isbn: '978-0441013593' } })
    // @ts-expect-error `updateMany` takes an array
    unsorted.updateMany(state, update)
  }
  void typeErrors
})

claim('| `RemoveManyFilter` | `RemoveManyFilter<T>`, `{ where: Partial<T> }`, the filter form of `removeMany`; added in 2.14.0 |', () => {
  const shape: Equal<RemoveManyFilter<Item>, { where: Partial<Item> }> = true
  void shape
  // The type is exported since 2.14.0: 2.13.0's declarations do not name it
  const declarations = (version: string) => fs.readFileSync(path.join(releaseDir(version), 'dist/index.d.ts'), 'utf8')
  assert.doesNotMatch(declarations('2.13.0'), /RemoveManyFilter/)
  assert.match(declarations('2.14.0'), /type RemoveManyFilter,/)
})

claim('| `IdSelector` | `IdSelector<T, Id>`, `(model: T) => Id`, the type of the `selectId` option |', () => {
  const idSelector: Equal<IdSelector<Edition, string>, (model: Edition) => string> = true
  const comparer: Equal<Comparer<Edition>, (a: Edition, b: Edition) => number> = true
  // The option types, through the first overload (`selectId` required)
  const selectId: IdSelector<Edition, string> = (edition) => edition.isbn
  const sortComparer: Comparer<Edition> = (a, b) => a.title.localeCompare(b.title)
  const adapter = createEntityAdapter({ selectId, sortComparer })
  assert.equal(adapter.selectId, selectId)
  assert.equal(adapter.sortComparer, sortComparer)
  void [idSelector, comparer]
})

claim('| `EntitySelectors` | `EntitySelectors<T, V, Id>`, what `getSelectors` returns; `V` is the state the selectors take and the id type comes third |', () => {
  type Root = { items: EntityState<Item, string> }
  const adapter = createEntityAdapter<Item, string>({ selectId: (item) => String(item.id) })
  const selectors = adapter.getSelectors((state: Root) => state.items)
  const typed: Equal<typeof selectors, EntitySelectors<Item, Root, string>> = true
  void typed
})

claim('| `EntityStateAdapter` | `EntityStateAdapter<T, Id>`, the CRUD methods alone, without `selectId`, `sortComparer`, `getInitialState` and `getSelectors`', () => {
  type Keys = keyof EntityStateAdapter<Item, EntityId>
  const keys: Equal<Keys, 'addOne' | 'addMany' | 'setOne' | 'setMany' | 'setAll' | 'removeOne' | 'removeMany' | 'removeAll' | 'updateOne' | 'updateMany' | 'upsertOne' | 'upsertMany'> = true
  const methods: EntityStateAdapter<Item, EntityId> = unsorted
  void [keys, methods]
})

claim('`entities` is typed `Record<Id, T>`, so `state.entities[id]` and `selectById(state, id)` are typed `T` even though a missing id gives `undefined`.', () => {
  const state = unsorted.getInitialState()
  const entity: Item = state.entities[1]
  assert.equal(entity, undefined)
  const entitiesType: Equal<typeof state.entities, Record<EntityId, Item>> = true
  void entitiesType
})

claim('In 2.x, `EntityState`, `EntityAdapter`, `EntityStateAdapter`, `Update` and `IdSelector` take the id type as a second type argument, and `EntitySelectors` as its third', () => {
  // @ts-expect-error
  type S = EntityState<Book>
  // @ts-expect-error
  type A = EntityAdapter<Book>
  // @ts-expect-error
  type M = EntityStateAdapter<Book>
  // @ts-expect-error
  type U = Update<Book>
  // @ts-expect-error
  type I = IdSelector<Book>
  // @ts-expect-error
  type E = EntitySelectors<Book, EntityState<Book, string>>
  type Ok = [EntityState<Book, Book['id']>, EntitySelectors<Book, EntityState<Book, string>, string>]
})

claim('`entities` is typed `Record<Id, T>` instead of 1.x\'s dictionary type, whose values were `T | undefined`.', () => {
  const declarations = fs.readFileSync(path.join(releaseDir('1.9.7'), 'dist/entities/models.d.ts'), 'utf8')
  assert.match(declarations, /export interface DictionaryNum<T> \{\s*\[id: number\]: T \| undefined;/)
  assert.match(declarations, /export interface EntityState<T> \{\s*ids: EntityId\[\];\s*entities: Dictionary<T>;/)
  // In 2.x, no `!`: the entity type itself
  const state = createEntityAdapter<Book>().getInitialState(undefined, [{ id: 'b1', title: 'Dune', author: 'Frank Herbert' }])
  const title: string = state.entities['b1'].title
  assert.equal(title, 'Dune')
})

claim('The selectors use Reselect 5\'s `weakMapMemoize` through [`createDraftSafeSelector`](./createSelector.md#createdraftsafeselector). `selectById` keeps results for many ids at once instead of only the last one.', () => {
  type Counted = { recomputations: () => number; memoize: unknown; argsMemoize: unknown }
  const { selectById, selectAll } = unsorted.getSelectors()
  const state = unsorted.getInitialState(undefined, items([1, 1], [2, 2]))
  for (const id of [1, 2, 1, 2]) selectById(state, id)
  assert.equal((selectById as unknown as Counted).recomputations(), 2)
  assert.equal((selectAll as unknown as Counted).memoize, createDraftSafeSelector([(s: number) => s], (s) => s + 1).memoize)
  // 1.9.7 with the Reselect 4 and Immer 9 it depends on: one result, so alternating ids recompute every time
  const dependencies = JSON.parse(fs.readFileSync(path.join(releaseDir('1.9.7'), 'package.json'), 'utf8')).dependencies
  assert.deepEqual([dependencies.reselect, dependencies.immer], ['^4.1.8', '^9.0.21'])
  const packed = { reselect: packedPackage('reselect', '4.1.8'), immer: packedPackage('immer', '9.0.21') }
  const { stdout } = inProduction(`
    const Module = require('node:module')
    const packed = ${JSON.stringify(packed)}
    const resolve = Module._resolveFilename
    Module._resolveFilename = function (request, ...rest) {
      return request in packed ? resolve.call(this, packed[request], ...rest) : resolve.call(this, request, ...rest)
    }
    const { createEntityAdapter } = require(${JSON.stringify(releaseDir('1.9.7'))})
    const { selectById } = createEntityAdapter().getSelectors()
    // 1.9.7's selectors carry no recomputations(): count the result function's reads of entities instead
    let reads = 0
    const entities = new Proxy({ 1: { id: 1 }, 2: { id: 2 } }, { get: (target, key) => (reads++, target[key]) })
    const state = { ids: [1, 2], entities }
    for (const id of [1, 2, 1, 2]) selectById(state, id)
    console.log(reads, require(packed.reselect + '/package.json').version)
  `)
  assert.equal(stdout.trim(), '4 4.1.8')
  let reads = 0
  const entities = new Proxy({ 1: { id: 1 }, 2: { id: 2 } } as Record<EntityId, { id: EntityId }>, {
    get: (target, key: string) => (reads++, target[key]),
  })
  const plainSelectById = createEntityAdapter().getSelectors().selectById
  for (const id of [1, 2, 1, 2]) plainSelectById({ ids: [1, 2], entities }, id)
  assert.equal(reads, 2)
})

claim('Since 2.2.0, `getInitialState` accepts initial entities as its second argument; 2.0.x and 2.1.0 took only the extra fields.', () => {
  for (const version of ['2.0.0', '2.0.1', '2.1.0']) {
    const adapter = loadRelease<Release>(version).createEntityAdapter<Item>()
    const getInitialState = adapter.getInitialState as (state: object, entities: Item[]) => object
    assert.deepEqual(getInitialState({ status: 'idle' }, items([1, 1])), { ids: [], entities: {}, status: 'idle' }, version)
  }
  const adapter = loadRelease<Release>('2.2.0').createEntityAdapter<Item>()
  assert.deepEqual(adapter.getInitialState({ status: 'idle' }, items([1, 1])).ids, [1])
})

claim('Later 2.x releases added `selectByIds` and the `{ where }` form of `removeMany` (both 2.14.0).', () => {
  const old = loadRelease<Release>('2.13.0').createEntityAdapter<Item>()
  assert.equal('selectByIds' in old.getSelectors(), false)
  assert.throws(() => old.removeMany(old.getInitialState(undefined, items([1, 1])), { where: { priority: 1 } }))
  assert.equal(typeof unsorted.getSelectors().selectByIds, 'function')
})
