import type { Notification } from '../../domain/account/profile';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { ProfileRepository } from './account.repository';
import type { NotificationsStore } from './notifications.store';
import { requireUser } from './require-user';

/** Lists the notifications (GET /user/notification/) into the store; unknown types read as UNKNOWN. */
export class ListNotificationsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: NotificationsStore,
    private readonly repository: ProfileRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<Notification[]> {
    requireUser(this.session, this.errors, 'listNotifications');
    this.store.setLoading();
    try {
      const notifications = await this.repository.listNotifications();
      this.store.setNotifications(notifications);
      return notifications;
    } catch (error) {
      const failure = this.errors.handle(error, 'listNotifications');
      this.store.setError(failure);
      throw failure;
    }
  }
}

/**
 * Clears a notification (POST /user/notification/{id}/clear/), drops it from the store, and lowers the user's
 * unread count (the header's badge) by one.
 */
export class ClearNotificationUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: NotificationsStore,
    private readonly repository: ProfileRepository,
    private readonly errors: ErrorHandler,
    private readonly users?: UserStore,
  ) {}

  async execute(input: { id: string | number }): Promise<void> {
    requireUser(this.session, this.errors, 'clearNotification');
    await this.errors.run('clearNotification', () => this.repository.clearNotification(input.id));
    this.store.remove(input.id);
    this.users?.notificationCleared();
  }
}

/**
 * Opens a notification: answers where it leads (its url, or null). One
 * marked dismiss_after_open is cleared as it is opened; a failure to clear
 * it is reported, and the shopper is still taken there.
 */
export class OpenNotificationUseCase {
  constructor(
    private readonly clear: ClearNotificationUseCase,
  ) {}

  async execute(notification: Pick<Notification, 'id' | 'url' | 'dismiss_after_open'>): Promise<string | null> {
    if (notification.dismiss_after_open) await this.clear.execute({ id: notification.id }).catch(() => undefined);
    return notification.url;
  }
}
