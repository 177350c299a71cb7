const {existsSync} = require('node:fs');
const {delimiter, join} = require('node:path');

/**
 * The Chromium the tests and benches drive, never a downloaded one: CHROME_PATH, else the first Chromium or Chrome on
 * the PATH. `node scripts/chromium.cjs` prints it, or fails (CI then installs one). CommonJS: Playwright's config
 * loads it, and CI runs it before any install.
 * @returns {string}
 */
function findChromium() {
  const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
  const onPath = (process.env.PATH ?? '').split(delimiter).flatMap((dir) => names.map((name) => join(dir, name)));
  const path = process.env.CHROME_PATH ?? onPath.find(existsSync);
  if (path && existsSync(path)) return path;
  throw new Error(`No Chromium at ${path ?? `${names} on the PATH`}: apt-get install chromium, or set CHROME_PATH.`);
}

/** Flags for running as root in a container, with no network of its own. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
module.exports = {findChromium, chromiumArgs};

if (require.main === module) console.log(findChromium());
