/**
 * The account feature's code, as one chunk loaded on the first account call
 * (a sign-up, a social login, a verification…): every page's library
 * carries only the module's bindings, not these classes.
 */
import { HttpAccountRepository } from '../../data/account/http-account.repository';
import { DeleteAccountUseCase } from '../../usecases/account/delete-account.use-case';
import { CheckAppVersionUseCase, RecordDevicePermissionUseCase, RegisterPushPlayerUseCase } from '../../usecases/account/device.use-case';
import { ClearNotificationUseCase, ListNotificationsUseCase, OpenNotificationUseCase } from '../../usecases/account/notifications.use-case';
import {
  ListPredefinedAvatarsUseCase,
  SetPredefinedAvatarUseCase,
  UpdateProfileUseCase,
  UploadAvatarUseCase,
  UploadIdentityDocumentUseCase,
} from '../../usecases/account/profile.use-case';
import { ResetPasswordUseCase } from '../../usecases/account/reset-password.use-case';
import { LoadSettingsUseCase, UpdateSettingsUseCase } from '../../usecases/account/settings.use-case';
import { SignUpUseCase } from '../../usecases/account/sign-up.use-case';
import { SocialLoginUseCase } from '../../usecases/account/social-login.use-case';
import { ResendVerificationUseCase, SendVerificationUseCase, VerifyCodeUseCase } from '../../usecases/account/verification.use-case';
import { CART_TOKENS } from '../cart/cart.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ACCOUNT_TOKENS as T, type AccountUseCase } from './account.tokens';

export { HttpAccountRepository };

/** Each member of `tienda.account` and its use case's class. */
export const USE_CASE_CLASSES = {
  signUp: SignUpUseCase,
  socialLogin: SocialLoginUseCase,
  resetPassword: ResetPasswordUseCase,
  sendVerification: SendVerificationUseCase,
  resendVerification: ResendVerificationUseCase,
  verifyCode: VerifyCodeUseCase,
  deleteAccount: DeleteAccountUseCase,
  updateProfile: UpdateProfileUseCase,
  listAvatars: ListPredefinedAvatarsUseCase,
  setAvatar: SetPredefinedAvatarUseCase,
  uploadAvatar: UploadAvatarUseCase,
  uploadIdentityDocument: UploadIdentityDocumentUseCase,
  loadSettings: LoadSettingsUseCase,
  updateSettings: UpdateSettingsUseCase,
  listNotifications: ListNotificationsUseCase,
  clearNotification: ClearNotificationUseCase,
  openNotification: OpenNotificationUseCase,
  registerPushPlayer: RegisterPushPlayerUseCase,
  recordDevicePermission: RecordDevicePermissionUseCase,
  checkAppVersion: CheckAppVersionUseCase,
} satisfies Record<AccountUseCase, unknown>;

const SIGN_IN = [S.SessionStore, S.SessionService, T.AccountRepository];
const PROFILE = [S.SessionStore, S.UserStore, T.ProfileRepository];
const NOTIFICATIONS = [S.SessionStore, T.NotificationsStore, T.ProfileRepository];

/** What each use case's constructor takes, in order (then the error handler, for all but WITHOUT_ERROR_HANDLER). */
export const DEPENDENCIES: Record<AccountUseCase, readonly symbol[]> = {
  signUp: [...SIGN_IN, S.SessionRepository, S.LoadUser, CART_TOKENS.CartService],
  socialLogin: [...SIGN_IN, S.LoadUser, CART_TOKENS.CartService],
  resetPassword: [T.AccountRepository],
  sendVerification: [S.SessionStore, T.AccountRepository],
  resendVerification: [S.SessionStore, T.AccountRepository],
  verifyCode: [S.SessionStore, T.AccountRepository, S.LoadUser],
  deleteAccount: [...SIGN_IN, T.PersonalData, C.Storage, CART_TOKENS.CartService],
  updateProfile: PROFILE,
  listAvatars: PROFILE,
  setAvatar: PROFILE,
  uploadAvatar: PROFILE,
  uploadIdentityDocument: PROFILE,
  loadSettings: [S.SessionStore, T.ProfileRepository],
  updateSettings: [S.SessionStore, T.ProfileRepository],
  listNotifications: NOTIFICATIONS,
  clearNotification: NOTIFICATIONS,
  openNotification: [T.ClearNotification],
  registerPushPlayer: [T.ProfileRepository],
  recordDevicePermission: [T.ProfileRepository],
  checkAppVersion: [T.ProfileRepository],
};

/** The use cases whose constructors take no error handler (they report through another use case). */
export const WITHOUT_ERROR_HANDLER: readonly AccountUseCase[] = ['openNotification'];
