import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpSessionRepository } from '../../../src/data/session/http-session.repository';
import { HttpUserRepository } from '../../../src/data/user/http-user.repository';
import { ApiClient } from '../../../src/data/http/api-client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { apiError, sessionToken, user } from '../../mocks/fixtures';
import { failureOf } from '../../mocks/client';
import { API, requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

function build() {
  const sessions = new FakeSessionSource('tok-current');
  const api = new ApiClient({ baseURL: API, sessions, logger: new RecordingLogger() });
  return { sessions, session: new HttpSessionRepository(api), users: new HttpUserRepository(api) };
}

describe('HttpSessionRepository', () => {
  it('creates an anonymous session with POST /anonymous/, without a Session header', async () => {
    server.use(http.post(url('/anonymous/'), () => HttpResponse.json(sessionToken('anon-1'))));
    await expect(build().session.createAnonymous()).resolves.toEqual({ token: 'anon-1', first_name: null, last_name: null, email: null });
    expect(requests.single('POST', '/anonymous/').headers.has('Session')).toBe(false);
  });

  it('does not try to recover a rejected POST /anonymous/', async () => {
    server.use(http.post(url('/anonymous/'), () => HttpResponse.json(apiError('AUTH_ERROR'), { status: 401 })));
    const { session, sessions } = build();
    expect((await failureOf(session.createAnonymous())).cause).toBe('AUTH_ERROR');
    expect(sessions.replaced).toEqual([]);
    expect(requests.count('POST', '/anonymous/')).toBe(1);
  });

  it('logs in with POST /login/ sending login, email and password', async () => {
    server.use(http.post(url('/login/'), () => HttpResponse.json(sessionToken('user-token', { first_name: 'Ana' }))));
    const answer = await build().session.login({ login: 'ana@example.com', email: 'ana@example.com', password: 'pw' });
    expect(answer).toMatchObject({ token: 'user-token', first_name: 'Ana' });
    const sent = requests.single('POST', '/login/');
    expect(await sent.request.json()).toEqual({ login: 'ana@example.com', email: 'ana@example.com', password: 'pw' });
    expect(sent.headers.get('Session')).toBe('tok-current');
  });

  it('logs out with POST /logout/ and never recovers it', async () => {
    server.use(http.post(url('/logout/'), () => HttpResponse.json(apiError('AUTH_EXPIRED'), { status: 401 })));
    const { session, sessions } = build();
    expect((await failureOf(session.logout())).cause).toBe('AUTH_EXPIRED');
    expect(sessions.replaced).toEqual([]);
    expect(requests.count('POST', '/logout/')).toBe(1);
  });

  it("names the 'SessionToken' shape when the token is missing", async () => {
    server.use(http.post(url('/anonymous/'), () => HttpResponse.json({ token: '' })));
    const error = await failureOf(build().session.createAnonymous());
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toEqual({ shape: 'SessionToken', fields: ['token'] });
  });
});

describe('HttpUserRepository', () => {
  it('reads the user with GET /user/', async () => {
    server.use(http.get(url('/user/'), () => HttpResponse.json(user({ points: null }))));
    const answer = await build().users.getUser();
    expect(answer).toMatchObject({ public_id: 'user-1', first_name: 'Ana', points: 0 });
    expect(requests.count('GET', '/user/')).toBe(1);
  });
});
