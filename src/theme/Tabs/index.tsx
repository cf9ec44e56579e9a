/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for speed:
 * - The stock export remounts every tab group once the page has hydrated (`key={String(isBrowser)}`, a fix for a
 *   `defaultValue` computed in the browser, which this site never uses); this one is not remounted. A group is
 *   never hydrated (the content of a page's first load stays server HTML, see src/components/ServerRenderedContent),
 *   so it starts with the reader's stored choice.
 * - The groups of one `groupId` share the choice through ./groupChoice.ts instead of the user-preferences context,
 *   so that one click does not re-render every group of a long page in one task.
 * Everything else is the stock component.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React, {
  useEffect,
  useRef,
  useState,
  cloneElement,
  Children,
  isValidElement,
  ReactElement,
} from 'react';
import {choose, followChoice, storedChoice, type Follower} from './groupChoice';
import {useScrollPositionBlocker, duplicates} from '@docusaurus/theme-common';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

import clsx from 'clsx';

import styles from './styles.module.css';

// A very rough duck type, but good enough to guard against mistakes while
// allowing customization
function isTabItem(comp: ReactElement): comp is ReactElement<TabItemProps> {
  return typeof comp.props.value === 'string';
}

function TabsComponent(props: Props): JSX.Element {
  const {
    lazy,
    block,
    defaultValue: defaultValueProp,
    values: valuesProp,
    groupId,
    className,
  } = props;
  const children = Children.map(props.children, (child) => {
    if (isValidElement(child) && isTabItem(child)) {
      return child;
    }
    // child.type.name will give non-sensical values in prod because of
    // minification, but we assume it won't throw in prod.
    throw new Error(
      `Bad <Tabs> child <${
        // @ts-expect-error: guarding against unexpected cases
        typeof child.type === 'string' ? child.type : child.type.name
      }>: only <TabItem>s, each with its own "value".`,
    );
  });
  const values =
    valuesProp ??
    children.map(({props: {value, label}}) => {
      return {value, label};
    });
  const dup = duplicates(values, (a, b) => a.value === b.value);
  if (dup.length > 0) {
    throw new Error(`<Tabs> values repeat: ${dup.map((a) => a.value).join(', ')}.`);
  }
  // When defaultValueProp is null, don't show a default tab
  const defaultValue =
    defaultValueProp === null
      ? defaultValueProp
      : defaultValueProp ??
        children.find((child) => child.props.default)?.props.value ??
        children[0]?.props.value;
  if (defaultValue !== null && !values.some((a) => a.value === defaultValue)) {
    throw new Error(
      `<Tabs> defaultValue "${defaultValue}" is none of ${values.map((a) => a.value).join(', ')}; ` +
        'defaultValue={null} shows no tab.',
    );
  }

  const isValue = (value: string | null): value is string =>
    value !== null && values.some((a) => a.value === value);
  const [selectedValue, setSelectedValue] = useState(() => {
    const stored = groupId != null ? storedChoice(groupId) : null;
    return isValue(stored) ? stored : defaultValue;
  });
  const container = useRef<HTMLDivElement>(null);
  const follower = useRef<Follower>({
    element: () => container.current,
    follow: (value) => isValue(value) && setSelectedValue(value),
  });
  useEffect(
    () => (groupId != null ? followChoice(groupId, follower.current) : undefined),
    [groupId],
  );
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = values[newTabIndex].value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      setSelectedValue(newTabValue);

      if (groupId != null) {
        choose(groupId, newTabValue, follower.current);
      }
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] || tabRefs[0];
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] || tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <div className="tabs-container" ref={container}>
      <ul
        role="tablist"
        aria-orientation="horizontal"
        className={clsx(
          'tabs',
          {
            'tabs--block': block,
          },
          className,
        )}>
        {values.map(({value, label}) => (
          <li
            role="tab"
            tabIndex={selectedValue === value ? 0 : -1}
            aria-selected={selectedValue === value}
            className={clsx('tabs__item', styles.tabItem, {
              'tabs__item--active': selectedValue === value,
            })}
            key={value}
            ref={(tabControl) => tabRefs.push(tabControl)}
            onKeyDown={handleKeydown}
            onFocus={handleTabChange}
            onClick={handleTabChange}>
            {label ?? value}
          </li>
        ))}
      </ul>

      {lazy ? (
        cloneElement(
          children.filter(
            (tabItem) => tabItem.props.value === selectedValue,
          )[0],
          {className: 'margin-vert--md'},
        )
      ) : (
        <div className="margin-vert--md">
          {children.map((tabItem, i) =>
            cloneElement(tabItem, {
              key: i,
              hidden: tabItem.props.value !== selectedValue,
            }),
          )}
        </div>
      )}
    </div>
  );
}

export default TabsComponent;
