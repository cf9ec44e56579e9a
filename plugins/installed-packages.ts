// Where the packages the docs are about are installed: the examples workspace pins them (examples/package.json).
import {createRequire} from 'node:module';
import path from 'node:path';

const examplesRequire = createRequire(path.resolve(__dirname, '../examples/package.json'));

/** The folder of a package as the examples workspace resolves it, wherever npm placed it. */
export function installedPackageDir(name: string): string {
  return path.dirname(examplesRequire.resolve(`${name}/package.json`));
}

/** The version of a package as installed for the examples workspace. */
export function installedVersion(name: string): string {
  return (examplesRequire(`${name}/package.json`) as {version: string}).version;
}
