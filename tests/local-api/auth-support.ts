import { createHash } from 'node:crypto';
import type { PasswordKdf } from '../../local-api/session/passwords';
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
export function makeAuthApi(options: { dev?: boolean; publicOrigin?: string; passwordKdf?: PasswordKdf } = {}) {
  const base: TestApi = makeApi({
    dev: options.dev ?? true,
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.passwordKdf ? { passwordKdf: options.passwordKdf } : {}),
  });

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

/**
 * A stand-in for scrypt (createApp's `passwordKdf`) that counts its runs and, while held, keeps every run
 * waiting until the test releases it: a burst of requests is then all in flight at once, deterministically.
 * Its key is a plain SHA-512 of salt and password, so what it hashes it also verifies (a seeded scrypt hash
 * never matches: the demo accounts' passwords are "wrong" under it).
 */
export function heldKdf() {
  let holding = false;
  const waiting: (() => void)[] = [];
  const kdf = {
    /** KDF runs started (each login, sign-up or reset that hashed). */
    runs: 0,
    /** Runs waiting for release(). */
    get waiting() {
      return waiting.length;
    },
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const resume of waiting.splice(0)) resume();
    },
    run: (async (password, salt, keyLength) => {
      kdf.runs++;
      if (holding) await new Promise<void>((resume) => waiting.push(resume));
      return createHash('sha512').update(salt).update(password).digest().subarray(0, keyLength);
    }) as PasswordKdf,
  };
  return kdf;
}

/**
 * Starts `count` requests at once and lets the event loop run (no timer, no clock) until each has either
 * settled or is waiting in the held KDF (runs already waiting before the call are not its own); answers the settled ones so far and a way to await the rest.
 */
export async function burst<T>(count: number, kdf: { readonly waiting: number }, start: (i: number) => Promise<T>) {
  const settled: T[] = [];
  const baseline = kdf.waiting;
  const all = Array.from({ length: count }, (_, i) =>
    start(i).then((answer) => {
      settled.push(answer);
      return answer;
    }),
  );
  // No bound of its own: a request that neither settles nor hashes is caught by the test's timeout.
  while (settled.length + kdf.waiting - baseline < count) await new Promise((resume) => setImmediate(resume));
  return { early: [...settled], all: () => Promise.all(all) };
}

/** How many answers had each status: `{ 400: 10, 429: 10 }`. */
export const statusCounts = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
