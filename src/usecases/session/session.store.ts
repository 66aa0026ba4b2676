import { authenticationStateOf, type AuthenticationState, type Session, type UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

/** The signed-in user's names and email, as the login answered them. */
export interface SessionProfile {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** What {@link SessionStore} holds. */
export interface SessionState {
  status: StoreStatus;
  authState: AuthenticationState;
  session: Session | null;
  /** Names and email the login answered; null for anonymous sessions. */
  profile: SessionProfile | null;
  error: UseCaseError | null;
}

/** The session and its authentication state (spec section 4). */
export class SessionStore extends Store<SessionState> {
  constructor() {
    super({ status: 'idle', authState: 'notAuthenticated', session: null, profile: null, error: null });
  }

  /** The session in the state, or null. */
  get session(): Session | null {
    return this.getSnapshot().session;
  }

  /** For use cases: a session start or login is under way. */
  setAuthenticating(): void {
    this.setState({ status: 'loading', authState: 'authenticating', error: null });
  }

  /** For use cases: the session now held (null: none) and, for a user, their profile. */
  setSession(session: Session | null, profile: SessionProfile | null = null): void {
    this.setState({
      status: session ? 'ready' : 'idle',
      session,
      profile: session?.isUser ? profile : null,
      authState: authenticationStateOf(session),
      error: null,
    });
  }

  /** Puts back an earlier state (a failed login restores the prior state), noting the error (null: none). */
  restore(previous: SessionState, error: UseCaseError | null): void {
    this.setState({ ...previous, error });
  }
}
