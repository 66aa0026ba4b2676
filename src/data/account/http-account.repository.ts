import * as z from 'zod/mini';
import { SessionTokenSchema, UserSchema, type SessionToken, type User } from '../../domain';
import {
  AppVersionSchema,
  NotificationListSchema,
  PredefinedAvatarListSchema,
  SettingsSchema,
  type AppVersion,
  type DevicePermissionRecord,
  type Notification,
  type PredefinedAvatar,
  type ProfileUpdate,
  type Settings,
} from '../../domain/account/profile';
import {
  SocialLoginAnswerSchema,
  sessionTokenIn,
  verificationStatusOf,
  VerifyCodeAnswerSchema,
  type SocialLoginAnswer,
  type VerificationChannel,
  type VerificationCodeStatus,
  type VerifyCodeAnswer,
} from '../../domain/account/account';
import { ResetPasswordAnswerSchema, type RegisterRequest, type ResetPasswordResult } from '../../domain/account/account-requests';
import type { AccountRepository, ProfileRepository, SocialLoginRequest } from '../../usecases/account/account.repository';
import type { ApiClient } from '../http/api-client';

// Answers the spec does not show: read as they come, and interpreted by the domain.
const Anything = z.unknown();

export class HttpAccountRepository implements AccountRepository, ProfileRepository {
  constructor(private readonly api: ApiClient) {}

  async register(request: RegisterRequest): Promise<SessionToken | null> {
    return sessionTokenIn(await this.api.request({ method: 'POST', path: '/register/', data: request, schema: Anything, shape: 'Register' }));
  }

  loginWithToken(request: SocialLoginRequest): Promise<SocialLoginAnswer> {
    return this.api.request({ method: 'POST', path: '/login_token/', data: request, schema: SocialLoginAnswerSchema, shape: 'SocialLogin' });
  }

  resetPassword(email: string): Promise<ResetPasswordResult> {
    return this.api.request({ method: 'POST', path: '/reset_password/', data: { email }, schema: ResetPasswordAnswerSchema, shape: 'ResetPassword' });
  }

  sendEmailVerification(): Promise<VerificationCodeStatus> {
    return this.status('/user/send_email_verification/');
  }

  sendPhoneVerification(phone: string): Promise<VerificationCodeStatus> {
    return this.status(`/user/send_phone_verification/${encodeURIComponent(phone)}/`);
  }

  resendVerification(type: VerificationChannel): Promise<VerificationCodeStatus> {
    return this.status('/verify_resend/', { type });
  }

  verifyCode(request: { code: string } | { uuid: string }): Promise<VerifyCodeAnswer> {
    return this.api.request({ method: 'POST', path: '/verify_code/', data: request, schema: VerifyCodeAnswerSchema, shape: 'VerifyCode' });
  }

  deleteUser(): Promise<SessionToken> {
    // A rejected session cannot delete an account: no anonymous replacement and retry here.
    return this.api.request({ method: 'DELETE', path: '/user/', schema: SessionTokenSchema, shape: 'SessionToken', sessionRecovery: false });
  }

  updateUser(update: ProfileUpdate): Promise<User> {
    return this.api.request({ method: 'PUT', path: '/user/', data: update, schema: UserSchema, shape: 'User' });
  }

  listPredefinedAvatars(): Promise<PredefinedAvatar[]> {
    return this.api.request({ method: 'GET', path: '/user/avatar/predefined', schema: PredefinedAvatarListSchema, shape: 'PredefinedAvatarList' });
  }

  setPredefinedAvatar(id: string | number): Promise<User> {
    return this.api.request({ method: 'PUT', path: `/user/avatar/predefined/${encodeURIComponent(String(id))}`, schema: UserSchema, shape: 'User' });
  }

  uploadAvatar(image: Blob): Promise<User> {
    return this.api.request({ method: 'POST', path: '/user/avatar/upload', data: formOf({ image }), schema: UserSchema, shape: 'User' });
  }

  async uploadIdentityDocument(images: { front: Blob; back: Blob; selfie: Blob }): Promise<void> {
    await this.api.request({ method: 'POST', path: '/user/dpi/', data: formOf(images), schema: Anything, shape: 'IdentityDocument' });
  }

  getSettings(): Promise<Settings> {
    return this.api.request({ method: 'GET', path: '/setting/', schema: SettingsSchema, shape: 'Settings' });
  }

  async updateSettings(settings: Settings): Promise<void> {
    await this.api.request({ method: 'PUT', path: '/setting/', data: settings, schema: Anything, shape: 'Settings' });
  }

  listNotifications(): Promise<Notification[]> {
    return this.api.request({ method: 'GET', path: '/user/notification/', schema: NotificationListSchema, shape: 'NotificationList' });
  }

  async clearNotification(id: string | number): Promise<void> {
    await this.api.request({ method: 'POST', path: `/user/notification/${encodeURIComponent(String(id))}/clear/`, schema: Anything, shape: 'Notification' });
  }

  async registerPushPlayer(playerId: string): Promise<void> {
    await this.api.request({ method: 'POST', path: '/one_signal_player/', data: { player_id: playerId }, schema: Anything, shape: 'PushPlayer' });
  }

  async recordDevicePermission(record: DevicePermissionRecord): Promise<void> {
    await this.api.request({ method: 'POST', path: '/user/device/permission', data: record, schema: Anything, shape: 'DevicePermission' });
  }

  checkVersion(query: { platform: string; version_name: string }): Promise<AppVersion> {
    return this.api.request({ method: 'GET', path: '/version/', params: query, schema: AppVersionSchema, shape: 'AppVersion' });
  }

  private async status(path: string, data?: unknown): Promise<VerificationCodeStatus> {
    return verificationStatusOf(await this.api.request({ method: 'POST', path, data, schema: Anything, shape: 'VerificationCode' }));
  }
}

/** A multipart body of pictures, each under its field name. */
function formOf(files: Record<string, Blob>): FormData {
  const form = new FormData();
  for (const [name, file] of Object.entries(files)) form.append(name, file, name);
  return form;
}
