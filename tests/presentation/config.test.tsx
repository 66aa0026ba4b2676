// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readUiConfig } from '../../src/presentation/app/config';

describe('readUiConfig', () => {
  it('defaults to local with the page origin as API root', () => {
    expect(readUiConfig({}, 'http://localhost:5173')).toEqual({
      ok: true,
      environment: 'local',
      apiRoot: 'http://localhost:5173/api/public',
    });
  });

  it('uses VITE_TIENDA_API_ROOT when set', () => {
    expect(readUiConfig({ VITE_TIENDA_ENV: 'prod', VITE_TIENDA_API_ROOT: 'https://api.example/api/public' }, 'x')).toEqual({
      ok: true,
      environment: 'prod',
      apiRoot: 'https://api.example/api/public',
    });
  });

  it('names the variable to set when staging has no API root', () => {
    const config = readUiConfig({ VITE_TIENDA_ENV: 'staging' }, 'x');
    expect(config.ok).toBe(false);
    expect(!config.ok && config.variable).toBe('VITE_TIENDA_API_ROOT');
    expect(!config.ok && config.message).toContain('VITE_TIENDA_API_ROOT');
  });

  it('refuses an unknown environment', () => {
    const config = readUiConfig({ VITE_TIENDA_ENV: 'produccion' }, 'x');
    expect(!config.ok && config.variable).toBe('VITE_TIENDA_ENV');
  });
});
