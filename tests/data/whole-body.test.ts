import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { compress } from '../../local-api/http/compression';
import { sendWhole } from '../../local-api/http/send';
import { inProcessAdapter } from '../../src/data/http/in-process-adapter';
import { wholeBodyOf, wholeResponse, withNewHeaders } from '../../src/data/http/whole-body';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('whole-body answers (issue 22: no web stream read back)', () => {
  it('marks a response with its bytes, keeps the mark through a change of headers, and leaves its stream to any other reader', async () => {
    const body = bytes('{"ok":true}');
    const response = wholeResponse(body, { status: 201, headers: { 'Content-Type': 'application/json' } });
    expect(wholeBodyOf(response)).toBe(body);
    const again = withNewHeaders(response, new Headers({ 'Content-Type': 'application/json', 'X-Otro': '1' }));
    expect(wholeBodyOf(again)).toBe(body);
    expect(again.status).toBe(201);
    expect(again.headers.get('X-Otro')).toBe('1');
    expect(await again.text()).toBe('{"ok":true}');
    expect(wholeBodyOf(new Response('x'))).toBeUndefined();
    expect(wholeBodyOf(withNewHeaders(new Response('x'), new Headers()))).toBeUndefined();
  });

  it('reads as a plain Response does: once, by any method or through its stream, and a clone reads on its own', async () => {
    const text = '{"nombre":"Café de Antigua","precio":85.5}';
    const make = () => wholeResponse(bytes(text), { status: 200, statusText: 'OK', headers: { 'Content-Type': 'application/json' } });
    for (const read of [(r: Response) => r.text(), (r: Response) => r.json().then((v) => JSON.stringify(v)), (r: Response) => r.arrayBuffer().then((b) => new TextDecoder().decode(b))]) {
      const response = make();
      expect(response.bodyUsed).toBe(false);
      const copy = response.clone();
      expect(await read(response)).toBe(text);
      expect(response.bodyUsed).toBe(true);
      await expect(response.text()).rejects.toThrow(TypeError);
      expect(() => response.clone()).toThrow(TypeError);
      expect(copy.bodyUsed).toBe(false);
      expect(copy.status).toBe(200);
      expect(copy.headers.get('Content-Type')).toBe('application/json');
      expect(await copy.text()).toBe(text);
    }
    const streamed = make();
    expect(await new Response(streamed.body).text()).toBe(text);
    expect(streamed.bodyUsed).toBe(true);
    await expect(streamed.arrayBuffer()).rejects.toThrow(TypeError);
    const blob = await make().blob();
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe(text);
    // A reader may change what it got without changing the answer's bytes.
    const response = make();
    const got = new Uint8Array(await response.clone().arrayBuffer());
    got[0] = 0;
    expect(await response.text()).toBe(text);
    expect(wholeResponse(null, { status: 304 }).body).toBeNull();
  });

  it('the in-process adapter reads a whole answer without touching its stream', async () => {
    const answer = wholeResponse(bytes('{"n":3,"nombre":"Café"}'), { headers: { 'Content-Type': 'application/json' } });
    const http = axios.create({ baseURL: 'http://tienda.test/api/public', adapter: inProcessAdapter(async () => answer) });
    const got = await http.get('/page/product/TND-1');
    expect(got.data).toEqual({ n: 3, nombre: 'Café' });
    expect(answer.bodyUsed).toBe(false);
  });

  it('compress() compresses the known bytes, and its answer is whole too', async () => {
    const html = `<!doctype html><p>${'Hola, Guatemala. '.repeat(200)}</p>`;
    const page = wholeResponse(bytes(html), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(bytes(html).byteLength) } });
    const out = await compress(new Request('http://tienda.test/', { headers: { 'Accept-Encoding': 'gzip' } }), page);
    expect(page.bodyUsed).toBe(false);
    expect(out.headers.get('Content-Encoding')).toBe('gzip');
    const whole = wholeBodyOf(out);
    expect(whole?.byteLength).toBe(Number(out.headers.get('Content-Length')));
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(whole!).toString('utf8')).toBe(html);
  });

  it('sendWhole writes the bytes, the status and every header (each Set-Cookie) straight to Node, and HEAD stays with node-server', async () => {
    const answers: Response[] = [];
    const server = createServer(
      getRequestListener(
        (request, env) => {
          const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          headers.append('Set-Cookie', 'a=1; Path=/');
          headers.append('Set-Cookie', 'b=2; Path=/');
          const answer = wholeResponse(bytes('¡Hola!'), { status: 202, headers });
          const sent = sendWhole(request, answer, env);
          answers.push(sent);
          return sent;
        },
        { overrideGlobalObjects: false },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (method: string) =>
      new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/', method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ response, body: Buffer.concat(chunks).toString('utf8') }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const { response, body } = await get('GET');
      expect(response.statusCode).toBe(202);
      expect(body).toBe('¡Hola!');
      expect(response.headers['content-length']).toBe(String(bytes('¡Hola!').byteLength));
      expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(answers[0]!.headers.get('x-hono-already-sent')).toBe('true');
      const head = await get('HEAD');
      expect(head.response.statusCode).toBe(202);
      expect(head.body).toBe('');
      expect(answers[1]!.headers.get('x-hono-already-sent')).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
