/**
 * Swizzled (wrapping) for accessibility; every other element keeps the stock component of theme-classic beta.7.
 * - Admonition titles (`:::caution Title`) come as `<h5>` elements without an id, so a page with one jumps from an
 *   h2 or h3 straight to an h5 and breaks the heading order screen reader users navigate by. They are labels, not
 *   sections: here they are paragraphs, styled as before. Markdown headings always have an id and stay headings.
 * - A table too wide for its column scrolls sideways; it becomes a Tab stop while it does, so that keyboard users
 *   can scroll it too (WCAG 2.1.1). Tables that fit add no Tab stop. It scrolls inside a box of its own rather than
 *   being the scrolling box itself (as in infima): the browser can then skip the table while it is out of view (see
 *   ServerRenderedContent's styles) and the box still knows, from the table's remembered width, that it scrolls.
 */
import React, {useEffect, useRef, type ComponentProps} from 'react';
import type {MDXComponentsObject} from '@theme/MDXComponents';
import StockMDXComponents from '@theme-original/MDXComponents';
import {focusableWhileScrolling} from './focusableWhileScrolling';
import styles from './styles.module.css';

const stock = StockMDXComponents as MDXComponentsObject;
const StockH5 = stock.h5;

function H5(props: ComponentProps<'h5'>): JSX.Element {
  return props.id ? <StockH5 {...props} /> : <p className={styles.admonitionTitle}>{props.children}</p>;
}

function Table(props: ComponentProps<'table'>): JSX.Element {
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => (table.current ? focusableWhileScrolling(table.current) : undefined), []);
  return (
    <div className={styles.tableScroll}>
      <table {...props} ref={table} />
    </div>
  );
}

const MDXComponents: MDXComponentsObject & {table: typeof Table} = {...stock, h5: H5, table: Table};

export default MDXComponents;
