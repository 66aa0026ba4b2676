import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserStorage, browserStorageChanges } from '../../../src';

class FakeWebStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

describe('BrowserStorage', () => {
  it('reads and writes the Web Storage it wraps', () => {
    const web = new FakeWebStorage();
    const storage = new BrowserStorage(web as unknown as Storage);
    storage.setItem('tienda.cart', 'x');
    expect(web.getItem('tienda.cart')).toBe('x');
    expect(storage.getItem('tienda.cart')).toBe('x');
    storage.removeItem('tienda.cart');
    expect(web.getItem('tienda.cart')).toBeNull();
  });

  it('throws on every operation when there is no Web Storage (as in Node or private modes)', () => {
    const storage = new BrowserStorage(undefined);
    expect(() => storage.getItem('k')).toThrow('localStorage is not available');
    expect(() => storage.setItem('k', 'v')).toThrow('localStorage is not available');
    expect(() => storage.removeItem('k')).toThrow('localStorage is not available');
  });
});

describe('browserStorageChanges', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the other tabs with the session Web Lock where the browser has Web Locks, and offers no lock where it has none', async () => {
    const asked: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async <T>(name: string, work: () => Promise<T>) => {
          asked.push(name);
          return work();
        },
      },
    });
    const changes = browserStorageChanges(new FakeWebStorage() as unknown as Storage);
    expect(await changes.exclusive!(async () => 'hecho')).toBe('hecho');
    expect(asked).toEqual(['tienda-session']);
    vi.stubGlobal('navigator', {});
    expect(browserStorageChanges(new FakeWebStorage() as unknown as Storage).exclusive).toBeUndefined();
  });
});
