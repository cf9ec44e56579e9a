import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hasFullGitHistory} from '../../plugins/git-history';

// Page dates come from git only with the whole history (plugins/git-history.ts says why).
test('last update dates need a git checkout with its whole history', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
  try {
    const git = (cwd: string, ...args: string[]) => execFileSync('git', args, {cwd, stdio: 'pipe'});
    const full = path.join(root, 'full');
    fs.mkdirSync(full);
    git(full, 'init', '-q');
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(full, 'page.md'), `version ${n}\n`);
      git(full, 'add', 'page.md');
      git(full, '-c', 'user.name=T', '-c', 'user.email=t@example.org', 'commit', '-qm', `commit ${n}`);
    }
    git(root, 'clone', '-q', '--depth', '1', `file://${full}`, 'shallow');
    const plain = path.join(root, 'plain');
    fs.mkdirSync(plain);

    assert.equal(hasFullGitHistory(full), true);
    assert.equal(hasFullGitHistory(path.join(root, 'shallow')), false);
    assert.equal(hasFullGitHistory(plain), false);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});
