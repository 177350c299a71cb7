import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/**
 * Finds a Chromium to drive, without ever downloading one: CHROME_PATH first, then the system's Chromium or Chrome,
 * then one Playwright installed earlier.
 */
export function findChromium(): string {
  const system = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = system.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  const installed = chromium.executablePath();
  if (existsSync(installed)) return installed;
  throw new Error(
    'No Chromium found for the browser tests: install one (apt-get install chromium) or set CHROME_PATH.',
  );
}

/** Flags for running as root in a container, with no network of its own. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
