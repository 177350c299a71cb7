import {existsSync} from 'node:fs';
import {delimiter, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/**
 * The Chromium the tests and benches drive, never a downloaded one: CHROME_PATH, else the first Chromium or Chrome on
 * the PATH. `node scripts/chromium.mjs` prints it, or fails (CI then installs one).
 * @returns {string}
 */
export function findChromium() {
  const onPath = (process.env.PATH ?? '').split(delimiter).flatMap((dir) => names.map((name) => join(dir, name)));
  const path = process.env.CHROME_PATH ?? onPath.find((file) => existsSync(file));
  if (path && existsSync(path)) return path;
  throw new Error(
    `No Chromium at ${path ?? `${names.join(', ')} on the PATH`}: apt-get install chromium, or set CHROME_PATH.`,
  );
}

/** Flags for running as root in a container, with no network of its own. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
