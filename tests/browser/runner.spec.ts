// The Run button of `run` blocks (src/components/RunnableCode, src/runner): loaded on click only, the output and
// its comparison with the `// logs:` comments, the editor, and the sandbox the edited code runs in.
import {test, expect} from './fixtures';
import type {Page, Request} from '@playwright/test';
import {hydrated} from '../support/hydrated';
import {runAndWait, runControls, runnable} from '../support/run-blocks';

const route = '/api/createSlice';
// Block 1 of the page logs `{ type: 'counter/incrementedBy', payload: 5 }` and `{ value: 6 }`.
const block = 1;

const runnerRequest = (request: Request) => /\/assets\/(runner\/|js\/runner)/.test(new URL(request.url()).pathname);

async function openPage(page: Page): Promise<void> {
  await page.goto(route);
  await hydrated(page);
}

/** Replaces the code in the block's editor (there after the first Run). */
async function edit(page: Page, code: string): Promise<void> {
  const editor = runnable(page, block).locator('xpath=..').getByRole('textbox');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function runEdited(page: Page, code: string): Promise<{status: string; output: string}> {
  await edit(page, code);
  const status = await runAndWait(page, block, 20_000);
  return {status, output: await runControls(page, block).output.innerText()};
}

test('nothing of the runner loads with the page; the first Run loads it and shows the matching output', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => runnerRequest(request) && requests.push(request.url()));
  await openPage(page);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);

  const {output} = runControls(page, block);
  await expect(output).toHaveCount(0);
  expect(await runAndWait(page, block)).toBe('match');
  await expect(output).toContainText("{ type: 'counter/incrementedBy', payload: 5 }\n{ value: 6 }");
  await expect(output).toContainText("The output is what the block's // logs: comments say");
  expect(requests.some((url) => /\/assets\/runner\/worker\.\w+\.js$/.test(url))).toBe(true);
  expect(requests.some((url) => /\/assets\/runner\/pages\/api-createSlice\.\w+\.json$/.test(url))).toBe(true);
});

test('the JavaScript tab runs its own code', async ({page}) => {
  await openPage(page);
  await page.getByRole('tab', {name: 'JavaScript'}).first().click();
  expect(await runAndWait(page, block)).toBe('match');
  await expect(runControls(page, block).output).toContainText('{ value: 6 }');
});

test('after the first Run the block is an editor: an edit changes the output, which then differs from the comments', async ({
  page,
}) => {
  await openPage(page);
  await runAndWait(page, block);
  const {status, output} = await runEdited(page, "console.log({ value: 7 })\nconsole.log('edited')");
  expect(status).toBe('mismatch');
  expect(output).toContain("{ value: 7 }\nedited");
  expect(output).toContain('The output differs from the block');
  // Both: what it printed, and what the comments say.
  expect(output).toMatch(/The comments say:\s+\{ type: 'counter\/incrementedBy', payload: 5 \}\n\{ value: 6 \}/);
});

test("Reset brings the page's code back", async ({page}) => {
  await openPage(page);
  await runAndWait(page, block);
  await edit(page, 'console.log(1)');
  await runnable(page, block).getByRole('button', {name: 'Reset code'}).click();
  const editor = runnable(page, block).locator('xpath=..').getByRole('textbox');
  await expect(editor).toContainText('const counterSlice = createSlice({');
  expect(await runAndWait(page, block)).toBe('match');
});

test('the runner and its editor work from the keyboard', async ({page}) => {
  await openPage(page);
  const {run, output} = runControls(page, block);
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(output).toHaveAttribute('data-status', 'match', {timeout: 15_000});
  const editor = runnable(page, block).locator('xpath=..').getByRole('textbox');
  await expect(editor).toBeVisible();
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type("console.log('typed')");
  // Ctrl/Cmd+Enter runs; Escape leaves the editor for the Run button.
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(output).toContainText('typed', {timeout: 15_000});
  await page.keyboard.press('Escape');
  await expect(run).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(runnable(page, block).getByRole('button', {name: 'Reset code'})).toBeFocused();
});

test("edited code cannot reach the page, its storage and cookies, or the network", async ({page, context}) => {
  const outside: string[] = [];
  context.on('request', (request) => {
    if (!/^http:\/\/127\.0\.0\.1/.test(request.url())) outside.push(request.url());
  });
  await openPage(page);
  await page.evaluate(() => {
    localStorage.setItem('runner-secret', 'page data');
    document.cookie = 'runner-secret=page-data';
  });
  await runAndWait(page, block);
  // From here on: what the page loaded before (its analytics script) does not count.
  outside.length = 0;
  const probe = (expression: string) =>
    `try { console.log('reached', ${expression}) } catch (error) { console.log('blocked', String(error)) }`;
  const {output} = await runEdited(
    page,
    [
      probe("localStorage.getItem('runner-secret')"),
      probe('document.cookie'),
      probe('window.top.location.href'),
      probe("(self.top ?? parent).document.title"),
      "await fetch('https://example.org/').then(() => console.log('reached the network'), (error) => console.log('blocked', String(error)))",
      "try { importScripts('https://example.org/script.js'); console.log('reached the network') } catch (error) { console.log('blocked', error.name) }",
      "await new Promise((resolve) => { try { const xhr = new XMLHttpRequest(); xhr.open('GET', 'https://example.org/xhr'); xhr.onload = () => (console.log('reached the network'), resolve(0)); xhr.onerror = () => (console.log('blocked XMLHttpRequest'), resolve(0)); xhr.send() } catch (error) { console.log('blocked', String(error)); resolve(0) } })",
      "try { new WebSocket('wss://example.org/socket'); console.log('reached the network') } catch (error) { console.log('blocked', String(error)) }",
      // The site's own storage, which a worker of the site's origin could open: the frame's origin is opaque.
      "await new Promise((resolve) => { try { const request = indexedDB.open('runner-probe'); request.onsuccess = () => (console.log('reached', 'indexedDB'), resolve(0)); request.onerror = () => (console.log('blocked indexedDB'), resolve(0)) } catch (error) { console.log('blocked', String(error)); resolve(0) } })",
      "try { await caches.keys(); console.log('reached', 'caches') } catch (error) { console.log('blocked', String(error)) }",
    ].join('\n'),
  );
  const lines = output.split('\n').filter((line) => /^(reached|blocked)/.test(line));
  expect(lines).toHaveLength(10);
  for (const line of lines) expect(line).toMatch(/^blocked /);
  expect(outside).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('runner-secret'))).toBe('page data');
  await expect(page).toHaveURL(new RegExp(`${route}$`));
});

test('an endless loop is stopped after 10 seconds, the page stays responsive, and the next Run works', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPage(page);
  await runAndWait(page, block);
  const {run, output} = runControls(page, block);
  await edit(page, "console.log('before')\nwhile (true) {}");
  await run.click();
  await expect(output).toContainText('before');
  // The page answers while the loop runs: the next frame comes, and Reset puts the page's code back at once.
  const started = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await runnable(page, block).getByRole('button', {name: 'Reset code'}).click();
  await expect(runnable(page, block).locator('xpath=..').getByRole('textbox')).toContainText('createSlice');
  expect(Date.now() - started).toBeLessThan(2000);
  await expect(output).toHaveAttribute('data-status', 'running');
  await expect(output).toContainText('Stopped: the code ran for more than 10 seconds.', {timeout: 20_000});
  await expect(output).toHaveAttribute('data-status', 'mismatch');
  const {status, output: next} = await runEdited(page, "console.log('after')");
  expect(status).toBe('mismatch');
  expect(next).toContain('after');
});

test('errors are printed as Node prints them, and the next Run works', async ({page}) => {
  await openPage(page);
  await runAndWait(page, block);
  const thrown = await runEdited(page, "console.log('first')\nthrow new Error('boom')");
  expect(thrown.status).toBe('mismatch');
  expect(thrown.output).toContain('first');
  expect(thrown.output).toContain("block-1.ts:2\nthrow new Error('boom')\n      ^\n\nError: boom\n    at ");
  expect(thrown.output).toContain('the code threw an error');

  const rejected = await runEdited(page, "Promise.reject('nope')");
  expect(rejected.output).toContain('[UnhandledPromiseRejection: ');
  expect(rejected.output).toContain('The promise rejected with the reason "nope".');

  const syntax = await runEdited(page, 'const = 1');
  expect(syntax.output).toContain('block-1.ts:1\nconst = 1\n');
  expect(syntax.output).toContain('SyntaxError');

  const fine = await runEdited(page, "console.log('fine')");
  expect(fine.output).toContain('fine');
  expect(fine.output).not.toContain('Error');
});
