import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/database';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { needsChallenge, THREE_DS_TEST_CODE } from './simulator';
import {
  findLatestReferenceOfOrder,
  findReferenceByTransaction,
  findReferenceRow,
  insertReference,
  markReferenceAuthenticated,
  markReferenceFailed,
  setReferenceOrder,
  type ThreeDsRow,
  type ThreeDsStatus,
} from './three-ds-store';

/*
 * 3-D Secure, simulated: POST /checkout/3ds_setup/ makes a reference for a
 * card (only its BIN and last 4 are kept), a charge that needs a challenge
 * answers STEP_UP_REQUIRED_3DS with the challenge page (/dev/3ds?ref=…), the
 * shopper authorizes or rejects it there, and GET /checkout/{ref}/3ds_wait_for_result/
 * reports PENDING, AUTHENTICATED (with the transaction id the charge is
 * retried with) or FAILED.
 */

export type { ThreeDsRow, ThreeDsStatus } from './three-ds-store';

/** The challenge frame's size (StepUpParams iframe_width × iframe_height). */
export const CHALLENGE_FRAME = { width: 400, height: 600 } as const;

const REFERENCE_PATTERN = /^3ds_[A-Za-z0-9_-]{16,40}$/;

export function createReference(deps: AppDeps, owner: string, cartId: number | null, card: { bin: string; last4: string }): ThreeDsRow {
  const reference = `3ds_${randomBytes(16).toString('base64url')}`;
  const now = deps.now().toISOString();
  insertReference(deps.db, reference, owner, cartId, card.bin, card.last4, now);
  return findReference(deps.db, reference)!;
}

export function findReference(db: Database, reference: string): ThreeDsRow | undefined {
  if (!REFERENCE_PATTERN.test(reference)) return undefined;
  return findReferenceRow(db, reference);
}

/** The owner's reference; anyone else's answers like a missing one. */
export function requireOwnReference(db: Database, owner: string, reference: string): ThreeDsRow {
  const row = findReference(db, reference);
  if (!row || row.owner !== owner) throw notFound('La verificación de la tarjeta no existe.');
  return row;
}

export function findByTransaction(db: Database, owner: string, transactionId: string): ThreeDsRow | undefined {
  const row = findReferenceByTransaction(db, transactionId);
  return row && row.owner === owner ? row : undefined;
}

export function linkOrder(db: Database, reference: string, orderId: number, now: Date): void {
  setReferenceOrder(db, reference, orderId, now.toISOString());
}

/** The newest reference linked to an order (its 3-D Secure challenge), if any. */
export function referenceOfOrder(db: Database, orderId: number): ThreeDsRow | undefined {
  return findLatestReferenceOfOrder(db, orderId);
}

/** ThreeDsSetupAnswerSchema. */
export function setupJson(row: ThreeDsRow) {
  const challenge = needsChallenge(row.last4);
  return {
    reference_id: row.reference,
    url: null,
    access_token: null,
    skip_step_up: !challenge,
    card_warning_message: challenge ? 'Tu banco te pedirá un código para confirmar el pago.' : null,
  };
}

/** ThreeDsResultSchema. */
export function resultJson(row: ThreeDsRow) {
  return { status: row.status, transaction_id: row.status === 'AUTHENTICATED' ? row.transaction_id : null };
}

/** StepUpParamsSchema: the challenge page on the public origin, in a frame of CHALLENGE_FRAME. */
export function stepUpParams(origin: string, row: ThreeDsRow) {
  return {
    step_up_url: `${origin}/dev/3ds?ref=${encodeURIComponent(row.reference)}`,
    iframe_width: CHALLENGE_FRAME.width,
    iframe_height: CHALLENGE_FRAME.height,
    is_full_screen: false,
    is_embedded: true,
    access_token: null,
    code: null,
    html: null,
    transaction_id: null,
    payload: null,
  };
}

/** The shopper's answer on the challenge page. A wrong code leaves it PENDING (another try); reject fails it. */
export function answerChallenge(deps: AppDeps, row: ThreeDsRow, action: 'authorize' | 'reject', code: string): 'AUTHENTICATED' | 'FAILED' | 'WRONG_CODE' {
  if (row.status !== 'PENDING') throw new ApiError(400, 'INVALID_TRANSACTION', 'Esta verificación ya terminó.');
  const now = deps.now().toISOString();
  if (action === 'reject') {
    markReferenceFailed(deps.db, row.reference, now);
    return 'FAILED';
  }
  if (code.trim() !== THREE_DS_TEST_CODE) return 'WRONG_CODE';
  const transaction = `txn_${randomBytes(16).toString('base64url')}`;
  markReferenceAuthenticated(deps.db, row.reference, transaction, now);
  return 'AUTHENTICATED';
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The challenge page: Spanish, no script, framed by the store (this origin, or the dev server's on localhost). */
function page(c: Context, title: string, body: string, status: 200 | 400 | 404 = 200) {
  const html = `<!doctype html><html lang="es-GT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Tienda (desarrollo)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:1rem auto;padding:0 1rem;color:#1b1b1b}
label{display:block;margin:.6rem 0 .2rem}input,button{font:inherit;padding:.3rem}.aviso{background:#fff4ce;padding:.6rem}</style></head>
<body><p class="aviso">Banco de prueba del API local: no existe fuera del entorno local.</p><h1>${escape(title)}</h1>${body}</body></html>`;
  return c.html(html, status, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
  });
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET and POST /dev/3ds: mounted by outbox/dev-routes.ts with the other development pages. */
export function threeDsDevRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const form = (ref: string, error = '') =>
    `${error ? `<p role="alert">${escape(error)}</p>` : ''}<p>Escribe el código que te envió tu banco para confirmar el pago (de prueba: ${THREE_DS_TEST_CODE}).</p>
<form method="post" action="/dev/3ds"><input type="hidden" name="ref" value="${escape(ref)}">
<label for="code">Código de verificación</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8">
<p><button name="action" value="authorize">Autorizar</button> <button name="action" value="reject">Rechazar</button></p></form>`;
  const done = (status: ThreeDsStatus) =>
    status === 'AUTHENTICATED'
      ? '<p>Pago autorizado. Puedes volver a la tienda.</p>'
      : status === 'FAILED'
        ? '<p>Rechazaste el pago. Puedes volver a la tienda.</p>'
        : '';

  app.get('/3ds', (c) => {
    const row = findReference(deps.db, c.req.query('ref') ?? '');
    if (!row) return page(c, 'Verificación de tu tarjeta', '<p role="alert">La verificación no existe.</p>', 404);
    if (row.status !== 'PENDING') return page(c, 'Verificación de tu tarjeta', done(row.status));
    return page(c, 'Verificación de tu tarjeta', `<p>Tarjeta terminada en ${escape(row.last4)}.</p>${form(row.reference)}`);
  });

  app.post('/3ds', async (c) => {
    const body = await c.req.parseBody();
    const row = findReference(deps.db, str(body.ref).slice(0, 64));
    if (!row) return page(c, 'Verificación de tu tarjeta', '<p role="alert">La verificación no existe.</p>', 404);
    if (row.status !== 'PENDING') return page(c, 'Verificación de tu tarjeta', done(row.status));
    const action = str(body.action) === 'reject' ? 'reject' : 'authorize';
    const outcome = answerChallenge(deps, row, action, str(body.code).slice(0, 16));
    if (outcome === 'WRONG_CODE') return page(c, 'Verificación de tu tarjeta', form(row.reference, 'El código no es correcto. Inténtalo de nuevo.'), 400);
    return page(c, 'Verificación de tu tarjeta', done(outcome));
  });

  return app;
}
