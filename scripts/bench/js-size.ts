import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Gzip size (default level, as static hosts serve it) of the build's own scripts among `urls`.
 * The size comes from the file in the build, so it does not depend on whether the bench server compresses.
 */
export function gzipBytesOfScripts(buildDir: string, urls: readonly string[]): number {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = path.join(buildDir, decodeURIComponent(new URL(url).pathname));
    if (fs.existsSync(file) && fs.statSync(file).isFile()) total += zlib.gzipSync(fs.readFileSync(file)).length;
  }
  return total;
}
