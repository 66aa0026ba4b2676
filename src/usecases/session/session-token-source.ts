/**
 * What the HTTP client needs from the session: the token to send, and a way
 * to replace a rejected one with a new anonymous session (spec section 7).
 */
export interface SessionTokenSource {
  /** The current token, creating an anonymous session when there is none. */
  ensureToken(): Promise<string>;
  /**
   * Replaces `rejectedToken` with a new anonymous session. Concurrent calls
   * for the same rejected token share one creation; when the session has
   * already moved on, the current token is returned without a new creation.
   */
  replaceRejected(rejectedToken: string): Promise<string>;
}
