import fs from 'node:fs';

/** The system Chromium the browser tests drive; browser downloads are not possible where CI runs. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install Debian's package ` +
        '(apt-get install -y --no-install-recommends chromium fonts-liberation) ' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return candidate;
}
