// Published releases of @reduxjs/toolkit, for claims that date a behaviour ("since 2.9.2", "up to 2.12.0"): a claim
// runs the same case on the release before and the release named. Each release is packed from the npm registry
// once, unpacked under examples/.releases/<version>/ (git-ignored) and reused from there, so only a first run
// needs the registry. Its dependencies (redux, reselect, immer) resolve from the examples workspace.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

const RELEASES_DIR = path.resolve(__dirname, '../.releases');
const PACKAGE = '@reduxjs/toolkit';

/** The folder of one release's package, packed and unpacked on first use. */
export function releaseDir(version: string): string {
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) throw new Error(`not a release version: ${version}`);
  const dir = path.join(RELEASES_DIR, version);
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rtk-release-'));
  try {
    const tarball = execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent', '--pack-destination', scratch], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', path.join(scratch, tarball), '-C', scratch]);
    fs.mkdirSync(RELEASES_DIR, {recursive: true});
    // Renamed into place whole, so that a run stopped half-way leaves no half-unpacked release behind.
    fs.renameSync(path.join(scratch, 'package'), dir);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  return dir;
}

/**
 * One release's entry point, as `require('@reduxjs/toolkit/query')` gives it: `loadRelease('2.9.1', 'query')`.
 * Its CommonJS build, loaded once per process like any module.
 */
export function loadRelease<Module = Record<string, unknown>>(version: string, entry = ''): Module {
  const requireInRelease = createRequire(path.join(releaseDir(version), 'package.json'));
  // The package resolves its own name (its package.json has `exports`), whichever entry points it has.
  return requireInRelease(entry ? `${PACKAGE}/${entry}` : PACKAGE) as Module;
}
