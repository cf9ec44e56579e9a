import {defineConfig} from '@playwright/test';
import {chromiumPath} from './tests/support/chromium';

const port = Number(process.env.PORT ?? 4173);
const timingSpecs = ['**/route-loading.spec.ts', '**/navigation.spec.ts'];

export default defineConfig({
  testDir: 'tests/browser',
  // Two workers use both cores. The specs that time the spinner and progress-bar delays (200 ms, 1000 ms) run
  // first, on one worker with nothing beside them: a fresh-clone run on two workers once failed a spinner test
  // because the other worker loaded the CPU.
  workers: 2,
  projects: [
    {name: 'timing', testMatch: timingSpecs, workers: 1},
    {name: 'rest', testIgnore: timingSpecs, dependencies: ['timing']},
  ],
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/browser.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: `tsx tests/support/serve-build.ts`,
    env: {PORT: String(port)},
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
