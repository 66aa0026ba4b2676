import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps, PasswordDeps } from '../http/context';
import { ApiError } from '../http/errors';
import { sendMessage } from '../outbox/outbox';
import { clearLoginFailures, endAllSessionsOf } from '../session/session-service';
import { assertNewPassword } from './password-rules';
import { findLiveReset, insertPasswordReset, markPendingResetsUsed, markResetUnused, markResetUsed } from './reset-store';
import { findUserByEmail, findUserById, updatePasswordAfterReset } from './user-store';

/** A reset link works once, for an hour; asking again makes older links stop working. */
export const RESET_TTL_MS = 60 * 60_000;

/** What POST /reset_password/ answers for every email, known or not: a message, and how long a link lasts (so clients need not know it). */
export const RESET_ANSWER = {
  message: 'Si existe una cuenta con ese correo, te enviamos un enlace para cambiar la contraseña.',
  link_expires_in_minutes: RESET_TTL_MS / 60_000,
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** For a known, enabled account, a one-time link to the outbox; for anything else nothing (same answer). */
export function requestPasswordReset(deps: AppDeps, email: string, origin: string): void {
  const token = randomBytes(32).toString('hex'); // made either way, so both paths do the same work
  const user = findUserByEmail(deps.db, email);
  if (!user || user.disabled) return;
  const now = deps.now().getTime();
  deps.db.transaction(() => {
    markPendingResetsUsed(deps.db, user.id, now);
    insertPasswordReset(deps.db, user.id, hashOf(token), now, now + RESET_TTL_MS);
  })();
  const link = `${origin}/dev/reset?token=${token}`;
  sendMessage(deps, {
    to: user.email,
    channel: 'email',
    subject: 'Cambia tu contraseña de Tienda',
    body: `Para elegir una contraseña nueva abre este enlace (vence en ${RESET_TTL_MS / 60_000} minutos y sirve una sola vez): ${link}. Si no lo pediste, ignora este mensaje.`,
    link,
  });
}

export const invalidResetLink = () =>
  new ApiError(400, 'NOT_ALLOWED', 'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.');

/**
 * Sets a new password with a reset token: the token must be unused and unexpired, the password must pass
 * the sign-up rules; then the token is spent before the password is hashed (a burst of requests with one
 * link hashes once: the others find it spent), every session of the user ends, the email counts as
 * verified (the link proved the mailbox), and the email's login lock is lifted (the new password works at
 * once). The hash takes one of the client address's slots (429 when none is free, the link left unspent).
 */
export async function completePasswordReset(deps: PasswordDeps, token: string, password: string, address: string): Promise<number> {
  const found = findLiveReset(deps.db, hashOf(token.trim()), deps.now().getTime());
  if (!found) throw invalidResetLink();
  const user = findUserById(deps.db, found.user_id)!;
  assertNewPassword(password, { email: user.email, firstName: user.first_name });
  const release = deps.hashSlots.take(address);
  try {
    const spent = markResetUsed(deps.db, found.id, deps.now().getTime());
    if (!spent) throw invalidResetLink();
    let hash: string;
    try {
      hash = await deps.passwords.hash(password);
    } catch (error) {
      // No password was set: the link works again.
      markResetUnused(deps.db, found.id);
      throw error;
    }
    deps.db.transaction(() => {
      updatePasswordAfterReset(deps.db, user.id, hash);
      endAllSessionsOf(deps, user.id);
      clearLoginFailures(deps, user.email);
    })();
  } finally {
    release();
  }
  return user.id;
}
