import {readFile, stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import {extname, join, normalize} from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

/** The file GitHub Pages answers a path with: the file itself, `<path>.html`, or `<path>/index.html`. */
async function fileFor(root, path) {
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
    const file = join(root, normalize(candidate));
    if (!file.startsWith(root)) return undefined;
    if ((await stat(file).catch(() => undefined))?.isFile()) return file;
  }
}

/**
 * Serves `root` (the build) under `basePath` (the config's base URL, with its slashes) as GitHub Pages serves a project site: no redirects,
 * and a 404 (with the site's 404 page) for every path outside the base path or without a file.
 */
export function pagesServer(root, basePath) {
  return createServer(async (request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const inside = pathname.startsWith(basePath) || `${pathname}/` === basePath;
    const file = inside ? await fileFor(root, decodeURIComponent(pathname.slice(basePath.length - 1))) : undefined;
    const type = types[file ? extname(file) : '.html'] ?? 'application/octet-stream';
    response.writeHead(file ? 200 : 404, {'content-type': type});
    response.end(await readFile(file ?? join(root, '404.html')));
  });
}
