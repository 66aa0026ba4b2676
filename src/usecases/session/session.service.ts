import { storedSessionOf, type Session, type SessionToken, type StoredSession } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { STORAGE_KEYS, type ResilientStorage } from '../shared/resilient-storage';
import type { UserStore } from '../user/user.store';
import type { PersonalData } from './personal-data';
import type { SessionRepository } from './session.repository';
import type { StorageChanges } from '../shared/storage-changes';
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
    /** The browser's other tabs: an anonymous session is created while holding them (StorageChanges.exclusive). */
    private readonly otherTabs: StorageChanges | null = null,
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
      this.clearPersonal();
    }
    await this.storage.setJson(STORAGE_KEYS.session, isUser ? { ...session, ...profile } : session);
    return session;
  }

  /** Forgets the session locally (used when no anonymous session could be had). */
  async forget(): Promise<void> {
    this.store.setSession(null);
    this.clearPersonal();
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
    return this.createAnonymous(rejectedToken);
  }

  /**
   * Creates a new anonymous session; concurrent callers share the one creation. `replacing` is the token it replaces
   * (rejected, or signed out of; none on a first visit). With the other tabs held, a session another tab stored
   * meanwhile, anonymous and not the one replaced, is taken instead of creating a second: every tab then has the same.
   */
  createAnonymous(replacing: string | null = this.store.session?.token ?? null): Promise<string> {
    if (!this.creating) {
      this.creating = (async () => {
        try {
          const exclusive = this.otherTabs?.exclusive;
          return await (exclusive ? exclusive(() => this.takeStoredOrCreate(replacing)) : this.create());
        } catch (error) {
          throw this.errors.handle(error, 'createAnonymousSession');
        } finally {
          this.creating = null;
        }
      })();
    }
    return this.creating;
  }

  private async takeStoredOrCreate(replacing: string | null): Promise<string> {
    // Read afresh: another tab may have written it since this tab last read.
    this.storage.reload(STORAGE_KEYS.session);
    const stored = await this.readStored();
    if (!stored || stored.isUser || stored.token === replacing || stored.token === this.store.session?.token) return this.create();
    this.show(stored);
    this.clearPersonal();
    return stored.token;
  }

  /** Becoming anonymous again (spec section 4): the user, and the shopper's cards, addresses and pickup options go. */
  private clearPersonal(): void {
    this.users.clear();
    this.personalData?.clearWhenAnonymous();
  }

  private async create(): Promise<string> {
    const answer = await this.repository.createAnonymous();
    const session = await this.adopt(answer, false);
    return session.token;
  }
}
