import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Instance {
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown at all, like a machine losing power */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown of lib/shutdown.ts */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The real server (src/server.ts through tsx, as `npm run dev` runs it) as a child process on a free
 * port, with `env` on top of the test's environment; resolves once /api/health answers 200.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    base,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (ok) return instance;
    await new Promise((r) => setTimeout(r, 100));
  }
  await instance.kill();
  throw new Error(`the server on port ${port} did not start`);
}
