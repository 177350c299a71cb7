import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/**
 * Finds a Chromium to drive, without ever downloading one: CHROME_PATH first,
 * then the system's Chromium or Chrome, then a browser Playwright installed
 * itself earlier. Throws with install instructions when there is none.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    safely(() => chromium.executablePath()),
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      [
        'No Chromium found for the browser tests. Install one, then run the tests again:',
        '  Debian/Ubuntu: sudo apt-get install -y chromium',
        '  elsewhere:     set CHROME_PATH to a Chrome or Chromium executable',
        '  or:            npx playwright install chromium',
      ].join('\n'),
    );
  }
  return found;
}

/** Flags for running as root in a container, with no network of its own. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function safely(fn: () => string): string | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}
