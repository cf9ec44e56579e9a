import {EXEMPT_BUDGET, type Failure, type Report} from './check';

function formatFailure({file, block, line, message}: Failure): string {
  const where = `${file}${line === undefined ? '' : `:${line}`}${block === undefined ? '' : ` (block ${block})`}`;
  return `  ✗ ${where}: ${message.replaceAll('\n', '\n      ')}`;
}

export function formatReport({pages, failures, otherCompilers}: Report): string {
  const lines: string[] = [];
  for (const page of pages) {
    lines.push(
      `${page.file}: ${page.blocks} blocks, ${page.typeChecked} type-checked, ${page.run} run, ` +
        `${page.rendered} rendered, ${page.exempt} exempt`,
      ...page.failures.map(formatFailure),
    );
  }
  lines.push(...failures.map(formatFailure));

  const sum = (key: 'blocks' | 'typeChecked' | 'run' | 'rendered' | 'exempt') => pages.reduce((total, page) => total + page[key], 0);
  const failed = failures.length + pages.reduce((total, page) => total + page.failures.length, 0);
  const share = sum('blocks') === 0 ? 0 : (sum('exempt') / sum('blocks')) * 100;
  lines.push(
    `Total: ${pages.length} pages, ${sum('blocks')} blocks, ${sum('typeChecked')} type-checked, ${sum('run')} run, ${sum('rendered')} rendered, ` +
      `${sum('exempt')} exempt (${share.toFixed(1)}%, budget ${EXEMPT_BUDGET * 100}%), ${failed} failures`,
  );
  if (otherCompilers.length > 0) {
    const compilers = otherCompilers.map(({version, seconds}) => `${version} (${seconds.toFixed(1)} s)`).join(', ');
    lines.push(`Also type-checked with TypeScript ${compilers}.`);
  }
  return lines.join('\n');
}

export function hasFailures({pages, failures}: Report): boolean {
  return failures.length > 0 || pages.some((page) => page.failures.length > 0);
}
