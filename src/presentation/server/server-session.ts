import type { KeyValueStorage } from '../../index';
import { STORAGE_KEYS } from '../../usecases/shared/storage-keys';

const SESSION_KEY = STORAGE_KEYS.session;

/**
 * The storage of the server's per-request clients. It keeps one thing: the
 * server's own anonymous session, with which public catalogue data is
 * fetched, so each request does not create a session. Nothing else a client
 * writes (a cart id, say) is kept, so no request can see another's state.
 */
export class ServerSessionStorage implements KeyValueStorage {
  private session: string | null = null;

  async getItem(key: string): Promise<string | null> {
    return key === SESSION_KEY ? this.session : null;
  }

  async setItem(key: string, value: string): Promise<void> {
    if (key === SESSION_KEY) this.session = value;
  }

  async removeItem(key: string): Promise<void> {
    if (key === SESSION_KEY) this.session = null;
  }
}
