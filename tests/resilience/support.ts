/**
 * The resilience suite's harness: the real local API over HTTP (port 0, a
 * fresh temporary database), raw requests (any body, any header), and the
 * checks every case makes: the status, a JSON {cause, message} with a
 * catalogue cause, no 5xx, and a server that still answers afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { startServer, type RunningServer } from '../../local-api/server';
import { isErrorCause } from '../../src/domain';
import { cheapKdf } from '../support/password-kdf';

export interface Answer<T = any> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
  text: string;
}

export interface ResilienceApi {
  server: RunningServer;
  /** Every log line the server wrote: `level message fields`. */
  logs: string[];
  call<T = any>(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; raw?: string | Buffer; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  anonymous(): Promise<string>;
  login(email?: string, password?: string, token?: string): Promise<string>;
  stop(): Promise<void>;
}

export const API_PATH = '/api/public';

export async function startApi(): Promise<ResilienceApi> {
  const dir = mkdtempSync(join(tmpdir(), 'tienda-resilience-'));
  const logs: string[] = [];
  const server = await startServer({
    port: 0,
    dbPath: join(dir, 'tienda.sqlite'),
    staticDir: null,
    quiet: true,
    // The cheap test scrypt: these cases are about hostile input, not the hash's cost.
    passwordKdf: cheapKdf,
    logger: (level, message, fields) => logs.push(`${level} ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}`),
  });
  const call: ResilienceApi['call'] = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(path.startsWith('http') ? path : `${server.url}${API_PATH}${path}`);
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.Session = options.token;
      const body = options.raw !== undefined ? options.raw : options.body !== undefined ? JSON.stringify(options.body) : undefined;
      if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
      const req = httpRequest(url, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON: keep the text */
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed as never, text });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  return {
    server,
    logs,
    call,
    async anonymous() {
      const answer = await call('POST', '/anonymous/');
      expect(answer.status).toBe(200);
      return answer.body.token as string;
    },
    async login(email = 'ana@tienda.test', password = 'Tienda123!', token?: string) {
      const answer = await call('POST', '/login/', { body: { login: email, email, password }, token: token ?? null });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.token as string;
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A refusal as every case must end: this status, a JSON {cause, message} with a catalogue cause, no 5xx. */
export function expectRefusal(answer: Answer, status: number, cause?: string): void {
  const context = `${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBe(status);
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.headers['content-type'], context).toMatch(/^application\/json/);
  expect(typeof answer.body?.cause, context).toBe('string');
  expect(isErrorCause(answer.body.cause), `${answer.body.cause} is a catalogue cause`).toBe(true);
  expect(typeof answer.body.message, context).toBe('string');
  expect(answer.body.message.length, context).toBeGreaterThan(0);
  if (cause) expect(answer.body.cause, context).toBe(cause);
}

/** The server still answers a normal request after the case. */
export async function expectAlive(api: ResilienceApi): Promise<void> {
  const token = await api.anonymous();
  const answer = await api.call('GET', '/category/root', { token });
  expect(answer.status).toBe(200);
}

/** No log line at error level (a normal event must not page anyone). */
export function expectNoErrorLogs(api: ResilienceApi): void {
  expect(api.logs.filter((line) => line.startsWith('error '))).toEqual([]);
}

/** Runs `work` over `items` with at most `limit` in flight (bounded concurrency on loopback). */
export async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}
