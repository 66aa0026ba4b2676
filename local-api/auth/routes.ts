import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../../src/domain/session/session';
import { boundedText, TEXT_LIMITS, untrimmedText } from '../../src/domain/shared/request-checks';
import { CartService } from '../cart/cart-service';
import { readCheckedJson } from '../contract/checked-body';
import type { AppDeps, AppEnv, PasswordDeps, UserRow } from '../http/context';
import { personNameProblem } from '../../src/domain/user/user-rules';
import { ApiError, badRequest, FieldError } from '../http/errors';
import { originOf } from '../http/request';
import { requireSession, signIn } from '../session/session-service';
import { completePasswordReset, requestPasswordReset, RESET_ANSWER } from './password-reset';
import { assertNewPassword } from './password-rules';
import { assertAllowed, clientAddress, RATE_LIMITS, recordEvent, reserveEvent } from './rate-limits';
import { resolveSocialLogin, spendProviderToken } from './social';
import { emailIsTaken, findUserById, insertUser as insertUserRow, linkSocialIdentity, type NewUser } from './user-store';
import { normalizePhone, pendingPhoneOf, sendEmailCode, sendPhoneCode, verifyCode, type VerificationStatus } from './verification';

const optionalText = (max: number) => z.nullish(boundedText(max));

export const RegisterRequestSchema = z.object({
  login: optionalText(TEXT_LIMITS.email),
  email: optionalText(TEXT_LIMITS.email),
  password: untrimmedText(TEXT_LIMITS.password),
  first_name: optionalText(TEXT_LIMITS.name),
  last_name: optionalText(TEXT_LIMITS.name),
});
export const SocialLoginRequestSchema = z.object({
  token: boundedText(512),
  first_name: optionalText(TEXT_LIMITS.name),
  last_name: optionalText(TEXT_LIMITS.name),
  email: optionalText(TEXT_LIMITS.email),
});
export const ResetRequestSchema = z.object({ email: optionalText(TEXT_LIMITS.email) });
export const ResetConfirmSchema = z.object({ token: boundedText(128), password: untrimmedText(TEXT_LIMITS.password) });
export const VerifyResendSchema = z.object({ type: boundedText(16) });
export const VerifyCodeSchema = z.object({ code: optionalText(16), uuid: optionalText(64) });

const TOO_MANY_SIGNUPS = 'Demasiados intentos de registro. Espera unos minutos e inténtalo de nuevo.';
const TOO_MANY_RESETS = 'Demasiadas solicitudes para cambiar la contraseña. Espera unos minutos e inténtalo de nuevo.';
const TOO_MANY_CODES = 'Pediste demasiados códigos. Espera unos minutos e inténtalo de nuevo.';
const TOO_MANY_WRONG_CODES = 'Demasiados códigos incorrectos. Espera unos minutos e inténtalo de nuevo.';
const TOO_MANY_SOCIAL = 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.';

function requireEmail(value: string | null | undefined): string {
  const email = (value ?? '').trim().toLowerCase();
  if (!email) throw new ApiError(400, 'MISSING_EMAIL', 'Escribe tu correo electrónico.');
  if (!EMAIL_PATTERN.test(email)) throw badRequest('el campo "email" no es un correo electrónico válido.');
  return email;
}

function signedInUser(c: Context<AppEnv>): UserRow {
  const { user } = c.get('session');
  if (!user) throw new ApiError(403, 'UNAUTHORIZED', 'Inicia sesión para continuar.');
  return user;
}

function insertUser(deps: AppDeps, fields: NewUser): UserRow {
  return insertUserRow(deps.db, fields, deps.now());
}

const tokenAnswer = (token: string, user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>) => ({
  token,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
});

/**
 * Sign-up, social login, password reset and verification (spec section 7): POST /register/,
 * /login_token/, /reset_password/ (+ /reset_password/confirm/), /user/send_email_verification/,
 * /user/send_phone_verification/{phone}/, /verify_resend/ and /verify_code/.
 */
export function authRoutes(deps: PasswordDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const carts = new CartService(deps);

  app.post('/register', async (c) => {
    const body = await readCheckedJson(c, RegisterRequestSchema);
    const email = requireEmail(body.email || body.login);
    const firstName = body.first_name?.trim() ?? '';
    const lastName = body.last_name?.trim() ?? '';
    if (!firstName) throw badRequest('falta el campo "first_name".');
    if (!lastName) throw badRequest('falta el campo "last_name".');
    for (const [field, value] of [['first_name', firstName], ['last_name', lastName]] as const) {
      const problem = personNameProblem(field, value);
      if (problem) throw new FieldError(400, 'apiCallFailed', problem, field);
    }
    const address = clientAddress(c);
    // A slot for the hash first: a burst beyond the address's bound is refused before anything is counted.
    const user = await deps.hashSlots.with(address, async () => {
      const buckets = [`register:ip:${address}`, `register:email:${email}`];
      assertAllowed(deps, [[buckets[0]!, RATE_LIMITS.registerPerAddress], [buckets[1]!, RATE_LIMITS.registerPerEmail]], TOO_MANY_SIGNUPS);
      recordEvent(deps, ...buckets);
      assertNewPassword(body.password, { email, firstName });
      const exists = () => emailIsTaken(deps.db, email);
      const alreadyExists = () => new ApiError(400, 'USER_ALREADY_EXISTS', 'Ya existe una cuenta con ese correo. Inicia sesión o cambia tu contraseña.');
      if (exists()) throw alreadyExists();
      const passwordHash = await deps.passwords.hash(body.password);
      // Checked again after hashing: two sign-ups of one email at once make one account.
      if (exists()) throw alreadyExists();
      return insertUser(deps, { email, passwordHash, first_name: firstName, last_name: lastName, emailVerified: false });
    });
    const session = signIn(deps, carts, c.req.header('Session'), user.id);
    sendEmailCode(deps, user, originOf(c));
    return c.json(tokenAnswer(session.token, user));
  });

  app.post('/login_token', async (c) => {
    const body = await readCheckedJson(c, SocialLoginRequestSchema);
    const bucket = `social:ip:${clientAddress(c)}`;
    assertAllowed(deps, [[bucket, RATE_LIMITS.socialPerAddress]], TOO_MANY_SOCIAL);
    recordEvent(deps, bucket);
    const outcome = resolveSocialLogin(deps, body);
    if (outcome.status === 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED') return c.json(outcome);
    if (!('tokenHash' in outcome)) return c.json({ status: outcome.status });
    const ready = outcome;
    const user = deps.db.transaction((): UserRow | null => {
      const outcome = ready;
      if (!spendProviderToken(deps, outcome.tokenHash)) return null;
      if (outcome.status === 'SIGN_IN') return findUserById(deps.db, outcome.userId) as UserRow;
      // A password nobody knows: this account signs in with its provider (or sets one through a reset).
      const created = insertUser(deps, {
        email: outcome.email,
        passwordHash: `social$${randomBytes(16).toString('hex')}`,
        first_name: outcome.first_name,
        last_name: outcome.last_name,
        emailVerified: outcome.emailVerified,
      });
      linkSocialIdentity(deps.db, outcome.provider, outcome.subject, created.id);
      return created;
    })();
    if (!user) throw new ApiError(400, 'LOGIN_FAILED', 'El inicio de sesión con la red social no es válido o ya venció. Inténtalo de nuevo.');
    const session = signIn(deps, carts, c.req.header('Session'), user.id);
    if (outcome.status === 'CREATE' && !outcome.emailVerified) sendEmailCode(deps, user, originOf(c));
    return c.json({ status: 'LOGGED_IN', ...tokenAnswer(session.token, user) });
  });

  app.post('/reset_password/confirm', async (c) => {
    const body = await readCheckedJson(c, ResetConfirmSchema);
    const address = clientAddress(c);
    // Counted before anything else (a burst cannot all pass the check); only a wrong or spent link keeps counting.
    const attempt = reserveEvent(deps, [[`reset-confirm:ip:${address}`, RATE_LIMITS.wrongCodePerAddress]], TOO_MANY_RESETS);
    try {
      await completePasswordReset(deps, body.token, body.password, address);
    } catch (error) {
      if (!(error instanceof ApiError && error.errorCause === 'NOT_ALLOWED')) attempt.refund();
      throw error;
    }
    attempt.refund();
    return c.json({ message: 'Tu contraseña cambió. Inicia sesión con la nueva.' });
  });

  app.post('/reset_password', async (c) => {
    const body = await readCheckedJson(c, ResetRequestSchema);
    const email = requireEmail(body.email);
    const buckets = [`reset:ip:${clientAddress(c)}`, `reset:email:${email}`];
    assertAllowed(deps, [[buckets[0]!, RATE_LIMITS.resetPerAddress], [buckets[1]!, RATE_LIMITS.resetPerEmail]], TOO_MANY_RESETS);
    recordEvent(deps, ...buckets);
    requestPasswordReset(deps, email, originOf(c));
    return c.json(RESET_ANSWER);
  });

  /** Every code sent counts against the user and the address. */
  const sendLimited = (c: Context<AppEnv>, user: UserRow, send: () => VerificationStatus) => {
    const buckets = [`send-code:user:${user.id}`, `send-code:ip:${clientAddress(c)}`];
    assertAllowed(deps, [[buckets[0]!, RATE_LIMITS.sendCodePerUser], [buckets[1]!, RATE_LIMITS.sendCodePerAddress]], TOO_MANY_CODES);
    recordEvent(deps, ...buckets);
    return c.json({ status: send() });
  };

  app.post('/user/send_email_verification', requireSession(deps), (c) => {
    const user = signedInUser(c);
    return sendLimited(c, user, () => sendEmailCode(deps, user, originOf(c)));
  });

  app.post('/user/send_phone_verification/:phone', requireSession(deps), (c) => {
    const user = signedInUser(c);
    const phone = normalizePhone(c.req.param('phone'));
    return sendLimited(c, user, () => sendPhoneCode(deps, user, phone));
  });

  app.post('/verify_resend', requireSession(deps), async (c) => {
    const body = await readCheckedJson(c, VerifyResendSchema);
    const user = signedInUser(c);
    const type = body.type.trim().toUpperCase();
    if (type === 'EMAIL') return sendLimited(c, user, () => sendEmailCode(deps, user, originOf(c)));
    if (type === 'PHONE' || type === 'SMS') {
      const phone = pendingPhoneOf(deps, user);
      if (!phone) throw badRequest('no hay un número de teléfono que verificar: agrega uno primero.');
      return sendLimited(c, user, () => sendPhoneCode(deps, user, phone));
    }
    throw badRequest('el campo "type" debe ser EMAIL o PHONE.');
  });

  app.post('/verify_code', requireSession(deps), async (c) => {
    const body = await readCheckedJson(c, VerifyCodeSchema);
    const { user } = c.get('session');
    const code = body.code?.trim();
    const uuid = body.uuid?.trim();
    if (!code && !uuid) throw badRequest('falta el campo "code" o "uuid".');
    if (code && !user) throw new ApiError(403, 'UNAUTHORIZED', 'Inicia sesión para continuar.');
    const buckets = [`wrong-code:ip:${clientAddress(c)}`, ...(user ? [`wrong-code:user:${user.id}`] : [])];
    assertAllowed(
      deps,
      buckets.map((bucket) => [bucket, bucket.includes(':user:') ? RATE_LIMITS.wrongCodePerUser : RATE_LIMITS.wrongCodePerAddress] as const),
      TOO_MANY_WRONG_CODES,
    );
    let verified: ReturnType<typeof verifyCode>;
    try {
      verified = verifyCode(deps, code ? { userId: user!.id, code } : { uuid: uuid! });
    } catch (error) {
      recordEvent(deps, ...buckets);
      throw error;
    }
    // already_verified (docs/contract.md): the link was used before and its email is verified.
    return c.json({ has_mobile_app: false, type: verified.channel, ...(verified.alreadyVerified ? { already_verified: true } : {}) });
  });

  return app;
}
