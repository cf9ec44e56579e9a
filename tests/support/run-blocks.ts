import fs from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';
import type {RunnerPage} from '../../src/runner/protocol';

const runnerPagesDir = path.resolve(__dirname, '../../build/assets/runner/pages');

export interface RunPage {
  /** The page's file in docs/ (`api/createSlice.md`) and its route. */
  id: string;
  route: string;
  /** Its `run` blocks' numbers, in page order. */
  blocks: number[];
}

/** Every page with `run` blocks, as the build's runner files (plugins/runner) hold them. */
export function runPages(): RunPage[] {
  return fs
    .readdirSync(runnerPagesDir)
    .map((file) => JSON.parse(fs.readFileSync(path.join(runnerPagesDir, file), 'utf8')) as RunnerPage)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({id, blocks}) => ({
      id,
      route: `/${id.replace(/\.mdx?$/, '')}`,
      blocks: Object.keys(blocks)
        .map(Number)
        .sort((a, b) => a - b),
    }));
}

/** The runnable area (Run button, output region) of the block with this number. */
export function runnable(page: Page, block: number): Locator {
  return page.locator(`[data-run-block="${block}"]`);
}

/** The Run button and the output region of a block. */
export function runControls(page: Page, block: number): {run: Locator; output: Locator} {
  const area = runnable(page, block);
  return {run: area.getByRole('button', {name: /^Run/}), output: area.getByRole('log', {name: /^Output/})};
}

/** Clicks the block's Run button and waits for the run to end; returns the output region's status. */
export async function runAndWait(page: Page, block: number, timeout = 15_000): Promise<string> {
  const {run, output} = runControls(page, block);
  await run.click();
  await expect(output).not.toHaveAttribute('data-status', 'running', {timeout});
  return (await output.getAttribute('data-status')) ?? '';
}
