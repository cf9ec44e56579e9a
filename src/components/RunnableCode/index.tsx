/**
 * The Run button of a `run` block, which is all a page loads of the runner: pressing it loads the rest
 * (./RunArea.tsx: the runner, the output region, the editor), which takes the button's place and runs the block.
 */
import React, {lazy, Suspense, useState, type RefObject} from 'react';
import styles from './styles.module.css';

export interface RunnableCodeProps {
  /** The page's runner file and the block's number in it (from plugins/remark-typescript-tabs.ts). */
  page: string;
  block: number;
  /** `ts`, `tsx`, `js` or `jsx`: the language of the code the block shows. */
  language: string;
  /** The element whose text is the page's code. */
  code: RefObject<HTMLElement>;
}

const RunArea = lazy(() => import(/* webpackChunkName: "runner-area" */ './RunArea'));

export default function RunnableCode(props: RunnableCodeProps): JSX.Element {
  const [pressed, setPressed] = useState<{focus: boolean}>();
  const button = (
    <div className={styles.runnable} data-run-block={props.block}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.button}
          aria-disabled={pressed !== undefined}
          onClick={(event) => setPressed({focus: document.activeElement === event.currentTarget})}>
          Run
        </button>
      </div>
    </div>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <RunArea {...props} focusRun={pressed.focus} />
    </Suspense>
  );
}
