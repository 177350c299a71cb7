import {mkdirSync, symlinkSync} from 'node:fs';
import {join} from 'node:path';
import {createWorkdir, type Workdir} from '../../../library/test/support/workdir';
import {repoRoot} from '../../../plugins/doc-code/pages';

/**
 * A throw-away project as a reader has it after installing the package: the
 * published 0.0.5 (the dev dependency `published-actuatorjs`) in its
 * node_modules under its public name, and the given files.
 */
export function readerProject(files: Record<string, string | object> = {}): Workdir {
  const project = createWorkdir(files);
  mkdirSync(join(project.path, 'node_modules', '@actuatorjs'), {recursive: true});
  symlinkSync(
    join(repoRoot, 'node_modules', 'published-actuatorjs'),
    join(project.path, 'node_modules', '@actuatorjs', 'actuatorjs'),
  );
  return project;
}

/** A command the dev dependencies install (bun, deno, tsx). */
export const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

/** The environment without npm's variables: an `npm run` parent's settings must not reach a reader's npm. */
export const cleanEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  ...extra,
});
