import type { User, UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

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
  get user(): User | null {
    return this.getSnapshot().user;
  }
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  setUser(user: User): void {
    this.setState({ status: 'ready', user, error: null });
  }
  setError(error: UseCaseError): void {
    this.setState({ status: 'error', error });
  }
  clear(): void {
    this.setState({ status: 'idle', user: null, error: null });
  }
}
