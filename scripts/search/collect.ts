import fs from 'node:fs';
import path from 'node:path';
import {extractRecords} from './extract-page';
import type {DocSearchRecord} from './record';

export interface PageRecords {
  /** The HTML file, relative to the build folder. */
  file: string;
  records: DocSearchRecord[];
}

/** Reads every HTML page of a production build; pages without documentation content are listed as skipped. */
export function collectRecords(buildDir: string): {pages: PageRecords[]; skipped: string[]} {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const pages: PageRecords[] = [];
  const skipped: string[] = [];
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    let records: DocSearchRecord[] | undefined;
    try {
      records = extractRecords(html);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    if (records) pages.push({file, records});
    else skipped.push(file);
  }
  return {pages, skipped};
}

function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
