import { storedSessionOf, type Session, type SessionToken, type StoredSession } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { STORAGE_KEYS, type ResilientStorage } from '../shared/resilient-storage';
import type { UserStore } from '../user/user.store';
import type { PersonalData } from './personal-data';
import type { SessionRepository } from './session.repository';
import type { SessionTokenSource } from './session-token-source';
import type { SessionProfile, SessionStore } from './session.store';

/**
 * Owns the current session: restores and persists it, creates anonymous
 * sessions (one at a time), and replaces a rejected one. Becoming anonymous
 * again clears the user, cards, addresses, pickup options and the temporary card.
 */
export class SessionService implements SessionTokenSource {
  private creating: Promise<string> | null = null;

  constructor(
    private readonly store: SessionStore,
    private readonly users: UserStore,
    private readonly repository: SessionRepository,
    private readonly storage: ResilientStorage,
    private readonly errors: ErrorHandler,
    /** Cleared on becoming anonymous again: cards, addresses, pickup options, the temporary card. */
    private readonly personalData: PersonalData | null = null,
  ) {}

  /** Reads the persisted session, if any and well-formed. */
  async restore(): Promise<Session | null> {
    const stored = await this.readStored();
    return stored ? this.show(stored) : null;
  }

  /** Puts a persisted session (this tab's, or one another tab wrote) in the store, without writing it; null: none. */
  show(stored: StoredSession | null): Session | null {
    if (!stored) {
      this.store.setSession(null);
      return null;
    }
    const { token, isUser, first_name = null, last_name = null, email = null } = stored;
    this.store.setSession({ token, isUser }, { first_name, last_name, email });
    return { token, isUser };
  }

  /** The persisted session, if any and well-formed, without adopting it (another tab may have written it). */
  readStored(): Promise<StoredSession | null> {
    return this.storage.getJson(STORAGE_KEYS.session, storedSessionOf);
  }

  /** Adopts a token the API answered and persists it. */
  async adopt(answer: SessionToken, isUser: boolean): Promise<Session> {
    const session: Session = { token: answer.token, isUser };
    const profile: SessionProfile = { first_name: answer.first_name, last_name: answer.last_name, email: answer.email };
    this.store.setSession(session, profile);
    if (!isUser) {
      // Becoming anonymous again (spec section 4): the user, and the shopper's cards, addresses and pickup options.
      this.users.clear();
      this.personalData?.clearWhenAnonymous();
    }
    await this.storage.setJson(STORAGE_KEYS.session, isUser ? { ...session, ...profile } : session);
    return session;
  }

  /** Forgets the session locally (used when no anonymous session could be had). */
  async forget(): Promise<void> {
    this.store.setSession(null);
    this.users.clear();
    this.personalData?.clearWhenAnonymous();
    await this.storage.remove(STORAGE_KEYS.session);
  }

  async ensureToken(): Promise<string> {
    // A call made before (or racing with) start() must use the persisted session, not replace it.
    const current = this.store.session ?? (await this.restore());
    if (current) return current.token;
    return this.createAnonymous();
  }

  async replaceRejected(rejectedToken: string): Promise<string> {
    const current = this.store.session;
    if (current && current.token !== rejectedToken) return current.token;
    return this.createAnonymous();
  }

  /** Creates a new anonymous session; concurrent callers share the one creation. */
  createAnonymous(): Promise<string> {
    if (!this.creating) {
      this.creating = (async () => {
        try {
          const answer = await this.repository.createAnonymous();
          const session = await this.adopt(answer, false);
          return session.token;
        } catch (error) {
          throw this.errors.handle(error, 'createAnonymousSession');
        } finally {
          this.creating = null;
        }
      })();
    }
    return this.creating;
  }
}
