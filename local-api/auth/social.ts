import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, UserRow } from '../http/context';
import { ApiError } from '../http/errors';

/** The providers the local provider page plays. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * What the provider releases with a token (docs/demo.md, "Verification and social login"):
 * - `verified`: a verified email and both names: LOGGED_IN at once;
 * - `unverified`: names and an email the provider has not verified: EMAIL_AND_NAME_CONFIRMATION_REQUIRED;
 * - `private`: neither email nor names (a hidden email): EMAIL_AND_NAME_CONFIRMATION_REQUIRED with nulls;
 * - `review`: the provider flags the account: the status PROVIDER_REVIEW_REQUIRED, which a client treats
 *   as an unknown status.
 */
export const SOCIAL_SCENARIOS = ['verified', 'unverified', 'private', 'review'] as const;
export type SocialScenario = (typeof SOCIAL_SCENARIOS)[number];

/** A provider token lives 10 minutes and signs in once. */
export const PROVIDER_TOKEN_TTL_MS = 10 * 60_000;

export interface ProviderIdentity {
  provider: SocialProvider;
  scenario: SocialScenario;
  /** The account at the provider (its subject is derived from it); released only by some scenarios. */
  email: string;
  first_name?: string | null;
  last_name?: string | null;
}

interface TokenRow {
  token_hash: string;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  email_verified: number;
  scenario: SocialScenario;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The local provider issues a token for an identity (the dev page and POST /dev/social/token). */
export function issueProviderToken(deps: AppDeps, identity: ProviderIdentity): string {
  const token = `dev-${identity.provider}-${randomBytes(24).toString('hex')}`;
  const email = identity.email.trim().toLowerCase();
  const releases = identity.scenario === 'verified' || identity.scenario === 'unverified' || identity.scenario === 'review';
  deps.db
    .prepare(
      `INSERT INTO provider_tokens (token_hash, provider, subject, email, first_name, last_name, email_verified, scenario, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      sha256(token),
      identity.provider,
      sha256(`${identity.provider}:${email}`).slice(0, 32),
      releases ? email : null,
      releases ? identity.first_name?.trim() || null : null,
      releases ? identity.last_name?.trim() || null : null,
      identity.scenario === 'verified' ? 1 : 0,
      identity.scenario,
      deps.now().getTime() + PROVIDER_TOKEN_TTL_MS,
    );
  return token;
}

export type SocialOutcome =
  | { status: 'SIGN_IN'; userId: number; tokenHash: string }
  | { status: 'CREATE'; tokenHash: string; provider: string; subject: string; email: string; first_name: string; last_name: string; emailVerified: boolean }
  | { status: 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED'; first_name: string | null; last_name: string | null; email: string | null }
  | { status: 'ACCOUNT_DISABLED' | 'PROVIDER_REVIEW_REQUIRED' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What /login_token/ does with a provider token and the names and email the shopper confirmed. An
 * unknown, used or expired token is 400 LOGIN_FAILED. An email the provider did not verify never
 * signs in to an existing account (that would hand it to whoever typed the address): USER_ALREADY_EXISTS.
 */
export function resolveSocialLogin(
  deps: AppDeps,
  input: { token: string; first_name?: string | null; last_name?: string | null; email?: string | null },
): SocialOutcome {
  const tokenHash = sha256(input.token.trim());
  const row = deps.db
    .prepare('SELECT * FROM provider_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(tokenHash, deps.now().getTime()) as TokenRow | undefined;
  if (!row) throw new ApiError(400, 'LOGIN_FAILED', 'El inicio de sesión con la red social no es válido o ya venció. Inténtalo de nuevo.');
  if (row.scenario === 'review') return { status: 'PROVIDER_REVIEW_REQUIRED' };
  const linked = deps.db
    .prepare('SELECT u.* FROM social_identities s JOIN users u ON u.id = s.user_id WHERE s.provider = ? AND s.subject = ?')
    .get(row.provider, row.subject) as UserRow | undefined;
  if (linked) return linked.disabled ? { status: 'ACCOUNT_DISABLED' } : { status: 'SIGN_IN', userId: linked.id, tokenHash };

  const base = { tokenHash, provider: row.provider, subject: row.subject };
  if (row.email_verified === 1 && row.email && row.first_name && row.last_name) {
    const existing = deps.db.prepare('SELECT * FROM users WHERE email = ?').get(row.email) as UserRow | undefined;
    if (existing?.disabled) return { status: 'ACCOUNT_DISABLED' };
    if (existing) {
      deps.db.prepare('INSERT OR IGNORE INTO social_identities (provider, subject, user_id) VALUES (?, ?, ?)').run(row.provider, row.subject, existing.id);
      return { status: 'SIGN_IN', userId: existing.id, tokenHash };
    }
    return { status: 'CREATE', ...base, email: row.email, first_name: row.first_name, last_name: row.last_name, emailVerified: true };
  }
  const first = input.first_name?.trim() || null;
  const last = input.last_name?.trim() || null;
  const email = input.email?.trim().toLowerCase() || null;
  if (!first || !last || !email || !EMAIL.test(email))
    return { status: 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED', first_name: first ?? row.first_name, last_name: last ?? row.last_name, email: (email && EMAIL.test(email) ? email : null) ?? row.email };
  if (deps.db.prepare('SELECT 1 FROM users WHERE email = ?').get(email))
    throw new ApiError(400, 'USER_ALREADY_EXISTS', 'Ya existe una cuenta con ese correo. Inicia sesión con tu contraseña para usarla.');
  return { status: 'CREATE', ...base, email, first_name: first, last_name: last, emailVerified: false };
}

export function spendProviderToken(deps: AppDeps, tokenHash: string): boolean {
  return deps.db.prepare('UPDATE provider_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(deps.now().getTime(), tokenHash).changes === 1;
}
