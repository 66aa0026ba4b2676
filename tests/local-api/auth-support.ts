import { makeApi, type Answer, type CallOptions, type TestApi } from './support';

export const ORIGIN = 'http://localhost:9004';
export const API = `${ORIGIN}/api/public`;
export type { Answer };

/** The client address a request comes from unless a test says otherwise (what the socket would say). */
const DEFAULT_ADDRESS = '198.51.100.1';

/**
 * makeApi (support.ts) with the development pages on by default, and two
 * habits of the auth tests: every request comes from a client address
 * (DEFAULT_ADDRESS unless `address` is given), and a `/dev/…` path is the
 * development pages' (outside the API path); plus the outbox and sign-up helpers.
 */
export function makeAuthApi(options: { dev?: boolean; publicOrigin?: string } = {}) {
  const base: TestApi = makeApi({ dev: options.dev ?? true, ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}) });

  function call<T = any>(method: string, path: string, o: CallOptions = {}): Promise<Answer<T>> {
    return base.call<T>(method, path.startsWith('/dev') ? ORIGIN + path : path, { ...o, address: o.address ?? DEFAULT_ADDRESS });
  }

  return {
    app: base.app,
    db: base.db,
    logs: base.logs,
    clock: base.clock,
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
