import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { spawnServe, startRecordingApi, type RecordingApi, type ServeProcess } from './support/serve';

/**
 * `npm run serve` as deployed: the web server alone (its own process, the built UI), in staging, against another API
 * root: the local API, started here as a stand-in for the business's API, behind a proxy that records what it is sent.
 */
let api: RecordingApi;
let serve: ServeProcess;

beforeAll(async () => {
  api = await startRecordingApi();
  serve = await spawnServe({
    TIENDA_ENV: 'staging',
    TIENDA_API_ROOT: api.root,
    PORT: '0',
    HOST: '127.0.0.1',
    TIENDA_WEB_DIR: inject('webDir'),
    // One proxy in front (as Varnish in compose.yaml): the shopper's address is the last X-Forwarded-For entry.
    TIENDA_TRUSTED_PROXIES: '1',
    // The drain test holds a page's API call and watches /healthz meanwhile: nothing here may time out first.
    TIENDA_DRAIN_DELAY_MS: '600000',
    TIENDA_RENDER_TIMEOUT_MS: '600000',
  });
}, 120_000);

afterAll(async () => {
  await serve?.stop();
  await api?.stop();
});

describe('npm run serve (TIENDA_ENV=staging, another API root)', () => {
  it('serves the server-rendered store and its built assets, and no API or development page of its own', async () => {
    const home = await fetch(`${serve.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    const deployment = JSON.parse(html.match(/<script type="application\/json" id="tienda-deployment">([^<]*)<\/script>/)![1]!);
    expect(deployment).toEqual({ environment: 'staging', apiRoot: api.root, social: {} });
    expect(home.headers.get('Content-Security-Policy')).toContain(`connect-src 'self' ${new URL(api.root).origin}`);
    // The page's data came from the API root: its home call went through the stand-in.
    expect(api.calls.some((call) => call.url.startsWith('/api/public/page/home'))).toBe(true);

    const stylesheet = html.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/)![1]!;
    const css = await fetch(`${serve.url}${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');

    const health = await fetch(`${serve.url}/healthz`);
    expect([health.status, await health.json(), health.headers.get('Cache-Control')]).toEqual([200, { status: 'ok' }, 'no-store']);
    expect((await fetch(`${serve.url}/dev/outbox`)).status).toBe(404);
    const apiHere = await fetch(`${serve.url}/api/public/anonymous/`, { method: 'POST' });
    expect([apiHere.status, ((await apiHere.json()) as { cause: string }).cause]).toEqual([404, 'notFound']);
  });

  it("forwards the shopper's user agent, referrer and address with the API calls it makes for a page (spec section 7)", async () => {
    const referrer = 'https://buscador.example/?q=audifonos';
    const answer = await fetch(`${serve.url}/`, { headers: { 'User-Agent': 'PruebaUA/1.0 (Tienda)', Referer: referrer, 'X-Forwarded-For': '203.0.113.7' } });
    expect(answer.status).toBe(200);
    const call = api.calls.find((c) => c.url.startsWith('/api/public/page/home') && c.headers['x-forwarded-referer'] === referrer);
    expect(call?.headers['x-forwarded-user-agent']).toBe('PruebaUA/1.0 (Tienda)');
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(call?.headers.session).toMatch(/\S/);

    // Without a proxy in front, the socket's own peer.
    const direct = 'https://otra.example/';
    await fetch(`${serve.url}/`, { headers: { 'User-Agent': 'Directo/2.0', Referer: direct } });
    const directCall = api.calls.find((c) => c.url.startsWith('/api/public/page/home') && c.headers['x-forwarded-referer'] === direct);
    expect(directCall?.headers['x-forwarded-user-agent']).toBe('Directo/2.0');
    expect(directCall?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('logs one JSON line per request (method, path, status, time) at staging\'s debug level, never a query, a header or a token', async () => {
    const answer = await fetch(`${serve.url}/ayuda?token=secreto-de-prueba`, { headers: { Cookie: 'galleta=secreta', 'User-Agent': 'AgenteQueNoSeRegistra' } });
    expect(answer.status).toBe(200);
    const line = await serve.line((entry) => entry.msg === 'request' && entry.path === '/ayuda');
    expect(Object.keys(line).sort()).toEqual(['level', 'method', 'ms', 'msg', 'path', 'status', 'time']);
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/ayuda', status: 200 });
    expect(typeof line.ms).toBe('number');
    // Debug in staging: the API calls the renderer makes are logged too, by path.
    await serve.line((entry) => entry.level === 'debug' && entry.msg === 'GET /page/home');
    // The server's own session token, as the API saw it on every call.
    const sessions = [...new Set(api.calls.flatMap((call) => (typeof call.headers.session === 'string' ? [call.headers.session] : [])))];
    expect(sessions.length).toBeGreaterThan(0);
    const output = serve.output();
    for (const secret of ['secreto-de-prueba', 'galleta', 'AgenteQueNoSeRegistra', ...sessions]) expect(output).not.toContain(secret);
  });

  it('drains on SIGTERM: /healthz answers 503, the request in flight is answered, then it stops taking connections and exits 0', async () => {
    const held = api.hold('/page/home');
    const inFlight = fetch(`${serve.url}/`, { headers: { Referer: 'https://en-vuelo.example/' } });
    await held.arrived;

    serve.child.kill('SIGTERM');
    await serve.line((entry) => entry.msg === 'draining');
    const health = await fetch(`${serve.url}/healthz`, { headers: { Connection: 'close' } });
    expect([health.status, await health.json()]).toEqual([503, { status: 'draining' }]);

    // A second SIGTERM ends the drain delay: no new connection is taken, the one in flight stays.
    serve.child.kill('SIGTERM');
    await serve.line((entry) => entry.msg === 'closing');
    await expect(fetch(`${serve.url}/healthz`, { headers: { Connection: 'close' } })).rejects.toThrow();

    held.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('</html>');
    expect(await serve.exited).toBe(0);
    expect(serve.lines.at(-1)).toMatchObject({ level: 'info', msg: 'stopped' });
  });
});
