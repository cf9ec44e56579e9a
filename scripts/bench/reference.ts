import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The reference page: one short docs page of a stock Docusaurus 2.0.0-beta.7 site (preset-classic, nothing
// swizzled), built from the files below. Measured in every bench run next to our pages, it shows how fast the
// machine was at that moment: our pages' TBT divided by its TBT compares across machines and busy hours, where
// the TBT alone does not.

export const referencePage = '/reference-page';

const files: Record<string, string> = {
  'package.json': '{"private": true}\n',
  'docusaurus.config.js': `module.exports = {
  title: 'Reference', url: 'https://example.com', baseUrl: '/',
  presets: [['@docusaurus/preset-classic', {docs: {routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js')}, blog: false}]],
};
`,
  'sidebars.js': "module.exports = {docs: ['reference-page']};\n",
  'src/pages/index.md': '# Home\n',
  'docs/reference-page.md': `---
id: reference-page
title: A short page
---

A short docs page of a stock site: some prose, two sections and one small code block.

## Setting up

Install the package, create a store and pass it to the provider. The store holds the state of the whole app.

\`\`\`js
import {configureStore} from '@reduxjs/toolkit'

export const store = configureStore({reducer: {}})
\`\`\`

## Next steps

Read the tutorial, then the API reference of each function you use.
`,
};

// Inside the repository (git-ignored), so that the site resolves the project's node_modules.
const siteDir = path.resolve(__dirname, '../../tests/fixtures/.sites/bench-reference');
const docusaurusBin = path.resolve(__dirname, '../../node_modules/@docusaurus/core/bin/docusaurus.js');

/** Builds the reference site into `outDir`; with `reuse`, an existing build is kept. */
export function buildReference(outDir: string, {reuse}: {reuse: boolean}): void {
  if (reuse && fs.existsSync(path.join(outDir, referencePage.slice(1), 'index.html'))) return;
  fs.rmSync(siteDir, {recursive: true, force: true});
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), content);
  }
  const result = spawnSync(process.execPath, [docusaurusBin, 'build', '--out-dir', outDir], {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, NODE_ENV: 'production', NO_UPDATE_NOTIFIER: '1'},
  });
  if (result.status !== 0) throw new Error(`The reference site did not build:\n${result.stdout}\n${result.stderr}`);
}
