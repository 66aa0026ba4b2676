import type { Settings } from '../../domain/account/profile';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { ProfileRepository } from './account.repository';
import { requireUser } from './require-user';

/** The notification settings (GET /setting/): push_ and email_ flags for orders, answers, waitlist, offers and wishlist. */
export class LoadSettingsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: ProfileRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<Settings> {
    requireUser(this.session, this.errors, 'loadSettings');
    return this.errors.run('loadSettings', () => this.repository.getSettings());
  }
}

/**
 * Changes some settings (PUT /setting/ with every flag: the current ones,
 * fetched, with `changes` over them) and resolves to what was saved.
 * Overlapping calls run one after the other, each reading what the one
 * before saved, so two quick toggles never overwrite each other.
 */
export class UpdateSettingsUseCase {
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly session: SessionStore,
    private readonly repository: ProfileRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(changes: Partial<Settings>): Promise<Settings> {
    requireUser(this.session, this.errors, 'updateSettings');
    const run = this.last.then(() =>
      this.errors.run('updateSettings', async () => {
        const settings = { ...(await this.repository.getSettings()), ...changes };
        await this.repository.updateSettings(settings);
        return settings;
      }),
    );
    this.last = run.catch(() => undefined);
    return run;
  }
}
