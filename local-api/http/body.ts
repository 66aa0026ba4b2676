import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/**
 * The largest request body the API reads: 64 KiB. The largest legitimate body
 * is an add-to-cart or line update with a dedication (a few hundred bytes to a
 * few KiB once every text field has its own bound); login and the others are
 * smaller still. 64 KiB leaves room for every future form of the contract
 * (addresses, checkout) while bounding what one request can make the server
 * hold in memory, parse or store.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** 413: the body is over the limit (said by Content-Length, or found while reading a chunked body). */
export const payloadTooLarge = (maxBytes: number) =>
  new ApiError(413, 'apiCallFailed', `El cuerpo de la solicitud es demasiado grande: el máximo es ${Math.floor(maxBytes / 1024)} KiB.`);

/** 415: the API reads JSON bodies only. */
export const unsupportedMediaType = () =>
  new ApiError(415, 'apiCallFailed', 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).');

/**
 * The client went away (or the connection broke) before its body arrived: a
 * normal event on the Internet, not a failure of the server. app.ts logs it at
 * debug level, without a stack, and answers nothing anyone will read.
 */
export class RequestAbortedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('La solicitud se interrumpió antes de recibir el cuerpo completo.', options);
    this.name = 'RequestAbortedError';
  }
}

/** application/json or any application/…+json, with or without parameters (charset). */
export function isJsonContentType(value: string | null | undefined): boolean {
  return !!value && /^\s*application\/(?:[\w.!#$&^-]+\+)?json\s*(?:;|$)/i.test(value);
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request's framing announces a body (Transfer-Encoding, or a Content-Length above 0). When such a
 * body is left unread, the answer closes the connection (app.ts): @hono/node-server drains an unread body for
 * 500 ms at most and then cuts the connection, which would reset the client's next request on it.
 */
export function announcesBody(request: Request): boolean {
  if (BODYLESS_METHODS.has(request.method)) return false;
  if (request.headers.has('transfer-encoding')) return true;
  const length = request.headers.get('content-length');
  return length !== null && length.trim() !== '0';
}

/**
 * Every request body under the API, before any handler runs:
 * - none (Content-Length 0, or an empty body): passes, whatever its Content-Type;
 * - a Content-Length over `maxBytes`: 413 at once, nothing read;
 * - a body that is not JSON: 415 (nothing read when Content-Length or Transfer-Encoding announce it);
 * - otherwise it is read here, counting bytes as they arrive, and a chunked
 *   body is refused with 413 as soon as it passes `maxBytes` (so at most
 *   `maxBytes` plus one chunk is ever held). The handler then reads the
 *   buffered copy. Reading here, before next(), means a handler that never
 *   reads its body (POST /anonymous/) cannot let an oversized one through
 *   either (hono's own bodyLimit was bypassable that way for chunked bodies,
 *   CVE-2026-44456), and a client that disconnects mid-body is seen here as
 *   a RequestAbortedError, not as an unexpected failure of some handler.
 */
export function jsonBodies(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (BODYLESS_METHODS.has(request.method)) return next();
    // Transfer-Encoding wins over Content-Length (RFC 9112 section 6.3); node's parser enforces either framing.
    const chunked = request.headers.has('transfer-encoding');
    const rawLength = request.headers.get('content-length');
    const declared = chunked || rawLength === null ? null : Number(rawLength);
    if (declared !== null && !(declared <= maxBytes)) throw payloadTooLarge(maxBytes);
    const json = isJsonContentType(request.headers.get('content-type'));
    if ((chunked || (declared ?? 0) > 0) && !json) throw unsupportedMediaType();
    // Without either header HTTP/1.1 has no body, and node's stream ends at once; a Request made in
    // process (app.request) may still carry one, which is read under the same cap.
    if (!request.body || declared === 0) return next();

    const body = await readCapped(request.body, maxBytes);
    if (body.byteLength > 0 && !json) throw unsupportedMediaType();
    c.req.raw = withBody(request, body);
    return next();
  };
}

/**
 * `request` again with `body` read whole. Built from its parts, not `new Request(request, …)`: the server's
 * requests are @hono/node-server's own objects, which the platform's Request does not take as an input
 * (the server leaves the global Request and Response alone, so msw handlers in the same process keep theirs).
 */
export function withBody(request: Request, body: Uint8Array<ArrayBuffer>): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

/**
 * A request body read whole, up to `maxBytes`: 413 as soon as it goes over (the rest is left unread, and the
 * answer closes the connection: app.ts), and a client that goes away mid-body is a RequestAbortedError.
 */
export async function readCapped(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch (error) {
      throw new RequestAbortedError({ cause: error });
    }
    if (step.done) break;
    size += step.value.byteLength;
    if (size > maxBytes) throw payloadTooLarge(maxBytes);
    chunks.push(step.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
