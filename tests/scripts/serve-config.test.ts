import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLogger } from '../../scripts/json-log';
import { DEFAULT_SERVE_PORT, readServeConfig, SERVE_VARIABLES, ServeConfigError } from '../../scripts/serve-config';
import { clientAddress } from '../../scripts/web-server';
import { ROOT } from '../../scripts/web-build';
import { readDeployment } from '../../src/presentation/app/deployment';
import { PROVIDER_SCRIPT_URLS } from '../../src/presentation/auth/provider-sdks';

const STAGING_ROOT = 'https://api.staging.example/api/public';

function refusal(env: Record<string, string>): ServeConfigError {
  try {
    readServeConfig(env);
  } catch (error) {
    if (error instanceof ServeConfigError) return error;
    throw error;
  }
  throw new Error('expected a ServeConfigError');
}

describe('readServeConfig (npm run serve)', () => {
  it('defaults to local, the local API on localhost:9004, port 8080 and the debug level', () => {
    const config = readServeConfig({});
    expect(config.environment).toBe('local');
    expect(config.deployment).toEqual({ environment: 'local', apiRoot: 'http://localhost:9004/api/public', social: {}, serverApiRoot: 'http://localhost:9004/api/public' });
    expect([config.port, config.host, config.logLevel, config.trustedProxies, config.drainDelayMs]).toEqual([DEFAULT_SERVE_PORT, '0.0.0.0', 'debug', 0, 0]);
  });

  it('takes TIENDA_ENV and TIENDA_API_ROOT, and a private root for the server with TIENDA_SERVER_API_ROOT', () => {
    const config = readServeConfig({ TIENDA_ENV: 'staging', TIENDA_API_ROOT: `${STAGING_ROOT}/`, TIENDA_SERVER_API_ROOT: 'http://api:9004/api/public', PORT: '0' });
    expect(config.deployment.apiRoot).toBe(STAGING_ROOT);
    expect(config.serverApiRoot).toBe('http://api:9004/api/public');
    expect(config.port).toBe(0);
    expect(config.logLevel).toBe('debug');
  });

  it('logs at info in prod and test, debug in staging and local (spec section 9)', () => {
    const level = (env: string) => readServeConfig({ TIENDA_ENV: env, TIENDA_API_ROOT: STAGING_ROOT, TIENDA_PUBLIC_ORIGIN: 'https://tienda.example' }).logLevel;
    expect(['prod', 'test', 'staging', 'local'].map(level)).toEqual(['info', 'info', 'debug', 'debug']);
  });

  it('reads each environment\'s own root: prod TIENDA_PROD_API, staging and test TIENDA_STAGING_API (spec section 7)', () => {
    const env = { TIENDA_PROD_API: 'https://api.example/api/public', TIENDA_STAGING_API: STAGING_ROOT, TIENDA_PUBLIC_ORIGIN: 'https://tienda.example' };
    expect(readServeConfig({ ...env, TIENDA_ENV: 'prod' }).deployment.apiRoot).toBe('https://api.example/api/public');
    expect(readServeConfig({ ...env, TIENDA_ENV: 'staging' }).deployment.apiRoot).toBe(STAGING_ROOT);
    expect(readServeConfig({ ...env, TIENDA_ENV: 'test' }).deployment.apiRoot).toBe(STAGING_ROOT);
  });

  it('refuses to start with a value it cannot serve, naming the variable', () => {
    expect(refusal({ TIENDA_ENV: 'produccion' }).variable).toBe('TIENDA_ENV');
    expect(refusal({ TIENDA_ENV: 'staging' }).variable).toBe('TIENDA_API_ROOT');
    expect(refusal({ TIENDA_ENV: 'staging' }).message).toContain('TIENDA_STAGING_API');
    expect(refusal({ TIENDA_ENV: 'staging', TIENDA_API_ROOT: 'api.example' }).variable).toBe('TIENDA_API_ROOT');
    expect(refusal({ TIENDA_ENV: 'prod', TIENDA_API_ROOT: 'http://api.example/api/public', TIENDA_PUBLIC_ORIGIN: 'https://tienda.example' }).message).toContain('https://');
    expect(refusal({ TIENDA_ENV: 'prod', TIENDA_API_ROOT: 'https://api.example/api/public' }).variable).toBe('TIENDA_PUBLIC_ORIGIN');
    expect(refusal({ PORT: '80a' }).variable).toBe('PORT');
    expect(refusal({ PORT: '70000' }).variable).toBe('PORT');
    expect(refusal({ TIENDA_PUBLIC_ORIGIN: 'https://tienda.example/tienda' }).variable).toBe('TIENDA_PUBLIC_ORIGIN');
    expect(refusal({ TIENDA_ENV: 'staging', TIENDA_API_ROOT: STAGING_ROOT, TIENDA_GOOGLE_CLIENT_ID: 'a b' }).variable).toBe('TIENDA_GOOGLE_CLIENT_ID');
    expect(refusal({ TIENDA_ENV: 'staging', TIENDA_API_ROOT: 'https://user:secret@api.example/api/public' }).variable).toBe('TIENDA_API_ROOT');
  });

  it('offers a social provider only with its client id, from its own SDK by default or the configured script', () => {
    const config = readServeConfig({
      TIENDA_ENV: 'staging',
      TIENDA_API_ROOT: STAGING_ROOT,
      TIENDA_GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com',
      TIENDA_APPLE_CLIENT_ID: 'gt.tienda.web',
      TIENDA_APPLE_SDK_URL: 'http://127.0.0.1:4000/apple.js',
      TIENDA_APPLE_REDIRECT_URI: 'https://tienda.example/ingresar',
      TIENDA_FACEBOOK_SDK_URL: 'http://127.0.0.1:4000/facebook.js',
    });
    expect(config.deployment.social).toEqual({
      google: { clientId: '123-abc.apps.googleusercontent.com', scriptUrl: PROVIDER_SCRIPT_URLS.google },
      apple: { clientId: 'gt.tienda.web', scriptUrl: 'http://127.0.0.1:4000/apple.js', redirectUri: 'https://tienda.example/ingresar' },
    });
    // What the page carries reads back the same (the browser's side).
    const { serverApiRoot: _server, ...browser } = config.deployment;
    expect(readDeployment(JSON.stringify(browser))).toEqual(browser);
  });

  it('reads exactly the variables SERVE_VARIABLES lists (the ones docs/deployment.md describes)', () => {
    const read = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get(_target, name) {
        if (typeof name === 'string') read.add(name);
        return { TIENDA_ENV: 'staging', TIENDA_API_ROOT: STAGING_ROOT, TIENDA_GOOGLE_CLIENT_ID: 'g', TIENDA_FACEBOOK_APP_ID: 'f', TIENDA_APPLE_CLIENT_ID: 'a' }[name as string];
      },
    });
    readServeConfig(env);
    // The per-environment roots are read only when TIENDA_API_ROOT is absent.
    expect([...read].sort()).toEqual(SERVE_VARIABLES.filter((name) => name !== 'TIENDA_PROD_API' && name !== 'TIENDA_STAGING_API').sort());
  });

  it('has every variable described in docs/deployment.md', () => {
    const docs = readFileSync(join(ROOT, 'docs', 'deployment.md'), 'utf8');
    expect(SERVE_VARIABLES.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });

  it('ignores the providers\' client ids in local, which plays the providers itself, and says so', () => {
    const config = readServeConfig({ TIENDA_GOOGLE_CLIENT_ID: 'abc', TIENDA_FACEBOOK_APP_ID: '123' });
    expect(config.deployment.social).toEqual({});
    expect(config.ignored).toEqual(['TIENDA_GOOGLE_CLIENT_ID', 'TIENDA_FACEBOOK_APP_ID']);
  });
});

describe('clientAddress', () => {
  it('is the socket\'s peer unless proxies are trusted; then the address the first trusted proxy saw', () => {
    expect(clientAddress('10.0.0.5', '203.0.113.7', 0)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', '203.0.113.7', 1)).toBe('203.0.113.7');
    // A shopper's own X-Forwarded-For entries come first: the trusted proxy's entry is the one that counts.
    expect(clientAddress('10.0.0.5', '1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', '1.2.3.4, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.5', null, 1)).toBe('10.0.0.5');
  });
});

describe('jsonLogger', () => {
  it('writes one JSON object per line at or above its level, with secret-looking fields hidden', () => {
    const lines: string[] = [];
    const log = jsonLogger('info', (line) => lines.push(line));
    log.log('debug', 'GET /page/home');
    log.log('info', 'request', { method: 'GET', path: '/', status: 200, token: 'abc', nested: { card_number: '4111111111111111', ok: 1 }, level: 'x' });
    log.log('error', 'boom');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(first).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/', status: 200, token: '[oculto]', nested: { card_number: '[oculto]', ok: 1 } });
    expect(typeof first.time).toBe('string');
    expect(lines.join('')).not.toContain('4111');
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'error', msg: 'boom' });
  });
});
