import assert from 'node:assert/strict'
import { createEntityAdapter } from '@reduxjs/toolkit'
import { claimsOf } from '../claim'

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
