/**
 * `npm run serve` as a real process, and a stand-in for the business's API: the real local API (in this process, a
 * fresh database, port 0) behind a proxy that records every call's headers and can hold a call until released.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROOT } from '../../../scripts/web-build';
import { startLocalApi, type RunningApi } from './local-api';

export interface RecordedCall {
  method: string;
  /** The path and query under the API's origin (`/api/public/page/home?…`). */
  url: string;
  headers: IncomingHttpHeaders;
}

export interface RecordingApi {
  /** The root to give serve: `http://127.0.0.1:<proxy port>/api/public`. */
  root: string;
  api: RunningApi;
  calls: RecordedCall[];
  /** Holds the next call whose path starts with `/api/public<path>` until `release()`; `arrived` settles when it comes. */
  hold(path: string): { arrived: Promise<void>; release(): void };
  stop(): Promise<void>;
}

export async function startRecordingApi(): Promise<RecordingApi> {
  const api = await startLocalApi();
  const calls: RecordedCall[] = [];
  const holds: { prefix: string; arrive: () => void; released: Promise<void> }[] = [];
  // A new upstream connection per call: a pooled one the API closes as it idles out (both sides at 5 s) fails a call at random.
  const agent = new Agent({ keepAlive: false });
  const proxy = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/';
    calls.push({ method: incoming.method ?? 'GET', url, headers: incoming.headers });
    const forward = () => {
      const upstream = httpRequest({ host: '127.0.0.1', port: api.port, method: incoming.method, path: url, headers: incoming.headers, agent }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    };
    const index = holds.findIndex((hold) => url.startsWith(hold.prefix));
    if (index < 0) return forward();
    const [hold] = holds.splice(index, 1);
    hold!.arrive();
    void hold!.released.then(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const port = (proxy.address() as AddressInfo).port;
  return {
    root: `http://127.0.0.1:${port}/api/public`,
    api,
    calls,
    hold(path) {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ prefix: `/api/public${path}`, arrive, released });
      return { arrived, release };
    },
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      agent.destroy();
      await api.stop();
    },
  };
}

export type LogLine = Record<string, unknown> & { level: string; msg: string };

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Every JSON line it wrote to stdout, in order. */
  lines: LogLine[];
  /** Everything it wrote, as text (JSON lines, npm's banner, stderr). */
  output(): string;
  /** The first line (already written or to come) that `match` accepts. */
  line(match: (line: LogLine) => boolean): Promise<LogLine>;
  /** Its exit code (a signal's death is reported as the signal's name). */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

/**
 * Starts `command` (default: the serve script as `npm run serve` runs it) from the repository with `env` added, and
 * resolves once it logs `listening` with its port (give PORT=0). It runs React's production build, as deployed.
 */
export async function spawnServe(env: Record<string, string>, command: string[] = [process.execPath, '--import', 'tsx', 'scripts/serve.ts']): Promise<ServeProcess> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stop() ends npm and the server it started together.
    detached: true,
  });
  const lines: LogLine[] = [];
  let text = '';
  let pending = '';
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk;
    pending += chunk;
    let newline: number;
    while ((newline = pending.indexOf('\n')) >= 0) {
      const raw = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      if (!raw.startsWith('{')) continue;
      const line = JSON.parse(raw) as LogLine;
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const line = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const found = lines.find(match);
      if (found) return resolve(found);
      waiters.push({ match, resolve });
      void exited.then((code) => reject(new Error(`serve exited (${code}) before the expected line:\n${text}`)));
    });
  const listening = await line((entry) => entry.msg === 'listening');
  const port = listening.port as number;
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    lines,
    output: () => text,
    line,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
  };
}
