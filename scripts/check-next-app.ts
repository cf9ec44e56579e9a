// npm run check:next: the Next.js app of the usage guide's section "Using Redux Toolkit with Next.js (App Router)",
// built and served for real. It writes the section's titled files (the latest block of each title), with the config
// files that `create-next-app --yes` writes (Cache Components on; Tailwind and ESLint left out), into fresh folders
// under examples/, so that they resolve the examples workspace's packages, and runs Next.js there with the project's
// Node. Three builds: the section's app, served with `next start` on a free loopback port while the check reads its
// routes' HTML; the same app with the changes the section warns against, which must fail with the errors the
// section quotes; and the app without Cache Components, served too. In every Node process of Next.js, msw answers
// `fetch` with the code examples' fake API (examples/support/fake-api.ts) and records each request; any other
// request fails, so nothing leaves the machine. 35 s on two idle cores, 100 s with other work running.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {extractBlocks} from './check-examples/extract';

const root = path.resolve(__dirname, '..');
const examplesDir = path.join(root, 'examples');
// Another copy of the page may be given (`npm run check:next -- copy.md`), to see the check fail on a changed one.
const page = process.argv[2] ?? 'docs/usage/usage-guide.md';
const sectionStart = '## Using Redux Toolkit with Next.js (App Router)';
const sectionEnd = '## Code splitting reducers';
const nextBin = path.join(examplesDir, 'node_modules/next/dist/bin/next');

// What `npx create-next-app@16.4.3 app --yes` writes, less Tailwind's Turbopack rule and ESLint.
const nextConfig = `import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  /* config options here */
  cacheComponents: true,
  partialPrefetching: true,
};

export default nextConfig;
`;

// The later builds check prerendering only; the first build has type-checked the section's files.
function variantConfig(config: string, option = ''): string {
  const marker = '  /* config options here */\n';
  return config.replace(
    marker,
    `${marker}  typescript: { ignoreBuildErrors: true },\n${option ? `  ${option}\n` : ''}`,
  );
}

const tsconfig = {
  compilerOptions: {
    target: 'ES2017',
    lib: ['dom', 'dom.iterable', 'esnext'],
    allowJs: true,
    skipLibCheck: true,
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'react-jsx',
    incremental: true,
    plugins: [{name: 'next'}],
    paths: {'@/*': ['./*']},
  },
  include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts', '**/*.mts'],
  exclude: ['node_modules'],
};

const installed = (name: string): string =>
  (
    JSON.parse(fs.readFileSync(path.join(examplesDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

// The app's own dependencies, as the reader installs them; they resolve to the examples workspace's copies.
const packageJson = {
  name: 'app',
  version: '0.1.0',
  private: true,
  scripts: {dev: 'next dev', build: 'next build', start: 'next start'},
  dependencies: Object.fromEntries(
    ['next', 'react', 'react-dom', '@reduxjs/toolkit', 'react-redux'].map((name) => [name, installed(name)]),
  ),
  devDependencies: {'@types/node': '^20', '@types/react': '^19', '@types/react-dom': '^19', typescript: '^5'},
};

// Loaded into every Node process of `next build` and `next start` (NODE_OPTIONS --import). Node strips the types of
// fake-api.ts itself.
const fakeApiPreload = `import fs from 'node:fs'
import { setupServer } from 'msw/node'
import { handlers } from '../support/fake-api.ts'

const server = setupServer(...handlers)
server.listen({ onUnhandledFrame: 'error' })
const record = (line) => fs.appendFileSync(process.env.CHECK_NEXT_REQUESTS, line + '\\n')
server.events.on('request:start', ({ request }) => record(request.method + ' ' + request.url))
server.events.on('request:unhandled', ({ request }) => record('unhandled ' + request.method + ' ' + request.url))
`;

/** The section's text, and its titled files, each from the last block with its title. */
function readSection(): {text: string; files: Map<string, string>} {
  const markdown = fs.readFileSync(path.resolve(root, page), 'utf8');
  const lines = markdown.split('\n');
  const start = lines.indexOf(sectionStart) + 1;
  const end = lines.indexOf(sectionEnd) + 1;
  if (start === 0 || end < start) throw new Error(`${page} has no section from "${sectionStart}" to "${sectionEnd}"`);
  const files = new Map<string, string>();
  for (const block of extractBlocks(markdown)) {
    if (block.line > start && block.line < end && block.meta.title && !block.meta.noCheck) {
      files.set(block.meta.title, block.code + '\n');
    }
  }
  return {text: lines.slice(start - 1, end - 1).join('\n'), files};
}

/** `file` of the section with each edit applied; every `from` must occur exactly once. */
function edited(files: Map<string, string>, file: string, edits: [from: string | RegExp, to: string][]): string {
  let text = files.get(file);
  if (text === undefined) throw new Error(`${page} shows no ${file}`);
  for (const [from, to] of edits) {
    const count =
      typeof from === 'string' ? text.split(from).length - 1 : (text.match(new RegExp(from, 'g')) ?? []).length;
    if (count !== 1) throw new Error(`The check expects ${String(from)} once in ${file} of ${page}; found ${count}`);
    text = text.replace(from, to);
  }
  return text;
}

// The page's <Suspense> wrapper left out (its children stay), to see the build fail without it.
const unwrapSuspense: [RegExp, string][] = [
  [/<Suspense fallback=\{.*\}>/, '<>'],
  [/<\/Suspense>/, '</>'],
];

interface Run {
  code: number | null;
  output: string;
}

function runNext(dir: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], {cwd: dir, env, timeout: timeoutMs});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({code, output}));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(origin: string, seconds: number, output: () => string): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < seconds * 1000) {
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`next start did not answer within ${seconds} s:\n${output()}`);
}

/** The requests recorded since the last call, as `GET https://api.example.com/todos`. */
function takeRequests(logFile: string): string[] {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : [];
  fs.rmSync(logFile, {force: true});
  return lines;
}

// React separates text parts with `<!-- -->`; without them the HTML reads as the page does.
const withoutComments = (html: string) => html.replace(/<!--.*?-->/g, '');

function expect(condition: boolean, what: string, detail = ''): void {
  if (!condition) throw new Error(`${what}${detail ? `\n${detail}` : ''}`);
  console.log(`✓ ${what}`);
}

function expectRequests(actual: string[], expected: string[], when: string): void {
  expect(
    actual.length === expected.length && actual.every((line, index) => line === expected[index]),
    `${when}: ${expected.length === 0 ? 'no request' : expected.join(', ')}`,
    `requests: ${actual.join(', ') || 'none'}`,
  );
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Writes an app into a fresh folder under examples/ and returns the folder and the environment to run Next.js in. */
function writeApp(
  files: Map<string, string>,
  config: string,
): {dir: string; env: NodeJS.ProcessEnv; requestLog: string} {
  const dir = fs.mkdtempSync(path.join(examplesDir, '.run-next-'));
  const all = new Map([
    ...files,
    ['next.config.ts', config],
    ['tsconfig.json', JSON.stringify(tsconfig, null, 2) + '\n'],
    ['package.json', JSON.stringify(packageJson, null, 2) + '\n'],
    ['fake-api-preload.mjs', fakeApiPreload],
  ]);
  for (const [name, text] of all) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  const requestLog = path.join(dir, 'requests.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CHECK_NEXT_REQUESTS: requestLog,
    NODE_OPTIONS: `--import ${path.join(dir, 'fake-api-preload.mjs')} --disable-warning=MODULE_TYPELESS_PACKAGE_JSON`,
  };
  return {dir, env, requestLog};
}

// Routes the check adds to the section's app, as copies of app/archive/ with one change each, for what the section
// says about them: `io()` instead of `connection()`, and the app's own store with the React entry point's API slice.
function addedRoutes(files: Map<string, string>): Map<string, string> {
  const archive = files.get('app/archive/PostArchive.tsx') ?? '';
  return new Map([
    [
      'app/archive-io/page.tsx',
      edited(files, 'app/archive/page.tsx', [
        ["import { connection } from 'next/server'", "import { io } from 'next/cache'"],
        ['await connection()', 'await io()'],
      ]),
    ],
    ['app/archive-io/PostArchive.tsx', archive],
    [
      'app/archive-app-store/page.tsx',
      edited(files, 'app/archive/page.tsx', [
        [
          "import { makeServerStore, postsServerApi } from '../../lib/serverStore'",
          "import { makeStore } from '../../lib/store'\nimport { postsApi } from '../../lib/features/posts/postsApi'",
        ],
        ['makeServerStore()', 'makeStore()'],
        ['postsServerApi.endpoints', 'postsApi.endpoints'],
      ]),
    ],
    ['app/archive-app-store/PostArchive.tsx', archive],
  ]);
}

// The changes the section warns against, each on a route of its own, and the errors the build must report for them.
const failingRoutes: {route: string; errors: string[]}[] = [
  {route: '/todos', errors: ['Route "/todos": Next.js encountered uncached or runtime data during prerendering.']},
  {
    route: '/archive',
    errors: [
      'Route "/archive": Next.js encountered the unstable value `Math.random()` while prerendering.',
      'Render at request time by calling `await io()` before this read',
    ],
  },
  {
    route: '/archive-unwrapped',
    errors: ['Route "/archive-unwrapped": Next.js encountered uncached or runtime data during prerendering.'],
  },
];

function failingApp(files: Map<string, string>): Map<string, string> {
  return new Map([
    ...files,
    ['app/todos/page.tsx', edited(files, 'app/todos/page.tsx', unwrapSuspense)],
    ['app/archive/page.tsx', edited(files, 'app/archive/page.tsx', [[/ *await connection\(\)\n/, '']])],
    ['app/archive-unwrapped/page.tsx', edited(files, 'app/archive/page.tsx', unwrapSuspense)],
    ['app/archive-unwrapped/PostArchive.tsx', files.get('app/archive/PostArchive.tsx') ?? ''],
  ]);
}

// The fake API's data, as the pages render it.
const todoTexts = ['Learn Redux Toolkit', 'Write a slice', 'Fetch data with RTK Query'];
const listsTodos = (html: string) =>
  todoTexts.every((text) => new RegExp(`<li><label><input [^>]*/>${text}</label></li>`).test(html));
const postTitles = [
  'Hello Redux Toolkit',
  'Fetching with RTK Query',
  'Normalizing state',
  'Typed hooks',
  'Testing reducers',
];

type Get = (route: string) => Promise<string>;

/** Runs `next start` on a free loopback port while `use` requests routes (their HTML, without React's comments). */
async function serve(dir: string, env: NodeJS.ProcessEnv, use: (get: Get) => Promise<void>): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env,
    detached: true,
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk));
  try {
    await waitForServer(origin, 30, () => output);
    await use(async (route) => {
      const response = await fetch(origin + route);
      if (!response.ok) throw new Error(`GET ${route} answered ${response.status}:\n${output}`);
      return withoutComments(await response.text());
    });
  } finally {
    // The whole process group: next start and anything it started (gone already if it crashed).
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {}
  }
}

async function checkBuildAndServer(files: Map<string, string>, dirs: string[]): Promise<void> {
  const started = Date.now();
  // Routes whose change no longer applies to the page's code are reported after the build, so that a build error of
  // the page's own code comes first.
  let added = new Map<string, string>();
  let addedError: unknown;
  try {
    added = addedRoutes(files);
  } catch (error) {
    addedError = error;
  }
  const {dir, env, requestLog} = writeApp(new Map([...files, ...added]), nextConfig);
  dirs.push(dir);
  const build = await runNext(dir, ['build'], env, 240_000);
  if (build.code !== 0) throw new Error(`next build failed (exit ${build.code}):\n${build.output}`);
  if (addedError) throw addedError;
  console.log(build.output.slice(build.output.indexOf('Route (app)')).trim());
  console.log(`✓ next build (${seconds(started)})`);
  expectRequests(takeRequests(requestLog), [], 'next build fetches nothing');
  expect(/^[┌├└] ○ \/posts$/m.test(build.output), 'next build prerenders /posts as static content (○)');

  await serve(dir, env, async (get) => {
    takeRequests(requestLog);
    // /todos: the fallback goes out first, in the prerendered shell; the list follows in the same response, from the
    // store that the page's provider created with the fetched todos. Every request fetches them again.
    for (const visit of ['first', 'second']) {
      const todos = await get('/todos');
      const fallback = todos.indexOf('<p>Loading todos…</p>');
      const heading = todos.indexOf('<h2>Todos (2 open)</h2>');
      expect(
        fallback !== -1 && heading > fallback && listsTodos(todos),
        `/todos (${visit} request): the HTML has "Loading todos…", then "Todos (2 open)" and the 3 todos`,
      );
      expectRequests(takeRequests(requestLog), ['GET https://api.example.com/todos'], `/todos fetched`);
    }

    // /posts: the hook fetches from an effect, so the server's HTML shows the loading state, and the server fetches
    // nothing.
    const posts = await get('/posts');
    expect(
      posts.includes('<p>Loading posts…</p>') && !posts.includes('<li>Hello Redux Toolkit</li>'),
      '/posts: the HTML shows "Loading posts…" and no post',
    );
    expectRequests(takeRequests(requestLog), [], '/posts fetched');

    // /archive and its copies: the server component's own store loads the posts on each request, and the client
    // component renders them into the HTML.
    for (const route of ['/archive', '/archive-io', '/archive-app-store']) {
      for (const visit of ['first', 'second']) {
        const archive = await get(route);
        const titles = postTitles.filter((title) =>
          archive.includes(`<li><button type="button" aria-expanded="false">${title}</button></li>`),
        );
        const fallback = archive.indexOf('<p>Loading posts…</p>');
        const list = archive.indexOf(`<li><button type="button" aria-expanded="false">${postTitles[0]}</button></li>`);
        expect(
          titles.length === postTitles.length && fallback !== -1 && list > fallback,
          `${route} (${visit} request): the HTML has "Loading posts…", then the 5 posts`,
        );
        expectRequests(takeRequests(requestLog), ['GET https://api.example.com/posts'], `${route} fetched`);
      }
    }
  });
}

async function checkFailingBuild(files: Map<string, string>, dirs: string[]): Promise<void> {
  const started = Date.now();
  // prerenderEarlyExit: false makes the build report every failing route instead of stopping at the first.
  const {dir, env} = writeApp(
    failingApp(files),
    variantConfig(nextConfig, 'experimental: { prerenderEarlyExit: false },'),
  );
  dirs.push(dir);
  const build = await runNext(dir, ['build'], env, 240_000);
  const failed = [...build.output.matchAll(/^Error occurred prerendering page "(.*)"/gm)].map((match) => match[1]!);
  const expected = failingRoutes.map(({route}) => route);
  const unseen = failingRoutes.flatMap(({errors}) => errors).filter((error) => !build.output.includes(error));
  expect(
    build.code !== 0 && unseen.length === 0 && failed.sort().join() === expected.sort().join(),
    `next build fails on ${expected.join(', ')} with the section's errors (${seconds(started)})`,
    `exit ${build.code}; failed routes: ${failed.join(', ') || 'none'}; errors not seen: ${unseen.join(' | ') || 'none'}\n${build.output}`,
  );
}

// The section's app without Cache Components (next.config.ts without its two options), plus a copy of /todos that
// awaits connection() before its fetch.
async function checkWithoutCacheComponents(files: Map<string, string>, dirs: string[]): Promise<void> {
  const started = Date.now();
  const withoutCacheComponents = nextConfig.replace('  cacheComponents: true,\n  partialPrefetching: true,\n', '');
  const app = new Map([
    ...files,
    [
      'app/todos-per-request/page.tsx',
      edited(files, 'app/todos/page.tsx', [
        [
          "import { Suspense } from 'react'",
          "import { Suspense } from 'react'\nimport { connection } from 'next/server'",
        ],
        [/( *)const response = await fetch\(/, '$1await connection()\n$1const response = await fetch('],
      ]),
    ],
    ['app/todos-per-request/TodoList.tsx', files.get('app/todos/TodoList.tsx') ?? ''],
  ]);
  const {dir, env, requestLog} = writeApp(app, variantConfig(withoutCacheComponents));
  dirs.push(dir);
  const build = await runNext(dir, ['build'], env, 240_000);
  if (build.code !== 0)
    throw new Error(`next build without Cache Components failed (exit ${build.code}):\n${build.output}`);
  expect(
    /^[┌├└] ○ \/todos$/m.test(build.output) && /^[┌├└] ƒ \/todos-per-request$/m.test(build.output),
    `without Cache Components, next build prerenders /todos (○) and not /todos-per-request (ƒ) (${seconds(started)})`,
    build.output,
  );
  expectRequests(
    takeRequests(requestLog),
    ['GET https://api.example.com/todos'],
    'next build without Cache Components fetched',
  );
  await serve(dir, env, async (get) => {
    takeRequests(requestLog);
    for (const visit of ['first', 'second']) {
      expect(listsTodos(await get('/todos')), `/todos (${visit} request): the HTML lists the todos of the build`);
      expectRequests(takeRequests(requestLog), [], '/todos fetched');
      expect(
        listsTodos(await get('/todos-per-request')),
        `/todos-per-request (${visit} request): the HTML lists the todos`,
      );
      expectRequests(takeRequests(requestLog), ['GET https://api.example.com/todos'], '/todos-per-request fetched');
    }
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const {text, files} = readSection();
  console.log(`${files.size} files of ${page}: ${[...files.keys()].join(', ')}`);
  const nextVersion = installed('next').split('.').slice(0, 2).join('.');
  expect(text.includes(`Next.js ${nextVersion}`), `the section names the Next.js it is checked with (${nextVersion})`);
  const dirs: string[] = [];
  try {
    await checkBuildAndServer(files, dirs);
    await checkFailingBuild(files, dirs);
    await checkWithoutCacheComponents(files, dirs);
  } finally {
    for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
  }
  console.log(`Next.js app of ${page}: passed (${seconds(started)}).`);
}

main().catch((error: Error) => {
  console.error(`✗ ${error.message}`);
  process.exitCode = 1;
});
