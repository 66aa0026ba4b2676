import type { KeyValueStorage } from '../../usecases/shared/key-value-storage';

/** Keeps values for the life of the process. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();
  /** The value under `key`, or null. */
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  /** Keeps `value` under `key` until the process ends. */
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  /** Forgets `key`. */
  removeItem(key: string): void {
    this.values.delete(key);
  }
}
