import { toUseCaseError, type Session } from '../../domain';
import type { UserLoader } from '../user/user-loader';
import type { SessionService } from './session.service';
import type { SessionStore } from './session.store';

/**
 * Starts or restores the session: a persisted one is reused (and its user
 * loaded), otherwise an anonymous session is created. A persisted user
 * session the server no longer accepts ends as a fresh anonymous one.
 */
export class StartSessionUseCase {
  private running: Promise<Session> | null = null;

  constructor(
    private readonly store: SessionStore,
    private readonly sessions: SessionService,
    private readonly loadUser: UserLoader,
  ) {}

  execute(): Promise<Session> {
    this.running ??= this.start().finally(() => (this.running = null));
    return this.running;
  }

  private async start(): Promise<Session> {
    const existing = this.store.session ?? (await this.sessions.restore());
    if (!existing) {
      await this.sessions.createAnonymous();
      return this.store.session!;
    }
    if (existing.isUser) {
      try {
        await this.loadUser.execute();
      } catch (error) {
        // Recovery may have replaced the rejected user session with an anonymous one: that is a normal start.
        // UserLoader has already reported the failure; reporting it again would log and publish it twice.
        if (this.store.session?.isUser) throw toUseCaseError(error);
      }
    }
    return this.store.session ?? existing;
  }
}
