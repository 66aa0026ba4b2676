import * as z from 'zod/mini';
import { nonEmptyString, nullable } from '../shared/schema-helpers';

/** An email address as the store accepts it: something, an @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What POST /anonymous/, /login/ and /logout/ answer. */
export const SessionTokenSchema = z.object({
  token: nonEmptyString,
  first_name: nullable(z.string()),
  last_name: nullable(z.string()),
  email: nullable(z.string()),
});
/** The token answer of session creation and login, with the user's names and email when signed in. */
export type SessionToken = z.output<typeof SessionTokenSchema>;

/** The session the client holds: its identifier (the token) and whether it belongs to a signed-in user. */
export const SessionSchema = z.object({
  token: nonEmptyString,
  isUser: z.boolean(),
});
/** The session the client holds: its token and whether it belongs to a signed-in user. */
export type Session = z.output<typeof SessionSchema>;

/** The authentication states of spec section 4. */
export const AUTHENTICATION_STATES = [
  'notAuthenticated',
  'authenticating',
  'authenticatedAnonymously',
  'authenticatedUser',
] as const;
/** One of {@link AUTHENTICATION_STATES}. */
export type AuthenticationState = (typeof AUTHENTICATION_STATES)[number];

/** The authentication state a held session means (none, anonymous or a user). */
export function authenticationStateOf(session: Session | null): AuthenticationState {
  if (!session) return 'notAuthenticated';
  return session.isUser ? 'authenticatedUser' : 'authenticatedAnonymously';
}

// The login request body and its bounds: session-requests.ts.

/** The session as the client persists it: the session, plus the names a login answered. */
export const StoredSessionSchema = z.extend(SessionSchema, {
  first_name: z.optional(z.nullable(z.string())),
  last_name: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
});
/** A session as the client persists it ({@link StoredSessionSchema}). */
export type StoredSession = z.infer<typeof StoredSessionSchema>;

/** A persisted value read back as a session: itself when it is a well-formed {@link StoredSession}, else null. */
export function storedSessionOf(raw: unknown): StoredSession | null {
  const parsed = StoredSessionSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
