/**
 * The storage port: where the session and the cart id persist between runs.
 * Adapters: browser localStorage, in-memory, and a JSON file for Node.
 * Any method may throw; ResilientStorage turns that into a reported cause.
 */
export interface KeyValueStorage {
  /** The value stored under `key`, or null when there is none. May answer synchronously or with a promise. */
  getItem(key: string): Promise<string | null> | string | null;
  /** Stores `value` under `key`, replacing any earlier value. */
  setItem(key: string, value: string): Promise<void> | void;
  /** Forgets `key`; removing a key that is not there is not an error. */
  removeItem(key: string): Promise<void> | void;
}
