import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';

describe('MemoryStorage', () => {
  it('keeps, replaces and removes values', () => {
    const storage = new MemoryStorage();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'one');
    storage.setItem('k', 'two');
    expect(storage.getItem('k')).toBe('two');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});
