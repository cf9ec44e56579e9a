import fs from 'node:fs';
import path from 'node:path';
import {checkClaims} from '../check-claims/claims';
import {formatClaimsReport} from '../check-claims/report';
import {checkExamples} from '../check-examples/check';
import {formatReport} from '../check-examples/report';

// The site's own checks on a candidate release: a scratch copy of the examples workspace at <root>/.release-check
// (one level below the root, like examples/, so that the root's packages and the docs resolve as they do from there)
// whose node_modules links every installed package but @reduxjs/toolkit, which is the release.

export interface ReleaseChecks {
  failed: boolean;
  /** The checkers' reports, as Markdown lines. */
  summary: string[];
}

function linkPackages(fromModules: string, toModules: string, releaseDir: string) {
  fs.mkdirSync(path.join(toModules, '@reduxjs'), {recursive: true});
  for (const entry of fs.readdirSync(fromModules)) {
    if (entry === '@reduxjs' || entry === '.bin') continue;
    fs.symlinkSync(path.join(fromModules, entry), path.join(toModules, entry));
  }
  for (const entry of fs.readdirSync(path.join(fromModules, '@reduxjs'))) {
    const source = entry === 'toolkit' ? releaseDir : path.join(fromModules, '@reduxjs', entry);
    fs.symlinkSync(source, path.join(toModules, '@reduxjs', entry));
  }
}

export async function runChecksOnRelease(root: string, releaseDir: string): Promise<ReleaseChecks> {
  const examplesDir = path.join(root, 'examples');
  const scratch = path.join(root, '.release-check');
  fs.rmSync(scratch, {recursive: true, force: true});
  fs.cpSync(examplesDir, scratch, {
    recursive: true,
    // The workspace's own files; not its packages, nor what its checkers leave behind (dot folders).
    filter: (source) => {
      const name = path.relative(examplesDir, source).split(path.sep)[0] ?? '';
      return name !== 'node_modules' && !name.startsWith('.');
    },
  });
  try {
    linkPackages(path.join(examplesDir, 'node_modules'), path.join(scratch, 'node_modules'), releaseDir);
    const docsDir = path.join(root, 'docs');
    const examples = await checkExamples({docsDir, examplesDir: scratch});
    const claims = await checkClaims({docsDir, examplesDir: scratch});
    const examplesFailed =
      examples.failures.length > 0 || examples.pages.some((page) => page.failures.length > 0);
    const claimsFailed = claims.failures.length > 0 || claims.pages.some((page) => page.failed > 0);
    // The failures, and for the claims the page rows they belong to.
    const failing = (report: string) => report.split('\n').filter((line) => /✗|^Total|failed\) \|/.test(line));
    return {
      failed: examplesFailed || claimsFailed,
      summary: [
        '### Code examples and page tests',
        '',
        '```',
        ...failing(formatReport(examples)),
        '```',
        '',
        '### Claim tests',
        '',
        '```',
        ...failing(formatClaimsReport(claims)),
        '```',
      ],
    };
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}
