import { UserSchema, type User } from '../../domain';
import type { UserRepository } from '../../usecases/user/user.repository';
import type { ApiClient } from '../http/api-client';

export class HttpUserRepository implements UserRepository {
  constructor(private readonly api: ApiClient) {}

  getUser(): Promise<User> {
    return this.api.request({ method: 'GET', path: '/user/', schema: UserSchema, shape: 'User' });
  }
}
