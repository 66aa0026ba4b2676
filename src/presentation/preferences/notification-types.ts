// Types only: the domain's values (zod schemas) stay in the library's chunk, not in these screens'.
import type { Notification, NotificationType } from '../../domain/account/profile';
import { safeReturnPath } from '../account/return-path';
import { parseStoreDate, STORE_TIME_ZONE } from '../shared/format';

/**
 * Each notification type's Spanish label (spec section 3, UNKNOWN included). Its icon is drawn by
 * preferences.css from the item's `data-type` (Lucide, in CSS only).
 */
export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  ORDER_STATUS: 'Tu pedido',
  EMAIL_VERIFICATION: 'Verificación de correo',
  EMAIL_VERIFIED: 'Correo verificado',
  ASK_FOR_REVIEW: 'Opinión de tu compra',
  QUESTION_ANSWERED: 'Respuesta a tu pregunta',
  WAITLIST_BACK_IN_STOCK: 'Lista de espera',
  FAVORITE_ON_SALE: 'Favorito en oferta',
  FAVORITE_BACK_IN_STOCK: 'Favorito disponible',
  POINTS: 'Puntos',
  COUPON: 'Cupón',
  ASK_FOR_PRODUCT_REVIEW: 'Califica un producto',
  EMAIL_FAILURE: 'Problema con tu correo',
  UNKNOWN: 'Aviso',
};

/** The notification's store path, or null when it has none or it leads outside the store. */
export function internalUrl(url: string | null): string | null {
  return url && safeReturnPath(url) === url ? url : null;
}

/** The words of a notification's link, after where it leads. */
export function linkLabel(notification: Pick<Notification, 'url' | 'order_number' | 'type'>): string {
  const url = notification.url ?? '';
  if (url.startsWith('/producto/')) return notification.type === 'QUESTION_ANSWERED' ? 'Ver la respuesta' : 'Ver el producto';
  if (url.startsWith('/cuenta/pedidos') || notification.order_number != null) return 'Ver el pedido';
  if (url.startsWith('/cuenta')) return 'Ir a tu cuenta';
  return 'Ver más';
}

const dateFormat = new Intl.DateTimeFormat('es-GT', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: STORE_TIME_ZONE });

/** "21 nov 2026, 14:05"; null when the server sent no readable date. */
export function notificationDate(value: string | null): string | null {
  if (!value) return null;
  const date = parseStoreDate(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/**
 * Which notifications the shopper has already seen, per user on this device. The spec's Notification
 * has no read flag, so the screen remembers the ids it has shown: anything else is marked "Nueva".
 */
const seenKey = (publicId: string) => `tienda.notifications.seen.${publicId}`;

export function readSeen(publicId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(seenKey(publicId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.map(String) : []);
  } catch {
    return new Set();
  }
}

/** Stores the listed ids as seen: the list is the server's, so ids no longer in it are dropped and the record stays small. */
export function writeSeen(publicId: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(seenKey(publicId), JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the marks come back next time, nothing else is lost.
  }
}
