/**
 * The account's request checks, as one chunk loaded on first need (a
 * sign-up, a password reset, a social confirmation): pages that never do
 * these carry none of it.
 */
export {
  checkRegisterRequest,
  checkResetPasswordRequest,
  checkSocialConfirmation,
  isStrongPassword,
} from '../../domain/account/account-requests';
