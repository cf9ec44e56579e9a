// The versions the docs are about: those of the packages the examples workspace installs (examples/package.json
// pins them), read when the site is built.
import {createRequire} from 'node:module';
import path from 'node:path';

const requireFromExamples = createRequire(path.resolve(__dirname, '../examples/package.json'));

/** The installed version of a package of the examples workspace (`2.14.0` for `@reduxjs/toolkit`). */
export function installedVersion(name: string): string {
  return (requireFromExamples(`${name}/package.json`) as {version: string}).version;
}
