/**
 * A run block's controls once the reader has pressed Run (./index.tsx loads this then): the Run button, the runner
 * (src/runner, its worker and the page's runner file, loaded once for the whole visit) and the output region, which
 * shows what the code printed and whether that is what the block's `// logs:` comments say. From the first output
 * on, the block is an editor (./editor.ts): Run runs what is in it, Reset brings the page's code back.
 */
import React, {useEffect, useRef, useState} from 'react';
import type {OutputLine, RunResult} from '../../runner';
import type {Editor} from './editor';
import type {RunnableCodeProps} from '.';
import styles from './styles.module.css';

interface Props extends RunnableCodeProps {
  /** Give the Run button the focus when it appears (the reader pressed the page's Run button from the keyboard). */
  focusRun: boolean;
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

export default function RunArea({page, block, language, code, focusRun}: Props): JSX.Element {
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
    // After the output, so that the editor's download does not delay the first one.
    void startEditing();
  };
  const runRef = useRef(run);
  runRef.current = run;

  // This area appears because Run was pressed: it runs at once.
  useEffect(() => {
    if (focusRun) runButton.current?.focus();
    void runRef.current();
  }, [focusRun]);

  const reset = () => {
    if (!editor.current || !code.current) return;
    editor.current.setText(pageCode(code.current));
    editor.current.focus();
  };

  return (
    <div className={styles.runnable} data-run-block={block}>
      <div className={styles.toolbar}>
        <button
          type="button"
          ref={runButton}
          className={styles.button}
          onClick={run}
          aria-disabled={status === 'running'}>
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
