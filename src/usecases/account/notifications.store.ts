import type { UseCaseError } from '../../domain';
import type { Notification } from '../../domain/account/profile';
import { Store, type StoreStatus } from '../shared/store';

export interface NotificationsState {
  status: StoreStatus;
  notifications: readonly Notification[];
  error: UseCaseError | null;
}

/** The signed-in shopper's notifications, newest first. */
export class NotificationsStore extends Store<NotificationsState> {
  constructor() {
    super({ status: 'idle', notifications: [], error: null });
  }
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  setNotifications(notifications: readonly Notification[]): void {
    this.setState({ status: 'ready', notifications, error: null });
  }
  setError(error: UseCaseError): void {
    this.setState({ status: 'error', error });
  }
  remove(id: string | number): void {
    this.setState({ notifications: this.getSnapshot().notifications.filter((n) => String(n.id) !== String(id)) });
  }
  clear(): void {
    this.setState({ status: 'idle', notifications: [], error: null });
  }
}
