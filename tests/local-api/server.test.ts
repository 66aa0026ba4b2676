import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CategoryTreeSchema } from '../../src/domain';
import { startServer, type RunningServer } from '../../local-api/server';
import { searchIsWarm } from '../../local-api/search/listing-keys';

const dir = mkdtempSync(join(tmpdir(), 'tienda-server-'));
const web = join(dir, 'web');
let server: RunningServer;
const stderr: string[] = [];

beforeAll(async () => {
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Tienda</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log("hola")');
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
    stderr.push(String(chunk));
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  });
  server = await startServer({ port: 0, dbPath: join(dir, 'data', 'tienda.sqlite'), staticDir: web, quiet: false });
});

afterAll(async () => {
  await server?.close();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('binds an ephemeral port and reports it as a localhost URL', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it('serves the API over HTTP with root-relative media URLs that resolve on the real port', async () => {
    const { token } = (await (await fetch(`${server.url}/api/public/anonymous/`, { method: 'POST' })).json()) as { token: string };
    const res = await fetch(`${server.url}/api/public/category/root`, { headers: { Session: token } });
    expect(res.status).toBe(200);
    const tree = CategoryTreeSchema.parse(await res.json());
    expect(tree.children[0]!.profile_image).toMatch(/^\/api\/public\/media\/category\//);
    const image = await fetch(new URL(tree.children[0]!.profile_image!, server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/svg/);
    const unknown = await fetch(`${server.url}/api/public/nada`, { headers: { Session: token } });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { cause: string }).cause).toBe('notFound');
    // the request log has the paths but never the token
    const log = stderr.join('');
    expect(log).toContain('GET /api/public/category/root 200');
    expect(log).not.toContain(token);
  });

  it('answers CORS preflights for the Session header', async () => {
    const res = await fetch(`${server.url}/api/public/cart`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'session,content-type' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('session');
  });

  it('serves static files, index.html without cache and hashed assets with a long cache', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(await asset.text()).toBe('console.log("hola")');
    expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
  });

  it('falls back to index.html for client routes and answers 404 for missing files', async () => {
    for (const path of ['/producto/laptop-voltix', '/carrito', '/categoria/hogar/cocina']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>Tienda</title>');
    }
    expect((await fetch(`${server.url}/assets/no-existe.js`)).status).toBe(404);
    const escape = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).not.toContain('root:');
  });

  it("loads search's in-memory keys once it listens, before any search", async () => {
    const other = await startServer({ port: 0, dbPath: join(dir, 'warm.sqlite'), staticDir: null, quiet: true });
    try {
      await vi.waitFor(() => expect(searchIsWarm(other.db)).toBe(true), { timeout: 5_000 });
    } finally {
      await other.close();
    }
  });

  it('closes, freeing the port', async () => {
    const other = await startServer({ port: 0, dbPath: join(dir, 'other.sqlite'), staticDir: null, quiet: true });
    const { port } = other;
    await other.close();
    await expect(fetch(`http://localhost:${port}/api/public/anonymous/`, { method: 'POST' })).rejects.toThrow();
    const again = await startServer({ port, dbPath: join(dir, 'other.sqlite'), quiet: true });
    expect(again.port).toBe(port);
    await again.close();
  });
});
