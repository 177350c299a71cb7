import {renameSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/**
 * Replaces a file whole, for the plugins here and in typedoc/: written beside it, then renamed over it, so that a
 * reader meanwhile (another plugin's postBuild, a watcher) sees the old content or the new, never part of it.
 * @param {string | URL} file @param {string} content
 */
export function replaceFile(file, content) {
  const path = file instanceof URL ? fileURLToPath(file) : file;
  writeFileSync(`${path}.${process.pid}.tmp`, content);
  renameSync(`${path}.${process.pid}.tmp`, path);
}
