import type { NotificationsStore } from '../../usecases/account/notifications.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { AccountUseCases } from './account.on-demand';
import { ACCOUNT_TOKENS as T, ACCOUNT_USE_CASES } from './account.tokens';

/** `tienda.account`: creating and recovering an account, and verifying its email or phone. */
export interface AccountNamespace extends Calls<AccountUseCases> {
  /** The notifications, as `listNotifications`, `clearNotification` and `openNotification` leave them. */
  readonly notifications: NotificationsStore;
}

/** The account feature's part of TiendaClient. */
export interface AccountClient {
  /**
   * The account: sign-up, social login, password reset, verification, profile, avatar, settings and notifications.
   */
  readonly account: AccountNamespace;
}

export function accountClient(resolve: Resolve): AccountClient {
  const calls = onDemandCalls(resolve, ACCOUNT_USE_CASES, {
    signUp: true,
    socialLogin: true,
    resetPassword: true,
    sendVerification: true,
    resendVerification: true,
    verifyCode: true,
    deleteAccount: true,
    updateProfile: true,
    listAvatars: true,
    setAvatar: true,
    uploadAvatar: true,
    uploadIdentityDocument: true,
    loadSettings: true,
    updateSettings: true,
    listNotifications: true,
    clearNotification: true,
    openNotification: true,
    registerPushPlayer: true,
    recordDevicePermission: true,
    checkAppVersion: true,
  });
  return { account: withGetters(calls, { notifications: lazily<NotificationsStore>(resolve, T.NotificationsStore) }) };
}
