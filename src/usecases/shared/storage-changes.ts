/**
 * Changes another tab (or window) of this browser made to the storage the tabs share (the browser's `storage`
 * event): the key it changed, or null when it cleared the storage. A tab is never told of its own writes.
 */
export interface StorageChanges {
  /** Calls `listener` at each change made elsewhere; answers the unsubscribe function. */
  subscribe(listener: (key: string | null) => void): () => void;
  /**
   * Runs `work` while no other tab runs its own (a browser: a Web Lock). A tab about to create an anonymous session
   * holds it and reads the storage again, so that two tabs opened at once share the session the first one made,
   * instead of each making one and the second overwriting the first (whose tab then followed it, leaving behind
   * the cart it had begun). Absent (a browser without Web Locks): the tabs are not held.
   */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
}
