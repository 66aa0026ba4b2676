import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { wholeBodyOf, wholeResponse, withNewHeaders } from '../../src/data/http/whole-body';

/** The content codings this server produces, best first. */
export type Encoding = 'br' | 'gzip';

/** Below this many bytes the framing costs more than compression saves. */
export const MIN_COMPRESSIBLE_BYTES = 1024;
/** A body of known length up to this size is compressed in one go, so the answer keeps a Content-Length. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Static files above this size are compressed on the fly instead of cached at maximum quality. */
const MAX_CACHED_FILE_BYTES = 8 * 1024 * 1024;
/** Total size of the compressed static files kept in memory. */
const MAX_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Dynamic answers (JSON, streamed HTML) are made on every request, so they get
 * a fast level. Brotli 3 is the last level before the encoder switches to a far
 * slower match finder: on an 80 KB product page it takes about 0.7 ms against
 * 2.6 ms for level 5 and for gzip 6, and is still smaller than gzip 6 (11.2 KB
 * against 11.6 KB; level 5 gives 10.0 KB). Issue 22's render budget is 12 ms.
 * Static files are compressed once per version and cached, so they get the maximum.
 */
const DYNAMIC_BROTLI_QUALITY = 3;
const DYNAMIC_GZIP_LEVEL = 6;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE_TYPES = new Set([
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'application/json',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'text/plain',
]);

/** Whether a Content-Type is text worth compressing (never images, fonts or archives, which already are). */
export function isCompressible(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return COMPRESSIBLE_TYPES.has(type) || type.endsWith('+json') || type.endsWith('+xml');
}

/**
 * The coding to answer with for an Accept-Encoding header: the acceptable one
 * with the highest q-value, brotli on a tie; null for identity (no header,
 * `identity`, or every coding we have refused with `q=0`).
 */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!Number.isFinite(q)) q = 0;
    // x-gzip is the old name of gzip (RFC 9110 section 8.4.1.3); an explicit gzip wins over it.
    if (name === 'x-gzip') {
      if (!weights.has('gzip')) weights.set('gzip', q);
    } else weights.set(name, q);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** `"x"` becomes `W/"x"`: once the bytes are re-encoded the validator can no longer promise byte equality. */
export function weakenEtag(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

function addVary(headers: Headers, field: string): void {
  const current = headers.get('Vary');
  if (!current) {
    headers.set('Vary', field);
    return;
  }
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  headers.set('Vary', `${current}, ${field}`);
}

function withHeaders(response: Response, headers: Headers, body?: BodyInit | null): Response {
  return body === undefined ? withNewHeaders(response, headers) : new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** What serveStatic knows about the file behind a response: enough to key the compressed-bytes cache. */
export interface StaticFileInfo {
  path: string;
  mtimeMs: number;
  size: number;
}

const staticFiles = new WeakMap<Response, StaticFileInfo>();

/**
 * Marks `response` as the unchanged contents of a file on disk, so that
 * compress() compresses it at maximum quality once per file version and keeps
 * the result in memory. A response rebuilt from this one loses the mark and is
 * simply compressed on the fly.
 */
export function markStaticFile(response: Response, file: StaticFileInfo): Response {
  staticFiles.set(response, file);
  return response;
}

/** Compressed static files by path, mtime, size and coding; insertion order is the eviction order. */
const fileCache = new Map<string, { bytes: Promise<Buffer>; size: number }>();
let fileCacheBytes = 0;

function compressFileBytes(encoding: Encoding, input: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    : gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION });
}

async function cachedFileBytes(file: StaticFileInfo, encoding: Encoding, read: () => Promise<Buffer>): Promise<Buffer> {
  const key = `${file.path}\0${file.mtimeMs}\0${file.size}\0${encoding}`;
  const hit = fileCache.get(key);
  if (hit) {
    // Most recently used goes last.
    fileCache.delete(key);
    fileCache.set(key, hit);
    return hit.bytes;
  }
  const bytes = read().then((input) => compressFileBytes(encoding, input));
  const entry = { bytes, size: 0 };
  fileCache.set(key, entry);
  try {
    const output = await bytes;
    if (fileCache.get(key) === entry) {
      entry.size = output.length;
      fileCacheBytes += output.length;
      for (const [oldKey, old] of fileCache) {
        if (fileCacheBytes <= MAX_CACHE_BYTES || oldKey === key) break;
        fileCache.delete(oldKey);
        fileCacheBytes -= old.size;
      }
    }
    return output;
  } catch (error) {
    if (fileCache.get(key) === entry) fileCache.delete(key);
    throw error;
  }
}

/** Forgets every cached compressed file (tests). */
export function clearCompressedFileCache(): void {
  fileCache.clear();
  fileCacheBytes = 0;
}

/**
 * The smallest brotli window (log2 of its bytes, 16 to 22 bits) that holds `length` bytes whole: the same matches as
 * the default 4 MB window (22 bits) for any body up to its size, and a much smaller encoder to set up, which the
 * request waits for on the main thread (about half the cost of compressing a page of 80 KB, issue 22).
 */
export function brotliWindowBits(length: number): number {
  let bits = 16;
  // A window of 2^bits holds 2^bits - 16 bytes.
  while (bits < zlib.constants.BROTLI_DEFAULT_WINDOW && (1 << bits) - 16 < length) bits++;
  return bits;
}

function dynamicBytes(encoding: Encoding, input: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(input, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(input.length),
        },
      })
    : gzip(input, { level: DYNAMIC_GZIP_LEVEL });
}

/**
 * A compressing stream that flushes after every chunk it is given, so a
 * streamed HTML render still reaches the browser piece by piece instead of
 * waiting for zlib's internal buffer to fill.
 */
function compressingStream(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: DYNAMIC_GZIP_LEVEL });
}

function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const compressor = compressingStream(encoding);
  // pipeline destroys both ends on any failure: a failing source errors the
  // web stream (the answer is aborted, never silently cut short), and a client
  // that goes away cancels the web stream, which cancels the source.
  pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), compressor, () => {});
  return Readable.toWeb(compressor) as unknown as ReadableStream<Uint8Array>;
}

/**
 * The answer to send for `request`: `response` compressed with brotli or gzip
 * when the client accepts one and the body is text worth compressing, else
 * `response` itself (plus `Vary: Accept-Encoding` whenever the choice depended
 * on that header). Status and every other header are kept; a strong ETag is
 * made weak; Content-Length is replaced by the compressed length when the
 * body is compressed in one go, and removed when it is streamed.
 *
 * Streamed bodies (no Content-Length, e.g. a server render) are compressed
 * chunk by chunk with a flush after each, never buffered whole. Responses
 * marked by markStaticFile are compressed at maximum quality once per file
 * version and served from memory after that.
 */
export async function compress(request: Request, response: Response): Promise<Response> {
  const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'));

  if (response.status === 304) {
    // A 304 carries the validator the full answer would have had (RFC 9110 section 15.4.5).
    // Its body size is unknown here, so a client that accepts br or gzip gets the weak form
    // even for an answer small enough to go uncompressed: If-None-Match compares weakly, and
    // a weak validator still selects the stored answer to refresh (RFC 9111 section 4.3.4).
    const etag = response.headers.get('ETag');
    if (!etag) return response;
    const headers = new Headers(response.headers);
    addVary(headers, 'Accept-Encoding');
    if (encoding) headers.set('ETag', weakenEtag(etag));
    return withHeaders(response, headers, null);
  }

  // The known bytes when there are some: asking a whole answer for its body would make the stream it skips.
  const whole = wholeBodyOf(response);
  if (request.method === 'HEAD' || response.status === 204 || response.status < 200 || !(whole ?? response.body)) return response;
  const existing = response.headers.get('Content-Encoding');
  if (existing && existing.toLowerCase() !== 'identity') return response;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(response.headers.get('Cache-Control') ?? '')) return response;
  if (!isCompressible(response.headers.get('Content-Type'))) return response;
  const rawLength = response.headers.get('Content-Length');
  const length = rawLength !== null && /^\d+$/.test(rawLength.trim()) ? Number(rawLength) : null;
  if (length !== null && length < MIN_COMPRESSIBLE_BYTES) return response;

  // From here on the answer depends on Accept-Encoding, whichever coding is chosen.
  const headers = new Headers(response.headers);
  addVary(headers, 'Accept-Encoding');
  if (!encoding) return withHeaders(response, headers);

  headers.set('Content-Encoding', encoding);
  const etag = headers.get('ETag');
  if (etag) headers.set('ETag', weakenEtag(etag));

  const file = staticFiles.get(response);
  const buffered = file && file.size <= MAX_CACHED_FILE_BYTES ? 'file' : length !== null && length <= MAX_BUFFERED_BYTES ? 'dynamic' : null;
  if (buffered) {
    const readBody = async () => (whole ? Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength) : Buffer.from(await response.arrayBuffer()));
    let output: Buffer;
    if (buffered === 'file') {
      let read = false;
      output = await cachedFileBytes(file!, encoding, () => ((read = true), readBody()));
      if (!read && !whole) await response.body?.cancel();
    } else output = await dynamicBytes(encoding, await readBody());
    headers.set('Content-Length', String(output.length));
    return wholeResponse(new Uint8Array(output.buffer as ArrayBuffer, output.byteOffset, output.byteLength), { status: response.status, statusText: response.statusText, headers });
  }

  headers.delete('Content-Length');
  return withHeaders(response, headers, compressStream(response.body!, encoding));
}
