import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {coldBuild, type BuildResult} from './build';
import {runLighthouse, type FormFactor, type RunMetrics} from './lighthouse-run';
import {serveBuild} from './serve';
import {medians, summaryTable, targets, targetTable, type PageResult} from './summary';

// `npm run bench`: a cold production build without analytics, then Lighthouse in mobile and desktop modes on
// four pages, three runs each, medians reported. It reports; it never fails on a missed target.

const siteDir = path.resolve(__dirname, '../..');
const reportDir = path.join(siteDir, 'bench-report');
const buildDir = path.join(reportDir, 'build');
const landing = '/';
const defaultPages = [landing, '/api/createSlice', '/usage/usage-guide', '/rtk-query/api/createApi'];

const {values: options} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    pages: {type: 'string', default: defaultPages.join(',')},
    modes: {type: 'string', default: 'mobile,desktop'},
    // Keeps every full Lighthouse result (bench-report/lhr/), to open in the Lighthouse viewer.
    'save-lhr': {type: 'boolean', default: false},
    // Serves the build without compression, as the tests' static server does (see serve.ts).
    uncompressed: {type: 'boolean', default: false},
  },
});

function assertNoAnalytics(dir: string): void {
  const home = path.join(dir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`No build in ${dir}: run the bench without --skip-build.`);
  if (fs.readFileSync(home, 'utf8').includes('googletagmanager')) {
    throw new Error(`The build in ${dir} loads analytics (GTAG_ID was set): the bench measures the site without it.`);
  }
}

async function main(): Promise<void> {
  const runs = Number(options.runs);
  const pages = options.pages.split(',');
  const modes = options.modes.split(',') as FormFactor[];

  let build: BuildResult | undefined;
  if (!options['skip-build']) {
    console.log('Cold production build (caches removed, GTAG_ID unset)...');
    build = await coldBuild(siteDir, path.relative(siteDir, buildDir));
    if (!build.ok) throw new Error('The production build failed; nothing to measure.');
    console.log(`Built in ${build.seconds.toFixed(1)} s, peak memory ${build.peakMemoryMiB ?? '?'} MiB.`);
  }
  assertNoAnalytics(buildDir);

  const lhrDir = path.join(reportDir, 'lhr');
  if (options['save-lhr']) fs.mkdirSync(lhrDir, {recursive: true});
  const server = await serveBuild(buildDir, {gzip: !options.uncompressed});
  const results: PageResult[] = [];
  try {
    for (const formFactor of modes) {
      for (const page of pages) {
        const pageRuns: RunMetrics[] = [];
        for (let run = 1; run <= runs; run++) {
          console.log(`Lighthouse ${formFactor} ${page} (run ${run} of ${runs})`);
          const lhrFile = options['save-lhr']
            ? path.join(lhrDir, `${formFactor}${page.replace(/\//g, '_')}-${run}.json`)
            : undefined;
          pageRuns.push(await runLighthouse(new URL(page.slice(1), server.url).href, formFactor, buildDir, lhrFile));
        }
        results.push({page, formFactor, runs: pageRuns, median: medians(pageRuns)});
      }
    }
  } finally {
    await server.close();
  }

  const targetList = targets(results, build, landing);
  const report = {
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version, chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium'},
    runsPerPage: runs,
    served: options.uncompressed ? 'uncompressed' : 'gzip',
    build: build ?? null,
    pages: results,
    targets: targetList,
  };
  fs.mkdirSync(reportDir, {recursive: true});
  const reportFile = path.join(reportDir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  fs.copyFileSync(reportFile, path.join(reportDir, 'latest.json'));

  const offLoopback = [...new Set(results.flatMap((result) => result.runs.flatMap((run) => run.offLoopbackRequests)))];
  const served = options.uncompressed ? 'served uncompressed' : 'served with gzip';
  console.log(`\nMedians of ${runs} run(s) per page and mode, ${served}:\n${summaryTable(results)}`);
  if (build) console.log(`\nCold build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMemoryMiB ?? '?'} MiB`);
  if (offLoopback.length > 0) console.log(`\nRequests off loopback (failed by the bench): ${offLoopback.join(', ')}`);
  console.log(`\n${targetTable(targetList)}\n\nReport: ${path.relative(siteDir, reportFile)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
