import type { Context, MiddlewareHandler } from 'hono';
import { randomBytes } from 'node:crypto';
import { jsonBodies, payloadTooLarge, readCapped, withBody } from '../http/body';
import { ApiError } from '../http/errors';
import type { AppDeps } from '../http/context';
import { resolveSession } from '../session/session-service';
import { EXTENSION_OF, sniffImage, type ImageFacts } from './images';
import { findUserFile, insertUserFile, type StoredFile } from './account-store';

export type { StoredFile };

/** One uploaded picture may weigh at most 2 MiB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Its sides must measure between these, in pixels (read from the file's headers). */
export const MIN_IMAGE_SIDE = 64;
export const MAX_IMAGE_SIDE = 4096;

/** Upload paths (under the API root) and the image fields each takes. */
export const UPLOAD_FIELDS: Record<string, readonly string[]> = {
  '/user/avatar/upload': ['image'],
  '/user/dpi': ['front', 'back', 'selfie'],
  // A review's picture (reviews/routes.ts); the product id is a path parameter.
  '/product/{id}/review/image': ['image'],
  // A bank deposit slip with its amount (orders/order-actions.ts); the order number is a path parameter.
  '/order/{n}/bank_slip': ['image'],
  // A warranty claim (warranty/routes.ts): its texts and 0 to 5 pictures in the repeated field "images".
  '/order/{n}/{itemId}/warranty': ['images'],
};

/** Uploads whose field may repeat (each file up to 2 MiB), and how many times; the others take one file per field. */
export const UPLOAD_MAX_FILES: Record<string, number> = { '/order/{n}/{itemId}/warranty': 5 };

/** Uploads that also take a JSON body (read by the JSON reader, as any other route's) when they carry no picture. */
const JSON_TOO = new Set(['/order/{n}/{itemId}/warranty']);

/** Upload paths with a parameter: the pattern and the UPLOAD_FIELDS key it stands for. */
const UPLOAD_PATTERNS: readonly [RegExp, string][] = [
  [/^\/product\/[^/]+\/review\/image$/, '/product/{id}/review/image'],
  [/^\/order\/[^/]+\/bank_slip$/, '/order/{n}/bank_slip'],
  [/^\/order\/[^/]+\/[^/]+\/warranty$/, '/order/{n}/{itemId}/warranty'],
];

/** The upload a path names (trailing slash ignored), or null for every other path. */
export function uploadPathOf(pathAfterApiRoot: string): string | null {
  const path = pathAfterApiRoot.replace(/\/+$/, '');
  if (path in UPLOAD_FIELDS) return path;
  return UPLOAD_PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** Room for the multipart framing and field headers around the pictures. */
const FRAMING_BYTES = 16 * 1024;

const isMultipart = (value: string | null) => !!value && /^\s*multipart\/form-data\s*;/i.test(value);

/**
 * The body of an upload, in place of the JSON-only reader (http/body.ts) for
 * the upload paths: multipart/form-data only (else 415), at most each field's
 * 2 MiB plus framing (413 from Content-Length without reading, or as soon as a
 * chunked body passes it), buffered before the handler runs. The sender must
 * be a signed-in user before a byte is read (the route checks it again).
 */
export function uploadBodies(upload: string, deps: AppDeps): MiddlewareHandler {
  const maxBytes = (UPLOAD_MAX_FILES[upload] ?? UPLOAD_FIELDS[upload]!.length) * MAX_IMAGE_BYTES + FRAMING_BYTES;
  const json = JSON_TOO.has(upload) ? jsonBodies() : null;
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'POST') return next();
    if (json && !isMultipart(request.headers.get('content-type'))) return json(c, next);
    const session = resolveSession(deps, c.req.header('Session'));
    if (!session.user) throw new ApiError(403, 'onlyAnonymousTokenFound', 'Inicia sesión para continuar.');
    if (!isMultipart(request.headers.get('content-type')))
      throw new ApiError(415, 'apiCallFailed', 'Las imágenes se envían como multipart/form-data.');
    const chunked = request.headers.has('transfer-encoding');
    const rawLength = request.headers.get('content-length');
    const declared = chunked || rawLength === null ? null : Number(rawLength);
    if (declared !== null && !(declared <= maxBytes)) throw payloadTooLarge(maxBytes);
    if (!request.body) return next();
    const body = await readCapped(request.body, maxBytes);
    c.req.raw = withBody(request, body);
    return next();
  };
}

export interface CheckedImage extends ImageFacts {
  bytes: Buffer;
}

const FIELD_NAMES: Record<string, string> = {
  image: 'la imagen',
  front: 'el frente del documento',
  back: 'el reverso del documento',
  selfie: 'la selfie',
};

const invalid = (message: string) => new ApiError(400, 'apiCallFailed', message);

/**
 * Each named field of the multipart body, checked: one file, PNG, JPEG or
 * WebP by its magic bytes, at most 2 MiB, sides of 64 to 4096 px. Any other
 * field, or a field twice, is a 400 too.
 */
export async function readImageFields(c: Context, fields: readonly string[]): Promise<Record<string, CheckedImage>> {
  return (await readUploadForm(c, fields, [])).images;
}

/**
 * readImageFields plus plain text fields (`textFields`, each at most once and
 * at most 100 characters; absent ones are left out of `text`).
 */
export async function readUploadForm(
  c: Context,
  fields: readonly string[],
  textFields: readonly string[],
): Promise<{ images: Record<string, CheckedImage>; text: Record<string, string> }> {
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw invalid('El cuerpo multipart no es válido.');
  }
  const allowed = [...fields, ...textFields];
  for (const name of Object.keys(form))
    if (!allowed.includes(name)) throw invalid(`El campo "${name}" no se admite aquí; se esperan: ${allowed.join(', ')}.`);
  const text: Record<string, string> = {};
  for (const name of textFields) {
    const value = form[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 100) throw invalid(`El campo "${name}" debe ser un texto corto.`);
    text[name] = value;
  }
  const out: Record<string, CheckedImage> = {};
  for (const name of fields) {
    const label = FIELD_NAMES[name] ?? name;
    const value = form[name];
    if (value === undefined) throw invalid(`Falta ${label} (campo "${name}").`);
    if (Array.isArray(value)) throw invalid(`Envía una sola imagen en el campo "${name}".`);
    if (!(value instanceof Blob)) throw invalid(`El campo "${name}" debe ser un archivo de imagen.`);
    out[name] = await checkImageFile(value, label);
  }
  return { images: out, text };
}

/**
 * One uploaded file checked as a picture: not empty, at most 2 MiB (413), PNG, JPEG or WebP by its magic bytes,
 * sides of 64 to 4096 px. `label` names it in the Spanish messages ("la foto", "La foto 2").
 */
export async function checkImageFile(file: Blob, label: string): Promise<CheckedImage> {
  const name = capitalize(label);
  if (file.size === 0) throw invalid(`${name} está vacía.`);
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, 'apiCallFailed', `${name} pesa demasiado: el máximo es 2 MB.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const facts = sniffImage(bytes);
  if (!facts) throw invalid(`${name} debe ser una imagen PNG, JPEG o WebP.`);
  if (Math.min(facts.width, facts.height) < MIN_IMAGE_SIDE || Math.max(facts.width, facts.height) > MAX_IMAGE_SIDE)
    throw invalid(`${name} mide ${facts.width}×${facts.height} px; cada lado debe medir entre ${MIN_IMAGE_SIDE} y ${MAX_IMAGE_SIDE} px.`);
  return { ...facts, bytes };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Stores a checked picture under a name the server makes (128 random bits and its real extension); returns that name. */
export function storeFile(deps: AppDeps, userId: number, purpose: 'avatar' | 'dpi' | 'review' | 'bank_slip' | 'warranty', image: CheckedImage): string {
  const id = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[image.type]}`;
  insertUserFile(deps.db, {
    id,
    user_id: userId,
    purpose,
    content_type: image.type,
    width: image.width,
    height: image.height,
    bytes: image.bytes,
    created_at: deps.now().getTime(),
  });
  return id;
}

export function findFile(deps: AppDeps, id: string): StoredFile | undefined {
  return findUserFile(deps.db, id);
}
