import assert from 'node:assert/strict'
import { test } from 'node:test'
import { StrictMode, useLayoutEffect } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { PostView } from '@page/usage/usage-guide/features/post/PostView'
import { store } from '@page/usage/usage-guide/app/store'

// The page's store is a module-level singleton: the tests run as one story, in order, and each starts from the
// post the previous one left in the state.
function renderPost(postId: number) {
  return render(
    <Provider store={store}>
      <PostView postId={postId} />
    </Provider>,
  )
}

// Renders the view and returns what its first render showed, before its effect requested the post. A layout effect
// of a later sibling runs after the view is in the DOM and before any effect dispatches.
function renderPostFirstFrame(postId: number) {
  let firstFrame = ''
  function FirstFrame() {
    useLayoutEffect(() => {
      firstFrame = document.body.textContent ?? ''
    }, [])
    return null
  }
  const view = render(
    <Provider store={store}>
      <PostView postId={postId} />
      <FirstFrame />
    </Provider>,
  )
  return { ...view, firstFrame }
}

test('PostView shows "Loading post 2…", then the post\'s title and body', async () => {
  renderPost(2)
  assert.ok(screen.getByText('Loading post 2…'))
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.ok(screen.getByText('Queries, mutations and the cache.'))
  assert.equal(store.getState().post.status, 'succeeded')
})

test('for a post the API does not have, PostView shows the error', async () => {
  renderPost(9)
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'Could not load post 9: Post 9 not found')
  assert.equal(store.getState().post.status, 'failed')
})

test('a new postId aborts the request in flight; only the newer post is shown', async () => {
  const { rerender } = renderPost(1)
  assert.ok(screen.getByText('Loading post 1…'))
  rerender(
    <Provider store={store}>
      <PostView postId={3} />
    </Provider>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Normalizing state' }))
  assert.equal(screen.queryByRole('heading', { name: 'Hello Redux Toolkit' }), null)
  assert.equal(store.getState().post.data?.id, 3)
})

test('under StrictMode the effect runs twice; the aborted first request is ignored and the post loads', async () => {
  render(
    <StrictMode>
      <Provider store={store}>
        <PostView postId={4} />
      </Provider>
    </StrictMode>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Typed hooks' }))
  assert.ok(screen.getByText('useAppDispatch and useAppSelector.'))
  assert.equal(store.getState().post.status, 'succeeded')
})

test('after another post failed, a view of a post that loaded before fetches it again and shows it', async () => {
  const loaded = renderPost(2)
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  loaded.unmount()
  const failed = renderPost(9)
  await screen.findByRole('alert')
  failed.unmount()

  renderPost(2)
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.equal(screen.queryByRole('alert'), null)
})

test('switching from post 2 to 3 and back to 2 before post 3 arrives shows post 2', async () => {
  const { rerender } = renderPost(2)
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  rerender(
    <Provider store={store}>
      <PostView postId={3} />
    </Provider>,
  )
  rerender(
    <Provider store={store}>
      <PostView postId={2} />
    </Provider>,
  )
  assert.ok(await screen.findByRole('heading', { name: 'Fetching with RTK Query' }))
  assert.equal(screen.queryByRole('alert'), null)
  assert.equal(store.getState().post.status, 'succeeded')
})

test('a view that mounts after another post failed shows "Loading", never that post\'s error', async () => {
  const failed = renderPost(9)
  await screen.findByRole('alert')
  failed.unmount()

  const { firstFrame } = renderPostFirstFrame(1)
  assert.equal(firstFrame, 'Loading post 1…')
  assert.ok(await screen.findByRole('heading', { name: 'Hello Redux Toolkit' }))
})

test('a view that unmounts while its post loads leaves no error; mounting it again shows "Loading", then the post', async () => {
  const leaving = renderPost(4)
  assert.ok(screen.getByText('Loading post 4…'))
  leaving.unmount() // the cleanup aborts the request in flight
  await waitFor(() => assert.equal(store.getState().post.status, 'idle'))
  assert.equal(store.getState().post.error, null)

  const { firstFrame } = renderPostFirstFrame(4)
  assert.equal(firstFrame, 'Loading post 4…')
  assert.ok(await screen.findByRole('heading', { name: 'Typed hooks' }))
})

// --- Using Redux Toolkit with Next.js (App Router): the StoreProvider pattern. Every StoreProvider makes its own
// store, so these tests share no state with the story above or with each other.
import type { ReactNode } from 'react'
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import StoreProvider from '@page/usage/usage-guide/app/StoreProvider'
import { TodoList } from '@page/usage/usage-guide/app/todos/TodoList'
import { PostList } from '@page/usage/usage-guide/app/posts/PostList'
import { useAppStore } from '@page/usage/usage-guide/lib/hooks'
import type { AppStore } from '@page/usage/usage-guide/lib/store'
import type { Todo } from '@page/usage/usage-guide/lib/features/todos/todosSlice'

// What a server component would pass as preloadedState: the fake API's first two todos
const serverTodos: Todo[] = [
  { id: 1, text: 'Learn Redux Toolkit', completed: true },
  { id: 2, text: 'Write a slice', completed: false },
]

// Records the store that the nearest provider gives its children
function StoreProbe({ stores }: { stores: AppStore[] }) {
  stores.push(useAppStore())
  return null
}

function TodosPage({ todos, stores, children }: { todos: Todo[]; stores: AppStore[]; children?: ReactNode }) {
  return (
    <StoreProvider preloadedState={{ todos }}>
      <TodoList />
      <StoreProbe stores={stores} />
      {children}
    </StoreProvider>
  )
}

test('StoreProvider starts from preloadedState, and a re-render with new props keeps its store and state', async () => {
  const stores: AppStore[] = []
  const { rerender } = render(<TodosPage todos={serverTodos} stores={stores} />)
  assert.ok(screen.getByRole('heading', { name: 'Todos (1 open)' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Write a slice' }))
  assert.ok(screen.getByRole('heading', { name: 'Todos (0 open)' }))

  // A later server render (router.refresh()) passes other data: the provider keeps the store it made first
  rerender(<TodosPage todos={[{ id: 3, text: 'Fetch data with RTK Query', completed: false }]} stores={stores} />)
  assert.ok(screen.getByRole('heading', { name: 'Todos (0 open)' }))
  assert.equal(screen.queryByText('Fetch data with RTK Query'), null)
  assert.ok(stores.length >= 2)
  assert.equal(new Set(stores).size, 1)
})

test('two StoreProviders, like two requests, get separate stores', async () => {
  const stores: AppStore[] = []
  render(
    <>
      <div data-testid="first-visitor">
        <TodosPage todos={serverTodos} stores={stores} />
      </div>
      <div data-testid="second-visitor">
        <TodosPage todos={serverTodos} stores={stores} />
      </div>
    </>,
  )
  const first = within(screen.getByTestId('first-visitor'))
  const second = within(screen.getByTestId('second-visitor'))
  await userEvent.click(first.getByRole('checkbox', { name: 'Write a slice' }))
  assert.ok(first.getByRole('heading', { name: 'Todos (0 open)' }))
  assert.ok(second.getByRole('heading', { name: 'Todos (1 open)' }))
  assert.equal((second.getByRole('checkbox', { name: 'Write a slice' }) as HTMLInputElement).checked, false)
  assert.equal(new Set(stores).size, 2)
})

test('a StoreProvider with a new key creates a new store from the new preloadedState', async () => {
  const listPage = (listId: number, todos: Todo[]) => (
    <StoreProvider key={listId} preloadedState={{ todos }}>
      <TodoList />
    </StoreProvider>
  )
  const { rerender } = render(listPage(1, serverTodos))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Write a slice' }))
  assert.ok(screen.getByRole('heading', { name: 'Todos (0 open)' }))

  rerender(listPage(2, [{ id: 3, text: 'Fetch data with RTK Query', completed: false }]))
  assert.ok(screen.getByRole('heading', { name: 'Todos (1 open)' }))
  assert.ok(screen.getByRole('checkbox', { name: 'Fetch data with RTK Query' }))
  assert.equal(screen.queryByText('Write a slice'), null)
})

test('PostList under StoreProvider shows "Loading posts…", then the posts from the API', async () => {
  render(
    <StoreProvider>
      <PostList />
    </StoreProvider>,
  )
  assert.ok(screen.getByText('Loading posts…'))
  assert.ok(await screen.findByText('Hello Redux Toolkit'))
  assert.equal(screen.getAllByRole('listitem').length, 5)
})

// Server rendering, as Next.js does for client components: no effects run, so no hook starts a request
import { useRef as useRefForSeed } from 'react'
import { renderToString } from 'react-dom/server'
import { recordRequests } from '../setup/fake-api'
import { makeStore } from '@page/usage/usage-guide/lib/store'
import { postsApi } from '@page/usage/usage-guide/lib/features/posts/postsApi'

test('on the server, the HTML lists the preloaded todos and PostList shows "Loading posts…" without fetching', async () => {
  const requests = recordRequests()
  const html = renderToString(
    <StoreProvider preloadedState={{ todos: serverTodos }}>
      <TodoList />
      <PostList />
    </StoreProvider>,
  )
  assert.match(html, /Write a slice/)
  assert.match(html, /Loading posts…/)
  await new Promise((resolve) => setTimeout(resolve, 50))
  assert.deepEqual(requests, [])
})

test('seeding the cache in the provider: upsertQueryEntries reaches the server HTML, upsertQueryData is still pending', () => {
  const posts = [{ id: 1, title: 'Seeded on the server', body: '' }]
  function SeededProvider({ thunk, children }: { thunk: boolean; children: ReactNode }) {
    const storeRef = useRefForSeed<AppStore | null>(null)
    if (storeRef.current === null) {
      storeRef.current = makeStore()
      storeRef.current.dispatch(
        thunk
          ? postsApi.util.upsertQueryData('getPosts', undefined, posts)
          : postsApi.util.upsertQueryEntries([{ endpointName: 'getPosts', arg: undefined, value: posts }]),
      )
    }
    return <Provider store={storeRef.current}>{children}</Provider>
  }
  assert.match(renderToString(<SeededProvider thunk={false}><PostList /></SeededProvider>), /Seeded on the server/)
  assert.match(renderToString(<SeededProvider thunk={true}><PostList /></SeededProvider>), /Loading posts…/)
})

// The posts pages: app/posts/page.tsx renders PostList under the root layout's provider; app/archive/page.tsx loads
// the posts with a store of its own (lib/serverStore.ts) and passes them to PostArchive. The archive page itself is a
// server component that awaits connection(): `npm run check:next` builds and serves it with Next.js.
import PostsPage from '@page/usage/usage-guide/app/posts/page'
import { PostArchive } from '@page/usage/usage-guide/app/archive/PostArchive'
import { makeServerStore, postsServerApi } from '@page/usage/usage-guide/lib/serverStore'

test('the posts page under StoreProvider shows "Loading posts…", then the posts', async () => {
  render(
    <StoreProvider>
      <PostsPage />
    </StoreProvider>,
  )
  assert.ok(screen.getByRole('heading', { name: 'Posts' }))
  assert.ok(screen.getByText('Loading posts…'))
  assert.ok(await screen.findByText('Hello Redux Toolkit'))
})

test('makeServerStore returns a new store on each call, and initiate() resolves with the posts', async () => {
  const requests = recordRequests()
  const first = makeServerStore()
  const second = makeServerStore()
  const { data } = await first.dispatch(postsServerApi.endpoints.getPosts.initiate())
  assert.deepEqual(
    data?.map((post) => post.title),
    ['Hello Redux Toolkit', 'Fetching with RTK Query', 'Normalizing state', 'Typed hooks', 'Testing reducers'],
  )
  assert.equal(postsServerApi.endpoints.getPosts.select()(second.getState()).data, undefined)
  assert.deepEqual(requests, ['GET /posts'])
})

test('PostArchive lists the posts it gets as a prop, and opens one at a time', async () => {
  const { data: posts } = await makeServerStore().dispatch(postsServerApi.endpoints.getPosts.initiate())
  render(<PostArchive posts={posts ?? []} />)
  assert.equal(screen.getAllByRole('listitem').length, 5)
  const first = screen.getByRole('button', { name: 'Hello Redux Toolkit' })
  assert.equal(first.getAttribute('aria-expanded'), 'false')
  await userEvent.click(first)
  assert.equal(first.getAttribute('aria-expanded'), 'true')
  assert.ok(screen.getByText('A first post about slices.'))
  await userEvent.click(screen.getByRole('button', { name: 'Fetching with RTK Query' }))
  assert.equal(screen.queryByText('A first post about slices.'), null)
  assert.ok(screen.getByText('Queries, mutations and the cache.'))
})

// "Testing Redux Toolkit code": the page shows Vitest test files with their vitest.config.ts and setup file, and a
// jest.config.js and Jest setup file for the same test files. Vitest and Jest run them here, each in a process of its
// own, from the folder where the checker writes the page's titled files, so their requests are answered by the page's
// own msw handlers (test/server.ts), not by the fake API of this process. Each run is checked test by test; then each
// setting the section says is needed is left out in turn, and the run fails with the message the section quotes.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Config as JestConfig } from 'jest'
import os from 'node:os'
import path from 'node:path'

const examplesDir = path.resolve(__dirname, '../..')
const pageFilesDir = path.join(examplesDir, '.pages/usage/usage-guide')
const vitestBin = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs')
const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin/jest.js')

// Each shown test file, and the number of tests it has
const shownTestFiles: Record<string, number> = {
  'features/todos/todosSlice.test.ts': 5,
  'features/post/fetchPost.test.ts': 3,
  'features/todos/AddTodoForm.test.tsx': 2,
  'features/pokemon/PokemonCard.test.tsx': 2,
}
const shownTotal = Object.values(shownTestFiles).reduce((sum, count) => sum + count, 0)

// The section names these majors ("proven with"); these are the packages the runs below load, and the Node they run on.
test('the runs use the tools and the Node version that the section names', () => {
  // The package.json above the file that the page's folder resolves the package to (not every package exports it)
  const major = (name: string) => {
    let dir = path.dirname(createRequire(path.join(pageFilesDir, 'index.js')).resolve(name))
    while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
      assert.notEqual(path.dirname(dir), dir, `no package.json of ${name}`)
      dir = path.dirname(dir)
    }
    return Number(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version.split('.')[0])
  }
  assert.equal(Number(process.versions.node.split('.')[0]), 24)
  assert.deepEqual(
    Object.fromEntries(
      ['vitest', 'happy-dom', 'msw', '@testing-library/react', '@testing-library/dom', '@testing-library/user-event', 'jest'].map(
        (name) => [name, major(name)],
      ),
    ),
    {
      vitest: 5,
      'happy-dom': 21,
      msw: 3,
      '@testing-library/react': 16,
      '@testing-library/dom': 10,
      '@testing-library/user-event': 14,
      jest: 30,
    },
  )
})

// The site's React 17 sits above the examples workspace, and use-sync-external-store (which react-redux requires)
// is hoisted next to it: without a fix, its require('react') gets React 17 and every react-redux hook fails.
// Readers' projects have one React. For Vitest, which loads packages with Node's own require, this is the same fix as
// setup/single-react.ts, loaded into Vitest's processes.
const singleReact = `import Module from 'node:module'
const resolve = Module._resolveFilename
Module._resolveFilename = function (request, parent, isMain, options) {
  return /^react(-dom)?(\\/|$)/.test(request)
    ? resolve.call(this, request, parent, isMain, { paths: [${JSON.stringify(examplesDir)}] })
    : resolve.call(this, request, parent, isMain, options)
}`
// Jest resolves every module itself, so Node's resolver is never asked: the same fix is a moduleNameMapper, added to
// the page's jest.config.js on the command line only.
const jestSingleReact = { '^(react|react-dom)(/.*)?$': path.join(examplesDir, 'node_modules/$1$2') }

function runNode(args: string[], env: Record<string, string | undefined> = {}, cwd = pageFilesDir) {
  return new Promise<{ code: number | null; output: string; seconds: number }>((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }))
  })
}

// Vitest's and Jest's JSON reports have the same shape for what is read here
interface Report {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  testResults: {
    name: string
    message: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[]
  }[]
}

async function withReport(run: (outputFile: string) => Promise<{ code: number | null; output: string; seconds: number }>) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'usage-guide-tests-'))
  try {
    const outputFile = path.join(outDir, 'report.json')
    const result = await run(outputFile)
    let report: Report
    try {
      report = JSON.parse(readFileSync(outputFile, 'utf8'))
    } catch {
      assert.fail(`no report (exit code ${result.code}):\n${result.output.slice(-3000)}`)
    }
    return { ...result, report }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

// A test file's path in the page's project, from the page's folder or from a copy of it
const relative = (file: string) => file.split(path.sep).join('/').replace(/^.*\/\.pages\/usage\/[^/]+\//, '')

// Every shown test ran and passed, and nothing else ran
function assertAllShownPassed({ report, code, output }: { report: Report; code: number | null; output: string }) {
  const failures = report.testResults.flatMap((file) => [
    ...(file.message ? [`${relative(file.name)}: ${file.message.slice(0, 1500)}`] : []),
    ...file.assertionResults
      .filter((result) => result.status !== 'passed')
      .map((result) => `${result.fullName} (${result.status}): ${(result.failureMessages ?? []).join('\n').slice(0, 1500)}`),
  ])
  assert.deepEqual(failures, [], `failing tests:\n${failures.join('\n')}`)
  const ran = Object.fromEntries(
    report.testResults.map((file) => [
      relative(file.name),
      file.assertionResults.filter((result) => result.status === 'passed').length,
    ]),
  )
  assert.deepEqual(ran, shownTestFiles)
  assert.equal(report.numFailedTests, 0)
  assert.equal(report.numPassedTests, shownTotal)
  assert.equal(report.numTotalTests, shownTotal)
  assert.equal(code, 0, output.slice(-3000))
}

// What a file's run reported: the suite's error, then each test's status and failure messages
function fileOutcome(report: Report, file: string) {
  const results = report.testResults.filter((result) => relative(result.name) === file)
  assert.equal(results.length, 1, `${file} ran ${results.length} times`)
  const [result] = results
  return {
    message: result.message,
    tests: result.assertionResults.map((one) => ({ status: one.status, failure: (one.failureMessages ?? []).join('\n') })),
  }
}

function runVitest(outputFile: string, args: string[] = []) {
  return runNode(
    [vitestBin, 'run', '--root', pageFilesDir, '--reporter=json', `--outputFile.json=${outputFile}`, ...args],
    { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(singleReact)}` },
  )
}

// The page's files as a reader has them for Jest: a copy in which the test files import from '@jest/globals'
// instead of 'vitest', the only change the section asks for (mapping 'vitest' to '@jest/globals' does not do: that
// package throws unless Jest's runtime hands it out for the import itself). The copy sits next to the page's folder,
// so that it resolves the workspace's packages; it is removed afterwards.
async function withJestProject<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(path.dirname(pageFilesDir), '.usage-guide-jest-'))
  try {
    cpSync(pageFilesDir, dir, { recursive: true })
    for (const file of Object.keys(shownTestFiles)) {
      const text = readFileSync(path.join(dir, file), 'utf8')
      assert.equal(text.match(/ from 'vitest'/g)?.length, 1, `${file} imports from 'vitest' once`)
      assert.doesNotMatch(text, /\bvi\./, `${file} uses no vi.* function`)
      writeFileSync(path.join(dir, file), text.replace(" from 'vitest'", " from '@jest/globals'"))
    }
    return await run(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// The page's jest.config.js as a reader has it, in the copy `dir`, with this workspace's React fix
function pageJestConfig(dir: string): JestConfig {
  const config = require(path.join(dir, 'jest.config.js')) as JestConfig
  return { ...config, rootDir: dir, moduleNameMapper: { ...config.moduleNameMapper, ...jestSingleReact } }
}

function runJest(dir: string, outputFile: string, config: object) {
  return runNode([jestBin, '--config', JSON.stringify(config), '--json', `--outputFile=${outputFile}`, '--no-watchman'], {}, dir)
}

// On two cores shared with other work, Vitest takes 8 to 20 s here and Jest 5 to 10 s (each variant test below 2 to
// 10 s). The checker's 30 s limit applies to each test of this file; the option lifts it for one test.
test('the test files of "Testing Redux Toolkit code" all run and pass in Vitest', { timeout: 120_000 }, async (t) => {
  const run = await withReport((outputFile) => runVitest(outputFile))
  assertAllShownPassed(run)
  t.diagnostic(`Vitest ran the shown tests in ${run.seconds.toFixed(1)} s`)
})

test('the same test files all run and pass in Jest, with the jest.config.js and setup file the page shows', { timeout: 120_000 }, async (t) => {
  const run = await withJestProject((dir) => withReport((outputFile) => runJest(dir, outputFile, pageJestConfig(dir))))
  assertAllShownPassed(run)
  t.diagnostic(`Jest ran the shown tests in ${run.seconds.toFixed(1)} s`)
})

// Variants of the page's Vitest setup, written next to the page's files and removed afterwards
// (`files` gets the variant's folder: Vitest resolves setupFiles from the root, the page's folder.)
async function runVitestVariant(name: string, files: (dir: string) => Record<string, string>, testFile: string) {
  const dir = mkdtempSync(path.join(pageFilesDir, `.variant-${name}-`))
  try {
    for (const [file, text] of Object.entries(files(dir))) writeFileSync(path.join(dir, file), text)
    return await withReport((outputFile) =>
      // The default reporter too, for what the tests print (msw's messages)
      runVitest(outputFile, ['--reporter=default', '--config', path.join(dir, 'vitest.config.ts'), testFile]),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

test('without disableSameOriginPolicy, msw reports happy-dom\'s OPTIONS preflight as unhandled and the fetchPost tests fail', { timeout: 120_000 }, async () => {
  const config = `import { defineConfig } from 'vitest/config'
import pageConfig from '../vitest.config'
const { environmentOptions, ...test } = pageConfig.test!
export default defineConfig({ test: { ...test, setupFiles: [${JSON.stringify(path.join(pageFilesDir, 'test/setup.ts'))}] } })
`
  const { report, output } = await runVitestVariant('same-origin', () => ({ 'vitest.config.ts': config }), 'features/post/fetchPost.test.ts')
  const { tests } = fileOutcome(report, 'features/post/fetchPost.test.ts')
  assert.deepEqual(tests.map((one) => one.status), ['failed', 'failed', 'failed'])
  // What the section quotes: msw's report of the unhandled request, and what fetch rejects with
  assert.match(output, /\[MSW\] Error: intercepted a request without a matching request handler:\n\s*• OPTIONS https:\/\/api\.example\.com\/posts\/2\n/)
  const rejection = '[MSW] Cannot bypass a request when using the "error" strategy for the "onUnhandledFrame" option.'
  // 'stores the error when the server fails' finds fetch's rejection in the state instead of the 503's error (the
  // default reporter prints the state; the JSON report leaves the diff out)
  const stored = `Failed to execute "fetch()" on "Window" with URL "https://api.example.com/posts/2": ${rejection}`
  assert.ok(output.includes(`"error": ${JSON.stringify(stored)}`), output.slice(-3000))
  // unwrap() rejects with the serialized NetworkError
  assert.match(tests[2].failure, /promise rejected "\{ name: 'NetworkError'/)
})

test('without cleanup() in the setup file, the second form test finds the first one\'s form; with globals: true, Testing Library cleans up', { timeout: 120_000 }, async () => {
  // The page's setup file without its cleanup() call and import
  const pageSetup = readFileSync(path.join(pageFilesDir, 'test/setup.ts'), 'utf8')
  const setup = pageSetup
    .split('\n')
    .filter((line) => !line.includes('cleanup'))
    .join('\n')
    .replace("from './server'", "from '../test/server'")
  assert.ok(setup !== pageSetup && !setup.includes('cleanup'))
  const files = (extra: string) => (dir: string) => ({
    'setup.ts': setup,
    'vitest.config.ts': `import { defineConfig } from 'vitest/config'
import pageConfig from '../vitest.config'
export default defineConfig({ test: { ...pageConfig.test, setupFiles: [${JSON.stringify(path.join(dir, 'setup.ts'))}], ${extra} } })
`,
  })
  const form = 'features/todos/AddTodoForm.test.tsx'
  const withoutCleanup = await runVitestVariant('no-cleanup', files(''), form)
  const { tests } = fileOutcome(withoutCleanup.report, form)
  assert.deepEqual(tests.map((one) => one.status), ['passed', 'failed'])
  assert.match(tests[1].failure, /Found multiple elements with the text: 1 open/)

  const withGlobals = await runVitestVariant('globals', files('globals: true'), form)
  assert.deepEqual(fileOutcome(withGlobals.report, form).tests.map((one) => one.status), ['passed', 'passed'])
})

// Variants of the page's jest.config.js, all in one Jest run as projects; each runs another test file, so that the
// report tells them apart (two run the same file: their messages differ).
test('each setting of jest.config.js is needed: left out, Jest fails with the message the section quotes', { timeout: 120_000 }, async () => {
  // The section says the ES modules fail on Node 24.21 too, not only before 24.9
  const [major, minor] = process.versions.node.split('.').map(Number)
  assert.ok(major === 24 && minor >= 21, process.versions.node)
  const { report } = await withJestProject((dir) => {
    const base = pageJestConfig(dir)
    const transformKey = Object.keys(base.transform ?? {})[0]
    const ignore = base.transformIgnorePatterns?.[0] ?? ''
    const withoutRettime = ignore.replace('|rettime', '')
    assert.notEqual(withoutRettime, ignore)
    // The page's config for one test file, with `changes` (a key set to undefined is left out)
    const variant = (testFile: string, changes: JestConfig) => {
      const project: Record<string, unknown> = { ...base, testMatch: [`<rootDir>/${testFile}`], ...changes }
      for (const [key, value] of Object.entries(changes)) if (value === undefined) delete project[key]
      return project
    }
    return withReport((outputFile) =>
      runJest(dir, outputFile, {
        projects: [
          variant('features/post/fetchPost.test.ts', { testEnvironment: 'jsdom' }),
          variant('features/todos/todosSlice.test.ts', { transformIgnorePatterns: undefined }),
          variant('features/todos/todosSlice.test.ts', { transformIgnorePatterns: [withoutRettime] }),
          variant('features/todos/AddTodoForm.test.tsx', { transform: { [transformKey]: '@swc/jest' } }),
          variant('features/pokemon/PokemonCard.test.tsx', {
            setupFiles: base.setupFilesAfterEnv,
            setupFilesAfterEnv: undefined,
          }),
        ],
      }),
    )
  })
  const byFile = (file: string) => report.testResults.filter((result) => relative(result.name) === file)

  const [jsdom] = byFile('features/post/fetchPost.test.ts')
  assert.match(jsdom.message, /ReferenceError: Request is not defined/)

  const esm = byFile('features/todos/todosSlice.test.ts').map((result) => result.message)
  assert.equal(esm.length, 2)
  assert.ok(esm.some((message) => /Must use import to load ES Module: \S*\/node_modules\/msw\/lib\/core\/index\.js\n/.test(message)), esm.join('\n---\n'))
  assert.ok(esm.some((message) => /Must use import to load ES Module: \S*\/node_modules\/rettime\/build\/index\.mjs\n/.test(message)), esm.join('\n---\n'))

  const [classicJsx] = byFile('features/todos/AddTodoForm.test.tsx')
  assert.equal(classicJsx.assertionResults.length, 2)
  for (const result of classicJsx.assertionResults) {
    assert.equal(result.status, 'failed')
    assert.match((result.failureMessages ?? []).join('\n'), /ReferenceError: React is not defined/)
  }

  const [setupFiles] = byFile('features/pokemon/PokemonCard.test.tsx')
  assert.match(setupFiles.message, /TypeError: \(0 , _globals\.beforeAll\) is not a function/)
  assert.equal(report.numPassedTests, 0)
})
