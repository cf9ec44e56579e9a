/**
 * The Run button and output region of a `run` block. Nothing of the runner comes with the page: the first Run
 * loads it (src/runner, then its worker and the page's runner file), once for the whole visit. The output region
 * shows what the code printed and whether that is what the block's `// logs:` comments say.
 */
import React, {useState, type RefObject} from 'react';
import type {OutputLine, RunResult} from '../../runner';
import styles from './styles.module.css';

interface Props {
  /** The page's runner file and the block's number in it (from plugins/remark-typescript-tabs.ts). */
  page: string;
  block: number;
  /** `ts`, `tsx`, `js` or `jsx`: the language of the code the block shows. */
  language: string;
  /** The element whose text is the code to run. */
  code: RefObject<HTMLElement>;
}

type Status = 'running' | 'match' | 'mismatch' | 'failed';

const loadRunner = () => import(/* webpackChunkName: "runner" */ '../../runner');

export default function RunnableCode({page, block, language, code}: Props): JSX.Element {
  const [status, setStatus] = useState<Status>();
  const [lines, setLines] = useState<OutputLine[]>([]);
  const [result, setResult] = useState<RunResult>();

  const run = async () => {
    setStatus('running');
    setLines([]);
    setResult(undefined);
    try {
      const {runBlock} = await loadRunner();
      const text = (code.current?.textContent ?? '').replace(/\n$/, '');
      const outcome = await runBlock({page, block, code: text, language}, (line) =>
        setLines((shown) => [...shown, line]),
      );
      setResult(outcome);
      setStatus(outcome.matches ? 'match' : 'mismatch');
    } catch (error) {
      setLines((shown) => [...shown, {level: 'uncaught', text: (error as Error).message}]);
      setStatus('failed');
    }
  };

  return (
    <div className={styles.runnable} data-run-block={block}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--sm button--primary" onClick={run} disabled={status === 'running'}>
          Run
        </button>
      </div>
      {status && (
        <div role="log" aria-label="Output" className={styles.output} data-status={status}>
          <pre className={styles.lines}>
            {lines.map((line, index) => (
              <span key={index} className={styles[line.level]}>
                {line.text}
                {'\n'}
              </span>
            ))}
          </pre>
          <Verdict status={status} result={result} />
        </div>
      )}
    </div>
  );
}

function Verdict({status, result}: {status: Status; result?: RunResult}): JSX.Element | null {
  if (status === 'running') return <p className={styles.verdict}>Running…</p>;
  if (status === 'failed') return <p className={styles.verdict}>The runner could not run this example.</p>;
  if (!result) return null;
  if (result.matches) {
    return <p className={styles.verdict}>✓ The output is what the block's <code>// logs:</code> comments say.</p>;
  }
  return (
    <div className={styles.verdict}>
      <p>
        ✗ The output differs from the block's <code>// logs:</code> comments: {result.mismatch}.
      </p>
      <p>The comments say:</p>
      <pre className={styles.lines}>{result.expected.map((log) => `${log.text}\n`).join('')}</pre>
    </div>
  );
}
