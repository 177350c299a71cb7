import {type ChildProcess, spawn} from 'node:child_process';

export interface Timed {
  seconds: number;
}

/** Runs a command to completion (output kept for the error message), timing it. */
export function runTimed(
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv},
): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: {...process.env, ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({seconds: (performance.now() - started) / 1000})
        : reject(new Error(`${command} ${args.join(' ')} (in ${options.cwd}) exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

/** Starts a long-running command in its own process group, so stop() ends all of it. */
export function startProcess(
  command: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv},
): {child: ChildProcess; output: () => string; stop: () => void} {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: {...process.env, ...options.env},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: () => {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** Polls `url` until it answers 200, or throws after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return (performance.now() - started) / 1000;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
