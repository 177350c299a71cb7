#!/usr/bin/env node
/**
 * The Docusaurus CLI as `npm start`, `npm run build` and the other site
 * scripts run it: the published command, unchanged, with its update notice
 * turned off.
 *
 * At every start Docusaurus asks update-notifier whether a newer
 * @docusaurus/core exists and prints a box telling to install it. This site
 * is pinned to 3.8.1 (an upgrade is a change of its own, tested as one), so
 * the box only advertises a version the site has not been tested with,
 * and it pushes the useful output down. update-notifier documents
 * NO_UPDATE_NOTIFIER as its off switch; setting it here spares every
 * contributor from remembering it. (Its `--no-update-notifier` flag is no
 * use: Docusaurus's commands reject options they do not know.)
 */
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';

process.env.NO_UPDATE_NOTIFIER ??= '1';

// The `docusaurus` command @docusaurus/core declares in its package.json.
const require = createRequire(import.meta.url);
const manifest = require.resolve('@docusaurus/core/package.json');
const {bin} = require(manifest);
await import(pathToFileURL(join(dirname(manifest), bin.docusaurus)).href);
