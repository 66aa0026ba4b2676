import type { DeleteAccountUseCase } from '../../usecases/account/delete-account.use-case';
import type { ResetPasswordUseCase } from '../../usecases/account/reset-password.use-case';
import type { SignUpUseCase } from '../../usecases/account/sign-up.use-case';
import type { SocialLoginUseCase } from '../../usecases/account/social-login.use-case';
import type { ResendVerificationUseCase, SendVerificationUseCase, VerifyCodeUseCase } from '../../usecases/account/verification.use-case';
import type { CheckAppVersionUseCase, RecordDevicePermissionUseCase, RegisterPushPlayerUseCase } from '../../usecases/account/device.use-case';
import type { NotificationsStore } from '../../usecases/account/notifications.store';
import type { ClearNotificationUseCase, ListNotificationsUseCase, OpenNotificationUseCase } from '../../usecases/account/notifications.use-case';
import type {
  ListPredefinedAvatarsUseCase,
  SetPredefinedAvatarUseCase,
  UpdateProfileUseCase,
  UploadAvatarUseCase,
  UploadIdentityDocumentUseCase,
} from '../../usecases/account/profile.use-case';
import type { LoadSettingsUseCase, UpdateSettingsUseCase } from '../../usecases/account/settings.use-case';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { ACCOUNT_TOKENS, ACCOUNT_USE_CASES, accountTokenOf, type AccountUseCase } from './account.tokens';

/** `tienda.account`: creating and recovering an account, and verifying its email or phone. */
export interface AccountNamespace {
  /**
   * Creates an account and signs in with it, merging the anonymous cart as a login does.
   * Fields are checked before the call; a failure restores the prior state.
   */
  signUp(...args: Parameters<SignUpUseCase['execute']>): ReturnType<SignUpUseCase['execute']>;
  /**
   * Signs in with a provider's token: `loggedIn`, `confirmationRequired` (call `confirm`
   * with the names and email) or `cancelled` (the provider was closed; nothing is reported).
   */
  socialLogin(...args: Parameters<SocialLoginUseCase['execute']>): ReturnType<SocialLoginUseCase['execute']>;
  /** Asks for a password reset link by email. */
  resetPassword(...args: Parameters<ResetPasswordUseCase['execute']>): ReturnType<ResetPasswordUseCase['execute']>;
  /** Sends a verification code by email or SMS; answers the code's status. Needs a signed-in user. */
  sendVerification(...args: Parameters<SendVerificationUseCase['execute']>): ReturnType<SendVerificationUseCase['execute']>;
  /** Sends the code again on a channel; answers its status. Needs a signed-in user. */
  resendVerification(...args: Parameters<ResendVerificationUseCase['execute']>): ReturnType<ResendVerificationUseCase['execute']>;
  /** Verifies a code or a link's uuid; answers has_mobile_app, and refreshes a signed-in user. */
  verifyCode(...args: Parameters<VerifyCodeUseCase['execute']>): ReturnType<VerifyCodeUseCase['execute']>;
  /**
   * Deletes the signed-in shopper's account, then clears addresses, pickup options, cards and
   * orders, and starts a new anonymous cart; resolves to true. Needs a signed-in user.
   */
  deleteAccount(...args: Parameters<DeleteAccountUseCase['execute']>): ReturnType<DeleteAccountUseCase['execute']>;
  /** Updates names, contact email and phone; the answer replaces `tienda.user.store`'s user. */
  updateProfile(...args: Parameters<UpdateProfileUseCase['execute']>): ReturnType<UpdateProfileUseCase['execute']>;
  /** The predefined avatars to choose from. */
  listAvatars(...args: Parameters<ListPredefinedAvatarsUseCase['execute']>): ReturnType<ListPredefinedAvatarsUseCase['execute']>;
  /** Chooses a predefined avatar; the answer replaces the stored user. */
  setAvatar(...args: Parameters<SetPredefinedAvatarUseCase['execute']>): ReturnType<SetPredefinedAvatarUseCase['execute']>;
  /** Uploads a profile picture (PNG, JPEG or WebP up to 2 MB, checked before sending); the answer replaces the stored user. */
  uploadAvatar(...args: Parameters<UploadAvatarUseCase['execute']>): ReturnType<UploadAvatarUseCase['execute']>;
  /** Sends the identity document: front, back and selfie, each checked as an avatar is. */
  uploadIdentityDocument(...args: Parameters<UploadIdentityDocumentUseCase['execute']>): ReturnType<UploadIdentityDocumentUseCase['execute']>;
  /** The notification settings. */
  loadSettings(...args: Parameters<LoadSettingsUseCase['execute']>): ReturnType<LoadSettingsUseCase['execute']>;
  /** Changes some notification settings; resolves to all of them as saved. */
  updateSettings(...args: Parameters<UpdateSettingsUseCase['execute']>): ReturnType<UpdateSettingsUseCase['execute']>;
  /** The notifications, as `listNotifications`, `clearNotification` and `openNotification` leave them. */
  readonly notifications: NotificationsStore;
  /** Lists the notifications into `notifications`. */
  listNotifications(...args: Parameters<ListNotificationsUseCase['execute']>): ReturnType<ListNotificationsUseCase['execute']>;
  /** Clears a notification. */
  clearNotification(...args: Parameters<ClearNotificationUseCase['execute']>): ReturnType<ClearNotificationUseCase['execute']>;
  /** Opens a notification: answers its url, clearing it when it is dismiss_after_open. */
  openNotification(...args: Parameters<OpenNotificationUseCase['execute']>): ReturnType<OpenNotificationUseCase['execute']>;
  /** Registers the push player id; resolves to false (never throws) when it fails, which goes to `errors$`. */
  registerPushPlayer(...args: Parameters<RegisterPushPlayerUseCase['execute']>): ReturnType<RegisterPushPlayerUseCase['execute']>;
  /** Records a device permission; resolves to false (never throws) when it fails, which goes to `errors$`. */
  recordDevicePermission(...args: Parameters<RecordDevicePermissionUseCase['execute']>): ReturnType<RecordDevicePermissionUseCase['execute']>;
  /** The app-version check: should_update, recommended_version, force_update, minimum_version. */
  checkAppVersion(...args: Parameters<CheckAppVersionUseCase['execute']>): ReturnType<CheckAppVersionUseCase['execute']>;
}

/** The account feature's part of TiendaClient. */
export interface AccountClient {
  /**
   * The account: sign-up, social login, password reset, verification, profile, avatar, settings and notifications.
   */
  readonly account: AccountNamespace;
}

// The namespace's calls are exactly the use cases the module binds (a type check, no code).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type AccountMembersMatch = Same<Exclude<keyof AccountNamespace, 'notifications'>, AccountUseCase> extends true ? true : never;
const membersMatch: AccountMembersMatch = true;
void membersMatch;

export function accountClient(resolve: Resolve): AccountClient {
  const notifications = lazily<NotificationsStore>(resolve, ACCOUNT_TOKENS.NotificationsStore);
  const account = Object.defineProperty(useCaseMembers(resolve, ACCOUNT_USE_CASES, accountTokenOf), 'notifications', { get: notifications, enumerable: true });
  return { account: account as unknown as AccountNamespace };
}
