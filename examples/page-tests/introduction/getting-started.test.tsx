import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { store } from '@page/introduction/getting-started/app/store'
import { Counter } from '@page/introduction/getting-started/features/counter/Counter'
import { PokemonCard } from '@page/introduction/getting-started/features/pokemon/PokemonCard'

test('the counter shows the count, and "+" and "-" change it', async () => {
  render(
    <Provider store={store}>
      <Counter />
    </Provider>,
  )
  assert.ok(screen.getByText('0'))
  await userEvent.click(screen.getByRole('button', { name: '+' }))
  await userEvent.click(screen.getByRole('button', { name: '+' }))
  assert.ok(screen.getByText('2'))
  await userEvent.click(screen.getByRole('button', { name: '-' }))
  assert.ok(screen.getByText('1'))
})

test('the Pokémon card says "Loading..." and then how tall the Pokémon is', async () => {
  render(
    <Provider store={store}>
      <PokemonCard name="pikachu" />
    </Provider>,
  )
  assert.ok(screen.getByText('Loading...'))
  assert.ok(await screen.findByText('pikachu is 40 cm tall.'))
})

test('the Pokémon card says it could not load a name the API does not know', async () => {
  render(
    <Provider store={store}>
      <PokemonCard name="missingno" />
    </Provider>,
  )
  assert.ok(await screen.findByText('Could not load missingno.'))
})

// "Upgrading from 1.x to 2.x" shows a 1.x slice and what `npx @reduxjs/rtk-codemods createSliceBuilder` makes of
// it. This runs the same transform through jscodeshift's API, with the parser the transform exports (the CLI uses
// it too), on the page's "before" block and compares the result with the page's "after" block. Both are the
// blocks titled features/todos/todosSlice.ts: the no-check one is the input, the checked one the output. The
// input's first line, a comment saying it is 1.x code, is not part of the file the command ran on.
test('the codemod section shows what createSliceBuilder really writes', async () => {
  const { readFileSync } = await import('node:fs')
  const path = await import('node:path')
  // Neither package ships type declarations (the codemods' transforms are TypeScript source), so both are loaded
  // untyped, as jscodeshift's own CLI loads them.
  const jscodeshift = require('jscodeshift')
  const { default: transform, parser } = require('@reduxjs/rtk-codemods/transforms/createSliceBuilder/index')

  const page = readFileSync(path.resolve(__dirname, '../../../docs/introduction/getting-started.md'), 'utf8')
  const blocks = [...page.matchAll(/^```ts ([^\n]*)\n([\s\S]*?)\n```$/gm)]
    .filter(([, meta]) => meta.includes('title="features/todos/todosSlice.ts"'))
    .map(([, meta, code]) => ({ noCheck: meta.split(' ').includes('no-check'), code }))
  const before = blocks.filter((block) => block.noCheck)
  const after = blocks.filter((block) => !block.noCheck)
  assert.equal(before.length, 1, 'one no-check block titled features/todos/todosSlice.ts')
  assert.equal(after.length, 1, 'one checked block titled features/todos/todosSlice.ts')

  const [firstLine, ...rest] = before[0].code.split('\n')
  assert.match(firstLine, /^\/\/ 1\.x code/)
  const source = rest.join('\n') + '\n'

  const j = jscodeshift.withParser(parser)
  const output = transform(
    { path: 'features/todos/todosSlice.ts', source },
    { j, jscodeshift: j, stats: () => {}, report: () => {} },
    {},
  )
  assert.equal(output, after[0].code + '\n')
})

// The limits listed under "What the codemods do not do", run through the same transforms.
test('the codemods leave, drop and change what the page says they do', async () => {
  const jscodeshift = require('jscodeshift')
  const slice = require('@reduxjs/rtk-codemods/transforms/createSliceBuilder/index')
  const reducer = require('@reduxjs/rtk-codemods/transforms/createReducerBuilder/index')
  const j = jscodeshift.withParser(slice.parser)
  const run = (transform: any, source: string) =>
    transform.default({ path: 'x.ts', source }, { j, jscodeshift: j, stats: () => {}, report: () => {} }, {})
  const sliceWith = (extraReducers: string) =>
    `createSlice({ name: 'todos', initialState: [], reducers: {}, extraReducers: ${extraReducers} })`

  // Objects they cannot see: a variable, a namespace call
  for (const source of [sliceWith('handlers'), 'RTK.' + sliceWith('{ [a.type]: (s) => s }'), 'createReducer(0, handlers)']) {
    assert.equal(run(source.startsWith('createReducer') ? reducer : slice, source), source)
  }
  // A spread disappears; createReducer's matchers and default case are dropped
  const spread = run(slice, sliceWith('{ ...shared, [a.type]: (s) => s }'))
  assert.ok(!spread.includes('shared') && spread.includes('builder.addCase(a.type, (s) => s)'))
  const fourArgs = run(reducer, 'createReducer(0, { [a.type]: (s) => s }, [{ matcher: isB, reducer: r }], (s) => s)')
  assert.ok(!fourArgs.includes('isB') && !fourArgs.includes('addMatcher') && !fourArgs.includes('addDefaultCase'))
  // A plain key becomes a variable; quoted keys stay strings
  const keys = run(slice, sliceWith(`{ todoAdded: (s) => s, 'todos/added': (s) => s }`))
  assert.ok(keys.includes('builder.addCase(todoAdded, (s) => s)'))
  assert.ok(keys.includes(`builder.addCase('todos/added', (s) => s)`))
  // The tsx parser cannot read an angle-bracket cast
  assert.throws(() => run(slice, `const x = <number>y\n` + sliceWith('{ [a.type]: (s) => s }')))
})

// "Upgrading from 1.x to 2.x", step 1: npm's latest TypeScript (the compilers/latest workspace, next to examples/)
// stops at options that older tsconfig.json files set, which TypeScript 5.9 (the project's own) accepts.
test('TypeScript 7 stops at "target": "es5" and "moduleResolution": "node" with TS5108; 5.9 compiles', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'old-tsconfig-'))
  const tsc = async (typescriptDir: string) => {
    const { version } = JSON.parse(await fs.readFile(path.join(typescriptDir, 'package.json'), 'utf8'))
    const args = [path.join(typescriptDir, 'bin/tsc'), '-p', dir, '--pretty', 'false']
    const output = await promisify(execFile)(process.execPath, args).then(
      ({ stdout }) => stdout,
      (error: { stdout: string }) => error.stdout,
    )
    return { version: version as string, output }
  }
  try {
    const compilerOptions = { target: 'es5', moduleResolution: 'node', noEmit: true }
    await fs.writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }))
    await fs.writeFile(path.join(dir, 'index.ts'), 'export const answer = 42\n')

    const latest = await tsc(path.resolve('../compilers/latest/node_modules/typescript'))
    assert.equal(latest.version, '7.0.2')
    assert.match(
      latest.output,
      /error TS5108: Option 'target=ES5' has been removed\. Please remove it from your configuration\./,
    )
    assert.match(latest.output, /error TS5108: Option 'moduleResolution=node10' has been removed\./)

    const project = await tsc(path.dirname(require.resolve('typescript/package.json')))
    assert.match(project.version, /^5\.9\./)
    assert.equal(project.output, '')
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
})
