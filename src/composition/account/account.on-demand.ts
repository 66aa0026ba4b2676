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
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { CART_TOKENS } from '../cart/cart.tokens';
import { SESSION_TOKENS as S, SESSION_USE_CASES } from '../session/session.tokens';
import { ACCOUNT_TOKENS as T } from './account.tokens';

/** The use cases of `tienda.account`, one per member. */
export function createAccount(get: Get) {
  const sessionStore = get(S.SessionStore);
  const sessionService = get(S.SessionService);
  const sessionRepository = get(S.SessionRepository);
  const loadUser = get(SESSION_USE_CASES).user.load;
  const cartService = get(CART_TOKENS.CartService);
  const errors = get(C.ErrorHandler);
  const personalData = get(T.PersonalData);
  const storage = get(C.Storage);
  const userStore = get(S.UserStore);
  const notificationsStore = get(T.NotificationsStore);
  const repository = new HttpAccountRepository(get(C.ApiClient));
  const clearNotification = new ClearNotificationUseCase(sessionStore, notificationsStore, repository, errors, userStore);
  return {
    /**
     * Creates an account and signs in with it, merging the anonymous cart as a login does.
     * Fields are checked before the call; a failure restores the prior state.
     */
    signUp: new SignUpUseCase(sessionStore, sessionService, repository, sessionRepository, loadUser, cartService, errors),
    /**
     * Signs in with a provider's token: `loggedIn`, `confirmationRequired` (call `confirm`
     * with the names and email) or `cancelled` (the provider was closed; nothing is reported).
     */
    socialLogin: new SocialLoginUseCase(sessionStore, sessionService, repository, loadUser, cartService, errors),
    /** Asks for a password reset link by email. */
    resetPassword: new ResetPasswordUseCase(repository, errors),
    /** Sends a verification code by email or SMS; answers the code's status. Needs a signed-in user. */
    sendVerification: new SendVerificationUseCase(sessionStore, repository, errors),
    /** Sends the code again on a channel; answers its status. Needs a signed-in user. */
    resendVerification: new ResendVerificationUseCase(sessionStore, repository, errors),
    /** Verifies a code or a link's uuid; answers has_mobile_app, and refreshes a signed-in user. */
    verifyCode: new VerifyCodeUseCase(sessionStore, repository, loadUser, errors),
    /**
     * Deletes the signed-in shopper's account, then clears addresses, pickup options, cards and
     * orders, and starts a new anonymous cart; resolves to true. Needs a signed-in user.
     */
    deleteAccount: new DeleteAccountUseCase(sessionStore, sessionService, repository, personalData, storage, cartService, errors),
    /** Updates names, contact email and phone; the answer replaces `tienda.user.store`'s user. */
    updateProfile: new UpdateProfileUseCase(sessionStore, userStore, repository, errors),
    /** The predefined avatars to choose from. */
    listAvatars: new ListPredefinedAvatarsUseCase(sessionStore, userStore, repository, errors),
    /** Chooses a predefined avatar; the answer replaces the stored user. */
    setAvatar: new SetPredefinedAvatarUseCase(sessionStore, userStore, repository, errors),
    /** Uploads a profile picture (PNG, JPEG or WebP up to 2 MB, checked before sending); the answer replaces the stored user. */
    uploadAvatar: new UploadAvatarUseCase(sessionStore, userStore, repository, errors),
    /** Sends the identity document: front, back and selfie, each checked as an avatar is. */
    uploadIdentityDocument: new UploadIdentityDocumentUseCase(sessionStore, userStore, repository, errors),
    /** The notification settings. */
    loadSettings: new LoadSettingsUseCase(sessionStore, repository, errors),
    /** Changes some notification settings; resolves to all of them as saved. */
    updateSettings: new UpdateSettingsUseCase(sessionStore, repository, errors),
    /** Lists the notifications into `notifications`. */
    listNotifications: new ListNotificationsUseCase(sessionStore, notificationsStore, repository, errors),
    /** Clears a notification. */
    clearNotification,
    /** Opens a notification: answers its url, clearing it when it is dismiss_after_open. */
    openNotification: new OpenNotificationUseCase(clearNotification),
    /** Registers the push player id; resolves to false (never throws) when it fails, which goes to `errors$`. */
    registerPushPlayer: new RegisterPushPlayerUseCase(repository, errors),
    /** Records a device permission; resolves to false (never throws) when it fails, which goes to `errors$`. */
    recordDevicePermission: new RecordDevicePermissionUseCase(repository, errors),
    /** The app-version check: should_update, recommended_version, force_update, minimum_version. */
    checkAppVersion: new CheckAppVersionUseCase(repository, errors),
  };
}

export type AccountUseCases = ReturnType<typeof createAccount>;
