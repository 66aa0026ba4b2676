import { UseCaseError } from '../../domain';
import type { KeyValueStorage } from './key-value-storage';

/**
 * Wraps a storage adapter so that a failing one never stops the app: each
 * failure is reported as storageReadFailed, storageWriteFailed or
 * storageRemoveFailed, and from then on the values live in memory.
 */
export class ResilientStorage {
  private readonly memory = new Map<string, string | null>();
  private degraded = false;

  constructor(
    private readonly adapter: KeyValueStorage,
    private readonly report: (error: UseCaseError) => void,
  ) {}

  /** True once the adapter has failed and values are kept in memory only. */
  get isDegraded(): boolean {
    return this.degraded;
  }

  /**
   * Forgets what was read of `key` (null: of every key), so the next read goes to the adapter: another tab has
   * changed it. Values kept in memory only (a failed adapter) stay.
   */
  reload(key: string | null): void {
    if (this.degraded) return;
    if (key === null) this.memory.clear();
    else this.memory.delete(key);
  }

  async get(key: string): Promise<string | null> {
    if (this.memory.has(key)) return this.memory.get(key) ?? null;
    if (this.degraded) return null;
    try {
      const value = (await this.adapter.getItem(key)) ?? null;
      this.memory.set(key, value);
      return value;
    } catch (error) {
      this.fail('storageReadFailed', key, error);
      return null;
    }
  }

  async getJson<T>(key: string, parse: (raw: unknown) => T | null): Promise<T | null> {
    const raw = await this.get(key);
    if (raw == null) return null;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  async set(key: string, value: string): Promise<void> {
    this.memory.set(key, value);
    if (this.degraded) return;
    try {
      await this.adapter.setItem(key, value);
    } catch (error) {
      this.fail('storageWriteFailed', key, error);
    }
  }

  async setJson(key: string, value: unknown): Promise<void> {
    await this.set(key, JSON.stringify(value));
  }

  async remove(key: string): Promise<void> {
    this.memory.set(key, null);
    if (this.degraded) return;
    try {
      await this.adapter.removeItem(key);
    } catch (error) {
      this.fail('storageRemoveFailed', key, error);
    }
  }

  private fail(cause: 'storageReadFailed' | 'storageWriteFailed' | 'storageRemoveFailed', key: string, error: unknown) {
    this.degraded = true;
    this.report(
      new UseCaseError(cause, {
        details: { key, reason: error instanceof Error ? error.message : String(error) },
      }),
    );
  }
}

/** Storage keys the library owns. */
export { STORAGE_KEYS } from './storage-keys';
