import fs from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';
import {runnerPageFile} from '../../plugins/runner/page-projects';

const docsDir = path.resolve(__dirname, '../../docs');

export interface RunPage {
  /** The page's file in docs/ (`api/createSlice.md`) and its route. */
  id: string;
  route: string;
  /** Its `run` blocks' numbers, in page order. */
  blocks: number[];
}

/** Every page with `run` blocks, as the build's runner files hold them. */
export function runPages(): RunPage[] {
  return fs
    .readdirSync(docsDir, {recursive: true})
    .map(String)
    .filter((id) => /\.mdx?$/.test(id))
    .sort()
    .flatMap((file) => {
      const id = file.split(path.sep).join('/');
      const runner = runnerPageFile(id, fs.readFileSync(path.join(docsDir, file), 'utf8'));
      if (!runner) return [];
      return [{id, route: `/${id.replace(/\.mdx?$/, '')}`, blocks: runner.runBlocks.map(({number}) => number)}];
    });
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
