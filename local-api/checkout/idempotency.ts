/*
 * Idempotent order creation (payment-flow.ts, IDEMPOTENCY_HEADER), an
 * extension of the spec: the header is optional (docs/contract.md). Without
 * it the cart is the key: one cart makes one order, and placing it again
 * answers that order (order-service.ts, placeOrder's `answerExisting`). With
 * it, a key is
 * claimed per user before anything happens; the answer of an attempt that
 * reached the payment or created an order is stored under it and replayed
 * (same status, same body) for the same key and body; the same key with
 * another body is 422 IDEMPOTENCY_KEY_REUSED. A refusal before anything
 * happened (a rule of section 5, no stock…) releases the key, so the same
 * request can be sent again once the cause is fixed.
 */
import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../src/domain/checkout/payment-flow';
import type { ErrorCause } from '../../src/domain';
import type { Database } from '../db/database';
import { ApiError, badRequest } from '../http/errors';
import {
  deleteUnansweredIdempotencyKey,
  findIdempotencyKey,
  findIdempotencyKeyAnswer,
  insertIdempotencyKey,
  updateIdempotencyKeyAnswer,
  updateIdempotencyKeyClaim,
} from './idempotency-store';
import { sleep } from './simulator';

/** A key as clients make them (a UUID, or any 8 to 100 of these characters). */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** A claim left without an answer this long belongs to a request that died: another may take it over. */
export const STALE_CLAIM_MS = 120_000;
/** How long a second request with a key in use waits for the first one's answer. */
export const KEY_WAIT_MS = 15_000;

/** The request's key, or null when it sends none (the spec names no such header); a malformed one is a 400. */
export function readIdempotencyKey(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return null;
  if (!KEY_PATTERN.test(key)) throw badRequest(`el encabezado ${IDEMPOTENCY_HEADER} debe tener de 8 a 100 letras, dígitos o los signos _ . : -`);
  return key;
}

/** Not a cause of spec section 8: the checkout contract's own (payment-flow.ts), in the catalogue beside them. */
export const IDEMPOTENCY_KEY_REUSED: ErrorCause = 'IDEMPOTENCY_KEY_REUSED';

const keyReused = () =>
  new ApiError(
    422,
    IDEMPOTENCY_KEY_REUSED,
    'Esta clave de pedido ya se usó con otros datos. Revisa tu compra y vuelve a intentarlo: se enviará con una clave nueva.',
  );

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Claim = { kind: 'claimed' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'busy' };

/** Claims `key` for `hash`, in one immediate transaction: serialised with every other claim of the key. */
export function claimKey(db: Database, userId: number, key: string, hash: string, nowMs: number): Claim {
  return db
    .transaction((): Claim => {
      const row = findIdempotencyKey(db, userId, key);
      if (!row) {
        insertIdempotencyKey(db, userId, key, hash, nowMs);
        return { kind: 'claimed' };
      }
      if (row.status === null && nowMs - row.created_at > STALE_CLAIM_MS) {
        updateIdempotencyKeyClaim(db, userId, key, hash, nowMs);
        return { kind: 'claimed' };
      }
      if (row.body_hash !== hash) throw keyReused();
      if (row.status === null) return { kind: 'busy' };
      return { kind: 'replay', answer: { status: row.status, body: JSON.parse(row.answer ?? 'null') } };
    })
    .immediate();
}

export function storeAnswer(db: Database, userId: number, key: string, answer: StoredAnswer): void {
  updateIdempotencyKeyAnswer(db, userId, key, answer.status, JSON.stringify(answer.body));
}

export function releaseKey(db: Database, userId: number, key: string): void {
  deleteUnansweredIdempotencyKey(db, userId, key);
}

/** Waits (bounded) for the request holding `key` to finish: its answer, `released` if it stored none, or null on timeout. */
export async function waitForKey(db: Database, userId: number, key: string, timeoutMs = KEY_WAIT_MS): Promise<StoredAnswer | 'released' | null> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await sleep(25);
    const row = findIdempotencyKeyAnswer(db, userId, key);
    if (!row) return 'released';
    if (row.status !== null) return { status: row.status, body: JSON.parse(row.answer ?? 'null') };
  }
  return null;
}
