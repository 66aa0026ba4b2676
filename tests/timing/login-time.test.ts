import { beforeEach, describe, expect, it } from 'vitest';
import { scryptKdf } from '../../local-api/session/passwords';
import { makeAuthApi, median, type AuthApi } from '../local-api/auth-support';

/**
 * The time a login takes says nothing about the account (the local API in process, with the product's scrypt).
 * A timing property: run alone by `npm run test:timing`, not by `npm test`.
 */
let api: AuthApi;
beforeEach(() => {
  api = makeAuthApi({ passwordKdf: scryptKdf });
});
const loginBody = (email: string, password = 'Tienda123!') => ({ body: { login: email, email, password } });

describe('passwords', () => {
  it('takes the same time for an unknown email as for a wrong password (medians of 7, within a few ms of noise), with the same answer', async () => {
    const timeOf = async (email: string, i: number) => {
      const started = performance.now();
      const res = await api.call('POST', '/login/', { ...loginBody(email, 'Equivocada#1'), address: `203.0.113.${i}` });
      const elapsed = performance.now() - started;
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ cause: 'LOGIN_FAILED', message: 'Correo o contraseña incorrectos.' });
      return elapsed;
    };
    await timeOf('calentamiento@tienda.test', 99);
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each going first in turn, so a burst of load on the machine falls on both.
    for (let i = 0; i < 7; i++) {
      if (i % 2 === 0) {
        wrong.push(await timeOf('ana@tienda.test', i));
        unknown.push(await timeOf(`nadie${i}@tienda.test`, 50 + i));
      } else {
        unknown.push(await timeOf(`nadie${i}@tienda.test`, 50 + i));
        wrong.push(await timeOf('ana@tienda.test', i));
      }
    }
    expect(median(wrong)).toBeGreaterThan(50); // scrypt really ran
    // Before, an unknown email skipped scrypt: ~1 ms against ~400 (a 99 % gap). On a loaded 2-core machine
    // scrypt itself slows to 1.5 s and the medians then differ by 10 % from scheduling alone, so the bound is
    // 25 ms or 20 % of the wrong-password median, whichever is larger: far from the gap it guards against.
    expect(Math.abs(median(wrong) - median(unknown))).toBeLessThan(Math.max(25, 0.2 * median(wrong)));
  }, 60_000);
});
