import { API, makeApi, parseAnswer, urlOf, type Answer, type TestApi } from './support';

/** makeApi with the development routes on or off, plus multipart uploads. */
export interface AccountApi extends TestApi {
  upload(path: string, token: string | null, fields: Record<string, Blob | string>): Promise<Answer>;
  raw(method: string, path: string, token?: string | null): Promise<Response>;
}

export function makeAccountApi(options: { dev?: boolean } = {}): AccountApi {
  const base = makeApi(options);
  const { app } = base;
  const api: AccountApi = {
    ...base,
    async upload(path, token, fields) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, value, `cliente-${name}.bin`);
      }
      const headers: Record<string, string> = token ? { Session: token } : {};
      return parseAnswer(await app.request(API + path, { method: 'POST', headers, body: form }));
    },
    raw(method, path, token) {
      return Promise.resolve(app.request(urlOf(path), { method, headers: token ? { Session: token } : {} }));
    },
  };
  return api;
}

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)));
const padded = (head: Uint8Array, total: number) => {
  const out = new Uint8Array(Math.max(total, head.length));
  out.set(head);
  return out;
};

/** Headers of real formats, padded to `size` bytes (the server reads the headers, not the pixels). */
export const images = {
  png: (w: number, h: number, size = 512) =>
    padded(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 2, 0, 0, 0], [0, 0, 0, 0]), size),
  jpeg: (w: number, h: number, size = 512) =>
    padded(
      bytes([0xff, 0xd8], [0xff, 0xe0], be16(16), 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xc0], be16(17), [8], be16(h), be16(w), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
      size,
    ),
  webpX: (w: number, h: number, size = 512) => padded(bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(w - 1), le24(h - 1)), size),
  webpLossless: (w: number, h: number, size = 512) => {
    const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
    return padded(bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8L', [5, 0, 0, 0], [0x2f], [bits & 255, (bits >>> 8) & 255, (bits >>> 16) & 255, (bits >>> 24) & 255]), size);
  },
  webpLossy: (w: number, h: number, size = 512) =>
    padded(bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8 ', [10, 0, 0, 0], [0, 0, 0], [0x9d, 0x01, 0x2a], [w & 255, (w >>> 8) & 0x3f], [h & 255, (h >>> 8) & 0x3f]), size),
  gif: (w: number, h: number) => padded(bytes('GIF89a', [w & 255, w >>> 8, h & 255, h >>> 8]), 512),
};

export const blob = (data: Uint8Array, type = 'application/octet-stream') => new Blob([new Uint8Array(data)], { type });
