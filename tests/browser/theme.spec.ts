import {test, expect} from './fixtures';
import {docRoutes, docSource} from '../support/routes';
import {hydrated} from '../support/hydrated';

test('colour mode starts light, the switch changes it, and the choice survives a reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/introduction/getting-started');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  const toggle = page.locator('.navbar').getByRole('checkbox', {name: 'Switch between dark and light mode'});
  await expect(toggle).toHaveCount(1);
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/api/createSlice');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.locator('.navbar').getByRole('checkbox', {name: 'Switch between dark and light mode'}).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the colour switch re-renders itself, not the whole navbar', async ({page}) => {
  await page.goto('/rtk-query/api/createApi');
  await hydrated(page);
  // The hooks of the component that renders <nav>: React gives a component new hook objects each time it renders it.
  const navbarHooks = () =>
    page.locator('nav.navbar').evaluate((nav) => {
      const key = Object.keys(nav).find((name) => name.startsWith('__reactFiber'))!;
      const navbar = (nav as unknown as Record<string, {return: {memoizedState: unknown; alternate?: {memoizedState: unknown}}}>)[key]
        .return;
      const seen = ((window as unknown as {seenHooks?: Set<unknown>}).seenHooks ??= new Set());
      const current = [navbar.memoizedState, navbar.alternate?.memoizedState];
      const renderedSince = current.some((hooks) => hooks !== undefined && seen.size > 0 && !seen.has(hooks));
      current.forEach((hooks) => seen.add(hooks));
      return renderedSince;
    });
  expect(await navbarHooks()).toBe(false);
  await page.locator('.navbar').getByRole('checkbox', {name: 'Switch between dark and light mode'}).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await navbarHooks()).toBe(false);
  // The check sees a render of the navbar: opening the phone menu's state is the navbar's own.
  await page.setViewportSize({width: 412, height: 823});
  await page.getByRole('button', {name: 'Navigation bar toggle'}).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  expect(await navbarHooks()).toBe(true);
});

test("the navbar's title keeps its place while the logo loads", async ({page}) => {
  let releaseLogo = () => {};
  const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
  await page.route('**/img/redux.svg', async (route) => {
    await logoHeld;
    await route.continue();
  });
  await page.goto('/introduction/getting-started', {waitUntil: 'domcontentloaded'});
  const title = page.locator('.navbar__inner .navbar__title');
  const before = await title.evaluate((element) => element.getBoundingClientRect().left);
  releaseLogo();
  await expect(page.locator('.navbar__inner .navbar__logo img').first()).toHaveJSProperty('complete', true);
  await expect.poll(() => page.locator('.navbar__inner .navbar__logo img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await title.evaluate((element) => element.getBoundingClientRect().left)).toBe(before);
});

test('the table of contents lists the H2 and H3 headings and no others', async ({page}) => {
  // A page with headings of all three levels, whichever that is as the content changes.
  const route = docRoutes.find((docRoute) => /^### /m.test(docSource(docRoute)) && /^#### /m.test(docSource(docRoute)));
  expect(route, 'some page has H3 and H4 headings').toBeDefined();
  await page.goto(route!);
  const headingIds = (selector: string) =>
    page.locator(`.markdown ${selector}[id]`).evaluateAll((elements) => elements.map((element) => element.id));
  const h2 = await headingIds('h2');
  const h3 = await headingIds('h3');
  const h4 = await headingIds('h4');
  expect(h3.length, 'the page has H3 headings').toBeGreaterThan(0);
  expect(h4.length, 'the page has H4 headings').toBeGreaterThan(0);

  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  expect(new Set(tocTargets)).toEqual(new Set([...h2, ...h3]));
  for (const id of h4) expect(tocTargets).not.toContain(id);
});

test('the docs version preference lives in local storage', async ({page}) => {
  // The theme reads the stored preference on load, keeps a version that exists and clears one that does not;
  // with any other persistence setting it would not touch local storage at all.
  const key = 'docs-preferred-version-default';
  await page.addInitScript((storageKey) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem(storageKey, 'a-version-that-does-not-exist');
    }
  }, key);
  await page.goto('/api/createSlice');
  await expect.poll(() => page.evaluate((storageKey) => localStorage.getItem(storageKey), key)).toBeNull();

  await page.evaluate((storageKey) => localStorage.setItem(storageKey, 'current'), key);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate((storageKey) => localStorage.getItem(storageKey), key)).toBe('current');
});

// The switch's icons are SVG: the emoji they replaced showed as empty boxes where the system has no emoji font
// (Debian's Chromium, the one these tests run). The track shows the moon in dark mode and the sun in light mode.
test('the colour switch shows a drawn sun in light mode and a moon in dark mode, and no text', async ({page}) => {
  await page.goto('/api/createSlice');
  await hydrated(page);
  const toggle = page.locator('.navbar').getByRole('checkbox', {name: 'Switch between dark and light mode'});
  const icons = toggle.locator('..').locator('svg');
  await expect(icons).toHaveCount(2);
  await expect(toggle.locator('..')).toHaveText('');
  const [moon, sun] = [icons.nth(0), icons.nth(1)];
  // Each icon's wrapper fades it in or out.
  const shown = (icon: typeof moon) => icon.evaluate((svg) => getComputedStyle(svg.parentElement!).opacity);

  await expect.poll(() => shown(sun)).toBe('1');
  await expect.poll(() => shown(moon)).toBe('0');
  expect(await sun.boundingBox()).toMatchObject({width: 12, height: 12});
  await page.screenshot({path: 'test-results/colour-switch-light.png', clip: (await toggle.locator('..').boundingBox())!});

  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => shown(moon)).toBe('1');
  await expect.poll(() => shown(sun)).toBe('0');
  expect(await moon.boundingBox()).toMatchObject({width: 12, height: 12});
  await page.screenshot({path: 'test-results/colour-switch-dark.png', clip: (await toggle.locator('..').boundingBox())!});
});
