import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {generateEndpoints, parseConfig, type ConfigFile} from '@rtk-query/codegen-openapi';
import {fencedBlocks} from '../../scripts/check-examples/extract';

// The Code Generation page shows a file as "the file the command writes, unchanged". The example checker only
// compiles it; this test proves the claim by running the generator on the page's own schema, API slice and config.
const PAGE = 'docs/rtk-query/usage/code-generation.md';
const INPUTS = ['todos.openapi.yaml', 'src/store/emptyApi.ts', '.prettierrc.json', 'openapi-config.ts'];
const OUTPUT = 'src/store/todosApi.ts';

function titledBlocks(markdown: string): Map<string, string> {
  const titled = fencedBlocks(markdown).filter(({meta}) => meta.title !== undefined);
  return new Map(titled.map(({meta, code}) => [meta.title!, code]));
}

test('the generated file on the Code Generation page is what the generator writes from the page', async () => {
  const blocks = titledBlocks(await fs.readFile(PAGE, 'utf8'));
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'codegen-page-'));
  const cwd = process.cwd();
  try {
    for (const title of INPUTS) {
      const code = blocks.get(title);
      assert.ok(code !== undefined, `${PAGE} shows no block titled ${title}`);
      await fs.mkdir(path.dirname(path.join(dir, title)), {recursive: true});
      await fs.writeFile(path.join(dir, title), code);
    }
    const config = ((await import(pathToFileURL(path.join(dir, 'openapi-config.ts')).href)) as {default: ConfigFile})
      .default;
    // Like the command line, which resolves the config's paths from the config file's folder.
    process.chdir(dir);
    for (const options of parseConfig(config)) await generateEndpoints(options);
    assert.equal((await fs.readFile(path.join(dir, OUTPUT), 'utf8')).trimEnd(), blocks.get(OUTPUT)?.trimEnd());
  } finally {
    process.chdir(cwd);
    await fs.rm(dir, {recursive: true, force: true});
  }
});
