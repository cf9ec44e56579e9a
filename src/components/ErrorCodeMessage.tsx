/**
 * On /Errors?code=N (the not-found page, see src/theme/NotFound), the full message of Redux Toolkit's production
 * error N and the doc page of the API involved. The messages are read from the installed package at build time
 * (plugins/error-codes) into a chunk of their own that only this URL fetches, after hydration, so no other page
 * loads them and the server HTML of the not-found page stays the same for every path.
 */
import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type {ErrorCodeEntry} from '@site/plugins/error-codes/error-code-entries';
import {errorCodeFromUrl} from './errorCodeFromUrl';
import styles from './ErrorCodeMessage.module.css';

type Shown =
  | {kind: 'nothing'}
  | {kind: 'unknown'; given: string}
  | {kind: 'failed'; code: number}
  | {kind: 'found'; entry: ErrorCodeEntry};

function loadEntries(): Promise<ErrorCodeEntry[]> {
  return import(
    /* webpackChunkName: "rtk-error-codes" */ '@generated/rtk-error-codes/default/error-codes.json'
  ).then((module) => module.default);
}

export default function ErrorCodeMessage(): JSX.Element | null {
  const {pathname, search} = useLocation();
  const [shown, setShown] = useState<Shown>({kind: 'nothing'});

  useEffect(() => {
    const request = errorCodeFromUrl(pathname, search);
    if (request.kind === 'none') return setShown({kind: 'nothing'});
    if (request.kind === 'malformed') return setShown({kind: 'unknown', given: request.given});
    let current = true;
    loadEntries().then(
      (entries) => {
        const entry = entries.find(({code}) => code === request.code);
        if (current) setShown(entry ? {kind: 'found', entry} : {kind: 'unknown', given: String(request.code)});
      },
      () => current && setShown({kind: 'failed', code: request.code}),
    );
    return () => {
      current = false;
    };
  }, [pathname, search]);

  switch (shown.kind) {
    case 'nothing':
      return null;
    case 'unknown':
      return (
        <p className={styles.errorCode}>
          Unknown error code “{shown.given}”: @reduxjs/toolkit {RTK_VERSION} has no such error.
        </p>
      );
    case 'failed':
      return (
        <p className={styles.errorCode}>
          The message of Redux Toolkit error {shown.code} could not be loaded. Reload the page to try again.
        </p>
      );
    case 'found':
      return (
        <section className={styles.errorCode} aria-labelledby="error-code-heading">
          <h2 id="error-code-heading">Redux Toolkit error {shown.entry.code}</h2>
          <p>The full message of this production error:</p>
          <blockquote className={styles.message}>{shown.entry.message}</blockquote>
          <p>
            The API involved is explained in <Link to={shown.entry.page}>{shown.entry.title}</Link>.
          </p>
        </section>
      );
  }
}
