import type { User } from '../../domain';

export interface UserRepository {
  /** GET /user/ */
  getUser(): Promise<User>;
}
