import { describe, expect, it } from 'vitest';
import { authenticationStateOf, SessionTokenSchema, StoredSessionSchema } from '../../../src/domain';

describe('session', () => {
  it('derives the authentication state from the session', () => {
    expect(authenticationStateOf(null)).toBe('notAuthenticated');
    expect(authenticationStateOf({ token: 't', isUser: false })).toBe('authenticatedAnonymously');
    expect(authenticationStateOf({ token: 't', isUser: true })).toBe('authenticatedUser');
  });

  it('refuses an empty token', () => {
    expect(SessionTokenSchema.safeParse({ token: '' }).success).toBe(false);
    expect(SessionTokenSchema.parse({ token: 'abc' })).toEqual({ token: 'abc', first_name: null, last_name: null, email: null });
  });

  it('reads a persisted session with or without names', () => {
    expect(StoredSessionSchema.safeParse({ token: 'abc', isUser: false }).success).toBe(true);
    expect(StoredSessionSchema.safeParse({ token: 'abc' }).success).toBe(false);
  });
});
