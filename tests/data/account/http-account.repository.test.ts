import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpAccountRepository } from '../../../src/data/account/http-account.repository';
import { ApiClient } from '../../../src/data/http/api-client';
import { failureOf } from '../../mocks/client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { apiError } from '../../mocks/fixtures';
import { API, requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

function repository() {
  const sessions = new FakeSessionSource('user-token');
  return { sessions, repository: new HttpAccountRepository(new ApiClient({ baseURL: API, sessions, logger: new RecordingLogger() })) };
}

const REGISTER = { login: 'a@b.gt', email: 'a@b.gt', password: 'Clave123', first_name: 'Ana', last_name: 'López' };

describe('HttpAccountRepository', () => {
  it.each([
    ['a token', { token: 't-1', first_name: 'Ana', last_name: 'López', email: 'a@b.gt' }, { token: 't-1', first_name: 'Ana', last_name: 'López', email: 'a@b.gt' }],
    ['an empty body', null, null],
    ['something else', { ok: true }, null],
  ])('reads a register answer with %s', async (_label, answer, expected) => {
    server.use(http.post(url('/register/'), () => (answer === null ? new HttpResponse(null, { status: 201 }) : HttpResponse.json(answer))));
    await expect(repository().repository.register(REGISTER)).resolves.toEqual(expected);
    expect(await requests.single('POST', '/register/').request.json()).toEqual(REGISTER);
  });

  it('fails a social login answer without a status as a schema validation error naming the shape', async () => {
    server.use(http.post(url('/login_token/'), () => HttpResponse.json({ token: 'x' })));
    const error = await failureOf(repository().repository.loginWithToken({ token: 'p' }));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toEqual({ shape: 'SocialLogin', fields: ['status'] });
  });

  it('deletes the user without replacing a rejected session and retrying', async () => {
    server.use(http.delete(url('/user/'), () => HttpResponse.json(apiError('AUTH_EXPIRED'), { status: 401 })));
    const { repository: repo, sessions } = repository();
    const error = await failureOf(repo.deleteUser());
    expect(error.cause).toBe('AUTH_EXPIRED');
    expect(sessions.replaced).toEqual([]);
    expect(requests.count('DELETE', '/user/')).toBe(1);
  });

  it('fails a user answer of the wrong shape after an update as a schema validation error', async () => {
    server.use(http.put(url('/user/'), () => HttpResponse.json({ first_name: 'Ana' })));
    const error = await failureOf(repository().repository.updateUser({ first_name: 'Ana' }));
    expect(error.cause).toBe('schemaValidationError');
    expect((error.details as { shape: string }).shape).toBe('User');
  });
});
