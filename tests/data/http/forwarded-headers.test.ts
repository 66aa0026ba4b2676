import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRequestInfo, FORWARDED_HEADER_NAMES, forwardedHeaders } from '../../../src/data/http/forwarded-headers';

describe('forwardedHeaders', () => {
  it('names each fact with its X-Forwarded header', () => {
    expect(forwardedHeaders({ userAgent: 'UA', referrer: 'https://r.example/', clientIp: '198.51.100.4' })).toEqual({
      'X-Forwarded-User-Agent': 'UA',
      'X-Forwarded-Referer': 'https://r.example/',
      'X-Forwarded-For': '198.51.100.4',
    });
    expect(FORWARDED_HEADER_NAMES).toEqual({ userAgent: 'X-Forwarded-User-Agent', referrer: 'X-Forwarded-Referer', clientIp: 'X-Forwarded-For' });
  });

  it('leaves out missing, null and empty facts', () => {
    expect(forwardedHeaders({ userAgent: 'UA', referrer: null, clientIp: '' })).toEqual({ 'X-Forwarded-User-Agent': 'UA' });
  });

  it('sends nothing without information', () => {
    expect(forwardedHeaders(null)).toEqual({});
    expect(forwardedHeaders(undefined)).toEqual({});
    expect(forwardedHeaders({})).toEqual({});
  });
});

describe('browserRequestInfo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows nothing outside a browser', () => {
    expect(browserRequestInfo()).toEqual({});
  });

  it('reads the user agent and referrer of a browser', () => {
    vi.stubGlobal('navigator', { userAgent: 'Navegador/1.0' });
    vi.stubGlobal('document', { referrer: 'https://buscador.example/' });
    expect(browserRequestInfo()).toEqual({ userAgent: 'Navegador/1.0', referrer: 'https://buscador.example/' });
    vi.stubGlobal('document', { referrer: '' });
    expect(browserRequestInfo()).toEqual({ userAgent: 'Navegador/1.0', referrer: null });
  });
});
