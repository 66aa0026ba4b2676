import type { Database } from '../db/database';
import type { UserRow } from '../http/context';

// The local provider's tokens and the social identities linked to users (social.ts holds the rules: the
// scenarios, token hashing, what a token releases, the outcomes of /login_token/).

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

/** A row of the provider_tokens table (the columns social.ts reads). */
export interface ProviderTokenRow {
  token_hash: string;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  email_verified: number;
  scenario: SocialScenario;
}

export interface NewProviderToken {
  tokenHash: string;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  /** 1 when the provider verified the email, else 0. */
  emailVerified: 0 | 1;
  scenario: SocialScenario;
  expiresAt: number;
}

export function insertProviderToken(db: Database, token: NewProviderToken): void {
  db.prepare(
    `INSERT INTO provider_tokens (token_hash, provider, subject, email, first_name, last_name, email_verified, scenario, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    token.tokenHash,
    token.provider,
    token.subject,
    token.email,
    token.first_name,
    token.last_name,
    token.emailVerified,
    token.scenario,
    token.expiresAt,
  );
}

/** The live token (unused, unexpired at `now`) with this hash. */
export function findLiveProviderToken(db: Database, tokenHash: string, now: number): ProviderTokenRow | undefined {
  return db
    .prepare('SELECT * FROM provider_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .get(tokenHash, now) as ProviderTokenRow | undefined;
}

/** The user this provider's subject is linked to, if any. */
export function findUserBySocialIdentity(db: Database, provider: string, subject: string): UserRow | undefined {
  return db
    .prepare('SELECT u.* FROM social_identities s JOIN users u ON u.id = s.user_id WHERE s.provider = ? AND s.subject = ?')
    .get(provider, subject) as UserRow | undefined;
}

/** Links a social provider's subject to a user; does nothing when that subject is already linked. */
export function linkSocialIdentityIfMissing(db: Database, provider: string, subject: string, userId: number): void {
  db.prepare('INSERT OR IGNORE INTO social_identities (provider, subject, user_id) VALUES (?, ?, ?)').run(provider, subject, userId);
}

/** Marks the token used at `now`, unless it already was; answers whether this call spent it. */
export function markProviderTokenUsed(db: Database, tokenHash: string, now: number): boolean {
  return db.prepare('UPDATE provider_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(now, tokenHash).changes === 1;
}
