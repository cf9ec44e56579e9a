// Whether the build can read each page's last change from git.
import {execFileSync} from 'node:child_process';

/**
 * beta.7 dates a page by `git log -1` on its file. That is right only with the whole history: in a shallow clone
 * (`git clone --depth 1`, the default of some CI checkouts) every page unchanged since the cut-off would show the
 * date of the newest commit, and outside a repository (a source tarball) the docs plugin logs an error per page.
 * In both cases the site is built without dates, and the build says why.
 */
export function hasFullGitHistory(dir: string): boolean {
  let shallow: string;
  try {
    shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: dir, encoding: 'utf8', stdio: 'pipe'});
  } catch {
    console.log('[last updated] not a git checkout: pages are built without their last update date.');
    return false;
  }
  if (shallow.trim() === 'true') {
    console.log(
      '[last updated] shallow git clone: pages are built without their last update date ' +
        '(`git fetch --unshallow` gives the history they need).',
    );
    return false;
  }
  return true;
}
