/**
 * Password hashing under bursts and probes (issue 23): every login costs exactly one KDF run whatever the
 * account, the attempt is counted before the hash (so a burst cannot outrun the limit), a client address
 * has a bounded number of hashes in flight, a burst of reset confirmations hashes once, and a reset lifts
 * the login lock. The KDF is a held stand-in (auth-support heldKdf): counts, never clocks.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { HASHES_IN_FLIGHT_PER_ADDRESS, RATE_LIMITS } from '../../local-api/auth/rate-limits';
import { LOGIN_FAILURE_LIMIT } from '../../local-api/session/session-service';
import { burst, heldKdf, makeAuthApi, statusCounts, type AuthApi } from './auth-support';

let api: AuthApi;
let kdf: ReturnType<typeof heldKdf>;
beforeEach(() => {
  kdf = heldKdf();
  api = makeAuthApi({ passwordKdf: kdf.run });
});

const PASSWORD = 'Quetzal#2026';
const login = (email: string, password: string, address?: string) => api.call('POST', '/login/', { address, body: { login: email, email, password } });
/** A password account made through sign-up (its hash is the held KDF's), counted runs reset to 0. */
async function account(email: string) {
  expect((await api.register({ email, password: PASSWORD }, undefined, '192.0.2.200')).status).toBe(200);
  kdf.runs = 0;
}
const expectThrottled = (answer: { status: number; body: any; headers: Headers }) => {
  expect(answer.status).toBe(429);
  expect(answer.body.cause).toBe('TOO_MANY_REQUESTS');
  expect(answer.body.message).toMatch(/^Demasiad|^Hay /);
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
};

describe('one KDF run per login', () => {
  it('costs exactly one run for an unknown email, a social-only account, a wrong password and the right one', async () => {
    await account('vera@tienda.test');
    const provider = await api.call('POST', '/dev/social/token', { body: { provider: 'google', scenario: 'verified', email: 'sofia@tienda.test', first_name: 'Sofía', last_name: 'Martínez' } });
    expect((await api.call('POST', '/login_token/', { body: { token: provider.body.token } })).body.status).toBe('LOGGED_IN');
    kdf.runs = 0;

    const cases: [string, string, string, number][] = [
      ['unknown email', 'nadie@tienda.test', PASSWORD, 400],
      ['social-only account', 'sofia@tienda.test', PASSWORD, 400],
      ['wrong password', 'vera@tienda.test', 'Equivocada#1', 400],
      ['right password', 'vera@tienda.test', PASSWORD, 200],
    ];
    for (const [name, email, password, status] of cases) {
      const before = kdf.runs;
      const answer = await login(email, password);
      expect(answer.status, name).toBe(status);
      if (status === 400) expect(answer.body, name).toEqual({ cause: 'LOGIN_FAILED', message: 'Correo o contraseña incorrectos.' });
      expect(kdf.runs - before, name).toBe(1);
    }
  });
});

describe('a burst of logins', () => {
  it(`counts each attempt before hashing: ${2 * LOGIN_FAILURE_LIMIT} wrong logins at once for one email get ${LOGIN_FAILURE_LIMIT} × 400 and ${LOGIN_FAILURE_LIMIT} × 429, with ${LOGIN_FAILURE_LIMIT} runs`, async () => {
    await account('vera@tienda.test');
    kdf.hold();
    // Each from its own address, so only the per-email limit is in play.
    const sent = await burst(2 * LOGIN_FAILURE_LIMIT, kdf, (i) => login('vera@tienda.test', `Equivocada#${i}`, `203.0.113.${i + 1}`));
    expect(statusCounts(sent.early)).toEqual({ 429: LOGIN_FAILURE_LIMIT });
    sent.early.forEach(expectThrottled);
    expect(kdf.waiting).toBe(LOGIN_FAILURE_LIMIT);
    kdf.release();
    expect(statusCounts(await sent.all())).toEqual({ 400: LOGIN_FAILURE_LIMIT, 429: LOGIN_FAILURE_LIMIT });
    expect(kdf.runs).toBe(LOGIN_FAILURE_LIMIT);
    // The right password is locked out too, without a run.
    expectThrottled(await login('vera@tienda.test', PASSWORD, '203.0.113.99'));
    expect(kdf.runs).toBe(LOGIN_FAILURE_LIMIT);
  });

  it(`counts each attempt against the address: ${RATE_LIMITS.loginFailuresPerAddress.limit} failures, then 429 without a run`, async () => {
    const limit = RATE_LIMITS.loginFailuresPerAddress.limit;
    // Four at a time (within the in-flight bound), each batch held until all of it is hashing.
    const answers: number[] = [];
    for (let batch = 0; batch * 4 < limit + 4; batch++) {
      kdf.hold();
      const sent = await burst(4, kdf, (i) => login(`persona${batch * 4 + i}@tienda.test`, 'Verano2026!', '198.51.100.9'));
      kdf.release();
      answers.push(...(await sent.all()).map((a) => a.status));
    }
    expect(answers.filter((s) => s === 400)).toHaveLength(limit);
    expect(answers.filter((s) => s === 429)).toHaveLength(4);
    expect(kdf.runs).toBe(limit);
  });

  it(`lets one address hash ${HASHES_IN_FLIGHT_PER_ADDRESS} passwords at a time: the rest get 429 at once, without a run`, async () => {
    expect(HASHES_IN_FLIGHT_PER_ADDRESS).toBe(4);
    kdf.hold();
    const sent = await burst(10, kdf, (i) => login(`rafaga${i}@tienda.test`, 'Verano2026!', '198.51.100.20'));
    expect(statusCounts(sent.early)).toEqual({ 429: 10 - HASHES_IN_FLIGHT_PER_ADDRESS });
    for (const answer of sent.early) {
      expectThrottled(answer);
      expect(answer.headers.get('Retry-After')).toBe('1');
    }
    expect(kdf.waiting).toBe(HASHES_IN_FLIGHT_PER_ADDRESS);
    // Another address is not held up by this one.
    const other = await burst(1, kdf, () => login('otra@tienda.test', 'Verano2026!', '198.51.100.21'));
    expect(other.early).toEqual([]);
    kdf.release();
    expect(statusCounts(await sent.all())).toEqual({ 400: HASHES_IN_FLIGHT_PER_ADDRESS, 429: 10 - HASHES_IN_FLIGHT_PER_ADDRESS });
    expect(statusCounts(await other.all())).toEqual({ 400: 1 });
    expect(kdf.runs).toBe(HASHES_IN_FLIGHT_PER_ADDRESS + 1);
    // The slots are free again; the refused ones were not counted as failures.
    expect((await login('rafaga0@tienda.test', 'Verano2026!', '198.51.100.20')).status).toBe(400);
    const failures = api.db.prepare("SELECT COUNT(*) AS n FROM rate_events WHERE bucket = 'login-fail:ip:198.51.100.20'").get() as { n: number };
    expect(failures.n).toBe(HASHES_IN_FLIGHT_PER_ADDRESS + 1);
  });

  it('does not count a successful login against the address or the email', async () => {
    await account('vera@tienda.test');
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAddress.limit + 2; i++) expect((await login('vera@tienda.test', PASSWORD, '198.51.100.30')).status).toBe(200);
    expect((await login('vera@tienda.test', 'Equivocada#1', '198.51.100.30')).status).toBe(400);
    expect((await login('vera@tienda.test', PASSWORD, '198.51.100.30')).status).toBe(200);
  });

  it('bounds sign-up hashes in flight per address the same way', async () => {
    kdf.hold();
    const sent = await burst(6, kdf, (i) => api.register({ email: `alta${i}@tienda.test`, password: PASSWORD }, undefined, '198.51.100.40'));
    expect(statusCounts(sent.early)).toEqual({ 429: 6 - HASHES_IN_FLIGHT_PER_ADDRESS });
    kdf.release();
    expect(statusCounts(await sent.all())).toEqual({ 200: HASHES_IN_FLIGHT_PER_ADDRESS, 429: 6 - HASHES_IN_FLIGHT_PER_ADDRESS });
    expect(kdf.runs).toBe(HASHES_IN_FLIGHT_PER_ADDRESS);
  });
});

describe('password reset confirmation', () => {
  async function resetToken(email: string): Promise<string> {
    expect((await api.call('POST', '/reset_password/', { body: { email } })).status).toBe(200);
    return new URL((await api.lastMessage(email)).link!).searchParams.get('token')!;
  }

  it('hashes once for a burst of confirmations with one link: one 200, the rest 400 NOT_ALLOWED', async () => {
    await account('vera@tienda.test');
    const token = await resetToken('vera@tienda.test');
    kdf.hold();
    const sent = await burst(5, kdf, (i) => api.call('POST', '/reset_password/confirm/', { address: `203.0.113.${50 + i}`, body: { token, password: `Nueva#Clave${70 + i}` } }));
    expect(sent.early.map((a) => [a.status, a.body.cause])).toEqual(new Array(4).fill([400, 'NOT_ALLOWED']));
    kdf.release();
    expect(statusCounts(await sent.all())).toEqual({ 200: 1, 400: 4 });
    expect(kdf.runs).toBe(1);
  });

  it(`counts wrong links before answering: ${RATE_LIMITS.wrongCodePerAddress.limit + 5} at once from one address get ${RATE_LIMITS.wrongCodePerAddress.limit} × 400 and 5 × 429`, async () => {
    const limit = RATE_LIMITS.wrongCodePerAddress.limit;
    const sent = await burst(limit + 5, kdf, (i) => api.call('POST', '/reset_password/confirm/', { address: '198.51.100.60', body: { token: `${i}`.padStart(64, 'f'), password: 'Nueva#Clave77' } }));
    const all = await sent.all();
    expect(statusCounts(all)).toEqual({ 400: limit, 429: 5 });
    all.filter((a) => a.status === 429).forEach(expectThrottled);
    expect(kdf.runs).toBe(0);
  });

  it('lifts the login lock of the email: the shopper signs in with the new password at once', async () => {
    await account('vera@tienda.test');
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await login('vera@tienda.test', `Equivocada#${i}`, `203.0.113.${100 + i}`)).status).toBe(400);
    expectThrottled(await login('vera@tienda.test', PASSWORD, '203.0.113.200'));
    const token = await resetToken('vera@tienda.test');
    expect((await api.call('POST', '/reset_password/confirm/', { address: '203.0.113.200', body: { token, password: 'Nueva#Clave77' } })).status).toBe(200);
    const after = await login('vera@tienda.test', 'Nueva#Clave77', '203.0.113.200');
    expect(after.status).toBe(200);
    expect(after.body.email).toBe('vera@tienda.test');
    // The old password is gone, and a new run of failures locks again.
    expect((await login('vera@tienda.test', PASSWORD, '203.0.113.201')).status).toBe(400);
  });
});
