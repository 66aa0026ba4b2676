import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODE_STATUSES } from '../../../src/domain/account/account';
import { failureOf } from '../../mocks/client';
import { CREDENTIALS } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { startedClient } from './account-harness';

setupMsw();

async function signedIn(options: Parameters<typeof startedClient>[0] = {}) {
  const harness = await startedClient(options);
  await harness.client.session.login(CREDENTIALS);
  requests.clear();
  harness.errors.length = 0;
  return harness;
}

describe('verification', () => {
  it('sends a code by email and answers its status', async () => {
    const { client } = await signedIn();
    await expect(client.account.sendVerification({ channel: 'email' })).resolves.toBe('CREATED');
    expect(requests.describe()).toBe('POST /user/send_email_verification/');
    expect(requests.single('POST', '/user/send_email_verification/').headers.get('Session')).toBe('user-token-1');
  });

  it('sends a code by SMS to the number in the path, without spaces and encoded', async () => {
    const { client } = await signedIn();
    await expect(client.account.sendVerification({ channel: 'phone', phone: '+502 5555 0000' })).resolves.toBe('CREATED');
    expect(requests.describe()).toBe('POST /user/send_phone_verification/%2B50255550000/');
  });

  it('refuses a phone that is not a number before any request', async () => {
    const { client } = await signedIn();
    const error = await failureOf(client.account.sendVerification({ channel: 'phone', phone: 'llámame' }));
    expect([error.cause, error.userMessage]).toEqual(['missingAuthData', 'El número de teléfono no es válido.']);
    expect(requests.total).toBe(0);
  });

  it('resends on a channel with `type`', async () => {
    const { client } = await signedIn();
    await expect(client.account.resendVerification({ channel: 'phone' })).resolves.toBe('CREATED');
    expect(await requests.single('POST', '/verify_resend/').request.json()).toEqual({ type: 'phone' });
  });

  it.each([
    ...VERIFICATION_CODE_STATUSES.map((status) => [status, status] as const),
    ['SOMETHING_NEW', 'UNKNOWN'] as const,
    [42, 'UNKNOWN'] as const,
    [null, 'UNKNOWN'] as const,
  ])('maps the status %j to %s', async (status, expected) => {
    const { client } = await signedIn({ verificationStatus: status });
    await expect(client.account.sendVerification({ channel: 'email' })).resolves.toBe(expected);
    await expect(client.account.resendVerification({ channel: 'email' })).resolves.toBe(expected);
  });

  it.each([
    ['sendVerification', (c: Awaited<ReturnType<typeof startedClient>>['client']) => c.account.sendVerification({ channel: 'email' })],
    ['resendVerification', (c: Awaited<ReturnType<typeof startedClient>>['client']) => c.account.resendVerification({ channel: 'email' })],
  ])('%s with only an anonymous session fails with onlyAnonymousTokenFound before any request', async (_name, call) => {
    const { client, errors } = await startedClient();
    const error = await failureOf(call(client));
    expect(error.cause).toBe('onlyAnonymousTokenFound');
    expect(error.userMessage).toBe('Ingresa a tu cuenta para continuar.');
    expect(requests.total).toBe(0);
    expect(errors.map((e) => e.cause)).toEqual(['onlyAnonymousTokenFound']);
  });

  it('verifies a code, answers has_mobile_app and fetches the user again', async () => {
    const { client } = await signedIn();
    await expect(client.account.verifyCode({ code: ' 123456 ' })).resolves.toEqual({ has_mobile_app: true, already_verified: false });
    expect(await requests.single('POST', '/verify_code/').request.json()).toEqual({ code: '123456' });
    expect(requests.describe()).toBe('POST /verify_code/, GET /user/');
  });

  it('verifies the uuid of a link, even without signing in', async () => {
    const { client } = await startedClient();
    await expect(client.account.verifyCode({ uuid: 'uuid-1' })).resolves.toEqual({ has_mobile_app: true, already_verified: false });
    expect(await requests.single('POST', '/verify_code/').request.json()).toEqual({ uuid: 'uuid-1' });
    expect(requests.describe()).toBe('POST /verify_code/');
  });

  it('reports a wrong code with the server’s cause and message', async () => {
    const { client, errors } = await signedIn();
    const error = await failureOf(client.account.verifyCode({ code: '000000' }));
    expect([error.cause, error.userMessage]).toEqual(['INVALID_CODE', 'El código no es válido.']);
    expect(errors).toEqual([error]);
  });

  it('refuses an empty code before any request', async () => {
    const { client } = await signedIn();
    const error = await failureOf(client.account.verifyCode({ code: '  ' }));
    expect([error.cause, error.userMessage]).toEqual(['missingAuthData', 'Escribe el código que te enviamos.']);
    expect(requests.total).toBe(0);
  });
});

describe('ResetPasswordUseCase', () => {
  it('sends the trimmed email to /reset_password/', async () => {
    const { client, errors } = await startedClient();
    // The stand-in answers 204 with nothing: the link's lifetime is unknown.
    await expect(client.account.resetPassword({ email: ' ana@example.com ' })).resolves.toEqual({ linkLifetimeMinutes: null });
    expect(await requests.single('POST', '/reset_password/').request.json()).toEqual({ email: 'ana@example.com' });
    expect(errors).toEqual([]);
  });

  it('answers how long the link lasts when the server says (link_expires_in_minutes), and nothing for a value it cannot use', async () => {
    const { client, errors } = await startedClient();
    server.use(http.post(url('/reset_password/'), () => HttpResponse.json({ message: 'Enviado', link_expires_in_minutes: 45 })));
    await expect(client.account.resetPassword({ email: 'ana@example.com' })).resolves.toEqual({ linkLifetimeMinutes: 45 });
    server.use(http.post(url('/reset_password/'), () => HttpResponse.json({ link_expires_in_minutes: '60' })));
    await expect(client.account.resetPassword({ email: 'ana@example.com' })).resolves.toEqual({ linkLifetimeMinutes: null });
    expect(requests.count('POST', '/reset_password/')).toBe(2);
    expect(errors).toEqual([]);
  });

  it.each([
    ['', 'Escribe tu correo electrónico.'],
    ['ana@', 'El correo electrónico no es válido.'],
    [`${'a'.repeat(250)}@x.gt`, 'El correo electrónico admite como máximo 254 caracteres.'],
  ])('refuses %j before any request', async (email, message) => {
    const { client } = await startedClient();
    const error = await failureOf(client.account.resetPassword({ email }));
    expect([error.cause, error.userMessage]).toEqual(['missingAuthData', message]);
    expect(requests.total).toBe(0);
  });
});
