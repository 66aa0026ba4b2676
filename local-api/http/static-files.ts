import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { markStaticFile } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(path: string): Promise<{ body: Buffer; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { body: await readFile(path), mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Files never served even when present: source maps carry the full sources
 * (a debug build's `vite build --mode debug` writes hidden ones into the build).
 */
const NEVER_SERVED = new Set(['.map']);

const notFoundAnswer = () =>
  new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });

/**
 * A GET/HEAD for the built web UI in `root`: the file if there is one; for a
 * path without an extension, index.html (the SPA decides the route); otherwise
 * a 404. Hashed files under /assets/ are cached for a year, index.html never.
 * Source maps answer 404.
 */
export async function serveStatic(root: string, pathname: string, method: string): Promise<Response> {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return new Response('Solicitud no válida', { status: 400 });
  }
  if (NEVER_SERVED.has(extname(decoded).toLowerCase())) return notFoundAnswer();
  const target = resolve(join(base, decoded));
  const inside = target === base || target.startsWith(base + sep);
  const wantsIndex = !inside || decoded.endsWith('/') || extname(decoded) === '';
  let file = inside && !decoded.endsWith('/') ? target : null;
  let found = file ? await fileAt(file) : null;
  if (!found && wantsIndex) {
    file = join(base, 'index.html');
    found = await fileAt(file);
  }
  if (!found || !file) return notFoundAnswer();
  const { body, mtimeMs } = found;
  const isIndex = file === join(base, 'index.html');
  const headers = {
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    'X-Content-Type-Options': 'nosniff',
    // The service worker's script is checked at every visit (a new version must reach the shopper; sw.ts).
    'Cache-Control': isIndex || decoded === '/sw.js'
      ? 'no-cache'
      : decoded.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
  };
  const response = new Response(method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  // compress() keeps this file's compressed bytes, made once at maximum quality, until it changes.
  return markStaticFile(response, { path: file, mtimeMs, size: body.length });
}
