import type { SessionToken, SocialLoginAnswer, User, VerificationChannel, VerificationCodeStatus, VerifyCodeAnswer } from '../../domain';
import type { AppVersion, DevicePermissionRecord, Notification, PredefinedAvatar, ProfileUpdate, Settings } from '../../domain/account/profile';
import type { RegisterRequest, ResetPasswordResult } from '../../domain/account/account-requests';

/** The body of POST /login_token/: the provider's token, plus the confirmed names and email on the second step. */
export interface SocialLoginRequest {
  token: string;
  first_name?: string;
  last_name?: string;
  email?: string;
}

/** The account calls of spec section 7 ("Session and account"). */
export interface AccountRepository {
  /** POST /register/ — the session token, when the answer carries one (the spec does not show the answer). */
  register(request: RegisterRequest): Promise<SessionToken | null>;
  /** POST /login_token/ */
  loginWithToken(request: SocialLoginRequest): Promise<SocialLoginAnswer>;
  /** POST /reset_password/: how long the link lasts, when the answer says. */
  resetPassword(email: string): Promise<ResetPasswordResult>;
  /** POST /user/send_email_verification/ */
  sendEmailVerification(): Promise<VerificationCodeStatus>;
  /** POST /user/send_phone_verification/{phone}/ */
  sendPhoneVerification(phone: string): Promise<VerificationCodeStatus>;
  /** POST /verify_resend/ with the channel as `type`. */
  resendVerification(type: VerificationChannel): Promise<VerificationCodeStatus>;
  /** POST /verify_code/ with a code, or with the uuid of a link. */
  verifyCode(request: { code: string } | { uuid: string }): Promise<VerifyCodeAnswer>;
  /** DELETE /user/ — answers a fresh anonymous token. */
  deleteUser(): Promise<SessionToken>;
}

/** The profile, settings, notification and device calls of spec section 7. */
export interface ProfileRepository {
  /** PUT /user/ — answers the user. */
  updateUser(update: ProfileUpdate): Promise<User>;
  /** GET /user/avatar/predefined */
  listPredefinedAvatars(): Promise<PredefinedAvatar[]>;
  /** PUT /user/avatar/predefined/{id} — answers the user. */
  setPredefinedAvatar(id: string | number): Promise<User>;
  /** POST /user/avatar/upload (multipart `image`) — answers the user. */
  uploadAvatar(image: Blob): Promise<User>;
  /** POST /user/dpi/ (multipart front, back, selfie). */
  uploadIdentityDocument(images: { front: Blob; back: Blob; selfie: Blob }): Promise<void>;
  /** GET /setting/ */
  getSettings(): Promise<Settings>;
  /** PUT /setting/ */
  updateSettings(settings: Settings): Promise<void>;
  /** GET /user/notification/ */
  listNotifications(): Promise<Notification[]>;
  /** POST /user/notification/{id}/clear/ */
  clearNotification(id: string | number): Promise<void>;
  /** POST /one_signal_player/ */
  registerPushPlayer(playerId: string): Promise<void>;
  /** POST /user/device/permission */
  recordDevicePermission(record: DevicePermissionRecord): Promise<void>;
  /** GET /version/ */
  checkVersion(query: { platform: string; version_name: string }): Promise<AppVersion>;
}
