/**
 * Redux Toolkit's production error N: its full message and the doc page of the API involved, or a line saying the
 * code is unknown. The messages come from the installed package at build time (plugins/error-codes). Loaded on
 * demand by ErrorCodeMessage, with the messages in the same chunk.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import entries from '@generated/rtk-error-codes/default/error-codes.json';
import type {ErrorCodeRequest} from './errorCodeFromUrl';
import styles from './ErrorCodeExplanation.module.css';

interface Props {
  request: Exclude<ErrorCodeRequest, {kind: 'none'}>;
}

export default function ErrorCodeExplanation({request}: Props): JSX.Element {
  const entry = request.kind === 'code' ? entries.find(({code}) => code === request.code) : undefined;
  if (!entry) {
    const given = request.kind === 'code' ? String(request.code) : request.given;
    return (
      <p className={styles.errorCode}>
        Unknown error code “{given}”: @reduxjs/toolkit {RTK_VERSION} has no such error.
      </p>
    );
  }
  return (
    <section className={styles.errorCode} aria-labelledby="error-code-heading">
      <h2 id="error-code-heading">Redux Toolkit error {entry.code}</h2>
      <p>The full message of this production error:</p>
      <blockquote className={styles.message}>{entry.message}</blockquote>
      <p>
        The API involved is explained in <Link to={entry.page}>{entry.title}</Link>.
      </p>
    </section>
  );
}
