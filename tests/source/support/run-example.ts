import {type ChildProcess, spawn} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:net';
import {join} from 'node:path';
import {repoRoot} from '../../../plugins/doc-code/pages';

/** A loopback port free a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** GET with a timeout; the body parsed as JSON. */
export async function get(url: string) {
  const response = await fetch(url, {signal: AbortSignal.timeout(10_000)});
  return {status: response.status, body: await response.json()};
}

export interface RunningExample {
  child: ChildProcess;
  /** Resolves to the exit code once the process has ended. */
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Runs `command` (`node --import tsx <file>`, as a reader would) in
 * examples/ with `env` added, and waits until `readyUrl` answers.
 */
export async function runExample(command: string[], env: Record<string, string>, readyUrl: string) {
  const [executable = 'node', ...args] = command;
  const child = spawn(executable, args, {cwd: join(repoRoot, 'examples'), env: {...process.env, ...env}});
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited: ${output}`);
    const answered = await fetch(readyUrl).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt > 300) throw new Error(`${readyUrl} never answered: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {child, exited, output: () => output} satisfies RunningExample;
}
