import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface BuildResult {
  ok: boolean;
  seconds: number;
  /** Highest sum of the resident memory of the build's whole process tree (npm, node, terser workers). */
  peakMemoryMiB: number | null;
  outDir: string;
}

// The same folders `npm run clear` removes, except `build/`: the browser tests need that build (made with an
// analytics id), so the bench builds into its own folder instead of replacing it.
const caches = ['.docusaurus', 'node_modules/.cache'];

/** Reads the resident memory (KiB) of `root` and of every process below it, from /proc. */
function treeMemoryKiB(root: number): number | null {
  if (!fs.existsSync('/proc/self/status')) return null;
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may contain spaces or parentheses; the fields after its closing parenthesis do not.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0);
    } catch {
      continue;
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** A cold production build (caches removed first) without analytics, timed and with its peak memory. */
export async function coldBuild(siteDir: string, outDir: string): Promise<BuildResult> {
  for (const cache of [...caches, outDir]) fs.rmSync(path.resolve(siteDir, cache), {recursive: true, force: true});
  const env: NodeJS.ProcessEnv = {...process.env, NO_UPDATE_NOTIFIER: '1'};
  // Analytics would add a third-party script to every page: the bench measures the site itself.
  delete env.GTAG_ID;
  // The search row measures the local index, the search of a build without an Algolia application.
  delete env.ALGOLIA_APP_ID;
  const started = performance.now();
  const child = spawn('npm', ['run', 'build', '--', '--out-dir', outDir], {cwd: siteDir, env, stdio: 'inherit'});
  let peakKiB: number | null = null;
  const sample = () => {
    const kib = child.pid === undefined ? null : treeMemoryKiB(child.pid);
    if (kib !== null) peakKiB = Math.max(peakKiB ?? 0, kib);
  };
  const timer = setInterval(sample, 100);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  return {
    ok: code === 0,
    seconds: (performance.now() - started) / 1000,
    peakMemoryMiB: peakKiB === null ? null : Math.round(peakKiB / 1024),
    outDir,
  };
}
