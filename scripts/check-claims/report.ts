import type {PageClaims} from './claims';

// Proofs per 1,000 words of prose: claim tests and the `// logs:` lines of run blocks. A page whose prose states
// behaviour with neither stands out with "no proof".
const per1000 = (count: number, words: number) => (words === 0 ? 0 : (count / words) * 1000);

export function formatClaimsReport({pages, failures}: {pages: PageClaims[]; failures: string[]}): string {
  const lines = ['page | words | claim tests | shown by run blocks | proofs per 1,000 words'];
  for (const page of pages) {
    const proofs = page.tested + page.shownByRun;
    const flag = proofs === 0 ? '  ← no proof' : page.tested === 0 ? '  ← no claim tests' : '';
    lines.push(
      `${page.page} | ${page.words} | ${page.tested}${page.failed ? ` (${page.failed} failed)` : ''} | ` +
        `${page.shownByRun} | ${per1000(proofs, page.words).toFixed(1)}${flag}`,
    );
    for (const failure of page.failures) lines.push(`  ✗ ${failure.replaceAll('\n', '\n      ')}`);
  }
  for (const failure of failures) lines.push(`✗ ${failure}`);
  const sum = (key: 'words' | 'tested' | 'failed' | 'shownByRun') => pages.reduce((total, page) => total + page[key], 0);
  const withTests = pages.filter((page) => page.tested > 0).length;
  lines.push(
    `Total: ${pages.length} pages, ${sum('words')} words, ${sum('tested')} claim tests on ${withTests} pages ` +
      `(${sum('failed')} failed), ${sum('shownByRun')} lines shown by run blocks`,
  );
  return lines.join('\n');
}
