import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { requestBinary } from '../../../src/data/http/binary';
import { failureOf, makeClient, storedSession } from '../../mocks/client';
import { sessionToken } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const STALE = 'stale-token-bin';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x00, 0xff, 0x80]);

async function harness() {
  const storage = new MemoryStorage();
  await storedSession(storage, { token: STALE, isUser: false });
  const made = makeClient({ storage });
  await made.client.session.start();
  return made;
}

const fileHandler = (cause = 'INVALID_TOKEN') =>
  http.get(url('/file'), ({ request }) =>
    request.headers.get('Session') === STALE
      ? HttpResponse.json({ cause, message: 'Sesión vencida.' }, { status: 401 })
      : new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="factura-7.pdf"' } }),
  );

describe('requestBinary (ApiClient.requestRaw with arraybuffer)', () => {
  it('answers the bytes exactly, with the Content-Type and Content-Disposition', async () => {
    server.use(http.get(url('/file'), () => new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="factura-7.pdf"' } })));
    const { api } = await harness();
    const answer = await requestBinary(api, { method: 'GET', path: '/file', shape: 'File' });
    expect(answer.bytes).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(answer.bytes)]).toEqual([...PDF]);
    expect(answer.contentType).toBe('application/pdf');
    expect(answer.contentDisposition).toBe('attachment; filename="factura-7.pdf"');
    expect(requests.count('GET', '/file')).toBe(1);
  });

  it('keeps the session recovery: a 401 replaces the session and retries once with the new token', async () => {
    server.use(fileHandler(), http.post(url('/anonymous/'), () => HttpResponse.json(sessionToken('anon-new'))));
    const { api } = await harness();
    const answer = await requestBinary(api, { method: 'GET', path: '/file', shape: 'File' });
    expect([...new Uint8Array(answer.bytes)]).toEqual([...PDF]);
    const calls = requests.filter('GET', '/file');
    expect(calls.map((call) => call.headers.get('Session'))).toEqual([STALE, 'anon-new']);
  });

  it('reads the cause of a 401 sent as bytes: one that is not a session cause is not recovered', async () => {
    server.use(fileHandler('UNAUTHORIZED'), http.post(url('/anonymous/'), () => HttpResponse.json(sessionToken('anon-new'))));
    const { api } = await harness();
    const failure = await failureOf(requestBinary(api, { method: 'GET', path: '/file', shape: 'File' }));
    expect(failure.cause).toBe('UNAUTHORIZED');
    expect(failure.userMessage).toBe('Sesión vencida.');
    expect(requests.count('GET', '/file')).toBe(1);
    expect(requests.count('POST', '/anonymous/')).toBe(0);
  });

  it('keeps the 429 rule: waits Retry-After + 1 s, then retries once', async () => {
    let calls = 0;
    server.use(
      http.get(url('/file'), () =>
        ++calls === 1 ? HttpResponse.json({ cause: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '2' } }) : new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const { api, sleep } = await harness();
    const answer = await requestBinary(api, { method: 'GET', path: '/file', shape: 'File' });
    expect(answer.bytes.byteLength).toBe(PDF.byteLength);
    expect(calls).toBe(2);
    expect(sleep.calls).toEqual([3000]);
  });

  it('reads an error body sent as bytes as JSON: its cause and Spanish message', async () => {
    server.use(http.get(url('/file'), () => HttpResponse.json({ cause: 'notFound', message: 'La boleta no existe.' }, { status: 404 })));
    const { api } = await harness();
    const failure = await failureOf(requestBinary(api, { method: 'GET', path: '/file', shape: 'File' }));
    expect(failure.cause).toBe('notFound');
    expect(failure.status).toBe(404);
    expect(failure.userMessage).toBe('La boleta no existe.');
  });
});

describe('ApiClient onUploadProgress', () => {
  it('reports fractions from 0 to 1 while a multipart body is sent, ending at 1', async () => {
    let received = 0;
    server.use(
      http.post(url('/upload'), async ({ request }) => {
        const form = await request.formData();
        received = (form.get('image') as Blob).size;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { api } = await harness();
    const fractions: number[] = [];
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(300_000)], { type: 'image/png' }), 'foto.png');
    await api.request({ method: 'POST', path: '/upload', data: form, schema: null, shape: 'Upload', onUploadProgress: (f) => fractions.push(f) });
    expect(received).toBe(300_000);
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });
});
