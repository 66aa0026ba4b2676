import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../local-api/server';
import { blob, images } from './account-support';

describe('uploads over a real socket', () => {
  let server: RunningServer;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tienda-account-'));
    server = await startServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), staticDir: null, quiet: true, dev: false });
    const login = await fetch(`${server.url}/api/public/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes a multipart avatar and serves it back byte for byte', async () => {
    const form = new FormData();
    const data = images.jpeg(800, 600, 300_000);
    form.append('image', blob(data, 'image/jpeg'), 'foto.jpg');
    const res = await fetch(`${server.url}/api/public/user/avatar/upload`, { method: 'POST', headers: { Session: token }, body: form });
    expect(res.status).toBe(200);
    const { avatar } = (await res.json()) as { avatar: string };
    expect(avatar.startsWith('/api/public/media/user/')).toBe(true);
    const picture = await fetch(new URL(avatar, server.url));
    expect([picture.status, picture.headers.get('content-type'), picture.headers.get('x-content-type-options')]).toEqual([200, 'image/jpeg', 'nosniff']);
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(data);
  });

  it('refuses a body over the limit with 413 and stays up', async () => {
    const form = new FormData();
    form.append('image', blob(images.png(100, 100, 3 * 1024 * 1024)), 'grande.png');
    const res = await fetch(`${server.url}/api/public/user/avatar/upload`, { method: 'POST', headers: { Session: token }, body: form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { cause: string }).cause).toBe('apiCallFailed');
    const user = await fetch(`${server.url}/api/public/user/`, { headers: { Session: token } });
    expect(user.status).toBe(200);
  });
});
