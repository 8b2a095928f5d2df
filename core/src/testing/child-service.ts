import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the services' entry files are named from. */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ChildService {
  readonly process: ChildProcess;
  /** Everything the service wrote to stdout and stderr so far (the last 200 kB). */
  output(): string;
  /** SIGKILL, as a crash or the OOM killer ends a process: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for the graceful shutdown. */
  stop(): Promise<void>;
  readonly exited: Promise<number | null>;
}

/**
 * Runs one of the shop's services (an entry file such as `projections/src/projections.main.ts`)
 * in a process of its own, from its TypeScript sources, and resolves once its output contains
 * `readyWhen`. Crash tests kill it at random points and start it again.
 *
 * @example
 * const projections = await startChildService('projections/src/projections.main.ts', {
 *   env: { DATABASE_URL: url, LOG_LEVEL: 'info' },
 *   readyWhen: 'projections started',
 * });
 * await projections.kill();
 */
export async function startChildService(
  entry: string,
  {
    env,
    readyWhen,
    timeoutMs = 120_000,
  }: { env: Record<string, string | undefined>; readyWhen: string; timeoutMs?: number },
): Promise<ChildService> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${entry} did not say "${readyWhen}" within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const take = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-200_000);
      if (output.includes(readyWhen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it was ready:\n${output}`));
    });
  });
  const service: ChildService = {
    process: child,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await ready;
  } catch (error) {
    await service.kill();
    throw error;
  }
  return service;
}

/**
 * Runs one of the shop's scripts (e.g. `projections/src/rebuild.main.ts`) to its end.
 *
 * @example
 * const { code, output } = await runChildScript('projections/src/rebuild.main.ts', { env });
 */
export async function runChildScript(
  entry: string,
  { env, args = [] }: { env: Record<string, string | undefined>; args?: readonly string[] },
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', entry, ...args],
    {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    },
  );
  let output = '';
  const take = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-200_000);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, output };
}

/**
 * Keeps a service running as the compose file's `restart: unless-stopped` does: whenever it
 * exits on its own it is started again a second later. `restarts` counts those starts.
 *
 * @example
 * const workers = await superviseChildService('workers/src/workers.main.ts', { env, readyWhen });
 * await workers.stop();
 */
export async function superviseChildService(
  entry: string,
  options: { env: Record<string, string | undefined>; readyWhen: string },
) {
  let current = await startChildService(entry, options);
  let stopping = false;
  const state = { restarts: 0, lastOutput: '' };
  const watch = async (): Promise<void> => {
    await current.exited;
    if (stopping) return;
    state.lastOutput = current.output();
    state.restarts++;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (stopping) return;
      try {
        current = await startChildService(entry, options);
        break;
      } catch {
        // Its backing services may still be down: try again, as a supervisor would.
      }
    }
    return watch();
  };
  const watching = watch();
  return {
    get restarts() {
      return state.restarts;
    },
    /** What the last life that ended on its own wrote, to explain a restart. */
    get lastOutput() {
      return state.lastOutput;
    },
    output: () => current.output(),
    async stop() {
      stopping = true;
      await current.stop();
      await watching;
    },
    async kill() {
      stopping = true;
      await current.kill();
      await watching;
    },
  };
}
