import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../src/presentation/server/security';

const directives = (csp: string) => new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('securityHeaders', () => {
  it('lets frames show only this origin, and the API origin when it is another one (the 3-D Secure challenge)', () => {
    const same = directives(securityHeaders('abc')['Content-Security-Policy']!);
    expect(same.get('frame-src')).toEqual(["'self'"]);
    const other = directives(securityHeaders('abc', { apiOrigin: 'https://api.tienda.example' })['Content-Security-Policy']!);
    expect(other.get('frame-src')).toEqual(["'self'", 'https://api.tienda.example']);
    expect(other.get('connect-src')).toEqual(["'self'", 'https://api.tienda.example']);
  });

  it('keeps the store itself unframeable, scripts on the nonce only, and no plugins', () => {
    const headers = securityHeaders('n0nce', { apiOrigin: 'https://api.tienda.example' });
    const csp = directives(headers['Content-Security-Policy']!);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(csp.get('script-src')).toEqual(["'nonce-n0nce'", "'strict-dynamic'", "'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});
