import { UseCaseError, type VerificationChannel, type VerificationCodeStatus, type VerifyCodeAnswer } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserLoader } from '../user/user-loader';
import type { AccountRepository } from './account.repository';
import { requireUser } from './require-user';

/** Where a verification code goes: the email, or a phone. */
export type SendVerificationInput = { channel: 'email' } | { channel: 'phone'; phone: string };

/**
 * Sends the signed-in shopper a verification code by email
 * (POST /user/send_email_verification/) or by SMS
 * (POST /user/send_phone_verification/{phone}/), and answers the code's
 * status (CREATED, ALREADY_VERIFIED, SEND_SMS_FAILED, NOT_NECESSARY,
 * NOT_EXISTING_NUMBER; anything else UNKNOWN). An anonymous session is
 * onlyAnonymousTokenFound, without a call.
 */
export class SendVerificationUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: AccountRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: SendVerificationInput): Promise<VerificationCodeStatus> {
    requireUser(this.session, this.errors, 'sendVerification');
    if (input.channel === 'email') return this.errors.run('sendVerification', () => this.repository.sendEmailVerification());
    const phone = input.phone.replace(/[\s()-]/g, '');
    if (!/^\+?\d{6,15}$/.test(phone)) {
      throw this.errors.handle(new UseCaseError('missingAuthData', { apiMessage: 'El número de teléfono no es válido.' }), 'sendVerification');
    }
    return this.errors.run('sendVerification', () => this.repository.sendPhoneVerification(phone));
  }
}

/** Sends the code again on the same channel (POST /verify_resend/ with `type`); answers its status. */
export class ResendVerificationUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: AccountRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: { channel: VerificationChannel }): Promise<VerificationCodeStatus> {
    requireUser(this.session, this.errors, 'resendVerification');
    return this.errors.run('resendVerification', () => this.repository.resendVerification(input.channel));
  }
}

/**
 * Verifies a code the shopper typed, or the uuid of a link
 * (POST /verify_code/), and answers has_mobile_app. A signed-in shopper's
 * user is fetched again, so observers see the verified flag.
 */
export class VerifyCodeUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: AccountRepository,
    private readonly loadUser: UserLoader,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: { code: string } | { uuid: string }): Promise<VerifyCodeAnswer> {
    const request = 'code' in input ? { code: input.code.trim() } : { uuid: input.uuid.trim() };
    if (!Object.values(request)[0]) {
      throw this.errors.handle(new UseCaseError('missingAuthData', { apiMessage: 'Escribe el código que te enviamos.' }), 'verifyCode');
    }
    const answer = await this.errors.run('verifyCode', () => this.repository.verifyCode(request));
    if (this.session.session?.isUser) await this.loadUser.execute().catch(() => undefined); // reported by UserLoader
    return answer;
  }
}
