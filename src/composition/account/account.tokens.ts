import { capitalize, featureTokens } from '../on-demand';

/**
 * The account's use cases, by the name of their member on `tienda.account`
 * (`signUp`) and of their token (`SignUp`).
 */
export const ACCOUNT_USE_CASES = [
  'signUp',
  'socialLogin',
  'resetPassword',
  'sendVerification',
  'resendVerification',
  'verifyCode',
  'deleteAccount',
  'updateProfile',
  'listAvatars',
  'setAvatar',
  'uploadAvatar',
  'uploadIdentityDocument',
  'loadSettings',
  'updateSettings',
  'listNotifications',
  'clearNotification',
  'openNotification',
  'registerPushPlayer',
  'recordDevicePermission',
  'checkAppVersion',
] as const;
export type AccountUseCase = (typeof ACCOUNT_USE_CASES)[number];

const OTHERS = ['AccountRepository', 'ProfileRepository', 'PersonalData', 'NotificationsStore'] as const;

/**
 * The account feature's tokens (`tienda.SignUp`…): its repositories, its use
 * cases, and the notifications store. Built from
 * the names, so the library chunk carries each name once.
 */
export const ACCOUNT_TOKENS = /* @__PURE__ */ featureTokens(OTHERS, ACCOUNT_USE_CASES);

/** `signUp` → `SignUp`: the token of a member. */
export function accountTokenOf(member: AccountUseCase): symbol {
  return ACCOUNT_TOKENS[capitalize(member)];
}
