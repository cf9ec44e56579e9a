/**
 * Swizzled from @docusaurus/theme-classic 2.0.0-beta.7 for accessibility: the switch's visible track is a
 * `role="button"` named after its emoji ("🌜 🌞"), a second control next to the real one, the checkbox named
 * "Switch between dark and light mode". The track is only a mouse target for that checkbox, so it is hidden from
 * assistive technology; the checkbox keeps its name, role and keyboard behaviour. Its icons are SVG (as in later
 * Docusaurus releases) instead of the emoji of `colorMode.switchConfig`: where the system has no emoji font, as on a
 * stock Debian, the emoji showed as empty boxes. Nothing else changed.
 *
 * Original: Copyright (c) Facebook, Inc. and its affiliates, MIT license (node_modules/@docusaurus/theme-classic).
 */
import React, {useState, useRef, memo} from 'react';
import type {Props} from '@theme/Toggle';
import useIsBrowser from '@docusaurus/useIsBrowser';

import clsx from 'clsx';
import styles from './styles.module.css';

// Drawn for this site: a crescent (the track's left side, seen in dark mode) and a sun with eight rays (the right
// side, seen in light mode). currentColor lets the stylesheet pick their colour.
const Moon = (): JSX.Element => (
  <svg className={clsx(styles.toggleIcon, styles.dark)} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M10.5 1.5a6.5 6.5 0 1 0 4 11.6A5.5 5.5 0 0 1 10.5 1.5z" />
  </svg>
);

const sunRays = [0, 45, 90, 135, 180, 225, 270, 315];
const Sun = (): JSX.Element => (
  <svg className={clsx(styles.toggleIcon, styles.light)} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="3.2" fill="currentColor" />
    <g stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      {sunRays.map((angle) => (
        <line key={angle} x1="8" y1="1.2" x2="8" y2="2.8" transform={`rotate(${angle} 8 8)`} />
      ))}
    </g>
  </svg>
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
  const isBrowser = useIsBrowser();

  return <Toggle disabled={!isBrowser} icons={{checked: <Moon />, unchecked: <Sun />}} {...props} />;
}
