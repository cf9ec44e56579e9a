import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {testAdminKey} from '../support/search-keys';

// The Algolia admin key (`npm run search:upload`) must never reach the site. Two checks, no extra build:
// the site config, evaluated with the admin key in its environment, does not contain it (everything in the config
// is serialized into the client bundle); and the build output, which `npm test` makes with that same key in the
// environment, contains neither the key nor the variable's name.

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');

function configWith(env: Record<string, string>): string {
  const script = `process.stdout.write(JSON.stringify(require(${JSON.stringify(path.join(root, 'docusaurus.config.ts'))})));`;
  const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, ...env},
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

function buildFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('the site config does not carry the admin key, whatever the environment holds', () => {
  const config = configWith({ALGOLIA_ADMIN_KEY: testAdminKey, ALGOLIA_SEARCH_API_KEY: 'public-search-key-for-test'});
  // The search-only key does reach the config: the check looks where a wired-in admin key would be.
  expect(config).toContain('public-search-key-for-test');
  expect(config).not.toContain(testAdminKey);
});

test('the build output contains neither the admin key nor ALGOLIA_ADMIN_KEY', () => {
  const files = buildFiles(buildDir);
  expect(files.length).toBeGreaterThan(50);
  const searchKey = process.env.ALGOLIA_SEARCH_API_KEY ?? 'search-only-key';
  const carriers = (needle: string) =>
    files.filter((file) => fs.readFileSync(file).includes(needle)).map((file) => path.relative(buildDir, file));

  // The public key is there, so the scan reads the files the config ends up in.
  expect(carriers(searchKey).length, `the build's search-only key is ${searchKey}`).toBeGreaterThan(0);
  expect(carriers(testAdminKey)).toEqual([]);
  expect(carriers('ALGOLIA_ADMIN_KEY')).toEqual([]);
});
