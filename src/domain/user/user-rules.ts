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
