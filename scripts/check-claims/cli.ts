// npm run check:claims [-- api/createSlice.md ...]
// Runs the claim tests of every page (or of the pages given) and reports, per page, its words and its proofs.
import path from 'node:path';
import {checkClaims} from './claims';
import {formatClaimsReport} from './report';

const started = performance.now();
void checkClaims({
  docsDir: path.resolve('docs'),
  examplesDir: path.resolve('examples'),
  pages: process.argv.slice(2),
}).then((report) => {
  console.log(formatClaimsReport(report));
  console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  const failed = report.failures.length > 0 || report.pages.some((page) => page.failed > 0);
  process.exitCode = failed ? 1 : 0;
});
