import {defineConfig} from '@playwright/test';
import {chromiumPath} from './tests/support/chromium';

const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/browser',
  // One worker: with two, the route-loading tests that time the 200 ms spinner delay failed once when the other
  // worker loaded the CPU (a fresh-clone CI run; three earlier two-worker runs passed).
  workers: 1,
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
