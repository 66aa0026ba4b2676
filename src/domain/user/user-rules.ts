import type { User } from './user';

/**
 * How many of the shopper's notifications are unread, for the header's count. The spec leaves the user's
 * `notification` field open; the local API (and any API that follows it) puts `{unread_count}` there. Anything
 * else, or nothing, counts as none.
 */
export function unreadNotifications(user: Pick<User, 'notification'> | null | undefined): number {
  const field = user?.notification;
  if (field === null || typeof field !== 'object' || !('unread_count' in field)) return 0;
  const count = (field as { unread_count: unknown }).unread_count;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/** The user once one notification was cleared: one fewer unread, never below none (nothing else changes). */
export function withOneNotificationCleared<T extends Pick<User, 'notification'>>(user: T): T {
  const count = unreadNotifications(user);
  if (count === 0) return user;
  return { ...user, notification: { ...(user.notification as object), unread_count: count - 1 } };
}

/** A person's name: letters (any script), spaces, apostrophes, dots and dashes; starting with a letter. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’. -]*[\p{L}\p{M}.])?$/u;

/** The longest first or last name the account takes. */
export const MAX_PERSON_NAME_LENGTH = 80;

/**
 * The problem of a shopper's first or last name (profile, sign-up), in the words the API uses; null when it is
 * fine. The name is read trimmed, with runs of spaces as one.
 */
export function personNameProblem(field: 'first_name' | 'last_name', value: string): string | null {
  const label = field === 'first_name' ? 'El nombre' : 'El apellido';
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) return `${label} no puede quedar vacío.`;
  if ([...name].length > MAX_PERSON_NAME_LENGTH) return `${label} puede tener como máximo ${MAX_PERSON_NAME_LENGTH} caracteres.`;
  if (!PERSON_NAME_PATTERN.test(name)) return `${label} solo puede tener letras, espacios, apóstrofos, puntos y guiones.`;
  return null;
}
