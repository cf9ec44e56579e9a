import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {MDXProvider} from '@mdx-js/react';
import MDXComponents from '@theme/MDXComponents';
import StoreExample from './_store-example.md';
import styles from './index.module.css';

const reasons = [
  {
    title: 'One call sets up the store',
    text: 'configureStore combines your reducers, adds the thunk middleware and development checks, and connects the Redux DevTools.',
  },
  {
    title: 'Reducers without the boilerplate',
    text: 'createSlice writes the action types and action creators for you, and Immer lets a reducer update state with plain assignments.',
  },
  {
    title: 'Data fetching and caching built in',
    text: 'RTK Query fetches, caches and refetches server data from an endpoint definition, and generates React hooks for each endpoint.',
  },
  {
    title: 'Typed from end to end',
    text: 'Written in TypeScript: state, actions and hooks are inferred from your code, so you annotate little and the compiler checks the rest.',
  },
];

// react-redux is named by its major version, as its API is stable within one; the toolkit by its exact release.
const reactReduxMajor = REACT_REDUX_VERSION.split('.')[0];

export default function Home(): JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  // The layout appends the site name: with the tagline, the title names the site once ("<tagline> | Redux Toolkit").
  return (
    <Layout
      title={siteConfig.tagline}
      description="Redux Toolkit is the official, batteries-included way to write Redux logic, with RTK Query for data fetching and caching.">
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>Redux Toolkit</h1>
          <p className={styles.tagline}>
            The official way to write Redux: store setup, reducers, async logic and data caching, with less
            code and fewer mistakes.
          </p>
          <p className={styles.versions}>
            These docs are for <code>@reduxjs/toolkit</code> {RTK_VERSION} with <code>react-redux</code>{' '}
            {reactReduxMajor}; every example is checked against them.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/introduction/getting-started">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/tutorials/overview">
              Tutorials
            </Link>
            <Link className="button button--secondary button--lg" to="/rtk-query/overview">
              RTK Query
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <section className={styles.reasons} aria-labelledby="why-heading">
          <h2 id="why-heading">Why Redux Toolkit</h2>
          <ul className={styles.reasonList}>
            {reasons.map((reason) => (
              <li key={reason.title}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.example} aria-labelledby="example-heading">
          <h2 id="example-heading">A store in twenty lines</h2>
          <p>
            A slice holds the state, the reducers and the actions of one feature. The store is one call. Read the{' '}
            <Link to="/tutorials/quick-start">quick start</Link> to connect it to React.
          </p>
          <MDXProvider components={MDXComponents}>
            <StoreExample />
          </MDXProvider>
        </section>
        <section className={styles.next} aria-labelledby="next-heading">
          <h2 id="next-heading">Where to start</h2>
          <ul>
            <li>
              New to Redux Toolkit? <Link to="/introduction/getting-started">Getting Started</Link> explains
              what is in the package and how to install it.
            </li>
            <li>
              Learning by building? The <Link to="/tutorials/overview">tutorials</Link> walk through a counter
              app, TypeScript setup and RTK Query.
            </li>
            <li>
              Fetching data? <Link to="/rtk-query/overview">RTK Query</Link> replaces hand-written fetching
              and caching logic.
            </li>
            <li>
              Looking something up? The <Link to="/api/configureStore">API reference</Link> lists every
              function and option, down to single options such as{' '}
              <Link to="/api/createSlice#extrareducers">
                the <code>extraReducers</code> option of <code>createSlice</code>
              </Link>
              .
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
