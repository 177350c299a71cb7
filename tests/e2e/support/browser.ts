import {existsSync} from 'node:fs';

/** The Chromium the tests drive, never a downloaded one: CHROME_PATH, else Debian's. */
export function findChromium(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: apt-get install chromium, or set CHROME_PATH.`);
  return path;
}

/** Flags for running as root in a container, with no network of its own. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
