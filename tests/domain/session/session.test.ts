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

  it('keeps absent names absent and null names null in a persisted session', () => {
    expect(StoredSessionSchema.parse({ token: 'abc', isUser: true })).toEqual({ token: 'abc', isUser: true });
    expect('first_name' in StoredSessionSchema.parse({ token: 'abc', isUser: true })).toBe(false);
    expect(StoredSessionSchema.parse({ token: 'abc', isUser: true, first_name: null, email: 'ana@tienda.test' })).toEqual({
      token: 'abc',
      isUser: true,
      first_name: null,
      email: 'ana@tienda.test',
    });
    expect(StoredSessionSchema.safeParse({ token: '', isUser: true }).success).toBe(false);
  });
});
