import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeOpenCarts, makeCheckoutApi, slowBankRace } from '../local-api/checkout-support';

/** The slow test bank answers in about 3 s, not more: a timing property, run alone by `npm run test:timing`. */
const dir = mkdtempSync(join(tmpdir(), 'tienda-timing-slow-bank-'));
const api = makeCheckoutApi({ dev: true, dbPath: join(dir, 'tienda.sqlite') });
let ana: string;
let carlos: string;

beforeAll(async () => {
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
});
beforeEach(() => closeOpenCarts(api));
afterAll(() => {
  api.db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the slow bank', () => {
  it('4000…0077 is a slow bank: approved after about 3 s; two shoppers racing for the last unit through it get one order', async () => {
    const { took, answers: [a, b], stockLeft } = await slowBankRace(api, ana, carlos);
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(6_000);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((a.status === 400 ? a : b).body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(stockLeft).toBe(0);
  });
});
