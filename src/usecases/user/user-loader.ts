import type { User } from '../../domain';

/**
 * What another feature's use case needs to refresh the signed-in user (after a login, a sign-up, a verification):
 * the user feature's LoadUserUseCase, reached through this port rather than its class (a feature never holds
 * another feature's use case).
 */
export interface UserLoader {
  /** Fetches the signed-in user and stores it (the user feature's rules and errors). */
  execute(): Promise<User>;
}
