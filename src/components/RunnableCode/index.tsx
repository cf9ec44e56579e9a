/**
 * The Run button and output region of a `run` block. Nothing of the runner comes with the page: the first Run
 * loads it (src/runner, then its worker and the page's runner file), once for the whole visit. The output region
 * shows what the code printed and whether that is what the block's `// logs:` comments say. From the first Run on,
 * the block is an editor (./editor.ts, loaded then too): Run runs what is in it, Reset brings the page's code back.
 */
import React, {useEffect, useRef, useState, type RefObject} from 'react';
import type {OutputLine, RunResult} from '../../runner';
import type {Editor} from './editor';
import styles from './styles.module.css';

interface Props {
  /** The page's runner file and the block's number in it (from plugins/remark-typescript-tabs.ts). */
  page: string;
  block: number;
  /** `ts`, `tsx`, `js` or `jsx`: the language of the code the block shows. */
  language: string;
  /** The element whose text is the page's code. */
  code: RefObject<HTMLElement>;
}

type Status = 'running' | 'match' | 'mismatch' | 'failed';

const loadRunner = () => import(/* webpackChunkName: "runner" */ '../../runner');
const loadEditor = () => import(/* webpackChunkName: "runner-editor" */ './editor');

/** Puts an editor where the block's code is shown; returns it and what undoes it. */
async function editInPlace(
  codeElement: HTMLElement,
  language: string,
  handlers: {onEscape: () => void; onRun: () => void},
): Promise<{editor: Editor; stop: () => void}> {
  const {createEditor} = await loadEditor();
  const pre = codeElement.closest('pre')!;
  const host = document.createElement('div');
  host.className = `${styles.editor} prism-code language-${language}`;
  const label = 'Code of the example (editable; Escape leaves the editor)';
  const editor = createEditor({parent: host, text: pageCode(codeElement), language, label, ...handlers});
  pre.after(host);
  pre.hidden = true;
  return {
    editor,
    stop: () => {
      editor.destroy();
      host.remove();
      pre.hidden = false;
    },
  };
}

/** The text of the shown lines (without the build's highlight directives), as the copy button copies it. */
function pageCode(codeElement: HTMLElement): string {
  return (codeElement.textContent ?? '').replace(/\n$/, '');
}

export default function RunnableCode({page, block, language, code}: Props): JSX.Element {
  const [status, setStatus] = useState<Status>();
  const [lines, setLines] = useState<OutputLine[]>([]);
  const [result, setResult] = useState<RunResult>();
  const [editing, setEditing] = useState(false);
  const editor = useRef<Editor>();
  const stopEditing = useRef<() => void>();
  const runButton = useRef<HTMLButtonElement>(null);
  const running = useRef(false);

  useEffect(() => () => stopEditing.current?.(), []);

  const startEditing = async () => {
    if (stopEditing.current || !code.current) return;
    stopEditing.current = () => undefined;
    const started = await editInPlace(code.current, language, {
      onEscape: () => runButton.current?.focus(),
      onRun: () => void runRef.current(),
    });
    editor.current = started.editor;
    stopEditing.current = started.stop;
    setEditing(true);
  };

  const run = async () => {
    if (running.current || !code.current) return;
    running.current = true;
    setStatus('running');
    setLines([]);
    setResult(undefined);
    const text = editor.current?.text() ?? pageCode(code.current);
    void startEditing();
    try {
      const {runBlock} = await loadRunner();
      const outcome = await runBlock({page, block, code: text, language}, (line) =>
        setLines((shown) => [...shown, line]),
      );
      setResult(outcome);
      setStatus(outcome.matches ? 'match' : 'mismatch');
    } catch (error) {
      setLines((shown) => [...shown, {level: 'uncaught', text: (error as Error).message}]);
      setStatus('failed');
    } finally {
      running.current = false;
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  const reset = () => {
    if (!editor.current || !code.current) return;
    editor.current.setText(pageCode(code.current));
    editor.current.focus();
  };

  return (
    <div className={styles.runnable} data-run-block={block}>
      <div className={styles.toolbar}>
        <button type="button" ref={runButton} className={styles.button} onClick={run} aria-disabled={status === 'running'}>
          Run
        </button>
        {editing && (
          <button type="button" className={styles.button} onClick={reset}>
            Reset code
          </button>
        )}
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
