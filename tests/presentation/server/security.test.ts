import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { scriptHash, securityHeaders, socialSources } from '../../../src/presentation/server/security';

const directives = (csp: string) => new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('securityHeaders', () => {
  it('lets frames show only this origin, and the API origin when it is another one (the 3-D Secure challenge)', () => {
    const same = directives(securityHeaders([])['Content-Security-Policy']!);
    expect(same.get('frame-src')).toEqual(["'self'"]);
    const other = directives(securityHeaders([], { apiOrigin: 'https://api.tienda.example' })['Content-Security-Policy']!);
    expect(other.get('frame-src')).toEqual(["'self'", 'https://api.tienda.example']);
    expect(other.get('connect-src')).toEqual(["'self'", 'https://api.tienda.example']);
  });

  it('hashes an inline script as CSP3 asks: base64 of the SHA-256 of its exact UTF-8 text', () => {
    const text = 'import("/assets/index-1.js") // «Tienda»';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
    expect(scriptHash(text)).not.toBe(scriptHash(`${text} `));
  });

  it('keeps the store itself unframeable, scripts on their hashes only, and no plugins', () => {
    const headers = securityHeaders(["'sha256-abc'", "'sha256-def'", "'sha256-abc'"], { apiOrigin: 'https://api.tienda.example' });
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(csp.get('script-src')).toEqual(["'sha256-abc'", "'sha256-def'", "'strict-dynamic'", "'self'"]);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe/);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('allows the social providers\' SDK origins, and their popups, only for the providers configured', () => {
    const none = securityHeaders([], { social: socialSources({}) });
    expect(none['Content-Security-Policy']).not.toMatch(/google|facebook|apple/);
    expect(none['Cross-Origin-Opener-Policy']).toBe('same-origin');

    const sources = socialSources({
      facebook: { clientId: '1234', scriptUrl: 'https://connect.facebook.net/es_LA/sdk.js' },
      apple: { clientId: 'gt.tienda.web', scriptUrl: 'http://127.0.0.1:4000/apple.js' },
    });
    const headers = securityHeaders(["'sha256-abc'"], { social: sources });
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('script-src')).toEqual(["'sha256-abc'", "'strict-dynamic'", "'self'", 'https://connect.facebook.net', 'http://127.0.0.1:4000']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.facebook.com', 'https://web.facebook.com', 'https://appleid.apple.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://graph.facebook.com', 'https://www.facebook.com', 'https://appleid.apple.com']);
    expect(headers['Content-Security-Policy']).not.toContain('google');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});
