import '../../page-tests/setup/dom'
import assert from 'node:assert/strict'
import { createElement } from 'react'
import type { ReactNode } from 'react'
import { renderHook, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import {
  asyncThunkCreator,
  buildCreateSlice,
  configureStore,
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createReducer,
  createSlice,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isRejected,
  isRejectedWithValue,
} from '@reduxjs/toolkit'
import type { Action, ActionMatchingAllOf, ActionMatchingAnyOf, Middleware, PayloadAction } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { claimsOf } from '../claim'
import { type Equal } from '../types'
import { loadRelease } from '../releases'
import '../../page-tests/setup/fake-api'

const claim = claimsOf(__filename)

// Each assignable to the other (two object types written alike are not Equal, but are the same type to a reader)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
// Compiles only when T is true
const isTrue = <T extends true>() => {}
// A middleware that pushes every action it sees (or those `keep` accepts) to `seen`
const recordTo =
  (seen: any[], keep: (action: any) => boolean = () => true): Middleware =>
  () =>
  (next) =>
  (action) => {
    if (keep(action)) seen.push(action)
    return next(action)
  }

const todoAdded = createAction<string>('todos/todoAdded')
const todoRenamed = createAction<{ id: number; text: string }>('todos/todoRenamed')
const fetchPosts = createAsyncThunk('posts/fetchPosts', async (page: number) => [`post on page ${page}`])
const saveProfile = createAsyncThunk<string, string, { rejectValue: { field: string } }>(
  'profile/save',
  async (email, { rejectWithValue }) => {
    if (email === 'thrown value') throw rejectWithValue({ field: 'thrown' })
    if (!email.includes('@')) return rejectWithValue({ field: 'email' })
    if (email.endsWith('.invalid')) throw new Error('Server unavailable')
    return email
  },
)

// A store that records every action dispatched to it
function recordingStore() {
  const seen: any[] = []
  const store = configureStore({
    reducer: (state: null = null) => state,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(recordTo(seen)),
  })
  return { store, seen }
}

// Every action a thunk dispatches, from a store of its own
async function actionsOf(run: (dispatch: ReturnType<typeof recordingStore>['store']['dispatch']) => Promise<unknown>) {
  const { store, seen } = recordingStore()
  await run(store.dispatch)
  return seen
}

claim(
  "and so does every entry of a slice's [`actions`](./createSlice.md#actions) except one made with `create.asyncThunk`: that entry is an async thunk, which has no `match`",
  () => {
    const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })
    const todos = createAppSlice({
      name: 'todos',
      initialState: { texts: [] as string[], loading: false },
      reducers: (create) => ({
        added: create.reducer<string>((state, action) => {
          state.texts.push(action.payload)
        }),
        prepared: create.preparedReducer(
          (text: string) => ({ payload: text.trim() }),
          (state, action) => {
            state.texts.push(action.payload)
          },
        ),
        fetchTodos: create.asyncThunk(async () => ['Loaded'], {
          pending: (state) => {
            state.loading = true
          },
        }),
      }),
    })
    const objectNotation = createSlice({
      name: 'counter',
      initialState: 0,
      reducers: {
        incremented: (state) => state + 1,
        added: {
          reducer: (state, action: PayloadAction<number>) => state + action.payload,
          prepare: (n: number) => ({ payload: n }),
        },
      },
    })
    const { added, prepared, fetchTodos } = todos.actions
    for (const creator of [added, prepared, objectNotation.actions.incremented, objectNotation.actions.added]) {
      assert.equal(typeof creator.match, 'function')
    }
    assert.equal(isAnyOf(added, prepared)(prepared(' Milk ')), true)
    assert.equal('match' in fetchTodos, false)
    assert.deepEqual(Object.keys(fetchTodos).sort(), ['fulfilled', 'pending', 'rejected', 'settled', 'typePrefix'])
    // @ts-expect-error the thunk itself is no matcher
    isAnyOf(fetchTodos)
    assert.equal(isAnyOf(fetchTodos.pending, fetchTodos.fulfilled)(fetchTodos.pending('id')), true)
  },
)

claim(
  "An async thunk's `.pending`, `.fulfilled` and `.rejected` qualify, and so does its `.settled` type guard (fulfilled or rejected).",
  async () => {
    const [pending, fulfilled] = await actionsOf((dispatch) => dispatch(fetchPosts(1)))
    const [, rejected] = await actionsOf((dispatch) => dispatch(saveProfile('ana@mail.invalid')))
    const settled = isAnyOf(fetchPosts.settled)
    assert.deepEqual([pending, fulfilled].map(settled), [false, true])
    assert.equal(isAnyOf(saveProfile.settled)(rejected), true)
    assert.equal(isAllOf(fetchPosts.pending, isPending)(pending), true)
    assert.equal(isAnyOf(fetchPosts.fulfilled, fetchPosts.rejected)(fulfilled), true)
    // `settled` exists since 2.0.0
    assert.equal(
      typeof (loadRelease('2.0.0').createAsyncThunk as typeof createAsyncThunk)('x', async () => 1).settled,
      'function',
    )
  },
)

claim('a function typed as returning plain `boolean` is a type error there', () => {
  const isLong = (action: any) => action.payload?.length > 10
  // @ts-expect-error
  isAnyOf(todoAdded, isLong)
  // @ts-expect-error
  isAllOf(todoAdded, isLong)
  const isLongGuard = (action: any): action is PayloadAction<string> => action.payload?.length > 10
  assert.equal(isAllOf(todoAdded, isLongGuard)(todoAdded('A long enough text')), true)
})

claim(
  '`builder.addMatcher` also takes a function returning `boolean`, but no object with `match`: pass it `todoAdded.match`, not `todoAdded`.',
  () => {
    const reducer = createReducer([] as string[], (builder) => {
      builder.addMatcher(
        (action: any) => action.type === 'todos/todoAdded',
        (state) => {
          state.push('boolean')
        },
      )
      builder.addMatcher(todoAdded.match, (state, action) => {
        state.push(action.payload)
      })
    })
    assert.deepEqual(reducer(undefined, todoAdded('guard')), ['boolean', 'guard'])
    assert.deepEqual(reducer(undefined, { type: 'other' }), [])
    // An action creator is a type error, and at run time it matches every action (it returns an action, truthy)
    const everything = createReducer(0, (builder) => {
      // @ts-expect-error
      builder.addMatcher(todoAdded, (state) => state + 1)
    })
    assert.equal(everything(0, { type: 'unrelated' }), 1)
  },
)

claim(
  "The narrowed type is the union of the matchers' action types, so after the check `action.payload` has the union of their payload types.",
  () => {
    const matcher = isAnyOf(todoAdded, todoRenamed)
    const action: unknown = todoAdded('Milk')
    if (matcher(action)) {
      const payloadIsUnion: Equal<typeof action.payload, string | { id: number; text: string }> = true
      assert.equal(payloadIsUnion, true)
    }
    const postAdded = createAction<{ id: number; title: string }>('posts/postAdded')
    const postUpdated = createAction<{ id: number; title: string }>('posts/postUpdated')
    // The page's comment: `action: PayloadAction<{ id: number; title: string }>`
    createReducer({ lastTitle: '' }, (builder) => {
      builder.addMatcher(isAnyOf(postAdded, postUpdated), (state, action) => {
        const payload: Same<typeof action.payload, { id: number; title: string }> = true
        const type: Equal<typeof action.type, string> = true
        assert.ok(payload && type)
      })
    })
  },
)

// Records the matchers called, in order
function spies(...results: boolean[]) {
  const called: number[] = []
  const guards = results.map(
    (result, index) =>
      (action: any): action is Action => (called.push(index), result),
  )
  return { called, guards }
}

claim('Matchers are tried in order, and the first `true` wins. With no arguments, the matcher accepts nothing.', () => {
  const { called, guards } = spies(false, true, true)
  assert.equal(isAnyOf(...guards)({ type: 'x' }), true)
  assert.deepEqual(called, [0, 1])
  assert.equal(isAnyOf()({ type: 'x' }), false)
  assert.equal(isAnyOf()(todoAdded('Milk')), false)
})

claim("The narrowed type is the intersection of the matchers' action types.", () => {
  const hasPriority = (action: any): action is { type: string; meta: { priority: number } } =>
    'priority' in (action.meta ?? {})
  const action: unknown = todoAdded('Milk')
  if (isAllOf(todoAdded, hasPriority)(action)) {
    const intersection: Equal<typeof action, PayloadAction<string> & { type: string; meta: { priority: number } }> =
      true
    assert.equal(intersection, true)
  }
})

claim(
  'checking stops at the first `false`, so put the cheap, broad test first. With no arguments, the matcher accepts every action.',
  () => {
    const { called, guards } = spies(true, false, true)
    assert.equal(isAllOf(...guards)({ type: 'x' }), false)
    assert.deepEqual(called, [0, 1])
    assert.equal(isAllOf()({ type: 'anything' }), true)
  },
)

claim(
  '`builder.addMatcher(isPending, reducer)` and `builder.addMatcher(isPending(), reducer)` do the same thing',
  async () => {
    const count = (matcher: (action: any) => boolean) =>
      createReducer(0, (builder) => {
        builder.addMatcher(matcher, (state) => state + 1)
      })
    const actions = [
      ...(await actionsOf((dispatch) => dispatch(fetchPosts(1)))),
      ...(await actionsOf((dispatch) => dispatch(saveProfile('ana')))),
      todoAdded('Milk'),
    ]
    assert.equal(actions.reduce(count(isPending), 0), 2)
    assert.equal(actions.reduce(count(isPending()), 0), 2)
    // The third form is the same test too
    assert.deepEqual(
      actions.map((action) => isPending(action)),
      actions.map(isPending()),
    )
  },
)

claim(
  'if that argument is a function with `pending`, `fulfilled` and `rejected` properties, the arguments are treated as a list of thunks; otherwise the first argument is tested as an action.',
  async () => {
    const [pending] = await actionsOf((dispatch) => dispatch(fetchPosts(1)))
    assert.equal(typeof isPending(fetchPosts, saveProfile), 'function')
    assert.equal(isPending(fetchPosts, saveProfile)(pending), true)
    assert.equal(isPending(pending), true)
    assert.equal(isPending(todoAdded('Milk')), false)
    // A function with the three members counts as a thunk
    const lookalike = Object.assign(() => {}, {
      pending: fetchPosts.pending,
      fulfilled: fetchPosts.fulfilled,
      rejected: fetchPosts.rejected,
    })
    assert.equal(isPending(lookalike)(pending), true)
  },
)

claim(
  "an action counts as an async thunk action when its `meta.requestId` is a string and its `meta.requestStatus` is `'pending'`, `'fulfilled'` or `'rejected'`",
  () => {
    const handMade = (meta: object) => ({ type: 'anything', meta })
    assert.equal(isAsyncThunkAction(handMade({ requestId: 'a', requestStatus: 'pending' })), true)
    assert.equal(isFulfilled(handMade({ requestId: 'a', requestStatus: 'fulfilled' })), true)
    assert.equal(isRejected(handMade({ requestId: 'a', requestStatus: 'rejected' })), true)
    assert.equal(isAsyncThunkAction(handMade({ requestId: 1, requestStatus: 'pending' })), false)
    assert.equal(isAsyncThunkAction(handMade({ requestId: 'a', requestStatus: 'settled' })), false)
    assert.equal(isAsyncThunkAction(handMade({ requestStatus: 'pending' })), false)
    assert.equal(isAsyncThunkAction({ type: 'posts/fetchPosts/pending' }), false)
  },
)

claim(
  'Every thunk made with `createAsyncThunk` or [`create.asyncThunk`](./createSlice.md#createasyncthunk) produces such actions, and so does [RTK Query](../rtk-query/overview.md)',
  async () => {
    const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } })
    const slice = createAppSlice({
      name: 'todos',
      initialState: [] as string[],
      reducers: (create) => ({ fetchTodos: create.asyncThunk(async () => ['Loaded'], {}) }),
    })
    const fromSlice = await actionsOf((dispatch) => dispatch(slice.actions.fetchTodos()))
    const fromCreateAsyncThunk = await actionsOf((dispatch) => dispatch(fetchPosts(1)))
    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      endpoints: (build) => ({ getPost: build.query<unknown, number>({ query: (id) => `posts/${id}` }) }),
    })
    const fromApi: any[] = []
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recordTo(fromApi)),
    })
    await store.dispatch(api.endpoints.getPost.initiate(1))
    const thunkActions = (actions: any[]) => actions.filter(isAsyncThunkAction()).map((action) => action.type)
    assert.deepEqual(thunkActions(fromSlice), ['todos/fetchTodos/pending', 'todos/fetchTodos/fulfilled'])
    assert.deepEqual(thunkActions(fromCreateAsyncThunk), ['posts/fetchPosts/pending', 'posts/fetchPosts/fulfilled'])
    assert.deepEqual(thunkActions(fromApi), ['api/executeQuery/pending', 'api/executeQuery/fulfilled'])
  },
)

claim(
  'The narrowed types are generic: `meta.arg` is `unknown`, and so is `payload`, except after `isPending()`, where `payload` is `undefined`.',
  () => {
    const check = (action: unknown) => {
      if (isPending()(action)) {
        const types: [Equal<typeof action.payload, undefined>, Equal<typeof action.meta.arg, unknown>] = [true, true]
        return types
      }
      if (isFulfilled()(action)) {
        const types: [Equal<typeof action.payload, unknown>, Equal<typeof action.meta.arg, unknown>] = [true, true]
        return types
      }
      if (isRejected()(action)) {
        const types: [Equal<typeof action.payload, unknown>, Equal<typeof action.meta.arg, unknown>] = [true, true]
        return types
      }
      if (isRejectedWithValue()(action)) {
        const types: [Equal<typeof action.payload, unknown>, Equal<typeof action.meta.arg, unknown>] = [true, true]
        return types
      }
      if (isAsyncThunkAction()(action)) {
        const types: [Equal<typeof action.payload, unknown>, Equal<typeof action.meta.arg, unknown>] = [true, true]
        return types
      }
      // The one-argument forms narrow the same way
      if (isPending(action)) {
        const types: [Equal<typeof action.payload, undefined>] = [true]
        return types
      }
    }
    assert.equal(typeof check, 'function')
  },
)

claim(
  "**With thunk arguments**, the matcher is `isAnyOf` over the thunks' action creators for that status (for `isAsyncThunkAction`, all three statuses).",
  async () => {
    const posts = await actionsOf((dispatch) => dispatch(fetchPosts(1)))
    const profile = [
      ...(await actionsOf((dispatch) => dispatch(saveProfile('ana')))),
      ...(await actionsOf((dispatch) => dispatch(saveProfile('ana@mail.invalid')))),
    ]
    const other = await actionsOf((dispatch) => dispatch(createAsyncThunk('other/load', async () => 1)()))
    const all = [...posts, ...profile, ...other]
    const same = (matcher: (action: any) => boolean, reference: (action: any) => boolean) =>
      assert.deepEqual(all.map(matcher), all.map(reference))
    same(isPending(fetchPosts, saveProfile), isAnyOf(fetchPosts.pending, saveProfile.pending))
    same(isFulfilled(fetchPosts, saveProfile), isAnyOf(fetchPosts.fulfilled, saveProfile.fulfilled))
    same(isRejected(fetchPosts, saveProfile), isAnyOf(fetchPosts.rejected, saveProfile.rejected))
    same(
      isAsyncThunkAction(fetchPosts, saveProfile),
      isAnyOf(
        fetchPosts.pending,
        fetchPosts.fulfilled,
        fetchPosts.rejected,
        saveProfile.pending,
        saveProfile.fulfilled,
        saveProfile.rejected,
      ),
    )
    assert.equal(all.filter(isAsyncThunkAction(fetchPosts, saveProfile)).length, 6)
  },
)

claim(
  '`isRejectedWithValue(...thunks)` accepts what `isRejected(...thunks)` accepts, and only with `meta.rejectedWithValue: true`.',
  async () => {
    const withValue = await actionsOf((dispatch) => dispatch(saveProfile('ana')))
    const thrown = await actionsOf((dispatch) => dispatch(saveProfile('ana@mail.invalid')))
    const otherThunk = createAsyncThunk<never, void, { rejectValue: string }>(
      'other/save',
      async (_, { rejectWithValue }) => rejectWithValue('No'),
    )
    const otherWithValue = await actionsOf((dispatch) => dispatch(otherThunk()))
    const all = [...withValue, ...thrown, ...otherWithValue]
    const reference = isAllOf(
      isRejected(saveProfile),
      (action: any): action is Action => action.meta.rejectedWithValue === true,
    )
    assert.deepEqual(all.map(isRejectedWithValue(saveProfile)), all.map(reference))
    assert.deepEqual(
      all.filter(isRejectedWithValue(saveProfile)).map((action) => action.payload),
      [{ field: 'email' }],
    )
    // isAnyOf over the rejected action creators would also take the thrown error
    assert.equal(all.filter(isAnyOf(saveProfile.rejected)).length, 2)
  },
)

claim('so with thunk arguments an action of the right type matches even without `meta.requestId`', () => {
  const handMade = { type: 'posts/fetchPosts/fulfilled', payload: [] }
  assert.equal(isFulfilled(fetchPosts)(handMade), true)
  assert.equal(isAsyncThunkAction(fetchPosts)(handMade), true)
  assert.equal(isFulfilled()(handMade), false)
  // isRejectedWithValue still needs its flag
  assert.equal(isRejectedWithValue(saveProfile)({ type: 'profile/save/rejected' }), false)
  assert.equal(
    isRejectedWithValue(saveProfile)({ type: 'profile/save/rejected', meta: { rejectedWithValue: true } }),
    true,
  )
})

claim(
  "`payload` is the thunk's return type for `fulfilled` or its `rejectValue` for `isRejectedWithValue`, and `meta.arg` is the thunk's argument type.",
  () => {
    const check = (action: unknown) => {
      if (isFulfilled(fetchPosts)(action)) {
        const types: [Equal<typeof action.payload, string[]>, Equal<typeof action.meta.arg, number>] = [true, true]
        return types
      }
      if (isRejectedWithValue(saveProfile)(action)) {
        const types: [Equal<typeof action.payload, { field: string }>, Equal<typeof action.meta.arg, string>] = [
          true,
          true,
        ]
        return types
      }
      if (isPending(fetchPosts, saveProfile)(action)) {
        const types: [Equal<typeof action.meta.arg, number | string>] = [true]
        return types
      }
    }
    assert.equal(typeof check, 'function')
  },
)

claim(
  "the package's types accept any object whose `pending`, `fulfilled` and `rejected` members have a `match` type guard. At run time the first argument must also be a function, as thunks are: a plain object with those three members is tested as an action, and `isPending({ pending, fulfilled, rejected })` returns `false` instead of a matcher.",
  async () => {
    const { pending, fulfilled, rejected } = fetchPosts
    // Compiles: the overload with thunk arguments takes it
    const result: (action: any) => boolean = isPending({ pending, fulfilled, rejected })
    assert.equal(result, false)
    assert.equal(isFulfilled({ pending, fulfilled, rejected }), false)
    const [pendingAction] = await actionsOf((dispatch) => dispatch(fetchPosts(1)))
    assert.equal(isPending(fetchPosts)(pendingAction), true)
  },
)

claim(
  "A `pending` action of `createAsyncThunk` has `payload: undefined` and `meta: { arg, requestId, requestStatus: 'pending' }`, plus what the thunk's `getPendingMeta` option returns; RTK Query's `pending` actions also have `meta.startedTimeStamp`.",
  async () => {
    const [pending] = await actionsOf((dispatch) => dispatch(fetchPosts(2)))
    assert.deepEqual(pending, {
      type: 'posts/fetchPosts/pending',
      payload: undefined,
      meta: { arg: 2, requestId: pending.meta.requestId, requestStatus: 'pending' },
    })
    const tagged = createAsyncThunk('posts/tagged', async () => 1, { getPendingMeta: () => ({ source: 'search' }) })
    const [taggedPending] = await actionsOf((dispatch) => dispatch(tagged()))
    assert.deepEqual(Object.keys(taggedPending.meta).sort(), ['arg', 'requestId', 'requestStatus', 'source'])
    assert.equal(taggedPending.meta.source, 'search')

    const api = createApi({
      baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
      endpoints: (build) => ({ getPost: build.query<unknown, number>({ query: (id) => `posts/${id}` }) }),
    })
    const seen: any[] = []
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recordTo(seen, isPending)),
    })
    await store.dispatch(api.endpoints.getPost.initiate(1))
    assert.equal(seen[0].payload, undefined)
    assert.equal(typeof seen[0].meta.startedTimeStamp, 'number')
    assert.equal(seen[0].meta.requestStatus, 'pending')
  },
)

claim(
  'Accepts `fulfilled` actions: the payload creator returned (or resolved) a value, which is `action.payload`.',
  async () => {
    const sync = createAsyncThunk('values/sync', () => 'returned')
    const [, fulfilledSync] = await actionsOf((dispatch) => dispatch(sync()))
    const [, fulfilledAsync] = await actionsOf((dispatch) => dispatch(fetchPosts(3)))
    assert.equal(isFulfilled(fulfilledSync), true)
    assert.equal(fulfilledSync.payload, 'returned')
    assert.deepEqual(fulfilledAsync.payload, ['post on page 3'])
  },
)

claim(
  'Accepts every `rejected` action, whatever the reason: the payload creator threw, it returned `rejectWithValue(...)`, the request was aborted, or its `condition` returned `false` with `dispatchConditionRejection: true`.',
  async () => {
    const slow = createAsyncThunk('values/slow', () => new Promise((resolve) => setTimeout(resolve, 50)))
    const skipped = createAsyncThunk('values/skipped', () => 1, {
      condition: () => false,
      dispatchConditionRejection: true,
    })
    const thrown = (await actionsOf((dispatch) => dispatch(saveProfile('ana@mail.invalid'))))[1]
    const withValue = (await actionsOf((dispatch) => dispatch(saveProfile('ana'))))[1]
    const aborted = (
      await actionsOf(async (dispatch) => {
        const call = dispatch(slow())
        call.abort()
        await call
      })
    )[1]
    const conditionRejected = (await actionsOf((dispatch) => dispatch(skipped())))[0]
    const rejections = [thrown, withValue, aborted, conditionRejected]
    assert.deepEqual(rejections.map(isRejected()), [true, true, true, true])
    // `action.error` holds the serialized error; the flags tell the cases apart
    assert.deepEqual(
      rejections.map(({ error, meta }) => [error.message, meta.rejectedWithValue, meta.aborted, meta.condition]),
      [
        ['Server unavailable', false, false, false],
        ['Rejected', true, false, false],
        ['Aborted', false, true, false],
        ['Aborted due to condition callback returning false.', false, false, true],
      ],
    )
  },
)

claim(
  'Accepts only the `rejected` actions that carry `meta.rejectedWithValue: true`, the ones whose payload creator returned (or threw) `rejectWithValue(value)` with a `value` other than `undefined`; `action.payload` is that value.',
  async () => {
    const returned = (await actionsOf((dispatch) => dispatch(saveProfile('ana'))))[1]
    const thrownValue = (await actionsOf((dispatch) => dispatch(saveProfile('thrown value'))))[1]
    const thrownError = (await actionsOf((dispatch) => dispatch(saveProfile('ana@mail.invalid'))))[1]
    const rejectUndefined = createAsyncThunk('values/undefined', (_: void, { rejectWithValue }) =>
      rejectWithValue(undefined),
    )
    const withUndefined = (await actionsOf((dispatch) => dispatch(rejectUndefined())))[1]
    assert.deepEqual([returned, thrownValue, thrownError, withUndefined].map(isRejectedWithValue()), [
      true,
      true,
      false,
      false,
    ])
    assert.deepEqual(returned.payload, { field: 'email' })
    assert.deepEqual(thrownValue.payload, { field: 'thrown' })
  },
)

claim('(Up to 2.12.0, any falsy `value`, `null` included, left the flag `false`;', () => {
  const flags = (rtk: { createAsyncThunk: typeof createAsyncThunk }) => {
    const thunk = rtk.createAsyncThunk('values/falsy', async () => 1)
    return [null, 0, '', false, undefined, 'value'].map(
      (value) => thunk.rejected(null, 'id', undefined, value).meta.rejectedWithValue,
    )
  }
  const before = [false, false, false, false, false, true]
  assert.deepEqual(flags(loadRelease('2.0.0') as any), before)
  assert.deepEqual(flags(loadRelease('2.12.0') as any), before)
  const since = [true, true, true, true, false, true]
  assert.deepEqual(flags(loadRelease('2.13.0') as any), since)
  assert.deepEqual(flags({ createAsyncThunk }), since)
})

claim(
  'A thrown error does not match. With thunk arguments whose type declares `rejectValue`, `action.payload` is typed as that type.',
  async () => {
    const thrown = (await actionsOf((dispatch) => dispatch(saveProfile('ana@mail.invalid'))))[1]
    assert.equal(isRejectedWithValue(saveProfile)(thrown), false)
    assert.equal(isRejectedWithValue()(thrown), false)
    const action: unknown = thrown
    if (isRejectedWithValue(saveProfile)(action)) {
      const typed: Equal<typeof action.payload, { field: string }> = true
      assert.ok(typed)
    }
  },
)

claim('both reducers run, in the order they were added: matchers do not stop at the first match', async () => {
  const fetchUsers = createAsyncThunk<string[], void, { rejectValue: string }>(
    'users/fetchUsers',
    async (_, { rejectWithValue }) => rejectWithValue('Session expired'),
  )
  const order = createReducer([] as string[], (builder) => {
    builder
      .addMatcher(isRejected(fetchUsers), (state) => {
        state.push('isRejected')
      })
      .addMatcher(isRejectedWithValue(fetchUsers), (state) => {
        state.push('isRejectedWithValue')
      })
  })
  const [, rejected] = await actionsOf((dispatch) => dispatch(fetchUsers()))
  assert.deepEqual(order(undefined, rejected), ['isRejected', 'isRejectedWithValue'])
})

claim('`builder.addAsyncThunk` (added in 2.9.0;', () => {
  const hasAddAsyncThunk = (rtk: { createReducer: typeof createReducer }) => {
    let found = false
    rtk.createReducer(0, (builder) => {
      found = typeof (builder as { addAsyncThunk?: unknown }).addAsyncThunk === 'function'
    })
    return found
  }
  assert.equal(hasAddAsyncThunk(loadRelease('2.8.2') as any), false)
  assert.equal(hasAddAsyncThunk(loadRelease('2.9.0') as any), true)
  assert.equal(hasAddAsyncThunk({ createReducer }), true)
})

claim(
  "A request the user cancelled (`meta.aborted: true`, error message `'Aborted'` or your reason) and a call skipped by its `condition` that is dispatched anyway (`meta.condition: true`) are `rejected` actions too.",
  async () => {
    const slow = createAsyncThunk('values/slow', () => new Promise((resolve) => setTimeout(resolve, 50)))
    const abortedWith = async (reason?: string) =>
      (
        await actionsOf(async (dispatch) => {
          const call = dispatch(slow())
          call.abort(reason)
          await call
        })
      )[1]
    const plain = await abortedWith()
    const withReason = await abortedWith('User left the page')
    assert.deepEqual([plain.error.message, plain.meta.aborted, isRejected(plain)], ['Aborted', true, true])
    assert.deepEqual([withReason.error.message, withReason.meta.aborted], ['User left the page', true])
  },
)

claim(
  'without the checks, this logs // "Middleware reported reports/load/rejected: Aborted" (and the same from the listener)',
  async () => {
    const reported: string[] = []
    const reportEverything: Middleware = () => (next) => (action) => {
      if (isRejected(action)) reported.push(`Middleware reported ${action.type}: ${action.error.message}`)
      return next(action)
    }
    const loadReport = createAsyncThunk('reports/load', async (url: string, { signal }) => {
      const response = await fetch(url, { signal })
      if (!response.ok) throw new Error(`Request failed with status ${response.status}`)
      return response.json()
    })
    const listener = createListenerMiddleware()
    const isAnyRejection = isRejected()
    listener.startListening({
      matcher: isAnyRejection,
      effect: (action) => {
        reported.push(`Listener reported ${action.type}: ${action.error.message}`)
      },
    })
    const store = configureStore({
      reducer: (state: null = null) => state,
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware().prepend(listener.middleware).concat(reportEverything),
    })
    const leftEarly = store.dispatch(loadReport('https://api.example.com/status/500?delay=300'))
    leftEarly.abort()
    await leftEarly
    assert.deepEqual(reported, [
      'Middleware reported reports/load/rejected: Aborted',
      'Listener reported reports/load/rejected: Aborted',
    ])
  },
)

// The reporter's two checks, on a thunk that fetches with a signal of its own
async function ownSignalRejection(makeSignal: () => AbortSignal) {
  const withOwnTimeout = createAsyncThunk('reports/load', async (url: string) => {
    const response = await fetch(url, { signal: makeSignal() })
    return response.json()
  })
  const [, rejected] = await actionsOf((dispatch) =>
    dispatch(withOwnTimeout('https://api.example.com/status/200?delay=300')),
  )
  return {
    name: rejected.error.name,
    aborted: rejected.meta.aborted,
    reported: !rejected.meta.aborted && !rejected.meta.condition,
  }
}

claim(
  'so a payload creator that throws an `AbortError` of its own (a `fetch` cancelled by an `AbortController` of yours, from a timer say) is left out too',
  async () => {
    const result = await ownSignalRejection(() => {
      const controller = new AbortController()
      setTimeout(() => controller.abort(), 20)
      return controller.signal
    })
    assert.deepEqual(result, { name: 'AbortError', aborted: true, reported: false })
  },
)

claim('A `fetch` given `AbortSignal.timeout(ms)` fails with a `TimeoutError` instead, which is reported.', async () => {
  const result = await ownSignalRejection(() => AbortSignal.timeout(20))
  assert.deepEqual(result, { name: 'TimeoutError', aborted: false, reported: true })
})

// An API slice for the RTK Query cases, with the listener middleware before api.middleware (as `prepend` puts it)
// and a plain middleware after it
function rtkQueryStore() {
  const api = createApi({
    baseQuery: fetchBaseQuery({ baseUrl: 'https://api.example.com/' }),
    endpoints: (build) => ({ getPost: build.query<{ id: number }, number>({ query: (id) => `posts/${id}` }) }),
  })
  const seen: string[] = []
  const listener = createListenerMiddleware()
  const anyRejection = isRejected()
  listener.startListening({
    matcher: anyRejection,
    effect: (action) => {
      seen.push(`before: ${action.type} condition ${action.meta.condition}`)
    },
  })
  const after: Middleware = () => (next) => (action) => {
    if (isRejected(action)) seen.push(`after: ${action.type} condition ${action.meta.condition}`)
    return next(action)
  }
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listener.middleware).concat(api.middleware, after),
  })
  return { api, store, seen }
}

claim("Without thunk arguments, the reporter also sees RTK Query's requests", async () => {
  const { api } = rtkQueryStore()
  const reported: string[] = []
  const errorReporter: Middleware = () => (next) => (action) => {
    if (isRejected(action) && !action.meta.aborted && !action.meta.condition) {
      reported.push(`${action.type}: ${action.error.message}`)
    }
    return next(action)
  }
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(errorReporter, api.middleware),
  })
  await store.dispatch(api.endpoints.getPost.initiate(99))
  assert.deepEqual(reported, ['api/executeQuery/rejected: Rejected'])
})

claim(
  "`isPending()`, `isRejected()` and the others without arguments also match RTK Query's internal request actions (such as `api/executeQuery/pending`).",
  async () => {
    const { api } = rtkQueryStore()
    const actions: any[] = []
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, recordTo(actions)),
    })
    await store.dispatch(api.endpoints.getPost.initiate(1))
    await store.dispatch(api.endpoints.getPost.initiate(99))
    const matchers = { isPending, isFulfilled, isRejected, isRejectedWithValue, isAsyncThunkAction }
    const seen = actions.flatMap((action) =>
      Object.entries(matchers)
        .filter(([, matcher]) => matcher(action))
        .map(([name]) => `${name} ${action.type}`),
    )
    assert.deepEqual(seen, [
      'isPending api/executeQuery/pending',
      'isAsyncThunkAction api/executeQuery/pending',
      'isFulfilled api/executeQuery/fulfilled',
      'isAsyncThunkAction api/executeQuery/fulfilled',
      'isPending api/executeQuery/pending',
      'isAsyncThunkAction api/executeQuery/pending',
      'isRejected api/executeQuery/rejected',
      'isRejectedWithValue api/executeQuery/rejected',
      'isAsyncThunkAction api/executeQuery/rejected',
    ])
  },
)

claim(
  'so each request it skips, because the data is cached or the same request is already running, dispatches an `api/executeQuery/rejected` action with `meta.condition: true`. A middleware placed before `api.middleware`, such as the listener middleware when you `prepend` it, sees one each time a component subscribes to cached data.',
  async () => {
    const { api, store, seen } = rtkQueryStore()
    // The same request twice at once, then again once cached
    const first = store.dispatch(api.endpoints.getPost.initiate(1))
    const running = store.dispatch(api.endpoints.getPost.initiate(1))
    await Promise.all([first, running])
    await store.dispatch(api.endpoints.getPost.initiate(1))
    assert.deepEqual(seen, [
      'before: api/executeQuery/rejected condition true',
      'before: api/executeQuery/rejected condition true',
    ])
    // Components: the first one to mount fetches, each one after it is a skipped request; a mounted one whose
    // argument changes to cached data is one too
    seen.length = 0
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children })
    const mounted = renderHook(({ id }) => api.useGetPostQuery(id), { wrapper, initialProps: { id: 2 } })
    await waitFor(() => assert.equal(mounted.result.current.isSuccess, true))
    assert.deepEqual(seen, [])
    renderHook(() => api.useGetPostQuery(2), { wrapper })
    mounted.rerender({ id: 1 })
    await waitFor(() => assert.equal(mounted.result.current.data?.id, 1))
    assert.deepEqual(seen, [
      'before: api/executeQuery/rejected condition true',
      'before: api/executeQuery/rejected condition true',
    ])
  },
)

claim(
  "And a request that fails, such as a 404, is a `rejected` action whose `action.error.message` is only `'Rejected'`: the error is in `action.payload` (`meta.rejectedWithValue: true`).",
  async () => {
    const { api } = rtkQueryStore()
    const rejected: any[] = []
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefaultMiddleware) =>
        getDefaultMiddleware().concat(api.middleware, recordTo(rejected, isRejected)),
    })
    await store.dispatch(api.endpoints.getPost.initiate(99))
    assert.deepEqual(rejected[0].error, { message: 'Rejected' })
    assert.deepEqual(rejected[0].payload, { status: 404, data: { error: 'Post 99 not found' } })
    assert.equal(rejected[0].meta.rejectedWithValue, true)
  },
)

claim(
  "When a thunk's `condition` returns `false`, the thunk resolves to a `rejected` action with `meta.condition: true`, but does not dispatch it unless `dispatchConditionRejection` is `true`.",
  async () => {
    for (const dispatchConditionRejection of [undefined, false, true]) {
      const skipped = createAsyncThunk('values/skipped', () => 1, {
        condition: () => false,
        dispatchConditionRejection,
      })
      let result: any
      const dispatched = await actionsOf(async (dispatch) => {
        result = await dispatch(skipped())
      })
      assert.equal(isRejected(result), true)
      assert.equal(result.meta.condition, true)
      assert.equal(dispatched.length, dispatchConditionRejection ? 1 : 0)
    }
  },
)

// Types
claim(
  '`isFulfilled(fetchPosts)` narrows `payload` to what `fetchPosts` returns; `isFulfilled()` gives `unknown`.',
  () => {
    const check = (action: unknown) => {
      if (isFulfilled(fetchPosts)(action)) return ((): Equal<typeof action.payload, string[]> => true)()
      if (isFulfilled()(action)) return ((): Equal<typeof action.payload, unknown> => true)()
    }
    assert.equal(typeof check, 'function')
  },
)

claim(
  '`builder.addMatcher` accepts a function returning `boolean`, but then `action` is only `Action` (just `type`) unless you pass the type argument, `addMatcher<YourAction>(...)`.',
  () => {
    createReducer(0, (builder) => {
      builder
        .addMatcher(
          (action: any) => action.type.endsWith('/fulfilled'),
          (state, action) => {
            const plain: Equal<typeof action, Action> = true
            return plain ? state : state
          },
        )
        .addMatcher<{ type: string; payload: number }>(
          (action: any) => typeof action.payload === 'number',
          (state, action) => {
            const payload: Equal<typeof action.payload, number> = true
            return payload ? state + action.payload : state
          },
        )
    })
  },
)

claim(
  "Both take the matchers' types as a tuple, as in `ActionMatchingAnyOf<[typeof todoAdded, typeof todoToggled]>`",
  () => {
    const todoToggled = createAction<number>('todos/todoToggled')
    type Matchers = [typeof todoAdded, typeof todoToggled]
    const anyOf: Equal<
      ActionMatchingAnyOf<Matchers>,
      ReturnType<typeof todoAdded> | ReturnType<typeof todoToggled>
    > = true
    const allOf: Equal<
      ActionMatchingAllOf<Matchers>,
      ReturnType<typeof todoAdded> & ReturnType<typeof todoToggled>
    > = true
    // The types the matchers narrow to
    const action: unknown = todoAdded('Milk')
    if (isAnyOf(todoAdded, todoToggled)(action)) {
      const same: Equal<typeof action, ActionMatchingAnyOf<Matchers>> = true
      assert.ok(same)
    }
    assert.ok(anyOf && allOf)
  },
)

claim(
  '`isAnyOf(fetchPosts)` is a type error, and for good reason: a thunk action creator is a function without `match`, so `isAnyOf` calls it as a matcher, it returns a thunk (truthy), and every action matches.',
  () => {
    // @ts-expect-error
    const everything = isAnyOf(fetchPosts)
    assert.equal(everything({ type: 'anything at all' }), true)
    assert.equal(isAnyOf(fetchPosts.fulfilled, fetchPosts.rejected)({ type: 'anything at all' }), false)
  },
)

// The tip: a matcher built by a call written inline gives `effect` a plain Action (TypeScript 5.9 here; 5.4.5 and
// 7.0.2 behave the same)
claim(
  'Written inline in the `startListening` options, a call that returns a matcher (`isAnyOf(...)`, `isAllOf(...)`, `isRejected()`, `isFulfilled(fetchPosts)` and the others) leaves TypeScript unable to infer the action type: `effect` gets a plain `Action`.',
  () => {
    const listener = createListenerMiddleware()
    const isText = (action: any): action is PayloadAction<string> => typeof action.payload === 'string'
    listener.startListening({
      matcher: isAnyOf(todoAdded, todoRenamed),
      effect: (action) => isTrue<Equal<typeof action, Action>>(),
    })
    listener.startListening({
      matcher: isAllOf(todoAdded, isText),
      effect: (action) => isTrue<Equal<typeof action, Action>>(),
    })
    listener.startListening({ matcher: isRejected(), effect: (action) => isTrue<Equal<typeof action, Action>>() })
    listener.startListening({
      matcher: isFulfilled(fetchPosts),
      effect: (action) => isTrue<Equal<typeof action, Action>>(),
    })
    listener.startListening({ matcher: isPending(), effect: (action) => isTrue<Equal<typeof action, Action>>() })
    listener.startListening({
      matcher: isRejectedWithValue(saveProfile),
      effect: (action) => isTrue<Equal<typeof action, Action>>(),
    })
  },
)

claim(
  'Store the matcher in a variable first, as `isAnyRejection` above. A type guard passed without a call, such as `todoAdded.match`, `fetchPosts.settled` or `isRejected` itself, works inline.',
  () => {
    const listener = createListenerMiddleware()
    const isTextChange = isAnyOf(todoAdded, todoRenamed)
    listener.startListening({
      matcher: isTextChange,
      effect: (action) => isTrue<Equal<typeof action.payload, string | { id: number; text: string }>>(),
    })
    const isAnyRejection = isRejected()
    listener.startListening({
      matcher: isAnyRejection,
      effect: (action) => isTrue<Equal<typeof action.error.message, string | undefined>>(),
    })
    listener.startListening({
      matcher: todoAdded.match,
      effect: (action) => isTrue<Equal<typeof action.payload, string>>(),
    })
    listener.startListening({
      matcher: fetchPosts.settled,
      effect: (action) => isTrue<Equal<typeof action.meta.arg, number>>(),
    })
    listener.startListening({
      matcher: isRejected,
      effect: (action) => isTrue<Equal<typeof action.meta.requestStatus, 'rejected'>>(),
    })
  },
)
