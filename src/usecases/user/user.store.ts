import { withOneNotificationCleared, type User, type UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

/** What {@link UserStore} holds. */
export interface UserState {
  status: StoreStatus;
  user: User | null;
  error: UseCaseError | null;
}

/** The signed-in user; empty for anonymous sessions. */
export class UserStore extends Store<UserState> {
  constructor() {
    super({ status: 'idle', user: null, error: null });
  }
  /** The user in the state, or null. */
  get user(): User | null {
    return this.getSnapshot().user;
  }
  /** For use cases: a fetch started. */
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  /** For use cases: the user the server answered. */
  setUser(user: User): void {
    this.setState({ status: 'ready', user, error: null });
  }
  /** For use cases: a failure. */
  setError(error: UseCaseError): void {
    this.setState({ status: 'error', error });
  }
  /** For use cases: a notification was cleared, so the user's unread count (the header's) is one lower. */
  notificationCleared(): void {
    const { user } = this.getSnapshot();
    if (user) this.setState({ user: withOneNotificationCleared(user) });
  }
  /** Empties the state (logout, an anonymous session). */
  clear(): void {
    this.setState({ status: 'idle', user: null, error: null });
  }
}
