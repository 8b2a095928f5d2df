import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, where `npm start` runs. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningProcess {
  readonly port: number;
  readonly pid: number;
  readonly logFile: string;
  /** Resident memory in bytes, from /proc (Linux). */
  residentBytes(): number;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// A bench stopped halfway (Ctrl-C, an error) leaves no server behind.
process.once('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

/** A port that was free a moment ago. */
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

/**
 * Runs a TypeScript entry point with tsx in its own process (so that the load generator in this
 * process does not share its event loop) and resolves once `ready` appears in its output.
 */
export async function startTypeScriptProcess(
  entry: string,
  {
    env,
    ready,
    timeoutMs = 120_000,
    nodeOptions = [],
  }: {
    env: NodeJS.ProcessEnv;
    ready: string;
    timeoutMs?: number;
    /** Flags for node itself, before the entry point (`--cpu-prof`, `--trace-gc`, ...). */
    nodeOptions?: readonly string[];
  },
): Promise<RunningProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(
    process.execPath,
    [...nodeOptions, '--conditions=source', '--import', 'tsx', entry],
    {
      cwd: repositoryRoot,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  // Everything it says goes to a log file, to read when a figure looks wrong.
  const logFile = join(tmpdir(), `shop-bench-${basename(entry, '.ts')}-${child.pid}.log`);
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForOutput(child, ready, timeoutMs);
  const pid = child.pid ?? 0;
  return {
    port,
    pid,
    logFile,
    residentBytes: () => residentBytes(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function waitForOutput(child: ChildProcess, ready: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`not ready after ${timeoutMs} ms`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${error.message}\n${output.slice(-4000)}`));
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(ready)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`exited with ${code}`)));
  });
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}
