import { describe, expect, it } from 'vitest';
import { BrowserStorage } from '../../../src';

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
