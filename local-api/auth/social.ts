import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import {
  findLiveProviderToken,
  findUserBySocialIdentity,
  insertProviderToken,
  linkSocialIdentityIfMissing,
  markProviderTokenUsed,
  type SocialProvider,
  type SocialScenario,
} from './social-store';
import { emailIsTaken, findUserByEmail } from './user-store';

// The providers and scenarios live with the provider_tokens rows (social-store.ts); importers keep finding them here.
export { SOCIAL_PROVIDERS, SOCIAL_SCENARIOS, type SocialProvider, type SocialScenario } from './social-store';

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

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The local provider issues a token for an identity (the dev page and POST /dev/social/token). */
export function issueProviderToken(deps: AppDeps, identity: ProviderIdentity): string {
  const token = `dev-${identity.provider}-${randomBytes(24).toString('hex')}`;
  const email = identity.email.trim().toLowerCase();
  const releases = identity.scenario === 'verified' || identity.scenario === 'unverified' || identity.scenario === 'review';
  insertProviderToken(deps.db, {
    tokenHash: sha256(token),
    provider: identity.provider,
    subject: sha256(`${identity.provider}:${email}`).slice(0, 32),
    email: releases ? email : null,
    first_name: releases ? identity.first_name?.trim() || null : null,
    last_name: releases ? identity.last_name?.trim() || null : null,
    emailVerified: identity.scenario === 'verified' ? 1 : 0,
    scenario: identity.scenario,
    expiresAt: deps.now().getTime() + PROVIDER_TOKEN_TTL_MS,
  });
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
  const row = findLiveProviderToken(deps.db, tokenHash, deps.now().getTime());
  if (!row) throw new ApiError(400, 'LOGIN_FAILED', 'El inicio de sesión con la red social no es válido o ya venció. Inténtalo de nuevo.');
  if (row.scenario === 'review') return { status: 'PROVIDER_REVIEW_REQUIRED' };
  const linked = findUserBySocialIdentity(deps.db, row.provider, row.subject);
  if (linked) return linked.disabled ? { status: 'ACCOUNT_DISABLED' } : { status: 'SIGN_IN', userId: linked.id, tokenHash };

  const base = { tokenHash, provider: row.provider, subject: row.subject };
  if (row.email_verified === 1 && row.email && row.first_name && row.last_name) {
    const existing = findUserByEmail(deps.db, row.email);
    if (existing?.disabled) return { status: 'ACCOUNT_DISABLED' };
    if (existing) {
      linkSocialIdentityIfMissing(deps.db, row.provider, row.subject, existing.id);
      return { status: 'SIGN_IN', userId: existing.id, tokenHash };
    }
    return { status: 'CREATE', ...base, email: row.email, first_name: row.first_name, last_name: row.last_name, emailVerified: true };
  }
  const first = input.first_name?.trim() || null;
  const last = input.last_name?.trim() || null;
  const email = input.email?.trim().toLowerCase() || null;
  if (!first || !last || !email || !EMAIL.test(email))
    return { status: 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED', first_name: first ?? row.first_name, last_name: last ?? row.last_name, email: (email && EMAIL.test(email) ? email : null) ?? row.email };
  if (emailIsTaken(deps.db, email))
    throw new ApiError(400, 'USER_ALREADY_EXISTS', 'Ya existe una cuenta con ese correo. Inicia sesión con tu contraseña para usarla.');
  return { status: 'CREATE', ...base, email, first_name: first, last_name: last, emailVerified: false };
}

export function spendProviderToken(deps: AppDeps, tokenHash: string): boolean {
  return markProviderTokenUsed(deps.db, tokenHash, deps.now().getTime());
}
