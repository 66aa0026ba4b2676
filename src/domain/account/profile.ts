import * as z from 'zod/mini';
import { enumWithFallback, list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

/** Spec section 3: notification flags, push_ and email_, for each of these topics. */
export const SETTING_TOPICS = ['orders', 'answers', 'waitlist', 'offers', 'wishlist'] as const;
const flag = () => nullishOr(z.boolean(), false);

/** GET /setting/ */
export const SettingsSchema = z.object({
  push_orders: flag(),
  email_orders: flag(),
  push_answers: flag(),
  email_answers: flag(),
  push_waitlist: flag(),
  email_waitlist: flag(),
  push_offers: flag(),
  email_offers: flag(),
  push_wishlist: flag(),
  email_wishlist: flag(),
});
export type Settings = z.output<typeof SettingsSchema>;
export const SETTING_FLAGS = SETTING_TOPICS.flatMap((topic) => [`push_${topic}`, `email_${topic}`]) as (keyof Settings)[];

/** Spec section 3: the notification types; anything else is UNKNOWN. */
export const NOTIFICATION_TYPES = [
  'ORDER_STATUS',
  'EMAIL_VERIFICATION',
  'EMAIL_VERIFIED',
  'ASK_FOR_REVIEW',
  'QUESTION_ANSWERED',
  'WAITLIST_BACK_IN_STOCK',
  'FAVORITE_ON_SALE',
  'FAVORITE_BACK_IN_STOCK',
  'POINTS',
  'COUPON',
  'ASK_FOR_PRODUCT_REVIEW',
  'EMAIL_FAILURE',
  'UNKNOWN',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NotificationSchema = z.object({
  id: z.union([z.string(), z.number()]),
  subject: nullable(z.string()),
  message: nullable(z.string()),
  type: enumWithFallback(NOTIFICATION_TYPES, 'UNKNOWN'),
  icon: nullable(z.string()),
  background_color_hex: nullable(z.string()),
  status_changed_date: nullable(serverDate),
  order_number: nullable(z.union([z.string(), z.number()])),
  dismiss_after_open: flag(),
  url: nullable(z.string()),
});
export type Notification = z.output<typeof NotificationSchema>;
export const NotificationListSchema = list(NotificationSchema);

/** GET /user/avatar/predefined */
export const PredefinedAvatarSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: nullable(z.string()),
  image: nullable(z.string()),
});
export type PredefinedAvatar = z.output<typeof PredefinedAvatarSchema>;
export const PredefinedAvatarListSchema = list(PredefinedAvatarSchema);

/** GET /version/ */
export const AppVersionSchema = z.object({
  should_update: flag(),
  recommended_version: nullable(z.string()),
  force_update: flag(),
  minimum_version: nullable(z.string()),
});
export type AppVersion = z.output<typeof AppVersionSchema>;

/** POST /user/device/permission */
export interface DevicePermissionRecord {
  player_id: string;
  permission_type: string;
  status: string;
}

/** PUT /user/ */
export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  contact_email?: string;
  phone?: string;
}

export { IMAGE_TYPES, MAX_IMAGE_BYTES, imageProblem } from './images';
