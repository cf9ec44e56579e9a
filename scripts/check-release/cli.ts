// npm run check:release -- <version> [--skip-checks]
// What a release of @reduxjs/toolkit changed against the version the examples pin, where each change belongs on the
// site, and which examples, page tests and claim tests fail on it. Writes release-reports/<pinned>-<version>.md.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readErrorCodes} from '../../plugins/error-codes/read-error-codes';
import {releaseDir} from '../../examples/claims/releases';
import {compareErrorCodes, compareSurfaces, mergeReexported, type Change} from './compare';
import {homesOf, indexHomes} from './homes';
import {RTK_PROBES} from './rtk-probes';
import {runChecksOnRelease, type ReleaseChecks} from './run-checks';
import {PROBES_ENTRY, readSurface, type Surface} from './surface';

const root = path.resolve(__dirname, '../..');
const PACKAGE = '@reduxjs/toolkit';
const ENTRIES = ['', 'react', 'query', 'query/react'];

const {values, positionals} = parseArgs({options: {'skip-checks': {type: 'boolean'}}, allowPositionals: true});
const target = positionals[0];
if (!target) throw new Error('usage: npm run check:release -- <version> [--skip-checks]');
const pinned = (
  JSON.parse(fs.readFileSync(path.join(root, 'examples/node_modules', PACKAGE, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((version) => version.split(/[.-]/).map((part) => Number(part) || 0));
  for (let i = 0; i < Math.max(x!.length, y!.length); i++) if (x![i] !== y![i]) return (x![i] ?? 0) - (y![i] ?? 0);
  return 0;
};

/** The stable releases after the pinned one up to the target, oldest first: where each change first shipped. */
function releasesBetween(): string[] {
  const all = JSON.parse(execFileSync('npm', ['view', PACKAGE, 'versions', '--json'], {encoding: 'utf8'})) as string[];
  return all
    .filter((version) => !version.includes('-') || version === target)
    .filter((version) => compareVersions(version, pinned) > 0 && compareVersions(version, target!) <= 0)
    .sort(compareVersions);
}

function surfaceOf(version: string): Surface {
  const started = performance.now();
  const surface = readSurface(releaseDir(version), PACKAGE, ENTRIES, RTK_PROBES);
  console.log(`read ${version}'s declarations in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return surface;
}

const errorCodesOf = (version: string) =>
  new Map(readErrorCodes(releaseDir(version)).codes.map(({code, message}) => [code, message]));

const changeKey = (change: Change) => `${change.subject}|${change.entry}|${change.name}|${change.member ?? ''}`;

/** For each change, the first release between the pinned one and the target in which it is as in the target. */
function dateChanges(changes: Change[], pinnedSurface: Surface, surfaces: Map<string, Surface>, codes: Map<string, Map<number, string>>) {
  const firstIn = new Map<string, string>();
  for (const [version, surface] of surfaces) {
    const seen = [...compareSurfaces(pinnedSurface, surface), ...compareErrorCodes(codes.get(pinned)!, codes.get(version)!)];
    for (const change of seen) {
      const key = changeKey(change);
      const final = changes.find((candidate) => changeKey(candidate) === key);
      if (final && !firstIn.has(key) && final.after === change.after) firstIn.set(key, version);
    }
  }
  return firstIn;
}

const short = (text = '') => (text.length > 160 ? `${text.slice(0, 157)}...` : text).replaceAll('|', '\\|');

const row = (change: Change, firstIn: Map<string, string>, homes: string[], withTypes: boolean) =>
  `| ${firstIn.get(changeKey({...change, entry: change.entry.split(', ')[0]!})) ?? '?'} | ${change.subject} | ${change.entry} | \`${change.name}\` | ` +
  `${change.member ? `\`${change.member}\`` : ''} | ` +
  (withTypes ? `${short(change.before)} | ${short(change.after)} | ` : `${short(change.after ?? change.before)} | `) +
  `${homes.length ? homes.join('<br>') : '**no home**'} |`;

// `select.(call 1)` repeats `select` when both changed: only the member is listed.
const repeatsItsMember = (change: Change, changes: Change[]) =>
  change.member?.endsWith(')') &&
  changes.some(
    (other) =>
      other !== change && other.name === change.name && other.entry === change.entry &&
      other.change === change.change && change.member!.startsWith(`${other.member}.`),
  );

function formatReport(changes: Change[], firstIn: Map<string, string>, checks: ReleaseChecks | undefined, releases: string[]): string {
  const homes = indexHomes(path.join(root, 'docs'));
  const listed = mergeReexported(changes.filter((change) => !repeatsItsMember(change, changes)));
  const lines = [
    `# @reduxjs/toolkit ${pinned} → ${target}`,
    '',
    `Releases compared: ${[pinned, ...releases].join(', ')}. Each row names the release that first shipped the change`,
    'and the page sections that document the name it touches ("no home": no page documents it yet). Members of',
    `\`${PROBES_ENTRY}\` are of a small app's objects (an API slice's \`util\`, an endpoint, a hook's result).`,
  ];
  for (const [kind, title] of [['added', 'Added'], ['removed', 'Removed'], ['changed', 'Changed types']] as const) {
    const rows = listed.filter((change) => change.change === kind);
    const withTypes = kind === 'changed';
    lines.push(
      '',
      `## ${title} (${rows.length})`,
      '',
      withTypes
        ? '| since | what | entry | name | member | before | after | home |\n| --- | --- | --- | --- | --- | --- | --- | --- |'
        : '| since | what | entry | name | member | type | home |\n| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map((change) => row(change, firstIn, homesOf(change, homes), withTypes)),
    );
  }
  if (checks) lines.push('', `## The site's checks on ${target}`, '', ...checks.summary);
  return lines.join('\n') + '\n';
}

async function main() {
  const releases = releasesBetween();
  if (!releases.includes(target!)) throw new Error(`${PACKAGE}@${target} is not a published release after ${pinned}`);
  const pinnedSurface = surfaceOf(pinned);
  const surfaces = new Map(releases.map((version) => [version, surfaceOf(version)]));
  const codes = new Map([pinned, ...releases].map((version) => [version, errorCodesOf(version)]));
  const changes = [
    ...compareSurfaces(pinnedSurface, surfaces.get(target!)!),
    ...compareErrorCodes(codes.get(pinned)!, codes.get(target!)!),
  ];
  const probeErrors = surfaces.get(target!)![PROBES_ENTRY]?.errors ?? [];
  for (const error of probeErrors) console.log(`The probes do not compile on ${target}: ${error}`);
  const checks = values['skip-checks'] ? undefined : await runChecksOnRelease(root, releaseDir(target!));
  const report = formatReport(changes, dateChanges(changes, pinnedSurface, surfaces, codes), checks, releases);
  const out = path.join(root, 'release-reports', `${pinned}-${target}.md`);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, report);
  console.log(`${changes.length} changes; report written to ${path.relative(process.cwd(), out)}`);
}

void main();
