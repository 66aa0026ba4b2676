import { describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUT_MS, isEnvironment, LOCAL_API_ROOT, logLevelFor, resolveApiRoot } from '../../../src/domain';

const roots = { prod: 'https://api.tienda.example/api/public', staging: 'https://staging.tienda.example/api/public' };

describe('resolveApiRoot', () => {
  it('uses localhost:9004 under /api/public for local', () => {
    expect(resolveApiRoot('local')).toBe('http://localhost:9004/api/public');
    expect(LOCAL_API_ROOT).toBe('http://localhost:9004/api/public');
  });

  it('uses the configured root for prod and staging', () => {
    expect(resolveApiRoot('prod', roots)).toBe(roots.prod);
    expect(resolveApiRoot('staging', roots)).toBe(roots.staging);
  });

  it("reuses staging's root for test", () => {
    expect(resolveApiRoot('test', roots)).toBe(roots.staging);
    expect(resolveApiRoot('test', { staging: roots.staging })).toBe(roots.staging);
  });

  it('throws for prod, staging and test without a configured root', () => {
    expect(() => resolveApiRoot('prod')).toThrow(/prod environment/);
    expect(() => resolveApiRoot('staging', { prod: roots.prod })).toThrow(/staging environment/);
    expect(() => resolveApiRoot('test', { prod: roots.prod })).toThrow(/apiRoots\.staging/);
  });

  it('lets an override win over every environment', () => {
    expect(resolveApiRoot('local', {}, 'http://127.0.0.1:5555/api/public')).toBe('http://127.0.0.1:5555/api/public');
    expect(resolveApiRoot('prod', roots, 'http://override.test/api/public')).toBe('http://override.test/api/public');
    expect(resolveApiRoot('prod', {}, 'http://override.test/api/public')).toBe('http://override.test/api/public');
  });

  it('drops trailing slashes', () => {
    expect(resolveApiRoot('local', {}, 'http://override.test/api/public///')).toBe('http://override.test/api/public');
  });
});

describe('logLevelFor', () => {
  it('is info in prod and test and debug in local and staging', () => {
    expect(logLevelFor('prod')).toBe('info');
    expect(logLevelFor('test')).toBe('info');
    expect(logLevelFor('local')).toBe('debug');
    expect(logLevelFor('staging')).toBe('debug');
  });
});

describe('environment constants', () => {
  it('has no HTTP timeout by default', () => {
    expect(DEFAULT_HTTP_TIMEOUT_MS).toBe(0);
  });

  it('knows exactly the four environments', () => {
    expect(['prod', 'staging', 'test', 'local'].every(isEnvironment)).toBe(true);
    expect(isEnvironment('production')).toBe(false);
    expect(isEnvironment(undefined)).toBe(false);
  });
});
