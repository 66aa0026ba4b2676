import { useMemo } from 'react';
import type { Notification } from '../../domain/account/profile';
import type { NotificationsState } from '../../usecases/account/notifications.store';
import { useClient, useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
import { useStoreState } from '../shared/use-store';

const IDLE: NotificationsState = { status: 'idle', notifications: [], error: null };

/**
 * `/cuenta/notificaciones`' view model: the notifications store, listed once
 * the screen is on the page (`reload` lists again, keeping the list shown),
 * and the actions on one notification.
 */
export function useNotifications() {
  const client = useClient();
  const source = useClientSource();
  const state = useStoreState(client?.account.notifications, IDLE);
  // The store keeps the failure: the screen reads it there.
  const load = useQuery(['account', 'notifications'], (c) => c.account.listNotifications().catch(() => undefined));
  const actions = useMemo(
    () => ({
      clear: (notification: Notification) => source.get().then((c) => c.account.clearNotification({ id: notification.id })),
      open: (notification: Notification) => source.get().then((c) => c.account.openNotification(notification)),
    }),
    [source],
  );
  return { state, reload: load.refresh, ...actions };
}
