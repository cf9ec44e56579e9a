import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {coldBuild, type BuildResult} from './build';
import {runLighthouse, type FormFactor, type RunMetrics} from './lighthouse-run';
import {serveBuild} from './serve';
import {pageWords} from './page-words';
import {buildReference, referencePage} from './reference';
import {measureSearch, searchRow, type SearchMetrics} from './search';
import {measureInteractions, type InteractionResult} from './interaction';
import {interactionTable, interactionTargets, longestAgainstShortest} from './interaction-summary';
import {medians, spreadReport, summaryTable, targets, targetTable, type PageResult} from './summary';
import {docRoutes} from '../../tests/support/routes';

// `npm run bench`: a cold production build without analytics, then Lighthouse in mobile and desktop modes on
// four pages and on the reference page of a stock site, three runs each, medians reported; then the interaction
// phase on the same docs pages (interaction.ts: first tab and copy, stored-choice load, sidebar navigation, at 4×
// CPU), as many runs. It reports; it never fails on a missed target.

const siteDir = path.resolve(__dirname, '../..');
const reportDir = path.join(siteDir, 'bench-report');
const buildDir = path.join(reportDir, 'build');
const landing = '/';
const defaultPages = [landing, '/api/createSlice', '/usage/usage-guide', '/rtk-query/api/createApi'];
const referenceDir = path.join(reportDir, 'reference');

const {values: options} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    runs: {type: 'string'},
    pages: {type: 'string'},
    modes: {type: 'string'},
    // Every docs route, once, in mobile mode (unless --runs or --modes say otherwise).
    all: {type: 'boolean', default: false},
    // Other builds (comma-separated folders) to measure in the same run, page by page, taking turns with ours
    // within each run: a before and after on about the same machine state (e.g. a build of main kept elsewhere).
    compare: {type: 'string'},
    // Keeps every full Lighthouse result (bench-report/lhr/), to open in the Lighthouse viewer.
    'save-lhr': {type: 'boolean', default: false},
    // Serves the build without compression, as the tests' static server does (see serve.ts).
    uncompressed: {type: 'boolean', default: false},
    // Leaves out the interaction phase (about 30 s per docs page and run).
    'skip-interactions': {type: 'boolean', default: false},
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
  const runs = Number(options.runs ?? (options.all ? 1 : 3));
  const pages = options.all ? docRoutes : (options.pages ?? defaultPages.join(',')).split(',');
  const modes = (options.modes ?? (options.all ? 'mobile' : 'mobile,desktop')).split(',') as FormFactor[];

  let build: BuildResult | undefined;
  if (!options['skip-build']) {
    console.log('Cold production build (caches removed, GTAG_ID unset)...');
    build = await coldBuild(siteDir, path.relative(siteDir, buildDir));
    if (!build.ok) throw new Error('The production build failed; nothing to measure.');
    console.log(`Built in ${build.seconds.toFixed(1)} s, peak memory ${build.peakMemoryMiB ?? '?'} MiB.`);
  }
  assertNoAnalytics(buildDir);
  console.log('Reference site (stock beta.7, one page)...');
  buildReference(referenceDir, {reuse: options['skip-build']});

  const sites = [
    {name: 'site', dir: buildDir, pages},
    ...(options.compare?.split(',') ?? []).map((dir) => ({name: path.basename(dir), dir: path.resolve(dir), pages})),
  ];
  const reference = {name: 'reference', dir: referenceDir, pages: [referencePage]};
  for (const {dir} of sites.slice(1)) assertNoAnalytics(dir);

  const lhrDir = path.join(reportDir, 'lhr');
  if (options['save-lhr']) fs.mkdirSync(lhrDir, {recursive: true});
  const servers = new Map(
    await Promise.all(
      [reference, ...sites].map(async (site) => [site, await serveBuild(site.dir, {gzip: !options.uncompressed})] as const),
    ),
  );
  const results: PageResult[] = [];
  let search: SearchMetrics | undefined;
  let interactions: InteractionResult[] = [];
  const docsPages = pages.filter((page) => page !== landing);
  try {
    for (const formFactor of modes) {
      // The reference first, then each page in every build, the builds taking turns run by run.
      const groups = [
        [{site: reference, page: referencePage}],
        ...pages.map((page) => sites.map((site) => ({site, page}))),
      ];
      let turn = 0;
      for (const group of groups) {
        const groupRuns = group.map((): RunMetrics[] => []);
        for (let run = 1; run <= runs; run++) {
          // Each run starts with the next build, counting on across pages, so that no build is always the one
          // measured first (right after another page, or before the others), with one run per page as well.
          const members = [...group.entries()];
          const first = turn++ % members.length;
          for (const [member, {site, page}] of [...members.slice(first), ...members.slice(0, first)]) {
            console.log(`Lighthouse ${formFactor} ${site.name} ${page} (run ${run} of ${runs})`);
            const lhrFile = options['save-lhr']
              ? path.join(lhrDir, `${site.name}-${formFactor}${page.replace(/\//g, '_')}-${run}.json`)
              : undefined;
            const url = new URL(page.slice(1), servers.get(site)!.url).href;
            groupRuns[member].push(await runLighthouse(url, formFactor, site.dir, lhrFile));
          }
        }
        for (const [member, {site, page}] of group.entries()) {
          const pageRuns = groupRuns[member];
          const words = pageWords(site.dir, page);
          results.push({site: site.name, page, formFactor, words, runs: pageRuns, median: medians(pageRuns)});
        }
      }
    }
    console.log('Search: the local index in the modal, CPU slowed 4x...');
    search = await measureSearch(buildDir, servers.get(sites[0])!.url);
    if (!options['skip-interactions'] && docsPages.length > 0) {
      console.log('Interactions: first tab and copy, stored-choice load, sidebar navigation, CPU slowed 4x...');
      const served = sites.map((site) => ({name: site.name, url: servers.get(site)!.url}));
      interactions = await measureInteractions(served, docsPages, runs);
    }
  } finally {
    await Promise.all([...servers.values()].map((server) => server.close()));
  }

  const ours = results.filter((result) => result.site === 'site');
  const words = (page: string) => pageWords(buildDir, page);
  const ourInteractions = interactions.filter((result) => result.site === 'site');
  const targetList = [...targets(ours, build, landing), ...(ourInteractions.length > 0 ? interactionTargets(ourInteractions, words) : [])];
  const report = {
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version, chromium: process.env.CHROME_PATH ?? '/usr/bin/chromium'},
    runsPerPage: runs,
    served: options.uncompressed ? 'uncompressed' : 'gzip',
    build: build ?? null,
    pages: results,
    search,
    interactions,
    targets: targetList,
  };
  fs.mkdirSync(reportDir, {recursive: true});
  const reportFile = path.join(reportDir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  fs.copyFileSync(reportFile, path.join(reportDir, 'latest.json'));

  const offLoopback = [...new Set(results.flatMap((result) => result.runs.flatMap((run) => run.offLoopbackRequests)))];
  const served = options.uncompressed ? 'served uncompressed' : 'served with gzip';
  console.log(`\nMedians of ${runs} run(s) per page and mode, ${served}:\n${summaryTable(results)}`);
  for (const site of sites) {
    const docs = results.filter((r) => r.site === site.name && r.formFactor === 'mobile' && r.page !== landing);
    if (docs.length > 1) console.log(`\n${site.name}: ${spreadReport(docs, results)}`);
  }
  if (search) console.log(`\n${searchRow(search)}`);
  if (interactions.length > 0) {
    console.log(`\nInteractions at 4× CPU, medians of ${runs} run(s):\n${interactionTable(interactions, words)}`);
    if (docsPages.length > 1) console.log(`\n${longestAgainstShortest(interactions, words)}`);
  }
  if (build) console.log(`\nCold build: ${build.seconds.toFixed(1)} s, peak memory ${build.peakMemoryMiB ?? '?'} MiB`);
  if (offLoopback.length > 0) console.log(`\nRequests off loopback (failed by the bench): ${offLoopback.join(', ')}`);
  console.log(`\n${targetTable(targetList)}\n\nReport: ${path.relative(siteDir, reportFile)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
