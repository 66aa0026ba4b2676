/**
 * The storage port: where the session and the cart id persist between runs.
 * Adapters: browser localStorage, in-memory, and a JSON file for Node.
 * Any method may throw; ResilientStorage turns that into a reported cause.
 */
export interface KeyValueStorage {
  getItem(key: string): Promise<string | null> | string | null;
  setItem(key: string, value: string): Promise<void> | void;
  removeItem(key: string): Promise<void> | void;
}
