import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from './fixtures';
import {hasFullGitHistory} from '../../plugins/git-history';

const siteRoot = path.resolve(__dirname, '../..');

/** When git says the page's file last changed, in seconds, as beta.7's docs plugin asks it. */
function lastCommitSeconds(route: string): number {
  const file = path.join('docs', `${route}.md`);
  return Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: siteRoot, encoding: 'utf8'}).trim());
}

for (const route of ['/api/createSlice', '/rtk-query/usage/queries', '/introduction/getting-started']) {
  test(`${route} says when it last changed: its last commit's date`, async ({page}) => {
    await page.goto(route);
    const footer = page.locator('article footer');
    await expect(footer).toContainText('Edit this page');
    if (!hasFullGitHistory(siteRoot)) {
      // Without the whole history the dates would be wrong, so the build leaves them out (plugins/git-history.ts).
      await expect(footer.locator('time')).toHaveCount(0);
      return;
    }
    const seconds = lastCommitSeconds(route);
    await expect(footer.locator('time')).toHaveAttribute('datetime', new Date(seconds * 1000).toISOString());
    await expect(footer).toContainText(`Last updated on ${new Intl.DateTimeFormat('en').format(seconds * 1000)}`);
  });
}
