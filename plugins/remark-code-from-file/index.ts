import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

/**
 * Fills a fenced code block from a file of the repository, so an example is
 * written once: the page shows the file the tests run.
 *
 *     ```ts file=examples/node-http.ts title="server.ts"
 *     ```
 *
 * The path is relative to `rootDir`. A missing file fails the build.
 */
export interface Options {
  rootDir: string;
}

interface Node {
  type: string;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

const FILE_META = /(?:^|\s)file=(\S+)/;

function visitCode(node: Node, fn: (code: Node) => void): void {
  if (node.type === 'code') fn(node);
  for (const child of node.children ?? []) visitCode(child, fn);
}

export default function remarkCodeFromFile({rootDir}: Options) {
  return (tree: Node): void => {
    visitCode(tree, (code) => {
      const file = code.meta?.match(FILE_META)?.[1];
      if (file === undefined) return;
      code.value = readFileSync(resolve(rootDir, file), 'utf-8').trimEnd();
      code.meta = code.meta?.replace(FILE_META, '').trim() || null;
    });
  };
}
