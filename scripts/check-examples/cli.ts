// npm run check:examples [-- [--docs <dir>] [page.md ...]]
// Type-checks and runs the code examples of every page under the docs directory, or of the pages given.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {checkExamples} from './check';
import {formatReport, hasFailures} from './report';

const {values, positionals} = parseArgs({
  options: {docs: {type: 'string', default: 'docs'}},
  allowPositionals: true,
});

const started = performance.now();
// Not top-level await: tsx runs the scripts as CommonJS.
void checkExamples({docsDir: path.resolve(values.docs), pages: positionals}).then((report) => {
  console.log(formatReport(report));
  console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  process.exitCode = hasFailures(report) ? 1 : 0;
});
