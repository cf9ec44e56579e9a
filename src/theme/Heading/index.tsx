/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for accessibility: the stock heading anchor (`.hash-link`)
 * is a focusable link marked `aria-hidden`, so keyboard users reach a link that screen readers are told does not
 * exist. Here it is an ordinary link named after its heading ("Direct link to createSlice"). Nothing else changed.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React, {isValidElement, type ReactNode} from 'react';
import clsx from 'clsx';
import type {HeadingType, Props} from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';

import './styles.css';
import styles from './styles.module.css';

type HeadingComponent = (props: Props) => JSX.Element;

/** The text a heading shows, for the name of its anchor (inline code included). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

export const MainHeading: HeadingComponent = function MainHeading({...props}) {
  return (
    <header>
      <h1
        {...props}
        id={undefined} // h1 headings do not need an id because they don't appear in the TOC
      >
        {props.children}
      </h1>
    </header>
  );
};

const createAnchorHeading = (Tag: HeadingType): ((props: Props) => JSX.Element) =>
  function TargetComponent({id, ...props}) {
    const {
      navbar: {hideOnScroll},
    } = useThemeConfig();

    if (!id) {
      return <Tag {...props} />;
    }

    const title = translate({
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to heading',
      description: 'Title for link to heading',
    });
    return (
      <Tag
        {...props}
        className={clsx('anchor', {
          [styles.anchorWithHideOnScrollNavbar]: hideOnScroll,
          [styles.anchorWithStickyNavbar]: !hideOnScroll,
        })}
        id={id}>
        {props.children}
        <a className="hash-link" href={`#${id}`} title={title} aria-label={`Direct link to ${textOf(props.children)}`}>
          &#8203;
        </a>
      </Tag>
    );
  };

const Heading = (headingType: HeadingType): ((props: Props) => JSX.Element) => {
  return headingType === 'h1' ? MainHeading : createAnchorHeading(headingType);
};

export default Heading;
