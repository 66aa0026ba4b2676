import { describe, expect, it } from 'vitest';
import { MemoryStorage, UseCaseError } from '../../../src';
import { ResilientStorage, STORAGE_KEYS } from '../../../src/usecases/shared/resilient-storage';
import { FailingStorage } from '../../mocks/doubles';

function build(adapter = new MemoryStorage() as MemoryStorage | FailingStorage) {
  const reported: UseCaseError[] = [];
  return { storage: new ResilientStorage(adapter, (error) => reported.push(error)), reported, adapter };
}

describe('ResilientStorage', () => {
  it('reads, writes and removes through a working adapter without reporting anything', async () => {
    const { storage, reported, adapter } = build();
    await storage.setJson('k', { a: 1 });
    expect(adapter.getItem('k')).toBe('{"a":1}');
    expect(await storage.getJson('k', (raw) => raw as { a: number })).toEqual({ a: 1 });
    await storage.remove('k');
    expect(adapter.getItem('k')).toBeNull();
    expect(await storage.get('k')).toBeNull();
    expect(reported).toEqual([]);
    expect(storage.isDegraded).toBe(false);
  });

  it('reports storageWriteFailed when a write throws, and keeps the value readable from memory', async () => {
    const { storage, reported } = build(new FailingStorage({ write: true }));
    await expect(storage.set('tienda.session', 'value-1')).resolves.toBeUndefined();
    expect(reported.map((e) => e.cause)).toEqual(['storageWriteFailed']);
    expect(reported[0]!.details).toEqual({ key: 'tienda.session', reason: 'quota exceeded' });
    expect(await storage.get('tienda.session')).toBe('value-1');
    expect(storage.isDegraded).toBe(true);
    await storage.set('tienda.session', 'value-2');
    expect(await storage.get('tienda.session')).toBe('value-2');
    expect(reported).toHaveLength(1);
  });

  it('reports storageReadFailed when a read throws and answers null', async () => {
    const { storage, reported } = build(new FailingStorage({ read: true }));
    expect(await storage.get('tienda.cart')).toBeNull();
    expect(reported.map((e) => e.cause)).toEqual(['storageReadFailed']);
    expect(reported[0]).toBeInstanceOf(UseCaseError);
  });

  it('reports storageRemoveFailed when a remove throws, and the key reads as gone', async () => {
    const adapter = new FailingStorage({ remove: true });
    adapter.values.set('tienda.cart', 'old');
    const { storage, reported } = build(adapter);
    await storage.remove('tienda.cart');
    expect(reported.map((e) => e.cause)).toEqual(['storageRemoveFailed']);
    expect(await storage.get('tienda.cart')).toBeNull();
  });

  it('answers null for malformed JSON or a value the parser refuses', async () => {
    const adapter = new MemoryStorage();
    adapter.setItem('a', '{oops');
    adapter.setItem('b', '{"x":1}');
    const { storage } = build(adapter);
    expect(await storage.getJson('a', (raw) => raw)).toBeNull();
    expect(await storage.getJson('b', () => null)).toBeNull();
  });

  it('owns the session and cart keys, and the cart kept for offline use', () => {
    expect(STORAGE_KEYS).toEqual({ session: 'tienda.session', cart: 'tienda.cart', offlineCart: 'tienda.cart.offline' });
  });
});
