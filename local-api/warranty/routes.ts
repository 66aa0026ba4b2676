import { Hono, type Context } from 'hono';
import { EXTENSION_OF } from '../account/images';
import { checkImageFile, storeFile, type CheckedImage } from '../account/uploads';
import { DEFAULT_IMAGE_WIDTHS, type RenderContext } from '../catalog/catalogue';
import { signedInUser } from '../discounts/signed-in';
import type { AppDeps, AppEnv } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { originOf } from '../http/request';
import { requireOwnOrder } from '../orders/order-store';
import { positiveId } from '../reviews/errors';
import { requireSession } from '../session/session-service';
import {
  advanceClaim,
  assertClaimable,
  checkClaimInput,
  claimJson,
  insertClaim,
  listClaims,
  MAX_WARRANTY_IMAGES,
  requireOwnItem,
} from './warranty';
import { cancelNewClaim, findClaimById, findClaimImage, findOpenClaimOfItem } from './warranty-store';

const FILE_NAME = new RegExp(`^[0-9a-f]{32}\\.(${Object.values(EXTENSION_OF).join('|')})$`);
const TEXT_FIELDS = ['problem', 'customer_notes', 'quantity'] as const;
const invalid = (message: string) => new ApiError(400, 'apiCallFailed', message);

/** A warranty claim's body: JSON (no pictures) or multipart (texts, and 0–5 files in "images"), each picture checked by its bytes. */
async function readClaimBody(c: Context): Promise<{ fields: Record<string, unknown>; images: CheckedImage[] }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^\s*multipart\/form-data\s*;/i.test(type)) {
    let body: unknown;
    const text = await c.req.text();
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      throw invalid('La solicitud no es válida: el cuerpo no es JSON válido.');
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw invalid('La solicitud no es válida: el cuerpo debe ser un objeto JSON.');
    const images = (body as { images?: unknown }).images;
    if (images !== undefined && images !== null && !(Array.isArray(images) && images.length === 0))
      throw invalid('Las fotos del reclamo se envían como multipart/form-data, en el campo "images".');
    return { fields: body as Record<string, unknown>, images: [] };
  }
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw invalid('El cuerpo multipart no es válido.');
  }
  const fields: Record<string, unknown> = {};
  let files: unknown[] = [];
  for (const [name, value] of Object.entries(form)) {
    if (name === 'images' || name === 'images[]') {
      files = files.concat(Array.isArray(value) ? value : [value]);
    } else if ((TEXT_FIELDS as readonly string[]).includes(name)) {
      if (typeof value !== 'string') throw invalid(`El campo "${name}" debe ser texto, una sola vez.`);
      fields[name] = value;
    } else throw invalid(`El campo "${name}" no se admite aquí; se esperan: ${TEXT_FIELDS.join(', ')}, images.`);
  }
  if (files.length > MAX_WARRANTY_IMAGES) throw invalid(`Envía como máximo ${MAX_WARRANTY_IMAGES} fotos por reclamo.`);
  const images: CheckedImage[] = [];
  for (const [i, file] of files.entries()) {
    if (!(file instanceof Blob)) throw invalid(`El campo "images" debe llevar archivos de imagen.`);
    images.push(await checkImageFile(file, `La foto ${i + 1}`));
  }
  return { fields, images };
}

/**
 * Warranty claims: POST /order/{n}/{itemId}/warranty {problem, customer_notes?, quantity = 1, images?}
 * (JSON, or multipart with up to 5 pictures), POST /order/{n}/{itemId}/warranty/cancel (the item's
 * claim while it is NEW), GET /warranty (the user's, newest first, up to 100), GET /order/{n}/warranty,
 * and GET /media/warranty/{name} (a claim's picture, by its unguessable name).
 */
export function warrantyRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });

  app.post('/order/:n/:itemId/warranty', auth, async (c) => {
    const user = signedInUser(c.get('session'));
    const order = requireOwnOrder(deps.db, user.id, c.req.param('n'));
    const item = requireOwnItem(deps.db, order, c.req.param('itemId'));
    const { fields, images } = await readClaimBody(c);
    const input = checkClaimInput(fields);
    const id = deps.db.transaction(() => {
      assertClaimable(deps, order, item, input.quantity);
      const fileIds = images.map((image) => storeFile(deps, user.id, 'warranty', image));
      return insertClaim(deps, user.id, order, item, input, fileIds);
    })();
    const row = findClaimById(deps.db, id)!;
    return c.json(claimJson(deps, render(c), row), 201);
  });

  app.post('/order/:n/:itemId/warranty/cancel', auth, (c) => {
    const user = signedInUser(c.get('session'));
    const order = requireOwnOrder(deps.db, user.id, c.req.param('n'));
    const item = requireOwnItem(deps.db, order, c.req.param('itemId'));
    const open = findOpenClaimOfItem(deps.db, item.id, user.id);
    if (!open) throw notFound('Este producto no tiene un reclamo de garantía abierto.');
    if (open.step !== 'NEW')
      throw new ApiError(400, 'NOT_ALLOWED', 'Tu reclamo ya está en revisión y no se puede cancelar. Escríbenos si ya no lo necesitas.');
    const stamp = deps.now().toISOString();
    cancelNewClaim(deps.db, open.id, stamp);
    return c.json(claimJson(deps, render(c), { ...open, step: 'CANCELLED', status_changed_at: stamp }));
  });

  app.get('/warranty', auth, (c) => {
    const user = signedInUser(c.get('session'));
    const ctx = render(c);
    return c.json(listClaims(deps.db, user.id).map((row) => claimJson(deps, ctx, row)));
  });

  app.get('/order/:n/warranty', auth, (c) => {
    const user = signedInUser(c.get('session'));
    const order = requireOwnOrder(deps.db, user.id, c.req.param('n'));
    const ctx = render(c);
    return c.json(listClaims(deps.db, user.id, order.id).map((row) => claimJson(deps, ctx, row)));
  });

  // Fetched by <img> tags, which send no Session header: public by their unguessable name while on a claim.
  app.get('/media/warranty/:file', (c) => {
    const file = c.req.param('file');
    const stored = FILE_NAME.test(file)
      ? findClaimImage(deps.db, file)
      : undefined;
    if (!stored) throw notFound('La imagen no existe.');
    return c.body(new Uint8Array(stored.bytes), 200, {
      'Content-Type': stored.content_type,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
    });
  });

  return app;
}

/** Development control (under /dev, only where the other development pages exist): POST /dev/warranty/{id}/advance. */
export function warrantyDevRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.post('/warranty/:id/advance', (c) => {
    const id = positiveId(c.req.param('id'));
    if (id === null) throw notFound('El reclamo de garantía no existe.');
    const row = advanceClaim(deps, id);
    return c.json({ id: String(row.id), warranty_status_step: row.step, status_changed_date: row.status_changed_at });
  });
  return app;
}
