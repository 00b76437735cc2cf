import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const TSX = resolve('node_modules/.bin/tsx');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
}

/** `server/main.ts` as a child process on its own port, with `env` on top of the test's. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(TSX, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      LOG: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      WIDGET_DIR: '/nonexistent-widget-dir',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => done(String(signal ?? code))),
  );
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = out.match(/listening on (http:\/\/\S+)/)?.[1];
      if (found) done(found);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((how) => fail(new Error(`server exited (${how}): ${out}`)));
  });
  return { url, child, exited };
}

/** SIGTERM and wait (a process already gone resolves at once). */
export async function stopServerProcess(p: ServerProcess): Promise<void> {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
  await p.exited;
}
