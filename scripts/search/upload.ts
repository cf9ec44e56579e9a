import fs from 'node:fs';
import path from 'node:path';
import algoliasearch from 'algoliasearch';
import {recordsFile} from './build-records';
import {indexSettings} from './index-settings';
import type {DocSearchRecord} from './record';

// `npm run search:upload`: replaces the Algolia index with search-records/records.json. It runs on a maintainer's
// machine or in CI, never in the site build: the admin key it needs must not reach the client bundle.

async function main(): Promise<void> {
  const {ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName = 'redux-toolkit'} =
    process.env;
  if (!appId || !adminKey) {
    const missing = Object.entries({ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey}).filter(([, value]) => !value);
    console.error(
      `search:upload needs ${missing.map(([name]) => name).join(' and ')} in the environment ` +
        '(an admin or write key of the application, never the search-only key the site uses).',
    );
    process.exitCode = 1;
    return;
  }
  if (!fs.existsSync(recordsFile)) {
    console.error(`No ${path.relative(process.cwd(), recordsFile)}: run \`npm run build\` and \`npm run search:records\` first.`);
    process.exitCode = 1;
    return;
  }
  const records = JSON.parse(fs.readFileSync(recordsFile, 'utf8')) as DocSearchRecord[];
  const index = algoliasearch(appId, adminKey).initIndex(indexName);

  // Settings first: replaceAllObjects copies them onto the temporary index it fills and then moves into place.
  await index.setSettings(indexSettings).wait();
  // `safe` waits for every step, so readers see the old index until the new one replaces it in one move.
  await index.replaceAllObjects(records, {safe: true});
  console.log(`Replaced ${indexName} on ${appId} with ${records.length} records and the DocSearch settings.`);
}

main().catch((error: unknown) => {
  console.error(`search:upload failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
