// Published releases of @reduxjs/toolkit (and of other packages), for claims that date a behaviour ("since 2.9.2",
// "up to 2.12.0"): a claim runs the same case on the release before and the release named. Each release is packed
// from the npm registry once, unpacked under examples/.releases/ (git-ignored) and reused, so only a first run
// needs the registry. Its dependencies (redux, reselect, immer) resolve from the examples workspace, so a 1.x
// release, which calls Immer 9's enableES5, fails to load against the installed Immer 11.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

const RELEASES_DIR = path.resolve(__dirname, '../.releases');
const PACKAGE = '@reduxjs/toolkit';

/**
 * The folder of a package at one published version (`packedPackage('react-redux', '9.1.0')`), packed from the npm
 * registry and unpacked on first use, into examples/.releases/<name>@<version>.
 */
export function packedPackage(name: string, version: string): string {
  return packOnce(name, version, path.join(RELEASES_DIR, `${name}@${version}`));
}

/** The folder of one release of @reduxjs/toolkit: examples/.releases/<version>. */
export function releaseDir(version: string): string {
  return packOnce(PACKAGE, version, path.join(RELEASES_DIR, version));
}

function packOnce(name: string, version: string, dir: string): string {
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) throw new Error(`not a release version: ${version}`);
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'packed-package-'));
  try {
    const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', scratch], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', path.join(scratch, tarball), '-C', scratch]);
    fs.mkdirSync(path.dirname(dir), {recursive: true});
    // Renamed into place whole, so that a run stopped half-way leaves no half-unpacked package behind.
    try {
      fs.renameSync(path.join(scratch, 'package'), dir);
    } catch (error) {
      // Another claims file, run at the same time, packed the same release first: its copy is the same.
      if (!fs.existsSync(path.join(dir, 'package.json'))) throw error;
    }
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
  const dir = releaseDir(version);
  const requireInRelease = createRequire(path.join(dir, 'package.json'));
  return requireInRelease(resolveInRelease(dir, entry)) as Module;
}

/**
 * The file of `entry` inside the release: a 2.x package resolves its own name through its `exports`; a 1.x package
 * has none, so the name would resolve to the installed package instead, and the entry is its folder's `main`.
 */
function resolveInRelease(dir: string, entry: string): string {
  const requireInRelease = createRequire(path.join(dir, 'package.json'));
  const inRelease = (file: string) => file.startsWith(dir + path.sep);
  const byName = requireInRelease.resolve(entry ? `${PACKAGE}/${entry}` : PACKAGE);
  if (inRelease(byName)) return byName;
  const byFolder = requireInRelease.resolve(path.join(dir, entry));
  if (inRelease(byFolder)) return byFolder;
  throw new Error(`@reduxjs/toolkit ${path.basename(dir)} has no entry point "${entry}"`);
}
