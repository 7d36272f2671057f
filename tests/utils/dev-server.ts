// Starting a dev server (the site's `react-router dev`, the Studio's `sanity dev`) from a test:
// on a free port of 127.0.0.1, bounded in time twice over (the test's own timeout, and
// `timeout` should the test runner die), and stopped with its whole process group, killed when
// asking is not enough (`sanity dev` can outlive a SIGTERM).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';

import { expect } from 'vitest';

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface DevServer {
  base: string;
  /** Everything the server has written to stdout and stderr so far, without colour codes. */
  output: () => string;
  stop: () => Promise<void>;
}

/** How long a stopped server's processes get to exit before they are killed. */
const STOP_GRACE_MS = 3_000;

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid: number) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopGroup(pid: number) {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/**
 * Runs `command` with `--host 127.0.0.1 --port <free port>` added and resolves once its output
 * matches `ready`.
 */
export async function startDevServer(
  command: string[],
  options: { cwd: string; ready: RegExp; env?: NodeJS.ProcessEnv },
): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    'timeout',
    ['120', ...command, '--host', '127.0.0.1', '--port', String(port)],
    { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  // In CI the servers colour their output ('\x1b[1mLocal\x1b[22m:'), which `ready` must not see.
  const record = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const stop = async () => {
    if (child.pid) await stopGroup(child.pid);
  };
  try {
    await expect.poll(() => output, { timeout: 60_000, interval: 250 }).toMatch(options.ready);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base: `http://127.0.0.1:${port}`, output: () => output, stop };
}
