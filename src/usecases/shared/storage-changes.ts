/**
 * Changes another tab (or window) of this browser made to the storage the tabs share (the browser's `storage`
 * event): the key it changed, or null when it cleared the storage. A tab is never told of its own writes.
 */
export interface StorageChanges {
  /** Calls `listener` at each change made elsewhere; answers the unsubscribe function. */
  subscribe(listener: (key: string | null) => void): () => void;
}
