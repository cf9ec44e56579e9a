// A claim test proves one sentence of a page: it quotes a fragment of the sentence, and checks the behaviour the
// sentence states against the installed packages. The fragment is looked up in the page's Markdown first, so a
// sentence that is edited or removed fails its test until the test is changed with it (CONTRIBUTING.md, "Claim
// tests"). `examples/claims/api/createSlice.claims.ts` proves `docs/api/createSlice.md`.
import fs from 'node:fs';
import path from 'node:path';
import {test, type TestContext} from 'node:test';

const CLAIMS_DIR = __dirname;
const DOCS_DIR = path.resolve(__dirname, '../../docs');
const CLAIMS_FILE = /\.claims\.tsx?$/;

/** Runs of white space are one space: a fragment may be quoted across the page's line breaks. */
export const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page a claims file proves. */
export function pageOfClaimsFile(claimsFile: string): string {
  const relative = path.relative(CLAIMS_DIR, claimsFile);
  if (!CLAIMS_FILE.test(relative) || relative.startsWith('..')) {
    throw new Error(`${claimsFile} is not a claims file under ${CLAIMS_DIR} (<page id>.claims.ts)`);
  }
  return path.join(DOCS_DIR, relative.replace(CLAIMS_FILE, '.md'));
}

export type ClaimCheck = (t: TestContext) => void | Promise<void>;

/**
 * The `claim` function of one claims file: `const claim = claimsOf(__filename)`. Each claim is a test named by its
 * quoted fragment, which fails when the page no longer contains the fragment, or when the check throws.
 */
export function claimsOf(claimsFile: string): (fragment: string, check: ClaimCheck) => void {
  const page = pageOfClaimsFile(claimsFile);
  const pageText = normalizeText(fs.readFileSync(page, 'utf8'));
  return (fragment, check) => {
    test(`"${fragment}"`, async (t) => {
      if (!pageText.includes(normalizeText(fragment))) {
        throw new Error(`${path.relative(process.cwd(), page)} no longer says "${fragment}"`);
      }
      await check(t);
    });
  };
}
