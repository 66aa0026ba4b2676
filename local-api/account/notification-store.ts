import type { NotificationType as DomainNotificationType } from '../../src/domain/account/profile';
import type { Database } from '../db/database';

// The user's notifications (notifications.ts holds the rules: the types and their facts, the settings that decide, the JSON shape).

/** A row of the notifications table; its type is one the server makes (never UNKNOWN). */
export interface NotificationRow {
  id: number;
  type: Exclude<DomainNotificationType, 'UNKNOWN'>;
  subject: string;
  message: string;
  url: string | null;
  order_number: string | null;
  dismiss_after_open: number;
  created_at: number;
  read_at: number | null;
}

/** Whether a user with that id exists. */
export function userExists(db: Database, userId: number): boolean {
  return Boolean(db.prepare('SELECT id FROM users WHERE id = ?').get(userId));
}

/** Records a notification; answers its id. */
export function insertNotification(
  db: Database,
  notification: Pick<NotificationRow, 'type' | 'subject' | 'message' | 'url' | 'order_number' | 'dismiss_after_open' | 'created_at'> & { user_id: number },
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notifications (user_id, type, subject, message, url, order_number, dismiss_after_open, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      notification.user_id,
      notification.type,
      notification.subject,
      notification.message,
      notification.url,
      notification.order_number,
      notification.dismiss_after_open,
      notification.created_at,
    );
  return Number(lastInsertRowid);
}

/** The user's notifications not dismissed, newest first, at most 100. */
export function listUndismissedNotifications(db: Database, userId: number): NotificationRow[] {
  return db
    .prepare('SELECT * FROM notifications WHERE user_id = ? AND dismissed_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 100')
    .all(userId) as NotificationRow[];
}

/** How many of the user's notifications are neither dismissed nor read. */
export function countUnreadNotifications(db: Database, userId: number): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND dismissed_at IS NULL AND read_at IS NULL').get(userId) as {
      n: number;
    }
  ).n;
}

/** The user's notification of that id, if it is not dismissed. */
export function findUndismissedNotification(db: Database, userId: number, id: number): { id: number } | undefined {
  return db.prepare('SELECT id FROM notifications WHERE id = ? AND user_id = ? AND dismissed_at IS NULL').get(id, userId) as { id: number } | undefined;
}

/** Dismisses the notification at `now`, marking it read then unless it already was. */
export function dismissNotification(db: Database, id: number, now: number): void {
  db.prepare('UPDATE notifications SET read_at = COALESCE(read_at, ?), dismissed_at = ? WHERE id = ?').run(now, now, id);
}
