import type { KeyValueStorage } from '../../usecases/shared/key-value-storage';

/** window.localStorage (or another Web Storage). Throws when it is unavailable, as in private modes. */
export class BrowserStorage implements KeyValueStorage {
  constructor(private readonly storage: Storage | undefined = globalThis.localStorage) {}
  private get target(): Storage {
    if (!this.storage) throw new Error('localStorage is not available');
    return this.storage;
  }
  getItem(key: string): string | null {
    return this.target.getItem(key);
  }
  setItem(key: string, value: string): void {
    this.target.setItem(key, value);
  }
  removeItem(key: string): void {
    this.target.removeItem(key);
  }
}
