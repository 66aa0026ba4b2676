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

const OTHERS = ['AccountRepository', 'ProfileRepository', 'AddressesStore', 'CardsStore', 'OrdersStore', 'PersonalData', 'NotificationsStore'] as const;

type Tokens = { readonly [K in (typeof OTHERS)[number] | Capitalize<AccountUseCase>]: symbol };

/**
 * The account feature's tokens (`tienda.SignUp`…): its repositories, its use
 * cases, and the addresses, cards and orders stores, bound here until their
 * own features (checkout, orders) have modules. Built from the names, so the
 * library chunk carries each name once.
 */
export const ACCOUNT_TOKENS: Tokens = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(
    [...OTHERS, ...ACCOUNT_USE_CASES.map((name) => name[0]!.toUpperCase() + name.slice(1))].map((name) => [name, Symbol.for(`tienda.${name}`)]),
  ) as Tokens,
);

/** `signUp` → `SignUp`: the token of a member. */
export function accountTokenOf(member: AccountUseCase): symbol {
  return ACCOUNT_TOKENS[(member[0]!.toUpperCase() + member.slice(1)) as Capitalize<AccountUseCase>];
}
