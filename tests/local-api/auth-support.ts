import type { Hono } from 'hono';
import { createApp } from '../../local-api/app';
import { openDatabase, type Database } from '../../local-api/db/database';

export const ORIGIN = 'http://localhost:9004';
export const API = `${ORIGIN}/api/public`;

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/**
 * The local API in process with the development pages on, a movable clock and a client address per
 * request (what the socket would say): `address` defaults to 198.51.100.1.
 */
export function makeAuthApi(options: { dev?: boolean; publicOrigin?: string } = {}) {
  const db: Database = openDatabase(':memory:');
  const logs: string[] = [];
  const clock = { now: new Date('2026-03-02T15:00:00Z') };
  const app: Hono = createApp({
    db,
    logger: (level, message, fields) => logs.push(`${level} ${message} ${fields ? JSON.stringify(fields) : ''}`),
    now: () => new Date(clock.now.getTime()),
    random: () => 0.5,
    dev: options.dev ?? true,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
  });

  async function call<T = any>(
    method: string,
    path: string,
    o: { token?: string | null; body?: unknown; form?: Record<string, string>; address?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (o.token) headers.Session = o.token;
    let body: string | undefined;
    if (o.form) {
      body = new URLSearchParams(o.form).toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['Content-Type'] = 'application/json';
    }
    const url = path.startsWith('http') ? path : path.startsWith('/dev') ? ORIGIN + path : API + path;
    const env = { incoming: { socket: { remoteAddress: o.address ?? '198.51.100.1' } } };
    const res = await app.request(url, { method, headers, body, redirect: 'manual' }, env);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* HTML */
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text };
  }

  return {
    app,
    db,
    logs,
    clock,
    call,
    async anonymous(address?: string): Promise<string> {
      return (await call('POST', '/anonymous/', { address })).body.token;
    },
    /** The newest outbox message for an address, through the development JSON endpoint. */
    async lastMessage(to: string): Promise<{ subject: string; body: string; link: string | null; channel: string }> {
      const res = await call('GET', `/dev/outbox.json?to=${encodeURIComponent(to)}`);
      if (res.status !== 200 || !res.body.messages[0]) throw new Error(`no message for ${to}: ${res.status}`);
      return res.body.messages[0];
    },
    codeIn(message: { body: string }): string {
      const code = /código es (\d{6})/.exec(message.body)?.[1];
      if (!code) throw new Error('no code in message');
      return code;
    },
    async register(fields: Partial<Record<'email' | 'password' | 'first_name' | 'last_name', string>> = {}, token?: string, address?: string) {
      const email = fields.email ?? 'nueva@tienda.test';
      return call('POST', '/register/', {
        token,
        address,
        body: { login: email, email, password: fields.password ?? 'Quetzal#2026', first_name: fields.first_name ?? 'Lucía', last_name: fields.last_name ?? 'Gómez' },
      });
    },
  };
}

export type AuthApi = ReturnType<typeof makeAuthApi>;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
