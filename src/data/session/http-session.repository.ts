import { SessionTokenSchema, type LoginRequest, type SessionToken } from '../../domain';
import type { SessionRepository } from '../../usecases/session/session.repository';
import type { ApiClient } from '../http/api-client';

export class HttpSessionRepository implements SessionRepository {
  constructor(private readonly api: ApiClient) {}

  createAnonymous(): Promise<SessionToken> {
    return this.api.request({
      method: 'POST',
      path: '/anonymous/',
      schema: SessionTokenSchema,
      shape: 'SessionToken',
      authenticated: false,
    });
  }

  login(request: LoginRequest): Promise<SessionToken> {
    return this.api.request({ method: 'POST', path: '/login/', data: request, schema: SessionTokenSchema, shape: 'SessionToken' });
  }

  logout(): Promise<SessionToken> {
    return this.api.request({
      method: 'POST',
      path: '/logout/',
      schema: SessionTokenSchema,
      shape: 'SessionToken',
      // A rejected session is as good as logged out: no recovery loop here.
      sessionRecovery: false,
    });
  }
}
