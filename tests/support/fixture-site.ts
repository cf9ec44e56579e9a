import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Sites live inside the repo so that they resolve the project's node_modules.
const sitesDir = path.resolve(__dirname, '../fixtures/.sites');
const docusaurusBin = path.resolve(__dirname, '../../node_modules/@docusaurus/core/bin/docusaurus.js');

export interface FixtureBuild {
  status: number | null;
  output: string;
  outDir: string;
}

/**
 * Builds a small site made of `files` (paths relative to the site, with its `docusaurus.config.js`) with the real
 * Docusaurus, as `npm run build` does: a config may require the project's TypeScript plugins.
 */
export function buildFixtureSite(name: string, files: Record<string, string>): FixtureBuild {
  const siteDir = path.join(sitesDir, name);
  fs.rmSync(siteDir, {recursive: true, force: true});
  const siteFiles = {'package.json': '{"private": true}', 'src/pages/index.md': '# Home\n', ...files};
  for (const [file, content] of Object.entries(siteFiles)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), content);
  }
  const result = spawnSync(process.execPath, ['--require', 'tsx/cjs', docusaurusBin, 'build', '--no-minify'], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, NODE_ENV: 'production', FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir: path.join(siteDir, 'build')};
}
