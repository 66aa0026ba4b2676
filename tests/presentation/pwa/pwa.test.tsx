// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptForOffline } from '../../../src/presentation/pwa/offline-pages';

/** A stand-in for workbox-window's Workbox: records what the page asks of it and fires its events on demand. */
const workbox = vi.hoisted(() => {
  const state = {
    urls: [] as string[],
    registered: 0,
    skipWaiting: 0,
    listeners: new Map<string, (() => void)[]>(),
    fire(type: string) {
      for (const listener of state.listeners.get(type) ?? []) listener();
    },
  };
  class Workbox {
    constructor(url: string) {
      state.urls.push(url);
    }
    addEventListener(type: string, listener: () => void) {
      state.listeners.set(type, [...(state.listeners.get(type) ?? []), listener]);
    }
    async register() {
      state.registered++;
    }
    messageSkipWaiting() {
      state.skipWaiting++;
    }
  }
  return { state, Workbox };
});
vi.mock('workbox-window', () => ({ Workbox: workbox.Workbox }));

afterEach(cleanup);

describe('which pages the service worker keeps for offline use', () => {
  it('keeps the public pages and the cart', () => {
    for (const path of ['/', '/producto/cafe-de-altura', '/categoria/cafe', '/ofertas', '/ayuda', '/carrito', '/buscar', '/favoritos/abc']) {
      expect(keptForOffline(path), path).toBe(true);
    }
  });

  it('never keeps checkout, the account, sign-in, the pickup desk or the API', () => {
    for (const path of ['/pagar', '/pagar/listo', '/cuenta', '/cuenta/pedidos/1001', '/ingresar', '/registro', '/verificar', '/recogidas', '/api/public/cart', '/dev/outbox']) {
      expect(keptForOffline(path), path).toBe(false);
    }
    // A prefix is a whole segment: a product whose slug starts like one is still kept.
    expect(keptForOffline('/cuentas-de-madera')).toBe(true);
  });
});

describe('the service worker’s registration and «Hay una versión nueva»', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });

  it('registers /sw.js, offers the waiting version, and reloads once it controls the page', async () => {
    vi.resetModules();
    const sw = await import('../../../src/presentation/pwa/service-worker');
    const { UpdatePrompt } = await import('../../../src/presentation/pwa/UpdatePrompt');
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    render(<UpdatePrompt />);
    expect(screen.queryByText('Hay una versión nueva de la tienda.')).toBeNull();

    await sw.registerServiceWorker();
    expect(workbox.state.urls).toEqual(['/sw.js']);
    expect(workbox.state.registered).toBe(1);
    expect(sw.updateWaiting()).toBe(false);

    act(() => workbox.state.fire('waiting'));
    expect(sw.updateWaiting()).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Hay una versión nueva de la tienda.');
    // Nothing is activated until the shopper asks: the open tab keeps its version.
    expect(workbox.state.skipWaiting).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(workbox.state.skipWaiting).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.state.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the web app manifest', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (file: string) => {
    const bytes = readFileSync(join(root, 'public', file));
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
  };

  it('is in Spanish, starts at /, and its PNG icons are the sizes it declares (192 and 512, one maskable)', async () => {
    const config = readFileSync(join(root, 'vite.config.ts'), 'utf8');
    expect(config).toContain("lang: 'es-GT'");
    expect(config).toContain("start_url: '/'");
    const icons = [...config.matchAll(/\{ src: '\/(icons\/[^']+\.png)', sizes: '(\d+x\d+)', type: 'image\/png', purpose: '(\w+)' \}/g)].map((m) => ({
      file: m[1]!,
      sizes: m[2]!,
      purpose: m[3]!,
    }));
    expect(icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512', '512x512']);
    expect(icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    for (const icon of icons) expect(pngSize(icon.file), icon.file).toBe(icon.sizes);
  });
});
