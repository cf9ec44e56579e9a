/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for accessibility: the switch's visible track is a
 * `role="button"` named after its emoji ("🌜 🌞"), a second control next to the real one, the checkbox named
 * "Switch between dark and light mode". The track is only a mouse target for that checkbox, so it is hidden from
 * assistive technology; the checkbox keeps its name, role and keyboard behaviour. Nothing else changed.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React, {useState, useRef, memo, CSSProperties} from 'react';
import type {Props} from '@theme/Toggle';
import {useThemeConfig} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

import clsx from 'clsx';
import styles from './styles.module.css';

interface IconProps {
  icon: string;
  style: CSSProperties;
}

const Dark = ({icon, style}: IconProps): JSX.Element => (
  <span className={clsx(styles.toggleIcon, styles.dark)} style={style}>
    {icon}
  </span>
);
const Light = ({icon, style}: IconProps): JSX.Element => (
  <span className={clsx(styles.toggleIcon, styles.light)} style={style}>
    {icon}
  </span>
);

// Based on react-toggle (https://github.com/aaronshaf/react-toggle/).
const Toggle = memo(
  ({
    className,
    icons,
    checked: defaultChecked,
    disabled,
    onChange,
  }: Props & {
    icons: {checked: JSX.Element; unchecked: JSX.Element};
    disabled: boolean;
  }): JSX.Element => {
    const [checked, setChecked] = useState(defaultChecked);
    const [focused, setFocused] = useState(false);
    const inputRef = useRef<HTMLInputElement>(null);

    return (
      <div
        className={clsx(styles.toggle, className, {
          [styles.toggleChecked]: checked,
          [styles.toggleFocused]: focused,
          [styles.toggleDisabled]: disabled,
        })}>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
        <div
          className={styles.toggleTrack}
          aria-hidden="true"
          onClick={() => inputRef.current?.click()}>
          <div className={styles.toggleTrackCheck}>{icons.checked}</div>
          <div className={styles.toggleTrackX}>{icons.unchecked}</div>
          <div className={styles.toggleTrackThumb} />
        </div>

        <input
          ref={inputRef}
          checked={checked}
          type="checkbox"
          className={styles.toggleScreenReader}
          aria-label="Switch between dark and light mode"
          onChange={onChange}
          onClick={() => setChecked(!checked)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              inputRef.current?.click();
            }
          }}
        />
      </div>
    );
  },
);

export default function (props: Props): JSX.Element {
  const {
    colorMode: {
      switchConfig: {darkIcon, darkIconStyle, lightIcon, lightIconStyle},
    },
  } = useThemeConfig();
  const isBrowser = useIsBrowser();

  return (
    <Toggle
      disabled={!isBrowser}
      icons={{
        checked: <Dark icon={darkIcon} style={darkIconStyle} />,
        unchecked: <Light icon={lightIcon} style={lightIconStyle} />,
      }}
      {...props}
    />
  );
}
