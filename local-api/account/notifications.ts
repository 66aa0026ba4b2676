import { PUBLIC_API_PATH } from '../../src/domain';
import { NOTIFICATION_TYPES as DOMAIN_NOTIFICATION_TYPES } from '../../src/domain/account/profile';
import type { AppDeps } from '../http/context';
import {
  countUnreadNotifications,
  dismissNotification,
  findUndismissedNotification,
  insertNotification,
  listUndismissedNotifications,
  userExists,
} from './notification-store';
import { readSettings, type SettingTopic } from './settings';

/** The spec's notification types (section 3, the domain's list), UNKNOWN aside: the server never makes one of those. */
export const NOTIFICATION_TYPES = DOMAIN_NOTIFICATION_TYPES.filter((type) => type !== 'UNKNOWN') as Exclude<(typeof DOMAIN_NOTIFICATION_TYPES)[number], 'UNKNOWN'>[];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

interface TypeFacts {
  /** The settings topic whose push_ flag decides whether it is created; null: about the account itself, always created. */
  topic: SettingTopic | null;
  /** A Lucide icon, drawn by GET /media/notification/{type}.svg. */
  icon: string;
  color: string;
  subject: string;
  message: string;
  dismissAfterOpen: boolean;
}

export const NOTIFICATION_FACTS: Record<NotificationType, TypeFacts> = {
  ORDER_STATUS: { topic: 'orders', icon: 'package', color: '#e6eef7', subject: 'Tu pedido cambió de estado', message: 'Revisa el detalle de tu pedido.', dismissAfterOpen: false },
  EMAIL_VERIFICATION: { topic: null, icon: 'mail', color: '#fff4e5', subject: 'Verifica tu correo', message: 'Te enviamos un código para verificar tu correo electrónico.', dismissAfterOpen: true },
  EMAIL_VERIFIED: { topic: null, icon: 'mail-check', color: '#e7f6ec', subject: 'Correo verificado', message: 'Tu correo electrónico quedó verificado. ¡Gracias!', dismissAfterOpen: true },
  ASK_FOR_REVIEW: { topic: 'orders', icon: 'star', color: '#fff8db', subject: '¿Qué te pareció tu compra?', message: 'Cuéntanos tu experiencia con tu pedido.', dismissAfterOpen: true },
  QUESTION_ANSWERED: { topic: 'answers', icon: 'message-circle', color: '#e6eef7', subject: 'Respondieron tu pregunta', message: 'Ya hay respuesta a tu pregunta sobre un producto.', dismissAfterOpen: false },
  WAITLIST_BACK_IN_STOCK: { topic: 'waitlist', icon: 'package-check', color: '#e7f6ec', subject: 'Volvió a estar disponible', message: 'Un producto que esperabas ya está disponible.', dismissAfterOpen: false },
  FAVORITE_ON_SALE: { topic: 'wishlist', icon: 'tag', color: '#fdecec', subject: 'Tu favorito está en oferta', message: 'Un producto de tus favoritos bajó de precio.', dismissAfterOpen: false },
  FAVORITE_BACK_IN_STOCK: { topic: 'wishlist', icon: 'heart', color: '#fdecec', subject: 'Tu favorito volvió', message: 'Un producto de tus favoritos ya está disponible.', dismissAfterOpen: false },
  POINTS: { topic: 'offers', icon: 'coins', color: '#fff8db', subject: 'Tienes puntos nuevos', message: 'Sumaste puntos en tu cuenta.', dismissAfterOpen: false },
  COUPON: { topic: 'offers', icon: 'ticket', color: '#f1ebfb', subject: 'Tienes un cupón', message: 'Un cupón de descuento te espera en tu cuenta.', dismissAfterOpen: false },
  ASK_FOR_PRODUCT_REVIEW: { topic: 'orders', icon: 'star', color: '#fff8db', subject: 'Califica tu producto', message: 'Tu opinión ayuda a otros compradores.', dismissAfterOpen: true },
  EMAIL_FAILURE: { topic: null, icon: 'mail-x', color: '#fdecec', subject: 'No pudimos escribirte', message: 'Un correo a tu dirección no se pudo entregar. Revisa tu correo en tu perfil.', dismissAfterOpen: false },
};

export interface NotifyOptions {
  subject?: string;
  message?: string;
  /** Where the notification leads: a path of the store (`/producto/slug`, `/cuenta/pedidos/123`). */
  url?: string | null;
  order_number?: string | null;
}

/**
 * Records a notification for a user, unless the user's push_ flag for its
 * topic is off (account notices, topic null, are always recorded). Returns
 * the new notification's id, or null when the settings said no (or the user
 * does not exist). The verification flow calls it with EMAIL_VERIFIED.
 */
export function notify(deps: AppDeps, userId: number, type: NotificationType, options: NotifyOptions = {}): number | null {
  const facts = NOTIFICATION_FACTS[type];
  if (!userExists(deps.db, userId)) return null;
  if (facts.topic && !readSettings(deps, userId)[`push_${facts.topic}`]) return null;
  return insertNotification(deps.db, {
    user_id: userId,
    type,
    subject: options.subject ?? facts.subject,
    message: options.message ?? facts.message,
    url: options.url ?? null,
    order_number: options.order_number ?? null,
    dismiss_after_open: facts.dismissAfterOpen ? 1 : 0,
    created_at: deps.now().getTime(),
  });
}

export function notificationIconUrl(type: NotificationType): string {
  return `${PUBLIC_API_PATH}/media/notification/${type}.svg`;
}

/** The user's notifications, newest first, without the dismissed ones. */
export function listNotifications(deps: AppDeps, userId: number) {
  const rows = listUndismissedNotifications(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    subject: row.subject,
    message: row.message,
    icon: notificationIconUrl(row.type),
    background_color_hex: NOTIFICATION_FACTS[row.type]?.color ?? '#e6eef7',
    status_changed_date: new Date(row.read_at ?? row.created_at).toISOString(),
    order_number: row.order_number,
    dismiss_after_open: row.dismiss_after_open === 1,
    url: row.url,
    is_read: row.read_at !== null,
    date_created: new Date(row.created_at).toISOString(),
  }));
}

export function unreadCount(deps: AppDeps, userId: number): number {
  return countUnreadNotifications(deps.db, userId);
}

/**
 * Clears one of the user's notifications (the shopper's «Borrar»): read, and gone from the list. Opening a
 * notification clears it only when it is dismiss_after_open (the client's rule), so the others stay in the
 * history until the shopper clears them. Null when it is not the user's (or does not exist).
 */
export function clearNotification(deps: AppDeps, userId: number, id: number): { id: number; is_read: true; dismissed: true } | null {
  const row = findUndismissedNotification(deps.db, userId, id);
  if (!row) return null;
  const now = deps.now().getTime();
  dismissNotification(deps.db, id, now);
  return { id, is_read: true, dismissed: true };
}
