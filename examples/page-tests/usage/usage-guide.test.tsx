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

// "Testing Redux Toolkit code": the page shows Vitest test files, with their vitest.config.ts and setup file. Vitest
// runs them here in a process of its own, from the folder where the checker writes the page's titled files, so their
// requests are answered by the page's own msw handlers (test/server.ts), not by the fake API of this process.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const pageFilesDir = path.resolve(__dirname, '../../.pages/usage/usage-guide')
const vitestBin = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs')

// Each shown test file, and the number of tests it has
const shownTestFiles: Record<string, number> = {
  'features/todos/todosSlice.test.ts': 5,
  'features/post/fetchPost.test.ts': 3,
  'features/todos/AddTodoForm.test.tsx': 2,
  'features/pokemon/PokemonCard.test.tsx': 2,
}

// The site's React 17 sits above the examples workspace, and use-sync-external-store (which react-redux requires)
// is hoisted next to it: without this, its require('react') gets React 17 and every react-redux hook fails.
// Readers' projects have one React; this is the same fix as setup/single-react.ts, loaded into Vitest's processes.
const singleReact = `import Module from 'node:module'
const resolve = Module._resolveFilename
Module._resolveFilename = function (request, parent, isMain, options) {
  return /^react(-dom)?(\\/|$)/.test(request)
    ? resolve.call(this, request, parent, isMain, { paths: [${JSON.stringify(path.resolve(__dirname, '../..'))}] })
    : resolve.call(this, request, parent, isMain, options)
}`

interface VitestReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  testResults: {
    name: string
    status: string
    message: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

function runVitest(outputFile: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [vitestBin, 'run', '--root', pageFilesDir, '--reporter=json', `--outputFile=${outputFile}`],
      {
        cwd: pageFilesDir,
        env: {
          ...process.env,
          NODE_TEST_CONTEXT: undefined,
          NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(singleReact)}`,
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

// Vitest takes about 8 s here. The checker's 30 s limit applies to this whole file too, so the option only lifts the
// limit for this test, not for the file.
test('the test files of "Testing Redux Toolkit code" all run and pass in Vitest', { timeout: 120_000 }, async () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'usage-guide-vitest-'))
  try {
    const outputFile = path.join(outDir, 'report.json')
    const { code, output } = await runVitest(outputFile)
    let report: VitestReport
    try {
      report = JSON.parse(readFileSync(outputFile, 'utf8'))
    } catch {
      assert.fail(`Vitest wrote no report (exit code ${code}):\n${output.slice(-3000)}`)
    }
    const failures = report.testResults.flatMap((file) => [
      ...(file.message ? [`${path.relative(pageFilesDir, file.name)}: ${file.message}`] : []),
      ...file.assertionResults
        .filter((result) => result.status !== 'passed')
        .map((result) => `${result.fullName} (${result.status}): ${result.failureMessages.join('\n').slice(0, 1500)}`),
    ])
    assert.deepEqual(failures, [], `failing tests:\n${failures.join('\n')}`)

    const ran = Object.fromEntries(
      report.testResults.map((file) => [
        path.relative(pageFilesDir, file.name).split(path.sep).join('/'),
        file.assertionResults.filter((result) => result.status === 'passed').length,
      ]),
    )
    assert.deepEqual(ran, shownTestFiles)
    const total = Object.values(shownTestFiles).reduce((sum, count) => sum + count, 0)
    assert.equal(report.numFailedTests, 0)
    assert.equal(report.numPassedTests, total)
    assert.equal(report.numTotalTests, total)
    assert.equal(code, 0, output.slice(-3000))
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})
