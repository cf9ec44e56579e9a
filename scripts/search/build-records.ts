import fs from 'node:fs';
import path from 'node:path';
import {collectRecords} from './collect';

// `npm run search:records`: the production build in build/ becomes search-records/records.json, the file
// `npm run search:upload` sends to Algolia and the browser tests search.

const root = path.resolve(__dirname, '../..');
export const recordsFile = path.join(root, 'search-records/records.json');

function main(): void {
  const {pages, skipped} = collectRecords(path.join(root, 'build'));
  const records = pages.flatMap((page) => page.records);
  fs.mkdirSync(path.dirname(recordsFile), {recursive: true});
  fs.writeFileSync(recordsFile, `${JSON.stringify(records, null, 1)}\n`);

  const routes = pages.map((page) => new URL(page.records[0].url_without_anchor).pathname);
  const width = Math.max(...routes.map((route) => route.length));
  pages.forEach((page, i) => console.log(`${routes[i].padEnd(width)}  ${String(page.records.length).padStart(4)}`));
  console.log(`Skipped, no documentation content: ${skipped.join(', ')}`);
  console.log(`${records.length} records from ${pages.length} pages written to ${path.relative(root, recordsFile)}`);
}

if (require.main === module) main();
