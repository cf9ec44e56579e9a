import type {Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './fixtures';
import {answerOutsideServices} from '../support/outside-services';
import {allRoutes} from '../support/routes';
import {hydrated} from '../support/hydrated';

// WCAG 2.1 A and AA on every route of the spec and on the not-found page, in both colour modes. No rule is
// disabled: a violation is fixed in the theme or the CSS.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const routes = [...allRoutes.map(({route}) => route), '/no-such-page'];

// The longest file of the suite: its tests are independent page loads, which workers may share. axe needs tens
// of seconds on the longest pages when the machine is busy.
test.describe.configure({mode: 'parallel', timeout: 120_000});

/** One line per violated rule: its id, what it asks, where to read about it, and the elements that break it. */
async function violationsOn(page: Page): Promise<string[]> {
  // Only violations are collected in full: the details of passing checks would double the time axe takes.
  const {violations} = await new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(wcagTags)
    .analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const shown = targets.slice(0, 10).join(' | ') + (targets.length > 10 ? ` | and ${targets.length - 10} more` : '');
    return `${violation.id}: ${violation.help} (${violation.helpUrl})\n    at ${shown}`;
  });
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    // One page per mode keeps the run short: each route is a fresh load in the same tab.
    let page: Page;
    test.beforeAll(async ({browser}) => {
      const context = await browser.newContext();
      await answerOutsideServices(context);
      // The theme reads the reader's stored choice before the first paint; `theme` is beta.7's storage key.
      await context.addInitScript((colourMode) => localStorage.setItem('theme', colourMode), mode);
      page = await context.newPage();
    });
    test.afterAll(() => page.context().close());

    for (const route of routes) {
      test(`${route} has no axe violations`, async () => {
        await page.goto(route);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const violations = await violationsOn(page);
        expect(violations, `axe violations on ${route} in ${mode} mode:\n${violations.join('\n')}`).toEqual([]);
      });
    }
  });
}
