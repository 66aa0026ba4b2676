import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../local-api/account/images';
import { MAX_IMAGE_BYTES } from '../../local-api/account/uploads';
import { API } from './support';
import { blob, images, makeAccountApi } from './account-support';

const fileCount = (api: ReturnType<typeof makeAccountApi>) => (api.db.prepare('SELECT COUNT(*) AS n FROM user_files').get() as { n: number }).n;

describe('sniffImage reads the real type and size from the headers', () => {
  it.each([
    ['png', images.png(300, 200), 'image/png'],
    ['jpeg', images.jpeg(300, 200), 'image/jpeg'],
    ['webp VP8X', images.webpX(300, 200), 'image/webp'],
    ['webp VP8L', images.webpLossless(300, 200), 'image/webp'],
    ['webp VP8', images.webpLossy(300, 200), 'image/webp'],
  ])('%s', (_, data, type) => {
    expect(sniffImage(data)).toEqual({ type, width: 300, height: 200 });
  });

  it('knows nothing else: GIF, text, a truncated PNG', () => {
    expect(sniffImage(images.gif(100, 100))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(images.png(100, 100).subarray(0, 20))).toBeNull();
  });
});

describe('predefined avatars', () => {
  it('lists Fluent Emoji avatars whose pictures the media route draws, and sets one on the user', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const list = await api.call('GET', '/user/avatar/predefined', { token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(12);
    expect(list.body[0]).toEqual({ id: 'gato', name: 'Gato', image: '/api/public/media/avatar/gato.svg' });
    const picture = await api.raw('GET', list.body[0].image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(picture.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const svg = await picture.text();
    expect(svg).toContain('Fluent Emoji (flat) © Microsoft Corporation, MIT licence');
    expect(svg).not.toMatch(/<script|<text/);

    const set = await api.call('PUT', '/user/avatar/predefined/zorro', { token });
    expect([set.status, set.body.avatar]).toEqual([200, '/api/public/media/avatar/zorro.svg']);
    expect((await api.call('GET', '/user/', { token })).body.avatar).toBe(set.body.avatar);
  });

  it('answers an unknown avatar with 404 notFound, as id and as picture', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const res = await api.call('PUT', '/user/avatar/predefined/dragon', { token });
    expect([res.status, res.body]).toEqual([404, { cause: 'notFound', message: 'Ese avatar no existe.' }]);
    expect((await api.raw('GET', '/media/avatar/dragon.svg')).status).toBe(404);
    expect((await api.raw('GET', '/media/avatar/gato.png')).status).toBe(404);
  });
});

describe('POST /user/avatar/upload', () => {
  it.each([
    ['PNG', images.png(128, 128), 'image/png', /\.png$/],
    ['JPEG', images.jpeg(640, 480), 'image/jpeg', /\.jpg$/],
    ['WebP', images.webpX(64, 4096), 'image/webp', /\.webp$/],
  ])('stores a %s under a name the server makes, and serves it with its real type and nosniff', async (_, data, type, extension) => {
    const api = makeAccountApi();
    const token = await api.login();
    // The client claims another type and name: neither is used.
    const res = await api.upload('/user/avatar/upload', token, { image: blob(data, 'text/html') });
    expect(res.status).toBe(200);
    const url = res.body.avatar as string;
    expect(url).toMatch(new RegExp(`^/api/public/media/user/[0-9a-f]{32}${extension.source}`));
    expect(url).not.toContain('cliente');
    expect((await api.call('GET', '/user/', { token })).body.avatar).toBe(url);

    const picture = await api.raw('GET', url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe(type);
    expect(picture.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(picture.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(picture.headers.get('Cache-Control')).toBe('private, max-age=86400');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(data);
  });

  it('replaces the previous upload, whose picture is gone', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const first = (await api.upload('/user/avatar/upload', token, { image: blob(images.png(100, 100)) })).body.avatar as string;
    const second = (await api.upload('/user/avatar/upload', token, { image: blob(images.jpeg(100, 100)) })).body.avatar as string;
    expect(second).not.toBe(first);
    expect((await api.raw('GET', first)).status).toBe(404);
    expect((await api.raw('GET', second)).status).toBe(200);
    await api.call('PUT', '/user/avatar/predefined/gato', { token });
    expect((await api.raw('GET', second)).status).toBe(404);
    expect(fileCount(api)).toBe(0);
  });

  it.each([
    ['a GIF', { image: blob(images.gif(100, 100), 'image/gif') }, 400, 'La imagen debe ser una imagen PNG, JPEG o WebP.'],
    ['text named as a PNG', { image: blob(new TextEncoder().encode('hola '.repeat(100)), 'image/png') }, 400, 'La imagen debe ser una imagen PNG, JPEG o WebP.'],
    ['an SVG', { image: blob(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml') }, 400, 'La imagen debe ser una imagen PNG, JPEG o WebP.'],
    ['a picture too small', { image: blob(images.png(32, 200)) }, 400, 'La imagen mide 32×200 px; cada lado debe medir entre 64 y 4096 px.'],
    ['a picture too large', { image: blob(images.webpX(5000, 100)) }, 400, 'La imagen mide 5000×100 px; cada lado debe medir entre 64 y 4096 px.'],
    ['an empty file', { image: blob(new Uint8Array(0)) }, 400, 'La imagen está vacía.'],
    ['no image', {}, 400, 'Falta la imagen (campo "image").'],
    ['a text field', { image: 'no soy un archivo' }, 400, 'El campo "image" debe ser un archivo de imagen.'],
    ['another field', { image: blob(images.png(100, 100)), other: 'x' }, 400, 'El campo "other" no se admite aquí; se esperan: image.'],
    ['a file over 2 MB', { image: blob(images.png(100, 100, MAX_IMAGE_BYTES + 1)) }, 413, 'La imagen pesa demasiado: el máximo es 2 MB.'],
  ])('refuses %s with a Spanish message, storing nothing', async (_, fields, status, message) => {
    const api = makeAccountApi();
    const token = await api.login();
    const res = await api.upload('/user/avatar/upload', token, fields as never);
    expect([res.status, res.body]).toEqual([status, { cause: 'apiCallFailed', message }]);
    expect(fileCount(api)).toBe(0);
    expect((await api.call('GET', '/user/', { token })).body.avatar).toBeNull();
  });

  it('refuses the same field twice', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const form = new FormData();
    form.append('image', blob(images.png(100, 100)));
    form.append('image', blob(images.png(100, 100)));
    const res = await api.app.request(`${API}/user/avatar/upload`, { method: 'POST', headers: { Session: token }, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ cause: 'apiCallFailed', message: 'Envía una sola imagen en el campo "image".' });
  });

  it('answers a body that is not multipart with 415, and a declared size over the limit with 413 before reading it', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const json = await api.call('POST', '/user/avatar/upload', { token, body: { image: 'data:image/png;base64,AAAA' } });
    expect([json.status, json.body]).toEqual([415, { cause: 'apiCallFailed', message: 'Las imágenes se envían como multipart/form-data.' }]);
    const huge = await api.app.request(`${API}/user/avatar/upload`, {
      method: 'POST',
      headers: { Session: token, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
      body: 'x',
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).cause).toBe('apiCallFailed');
  });

  it('keeps the 64 KiB JSON limit on every other call', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const res = await api.call('PUT', '/user/', { token, body: { first_name: 'a'.repeat(70 * 1024) } });
    expect([res.status, res.body.cause]).toEqual([413, 'apiCallFailed']);
  });
});

describe('POST /user/dpi/ (identity document)', () => {
  const documentFields = () => ({
    front: blob(images.jpeg(1200, 800)),
    back: blob(images.png(1200, 800)),
    selfie: blob(images.webpLossless(800, 800)),
  });

  it('stores front, back and selfie, readable only by the owner with their token', async () => {
    const api = makeAccountApi();
    const ana = await api.login();
    const carlos = await api.login('carlos@tienda.test');
    expect((await api.call('GET', '/user/dpi/', { token: ana })).body).toEqual({ status: 'REQUIRED', front: null, back: null, selfie: null, submitted_at: null });

    const res = await api.upload('/user/dpi/', ana, documentFields());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'IN_REVIEW',
      front: expect.stringMatching(/^\/api\/public\/user\/dpi\/file\/[0-9a-f]{32}\.jpg$/),
      back: expect.stringMatching(/\/user\/dpi\/file\/[0-9a-f]{32}\.png$/),
      selfie: expect.stringMatching(/\/user\/dpi\/file\/[0-9a-f]{32}\.webp$/),
      submitted_at: '2026-03-02T15:00:00.000Z',
    });
    expect((await api.call('GET', '/user/dpi/', { token: ana })).body).toEqual(res.body);

    const own = await api.raw('GET', res.body.back, ana);
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Type')).toBe('image/png');
    expect(own.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(own.headers.get('Cache-Control')).toBe('private, no-store');

    const other = await api.raw('GET', res.body.back, carlos);
    expect([other.status, (await other.json()).cause]).toEqual([404, 'notFound']);
    const anonymous = await api.raw('GET', res.body.back, await api.anonymous());
    expect([anonymous.status, (await anonymous.json()).cause]).toEqual([403, 'onlyAnonymousTokenFound']);
    expect((await api.raw('GET', res.body.back)).status).toBe(401);
    // Not through the public picture route either.
    const name = (res.body.back as string).split('/').pop();
    expect((await api.raw('GET', `/media/user/${name}`)).status).toBe(404);
  });

  it('replaces a previous document and its files', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const first = (await api.upload('/user/dpi/', token, documentFields())).body;
    const second = (await api.upload('/user/dpi/', token, documentFields())).body;
    expect(second.front).not.toBe(first.front);
    expect((await api.raw('GET', first.front, token)).status).toBe(404);
    expect(fileCount(api)).toBe(3);
  });

  it('refuses a document without its selfie, or with a bad picture, storing nothing', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const { front, back } = documentFields();
    const missing = await api.upload('/user/dpi/', token, { front, back });
    expect([missing.status, missing.body]).toEqual([400, { cause: 'apiCallFailed', message: 'Falta la selfie (campo "selfie").' }]);
    const bad = await api.upload('/user/dpi/', token, { ...documentFields(), back: blob(images.gif(500, 500)) });
    expect([bad.status, bad.body]).toEqual([400, { cause: 'apiCallFailed', message: 'El reverso del documento debe ser una imagen PNG, JPEG o WebP.' }]);
    expect(fileCount(api)).toBe(0);
  });
});
