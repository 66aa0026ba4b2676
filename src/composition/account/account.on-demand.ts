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
import type { AccountUseCase } from './account.tokens';

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
